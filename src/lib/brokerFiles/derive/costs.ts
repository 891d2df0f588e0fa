// What Mijn kosten and box 3 take from a ledger: the orders to price and the money lines paid or received (the
// parsed export of src/lib/exports/types.ts). Pure.
import type { ExportFormat, ExportOutcome, ParsedExport } from '../../exports/types.ts';
import type { Ledger, LedgerOutcome } from '../ledger.ts';

const isExportFormat = (format: Ledger['format']): format is ExportFormat => format !== 'degiro-portfolio';

/** The parsed export of a ledger, or null when the file holds nothing the cost tools read (a positions list). */
export function parsedExportOf(ledger: Ledger): ParsedExport | null {
  const { format } = ledger;
  if (!isExportFormat(format)) return null;
  return {
    format,
    orders: ledger.orders,
    money: ledger.money,
    skippedLines: ledger.skippedLines,
    otherRows: ledger.otherRows,
    ...ledger.facts,
  };
}

/** A file's outcome for the cost tools: a file that gives them nothing, and has no unreadable line, has no rows. */
export function costOutcome(outcome: LedgerOutcome): ExportOutcome {
  if (!outcome.ok) return outcome;
  const parsed = parsedExportOf(outcome.ledger);
  // A positions list is recognised: the reader is told which of the broker's files the cost tools read instead.
  if (!parsed) return { ok: false, problem: 'positions-only' };
  const readable = parsed.orders.length + parsed.money.length + parsed.otherRows;
  if (readable === 0 && parsed.skippedLines.length === 0) return { ok: false, problem: 'no-rows' };
  return { ok: true, parsed };
}
