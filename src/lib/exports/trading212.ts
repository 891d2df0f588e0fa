// Trading 212's history export. Only the columns a reader's history used are written, and the set has
// changed since 2020, so every column is read by name:
//   Action,Time,ISIN,Ticker,Name,No. of shares,Price / share,Currency (Price / share),Exchange rate,…,
//   Total,Currency (Total),…,Notes,ID,Currency conversion fee,Currency (Currency conversion fee),…
// Since 2025 the second column is 'Time (UTC)' and times may end in '+00:00'; older files name the
// currency in the column ('Total (EUR)'). Orders are the Market/Limit/Stop buy and sell actions.
//
// 'Exchange rate' is price currency per unit of the account's currency. In a euro account that is the
// dollar rate of a dollar order; in an account in pounds it is per pound, so dollar orders then
// convert at the reference rate. 'Not available' (a euro order) or a rate that is no positive number is
// no rate.
import { parseIsoDate, yearOf } from '../brokerFiles/shared/dates.ts';
import { columnIndex, normalizeHeader } from '../brokerFiles/shared/header.ts';
import { isBlank, readNumber, type NumberStyle } from '../brokerFiles/shared/numbers.ts';
import {
  cellAt,
  dividendLines,
  numberStyleOfColumns,
  orderIdentity,
  parsedOrders,
  readRows,
} from '../brokerFiles/shared/rows.ts';
import type { Row, RowResult } from '../brokerFiles/shared/rows.ts';
import type { ExportOrder, MoneyKind, MoneyLine, ParsedExport } from './types.ts';
import { paidInEuros } from '../brokerFiles/shared/orderPaid.ts';
import { priceCurrencyOrder, usableRate } from '../brokerFiles/shared/venues.ts';

export const ORDER_ACTION = /^(market|limit|stop|stop limit) (buy|sell)$/i;
export const DIVIDEND_ACTION = /^dividend/i;

/**
 * Columns of amounts the reader paid with each order, with their kind: the fees to Trading 212 and
 * passed-on third parties, and the taxes on buying shares (stamp duty, French transaction tax), which
 * are shown apart and never as broker costs.
 */
export const PAID_COLUMNS: readonly { readonly name: string; readonly kind: MoneyKind }[] = [
  { name: 'currency conversion fee', kind: 'conversion' },
  { name: 'transaction fee', kind: 'transaction' },
  { name: 'finra fee', kind: 'transaction' },
  { name: 'stamp duty reserve tax', kind: 'transaction-tax' },
  { name: 'stamp duty', kind: 'transaction-tax' },
  { name: 'french transaction tax', kind: 'transaction-tax' },
];

export interface AmountColumn {
  readonly amount: number;
  readonly currency: number;
  /** The currency when no column gives it (named in the header), else null. */
  readonly fixedCurrency: string | null;
}

/**
 * An amount column and the column with its currency: 'Total' with 'Currency (Total)', or in older
 * exports one column with the currency in its name, 'Total (EUR)'.
 */
