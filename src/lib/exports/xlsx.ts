// The cells of an .xlsx workbook as text, for Saxo's reports. An .xlsx is a zip archive of XML parts;
// fflate (small, no dependencies, maintained; ^0.8.3, the release that fixed the denial-of-service advisory on
// unzipping crafted archives that earlier versions have) inflates the parts, and the few
// XML shapes needed here (the sheet list, shared strings, rows of cells) are read with this file's own
// small scanner. A full spreadsheet library was not used: the npm `xlsx` package is an old release with
// published advisories (prototype pollution, ReDoS), and the maintained ones are several times the size
// for features a reader's file must never trigger. Here formulas are never evaluated (a formula cell
// gives the value Excel stored with it), external links and every other part are never read, and the
// archive is inflated in a stream that stops at a cap on its entries and its inflated size, so a zip
// bomb or a sheet of a million empty rows ends in a clear message instead of a hung tab.
import { Unzip, UnzipInflate } from 'fflate';
import { MAX_DATA_ROWS, MAX_XLSX_ENTRIES, MAX_XLSX_INFLATED_BYTES } from './limits.ts';
/** Columns read per row; a report has about twenty. */
const MAX_COLUMNS = 256;

export type WorkbookProblem = 'damaged-xlsx' | 'xlsx-too-large' | 'too-many-rows';

export class WorkbookError extends Error {
  readonly problem: WorkbookProblem;
  constructor(problem: WorkbookProblem) {
    super(problem);
    this.problem = problem;
  }
}

export interface Sheet {
  readonly name: string;
  /** Dense rows from the sheet's first row; a missing row or cell is empty. */
  readonly rows: readonly (readonly string[])[];
}

/** A zip archive starts with a local file header ('PK\3\4'). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** A whole archive ends with its central directory's end record ('PK\5\6') within the last 64 KB. */
function hasEndRecord(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - 65_557);
  for (let i = bytes.length - 22; i >= from; i -= 1) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) return true;
  }
  return false;
}

const WANTED = /^(xl\/workbook\.xml|xl\/_rels\/workbook\.xml\.rels|xl\/sharedStrings\.xml|xl\/worksheets\/[^/]+\.xml)$/;

/**
 * The XML with the namespace prefix taken off its element names: Saxo writes its workbooks with every
 * SpreadsheetML element prefixed (`<x:row>`, `<x:c>`, `<x:si>`, `<x:sheet>`), which is the same XML as
 * the unprefixed one Excel writes. Attributes keep theirs (`r:id`). Untouched when no element is prefixed.
 */
export function withoutElementPrefixes(xml: string): string {
  const PREFIXED = /<(\/?)[A-Za-z_][\w.-]*:(?=[A-Za-z_])/g;
  return /<\/?[A-Za-z_][\w.-]*:[A-Za-z_]/.test(xml) ? xml.replace(PREFIXED, '<$1') : xml;
}

/** The parts this reader needs, inflated with the caps applied. */
function readParts(bytes: Uint8Array): Map<string, string> {
  if (!isZip(bytes) || !hasEndRecord(bytes)) throw new WorkbookError('damaged-xlsx');
  const parts = new Map<string, string>();
  const decoder = new TextDecoder('utf-8');
  let inflated = 0;
  let entries = 0;
  // The cap that stopped the stream: fflate may hand a thrown error back to ondata as its own.
  const state: { stopped: WorkbookError | null } = { stopped: null };
  const stop = (problem: WorkbookProblem): never => {
    state.stopped = new WorkbookError(problem);
    throw state.stopped;
  };
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > MAX_XLSX_ENTRIES) stop('xlsx-too-large');
    if (!WANTED.test(file.name)) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, data, final) => {
      if (error) throw state.stopped ?? new WorkbookError('damaged-xlsx');
      inflated += data.length;
      if (inflated > MAX_XLSX_INFLATED_BYTES) stop('xlsx-too-large');
      chunks.push(data);
      if (!final) return;
      const whole = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        whole.set(chunk, at);
        at += chunk.length;
      }
      parts.set(file.name, withoutElementPrefixes(decoder.decode(whole)));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    if (state.stopped) throw state.stopped;
    if (error instanceof WorkbookError) throw error;
    throw new WorkbookError('damaged-xlsx');
  }
  if (state.stopped) throw state.stopped;
  return parts;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text with its five named entities and numeric references decoded. */
