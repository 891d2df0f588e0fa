// From the bytes of an .xlsx to its parsed export, or the reason it cannot be read. Saxo's reports are
// the workbooks read: the Transactions report (one sheet), a report with a summary sheet and a sheet
// per account, whose account sheets are read together, and the account statement (saxoAccount.ts). A sheet's header may stand below a title, so it
// is looked for in the sheet's first rows. Pure: src/browser/brokerFileWorker.ts runs it in a worker.
import { isBlankRow, type Row } from '../brokerFiles/shared/rows.ts';
import { isSaxoHeader, parseSaxoTransactions } from './saxo.ts';
import { isSaxoAccountHeader, parseSaxoAccount } from './saxoAccount.ts';
import type { ExportOrder, ExportOutcome, ExportProblem, MoneyLine, ParsedExport } from './types.ts';
import { readWorkbook, WorkbookError, type Sheet } from '../brokerFiles/shared/xlsx.ts';

/** Rows above the header at most (a title, the account, the period). */
const HEADER_SEARCH_ROWS = 30;

/** Which Saxo report a sheet is: its Transactions report or its account statement (the cash ledger). */
export type SaxoReportKind = 'transactions' | 'account';

const saxoReportKind = (row: Row): SaxoReportKind | null =>
  isSaxoHeader(row) !== null ? 'transactions' : isSaxoAccountHeader(row) !== null ? 'account' : null;

/** Where a sheet's Saxo header stands (0-based), or -1 when the sheet is no Saxo report. */
function saxoHeaderRow(sheet: Sheet): number {
  return sheet.rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => saxoReportKind(row) !== null);
}

/** A sheet of a Saxo report: its header, the rows below it and how many rows stand above the header. */
export interface SaxoSheet {
  readonly header: Row;
  readonly rows: readonly Row[];
  /** Rows above the header: a reader adds them to a line's number, so it is the line the reader sees in Excel. */
  readonly offset: number;
  readonly kind: SaxoReportKind;
}

/**
 * The Saxo report sheets of an .xlsx (the Transactions sheet, or each account sheet), with every sheet for a
 * closer look, or why the file cannot be read: empty, damaged, or no Saxo report in it. Both readers (costs and
 * portfolio) open a workbook so; `progress` is called while it is read (a worker tells the page it is still working).
 */
export function saxoReportSheets(
  bytes: Uint8Array,
  progress: () => void = () => {},
): { ok: true; reports: SaxoSheet[]; sheets: Sheet[] } | { ok: false; problem: ExportProblem } {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  let sheets: Sheet[];
  try {
    sheets = readWorkbook(bytes, progress);
  } catch (error) {
    return { ok: false, problem: error instanceof WorkbookError ? error.problem : 'damaged-xlsx' };
  }
  const reports = sheets.flatMap((sheet) => {
    const at = saxoHeaderRow(sheet);
    const header = sheet.rows[at];
    const kind = header ? saxoReportKind(header) : null;
    return kind === null ? [] : [{ header: header!, rows: sheet.rows.slice(at + 1), offset: at, kind }];
  });
  // A workbook of both kinds is read as the kind of its first report sheet (Saxo exports each report on its own).
  const first = reports[0]?.kind;
  const same = reports.filter((report) => report.kind === first);
  return same.length === 0 ? { ok: false, problem: 'not-saxo' } : { ok: true, reports: same, sheets };
}

function readSheet({ header, rows, offset, kind }: SaxoSheet): ParsedExport {
  if (kind === 'account') return parseSaxoAccount(header, rows, offset);
  const parsed = parseSaxoTransactions(header, rows);
  return { ...parsed, skippedLines: parsed.skippedLines.map((line) => line + offset) };
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

/** The cost reading of a Saxo workbook (transitional: src/lib/brokerFiles/saxo/formats.ts). */
export function readSaxoWorkbookCosts(bytes: Uint8Array, progress: () => void = () => {}): ExportOutcome {
  const opened = saxoReportSheets(bytes, progress);
  if (!opened.ok) return opened;
  const parsed = merged(opened.reports.map(readSheet));
  const readable = parsed.orders.length + parsed.money.length + parsed.otherRows;
  if (readable === 0 && parsed.skippedLines.length === 0) {
    const hasRows = opened.sheets.some((sheet) => sheet.rows.some((row) => !isBlankRow(row)));
    return { ok: false, problem: hasRows ? 'no-rows' : 'empty' };
  }
  return { ok: true, parsed };
}
