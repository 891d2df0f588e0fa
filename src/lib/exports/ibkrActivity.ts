// IBKR's Activity Statement CSV (the default report and custom statements) and the newer Transaction
// History report, both in the section layout of ibkrSections.ts.
//
// Trades: an order's row (discriminator Order) sums its fills; Execution and Trade rows are those fills
// and ClosedLot rows the lots a sell closed, so none of them is counted again, nor a Data row with the
// discriminator SubTotal, which restates an order. Executions without an Order
// row (some custom statements) are grouped into one order per instrument, side and day. Forex trades are
// conversions, not orders: their own header names the commission's currency ('Comm in EUR'), which is
// the base currency. Option assignments, exercises and expiries (codes A, Ex, Ep) are not placed orders.
//
// Costs, each once: Comm/Fee in the trade's currency already holds UK stamp duty, which Transaction Fees
// lists again, so the stamp duty is moved apart as a tax; the French and Spanish financial transaction
// taxes are only in Transaction Fees and are added as taxes; bookings cancelled (code Ca) cancel;
// commission adjustments and credits reduce the commissions. Dividends and withholding tax from their
// sections.
//
// English and German are read by column name; any other language by IBKR's column order, which it
// keeps the same in every language (the forex header and an Account column do not move the columns
// read here; Realized P/L % comes after them).
import {
  firstClue,
  ibkrAssetClass,
  ibkrOrder,
  isCurrencyPair,
  isCancellation,
  isCurrencyCode,
  isNotPlaced,
  parseIbkrDate,
  trailingCurrency,
  type IbkrFill,
} from './ibkrCommon.ts';
import { dataRows, ibkrBlocks, type IbkrBlock, type IbkrLine } from './ibkrSections.ts';
import { tMyCosts } from '../../i18n/nl/myCosts.ts';
import { readNumber } from '../brokerFiles/shared/numbers.ts';
import { append, type Row } from '../brokerFiles/shared/rows.ts';
import type { ExportLanguage, ExportOrder, MoneyKind, MoneyLine, ParsedExport } from './types.ts';
import { yearOf } from '../brokerFiles/shared/dates.ts';

/** Section names by language, where they are read by name. */
export const SECTIONS: Readonly<Record<string, { readonly language: ExportLanguage; readonly kind: SectionKind }>> = {
  Trades: { language: 'en', kind: 'trades' },
  Transaktionen: { language: 'de', kind: 'trades' },
  Сделки: { language: 'ru', kind: 'trades' },
  'Transaction Fees': { language: 'en', kind: 'fees' },
  Transaktionsgebühren: { language: 'de', kind: 'fees' },
  Dividends: { language: 'en', kind: 'dividends' },
  Dividenden: { language: 'de', kind: 'dividends' },
  'Withholding Tax': { language: 'en', kind: 'withholding' },
  Quellensteuer: { language: 'de', kind: 'withholding' },
  'Commission Adjustments': { language: 'en', kind: 'adjustments' },
  Provisionsanpassungen: { language: 'de', kind: 'adjustments' },
  'Transaction History': { language: 'en', kind: 'history' },
};

export type SectionKind = 'trades' | 'fees' | 'dividends' | 'withholding' | 'adjustments' | 'history';

/**
 * Categories that name instruments other than shares where ibkrAssetClass knows no word, in the languages read by
 * column order, where a symbol without spaces would otherwise pass for a share: a warrant's symbol has none.
 */
const NOT_SHARES =
  /warrant|optionsschein|варрант|опцион|option|futur|fut\b|bond|obligation|anleihe|cfd|zertifikat|certifica|turbo/;
/**
 * A share or an ETF by its asset category, in any language IBKR writes it (ibkrAssetClass); in a language read by
 * column order (not `byName`) an unknown category that names no other instrument, with a symbol without spaces.
 */
export function isStockCategory(category: string, symbol: string, byName: boolean): boolean {
  const known = ibkrAssetClass(category);
  if (known !== null) return known === 'stock';
  return !byName && !NOT_SHARES.test(category.toLowerCase()) && !/\s/.test(symbol);
}

