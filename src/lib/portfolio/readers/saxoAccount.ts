// Saxo's account statement (the cash ledger) for the portfolio: its deposits, withdrawals and fees as records, read
// by the same rules as Mijn kosten (exports/saxoAccount.ts). Its trade bookings hold no quantity or price; the trades
// are in the Transactions report, which the page points the reader to.
import { readSaxoAccountStatement } from '../../exports/saxoAccount.ts';
import type { PortfolioRecord, RecordSource } from '../records.ts';
import { cashRecord, lineId, transferRecord } from '../../brokerFiles/shared/entries.ts';
import type { ReaderResult } from './types.ts';
import type { Row } from '../../brokerFiles/shared/rows.ts';

/** `lineOffset`: rows above the header in a workbook sheet, so a line is the one the reader sees in Excel. */
export function readSaxoAccount(
  header: readonly string[],
  rows: readonly Row[],
  source: RecordSource,
  lineOffset = 0,
): ReaderResult {
  const statement = readSaxoAccountStatement(header, rows, lineOffset);
  const records: PortfolioRecord[] = statement.moves.map((move) => {
    const at = { id: lineId(source, move.line), date: move.date, amount: move.amount, currency: move.currency };
    if (move.kind !== 'fee') return transferRecord({ ...at, kind: move.kind }, source);
    const feeKind = move.feeKind ?? 'other';
    return cashRecord({ ...at, isin: null, name: move.event, kind: 'fee', feeKind }, source);
  });
  return { records, skippedLines: [...statement.skippedLines] };
}
