// Helpers every export reader shares: line numbers, blank rows, the number style of a file.
import { detectNumberStyle, type NumberStyle } from './numbers.ts';

export type Row = readonly string[];

/** Data rows start on line 2 (line 1 is the header); multi-line quoted cells do not occur in these exports. */
export function lineNumberOf(rowIndex: number): number {
  return rowIndex + 2;
}

export function isBlankRow(row: Row): boolean {
  return row.every((cell) => cell.trim() === '');
}

/** The number style of a file, read from the cells of the given numeric columns. */
export function numberStyleOfColumns(
  rows: readonly Row[],
  columns: readonly number[],
  fallback: NumberStyle,
): NumberStyle {
  const usable = columns.filter((index) => index >= 0);
  function* cells(): Generator<string> {
    for (const row of rows) for (const index of usable) yield row[index] ?? '';
  }
  return detectNumberStyle(cells(), fallback);
}
