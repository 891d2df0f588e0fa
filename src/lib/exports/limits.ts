// Size rules for a chosen export, kept apart from the parser so they can be checked before any
// parsing code is downloaded.

/** Data rows read at most; a longer file is refused before it is parsed. */
export const MAX_DATA_ROWS = 200_000;
/**
 * Larger files are refused before reading. 200,000 rows of the widest export (DEGIRO Transactions,
 * about 250 bytes a row) fit well below it.
 */
export const MAX_EXPORT_BYTES = 50 * 1024 * 1024;
/** From this size the browser parses off the main thread, so the page stays responsive. */
export const WORKER_THRESHOLD_BYTES = 1024 * 1024;
/** A parse that takes longer is given up (the page says the file could not be read). */
export const PARSE_TIMEOUT_MS = 10_000;
/** Inflated bytes of an .xlsx read at most over the parts that are read (a 200,000-row report is far below). */
export const MAX_XLSX_INFLATED_BYTES = 64 * 1024 * 1024;
/** Entries in an .xlsx archive at most: a workbook of a few sheets has a few dozen. */
export const MAX_XLSX_ENTRIES = 1000;