export function xmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name] ?? whole;
  });
}

const attribute = (attributes: string, name: string): string | null => {
  const match = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes);
  return match ? xmlText(match[1]!) : null;
};

/** The text runs of a string item (rich text too), without phonetic runs. */
function runsText(xml: string): string {
  const clean = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const match of clean.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>|<t\b[^>]*\/>/g)) text += xmlText(match[1] ?? '');
  return text;
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  return [...xml.matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>|<si\b[^>]*\/>/g)].map((match) => runsText(match[1] ?? ''));
}

/** 'B12' → column 1 (zero-based). */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** A number cell as plain decimal text ('-2835.78'), as readNumber reads it. */
function numberText(value: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  return Math.abs(number) < 1e-6 && number !== 0 ? number.toFixed(10).replace(/0+$/, '') : String(number);
}

function cellValue(attributes: string, inner: string, strings: readonly string[]): string {
  const type = attribute(attributes, 't') ?? 'n';
  if (type === 'inlineStr') return runsText(/<is\b[^>]*>([\s\S]*?)<\/is>/.exec(inner)?.[1] ?? '');
  // A formula's <f> is never looked at: only the value Excel stored with it.
  const value = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(inner)?.[1];
  if (value === undefined) return '';
  if (type === 's') return strings[Number(value)] ?? '';
  if (type === 'n') return numberText(value);
  if (type === 'e') return '';
  return xmlText(value);
}

function sheetRows(xml: string, strings: readonly string[]): string[][] {
  const rows: string[][] = [];
  let count = 0;
  for (const row of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    count += 1;
    if (count > MAX_DATA_ROWS + 1) throw new WorkbookError('too-many-rows');
    const number = Number(attribute(row[1]!, 'r') ?? rows.length + 1);
    const index = Number.isInteger(number) && number > 0 ? number - 1 : rows.length;
    if (index > MAX_DATA_ROWS + 1) throw new WorkbookError('too-many-rows');
    const cells: string[] = [];
    if (row[2]) {
      for (const cell of row[2].matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
        const reference = attribute(cell[1]!, 'r');
        const column = reference ? columnOf(reference) : cells.length;
        if (column < 0 || column >= MAX_COLUMNS) continue;
        const value = cellValue(cell[1]!, cell[2] ?? '', strings);
        while (cells.length < column) cells.push('');
        cells[column] = value;
      }
    }
    while (rows.length < index) rows.push([]);
    rows[index] = cells;
  }
  return rows;
}

/** The workbook's sheets in their order, each with its name and rows. */
export function readWorkbook(bytes: Uint8Array): Sheet[] {
  const parts = readParts(bytes);
  const workbook = parts.get('xl/workbook.xml');
  if (!workbook) return [];
  const targets = new Map<string, string>();
  for (const match of (parts.get('xl/_rels/workbook.xml.rels') ?? '').matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    const id = attribute(match[1]!, 'Id');
    const target = attribute(match[1]!, 'Target');
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  const strings = sharedStrings(parts.get('xl/sharedStrings.xml'));
  const sheets: Sheet[] = [];
  for (const match of workbook.matchAll(/<sheet\b([^>]*)\/?>/g)) {
    const name = attribute(match[1]!, 'name') ?? '';
    const id = attribute(match[1]!, 'r:id');
    const xml = id ? parts.get(targets.get(id) ?? '') : undefined;
    if (xml !== undefined) sheets.push({ name, rows: sheetRows(xml, strings) });
  }
  return sheets;
}