/** A forex trade: its category says so in any language, or its symbol is a currency pair ('EUR.USD'). */
export const isForexTrade = (category: string, symbol: string): boolean =>
  ibkrAssetClass(category) === 'forex' || isCurrencyPair(symbol);

/** An option's trade: not what the site prices, left out of the orders. */
export const isOptionTrade = (category: string): boolean => ibkrAssetClass(category) === 'option';

/** The codes cell of a trade row: IBKR writes it last. */
export const tradeCodes = (line: IbkrLine): string => (line.cells.at(-1) ?? '').trim();

/**
 * An option order the reader placed, counted apart in the report; an assignment or expiry (code A, Ep) is none and
 * counts as another row.
 */
export const isOptionOrder = (category: string, line: IbkrLine): boolean =>
  isOptionTrade(category) && !isNotPlaced(tradeCodes(line));

/**
 * The file's own rates from its totals: after a currency's `Trades,Total,,Stocks,USD,…` row IBKR writes the same
 * total in the base currency (`Trades,Total,,Stocks,EUR,…`). With a euro base, their commissions (else their
 * proceeds) give the currency's units per euro.
 */
export function restatedRates(block: IbkrBlock, columns: Record<TradeColumn, number>): Map<string, number> {
  const rates = new Map<string, number>();
  const totals = block.lines.filter((line) => line.marker === 'Total');
  const at = (line: IbkrLine, key: TradeColumn) => (line.cells[columns[key]] ?? '').trim();
  totals.forEach((line, index) => {
    const next = totals[index + 1];
    const currency = at(line, 'currency');
    if (!next || next.line !== line.line + 1 || at(next, 'currency') !== 'EUR' || !isCurrencyCode(currency)) return;
    if (currency === 'EUR' || at(next, 'category') !== at(line, 'category') || rates.has(currency)) return;
    for (const key of ['commission', 'proceeds'] as const) {
      const own = readNumber(at(line, key), 'dot-decimal');
      const euros = readNumber(at(next, key), 'dot-decimal');
      if (own !== null && euros !== null && own !== 0 && euros !== 0 && own / euros > 0) {
        rates.set(currency, own / euros);
        return;
      }
    }
  });
  return rates;
}

/** A description that names a warrant or turbo (the Transaction History has no asset category). */
const NAMES_WARRANT = /\bwarrants?\b|\bwrt\b|optionsschein|\bturbo\b/i;

/** Trade columns by name (English, German), each with its place in IBKR's fixed column order. */
const TRADE_COLUMNS = {
  discriminator: { names: ['datadiscriminator'], position: 0 },
  category: { names: ['asset category', 'vermögenswertkategorie', 'vermögensklasse'], position: 1 },
  currency: { names: ['currency', 'währung'], position: 2 },
  symbol: { names: ['symbol'], position: 3 },
  date: { names: ['date/time', 'datum/zeit'], position: 4 },
  quantity: { names: ['quantity', 'menge', 'anzahl'], position: 5 },
  price: { names: ['t. price', 't.-kurs', 't. kurs'], position: 6 },
  proceeds: { names: ['proceeds', 'erlös'], position: 8 },
  commission: { names: ['comm/fee', 'prov./gebühr', 'provision/gebühr'], position: 9 },
} as const;

export type TradeColumn = keyof typeof TRADE_COLUMNS;

const DISCRIMINATORS = new Set(['order', 'execution', 'closedlot', 'trade']);
/** Discriminators of Data rows that only restate the rows above them. */
export const RESTATEMENTS = new Set(['subtotal', 'total']);

export const isTradesBlock = (block: IbkrBlock): boolean =>
  block.header[0] === 'DataDiscriminator' &&
  block.lines.some((line) => line.marker === 'Data' && DISCRIMINATORS.has((line.cells[0] ?? '').toLowerCase()));

