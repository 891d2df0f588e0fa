// Trading 212's history export. Only the columns a reader's history used are written, so every
// column is read by name:
//   Action,Time,ISIN,Ticker,Name,No. of shares,Price / share,Currency (Price / share),Exchange rate,…,
//   Total,Currency (Total),…,ID,Currency conversion fee,Currency (Currency conversion fee),…
// Orders are the Market/Limit/Stop buy and sell actions. 'Exchange rate' is price currency per euro.
import { parseIsoDate, yearOf } from './dates.ts';
import { columnIndex, normalizeHeader } from './header.ts';
import { isBlank, parseDecimal, type NumberStyle } from './numbers.ts';
import { isBlankRow, lineNumberOf, numberStyleOfColumns, type Row } from './rows.ts';
import type { ExportOrder, MoneyKind, MoneyLine, ParsedExport } from './types.ts';
import { priceCurrencyOrder } from './venues.ts';

const ORDER_ACTION = /^(market|limit|stop|stop limit) (buy|sell)$/i;
const DIVIDEND_ACTION = /^dividend/i;

/** Fee columns whose amount the reader paid to Trading 212 or passed-on third parties, with their kind. */
const FEE_COLUMNS: readonly { readonly name: string; readonly kind: MoneyKind }[] = [
  { name: 'currency conversion fee', kind: 'conversion' },
  { name: 'transaction fee', kind: 'transaction' },
  { name: 'finra fee', kind: 'transaction' },
];

interface AmountColumn {
  readonly amount: number;
  readonly currency: number;
  /** The currency when no column gives it (named in the header, else euro). */
  readonly fixedCurrency?: string;
}

/**
 * An amount column and the column with its currency: 'Total' with 'Currency (Total)', or in older
 * exports one column with the currency in its name, 'Total (EUR)'.
 */
function amountColumn(header: readonly string[], name: string): AmountColumn {
  const amount = columnIndex(header, [name]);
  if (amount >= 0) return { amount, currency: columnIndex(header, [`currency (${name})`]) };
  const named = header.findIndex((cell) => cell.startsWith(`${name} (`) && /^[^(]+ \([a-z]{3}\)$/.test(cell));
  return {
    amount: named,
    currency: -1,
    fixedCurrency: named >= 0 ? header[named]!.slice(-4, -1).toUpperCase() : 'EUR',
  };
}

const cell = (row: Row, index: number): string => (index >= 0 ? (row[index] ?? '').trim() : '');

type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false };

/** An optional amount with its currency: nothing when blank, unreadable when not a number. */
function readAmount(
  row: Row,
  column: AmountColumn,
  style: NumberStyle,
): Read<{ amount: number; currency: string } | null> {
  const text = cell(row, column.amount);
  if (isBlank(text)) return { ok: true, value: null };
  const amount = parseDecimal(text, style);
  if (amount === null) return { ok: false };
  const currency = cell(row, column.currency).toUpperCase() || column.fixedCurrency || 'EUR';
  return { ok: true, value: { amount, currency } };
}

export function parseTrading212(rawHeader: readonly string[], rows: readonly Row[]): ParsedExport {
  const header = normalizeHeader(rawHeader);
  const col = {
    action: columnIndex(header, ['action']),
    time: columnIndex(header, ['time']),
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
  const fees = FEE_COLUMNS.map((fee) => ({ ...fee, column: amountColumn(header, fee.name) }));
  const style = numberStyleOfColumns(
    rows,
    [col.shares, col.price, col.rate, total.amount, withholding.amount, ...fees.map((f) => f.column.amount)],
    'dot-decimal',
  );

  const orders: ExportOrder[] = [];
  const money: MoneyLine[] = [];
  const skippedLines: number[] = [];
  let otherRows = 0;

  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const action = cell(row, col.action);
    const isOrder = ORDER_ACTION.test(action);
    const isDividend = DIVIDEND_ACTION.test(action);
    const day = parseIsoDate(cell(row, col.time));
    const feeAmounts = fees.map((fee) => ({ kind: fee.kind, read: readAmount(row, fee.column, style) }));
    const skip = () => skippedLines.push(lineNumberOf(index));
    if (day === null || feeAmounts.some((fee) => !fee.read.ok)) {
      if (isOrder || isDividend || feeAmounts.some((fee) => !fee.read.ok)) skip();
      else otherRows += 1;
      return;
    }
    const year = yearOf(day);
    const lines: MoneyLine[] = [];
    for (const fee of feeAmounts) {
      if (fee.read.ok && fee.read.value && fee.read.value.amount !== 0)
        lines.push({
          year,
          kind: fee.kind,
          amount: Math.abs(fee.read.value.amount),
          currency: fee.read.value.currency,
        });
    }

    if (isOrder) {
      const shares = parseDecimal(cell(row, col.shares), style);
      const price = parseDecimal(cell(row, col.price), style);
      const currency = cell(row, col.priceCurrency).toUpperCase();
      const rateText = cell(row, col.rate);
      const rate = isBlank(rateText) ? null : parseDecimal(rateText, style);
      if (shares === null || price === null || currency === '' || (rate === null && !isBlank(rateText)) || rate === 0) {
        skip();
        return;
      }
      orders.push(
        priceCurrencyOrder({
          id: cell(row, col.id) || `regel-${lineNumberOf(index)}`,
          date: day,
          product: cell(row, col.name) || cell(row, col.ticker),
          currency,
          shares,
          price,
          rate,
        }),
      );
    } else if (isDividend) {
      const received = readAmount(row, total, style);
      const withheld = readAmount(row, withholding, style);
      if (!received.ok || !withheld.ok || !received.value) {
        skip();
        return;
      }
      lines.push({ year, kind: 'dividend', amount: received.value.amount, currency: received.value.currency });
      if (withheld.value && withheld.value.amount !== 0)
        lines.push({
          year,
          kind: 'dividend-tax',
          amount: Math.abs(withheld.value.amount),
          currency: withheld.value.currency,
        });
    } else {
      otherRows += 1;
    }
    money.push(...lines);
  });
  return { format: 'trading212', orders, money, skippedLines, otherRows };
}
