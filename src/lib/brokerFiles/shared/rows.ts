// Helpers every export reader shares: line numbers, blank rows, the number style of a file, and the one
// row loop that turns rows into orders (or fills), money lines, left-out lines and other rows.
import { detectNumberStyle, type NumberStyle } from './numbers.ts';
import type { ExportFormat, ExportOrder, MoneyLine, ParsedExport } from '../../exports/types.ts';

export type Row = readonly string[];

/** Data rows start on line 2 (line 1 is the header); csvRows gives one row per line, also for a multi-line quoted cell. */
export function lineNumberOf(rowIndex: number): number {
  return rowIndex + 2;
}

export function isBlankRow(row: Row): boolean {
  return row.every((cell) => cell.trim() === '');
}

/** The trimmed cell at `index`; '' for a missing column (-1) or a row that ends early. */
export function cellAt(row: Row, index: number): string {
  return index >= 0 ? (row[index] ?? '').trim() : '';
}

/**
 * An order's id and product from its row: the file's id, else its line number (ids must be unique per order),
 * and its name, else its ticker.
 */
export function orderIdentity(
  row: Row,
  line: number,
  columns: { readonly id: number; readonly name: number; readonly ticker: number },
): { readonly id: string; readonly product: string } {
  return {
    id: cellAt(row, columns.id) || `regel-${line}`,
    product: cellAt(row, columns.name) || cellAt(row, columns.ticker),
  };
}

/** Rows enough to tell a file's number style: amounts with cents vote on nearly every row. */
const STYLE_SAMPLE_ROWS = 2000;

/**
 * The number style of a file, read from the cells of the given numeric columns of its first rows; it
 * only decides the cells that cannot tell by themselves (readNumber).
 */
export function numberStyleOfColumns(
  rows: readonly Row[],
  columns: readonly number[],
  fallback: NumberStyle,
): NumberStyle {
  const usable = columns.filter((index) => index >= 0);
  const cells: string[] = [];
  for (const row of rows.slice(0, STYLE_SAMPLE_ROWS)) for (const index of usable) cells.push(row[index] ?? '');
  return detectNumberStyle(cells, fallback);
}

/**
 * What a reader makes of one row: an item (an order or a fill) with the money it carries, only money
 * or no order ('other': a deposit, interest, a corporate action, with the costs it may carry), or unreadable ('skip': the line is reported
 * and left out).
 */
export type RowResult<T> =
  | { readonly status: 'item'; readonly item: T; readonly money?: readonly MoneyLine[] }
  | { readonly status: 'money'; readonly money: readonly MoneyLine[] }
  | { readonly status: 'other'; readonly money?: readonly MoneyLine[] }
  | { readonly status: 'skip' };

export interface RowsRead<T> {
  readonly items: T[];
  readonly money: MoneyLine[];
  readonly skippedLines: number[];
  readonly otherRows: number;
}

/** Rows between two calls of a reader's `progress` (a worker tells the page it is still working, see readInWorker). */
export const PROGRESS_ROWS = 10_000;

/** The row loop of every reader: blank rows are passed over, every other row counted exactly once. */
export function readRows<T>(
  rows: readonly Row[],
  read: (row: Row, line: number) => RowResult<T>,
  progress: () => void = () => {},
): RowsRead<T> {
  const items: T[] = [];
  const money: MoneyLine[] = [];
  const skippedLines: number[] = [];
  let otherRows = 0;
  rows.forEach((row, index) => {
    if (index % PROGRESS_ROWS === PROGRESS_ROWS - 1) progress();
    if (isBlankRow(row)) return;
    const result = read(row, lineNumberOf(index));
    if (result.status === 'skip') {
      skippedLines.push(lineNumberOf(index));
      return;
    }
    if (result.status === 'other') otherRows += 1;
    if (result.status === 'item') items.push(result.item);
    if (result.money) money.push(...result.money);
  });
  return { items, money, skippedLines, otherRows };
}

/** Appends one by one: a spread of 200,000 items overflows the call stack. */
export function append<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}

/** The parsed export of a reader whose items are its orders. */
export function parsedOrders(format: ExportFormat, read: RowsRead<ExportOrder>): ParsedExport {
  return { format, orders: read.items, money: read.money, skippedLines: read.skippedLines, otherRows: read.otherRows };
}

/** A dividend received and the tax withheld from it (none when 0), each in its own currency. */
export function dividendLines(
  year: number,
  received: { readonly amount: number; readonly currency: string },
  withheld: { readonly amount: number; readonly currency: string } | null,
): MoneyLine[] {
  const lines: MoneyLine[] = [{ year, kind: 'dividend', amount: received.amount, currency: received.currency }];
  if (withheld && withheld.amount !== 0)
    lines.push({ year, kind: 'dividend-tax', amount: Math.abs(withheld.amount), currency: withheld.currency });
  return lines;
}

/** The first few data rows: enough to check a date column without reading the whole file. */
function firstDataRows(rows: readonly Row[], count = 5): Row[] {
  const found: Row[] = [];
  for (const row of rows) {
    if (found.length === count) break;
    if (!isBlankRow(row)) found.push(row);
  }
  return found;
}

/** Rows that exist must show the format's date in column 0 (a wrapped DEGIRO description row may not). */
export function datesFit(rows: readonly Row[], parse: (cell: string) => string | null): boolean {
  const sample = firstDataRows(rows);
  return sample.length === 0 || sample.some((row) => parse(row[0] ?? '') !== null);
}