/** Where each trade column stands in one header: by name, else by IBKR's order (one further with an Account column). */
export function tradeColumns(block: IbkrBlock): { columns: Record<TradeColumn, number>; byName: boolean } {
  const header = block.header.map((cell) => cell.toLowerCase());
  const accountByName = header.some((cell) => cell === 'account' || cell === 'konto');
  // In a language not read by name, an Account column shows where the date is: one place further.
  const sample = block.lines.find((line) => line.marker === 'Data');
  const shifted =
    accountByName ||
    (sample !== undefined &&
      parseIbkrDate(sample.cells[4] ?? '') === null &&
      parseIbkrDate(sample.cells[5] ?? '') !== null);
  let byName = true;
  const columns = {} as Record<TradeColumn, number>;
  for (const [key, column] of Object.entries(TRADE_COLUMNS) as [TradeColumn, (typeof TRADE_COLUMNS)[TradeColumn]][]) {
    const named = header.findIndex((cell) => (column.names as readonly string[]).includes(cell));
    if (named >= 0) columns[key] = named;
    else {
      if (key !== 'commission') byName = false;
      columns[key] = column.position + (shifted && column.position >= 3 ? 1 : 0);
    }
  }
  return { columns, byName };
}

/** The account column's place, so orders of different accounts stay apart. */
function accountColumn(block: IbkrBlock, columns: Record<TradeColumn, number>): number {
  const named = block.header.findIndex((cell) => /^(account|konto)$/i.test(cell));
  if (named >= 0) return named;
  return columns.symbol === 4 ? 3 : -1;
}

interface TradesRead {
  readonly orders: ExportOrder[];
  readonly money: MoneyLine[];
  readonly skipped: number[];
  readonly other: number;
  readonly options: number;
  readonly byName: boolean;
  readonly baseClue: string | null;
}

