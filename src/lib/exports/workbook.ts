// From the bytes of an .xlsx to its parsed export, or the reason it cannot be read. Saxo's reports are
// the workbooks read: the Transactions report (one sheet) and a report with a summary sheet and a sheet
// per account, whose account sheets are read together. A sheet's header may stand below a title, so it
// is looked for in the sheet's first rows. Pure: src/browser/readWorkbook.ts runs it in a worker.
import { isBlankRow } from './rows.ts';
import { isSaxoHeader, parseSaxoTransactions } from './saxo.ts';
import type { ExportOutcome, MoneyLine, ExportOrder, ParsedExport } from './types.ts';
import { readWorkbook, WorkbookError, type Sheet } from './xlsx.ts';

/** Rows above the header at most (a title, the account, the period). */
const HEADER_SEARCH_ROWS = 30;

/** Where a sheet's Saxo header stands (0-based), or -1 when the sheet is no Saxo report. */
export function saxoHeaderRow(sheet: Sheet): number {
  return sheet.rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => isSaxoHeader(row) !== null);
}

function readSheet(sheet: Sheet): ParsedExport | null {
  const at = saxoHeaderRow(sheet);
  if (at < 0) return null;
  const parsed = parseSaxoTransactions(sheet.rows[at]!, sheet.rows.slice(at + 1));
  // Lines count from the sheet's first row, as the reader sees them in Excel.
  return { ...parsed, skippedLines: parsed.skippedLines.map((line) => line + at) };
}

/** Several account sheets as one export: their orders, amounts and counts together. */
function merged(parts: readonly ParsedExport[]): ParsedExport {
  const [first] = parts;
  const orders: ExportOrder[] = parts.flatMap((part) => part.orders);
  const money: MoneyLine[] = parts.flatMap((part) => part.money);
  const currencies = new Set(parts.map((part) => part.baseCurrency ?? null));
  return {
    ...first!,
    orders,
    money,
    skippedLines: parts.flatMap((part) => part.skippedLines),
    otherRows: parts.reduce((sum, part) => sum + part.otherRows, 0),
    costUnknown: parts.reduce((sum, part) => sum + (part.costUnknown ?? 0), 0),
    // Accounts in different currencies have no one base currency.
    baseCurrency: currencies.size === 1 ? [...currencies][0]! : null,
  };
}

export function parseWorkbookBytes(bytes: Uint8Array): ExportOutcome {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  let sheets: Sheet[];
  try {
    sheets = readWorkbook(bytes);
  } catch (error) {
    return { ok: false, problem: error instanceof WorkbookError ? error.problem : 'damaged-xlsx' };
  }
  const parts = sheets.flatMap((sheet) => {
    const parsed = readSheet(sheet);
    return parsed ? [parsed] : [];
  });
  if (parts.length === 0) return { ok: false, problem: 'not-saxo' };
  const parsed = merged(parts);
  const readable = parsed.orders.length + parsed.money.length + parsed.otherRows;
  if (readable === 0 && parsed.skippedLines.length === 0) {
    const hasRows = sheets.some((sheet) => sheet.rows.some((row) => !isBlankRow(row)));
    return { ok: false, problem: hasRows ? 'no-rows' : 'empty' };
  }
  return { ok: true, parsed };
}
