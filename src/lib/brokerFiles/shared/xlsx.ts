// The cells of an .xlsx workbook as text, for Saxo's reports. An .xlsx is a zip archive of XML parts;
// fflate (small, no dependencies, maintained; ^0.8.3, the release that fixed the denial-of-service advisory on
// unzipping crafted archives that earlier versions have) inflates the parts, and the few
// XML shapes needed here (the sheet list, shared strings, rows of cells) are read with this file's own
// small scanner. A full spreadsheet library was not used: the npm `xlsx` package is an old release with
// published advisories (prototype pollution, ReDoS), and the maintained ones are several times the size
// for features a reader's file must never trigger. Here formulas are never evaluated (a formula cell
// gives the value Excel stored with it), external links and every other part are never read, the
// archive is inflated in small chunks that stop at a cap on its entries and its inflated size, and the
// XML is scanned in one linear pass with caps on sheets, rows and cells (src/lib/brokerFiles/shared/limits.ts), so
// a zip bomb or a sheet built to be slow ends in a clear message instead of a hung tab.
import { Unzip, UnzipInflate } from 'fflate';
import {
  MAX_DATA_ROWS,
  MAX_FILE_CELLS,
  MAX_ROW_CELLS,
  MAX_WORKBOOK_ROWS,
  MAX_WORKBOOK_SHEETS,
  MAX_XLSX_ENTRIES,
  MAX_XLSX_INFLATED_BYTES,
} from './limits.ts';
import { PROGRESS_ROWS } from './rows.ts';

export type WorkbookProblem =
  'damaged-xlsx' | 'xlsx-too-large' | 'too-many-rows' | 'too-many-cells' | 'too-many-sheets';

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

/** Compressed bytes handed to the unzipper at a time: a 16 KB chunk inflates to at most about 16 MB (deflate's
 * largest ratio is about 1,032), so the inflated-size cap is checked before a bomb's gigabytes exist. Handed over in
 * one call, the whole archive is inflated before the first check. */
const ZIP_CHUNK_BYTES = 16 * 1024;
/** Inflated bytes between two calls of `progress` (a worker tells the page it is still working). */
const PROGRESS_BYTES = 4 * 1024 * 1024;