/** `namedBase`: the base currency the account information names, where a forex commission is paid. */
function readTradesBlock(block: IbkrBlock, namedBase: string | null): TradesRead {
  const { columns, byName } = tradeColumns(block);
  const account = accountColumn(block, columns);
  const commissionHeader = block.header[columns.commission] ?? '';
  // 'Comm in EUR': the forex header, whose commissions are in the base currency.
  const forexCurrency = /\/|fee|gebühr/i.test(commissionHeader) ? null : trailingCurrency(commissionHeader);
  const orders: ExportOrder[] = [];
  const money: MoneyLine[] = [];
  const skipped: number[] = [];
  let other = 0;
  let options = 0;
  let baseClue = forexCurrency;
  let open: { key: string; id: string; fills: IbkrFill[]; fromOrderRow: boolean } | null = null;
  const fileRates = restatedRates(block, columns);
  const fileRate = (currency: string) => fileRates.get(currency) ?? null;
  const close = () => {
    if (open) orders.push(ibkrOrder(open.id, open.fills, fileRate));
    open = null;
  };
  const cell = (line: IbkrLine, key: TradeColumn) => (line.cells[columns[key]] ?? '').trim();
  const hasOrderRows = block.lines.some(
    (line) => line.marker === 'Data' && cell(line, 'discriminator').toLowerCase() === 'order',
  );

  for (const line of block.lines) {
    if (line.marker !== 'Data') {
      const clue = trailingCurrency(cell(line, 'currency'));
      if (line.marker === 'Total' && clue && !baseClue) baseClue = clue;
      continue;
    }
    // 'Trade' rows are fills as 'Execution' rows are (some statements write them beside or instead of those).
    const written = cell(line, 'discriminator').toLowerCase();
    // A Data row whose discriminator is 'SubTotal' (or 'Total') restates an order's row, commission included, as
    // real statements write under a closed position: read, it would be a second order and a second commission.
    if (RESTATEMENTS.has(written)) continue;
    const discriminator = written === 'trade' ? 'execution' : written;
    if (discriminator === 'closedlot') {
      other += 1;
      continue;
    }
    const category = cell(line, 'category');
    const currency = cell(line, 'currency');
    const date = parseIbkrDate(cell(line, 'date'));
    const quantity = readNumber(cell(line, 'quantity'), 'dot-decimal');
    const commissionText = cell(line, 'commission');
    const commission = commissionText === '' ? 0 : readNumber(commissionText, 'dot-decimal');
    if (!isCurrencyCode(currency) || date === null || quantity === null || commission === null) {
      skipped.push(line.line);
      continue;
    }
    const year = yearOf(date);
    const codes = tradeCodes(line);
    // An Execution under its Order row is one of its fills: the Order row already counts it and its commission.
    const symbol = cell(line, 'symbol');
    const isForex = forexCurrency !== null || isForexTrade(category, symbol);
    const key = `${cellOrEmpty(line, account)}|${symbol}|${quantity < 0 ? 'S' : 'B'}`;
    // With Order rows in the block, every fill row belongs to one of them, wherever it stands.
    if (discriminator === 'execution' && hasOrderRows) continue;
    if (isForex) {
      close();
      other += 1;
      if (commission !== 0)
        money.push({
          year,
          kind: 'conversion',
          amount: -commission,
          currency: forexCurrency ?? baseClue ?? namedBase ?? currency,
        });
      continue;
    }
    if (isOptionTrade(category)) {
      close();
      if (isOptionOrder(category, line)) options += 1;
      else other += 1;
      continue;
    }
    // A commission in another currency than the euro, at the rate the file's own totals state, is paid in euros.
    const perEuro = fileRate(currency);
    if (commission !== 0)
      money.push(
        perEuro === null
          ? { year, kind: 'transaction', amount: -commission, currency }
          : { year, kind: 'transaction', amount: -commission / perEuro, currency: 'EUR' },
      );
    if (isNotPlaced(codes)) {
      close();
      other += 1;
      continue;
    }
    const price = readNumber(cell(line, 'price'), 'dot-decimal');
    const proceeds = readNumber(cell(line, 'proceeds'), 'dot-decimal');
    const value = proceeds !== null && proceeds !== 0 ? Math.abs(proceeds) : Math.abs(quantity * (price ?? NaN));
    if (!Number.isFinite(value)) {
      skipped.push(line.line);
      continue;
    }
    const isStock = isStockCategory(category, symbol, byName);
    const fill: IbkrFill = {
      date,
      product: symbol,
      currency,
      quantity,
      value,
      rate: null,
      isStock,
      // A warrant is named in the report's language, whatever language the statement has ('Варранты').
      category: ibkrAssetClass(category) === 'warrant' ? tMyCosts('myCosts.venue.warrants') : category,
      commission: { amount: -commission, currency },
    };
    const day: string = `${key}|${date}`;
    if (discriminator === 'execution' && open && !open.fromOrderRow && open.key === day) {
      open.fills.push(fill);
      continue;
    }
    close();
    open = {
      key: discriminator === 'execution' ? day : key,
      id: `regel-${line.line}`,
      fills: [fill],
      fromOrderRow: discriminator !== 'execution',
    };
  }
  close();
  return { orders, money, skipped, other, options, byName, baseClue };
}

const cellOrEmpty = (line: IbkrLine, index: number) => (index >= 0 ? (line.cells[index] ?? '').trim() : '');

/** Cash sections (dividends, taxes, fees, adjustments) by name: Currency, a date, Description, Amount[, Code]. */
export function cashColumns(block: IbkrBlock) {
  const header = block.header.map((cell) => cell.toLowerCase());
  const find = (names: readonly string[]) => header.findIndex((cell) => names.includes(cell));
  return {
    currency: find(['currency', 'währung']),
    date: find(['date', 'datum', 'date/time', 'datum/zeit']),
    description: find(['description', 'beschreibung']),
    amount: find(['amount', 'betrag']),
    code: find(['code']),
  };
}

/** A tax on buying shares that IBKR books only under Transaction Fees, on top of the commission. */
export const ON_TOP =
  /financial transaction tax|\bftt\b|french|spanish|italian|daily trade charge|finanztransaktionssteuer/i;
/** UK stamp duty and the PTM levy: already part of Comm/Fee. */
const IN_COMMISSION = /stamp|sdrt|ptm|stempel/i;

