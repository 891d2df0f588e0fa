// Size rules for a chosen export, kept apart from the parser so they can be checked before any
// parsing code is downloaded. The workers' timer and pool are in workers.ts.

/**
 * The files a reader may choose (the file input's `accept`): CSV exports, and the .xlsx reports Saxo writes. Mijn
 * kosten and box 3's prefill read the same exports with the same readers.
 */
export const EXPORT_FILE_ACCEPT =
  '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Data rows read at most; a longer file is refused before it is parsed. */
export const MAX_DATA_ROWS = 200_000;
/**
 * Larger files are refused before reading. 200,000 rows of the widest export (DEGIRO Transactions,
 * about 250 bytes a row) fit well below it.
 */
export const MAX_EXPORT_BYTES = 50 * 1024 * 1024;
/** The size rules, checked in the worker before any byte is read: an empty file, and one over MAX_EXPORT_BYTES. */
export function fileSizeProblem(bytes: number): 'empty' | 'too-large' | null {
  if (bytes === 0) return 'empty';
  return bytes > MAX_EXPORT_BYTES ? 'too-large' : null;
}
/** Inflated bytes of an .xlsx read at most over the parts that are read (a 200,000-row report is far below). */
export const MAX_XLSX_INFLATED_BYTES = 64 * 1024 * 1024;
/** Entries in an .xlsx archive at most: a workbook of a few sheets has a few dozen. */
export const MAX_XLSX_ENTRIES = 1000;
/** Sheets of one .xlsx read at most: Saxo's reports have a summary sheet and a sheet per account. */
export const MAX_WORKBOOK_SHEETS = 64;
/**
 * Rows one .xlsx may build over all its sheets: the data rows, and a title and a header above each sheet's (a sheet
 * alone is also held to MAX_DATA_ROWS).
 */
export const MAX_WORKBOOK_ROWS = MAX_DATA_ROWS + 30 * MAX_WORKBOOK_SHEETS;
/**
 * Cells in one row at most (columns A to IV). A CSV line with more is refused; a workbook's cells further right are
 * not read (no report has them). Every export has a few dozen columns at most.
 */
export const MAX_ROW_CELLS = 256;
/**
 * Cells one file may build, counting the empty cells a row is padded with before its last cell: 200,000 rows of 50
 * columns. Without it, 25 MB of commas built 25 million cells (14 s, 1.2 GB) and 200,000 rows with one cell in
 * column IV 51 million.
 */
export const MAX_FILE_CELLS = 10_000_000;
/**
 * The most bytes chosen at once: twelve of the largest files a reader may choose. Above it nothing is read, and the
 * page names the limit (myCosts.problem.selectionTooLarge), so a selection never fills the browser's memory.
 */
export const MAX_SELECTION_BYTES = 12 * MAX_EXPORT_BYTES;
/** The largest selection in whole megabytes, as the page names it. */
export const MAX_SELECTION_MB = MAX_SELECTION_BYTES / (1024 * 1024);

/** The megabytes (rounded up) of files chosen together when they come to more than MAX_SELECTION_BYTES, else null. */
export function selectionTooLarge(sizes: readonly number[]): number | null {
  const bytes = sizes.reduce((total, size) => total + size, 0);
  return bytes > MAX_SELECTION_BYTES ? Math.ceil(bytes / (1024 * 1024)) : null;
}
