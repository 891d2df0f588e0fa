// Saxo's Transactions report, as the .xlsx Saxo exports (workbook.ts) or as the CSV a reader saves from Excel, read
// once into the ledger: each trade as an entry and as a fill of its order, each dividend as an entry and as money.
//
// The report has no commission column: a trade is described in words ('Buy 19 @ 149.00 USD',
// 'Acheter 19 @ 149.00 USD', 'Koop 19 @ 149,00 USD', 'Vendre -600 @ 5.04 EUR') and its booked amount is what it cost
// or brought in the account's currency. Two costs follow from it:
// - the order's cost for Mijn kosten (`derivedCost`): the booked amount less quantity × price × conversion rate, only
//   where that is unambiguous. The price in the words is rounded, and the booked amount of a French share bought also
//   holds the French financial transaction tax, so a cost is derived only where the rounding cannot move it by more
//   than half a unit of the account's currency, it does not come out below zero beyond the rounding, and no tax is
//   mixed in. Other orders are still priced at every broker; the report says for how many the cost is unknown.
// - the trade's cost basis for the portfolio: in a euro account the value is quantity × price × the row's rate and
//   the rest of the booked amount its cost (commission and FTT alike), so the cost basis is exactly what was booked.
//
// Position transfers ('Transfer in', 'Transfert entrant', order ID 0), service charges and their refunds are no
// orders and no order costs: rows read but none of the above. Where the two readers of old disagreed:
// - a dividend is known by its event alone: Saxo books it with order ID 0 too, so that mark of a transfer is not asked
//   of it (the portfolio reader asked it and lost every dividend booked so; Mijn kosten counted them);
// - without the account's currency (no column names it, no trade is booked at rate 1) a dividend's amount names no
//   currency: its line is unread for every tool (Mijn kosten counted it as a row read, the portfolio as unread), while
//   a trade is still an order and an entry at its value in the price currency (the portfolio left it out unread).
import type { ExportOrder, MoneyLine } from '../../exports/types.ts';
import type { PortfolioRecord, RecordSource } from '../../portfolio/records.ts';
import { yearOf } from '../shared/dates.ts';
import { cashRecord, isinOf, lineId, tradeRecord } from '../shared/entries.ts';
import { isBlank, readNumber } from '../shared/numbers.ts';
import { cellAt, isBlankRow, PROGRESS_ROWS, type Row } from '../shared/rows.ts';
import { readTradeWords, type TradeInWords } from '../shared/tradeWords.ts';
import { priceCurrencyOrder, usableRate } from '../shared/venues.ts';
import type { LedgerRead } from '../registry.ts';
import { transactionColumns, type TransactionColumns } from './columns.ts';
import { parseSaxoDate } from './dates.ts';

const TRANSFER = /transfer|transfert|overboeking|overdracht/i;
const DIVIDEND = /dividend/i;
/** A dividend row that is the tax withheld on it. */
const TAX = /tax|belasting|impôt|imp[oô]t|steuer|withholding/i;

/** One fill of an order, as `derivedCost` needs it. */
export interface Fill {
  readonly date: string;
  readonly product: string;
  readonly isin: string;
  readonly trade: TradeInWords;
  readonly booked: number;
  /** Account currency per unit of the price currency, when the row gives one. */
  readonly rate: number | null;
}

/** Half a unit of the account's currency: a derived cost less certain than this is not shown. */
const MAX_ROUNDING = 0.5;

/** The order's cost in the account's currency, or null when the report does not tell it unambiguously. */
export function derivedCost(fills: readonly Fill[], accountCurrency: string | null): number | null {
  if (accountCurrency === null) return null;
  let cost = 0;
  let bound = 0;
  for (const fill of fills) {
    const rate = fill.rate ?? (fill.trade.currency === accountCurrency ? 1 : null);
    if (rate === null) return null;
    // A French share bought: the booked amount holds the financial transaction tax, not named apart.
    if (fill.isin.toUpperCase().startsWith('FR') && fill.trade.quantity > 0) return null;
    const value = fill.trade.quantity * fill.trade.price * rate;
    cost += -fill.booked - value;
    bound += Math.abs(fill.trade.quantity) * 0.5 * 10 ** -fill.trade.decimals * rate + 0.005;
  }
  if (bound > MAX_ROUNDING || cost < -bound) return null;
  return Math.max(0, Math.round(cost * 100) / 100);
}

/** A booked amount, which some reports write with its currency ('-2,831.00 USD'). */
function readBooked(cell: string): number | null {
  return readNumber(cell.replace(/\s*[A-Z]{3}$/, ''), 'dot-decimal');
}

/** A row that moves positions between accounts rather than trading (order ID 0 marks one too). */
function isTransfer(row: Row, columns: TransactionColumns): boolean {
  return (
    TRANSFER.test(cellAt(row, columns.event)) ||
    TRANSFER.test(cellAt(row, columns.type)) ||
    cellAt(row, columns.orderId) === '0'
  );
}

function rateOf(row: Row, columns: TransactionColumns): number | null {
  const text = cellAt(row, columns.rate);
  return isBlank(text) ? null : usableRate(readNumber(text, 'dot-decimal'));
}

/**
 * The account's currency: the first the report names, or the currency of the first readable trade booked at a rate
 * of exactly 1 (that currency is the account's), in row order; null when the report shows neither.
 */
function accountCurrencyOf(rows: readonly Row[], columns: TransactionColumns): string | null {
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    const named = cellAt(row, columns.accountCurrency).toUpperCase();
    if (/^[A-Z]{3}$/.test(named)) return named;
    const event = cellAt(row, columns.event);
    const trade = readTradeWords(event);
    if (!trade || DIVIDEND.test(event) || isTransfer(row, columns)) continue;
    const readable =
      parseSaxoDate(cellAt(row, columns.date)) !== null && readBooked(cellAt(row, columns.booked)) !== null;
    if (rateOf(row, columns) === 1 && readable) return trade.currency;
  }
  return null;
}

