// Trade Republic's own transaction export, read by name as the cost reader reads it (exports/tradeRepublic.ts):
// BUY and SELL rows (savings-plan executions too) with their fee in the cost, DIVIDEND rows with the tax withheld,
// the customer's transfers in and out as deposits and withdrawals. `symbol` holds the ISIN; `amount` is signed
// (negative for money out) and holds the fee, so the trade's value is shares × price.
import { parseIsoDate } from '../../exports/dates.ts';
import { isBlank, readNumber, readOptionalNumber } from '../../exports/numbers.ts';
import { cellAt, isBlankRow, lineNumberOf, numberStyleOfColumns, type Row } from '../../exports/rows.ts';
import { DIVIDEND_TYPES, ORDER_TYPES, SAVINGS_PLAN, tradeRepublicColumns } from '../../exports/tradeRepublic.ts';
import { usableRate } from '../../exports/venues.ts';
import type { PortfolioRecord, RecordSource } from '../records.ts';
import { cashRecord, isinOf, tradeRecord } from './shared.ts';
import type { ReaderResult } from './types.ts';

const DEPOSIT = /customer_inbound|deposit|einzahlung|storting/i;
const WITHDRAWAL = /customer_outbound|withdrawal|auszahlung|opname|payout/i;

export function readTradeRepublic(
  rawHeader: readonly string[],
  rows: readonly Row[],
  source: RecordSource,
): ReaderResult {
  const col = tradeRepublicColumns(rawHeader);

  const style = numberStyleOfColumns(
    rows,
    [col.shares, col.price, col.amount, col.fee, col.tax, col.rate],
    'dot-decimal',
  );
  const records: PortfolioRecord[] = [];
  const skippedLines: number[] = [];
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const line = lineNumberOf(index);
    const type = cellAt(row, col.type).toUpperCase();
    const plan = [col.type, col.category, col.description].some((at) => SAVINGS_PLAN.test(cellAt(row, at)));
    const isOrder = ORDER_TYPES.has(type) || (plan && !/SELL/.test(type));
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
    const id = `${source.file}:${line}`;
    const isin = isinOf(cellAt(row, col.symbol));
    const name = cellAt(row, col.name) || cellAt(row, col.symbol);
    if (cash) {
      records.push(
        cashRecord({ id, date, isin: null, name: '', kind: cash, amount: Math.abs(amount), currency }, source),
      );
      return;
    }
    if (isDividend) {
      records.push(cashRecord({ id, date, isin, name, kind: 'dividend', amount, currency }, source));
      if (tax !== 0)
        records.push(
          cashRecord(
            { id: `${id}:tax`, date, isin, name, kind: 'withholding', amount: Math.abs(tax), currency },
            source,
          ),
        );
      return;
    }
    const shares = readNumber(cellAt(row, col.shares), style);
    const price = readNumber(cellAt(row, col.price), style);
    if (shares === null || price === null || shares === 0) {
      skippedLines.push(line);
      return;
    }
    const rateText = cellAt(row, col.rate);
    const rate = isBlank(rateText) ? null : usableRate(readNumber(rateText, style));
    const value = Math.abs(shares * price);
    const feeEur = currency === 'EUR' ? Math.abs(fee) : rate ? Math.abs(fee) / rate : 0;
    records.push(
      tradeRecord(
        {
          id,
          date,
          isin,
          name,
          quantity: type === 'SELL' ? -Math.abs(shares) : Math.abs(shares),
          price,
          currency,
          amount: value,
          amountEur: currency === 'EUR' ? value : null,
          feeEur,
          fxRate: currency === 'EUR' ? null : rate,
        },
        source,
      ),
    );
  });
  return { records, skippedLines };
}
