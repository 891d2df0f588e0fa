// DEGIRO's Rekeningoverzicht / Account.csv: every cash movement of the account, in the account's language
// (columns.ts), read once into the ledger. What it pays or receives by kind (connectivity fees, transaction fees,
// AutoFX, dividends and their tax) is its money; the portfolio's records are the dividends and their tax per
// instrument, the fees, the deposits and withdrawals, and the trades themselves from their 'Koop 10 @ 85,3 EUR'
// lines. A trade's costs carry its Order Id: they go into the trade's cost, as in the Transactions file. A
// Transactions file chosen with it lists its trades and their costs for its years: Mijn kosten (exports/paid.ts) and
// the portfolio (portfolio/combine.ts) then leave those out of the statement, so nothing is counted twice.
//
// A long description may wrap onto a continuation row whose leading cells are empty, holding the rest of the text
// or the Order Id: it belongs to the row above.
//
// Where the former cost and portfolio readers disagreed, the one rule chosen here: a line that is a trade, a cost, a
// dividend, a deposit or a withdrawal but whose date, amount or currency cannot be read is unread for every tool
// (the cost reader counted a trade or deposit line so as a line without costs; the portfolio reported it unread).
import { parseDayMonthYear, yearOf } from '../shared/dates.ts';
import { cashRecord, lineId, tradeRecord, type CashFields } from '../shared/entries.ts';
import { isBlank, readNumber } from '../shared/numbers.ts';
import { cellAt, isBlankRow, lineNumberOf, numberStyleOfColumns, PROGRESS_ROWS, type Row } from '../shared/rows.ts';
import { readTradeWords, type TradeInWords } from '../shared/tradeWords.ts';
import type { MoneyKind, MoneyLine } from '../../exports/types.ts';
import type { FeeKind, PortfolioRecord } from '../../portfolio/records.ts';
import type { ReadContext } from '../ledger.ts';
import type { LedgerRead } from '../registry.ts';
import { accountLineKind, cashFlowKind } from './accountWords.ts';
import { ACCOUNT_COLUMNS as COLUMNS } from './columns.ts';

const isContinuation = (row: Row): boolean =>
  !isBlankRow(row) && isBlank(row[COLUMNS.date]) && isBlank(row[COLUMNS.time]) && isBlank(row[COLUMNS.amount]);

/**
 * Continuation rows folded into the row above: its description gets the rest of the text and a
 * missing Order Id is taken from it. The continuation row itself becomes blank, so every other row
 * keeps its line number.
 */
export function foldContinuationRows(rows: readonly Row[]): Row[] {
  const folded: Row[] = rows.map((row) => [...row]);
  let owner = -1;
  folded.forEach((row, index) => {
    if (isBlankRow(row)) return;
    if (!isContinuation(row) || owner < 0) {
      owner = index;
      return;
    }
    const target = [...folded[owner]!];
    const rest = cellAt(row, COLUMNS.description);
    if (rest) target[COLUMNS.description] = `${cellAt(target, COLUMNS.description)} ${rest}`.trim();
    const orderId = cellAt(row, COLUMNS.orderId);
    if (orderId && !cellAt(target, COLUMNS.orderId)) target[COLUMNS.orderId] = orderId;
    folded[owner] = target;
    folded[index] = [];
  });
  return folded;
}

const FEE_KINDS: Readonly<Partial<Record<MoneyKind, FeeKind>>> = {
  connectivity: 'connectivity',
  transaction: 'transaction',
  conversion: 'conversion',
  'transaction-tax': 'transaction-tax',
};

/** A trade's own costs (by Order Id), which belong in its cost rather than apart. */
const isTradeCost = (kind: FeeKind | undefined): kind is 'transaction' | 'conversion' =>
  kind === 'transaction' || kind === 'conversion';

/** Where a line stands and what it names: enough to make its record once every line is read. */
interface Placed {
  readonly line: number;
  readonly date: string;
  readonly currency: string;
  readonly change: number;
  readonly orderId: string;
  readonly isin: string | null;
  readonly name: string;
}

interface TradeLine extends Placed {
  readonly moment: string;
  readonly trade: TradeInWords;
}

interface CashLine extends Placed {
  readonly kind: CashFields['kind'];
  readonly feeKind?: FeeKind;
}

/**
 * Costs and tax are booked as negative changes; the reader paid their opposite. Dividends and deposits are received.
 * A refund (a positive fee line, a reversed dividend) keeps its sign against the kind: an amount below 0 lowers
 * every sum it is in.
 */
const isReceived = (kind: MoneyKind | CashFields['kind']): boolean => kind === 'dividend' || kind === 'deposit';

function cashKindOf(moneyKind: MoneyKind | null, flow: 'deposit' | 'withdrawal' | null): CashFields['kind'] {
  if (moneyKind === 'dividend') return 'dividend';
  if (moneyKind === 'dividend-tax') return 'withholding';
  return moneyKind ? 'fee' : flow!;
}

