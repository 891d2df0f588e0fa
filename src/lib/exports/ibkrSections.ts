// IBKR's statements (the Activity Statement, also as a custom statement, and the Transaction History
// report) are one CSV with many sections. Every line starts with the section's name and a structure
// marker, which stays English in every language the statement is written in:
//   Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,…
//   Trades,Data,Order,Stocks,USD,AAPL,"2024-03-01, 10:30:00",10,…
//   Trades,SubTotal,…   Trades,Total,…
// Sections come in any order and one section may have several headers (forex trades have their own);
// each header starts a block that holds the rows up to the next header of that section.
import { isBlankRow, type Row } from '../brokerFiles/shared/rows.ts';

export type IbkrMarker = 'Data' | 'SubTotal' | 'Total';

export interface IbkrLine {
  readonly marker: IbkrMarker;
  /** The cells after the section name and the marker. */
  readonly cells: readonly string[];
  /** Line number in the file (1 = the first line). */
  readonly line: number;
}

export interface IbkrBlock {
  readonly section: string;
  /** The header's cells after the section name and the marker, as written (trimmed). */
  readonly header: readonly string[];
  readonly lines: IbkrLine[];
}

/**
 * The block's Data lines (not its SubTotal and Total lines), each with a reader of its cells by column: trimmed, and
 * '' for a column the header lacks (index -1). Every reader of a section walks its rows so.
 */
export function* dataRows(
  block: IbkrBlock,
): Generator<{ readonly line: IbkrLine; readonly at: (index: number) => string }> {
  for (const line of block.lines) {
    if (line.marker !== 'Data') continue;
    yield { line, at: (index: number) => (index >= 0 ? (line.cells[index] ?? '').trim() : '') };
  }
}

const MARKERS = new Set(['Header', 'Data', 'SubTotal', 'Total', 'Notes']);

/** Rows enough to tell a statement by its markers. */
const SAMPLE = 40;

/**
 * A statement in any language: its first line is a section's header and the lines after it carry the
 * English structure markers in their second cell.
 */
export function isIbkrStatement(header: readonly string[], rows: readonly Row[]): boolean {
  const first = header.map((cell) => cell.replace(/^\ufeff/, '').trim());
  if (first[1] !== 'Header' || !first[0]) return false;
  let data = 0;
  let seen = 0;
  for (const row of rows) {
    if (seen === SAMPLE) break;
    if (isBlankRow(row)) continue;
    seen += 1;
    const marker = (row[1] ?? '').trim();
    if (!MARKERS.has(marker)) return false;
    if (marker === 'Data') data += 1;
  }
  return data > 0;
}

/** The file's blocks in the order they appear; lines before a section's first header are left out. */
export function ibkrBlocks(allRows: readonly Row[]): { blocks: IbkrBlock[]; unplaced: number[] } {
  const blocks: IbkrBlock[] = [];
  const current = new Map<string, IbkrBlock>();
  const unplaced: number[] = [];
  allRows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const section = (row[0] ?? '').replace(/^\ufeff/, '').trim();
    const marker = (row[1] ?? '').trim();
    const cells = row.slice(2).map((cell) => cell.trim());
    if (marker === 'Header') {
      const block: IbkrBlock = { section, header: cells, lines: [] };
      blocks.push(block);
      current.set(section, block);
      return;
    }
    const block = current.get(section);
    if (marker === 'Notes') return;
    if (!block || (marker !== 'Data' && marker !== 'SubTotal' && marker !== 'Total')) {
      unplaced.push(index + 1);
      return;
    }
    block.lines.push({ marker, cells, line: index + 1 });
  });
  return { blocks, unplaced };
}