/** The parts this reader needs, inflated in chunks with the caps applied. */
function readParts(bytes: Uint8Array, progress: () => void): Map<string, string> {
  if (!isZip(bytes) || !hasEndRecord(bytes)) throw new WorkbookError('damaged-xlsx');
  const parts = new Map<string, string>();
  const decoder = new TextDecoder('utf-8');
  let inflated = 0;
  let reported = 0;
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
    // A part named twice in the archive is read once.
    if (!WANTED.test(file.name) || parts.has(file.name)) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, data, final) => {
      if (error) throw state.stopped ?? new WorkbookError('damaged-xlsx');
      inflated += data.length;
      if (inflated > MAX_XLSX_INFLATED_BYTES) stop('xlsx-too-large');
      if (inflated - reported >= PROGRESS_BYTES) {
        reported = inflated;
        progress();
      }
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
    for (let at = 0; at < bytes.length; at += ZIP_CHUNK_BYTES) {
      const end = Math.min(bytes.length, at + ZIP_CHUNK_BYTES);
      unzip.push(bytes.subarray(at, end), end === bytes.length);
      if (state.stopped) throw state.stopped;
    }
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

/**
 * A part's XML with a linear search: `indexOf(needle, from)` remembers each needle's last answer, and the scans of a
 * part move forward, so each stretch of the part is searched once per needle. (A regular expression such as
 * `<row\b[^>]*>([\s\S]*?)<\/row>` rescans the rest of the part for every unclosed tag: 100,000 of them in a 1.5 KB
 * workbook took 8 s.)
 */
class Scan {
  readonly xml: string;
  private readonly last = new Map<string, { readonly from: number; readonly at: number }>();
  constructor(xml: string) {
    this.xml = xml;
  }
  indexOf(needle: string, from: number): number {
    const last = this.last.get(needle);
    if (last && last.from <= from && (last.at === -1 || last.at >= from)) return last.at;
    const at = this.xml.indexOf(needle, from);
    this.last.set(needle, { from, at });
    return at;
  }
}

/** One element: its attributes' text and where its content starts and ends (empty for `<x/>`). */
interface Element {
  readonly attributes: string;
  readonly start: number;
  readonly end: number;
}

const NAME_ENDS = new Set([' ', '\t', '\r', '\n', '/', '>']);

/**
 * The `name` elements between `from` and `to`, in order (elements of one name never nest in these parts). An element
 * that is never closed makes the part damaged: Excel and Saxo close every one.
 */
function* elements(scan: Scan, name: string, from = 0, to = scan.xml.length): Generator<Element> {
  const { xml } = scan;
  const open = `<${name}`;
  const close = `</${name}>`;
  let at = from;
  for (;;) {
    const tag = scan.indexOf(open, at);
    if (tag === -1 || tag >= to) return;
    const after = tag + open.length;
    if (!NAME_ENDS.has(xml[after] ?? '')) {
      at = after;
      continue;
    }
    const tagEnd = scan.indexOf('>', after);
    if (tagEnd === -1 || tagEnd >= to) throw new WorkbookError('damaged-xlsx');
    if (xml[tagEnd - 1] === '/') {
      yield { attributes: xml.slice(after, tagEnd - 1), start: tagEnd + 1, end: tagEnd + 1 };
      at = tagEnd + 1;
      continue;
    }
    const end = scan.indexOf(close, tagEnd + 1);
    if (end === -1 || end + close.length > to) throw new WorkbookError('damaged-xlsx');
    yield { attributes: xml.slice(after, tagEnd), start: tagEnd + 1, end };
    at = end + close.length;
  }
}

/** The first `name` element between `from` and `to`, or null. */
function firstElement(scan: Scan, name: string, from: number, to: number): Element | null {
  for (const element of elements(scan, name, from, to)) return element;
  return null;
}

/** An attribute's decoded value (`name="…"`), searched with indexOf: a tag is a reader's text too. */
function attribute(attributes: string, name: string): string | null {
  const needle = `${name}="`;
  for (let at = attributes.indexOf(needle); at !== -1; at = attributes.indexOf(needle, at + 1)) {
    if (at > 0 && !/\s/.test(attributes[at - 1]!)) continue;
    const start = at + needle.length;
    const end = attributes.indexOf('"', start);
    return end === -1 ? null : xmlText(attributes.slice(start, end));
  }
  return null;
}

/** The text runs of a string item between `from` and `to` (rich text too), without phonetic runs (`<rPh>`). */
function runsText(scan: Scan, from: number, to: number): string {
  const phonetic = [...elements(scan, 'rPh', from, to)];
  let text = '';
  let skip = 0;
  for (const run of elements(scan, 't', from, to)) {
    while (skip < phonetic.length && phonetic[skip]!.end < run.start) skip += 1;
    const inPhonetic = skip < phonetic.length && phonetic[skip]!.start <= run.start;
    if (!inPhonetic) text += xmlText(scan.xml.slice(run.start, run.end));
  }
  return text;
}

function sharedStrings(xml: string | undefined, budget: CellBudget): string[] {
  if (!xml) return [];
  const scan = new Scan(xml);
  const strings: string[] = [];
  for (const item of elements(scan, 'si')) {
    budget.take(1);
    strings.push(runsText(scan, item.start, item.end));
  }
  return strings;
}

/** 'B12' → column 1 (zero-based). */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    if (column > MAX_ROW_CELLS) break;
  }
  return column - 1;
}

/** A number cell as plain decimal text ('-2835.78'), as readNumber reads it. */
function numberText(value: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  return Math.abs(number) < 1e-6 && number !== 0 ? number.toFixed(10).replace(/0+$/, '') : String(number);
}

function cellValue(scan: Scan, cell: Element, strings: readonly string[]): string {
  const type = attribute(cell.attributes, 't') ?? 'n';
  if (type === 'inlineStr') {
    const inline = firstElement(scan, 'is', cell.start, cell.end);
    return inline ? runsText(scan, inline.start, inline.end) : '';
  }
  // A formula's <f> is never looked at: only the value Excel stored with it.
  const stored = firstElement(scan, 'v', cell.start, cell.end);
  if (!stored) return '';
  const value = scan.xml.slice(stored.start, stored.end);
  if (type === 's') return strings[Number(value)] ?? '';
  if (type === 'n') return numberText(value);
  if (type === 'e') return '';
  return xmlText(value);
}