export function readDegiroAccount(rawRows: readonly Row[], { source, progress }: ReadContext): LedgerRead {
  const rows = foldContinuationRows(rawRows);
  const style = numberStyleOfColumns(rows, [COLUMNS.amount, COLUMNS.balance], 'comma-decimal');
  // DEGIRO converts an amount in another currency with a booking of the same day that states its rate (FX column):
  // that rate turns the dividend, its tax and a trade into euros, wherever the booking stands in the file.
  const rates = new Map<string, number>();
  /** The Order Ids of the statement's trades: a cost booked with one joins that trade. */
  const tradeOrders = new Set<string>();
  const trades: TradeLine[] = [];
  const cash: CashLine[] = [];
  const money: MoneyLine[] = [];
  const skippedLines: number[] = [];
  let otherRows = 0;
  rows.forEach((row, index) => {
    if (index % PROGRESS_ROWS === PROGRESS_ROWS - 1) progress();
    if (isBlankRow(row)) return;
    const date = parseDayMonthYear(cellAt(row, COLUMNS.date));
    const currency = cellAt(row, COLUMNS.currency).toUpperCase();
    const fx = readNumber(cellAt(row, COLUMNS.fx), style);
    if (fx !== null && fx > 0 && date !== null && currency !== 'EUR') rates.set(`${date} ${currency}`, fx);
    const description = cellAt(row, COLUMNS.description);
    const orderId = cellAt(row, COLUMNS.orderId);
    const trade = readTradeWords(description, style);
    if (trade && orderId) tradeOrders.add(orderId);
    const moneyKind = trade ? null : accountLineKind(description);
    const flow = trade ? null : cashFlowKind(description);
    if (!trade && moneyKind === null && flow === null) {
      otherRows += 1;
      return;
    }
    const change = readNumber(cellAt(row, COLUMNS.amount), style);
    const line = lineNumberOf(index);
    if (date === null || change === null || currency === '') {
      skippedLines.push(line);
      return;
    }
    const placed = {
      line,
      date,
      currency,
      change,
      orderId,
      isin: cellAt(row, COLUMNS.isin).toUpperCase() || null,
      name: cellAt(row, COLUMNS.product),
    };
    if (trade) {
      // Mijn kosten prices the orders of the Transactions file; a trade line pays or receives nothing by itself.
      otherRows += 1;
      trades.push({ ...placed, trade, moment: `${date} ${cellAt(row, COLUMNS.time).padStart(5, '0')}` });
      return;
    }
    if (moneyKind === null) otherRows += 1;
    else {
      const amount = isReceived(moneyKind) ? change : -change;
      money.push({ year: yearOf(date), kind: moneyKind, amount, currency });
    }
    const feeKind = moneyKind ? (FEE_KINDS[moneyKind] ?? 'other') : undefined;
    cash.push({ ...placed, kind: cashKindOf(moneyKind, flow), ...(feeKind ? { feeKind } : {}) });
  });
  const rateOf = ({ date, currency }: Placed) =>
    currency === 'EUR' ? null : (rates.get(`${date} ${currency}`) ?? null);
  // A trade's cost in euros joins the trade (DEGIRO books it with the trade's Order Id).
  const feesOfOrder = new Map<string, { transaction: number; conversion: number }>();
  const records: PortfolioRecord[] = [];
  for (const entry of cash) {
    const { feeKind, orderId } = entry;
    if (isTradeCost(feeKind) && entry.currency === 'EUR' && orderId && tradeOrders.has(orderId)) {
      const fees = feesOfOrder.get(orderId) ?? { transaction: 0, conversion: 0 };
      fees[feeKind] += -entry.change;
      feesOfOrder.set(orderId, fees);
      continue;
    }
    const { line, date, isin, name, kind, currency, change } = entry;
    const amount = isReceived(kind) ? change : -change;
    const fields = { id: lineId(source, line), date, isin, name, kind, amount, currency, fxRate: rateOf(entry) };
    records.push(cashRecord(feeKind ? { ...fields, feeKind } : fields, source));
  }
  // DEGIRO lists the newest first: the trades in the order they happened, each with the costs of its order (split
  // over its fills by value when an order has several).
  trades.sort((a, b) => (a.moment < b.moment ? -1 : a.moment > b.moment ? 1 : a.line - b.line));
  const tradeRecords = trades.map((entry) => {
    const { line, date, isin, name, currency, change } = entry;
    const { quantity, price } = entry.trade;
    const id = lineId(source, line);
    return tradeRecord(
      { id, date, isin, name, quantity, price, currency, amount: change, fxRate: rateOf(entry) },
      source,
    );
  });
  const orderValue = new Map<string, number>();
  trades.forEach(({ orderId }, index) => {
    if (orderId) orderValue.set(orderId, (orderValue.get(orderId) ?? 0) + tradeRecords[index]!.amount);
  });
  const entries = tradeRecords.map((record, index) => {
    const { orderId } = trades[index]!;
    const fees = orderId ? feesOfOrder.get(orderId) : undefined;
    if (!fees) return record;
    const total = orderValue.get(orderId) ?? 0;
    const share = total > 0 ? record.amount / total : 1;
    const transaction = fees.transaction * share;
    const conversion = fees.conversion * share;
    return {
      ...record,
      feeEur: transaction + conversion,
      ...(conversion !== 0 ? { feeParts: { transaction, conversion } } : {}),
    };
  });
  for (const record of records) entries.push(record);
  return {
    format: 'degiro-account',
    entries,
    orders: [],
    money,
    quotes: [],
    skippedLines,
    otherRows,
    tradeYears: [],
    facts: {},
  };
}
