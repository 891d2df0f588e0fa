// IBKR's statements (the Activity Statement, also as a custom statement, and the Transaction History report) are one
// CSV with many sections. Every line starts with the section's name and a structure marker, which stays English in
// every language the statement is written in:
//   Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,…
//   Trades,Data,Order,Stocks,USD,AAPL,"2024-03-01, 10:30:00",10,…
//   Trades,SubTotal,…   Trades,Total,…
// Sections come in any order and one section may have several headers (forex trades have their own); each header
// starts a block that holds the rows up to the next header of that section.
import type { ExportLanguage } from '../../exports/types.ts';
import { parseIsoDate } from '../shared/dates.ts';
import { isBlankRow, type Row } from '../shared/rows.ts';
import { isCurrencyCode, trailingCurrency } from './cells.ts';

export type IbkrMarker = 'Data' | 'SubTotal' | 'Total';

export interface IbkrLine {
  readonly marker: IbkrMarker;
  /** The cells after the section name and the marker, trimmed. */
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

/** What a section holds, as the reader reads it. */
export type SectionKind =
  | 'trades'
  | 'fees'
  | 'dividends'
  | 'withholding'
  | 'adjustments'
  | 'history'
  | 'positions'
  | 'cash'
  | 'account-fees'
  | 'actions'
  | 'transfers'
  | 'instruments'
  | 'rates';

/**
 * Section names read by name, in English and German; the first of them in the file tells its language. Any other
 * language's trades are found by their DataDiscriminator column and read by IBKR's column order.
 */
export const SECTIONS: Readonly<Record<string, { readonly language: ExportLanguage; readonly kind: SectionKind }>> = {
  Trades: { language: 'en', kind: 'trades' },
  Transaktionen: { language: 'de', kind: 'trades' },
  Сделки: { language: 'ru', kind: 'trades' },
  'Transaction Fees': { language: 'en', kind: 'fees' },
  Transaktionsgebühren: { language: 'de', kind: 'fees' },
  Dividends: { language: 'en', kind: 'dividends' },
  Dividenden: { language: 'de', kind: 'dividends' },
  'Withholding Tax': { language: 'en', kind: 'withholding' },
  Quellensteuer: { language: 'de', kind: 'withholding' },
  'Commission Adjustments': { language: 'en', kind: 'adjustments' },
  Provisionsanpassungen: { language: 'de', kind: 'adjustments' },
  'Transaction History': { language: 'en', kind: 'history' },
};

/** Sections only the portfolio needs (they do not tell the statement's language), by their English and German names. */
export const HOLDING_SECTIONS: Readonly<Record<string, SectionKind>> = {
  'Open Positions': 'positions',
  'Offene Positionen': 'positions',
  'Deposits & Withdrawals': 'cash',
  'Ein- und Auszahlungen': 'cash',
  Fees: 'account-fees',
  Gebühren: 'account-fees',
  'Corporate Actions': 'actions',
  Kapitalmaßnahmen: 'actions',
  Transfers: 'transfers',
  Übertragungen: 'transfers',
  'Financial Instrument Information': 'instruments',
  'Informationen zum Finanzinstrument': 'instruments',
  'Base Currency Exchange Rate': 'rates',
  'Basiswährung-Wechselkurs': 'rates',
};

/** The kind of a section by its name, or null when the reader does not read it by name. */
export const sectionKind = (block: IbkrBlock): SectionKind | null =>
  SECTIONS[block.section]?.kind ?? HOLDING_SECTIONS[block.section] ?? null;

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

/** The column of the first of `names` (lower case) the header has, or -1. */
export function columnOf(block: IbkrBlock, ...names: string[]): number {
  for (const name of names) {
    const at = block.header.findIndex((cell) => cell.toLowerCase() === name);
    if (at >= 0) return at;
  }
  return -1;
}

const MARKERS = new Set(['Header', 'Data', 'SubTotal', 'Total', 'Notes']);

/** Rows enough to tell a statement by its markers. */
const SAMPLE = 40;

/**
 * A statement in any language: its first line is a section's header and the lines after it carry the English
 * structure markers in their second cell.
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

/** The file's blocks in the order they appear; lines before a section's first header are unplaced (unread). */
export function ibkrBlocks(allRows: readonly Row[]): { blocks: IbkrBlock[]; unplaced: number[] } {
  const blocks: IbkrBlock[] = [];
  const current = new Map<string, IbkrBlock>();
  const unplaced: number[] = [];
  allRows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const section = (row[0] ?? '').replace(/^\ufeff/, '').trim();
    const marker = (row[1] ?? '').trim();
    // One array per row, trimmed once: a statement may have 200,000 rows.
    const cells: string[] = [];
    for (let at = 2; at < row.length; at += 1) cells.push(row[at]!.trim());
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

/** 'Base Currency,EUR' in the account information, in any language: a currency field with a code. */
export function namedBaseCurrency(blocks: readonly IbkrBlock[]): string | null {
  for (const block of blocks) {
    if (block.header.length !== 2) continue;
    for (const line of block.lines) {
      const [field = '', value = ''] = line.cells;
      if (/currency|währung|валют|devise|valuta|divisa|moneda/i.test(field) && isCurrencyCode(value)) return value;
    }
  }
  return null;
}

/** A 'Total in EUR' row in a section other than trades: the only clue to the base currency in some extracts. */
export function totalsClue(blocks: readonly IbkrBlock[]): string | null {
  for (const block of blocks) {
    for (const line of block.lines) {
      const clue = trailingCurrency(line.cells[0] ?? '');
      if (clue && /^\D/.test(line.cells[0] ?? '')) return clue;
    }
  }
  return null;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The last day of the statement's 'Period' ('January 1, 2024 - December 31, 2024'), or null. */
export function statementEnd(blocks: readonly IbkrBlock[]): string | null {
  for (const block of blocks) {
    if (block.section !== 'Statement') continue;
    for (const line of block.lines) {
      if (line.cells[0] !== 'Period') continue;
      const match = /([A-Za-z]+) (\d{1,2}), (\d{4})\s*$/.exec(line.cells[1] ?? '');
      const month = match ? MONTHS.indexOf(match[1]!.toLowerCase()) : -1;
      if (match && month >= 0)
        return parseIsoDate(`${match[3]}-${String(month + 1).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`);
    }
  }
  return null;
}
