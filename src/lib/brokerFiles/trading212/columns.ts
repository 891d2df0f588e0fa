// Trading 212's history export: which columns it has and how a row's amounts read. Only the columns a reader's
// history used are written, and the set has changed since 2020, so every column is read by name:
//   Action,Time,ISIN,Ticker,Name,No. of shares,Price / share,Currency (Price / share),Exchange rate,…,
//   Total,Currency (Total),…,Notes,ID,Currency conversion fee,Currency (Currency conversion fee),…
// Since 2025 the second column is 'Time (UTC)' and times may end in '+00:00'; older files name the currency in the
// column ('Total (EUR)').
//
// 'Exchange rate' is price currency per unit of the account's currency. In a euro account that is the dollar rate of
// a dollar order; in an account in pounds it is per pound, so it is no rate per euro. 'Not available' (a euro order)
// or a rate that is no positive number is no rate: a negative rate is not read as its absolute value, because the
// file does not say what its sign means, and a guessed rate would give a euro value the file does not state (the
// cost tools then convert a dollar order at the reference rate and say so; the portfolio leaves its euro value
// unknown), as a blank rate is read.
import type { MoneyKind } from '../../exports/types.ts';
import { columnIndex, normalizeHeader } from '../shared/header.ts';
import { isBlank, readNumber, type NumberStyle } from '../shared/numbers.ts';
import { cellAt, numberStyleOfColumns, type Row } from '../shared/rows.ts';
import { usableRate } from '../shared/venues.ts';

export const ORDER_ACTION = /^(market|limit|stop|stop limit) (buy|sell)$/i;
export const SELL_ACTION = /sell$/i;
export const DIVIDEND_ACTION = /^dividend/i;
export const SPLIT_OUT_ACTION = /split close/i;
export const SPLIT_IN_ACTION = /split open/i;
export const DEPOSIT_ACTION = /^deposit$/i;
export const WITHDRAWAL_ACTION = /^withdrawal$/i;

/**
 * Columns of amounts the reader paid with each order, with their kind: the fees to Trading 212 and passed-on third
 * parties, and the taxes on buying shares (stamp duty, French transaction tax), which are shown apart and never as
 * broker costs.
 */
const PAID_COLUMNS: readonly { readonly name: string; readonly kind: MoneyKind }[] = [
  { name: 'currency conversion fee', kind: 'conversion' },
  { name: 'transaction fee', kind: 'transaction' },
  { name: 'finra fee', kind: 'transaction' },
  { name: 'stamp duty reserve tax', kind: 'transaction-tax' },
  { name: 'stamp duty', kind: 'transaction-tax' },
  { name: 'french transaction tax', kind: 'transaction-tax' },
];

interface AmountColumn {
  readonly amount: number;
  readonly currency: number;
  /** The currency when no column gives it (named in the header), else null. */
  readonly fixedCurrency: string | null;
}

/**
 * An amount column and the column with its currency: 'Total' with 'Currency (Total)', or in older exports one column
 * with the currency in its name, 'Total (EUR)'.
 */
function amountColumn(header: readonly string[], name: string): AmountColumn {
  const amount = columnIndex(header, [name]);
  if (amount >= 0) return { amount, currency: columnIndex(header, [`currency (${name})`]), fixedCurrency: null };
  const named = header.findIndex((cell) => cell.startsWith(`${name} (`) && /^[^(]+ \([a-z]{3}\)$/.test(cell));
  return { amount: named, currency: -1, fixedCurrency: named >= 0 ? header[named]!.slice(-4, -1).toUpperCase() : null };
}

export interface Amount {
  readonly amount: number;
  readonly currency: string;
}

/** An optional amount with its currency: null when blank, 'unreadable' when not a number. */
function readAmount(
  row: Row,
  column: AmountColumn,
  style: NumberStyle,
  fallbackCurrency: string,
): Amount | null | 'unreadable' {
  const text = cellAt(row, column.amount);
  if (isBlank(text)) return null;
  const amount = readNumber(text, style);
  if (amount === null) return 'unreadable';
  const currency = cellAt(row, column.currency).toUpperCase() || column.fixedCurrency || fallbackCurrency;
  return { amount, currency };
}

/** An amount paid with an order, by kind, as the row states it. */
export interface PaidAmount {
  readonly kind: MoneyKind;
  readonly read: Amount | null | 'unreadable';
}

/**
 * How a Trading 212 file reads: its columns by name, its amount columns (the total, the tax withheld, the amounts paid
 * with an order that the file lists), its numbers in the style those columns show, and per row the account's
 * currency, the amounts paid and the rate.
 */
export function historyLayout(rawHeader: readonly string[], rows: readonly Row[]) {
  const header = normalizeHeader(rawHeader);
  const col = {
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
    style,
    accountCurrency,
    /** A file without the conversion-fee column cannot show that cost per order. */
    listsConversion: paid.some((fee) => fee.kind === 'conversion'),
    /**
     * The row's total (what a dividend brought in, a deposit or a withdrawal moved) and the tax withheld on it; null
     * when the total is blank or either is no number.
     */
    totalAndTax: (row: Row, account: string) => {
      const read = readAmount(row, total, style, account);
      const withheld = readAmount(row, withholding, style, account);
      return read === null || read === 'unreadable' || withheld === 'unreadable' ? null : { total: read, withheld };
    },
    /** Each amount the row lists as paid with its order, by kind. */
    paidAmounts: (row: Row, account: string): PaidAmount[] =>
      paid.map((fee) => ({ kind: fee.kind, read: readAmount(row, fee.column, style, account) })),
    /**
     * The row's rate per euro: the 'Exchange rate' of a euro account when it is a positive number, else null (see the
     * file's head: a negative rate is no rate).
     */
    ratePerEuro: (row: Row, account: string) => {
      const text = cellAt(row, col.rate);
      return account === 'EUR' && !isBlank(text) ? usableRate(readNumber(text, style)) : null;
    },
  };
}
