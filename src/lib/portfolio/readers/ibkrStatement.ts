// IBKR's Activity Statement and Transaction History CSVs (sections as exports/ibkrSections.ts reads them, trade
// columns as exports/ibkrActivity.ts finds them, by name or by IBKR's column order):
//   Trades: the Order rows (or, without them, the Execution rows) of shares and ETFs; ClosedLot rows close lots of
//     a sale already counted; forex trades are conversions, and a same-day EUR.XXX conversion's price is the rate
//     that turns that day's amounts in XXX into euros (the statement states no other rate per trade).
//   Dividends, Withholding Tax (per instrument: the description names 'SYMBOL(ISIN)'), Transaction Fees that come
//     on top of the commission (financial transaction taxes), Commission Adjustments, Fees (account fees),
//     Deposits & Withdrawals.
//   Corporate Actions: 'Split N for M' is a split; other actions move shares (shared.ts corporateActions).
//   Transfers: shares moved in or out at their market value.
//   Open Positions: the Close Price (IBKR's mark price) of each share held, a price quote of the statement's last
//     day, in euros through the Base Currency Exchange Rate section when the account's base is the euro.
//   Transaction History (the newer report): its Buy and Sell rows with the gross amount in the base currency, and
//     its dividends, taxes, fees and deposits by their Transaction Type.
// Instruments are named by ISIN where the file tells it (Financial Instrument Information, or a description's
// 'SYMBOL(ISIN)'), else by symbol.
import { parseIsoDate } from '../../brokerFiles/shared/dates.ts';
import {
  cashColumns,
  isForexTrade,
  isOptionOrder,
  isOptionTrade,
  isStockCategory,
  isTradesBlock,
  namedBaseCurrency,
  ON_TOP,
  RESTATEMENTS,
  SECTIONS,
  tradeColumns,
  type TradeColumn,
} from '../../exports/ibkrActivity.ts';
import { isCurrencyCode, parseIbkrDate } from '../../exports/ibkrCommon.ts';
import { dataRows, ibkrBlocks, type IbkrBlock, type IbkrLine } from '../../exports/ibkrSections.ts';
import { readNumber } from '../../brokerFiles/shared/numbers.ts';
import { append, type Row } from '../../brokerFiles/shared/rows.ts';
import { IBKR_POSITIONS, type PriceQuote } from '../prices.ts';
import type { PortfolioRecord, RecordSource } from '../records.ts';
import {
  accountTransfer,
  cashRecord,
  corporateActions,
  isinInText,
  isinOf,
  lineId,
  movesByDay,
  tradeRecord,
  type CashFields,
  type ShareMove,
} from '../../brokerFiles/shared/entries.ts';
import type { ReaderResult } from './types.ts';

/** Sections the cost reader leaves aside, by their English and German names. */
const PORTFOLIO_SECTIONS: Readonly<Record<string, string>> = {
  'Open Positions': 'positions',
  'Offene Positionen': 'positions',
  'Deposits & Withdrawals': 'cash',
  'Ein- und Auszahlungen': 'cash',
  Fees: 'fees',
  Gebühren: 'fees',
  'Corporate Actions': 'actions',
  Kapitalmaßnahmen: 'actions',
  Transfers: 'transfers',
  Übertragungen: 'transfers',
  'Financial Instrument Information': 'instruments',
  'Informationen zum Finanzinstrument': 'instruments',
  'Base Currency Exchange Rate': 'rates',
  'Basiswährung-Wechselkurs': 'rates',
};

const num = (text: string) => readNumber(text, 'dot-decimal');
const lower = (cells: readonly string[]) => cells.map((cell) => cell.toLowerCase());

