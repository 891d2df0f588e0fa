// CSV text to rows, the step every broker's CSV file shares: one line ending, the separator, size checks before
// splitting, and rows that stay one per line of the file (so a row's index is its line number).
import Papa from 'papaparse';
import { MAX_DATA_ROWS, MAX_FILE_CELLS, MAX_ROW_CELLS } from './limits.ts';
import { PROGRESS_ROWS } from './rows.ts';

/**
 * One line ending throughout: a file whose header ends in CRLF and whose rows end in LF (touched by a
 * spreadsheet, then appended to) would otherwise be split on CRLF only, and lose its rows.
 */
export function normalizeLineEndings(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/** The first line's separator: a semicolon when it has more of them than commas (outside quotes). */
export function delimiterOf(firstLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** Non-empty lines after the first, counted without parsing (normalised line endings). */
export function countDataLines(text: string): number {
  let count = 0;
  let start = text.indexOf('\n') + 1;
  if (start === 0) return 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    if (stop > start) count += 1;
    if (end === -1) break;
    start = end + 1;
  }
  return count;
}

/**
 * Why a CSV text (normalised line endings) is too large to split, found in one pass without splitting it: more than
 * MAX_DATA_ROWS data lines, a line of more than MAX_ROW_CELLS cells, or more than MAX_FILE_CELLS cells in all. Every
 * separator counts, quoted or not, so the cells are counted at most once too many. (Split, one 25 MB line of commas
 * built 25 million cells: 14 s and 1.2 GB.)
 */
export function csvSizeProblem(clean: string): 'too-many-rows' | 'too-many-cells' | null {
  if (countDataLines(clean) > MAX_DATA_ROWS) return 'too-many-rows';
  const newline = clean.indexOf('\n');
  const separator = delimiterOf(newline === -1 ? clean : clean.slice(0, newline)).charCodeAt(0);
  let cells = 1;
  let lineCells = 1;
  for (let at = 0; at < clean.length; at += 1) {
    const code = clean.charCodeAt(at);
    if (code === 10) {
      lineCells = 1;
      cells += 1;
    } else if (code === separator) {
      lineCells += 1;
      cells += 1;
      if (lineCells > MAX_ROW_CELLS) return 'too-many-cells';
    }
  }
  return cells > MAX_FILE_CELLS ? 'too-many-cells' : null;
}

/** Lines of normalised text; the final line ending ends the last line, it starts no empty one. */
function physicalLines(clean: string): string[] {
  const lines = clean.split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** How many lines physicalLines gives, counted without splitting. */
function lineCount(clean: string): number {
  let count = 1;
  for (let at = clean.indexOf('\n'); at !== -1 && at < clean.length - 1; at = clean.indexOf('\n', at + 1)) count += 1;
  return count;
}

/**
 * One line into cells. A line without quotes is split on its separator (what Papa Parse gives for it, without
 * its overhead); a line with quotes goes through Papa Parse, and a line whose quotes Papa cannot read (a stray
 * quote: 'MissingQuotes', 'InvalidQuotes') is read again with its quotes as plain characters, so it stays one row.
 */
function lineCells(line: string, delimiter: ',' | ';'): string[] {
  if (!line.includes('"')) return line.split(delimiter);
  const quoted = Papa.parse<string[]>(line, { header: false, newline: '\n', delimiter });
  if (quoted.errors.length === 0 && quoted.data.length === 1) return quoted.data[0]!;
  return line.split(delimiter);
}

/**
 * CSV text into rows, one row per line of the file; blank lines are kept so that row indexes stay line numbers.
 * Papa Parse reads the whole text; when it reports an error or returns fewer rows than the file has lines (a
 * stray quote opened a cell that ran on over the following lines), every line is read again on its own
 * (lineCells). A quote therefore never takes the lines after it along: those are read as they are, and a line
 * that still cannot be read is left out and counted by its reader like any other unreadable line.
 */
export function csvRows(text: string, progress: () => void = () => {}): string[][] {
  const clean = normalizeLineEndings(text.replace(/^\ufeff/, ''));
  const firstLine = clean.slice(0, Math.max(0, clean.indexOf('\n')) || clean.length);
  const delimiter = delimiterOf(firstLine);
  // Row by row (Papa Parse's `step`), calling `progress` every PROGRESS_ROWS rows, so a worker reading 50 MB can say
  // it is still working. Only whether Papa reported any error counts here.
  const rows: string[][] = [];
  let errors = 0;
  Papa.parse<string[]>(clean, {
    header: false,
    skipEmptyLines: false,
    newline: '\n',
    delimiter,
    step: (result) => {
      if (rows.push(result.data) % PROGRESS_ROWS === 0) progress();
      errors += result.errors.length;
    },
  });
  // The final line ending leaves one empty row behind; it is no line of the file.
  if (rows.length > 0 && rows.at(-1)!.length === 1 && rows.at(-1)![0] === '') rows.pop();
  if (errors === 0 && rows.length === lineCount(clean)) return rows;
  return physicalLines(clean).map((line) => lineCells(line, delimiter));
}
