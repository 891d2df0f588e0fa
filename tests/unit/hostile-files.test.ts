// Hostile files read by the real file worker (src/browser/brokerFileWorker.ts, run in a Node worker thread as the browser
// runs them), each with a bound on time and memory that the worker is ended at: a zip bomb, a workbook of unclosed or
// far-right cells, a CSV of one line of commas. Each is answered with its problem, in Dutch on Mijn kosten and in
// English on the portfolio screens, long before the page's 10 s silence timer, and without the memory climbing.
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  MAX_FILE_CELLS,
  MAX_ROW_CELLS,
  MAX_WORKBOOK_SHEETS,
  MAX_XLSX_INFLATED_BYTES,
} from '../../src/lib/brokerFiles/shared/limits';
import { problemText } from '../../src/lib/exports/messages';
import { csvRows, csvSizeProblem } from '../../src/lib/brokerFiles/shared/csv';
import { parseWorkbookBytes } from '../../src/lib/exports/parse';
import { fileMessage } from '../../src/lib/portfolio/view';
import { readWorkbook } from '../../src/lib/brokerFiles/shared/xlsx';
import { runWorker, type WorkerBounds } from '../support/runWorker';
import { saxoTransactionsParts, saxoTransactionsWorkbook, type SaxoFields } from '../support/brokerFiles/saxo';
import { xlsxBomb, xlsxParts, zipParts } from '../support/xlsx';

/**
 * What a hostile file may cost: a few seconds of the worker's own CPU time (the fixed readers take at most about 2 s),
 * well below the page's 10 s silence limit; the memory of the file, its text and the capped 64 MB of inflated parts
 * (at most about 150 MB grown); and a clock that only stops a worker that runs away. The readers before the caps took
 * 8 to 32 s and 0.8 to 3.1 GB on these files.
 */
const BOUNDS: WorkerBounds = { cpuSeconds: 5, seconds: 30, megabytes: 400 };

/** A worker test's own time-out: building the files and starting a thread take seconds on a loaded machine. */
const WORKER_TEST_MS = 60_000;

const fileOf = (name: string, bytes: Uint8Array) => ({ name, bytes });

/** A workbook whose first sheet is `sheetXml` (the rest as Excel writes it). */
function workbookWithSheet(sheetXml: string): Uint8Array {
  return zipParts({ ...xlsxParts([{ name: 'Transacties', rows: [] }]), 'xl/worksheets/sheet1.xml': sheetXml }, 1);
}

const saxoRow = (day: number): SaxoFields => ({
  client: '1234',
  date: 45355 + (day % 300),
  type: 'Transactie',
  instrument: 'ASML Holding NV',
  isin: 'NL0010273215',
  event: 'Koop 2 @ 1.212,00 EUR',
  orderId: 500 + day,
  booked: -2426,
  rate: 1,
});

describe('a zip bomb', () => {
  const bomb = xlsxBomb(1024);

  it('is a file of about a megabyte that inflates to a gibibyte', () => {
    expect(bomb.length).toBeLessThan(1.5 * 2 ** 20);
  });

  it(
    'is answered too large (in Dutch) by the file worker for Mijn kosten within seconds, its memory bounded',
    async () => {
      const run = await runWorker('brokerFileWorker', fileOf('Transacties.xlsx', bomb), { view: 'parsed' }, BOUNDS);
      expect(run.failure).toBeNull();
      expect(run.answer).toEqual({ ok: false, problem: 'xlsx-too-large' });
      expect(problemText('xlsx-too-large')).toBe(
        `Dit Excel-bestand pakt uit tot meer dan ${MAX_XLSX_INFLATED_BYTES / 2 ** 20} MB of bevat meer dan 1.000 onderdelen. Zo groot is een rapport van Saxo niet, dus we lezen het niet.`,
      );
    },
    WORKER_TEST_MS,
  );

  it(
    'is answered too large (in English) by the file worker for the portfolio within seconds, its memory bounded',
    async () => {
      const run = await runWorker('brokerFileWorker', fileOf('Transactions.xlsx', bomb), { view: 'portfolio' }, BOUNDS);
      expect(run.failure).toBeNull();
      expect(run.answer).toEqual({
        outcome: { ok: false, problem: 'xlsx-too-large' },
        message:
          'Transactions.xlsx: the Excel file unpacks to more than 64 MB or holds more than 1,000 parts; no Saxo report is that large.',
      });
    },
    WORKER_TEST_MS,
  );
});