/** The column of the first name the header has, or -1. */
function find(header: readonly string[], ...names: string[]): number {
  const cells = lower(header);
  for (const name of names) {
    const at = cells.indexOf(name);
    if (at >= 0) return at;
  }
  return -1;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The last day of the statement's 'Period' ('January 1, 2024 - December 31, 2024'), or null. */
export function statementEnd(blocks: readonly IbkrBlock[]): string | null {
  for (const block of blocks) {
    if (block.section !== 'Statement') continue;
    for (const line of block.lines) {
      if (line.cells[0] !== 'Period') continue;
      const match = /([A-Za-z]+) (\d{1,2}), (\d{4})\s*$/.exec(line.cells[1] ?? '');
      const month = match ? MONTHS.indexOf(match[1]!.toLowerCase()) : -1;
      if (match && month >= 0)
        return parseIsoDate(`${match[3]}-${String(month + 1).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`);
    }
  }
  return null;
}

/** 'AAPL(US0378331005) Cash Dividend …': the symbol and ISIN of a description. */
function symbolAndIsin(description: string): { symbol: string; isin: string } | null {
  const isin = isinInText(description);
  if (!isin) return null;
  return { symbol: description.slice(0, description.indexOf('(')).trim(), isin };
}

/** Each symbol's ISIN, from the instrument list and from every description that names both. */
function isinsBySymbol(blocks: readonly IbkrBlock[]): Map<string, string> {
  const isins = new Map<string, string>();
  for (const block of blocks) {
    const kind = PORTFOLIO_SECTIONS[block.section];
    const symbolAt = find(block.header, 'symbol');
    const idAt = find(block.header, 'security id', 'isin', 'wertpapier-id');
    const descriptionAt = find(block.header, 'description', 'beschreibung');
    for (const line of block.lines) {
      if (kind === 'instruments' && symbolAt >= 0 && idAt >= 0) {
        const isin = isinOf(line.cells[idAt] ?? '');
        if (isin) isins.set((line.cells[symbolAt] ?? '').trim(), isin);
      }
      const named = descriptionAt >= 0 ? symbolAndIsin(line.cells[descriptionAt] ?? '') : null;
      if (named && !isins.has(named.symbol)) isins.set(named.symbol, named.isin);
    }
  }
  return isins;
}

interface Context {
  readonly source: RecordSource;
  readonly isins: ReadonlyMap<string, string>;
  /** Units of a currency per euro on a day, from that day's conversions: `${day} ${currency}`. */
  readonly rates: Map<string, number>;
  readonly records: PortfolioRecord[];
  readonly moves: ShareMove[];
  readonly skipped: number[];
  /** Option orders left out (counted as the cost reader counts them). */
  options: number;
}

const idOf = (context: Context, line: number, part = '') => `${lineId(context.source, line)}${part}`;
const rateOn = (context: Context, date: string, currency: string) =>
  currency === 'EUR' ? null : (context.rates.get(`${date} ${currency}`) ?? null);

/** The day's rates from EUR.XXX conversions (their price is XXX per euro). */
function forexRates(blocks: readonly IbkrBlock[], rates: Map<string, number>): void {
  for (const block of blocks.filter(isTradesBlock)) {
    const { columns } = tradeColumns(block);
    for (const line of block.lines) {
      const symbol = (line.cells[columns.symbol] ?? '').trim();
      const pair = /^EUR\.([A-Z]{3})$/.exec(symbol);
      const date = parseIbkrDate(line.cells[columns.date] ?? '');
      const price = num(line.cells[columns.price] ?? '');
      if (line.marker === 'Data' && pair && date && price !== null && price > 0) rates.set(`${date} ${pair[1]}`, price);
    }
  }
}

function readTrades(block: IbkrBlock, context: Context): void {
  const { columns, byName } = tradeColumns(block);
  const cell = (line: IbkrLine, key: TradeColumn) => (line.cells[columns[key]] ?? '').trim();
  const data = block.lines.filter((line) => line.marker === 'Data');
  const hasOrderRows = data.some((line) => cell(line, 'discriminator').toLowerCase() === 'order');
  for (const line of data) {
    const discriminator = cell(line, 'discriminator').toLowerCase();
    // ClosedLot rows close lots of a sale already counted; a SubTotal or Total Data row restates an order.
    if (discriminator === 'closedlot' || RESTATEMENTS.has(discriminator)) continue;
    if (hasOrderRows && discriminator !== 'order') continue;
    const category = cell(line, 'category');
    const symbol = cell(line, 'symbol');
    if (isForexTrade(category, symbol)) continue;
    if (isOptionTrade(category)) {
      if (isOptionOrder(category, line)) context.options += 1;
      continue;
    }
    if (!isStockCategory(category, symbol, byName)) continue;
    const currency = cell(line, 'currency');
    const date = parseIbkrDate(cell(line, 'date'));
    const quantity = num(cell(line, 'quantity'));
    const price = num(cell(line, 'price'));
    const proceeds = num(cell(line, 'proceeds'));
    const commissionText = cell(line, 'commission');
    const commission = commissionText === '' ? 0 : num(commissionText);
    if (!isCurrencyCode(currency) || date === null || quantity === null || price === null || commission === null) {
      context.skipped.push(line.line);
      continue;
    }
    const amount = proceeds !== null && proceeds !== 0 ? Math.abs(proceeds) : Math.abs(quantity * price);
    const rate = rateOn(context, date, currency);
    const fee = Math.abs(commission);
    context.records.push(
      tradeRecord(
        {
          id: idOf(context, line.line),
          date,
          isin: context.isins.get(symbol) ?? null,
          name: symbol,
          quantity,
          price,
          currency,
          amount,
          feeEur: currency === 'EUR' ? fee : rate ? fee / rate : 0,
          fxRate: rate,
        },
        context.source,
      ),
    );
  }
}

/** Dividends, taxes, fees, adjustments and deposits: one money record per Data row with a currency code. */
function readCash(block: IbkrBlock, kind: string, context: Context): void {
  const columns = cashColumns(block);
  const dateAt = columns.date >= 0 ? columns.date : find(block.header, 'settle date', 'valutadatum');
  for (const { line, at } of dataRows(block)) {
    const currency = at(columns.currency);
    if (!isCurrencyCode(currency)) continue;
    const date = parseIbkrDate(at(dateAt));
    const amount = num(at(columns.amount));
    if (date === null || amount === null) {
      context.skipped.push(line.line);
      continue;
    }
    const description = at(columns.description);
    const named = symbolAndIsin(description);
    const symbol = at(find(block.header, 'symbol'));
    const instrument = {
      isin: named?.isin ?? context.isins.get(symbol) ?? null,
      name: named?.symbol ?? symbol,
    };
    const common = { id: idOf(context, line.line), date, currency, fxRate: rateOn(context, date, currency) };
    let fields: CashFields | null = null;
    if (kind === 'dividends') fields = { ...common, ...instrument, kind: 'dividend', amount };
    else if (kind === 'withholding') fields = { ...common, ...instrument, kind: 'withholding', amount: -amount };
    else if (kind === 'adjustments')
      fields = { ...common, isin: null, name: '', kind: 'fee', amount: -amount, feeKind: 'transaction' };
    else if (kind === 'fees' && ON_TOP.test(description))
      fields = { ...common, ...instrument, kind: 'fee', amount: -amount, feeKind: 'transaction-tax' };
    else if (kind === 'account-fees') fields = { ...common, isin: null, name: '', kind: 'fee', amount: -amount };
    else if (kind === 'cash') fields = { ...common, ...accountTransfer(amount < 0 ? 'withdrawal' : 'deposit', amount) };
    if (fields && fields.amount !== 0) context.records.push(cashRecord(fields, context.source));
  }
}

/**
 * The instrument a corporate action gives, named at the end of its description: 'PHIA(NL0000009538) Spinoff 1 for 10
 * (PHIA.NEW, PHILIPS NEW, NL0015000Z12)' gives shares of NL0015000Z12.
 */
function givenInstrument(description: string): { symbol: string; isin: string } | null {
  const match = /\(([^,()]+), [^()]*, ([A-Z]{2}[A-Z0-9]{9}\d)\)\s*$/.exec(description);
  return match ? { symbol: match[1]!.trim(), isin: match[2]! } : null;
}

/** 'Split 4 for 1': new shares per old share. */
function splitFactor(description: string): number | null {
  const match = /split (\d+(?:\.\d+)?) for (\d+(?:\.\d+)?)/i.exec(description);
  return match && Number(match[2]) > 0 ? Number(match[1]) / Number(match[2]) : null;
}

function readActions(block: IbkrBlock, context: Context): void {
  const col = {
    currency: find(block.header, 'currency', 'währung'),
    date: find(block.header, 'date/time', 'datum/zeit', 'report date'),
    description: find(block.header, 'description', 'beschreibung'),
    quantity: find(block.header, 'quantity', 'menge'),
    value: find(block.header, 'value', 'wert'),
  };
  const byDescription = new Map<string, ShareMove[]>();
  for (const { line, at } of dataRows(block)) {
    const currency = at(col.currency);
    if (!isCurrencyCode(currency)) continue;
    const date = parseIbkrDate(at(col.date));
    const quantity = num(at(col.quantity));
    const description = at(col.description);
    if (date === null || quantity === null) {
      context.skipped.push(line.line);
      continue;
    }
    // A split IBKR writes as one line (the shares added) is applied as a factor on the ISIN it names.
    const factor = splitFactor(description);
    // A split changes the shares of the instrument it names first; any other action gives the one it names last.
    const named = (factor === null ? givenInstrument(description) : null) ?? symbolAndIsin(description);
    const value = num(at(col.value)) ?? 0;
    const move: ShareMove = {
      id: idOf(context, line.line),
      date,
      isin: named?.isin ?? null,
      name: named?.symbol ?? description,
      quantity,
      currency,
      value: factor === null ? value : 0,
      valueEur: currency === 'EUR' && factor === null ? value : null,
    };
    const key = `${date} ${description}`;
    const list = byDescription.get(key);
    if (list) list.push(move);
    else byDescription.set(key, [move]);
  }
  for (const [key, moves] of byDescription) {
    const factor = splitFactor(key);
    if (factor !== null && moves.length === 1 && moves[0]!.isin) {
      const move = moves[0]!;
      const { value: _value, valueEur: _valueEur, ...rest } = move;
      context.records.push({
        ...rest,
        kind: 'split',
        quantity: factor,
        price: null,
        amount: 0,
        amountEur: null,
        feeEur: 0,
        fxRate: null,
        source: context.source,
      });
    } else append(context.moves, moves);
  }
}

function readTransfers(block: IbkrBlock, context: Context): void {
  const col = {
    currency: find(block.header, 'currency', 'währung'),
    symbol: find(block.header, 'symbol'),
    date: find(block.header, 'date', 'datum'),
    direction: find(block.header, 'direction', 'richtung'),
    quantity: find(block.header, 'qty', 'quantity', 'menge'),
    value: find(block.header, 'market value', 'marktwert'),
  };
  for (const { line, at } of dataRows(block)) {
    const currency = at(col.currency);
    if (!isCurrencyCode(currency)) continue;
    const date = parseIbkrDate(at(col.date));
    const quantity = num(at(col.quantity));
    if (date === null || quantity === null) {
      context.skipped.push(line.line);
      continue;
    }
    const out = /^out|aus/i.test(at(col.direction));
    const value = Math.abs(num(at(col.value)) ?? 0);
    const symbol = at(col.symbol);
    context.moves.push({
      id: idOf(context, line.line),
      date,
      isin: context.isins.get(symbol) ?? null,
      name: symbol,
      quantity: out ? -Math.abs(quantity) : Math.abs(quantity),
      currency,
      value,
      valueEur: currency === 'EUR' ? value : null,
    });
  }
}

/** Base currency per unit of each currency, from the Base Currency Exchange Rate section. */
function periodEndRates(blocks: readonly IbkrBlock[]): Map<string, number> {
  const rates = new Map<string, number>();
  for (const block of blocks) {
    if (PORTFOLIO_SECTIONS[block.section] !== 'rates') continue;
    for (const line of block.lines) {
      const rate = num(line.cells[1] ?? '');
      if (isCurrencyCode(line.cells[0] ?? '') && rate !== null && rate > 0) rates.set(line.cells[0]!, rate);
    }
  }
  return rates;
}

function readPositions(blocks: readonly IbkrBlock[], context: Context, day: string, base: string | null): PriceQuote[] {
  const toBase = periodEndRates(blocks);
  const quotes: PriceQuote[] = [];
  for (const block of blocks) {
    if (PORTFOLIO_SECTIONS[block.section] !== 'positions') continue;
    const col = {
      currency: find(block.header, 'currency', 'währung'),
      symbol: find(block.header, 'symbol'),
      quantity: find(block.header, 'quantity', 'menge'),
      price: find(block.header, 'close price', 'schlusskurs'),
    };
    for (const { at } of dataRows(block)) {
      const currency = at(col.currency);
      const price = num(at(col.price));
      const isin = context.isins.get(at(col.symbol));
      if (!isCurrencyCode(currency) || price === null || price <= 0 || !isin || num(at(col.quantity)) === 0) continue;
      // The statement's own rate of its last day turns the price into euros; without one, no quote (never a guess).
      const rate = currency === 'EUR' ? 1 : base === 'EUR' ? (toBase.get(currency) ?? null) : null;
      if (rate === null) continue;
      quotes.push({ isin, price, currency, priceEur: price * rate, date: day, from: IBKR_POSITIONS });
    }
  }
  return quotes;
}

/** The Transaction History's rows by their Transaction Type; amounts are in the base currency. */
function readHistory(block: IbkrBlock, context: Context, base: string | null): void {
  const col = {
    date: find(block.header, 'date'),
    description: find(block.header, 'description'),
    type: find(block.header, 'transaction type'),
    symbol: find(block.header, 'symbol'),
    quantity: find(block.header, 'quantity'),
    price: find(block.header, 'price'),
    priceCurrency: find(block.header, 'price currency'),
    gross: find(block.header, 'gross amount'),
    commission: find(block.header, 'commission'),
    net: find(block.header, 'net amount'),
  };
  const currency = base ?? 'XXX';
  for (const { line, at } of dataRows(block)) {
    const type = at(col.type).toLowerCase();
    const date = parseIbkrDate(at(col.date));
    if (date === null) {
      context.skipped.push(line.line);
      continue;
    }
    const symbol = at(col.symbol);
    const named = symbolAndIsin(at(col.description));
    const instrument = { isin: named?.isin ?? context.isins.get(symbol) ?? null, name: symbol };
    const id = idOf(context, line.line);
    if (type === 'buy' || type === 'sell') {
      const quantity = num(at(col.quantity));
      const price = num(at(col.price));
      const gross = num(at(col.gross));
      const commission = at(col.commission) === '' ? 0 : num(at(col.commission));
      const priceCurrency = at(col.priceCurrency).toUpperCase() || currency;
      if (quantity === null || price === null || gross === null || commission === null) {
        context.skipped.push(line.line);
        continue;
      }
      const signed = type === 'sell' ? -Math.abs(quantity) : Math.abs(quantity);
      const value = Math.abs(quantity * price);
      const grossEur = base === 'EUR' ? Math.abs(gross) : null;
      context.records.push(
        tradeRecord(
          {
            id,
            date,
            ...instrument,
            quantity: signed,
            price,
            currency: priceCurrency,
            amount: value,
            amountEur: priceCurrency === 'EUR' ? value : grossEur,
            feeEur: base === 'EUR' ? Math.abs(commission) : 0,
            fxRate: grossEur && grossEur > 0 && priceCurrency !== 'EUR' ? value / grossEur : null,
          },
          context.source,
        ),
      );
      continue;
    }
    const net = num(at(col.net));
    if (net === null) {
      context.skipped.push(line.line);
      continue;
    }
    const common = { id, date, currency };
    let fields: CashFields | null = null;
    if (type === 'dividend' || type === 'payment in lieu')
      fields = { ...common, ...instrument, kind: 'dividend', amount: net };
    else if (type.includes('withholding')) fields = { ...common, ...instrument, kind: 'withholding', amount: -net };
    else if (type === 'deposit' || type === 'withdrawal')
      fields = { ...common, isin: null, name: '', kind: net < 0 ? 'withdrawal' : 'deposit', amount: Math.abs(net) };
    else if (type.includes('commission adj') || type.includes('fee'))
      fields = { ...common, isin: null, name: '', kind: 'fee', amount: -net };
    if (fields && fields.amount !== 0) context.records.push(cashRecord(fields, context.source));
  }
}

export function readIbkrStatement(
  header: readonly string[],
  rows: readonly Row[],
  source: RecordSource,
  day: string,
): ReaderResult {
  const { blocks, unplaced } = ibkrBlocks([header, ...rows]);
  const context: Context = {
    source,
    isins: isinsBySymbol(blocks),
    rates: new Map(),
    records: [],
    moves: [],
    skipped: [...unplaced],
    options: 0,
  };
  forexRates(blocks, context.rates);
  const base = namedBaseCurrency(blocks);
  let history = false;
  for (const block of blocks) {
    if (isTradesBlock(block)) {
      readTrades(block, context);
      continue;
    }
    const named = SECTIONS[block.section]?.kind;
    const own = PORTFOLIO_SECTIONS[block.section];
    if (named === 'history') {
      history = true;
      readHistory(block, context, base);
    } else if (named && named !== 'trades') readCash(block, named, context);
    else if (own === 'cash') readCash(block, 'cash', context);
    else if (own === 'fees') readCash(block, 'account-fees', context);
    else if (own === 'actions') readActions(block, context);
    else if (own === 'transfers') readTransfers(block, context);
  }
  for (const moves of movesByDay(context.moves)) append(context.records, corporateActions(moves, source));
  const quotes = readPositions(blocks, context, statementEnd(blocks) ?? day, base);
  return {
    records: context.records,
    quotes,
    skippedLines: context.skipped.sort((a, b) => a - b),
    format: history ? 'ibkr-history' : 'ibkr-activity',
    ...(context.options > 0 ? { optionOrders: context.options } : {}),
  };
}