function readCashBlock(kind: SectionKind, block: IbkrBlock): { money: MoneyLine[]; skipped: number[]; other: number } {
  const columns = cashColumns(block);
  const money: MoneyLine[] = [];
  const skipped: number[] = [];
  let other = 0;
  for (const { line, at } of dataRows(block)) {
    const currency = at(columns.currency);
    // Totals are written as Data rows with words in the currency cell ('Total', 'Total in EUR').
    if (!isCurrencyCode(currency)) continue;
    const date = parseIbkrDate(at(columns.date));
    const amount = readNumber(at(columns.amount), 'dot-decimal');
    if (date === null || amount === null) {
      skipped.push(line.line);
      continue;
    }
    const year = yearOf(date);
    const push = (lineKind: MoneyKind, value: number) => {
      if (value !== 0) money.push({ year, kind: lineKind, amount: value, currency });
    };
    if (kind === 'dividends') push('dividend', amount);
    else if (kind === 'withholding') push('dividend-tax', -amount);
    else if (kind === 'adjustments') push('transaction', -amount);
    else if (kind === 'fees') {
      const paid = isCancellation(at(columns.code)) ? -Math.abs(amount) : -amount;
      const description = at(columns.description);
      if (ON_TOP.test(description)) push('transaction-tax', paid);
      else if (IN_COMMISSION.test(description) || currency === 'GBP') {
        push('transaction-tax', paid);
        push('transaction', -paid);
      } else other += 1;
    }
  }
  return { money, skipped, other };
}

/**
 * History columns by name: Date,Account,Description,Transaction Type,Symbol,Quantity,Price,Price Currency,Gross
 * Amount,Commission,Net Amount. Some reports have no Price Currency: their trades are then valued by the
 * gross amount, in the base currency.
 */
function readHistoryBlock(block: IbkrBlock, base: string | null) {
  const header = block.header.map((cell) => cell.toLowerCase());
  const find = (name: string) => header.indexOf(name);
  const col = {
    date: find('date'),
    account: find('account'),
    description: find('description'),
    type: find('transaction type'),
    symbol: find('symbol'),
    quantity: find('quantity'),
    price: find('price'),
    priceCurrency: find('price currency'),
    gross: find('gross amount'),
    commission: find('commission'),
    net: find('net amount'),
  };
  const orders: ExportOrder[] = [];
  const money: MoneyLine[] = [];
  const skipped: number[] = [];
  let other = 0;
  const amountCurrency = base ?? 'XXX';
  const open = new Map<string, { id: string; fills: IbkrFill[] }>();
  for (const { line, at } of dataRows(block)) {
    const type = at(col.type).toLowerCase();
    const date = parseIbkrDate(at(col.date));
    if (date === null) {
      skipped.push(line.line);
      continue;
    }
    const year = yearOf(date);
    const commission = at(col.commission) === '' ? 0 : readNumber(at(col.commission), 'dot-decimal');
    const net = readNumber(at(col.net), 'dot-decimal');
    if (commission === null) {
      skipped.push(line.line);
      continue;
    }
    if (commission !== 0)
      money.push({
        year,
        kind: type.includes('forex') ? 'conversion' : 'transaction',
        amount: -commission,
        currency: amountCurrency,
      });
    if (type === 'buy' || type === 'sell') {
      const quantity = readNumber(at(col.quantity), 'dot-decimal');
      const price = readNumber(at(col.price), 'dot-decimal');
      // Without a Price Currency column the trade is known only by its gross amount in the base currency.
      const byGross = col.priceCurrency < 0;
      const gross = byGross ? readNumber(at(col.gross), 'dot-decimal') : null;
      const currency = byGross ? (base ?? '') : at(col.priceCurrency).toUpperCase();
      const value = byGross ? Math.abs(gross ?? NaN) : Math.abs((quantity ?? NaN) * (price ?? NaN));
      if (quantity === null || !Number.isFinite(value) || !isCurrencyCode(currency)) {
        skipped.push(line.line);
        continue;
      }
      // The report lists fills; those of one instrument, side and day in one account are one order.
      const key = `${at(col.account)}|${at(col.symbol)}|${type}|${date}`;
      const fill: IbkrFill = {
        date,
        product: at(col.symbol),
        currency,
        quantity,
        value,
        rate: null,
        isStock: !NAMES_WARRANT.test(at(col.description)),
        category: currency,
        commission: { amount: -commission, currency: amountCurrency },
      };
      const entry = open.get(key);
      if (entry) entry.fills.push(fill);
      else open.set(key, { id: `regel-${line.line}`, fills: [fill] });
      continue;
    }
    if (net === null) {
      skipped.push(line.line);
      continue;
    }
    if (type === 'dividend' || type === 'payment in lieu')
      money.push({ year, kind: 'dividend', amount: net, currency: amountCurrency });
    else if (type.includes('withholding'))
      money.push({ year, kind: 'dividend-tax', amount: -net, currency: amountCurrency });
    else if (type.includes('commission adj'))
      money.push({ year, kind: 'transaction', amount: -net, currency: amountCurrency });
    else other += 1;
  }
  for (const [, entry] of open) orders.push(ibkrOrder(entry.id, entry.fills));
  return { orders, money, skipped, other };
}

