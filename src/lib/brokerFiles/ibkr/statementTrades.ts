// The Trades section of IBKR's Activity Statement, read once for every tool.
//   An order's row (discriminator Order) sums its fills; Execution and Trade rows are those fills and ClosedLot rows
//   the lots a sell closed, so none of them is counted again, nor a Data row with the discriminator SubTotal, which
//   restates an order. Executions (or Trade rows) without an Order row (some custom statements) are grouped into one
//   order per account, instrument, side and day; each is a trade entry of its own.
//   Forex trades are conversions, not orders: their own header names the commission's currency ('Comm in EUR'), which
//   is the base currency; a same-day EUR.XXX conversion's price is the rate that turns that day's amounts in XXX into
//   euros for the portfolio (the statement states no other rate per trade).
//   Options are counted apart; option assignments, exercises and expiries (codes A, Ex, Ep) are no orders placed, but
//   the shares they deliver are trades. Instruments other than shares (warrants, in any language) are named orders
//   the fee model does not price, and no trade entries.
//   A commission in another currency is paid at the file's own rate where its totals restate it in euros.
// English and German are read by column name; any other language by IBKR's column order, which it keeps the same in
// every language (the forex header and an Account column do not move the columns read here; Realized P/L % comes
// after them).
import { tMyCosts } from '../../../i18n/nl/myCosts.ts';
import { yearOf } from '../shared/dates.ts';
import { tradeRecord } from '../shared/entries.ts';
import { ibkrAssetClass, isForexTrade, isStockCategory } from './assetClasses.ts';
import { ibkrNumber as num, isCurrencyCode, isNotPlaced, parseIbkrDate, trailingCurrency } from './cells.ts';
import { ibkrOrder, type IbkrFill } from './orders.ts';
import type { IbkrBlock, IbkrLine } from './sections.ts';
import { idOf, rateOn, type StatementContext } from './statementContext.ts';

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

type TradeColumn = keyof typeof TRADE_COLUMNS;
type TradeColumns = Record<TradeColumn, number>;

const DISCRIMINATORS = new Set(['order', 'execution', 'closedlot', 'trade']);
/** Discriminators of Data rows that only restate the rows above them. */
const RESTATEMENTS = new Set(['subtotal', 'total']);

/** A block of trades, in any language: its first column is the DataDiscriminator and its rows carry one. */
export const isTradesBlock = (block: IbkrBlock): boolean =>
  block.header[0] === 'DataDiscriminator' &&
  block.lines.some((line) => line.marker === 'Data' && DISCRIMINATORS.has((line.cells[0] ?? '').toLowerCase()));

