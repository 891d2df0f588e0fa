// Saxo's Transactions report, as CSV or as the .xlsx workbook (every account sheet), read with the cost reader's
// columns, trade words and account currency (exports/saxo.ts, exports/tradeWords.ts). A fill's booked amount is
// what it cost or brought in the account's currency; in a euro account the trade's value is quantity × price ×
// the row's conversion rate, and the rest of the booked amount is its cost (commission, and a French share's
// financial transaction tax), so the cost basis is exactly what was booked. Dividends are booked in the account's
// currency. Position transfers name no price and are left out (the cost reader counts them as no order too).
import { readNumber, isBlank } from '../../brokerFiles/shared/numbers.ts';
import { cellAt, isBlankRow, lineNumberOf, type Row } from '../../brokerFiles/shared/rows.ts';
import { isSaxoTransfer, readBooked, SAXO_DIVIDEND, saxoAccountCurrency, saxoColumns } from '../../exports/saxo.ts';
import { parseSaxoDate } from '../../brokerFiles/saxo/dates.ts';
import { readTradeWords } from '../../brokerFiles/shared/tradeWords.ts';
import { usableRate } from '../../brokerFiles/shared/venues.ts';
import type { PortfolioRecord, RecordSource } from '../records.ts';
import { cashRecord, isinOf, lineId, tradeRecord } from '../../brokerFiles/shared/entries.ts';
import type { ReaderResult } from './types.ts';

const TAX = /tax|belasting|impôt|imp[oô]t|steuer|withholding/i;

/** `lineOffset`: rows above the header in a workbook sheet, so a line is the one the reader sees in Excel. */
export function readSaxo(
  header: readonly string[],
  rows: readonly Row[],
  source: RecordSource,
  lineOffset = 0,
): ReaderResult {
  const { columns } = saxoColumns(header);
  const account = saxoAccountCurrency(rows, columns);
  const records: PortfolioRecord[] = [];
  const skippedLines: number[] = [];
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const line = lineNumberOf(index) + lineOffset;
    const event = cellAt(row, columns.event);
    const trade = readTradeWords(event);
    const isDividend = SAXO_DIVIDEND.test(event) && !isSaxoTransfer(row, columns);
    if (!isDividend && (!trade || isSaxoTransfer(row, columns))) return;
    const date = parseSaxoDate(cellAt(row, columns.date));
    const booked = readBooked(cellAt(row, columns.booked));
    if (date === null || booked === null || account === null) {
      skippedLines.push(line);
      return;
    }
    const isin = isinOf(cellAt(row, columns.isin));
    const at = { id: lineId(source, line), date, isin, name: cellAt(row, columns.instrument) };
    if (isDividend) {
      const kind = TAX.test(event) ? 'withholding' : 'dividend';
      const amount = kind === 'withholding' ? -booked : booked;
      if (amount !== 0) records.push(cashRecord({ ...at, kind, amount, currency: account }, source));
      return;
    }
    if (!trade) return;
    const rateText = cellAt(row, columns.rate);
    const rate =
      trade.currency === account ? 1 : isBlank(rateText) ? null : usableRate(readNumber(rateText, 'dot-decimal'));
    const value = Math.abs(trade.quantity * trade.price);
    // In the account's currency (the euro): the value at the row's rate, the rest of what was booked its cost.
    const valueBooked = account === 'EUR' && rate !== null ? value * rate : null;
    const cost =
      valueBooked === null ? 0 : Math.max(0, trade.quantity > 0 ? -booked - valueBooked : valueBooked - booked);
    const amountEur = valueBooked === null ? null : trade.quantity > 0 ? -booked - cost : booked + cost;
    const { quantity, price, currency } = trade;
    const inEuros = amountEur === null ? {} : { amountEur };
    records.push(tradeRecord({ ...at, quantity, price, currency, amount: value, ...inEuros, feeEur: cost }, source));
  });
  return { records, skippedLines };
}