/**
 * The cells and rows one workbook may build: rows are dense (a cell in column IV makes a row of 256), so a sheet of
 * 200,000 rows with one far cell each would build 51 million cells (20 s, 769 MB). Counted over the whole file, the
 * shared strings and the empty rows before a row included.
 */
class CellBudget {
  private cells = 0;
  private rows = 0;
  take(cells: number): void {
    this.cells += cells;
    if (this.cells > MAX_FILE_CELLS) throw new WorkbookError('too-many-cells');
  }
  takeRows(rows: number): void {
    this.rows += rows;
    if (this.rows > MAX_WORKBOOK_ROWS) throw new WorkbookError('too-many-rows');
    this.take(rows);
  }
}

function sheetRows(xml: string, strings: readonly string[], budget: CellBudget, progress: () => void): string[][] {
  const scan = new Scan(xml);
  const rows: string[][] = [];
  let count = 0;
  for (const row of elements(scan, 'row')) {
    count += 1;
    if (count > MAX_DATA_ROWS + 1) throw new WorkbookError('too-many-rows');
    if (count % PROGRESS_ROWS === 0) progress();
    const number = Number(attribute(row.attributes, 'r') ?? rows.length + 1);
    const index = Number.isInteger(number) && number > 0 ? number - 1 : rows.length;
    if (index > MAX_DATA_ROWS + 1) throw new WorkbookError('too-many-rows');
    const cells: string[] = [];
    // A cell without a reference stands after the one before it.
    let next = 0;
    for (const cell of elements(scan, 'c', row.start, row.end)) {
      const reference = attribute(cell.attributes, 'r');
      const column = reference ? columnOf(reference) : next;
      next = Math.max(next, column + 1);
      // Columns past IV are never a report's; an empty cell (a formatted one) makes no row longer.
      if (column < 0 || column >= MAX_ROW_CELLS) continue;
      const value = cellValue(scan, cell, strings);
      if (value === '') continue;
      if (column >= cells.length) {
        budget.take(column + 1 - cells.length);
        while (cells.length < column) cells.push('');
      }
      cells[column] = value;
    }
    if (index >= rows.length) budget.takeRows(index + 1 - rows.length);
    while (rows.length < index) rows.push([]);
    rows[index] = cells;
  }
  return rows;
}

/**
 * The workbook's sheets in their order, each with its name and rows. A part named by several `<sheet>` entries is read
 * once (the first); more than MAX_WORKBOOK_SHEETS sheets is no report. `progress` is called while inflating and every
 * PROGRESS_ROWS rows.
 */
export function readWorkbook(bytes: Uint8Array, progress: () => void = () => {}): Sheet[] {
  const parts = readParts(bytes, progress);
  const workbook = parts.get('xl/workbook.xml');
  if (!workbook) return [];
  const targets = new Map<string, string>();
  const relations = new Scan(parts.get('xl/_rels/workbook.xml.rels') ?? '');
  for (const relation of elements(relations, 'Relationship')) {
    const id = attribute(relation.attributes, 'Id');
    const target = attribute(relation.attributes, 'Target');
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  const budget = new CellBudget();
  const strings = sharedStrings(parts.get('xl/sharedStrings.xml'), budget);
  progress();
  const sheets: Sheet[] = [];
  const read = new Set<string>();
  let entries = 0;
  for (const sheet of elements(new Scan(workbook), 'sheet')) {
    entries += 1;
    if (entries > MAX_WORKBOOK_SHEETS) throw new WorkbookError('too-many-sheets');
    const name = attribute(sheet.attributes, 'name') ?? '';
    const id = attribute(sheet.attributes, 'r:id');
    const target = id ? targets.get(id) : undefined;
    const xml = target === undefined || read.has(target) ? undefined : parts.get(target);
    if (xml === undefined) continue;
    read.add(target!);
    sheets.push({ name, rows: sheetRows(xml, strings, budget, progress) });
    progress();
  }
  return sheets;
}
