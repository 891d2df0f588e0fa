// Trade Republic's own transaction export, read by name as the cost reader reads it (exports/tradeRepublic.ts):
// BUY and SELL rows (savings-plan executions too) with their fee in the cost, DIVIDEND rows with the tax withheld,
// the customer's transfers in and out as deposits and withdrawals. `symbol` holds the ISIN; `amount` is signed
// (negative for money out) and holds the fee, so the trade's value is shares × price.
import { parseIsoDate } from '../../brokerFiles/shared/dates.ts';
import { readNumber, readOptionalNumber } from '../../brokerFiles/shared/numbers.ts';
import { cellAt, isBlankRow, lineNumberOf, type Row } from '../../brokerFiles/shared/rows.ts';
import { DIVIDEND_TYPES, ORDER_TYPES, tradeRepublicLayout } from '../../exports/tradeRepublic.ts';
import type { PortfolioRecord, RecordSource } from '../records.ts';
import { dividendRecords, isinOf, lineId, tradeRecord, transferRecord } from '../../brokerFiles/shared/entries.ts';
import type { ReaderResult } from './types.ts';

const DEPOSIT = /customer_inbound|deposit|einzahlung|storting/i;
const WITHDRAWAL = /customer_outbound|withdrawal|auszahlung|opname|payout/i;

export function readTradeRepublic(
  rawHeader: readonly string[],
  rows: readonly Row[],
  source: RecordSource,
): ReaderResult {
  const { col, style, isPlan, rate: rateOf } = tradeRepublicLayout(rawHeader, rows);
  const records: PortfolioRecord[] = [];
  const skippedLines: number[] = [];
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const line = lineNumberOf(index);
    const type = cellAt(row, col.type).toUpperCase();
    const isOrder = ORDER_TYPES.has(type) || (isPlan(row) && !/SELL/.test(type));
    const isDividend = DIVIDEND_TYPES.has(type);
    const cash =
      isOrder || isDividend ? null : WITHDRAWAL.test(type) ? 'withdrawal' : DEPOSIT.test(type) ? 'deposit' : null;
    if (!isOrder && !isDividend && !cash) return;
    const date = parseIsoDate(cellAt(row, col.date)) ?? parseIsoDate(cellAt(row, col.datetime));
    const currency = cellAt(row, col.currency).toUpperCase();
    const fee = readOptionalNumber(cellAt(row, col.fee), style);
    const tax = readOptionalNumber(cellAt(row, col.tax), style);
    const amount = readOptionalNumber(cellAt(row, col.amount), style);
    if (date === null || currency === '' || fee === null || tax === null || amount === null) {
      skippedLines.push(line);
      return;
    }
    const id = lineId(source, line);
    if (cash) {
      records.push(transferRecord({ id, date, kind: cash, amount, currency }, source));
      return;
    }
    const isin = isinOf(cellAt(row, col.symbol));
    const at = { id, date, isin, name: cellAt(row, col.name) || cellAt(row, col.symbol) };
    if (isDividend) {
      records.push(...dividendRecords(at, { amount, currency }, { amount: tax, currency }, source));
      return;
    }
    const shares = readNumber(cellAt(row, col.shares), style);
    const price = readNumber(cellAt(row, col.price), style);
    if (shares === null || price === null || shares === 0) {
      skippedLines.push(line);
      return;
    }
    const rate = rateOf(row);
    const feeEur = currency === 'EUR' ? Math.abs(fee) : rate ? Math.abs(fee) / rate : 0;
    const quantity = type === 'SELL' ? -Math.abs(shares) : Math.abs(shares);
    records.push(
      tradeRecord({ ...at, quantity, price, currency, feeEur, fxRate: currency === 'EUR' ? null : rate }, source),
    );
  });
  return { records, skippedLines };
}