describe('a valid workbook read in chunks', () => {
  it('written as a stream (each part’s sizes after it, as .NET writes them) and larger than a chunk, is read whole', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => saxoRow(i));
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, data) => {
      if (error) throw error;
      chunks.push(data);
    });
    for (const [name, text] of Object.entries(saxoTransactionsParts('nl', rows))) {
      const part = new ZipDeflate(name, { level: 6 });
      zip.add(part);
      part.push(strToU8(text), true);
    }
    zip.end();
    const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    // The general-purpose flag's bit 3: sizes in a data descriptor after the data.
    expect(bytes[6]! & 8).toBe(8);
    expect(bytes.length).toBeGreaterThan(4 * 16 * 1024);
    const outcome = parseWorkbookBytes(bytes);
    expect(outcome.ok && outcome.parsed.orders.length).toBe(3000);
  });
});

describe('a workbook built to be slow to scan', () => {
  it(
    '200,000 unclosed rows are a damaged file, found in one pass',
    async () => {
      const unclosed = workbookWithSheet(`<worksheet><sheetData>${'<row>'.repeat(200_000)}</sheetData></worksheet>`);
      expect(unclosed.length).toBeLessThan(10_000);
      const run = await runWorker('brokerFileWorker', fileOf('rijen.xlsx', unclosed), { view: 'parsed' }, BOUNDS);
      expect(run.failure).toBeNull();
      expect(run.answer).toEqual({ ok: false, problem: 'damaged-xlsx' });
    },
    WORKER_TEST_MS,
  );

  it(
    '200,000 rows with one cell in column IV are too many cells, not 51 million padded ones',
    async () => {
      let rows = '';
      for (let r = 1; r <= 200_000; r += 1) rows += `<row r="${r}"><c r="IV${r}"><v>1</v></c></row>`;
      const wide = workbookWithSheet(`<worksheet><sheetData>${rows}</sheetData></worksheet>`);
      const run = await runWorker('brokerFileWorker', fileOf('breed.xlsx', wide), { view: 'parsed' }, BOUNDS);
      expect(run.failure).toBeNull();
      expect(run.answer).toEqual({ ok: false, problem: 'too-many-cells' });
      const portfolio = await runWorker('brokerFileWorker', fileOf('wide.xlsx', wide), { view: 'portfolio' }, BOUNDS);
      expect(portfolio.failure).toBeNull();
      expect(portfolio.answer).toEqual({
        outcome: { ok: false, problem: 'too-many-cells' },
        message:
          'wide.xlsx: the file has a line of more than 256 columns, or more than 10,000,000 cells in all; no broker export is that wide.',
      });
    },
    WORKER_TEST_MS,
  );

  it(
    'an unclosed attribute, string item, phonetic run or relationship ends the scan at once',
    async () => {
      const parts = xlsxParts([{ name: 'Transacties', rows: [] }]);
      const files = [
        workbookWithSheet(`<worksheet><sheetData><row ${' r="'.repeat(100_000)}/></sheetData></worksheet>`),
        zipParts({ ...parts, 'xl/sharedStrings.xml': `<sst>${'<si><t>'.repeat(100_000)}</sst>` }, 1),
        zipParts({ ...parts, 'xl/sharedStrings.xml': `<sst><si>${'<rPh><t>x</t>'.repeat(100_000)}</si></sst>` }, 1),
        zipParts({ ...parts, 'xl/_rels/workbook.xml.rels': `<Relationships>${'<Relationship '.repeat(100_000)}` }, 1),
      ];
      // Each took minutes with the regular expressions (quadratic); a fraction of a second now.
      const runs = [];
      for (const bytes of files)
        runs.push(await runWorker('brokerFileWorker', fileOf('traag.xlsx', bytes), { view: 'parsed' }, BOUNDS));
      expect(runs.map((run) => run.failure)).toEqual([null, null, null, null]);
      expect(runs.map((run) => run.answer)).toEqual([
        { ok: false, problem: 'not-saxo' },
        { ok: false, problem: 'damaged-xlsx' },
        { ok: false, problem: 'damaged-xlsx' },
        { ok: false, problem: 'damaged-xlsx' },
      ]);
      expect(problemText('damaged-xlsx')).toContain('beschadigd of onvolledig');
    },
    WORKER_TEST_MS,
  );

  it('cells without a reference follow the one before them, an empty one included', () => {
    const sheet =
      '<worksheet><sheetData><row><c t="inlineStr"><is><t>Klant-ID</t></is></c><c/><c><v>3</v></c></row></sheetData></worksheet>';
    const rows = readWorkbook(workbookWithSheet(sheet))[0]!.rows;
    expect(rows[0]![0]).toBe('Klant-ID');
    expect(rows[0]![1] ?? '').toBe('');
    expect(rows[0]![2]).toBe('3');
  });

  it('one part named by six sheets is read once, and more than the sheet cap is refused', () => {
    const rows = [saxoRow(1), saxoRow(2)];
    const once = parseWorkbookBytes(saxoTransactionsWorkbook('nl', rows));
    expect(once.ok && once.parsed.orders.length).toBe(2);
    const named = (count: number) =>
      zipParts({
        ...saxoTransactionsParts('nl', rows),
        'xl/workbook.xml': `<workbook xmlns:r="r"><sheets>${Array.from(
          { length: count },
          (_, i) => `<sheet name="Transacties ${i + 1}" sheetId="${i + 1}" r:id="rId1"/>`,
        ).join('')}</sheets></workbook>`,
      });
    const six = parseWorkbookBytes(named(6));
    expect(six.ok && six.parsed.orders.length).toBe(2);
    expect(parseWorkbookBytes(named(MAX_WORKBOOK_SHEETS + 1))).toEqual({ ok: false, problem: 'too-many-sheets' });
    expect(problemText('too-many-sheets')).toBe(
      'Dit Excel-bestand heeft meer dan 64 werkbladen. Zo veel heeft een rapport van Saxo niet, dus we lezen het niet.',
    );
    expect(fileMessage('Accounts.xlsx', { ok: false, problem: 'too-many-sheets' })).toBe(
      'Accounts.xlsx: the Excel file has more than 64 sheets; no Saxo report has that many.',
    );
  });
});