export function amountColumn(header: readonly string[], name: string): AmountColumn {
  const amount = columnIndex(header, [name]);
  if (amount >= 0) return { amount, currency: columnIndex(header, [`currency (${name})`]), fixedCurrency: null };
  const named = header.findIndex((cell) => cell.startsWith(`${name} (`) && /^[^(]+ \([a-z]{3}\)$/.test(cell));
  return { amount: named, currency: -1, fixedCurrency: named >= 0 ? header[named]!.slice(-4, -1).toUpperCase() : null };
}

type Amount = { readonly amount: number; readonly currency: string } | null;

/** An optional amount with its currency: null when blank, 'unreadable' when not a number. */
export function readAmount(
  row: Row,
  column: AmountColumn,
  style: NumberStyle,
  fallbackCurrency: string,
): Amount | 'unreadable' {
  const text = cellAt(row, column.amount);
  if (isBlank(text)) return null;
  const amount = readNumber(text, style);
  if (amount === null) return 'unreadable';
  const currency = cellAt(row, column.currency).toUpperCase() || column.fixedCurrency || fallbackCurrency;
  return { amount, currency };
}

/** The columns of Trading 212's export that the readers use (`header` normalised). */
function trading212Columns(header: readonly string[]) {
  return {
    action: columnIndex(header, ['action']),
    time: columnIndex(header, ['time', 'time (utc)']),
    isin: columnIndex(header, ['isin']),
    name: columnIndex(header, ['name']),
    ticker: columnIndex(header, ['ticker']),
    shares: columnIndex(header, ['no. of shares']),
    price: columnIndex(header, ['price / share']),
    priceCurrency: columnIndex(header, ['currency (price / share)']),
    rate: columnIndex(header, ['exchange rate']),
    id: columnIndex(header, ['id']),
  };
}

/**
 * How both readers (this one and the portfolio's) read a Trading 212 file: its columns by name, its amount columns
 * (the total, the tax withheld, the amounts paid with an order that the file lists), its numbers in the style those
 * columns show, and per row the account's currency, the amounts paid and the rate.
 */
export function trading212Layout(rawHeader: readonly string[], rows: readonly Row[]) {
  const header = normalizeHeader(rawHeader);
  const col = trading212Columns(header);
  const total = amountColumn(header, 'total');
  const withholding = amountColumn(header, 'withholding tax');
  const paid = PAID_COLUMNS.map((fee) => ({ ...fee, column: amountColumn(header, fee.name) })).filter(
    (fee) => fee.column.amount >= 0,
  );
  const style = numberStyleOfColumns(
    rows,
    [col.shares, col.price, col.rate, total.amount, withholding.amount, ...paid.map((f) => f.column.amount)],
    'dot-decimal',
  );
  /** What the row's total is in (euro when the file does not say). */
  const accountCurrency = (row: Row) => cellAt(row, total.currency).toUpperCase() || total.fixedCurrency || 'EUR';
  return {
    col,
    paid,
    style,
    accountCurrency,
    /**
     * The row's total (what a dividend brought in, a deposit or a withdrawal moved) and the tax withheld on it; null
     * when the total is blank or either is no number.
     */
    totalAndTax: (row: Row) => {
      const read = readAmount(row, total, style, accountCurrency(row));
      const withheld = readAmount(row, withholding, style, accountCurrency(row));
      return read === null || read === 'unreadable' || withheld === 'unreadable' ? null : { total: read, withheld };
    },
    /** Each amount the row lists as paid with its order, by kind (null when blank, 'unreadable' when no number). */
    paidAmounts: (row: Row) =>
      paid.map((fee) => ({ kind: fee.kind, read: readAmount(row, fee.column, style, accountCurrency(row)) })),
    /** The row's rate: per unit of the account's currency, so a rate per euro only in a euro account. */
    ratePerEuro: (row: Row) => {
      const text = cellAt(row, col.rate);
      return accountCurrency(row) === 'EUR' && !isBlank(text) ? usableRate(readNumber(text, style)) : null;
    },
  };
}

export function parseTrading212(
  rawHeader: readonly string[],
  rows: readonly Row[],
  progress?: () => void,
): ParsedExport {
  const { col, paid, style, totalAndTax, paidAmounts, ratePerEuro } = trading212Layout(rawHeader, rows);
  // A file without the conversion-fee column cannot show that cost per order.
  const listsConversion = paid.some((fee) => fee.kind === 'conversion');

  const readRow = (row: Row, line: number): RowResult<ExportOrder> => {
    const action = cellAt(row, col.action);
    const isOrder = ORDER_ACTION.test(action);
    const isDividend = DIVIDEND_ACTION.test(action);
    const day = parseIsoDate(cellAt(row, col.time));
    const amounts = paidAmounts(row);
    if (amounts.some((fee) => fee.read === 'unreadable')) return { status: 'skip' };
    if (day === null) return isOrder || isDividend ? { status: 'skip' } : { status: 'other' };
    const year = yearOf(day);
    const money: MoneyLine[] = [];
    for (const { kind, read } of amounts) {
      if (read && read !== 'unreadable' && read.amount !== 0)
        money.push({ year, kind, amount: Math.abs(read.amount), currency: read.currency });
    }

    if (isOrder) {
      const shares = readNumber(cellAt(row, col.shares), style);
      const price = readNumber(cellAt(row, col.price), style);
      const currency = cellAt(row, col.priceCurrency).toUpperCase();
      if (shares === null || price === null || currency === '') return { status: 'skip' };
      const rate = ratePerEuro(row);
      const order = priceCurrencyOrder({
        ...orderIdentity(row, line, col),
        date: day,
        currency,
        shares,
        price,
        rate,
      });
      // The order's cost: its conversion fee and any transaction fee (taxes on buying are no broker cost).
      const costs = money.filter((line) => line.kind !== 'transaction-tax');
      const paid = paidInEuros(costs, (code) => (code === currency ? rate : null));
      const leaves = listsConversion ? {} : { paidLeavesOut: 'fx' as const };
      return { status: 'item', item: { ...order, ...paid, ...leaves }, money };
    }
    if (isDividend) {
      const dividend = totalAndTax(row);
      if (dividend === null) return { status: 'skip' };
      return { status: 'money', money: [...money, ...dividendLines(year, dividend.total, dividend.withheld)] };
    }
    return { status: 'other', money };
  };

  return parsedOrders('trading212', readRows(rows, readRow, progress));
}
