// Saxo's reports as the .xlsx Saxo exports them, opened once: the Transactions report (one sheet), a report with a
// summary sheet and a sheet per account, whose account sheets are read together, and the account statement. A
// sheet's header may stand below a title, so it is looked for in the sheet's first rows.
import type { ExportProblem } from '../../exports/types.ts';
import type { RecordSource } from '../../portfolio/records.ts';
import type { LedgerRead } from '../registry.ts';
import type { Row } from '../shared/rows.ts';
import { readWorkbook, WorkbookError, type Sheet } from '../shared/xlsx.ts';
import { readSaxoAccount } from './account.ts';
import { saxoStatementLanguage, saxoTransactionsLanguage } from './columns.ts';
import { readSaxoTransactions } from './transactions.ts';

/** Rows above the header at most (a title, the account, the period). */
const HEADER_SEARCH_ROWS = 30;

type ReportKind = 'transactions' | 'account';

const reportKind = (row: Row): ReportKind | null =>
  saxoTransactionsLanguage(row) !== null ? 'transactions' : saxoStatementLanguage(row) !== null ? 'account' : null;

/** A sheet of a Saxo report: its header, the rows below it and how many rows stand above the header. */
interface ReportSheet {
  readonly header: Row;
  readonly rows: readonly Row[];
  /** Rows above the header: added to a line's number, so it is the line the reader sees in Excel. */
  readonly offset: number;
  readonly kind: ReportKind;
}

function reportSheet(sheet: Sheet): ReportSheet | null {
  const searched = Math.min(HEADER_SEARCH_ROWS, sheet.rows.length);
  for (let at = 0; at < searched; at += 1) {
    const header = sheet.rows[at]!;
    const kind = reportKind(header);
    if (kind !== null) return { header, rows: sheet.rows.slice(at + 1), offset: at, kind };
  }
  return null;
}

/** Several account sheets as one ledger: their entries, orders, amounts and counts together. */
function together(parts: readonly LedgerRead[]): LedgerRead {
  const [first] = parts;
  if (parts.length === 1) return first!;
  const currencies = new Set(parts.map((part) => part.facts.baseCurrency ?? null));
  const costUnknown = parts.reduce((sum, part) => sum + (part.facts.costUnknown ?? 0), 0);
  return {
    ...first!,
    entries: parts.flatMap((part) => part.entries),
    orders: parts.flatMap((part) => part.orders),
    money: parts.flatMap((part) => part.money),
    skippedLines: parts.flatMap((part) => part.skippedLines),
    otherRows: parts.reduce((sum, part) => sum + part.otherRows, 0),
    facts: {
      ...first!.facts,
      // Accounts in different currencies have no one base currency.
      baseCurrency: currencies.size === 1 ? [...currencies][0]! : null,
      ...(first!.format === 'saxo-transactions' ? { costUnknown } : {}),
    },
  };
}

/**
 * The Saxo report in an .xlsx, read once, or why the file cannot be read: empty, damaged or beyond a cap (the shared
 * workbook reader's problem), no Saxo report in it, or a report with no row below its header.
 */
export function readSaxoWorkbook(
  bytes: Uint8Array,
  source: RecordSource,
  progress: () => void,
): { readonly ok: true; readonly read: LedgerRead } | { readonly ok: false; readonly problem: ExportProblem } {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  let sheets: Sheet[];
  try {
    sheets = readWorkbook(bytes, progress);
  } catch (error) {
    return { ok: false, problem: error instanceof WorkbookError ? error.problem : 'damaged-xlsx' };
  }
  const reports = sheets.map(reportSheet).filter((report) => report !== null);
  // A workbook of both kinds is read as the kind of its first report sheet (Saxo exports each report on its own).
  const kind = reports[0]?.kind;
  if (kind === undefined) return { ok: false, problem: 'not-saxo' };
  const read = kind === 'account' ? readSaxoAccount : readSaxoTransactions;
  const parts = reports
    .filter((report) => report.kind === kind)
    .map(({ header, rows, offset }) => read(header, rows, source, progress, offset));
  const ledger = together(parts);
  // Every row below a header is read, skipped or counted: none of them means the report has no rows.
  if (ledger.orders.length + ledger.money.length + ledger.otherRows + ledger.skippedLines.length === 0)
    return { ok: false, problem: 'no-rows' };
  return { ok: true, read: ledger };
}
