// Reading export columns by name: headers differ per language and per version of an export, and
// Trading 212 only writes the columns a reader's history used, so positions are never assumed.

/** Lower-case, trimmed, without a byte-order mark: how header cells are compared. */
export function normalizeHeaderCell(cell: string): string {
  return cell
    .replace(/^\ufeff/, '')
    .trim()
    .toLowerCase();
}

export function normalizeHeader(header: readonly string[]): string[] {
  return header.map(normalizeHeaderCell);
}

/** Index of the first column whose name is one of `names` (already normalised), or -1. */
export function columnIndex(header: readonly string[], names: readonly string[]): number {
  return header.findIndex((cell) => names.includes(cell));
}

/** Index of the first column whose name starts with one of `prefixes`, or -1. */
export function columnStartingWith(header: readonly string[], prefixes: readonly string[]): number {
  return header.findIndex((cell) => prefixes.some((prefix) => cell.startsWith(prefix)));
}

export function hasColumns(header: readonly string[], names: readonly (readonly string[])[]): boolean {
  return names.every((alternatives) => columnIndex(header, alternatives) >= 0);
}

/** The header without the empty cells it may end with (DEGIRO's trailing unnamed column). */
export function namedPart(header: readonly string[]): readonly string[] {
  let end = header.length;
  while (end > 0 && header[end - 1] === '') end -= 1;
  return header.slice(0, end);
}