/** The trade's entry: its value, and in a euro account its value in euros and its cost as booked. */
function tradeEntry(
  at: Pick<PortfolioRecord, 'id' | 'date' | 'isin' | 'name'>,
  fill: Fill,
  account: string | null,
  source: RecordSource,
): PortfolioRecord {
  const { quantity, price, currency } = fill.trade;
  const rate = currency === account ? 1 : fill.rate;
  const value = Math.abs(quantity * price);
  const valueBooked = account === 'EUR' && rate !== null ? value * rate : null;
  if (valueBooked === null) return tradeRecord({ ...at, quantity, price, currency, amount: value, feeEur: 0 }, source);
  const booked = fill.booked;
  const cost = Math.max(0, quantity > 0 ? -booked - valueBooked : valueBooked - booked);
  const amountEur = quantity > 0 ? -booked - cost : booked + cost;
  return tradeRecord({ ...at, quantity, price, currency, amount: value, amountEur, feeEur: cost }, source);
}

/** The orders (fills joined by their order ID), each with its derived cost as money paid. */
function ordersOf(
  byOrder: ReadonlyMap<string, readonly Fill[]>,
  account: string | null,
): { orders: ExportOrder[]; paid: MoneyLine[]; costUnknown: number } {
  const orders: ExportOrder[] = [];
  const paid: MoneyLine[] = [];
  let costUnknown = 0;
  for (const [id, fills] of byOrder) {
    const first = fills.reduce((earliest, fill) => (fill.date < earliest.date ? fill : earliest));
    const shares = fills.reduce((sum, fill) => sum + Math.abs(fill.trade.quantity), 0);
    const value = fills.reduce((sum, fill) => sum + Math.abs(fill.trade.quantity * fill.trade.price), 0);
    // The price currency per euro, when the account is in euros and the rows give their rate.
    const rate = account === 'EUR' && first.rate !== null ? 1 / first.rate : null;
    const cost = derivedCost(fills, account);
    if (cost === null) costUnknown += 1;
    else if (cost > 0) paid.push({ year: yearOf(first.date), kind: 'transaction', amount: cost, currency: account! });
    const order = priceCurrencyOrder({
      id,
      date: first.date,
      product: first.product,
      currency: first.trade.currency,
      shares,
      price: value / shares,
      rate,
    });
    // The derived cost is the commission: the conversion is inside the booked rate, so both sides leave it out.
    orders.push(cost !== null && account === 'EUR' ? { ...order, paidEur: cost, paidLeavesOut: 'fx' } : order);
  }
  return { orders, paid, costUnknown };
}

/** The report's rows (below `header`) to the ledger. `lineOffset`: rows above the header in a workbook sheet. */
export function readSaxoTransactions(
  header: readonly string[],
  rows: readonly Row[],
  source: RecordSource,
  progress: () => void = () => {},
  lineOffset = 0,
): LedgerRead {
  const { language, columns } = transactionColumns(header);
  const account = accountCurrencyOf(rows, columns);
  const entries: PortfolioRecord[] = [];
  const byOrder = new Map<string, Fill[]>();
  const dividends: MoneyLine[] = [];
  const skippedLines: number[] = [];
  let otherRows = 0;
  for (let index = 0; index < rows.length; index += 1) {
    if (index % PROGRESS_ROWS === PROGRESS_ROWS - 1) progress();
    const row = rows[index]!;
    if (isBlankRow(row)) continue;
    const line = index + 2 + lineOffset;
    const event = cellAt(row, columns.event);
    const isDividend = DIVIDEND.test(event) && !TRANSFER.test(event);
    const trade = isDividend ? null : readTradeWords(event);
    if (!isDividend && (!trade || isTransfer(row, columns))) {
      otherRows += 1;
      continue;
    }
    const date = parseSaxoDate(cellAt(row, columns.date));
    const booked = readBooked(cellAt(row, columns.booked));
    // A dividend is booked in the account's currency: without it, its amount names no currency and is not read.
    if (date === null || booked === null || (isDividend && account === null)) {
      skippedLines.push(line);
      continue;
    }
    const product = cellAt(row, columns.instrument);
    const at = { id: lineId(source, line), date, isin: isinOf(cellAt(row, columns.isin)), name: product };
    if (isDividend) {
      dividends.push({ year: yearOf(date), kind: 'dividend', amount: booked, currency: account! });
      const kind = TAX.test(event) ? 'withholding' : 'dividend';
      const amount = kind === 'withholding' ? -booked : booked;
      if (amount !== 0) entries.push(cashRecord({ ...at, kind, amount, currency: account! }, source));
      continue;
    }
    const fill: Fill = {
      date,
      product,
      isin: cellAt(row, columns.isin),
      trade: trade!,
      booked,
      rate: rateOf(row, columns),
    };
    entries.push(tradeEntry(at, fill, account, source));
    const id = cellAt(row, columns.orderId) || `regel-${line}`;
    const fills = byOrder.get(id);
    if (fills) fills.push(fill);
    else byOrder.set(id, [fill]);
  }
  const { orders, paid, costUnknown } = ordersOf(byOrder, account);
  return {
    format: 'saxo-transactions',
    entries,
    orders,
    money: [...paid, ...dividends],
    quotes: [],
    skippedLines,
    otherRows,
    tradeYears: [],
    facts: { language, baseCurrency: account, costUnknown },
  };
}
