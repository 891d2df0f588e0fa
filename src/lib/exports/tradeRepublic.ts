// Trade Republic's own transaction export:
//   "datetime","date","account_type","category","type","asset_class","name","symbol","shares","price",
//   "amount","fee","tax","currency","original_amount","original_currency","fx_rate",…
// BUY and SELL rows are orders and `fee` is what was paid for them; `fx_rate`, when given, is the rate
// the order was booked at (price currency per euro). DIVIDEND rows carry the dividend in `amount` and
// the tax withheld in `tax`. Everything else (deposits, interest, savings-plan cash) is no order. A
// savings-plan execution (its type, category or description names the plan, or a buy without a fee in
// a file that states fees) is free at Trade Republic and priced as the broker's savings plan.
import { parseIsoDate, yearOf } from '../brokerFiles/shared/dates.ts';
import { columnIndex, normalizeHeader } from '../brokerFiles/shared/header.ts';
import { isBlank, readNumber, readOptionalNumber } from '../brokerFiles/shared/numbers.ts';
import {
  cellAt,
  dividendLines,
  numberStyleOfColumns,
  orderIdentity,
  parsedOrders,
  readRows,
} from '../brokerFiles/shared/rows.ts';
import type { Row, RowResult } from '../brokerFiles/shared/rows.ts';
import type { ExportOrder, ParsedExport } from './types.ts';
import { paidInEuros } from '../brokerFiles/shared/orderPaid.ts';
import { priceCurrencyOrder, usableRate } from '../brokerFiles/shared/venues.ts';

export const ORDER_TYPES = new Set(['BUY', 'SELL']);
/** A savings-plan execution, by its type, category or description (free at Trade Republic). */
export const SAVINGS_PLAN = /sparplan|spaarplan|savings.?plan|saving_plan|savingsplan/i;
export const DIVIDEND_TYPES = new Set(['DIVIDEND']);

/** The columns of Trade Republic's export (and of the community exports in its shape) that the readers use. */
function tradeRepublicColumns(rawHeader: readonly string[]) {
  const header = normalizeHeader(rawHeader);
  return {
    datetime: columnIndex(header, ['datetime']),
    date: columnIndex(header, ['date']),
    type: columnIndex(header, ['type']),
    name: columnIndex(header, ['name']),
    symbol: columnIndex(header, ['symbol']),
    shares: columnIndex(header, ['shares']),
    price: columnIndex(header, ['price']),
    amount: columnIndex(header, ['amount']),
    fee: columnIndex(header, ['fee']),
    tax: columnIndex(header, ['tax']),
    currency: columnIndex(header, ['currency']),
    rate: columnIndex(header, ['fx_rate']),
    category: columnIndex(header, ['category']),
    description: columnIndex(header, ['description']),
    id: columnIndex(header, ['transaction_id', 'id']),
  };
}

/**
 * How both readers (this one and the portfolio's) read a Trade Republic file: its columns by name, its numbers in
 * the style its amount columns show (dot decimals where they do not tell), which rows are savings-plan executions
 * and the rate a row was booked at.
 */
export function tradeRepublicLayout(rawHeader: readonly string[], rows: readonly Row[]) {
  const col = tradeRepublicColumns(rawHeader);
  const style = numberStyleOfColumns(
    rows,
    [col.shares, col.price, col.amount, col.fee, col.tax, col.rate],
    'dot-decimal',
  );
  return {
    col,
    style,
    isPlan: (row: Row) => [col.type, col.category, col.description].some((at) => SAVINGS_PLAN.test(cellAt(row, at))),
    /** Price currency per euro, when the row gives a usable rate. */
    rate: (row: Row) => {
      const text = cellAt(row, col.rate);
      return isBlank(text) ? null : usableRate(readNumber(text, style));
    },
  };
}

export function parseTradeRepublic(
  rawHeader: readonly string[],
  rows: readonly Row[],
  progress?: () => void,
): ParsedExport {
  const { col, style, isPlan, rate: rateOf } = tradeRepublicLayout(rawHeader, rows);
  // A file that states a fee with its orders shows a buy without one as a savings-plan execution.
  const statesFees = rows.some(
    (row) => ORDER_TYPES.has(cellAt(row, col.type).toUpperCase()) && !isBlank(cellAt(row, col.fee)),
  );

  const readRow = (row: Row, line: number): RowResult<ExportOrder> => {
    const type = cellAt(row, col.type).toUpperCase();
    const planBuy = isPlan(row) && !/SELL/.test(type);
    const isOrder = ORDER_TYPES.has(type) || planBuy;
    const isDividend = DIVIDEND_TYPES.has(type);
    if (!isOrder && !isDividend) return { status: 'other' };
    const day = parseIsoDate(cellAt(row, col.date)) ?? parseIsoDate(cellAt(row, col.datetime));
    const currency = cellAt(row, col.currency).toUpperCase();
    const fee = readOptionalNumber(cellAt(row, col.fee), style);
    const tax = readOptionalNumber(cellAt(row, col.tax), style);
    if (day === null || currency === '' || fee === null || tax === null) return { status: 'skip' };
    const year = yearOf(day);
    if (isOrder) {
      const shares = readNumber(cellAt(row, col.shares), style);
      const price = readNumber(cellAt(row, col.price), style);
      if (shares === null || price === null) return { status: 'skip' };
      const rate = rateOf(row);
      const order = priceCurrencyOrder({
        ...orderIdentity(row, line, { id: col.id, name: col.name, ticker: col.symbol }),
        date: day,
        currency,
        shares,
        price,
        rate,
      });
      const cost = { amount: Math.abs(fee), currency };
      const money = fee !== 0 ? [{ year, kind: 'transaction' as const, ...cost }] : [];
      const paid = paidInEuros([cost], (code) => (code === currency ? rate : null));
      const savingsPlan = type !== 'SELL' && (planBuy || (statesFees && isBlank(cellAt(row, col.fee))));
      return { status: 'item', item: { ...order, ...paid, ...(savingsPlan ? { savingsPlan } : {}) }, money };
    }
    const received = readNumber(cellAt(row, col.amount), style);
    if (received === null) return { status: 'skip' };
    return { status: 'money', money: dividendLines(year, { amount: received, currency }, { amount: tax, currency }) };
  };

  return parsedOrders('trade-republic', readRows(rows, readRow, progress));
}
