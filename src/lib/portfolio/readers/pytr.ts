// Trade Republic through pytr (`pytr export_transactions`), columns by position as the cost reader reads them
// (exports/pytr.ts): buys (savings plans too) and sells with the order value taken back from the net value
// (pytrOrderValue) and the fee in the cost, dividends with the tax withheld, deposits and withdrawals. A row
// naming a second ISIN and count (newer pytr: ISIN2;Shares2) moves shares from the first to the second: an ISIN
// change or split (shared.ts corporateActions). Trade Republic trades in euros. Taxes on a sale (German capital
// gains tax) are no cost of the trade and are not counted.
import { parseIsoDate } from '../../brokerFiles/shared/dates.ts';
import { isBlank, readNumber, readOptionalNumber } from '../../brokerFiles/shared/numbers.ts';
import {
  PYTR_BUY,
  PYTR_COLUMNS,
  PYTR_DIVIDEND,
  PYTR_SELL,
  pytrNumberStyle,
  pytrOrderValue,
} from '../../exports/pytr.ts';
import { cellAt, isBlankRow, lineNumberOf, numberStyleOfColumns, type Row } from '../../brokerFiles/shared/rows.ts';
import type { PortfolioRecord, RecordSource } from '../records.ts';
import {
  corporateActions,
  dividendRecords,
  isinOf,
  lineId,
  tradeRecord,
  transferRecord,
} from '../../brokerFiles/shared/entries.ts';
import type { ReaderResult } from './types.ts';

const DEPOSIT = new Set(['einlage', 'deposit', 'storting']);
const WITHDRAWAL = new Set(['entnahme', 'auszahlung', 'removal', 'withdrawal', 'opname']);
const SECOND = { isin: 8, shares: 9 } as const;

export function readPytr(header: readonly string[], rows: readonly Row[], source: RecordSource): ReaderResult {
  const C = PYTR_COLUMNS;
  const style = numberStyleOfColumns(rows, [C.value, C.shares, C.fees, C.taxes], pytrNumberStyle(header));
  const records: PortfolioRecord[] = [];
  const skippedLines: number[] = [];
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const line = lineNumberOf(index);
    const type = cellAt(row, C.type).toLowerCase();
    const isBuy = PYTR_BUY.has(type);
    const isSell = PYTR_SELL.has(type);
    const isDividend = PYTR_DIVIDEND.has(type);
    const cash = DEPOSIT.has(type) ? 'deposit' : WITHDRAWAL.has(type) ? 'withdrawal' : null;
    const secondIsin = isinOf(cellAt(row, SECOND.isin));
    const isMove = !isBuy && !isSell && !isDividend && !cash && secondIsin !== null;
    if (!isBuy && !isSell && !isDividend && !cash && !isMove) return;
    const date = parseIsoDate(cellAt(row, C.date));
    const value = readOptionalNumber(cellAt(row, C.value), style);
    const fees = readOptionalNumber(cellAt(row, C.fees), style);
    const taxes = readOptionalNumber(cellAt(row, C.taxes), style);
    if (date === null || value === null || fees === null || taxes === null) {
      skippedLines.push(line);
      return;
    }
    const id = lineId(source, line);
    if (cash) {
      records.push(transferRecord({ id, date, kind: cash, amount: value, currency: 'EUR' }, source));
      return;
    }
    const isin = isinOf(cellAt(row, C.isin));
    const name = cellAt(row, C.note) || cellAt(row, C.isin);
    if (isDividend) {
      const received = { amount: value, currency: 'EUR' };
      records.push(...dividendRecords({ id, date, isin, name }, received, { amount: taxes, currency: 'EUR' }, source));
      return;
    }
    const shares = readNumber(cellAt(row, C.shares), style);
    if (shares === null || shares === 0) {
      skippedLines.push(line);
      return;
    }
    if (isMove) {
      const into = readNumber(cellAt(row, SECOND.shares), style);
      if (into === null || into === 0) {
        skippedLines.push(line);
        return;
      }
      const move = { date, name, currency: 'EUR', value: 0, valueEur: null };
      records.push(
        ...corporateActions(
          [
            { ...move, id, isin, quantity: -Math.abs(shares) },
            { ...move, id: `${id}:2`, isin: secondIsin, quantity: Math.abs(into) },
          ],
          source,
        ),
      );
      return;
    }
    const orderValue = pytrOrderValue(isBuy, value, fees, taxes);
    // Trade Republic trades in euros: the order value is the euro value.
    const order = { currency: 'EUR', amount: orderValue, amountEur: orderValue, price: orderValue / Math.abs(shares) };
    const quantity = isSell ? -Math.abs(shares) : Math.abs(shares);
    const feeEur = isBlank(cellAt(row, C.fees)) ? 0 : Math.abs(fees);
    records.push(tradeRecord({ id, date, isin, name, quantity, ...order, feeEur }, source));
  });
  return { records, skippedLines };
}