describe('a CSV built to be slow to split', () => {
  const commas = new Uint8Array(25 * 2 ** 20).fill(0x2c);

  it(
    'one 25 MB line of commas is too many cells, counted without splitting it',
    async () => {
      const run = await runWorker('brokerFileWorker', fileOf('komma.csv', commas), { view: 'summary' }, BOUNDS);
      expect(run.failure).toBeNull();
      expect(run.answer).toEqual({ ok: false, problem: 'too-many-cells' });
      expect(problemText('too-many-cells')).toBe(
        `Dit bestand heeft een regel met meer dan ${MAX_ROW_CELLS} kolommen, of meer dan 10.000.000 cellen in totaal. Zo breed is een export van een broker niet, dus we lezen het niet.`,
      );
      const portfolio = await runWorker(
        'brokerFileWorker',
        fileOf('commas.csv', commas),
        { view: 'portfolio' },
        BOUNDS,
      );
      expect(portfolio.failure).toBeNull();
      expect(portfolio.answer).toMatchObject({ outcome: { ok: false, problem: 'too-many-cells' } });
    },
    WORKER_TEST_MS,
  );

  it('counts a line’s cells and the file’s: a wide line and a file of many cells are refused, an export is not', () => {
    const line = (cells: number) => Array.from({ length: cells }, (_, i) => `c${i}`).join(',');
    expect(csvSizeProblem(`${line(MAX_ROW_CELLS)}\n${line(3)}\n`)).toBeNull();
    expect(csvSizeProblem(`${line(3)}\n${line(MAX_ROW_CELLS + 1)}\n`)).toBe('too-many-cells');
    expect(csvSizeProblem(`a;b;c\n${'1;2;3;4;5;6;7;8;9;10\n'.repeat(1000)}`)).toBeNull();
    const manyCells = `${line(200)}\n`.repeat(Math.ceil(MAX_FILE_CELLS / 200) + 1);
    expect(csvSizeProblem(manyCells)).toBe('too-many-cells');
    // Quoted separators count too (an upper bound): a quoted amount's comma is one cell more, never a refusal.
    expect(csvRows('"1,5","2,5"\n')).toEqual([['1,5', '2,5']]);
    expect(csvSizeProblem('"1,5","2,5"\n')).toBeNull();
  });
});

describe('the portfolio’s workbook path says it is still working', () => {
  it(
    'reports progress while a large workbook is read, as the CSV path does',
    async () => {
      const workbook = saxoTransactionsWorkbook(
        'nl',
        Array.from({ length: 30_000 }, (_, i) => saxoRow(i)),
      );
      const run = await runWorker(
        'brokerFileWorker',
        fileOf('Transacties.xlsx', workbook),
        { view: 'portfolio' },
        BOUNDS,
      );
      expect(run.failure).toBeNull();
      expect(run.answer).toMatchObject({ outcome: { ok: true } });
      // Once the bytes are read (all it said before), then while inflating, every 10,000 rows and after each sheet.
      expect(run.progress).toBeGreaterThanOrEqual(5);
    },
    WORKER_TEST_MS,
  );
});