/** 'Base Currency,EUR' in the account information, in any language: a currency field with a code. */
export function namedBaseCurrency(blocks: readonly IbkrBlock[]): string | null {
  for (const block of blocks) {
    if (block.header.length !== 2) continue;
    for (const line of block.lines) {
      const [field = '', value = ''] = line.cells;
      if (/currency|währung|валют|devise|valuta|divisa|moneda/i.test(field) && isCurrencyCode(value)) return value;
    }
  }
  return null;
}

/** A 'Total in EUR' row in a cash section: the only clue to the base currency in some extracts. */
function totalsClue(blocks: readonly IbkrBlock[]): string | null {
  for (const block of blocks) {
    for (const line of block.lines) {
      const clue = trailingCurrency(line.cells[0] ?? '');
      if (clue && /^\D/.test(line.cells[0] ?? '')) return clue;
    }
  }
  return null;
}

export function parseIbkrStatement(header: readonly string[], rows: readonly Row[]): ParsedExport {
  const { blocks, unplaced } = ibkrBlocks([header, ...rows]);
  const orders: ExportOrder[] = [];
  const money: MoneyLine[] = [];
  const skipped: number[] = [...unplaced];
  let other = 0;
  let options = 0;
  let language: ExportLanguage | undefined;
  let byColumnOrder = false;
  let history = false;
  const clues: (string | null)[] = [namedBaseCurrency(blocks)];
  for (const block of blocks) {
    const named = SECTIONS[block.section];
    if (named && !language) language = named.language;
    if (isTradesBlock(block)) {
      const read = readTradesBlock(block, clues[0] ?? null);
      append(orders, read.orders);
      append(money, read.money);
      append(skipped, read.skipped);
      other += read.other;
      options += read.options;
      clues.push(read.baseClue);
      if (!read.byName) byColumnOrder = true;
      continue;
    }
    if (!named || named.kind === 'trades') continue;
    if (named.kind === 'history') {
      history = true;
      continue;
    }
    const read = readCashBlock(named.kind, block);
    append(money, read.money);
    append(skipped, read.skipped);
    other += read.other;
  }
  clues.push(totalsClue(blocks.filter((block) => !isTradesBlock(block))));
  const baseCurrency = firstClue(clues);
  if (history) {
    for (const block of blocks.filter((b) => SECTIONS[b.section]?.kind === 'history')) {
      const read = readHistoryBlock(block, baseCurrency);
      append(orders, read.orders);
      append(money, read.money);
      append(skipped, read.skipped);
      other += read.other;
    }
  }
  return {
    format: history ? 'ibkr-history' : 'ibkr-activity',
    orders,
    money,
    skippedLines: skipped.sort((a, b) => a - b),
    otherRows: other,
    ...(language ? { language } : {}),
    ...(byColumnOrder ? { byColumnOrder: true } : {}),
    ...(options > 0 ? { optionOrders: options } : {}),
    baseCurrency,
  };
}