/** Where each trade column stands in one header: by name, else by IBKR's order (one further with an Account column). */
function tradeColumns(block: IbkrBlock): { columns: TradeColumns; byName: boolean } {
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
  const columns = {} as TradeColumns;
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
function accountColumn(block: IbkrBlock, columns: TradeColumns): number {
  const named = block.header.findIndex((cell) => /^(account|konto)$/i.test(cell));
  if (named >= 0) return named;
  return columns.symbol === 4 ? 3 : -1;
}

/** A cell of a line (already trimmed), '' for a column the line lacks. */
const cellOf = (line: IbkrLine, index: number): string => (index >= 0 ? (line.cells[index] ?? '') : '');

/**
 * The file's own rates from its totals: after a currency's `Trades,Total,,Stocks,USD,…` row IBKR writes the same
 * total in the base currency (`Trades,Total,,Stocks,EUR,…`). With a euro base, their commissions (else their
 * proceeds) give the currency's units per euro.
 */
function restatedRates(block: IbkrBlock, columns: TradeColumns): Map<string, number> {
  const rates = new Map<string, number>();
  const totals = block.lines.filter((line) => line.marker === 'Total');
  const at = (line: IbkrLine, key: TradeColumn) => cellOf(line, columns[key]);
  totals.forEach((line, index) => {
    const next = totals[index + 1];
    const currency = at(line, 'currency');
    if (!next || next.line !== line.line + 1 || at(next, 'currency') !== 'EUR' || !isCurrencyCode(currency)) return;
    if (currency === 'EUR' || at(next, 'category') !== at(line, 'category') || rates.has(currency)) return;
    for (const key of ['commission', 'proceeds'] as const) {
      const own = num(at(line, key));
      const euros = num(at(next, key));
      if (own !== null && euros !== null && own !== 0 && euros !== 0 && own / euros > 0) {
        rates.set(currency, own / euros);
        return;
      }
    }
  });
  return rates;
}

/** A trades block with its columns, and what its header and totals say of the base currency. */
export interface TradesBlock {
  readonly block: IbkrBlock;
  readonly columns: TradeColumns;
  readonly byName: boolean;
  /** 'Comm in EUR': the forex header, whose commissions are in the base currency. */
  readonly forexCurrency: string | null;
  /** The forex header's currency, else the first 'Total in EUR'-like currency cell of a total. */
  readonly baseClue: string | null;
}

export function tradesBlock(block: IbkrBlock): TradesBlock {
  const { columns, byName } = tradeColumns(block);
  const commissionHeader = block.header[columns.commission] ?? '';
  const forexCurrency = /\/|fee|gebühr/i.test(commissionHeader) ? null : trailingCurrency(commissionHeader);
  let baseClue = forexCurrency;
  if (!baseClue)
    for (const line of block.lines) {
      const clue = line.marker === 'Total' ? trailingCurrency(cellOf(line, columns.currency)) : null;
      if (clue) {
        baseClue = clue;
        break;
      }
    }
  return { block, columns, byName, forexCurrency, baseClue };
}

/** The day's rates from EUR.XXX conversions of every trades block (their price is XXX per euro). */
export function forexRates(blocks: readonly TradesBlock[]): Map<string, number> {
  const rates = new Map<string, number>();
  for (const { block, columns } of blocks) {
    for (const line of block.lines) {
      if (line.marker !== 'Data') continue;
      const symbol = cellOf(line, columns.symbol);
      if (!symbol.startsWith('EUR.')) continue;
      const pair = /^EUR\.([A-Z]{3})$/.exec(symbol);
      const date = parseIbkrDate(cellOf(line, columns.date));
      const price = num(cellOf(line, columns.price));
      if (pair && date && price !== null && price > 0) rates.set(`${date} ${pair[1]}`, price);
    }
  }
  return rates;
}

/** Rows between two calls of the context's progress. */
const PROGRESS_ROWS = 5000;

export function readTrades(trades: TradesBlock, context: StatementContext, progress: () => void): void {
  const { block, columns, byName, forexCurrency, baseClue } = trades;
  const { read } = context;
  const account = accountColumn(block, columns);
  let open: { key: string; id: string; fills: IbkrFill[]; fromOrderRow: boolean } | null = null;
  const fileRates = restatedRates(block, columns);
  const fileRate = (currency: string) => fileRates.get(currency) ?? null;
  const close = () => {
    if (open) read.orders.push(ibkrOrder(open.id, open.fills, fileRate));
    open = null;
  };
  const cell = (line: IbkrLine, key: TradeColumn) => cellOf(line, columns[key]);
  const hasOrderRows = block.lines.some(
    (line) => line.marker === 'Data' && cell(line, 'discriminator').toLowerCase() === 'order',
  );

  block.lines.forEach((line, index) => {
    if (index % PROGRESS_ROWS === PROGRESS_ROWS - 1) progress();
    if (line.marker !== 'Data') return;
    const written = cell(line, 'discriminator').toLowerCase();
    // A Data row whose discriminator is 'SubTotal' (or 'Total') restates an order's row, commission included, as
    // real statements write under a closed position: read, it would be a second order and a second commission.
    if (RESTATEMENTS.has(written)) return;
    // 'Trade' rows are fills as 'Execution' rows are (some statements write them beside or instead of those).
    const discriminator = written === 'trade' ? 'execution' : written;
    if (discriminator === 'closedlot') {
      read.other += 1;
      return;
    }
    const category = cell(line, 'category');
    const currency = cell(line, 'currency');
    const date = parseIbkrDate(cell(line, 'date'));
    const quantity = num(cell(line, 'quantity'));
    const commissionText = cell(line, 'commission');
    const commission = commissionText === '' ? 0 : num(commissionText);
    if (!isCurrencyCode(currency) || date === null || quantity === null || commission === null) {
      read.skipped.push(line.line);
      return;
    }
    // With Order rows in the block, every fill row belongs to one of them, wherever it stands: the Order row already
    // counts it, its commission and its shares.
    if (discriminator === 'execution' && hasOrderRows) return;
    const year = yearOf(date);
    const symbol = cell(line, 'symbol');
    if (forexCurrency !== null || isForexTrade(category, symbol)) {
      close();
      read.other += 1;
      if (commission !== 0)
        read.money.push({
          year,
          kind: 'conversion',
          amount: -commission,
          currency: forexCurrency ?? baseClue ?? context.namedBase ?? currency,
        });
      return;
    }
    // The codes cell of a trade row: IBKR writes it last.
    const notPlaced = isNotPlaced(line.cells.at(-1) ?? '');
    const assetClass = ibkrAssetClass(category);
    if (assetClass === 'option') {
      close();
      if (notPlaced) read.other += 1;
      else read.options += 1;
      return;
    }
    const price = num(cell(line, 'price'));
    const proceeds = num(cell(line, 'proceeds'));
    const value = proceeds !== null && proceeds !== 0 ? Math.abs(proceeds) : Math.abs(quantity * (price ?? NaN));
    if (!Number.isFinite(value)) {
      read.skipped.push(line.line);
      return;
    }
    // A commission in another currency than the euro, at the rate the file's own totals state, is paid in euros.
    const perEuro = fileRate(currency);
    if (commission !== 0)
      read.money.push(
        perEuro === null
          ? { year, kind: 'transaction', amount: -commission, currency }
          : { year, kind: 'transaction', amount: -commission / perEuro, currency: 'EUR' },
      );
    const isStock = isStockCategory(category, symbol, byName);
    if (isStock) {
      const rate = rateOn(context, date, currency);
      const fee = Math.abs(commission);
      read.entries.push(
        tradeRecord(
          {
            id: idOf(context, line.line),
            date,
            isin: context.isins.get(symbol) ?? null,
            name: symbol,
            quantity,
            // Without T. Price, the price its proceeds give.
            price: price ?? (quantity === 0 ? 0 : value / Math.abs(quantity)),
            currency,
            amount: value,
            // The commission in euros at the day's conversion, else at the rate the file's own totals state.
            feeEur: currency === 'EUR' ? fee : rate ? fee / rate : perEuro ? fee / perEuro : 0,
            fxRate: rate,
          },
          context.source,
        ),
      );
    }
    // An option's assignment or exercise delivers shares (a trade above), but no order was placed.
    if (notPlaced) {
      close();
      read.other += 1;
      return;
    }
    const fill: IbkrFill = {
      date,
      product: symbol,
      currency,
      quantity,
      value,
      rate: null,
      isStock,
      // A warrant is named in the report's language, whatever language the statement has ('Варранты').
      category: assetClass === 'warrant' ? tMyCosts('myCosts.venue.warrants') : category,
      commission: { amount: -commission, currency },
    };
    const key = `${cellOf(line, account)}|${symbol}|${quantity < 0 ? 'S' : 'B'}`;
    const day = `${key}|${date}`;
    if (discriminator === 'execution' && open && !open.fromOrderRow && open.key === day) {
      open.fills.push(fill);
      return;
    }
    close();
    open = {
      key: discriminator === 'execution' ? day : key,
      id: `regel-${line.line}`,
      fills: [fill],
      fromOrderRow: discriminator !== 'execution',
    };
  });
  close();
}
