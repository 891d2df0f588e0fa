// Trade Republic's transaction export:
//   "datetime","date","account_type","category","type","asset_class","name","symbol","shares","price",
//   "amount","fee","tax","currency",…
// BUY and SELL rows are orders and `fee` is what was paid for them; DIVIDEND rows carry the dividend
// in `amount` and the tax withheld in `tax`. Everything else (deposits, interest, savings-plan cash)
// is no order.
import { parseIsoDate, yearOf } from './dates.ts';
import { columnIndex, normalizeHeader } from './header.ts';
import { isBlank, parseDecimal, parseOptionalDecimal } from './numbers.ts';
import { isBlankRow, lineNumberOf, numberStyleOfColumns, type Row } from './rows.ts';
import type { ExportOrder, MoneyLine, ParsedExport } from './types.ts';
import { priceCurrencyOrder } from './venues.ts';

const ORDER_TYPES = new Set(['BUY', 'SELL']);
const DIVIDEND_TYPES = new Set(['DIVIDEND']);

const cell = (row: Row, index: number): string => (index >= 0 ? (row[index] ?? '').trim() : '');

export function parseTradeRepublic(rawHeader: readonly string[], rows: readonly Row[]): ParsedExport {
  const header = normalizeHeader(rawHeader);
  const col = {
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
    id: columnIndex(header, ['transaction_id', 'id']),
  };
  const style = numberStyleOfColumns(rows, [col.shares, col.price, col.amount, col.fee, col.tax], 'dot-decimal');
  const orders: ExportOrder[] = [];
  const money: MoneyLine[] = [];
  const skippedLines: number[] = [];
  let otherRows = 0;

  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const type = cell(row, col.type).toUpperCase();
    const isOrder = ORDER_TYPES.has(type);
    const isDividend = DIVIDEND_TYPES.has(type);
    if (!isOrder && !isDividend) {
      otherRows += 1;
      return;
    }
    const skip = () => skippedLines.push(lineNumberOf(index));
    const day = parseIsoDate(cell(row, col.date)) ?? parseIsoDate(cell(row, col.datetime));
    const currency = cell(row, col.currency).toUpperCase();
    const fee = parseOptionalDecimal(cell(row, col.fee), style);
    const tax = parseOptionalDecimal(cell(row, col.tax), style);
    if (day === null || currency === '' || fee === null || tax === null) {
      skip();
      return;
    }
    const year = yearOf(day);
    if (isOrder) {
      const shares = parseDecimal(cell(row, col.shares), style);
      const price = parseDecimal(cell(row, col.price), style);
      if (shares === null || price === null) {
        skip();
        return;
      }
      orders.push(
        priceCurrencyOrder({
          id: cell(row, col.id) || `regel-${lineNumberOf(index)}`,
          date: day,
          product: cell(row, col.name) || cell(row, col.symbol),
          currency,
          shares,
          price,
          rate: null,
        }),
      );
      if (fee !== 0) money.push({ year, kind: 'transaction', amount: Math.abs(fee), currency });
      return;
    }
    const amountText = cell(row, col.amount);
    const received = parseDecimal(amountText, style);
    if (received === null || isBlank(amountText)) {
      skip();
      return;
    }
    money.push({ year, kind: 'dividend', amount: received, currency });
    if (tax !== 0) money.push({ year, kind: 'dividend-tax', amount: Math.abs(tax), currency });
  });
  return { format: 'trade-republic', orders, money, skippedLines, otherRows };
}
