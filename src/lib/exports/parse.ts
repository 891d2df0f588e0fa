// From the text of one file to its parsed export, or the reason it cannot be read. Pure: the browser
// adapter reads the File (and moves big files to a worker), this only sees text.
import Papa from 'papaparse';
import { parseDegiroAccount } from './degiroAccount.ts';
import { parseDegiroTransactions } from './degiroTransactions.ts';
import { detectExportFormat } from './detect.ts';
import type { Row } from './rows.ts';
import { parseTradeRepublic } from './tradeRepublic.ts';
import { parseTrading212 } from './trading212.ts';
import type { ExportFormat, ExportOutcome, ParsedExport } from './types.ts';

const READERS: Readonly<Record<ExportFormat, (header: readonly string[], rows: readonly Row[]) => ParsedExport>> = {
  'degiro-transactions': parseDegiroTransactions,
  'degiro-account': parseDegiroAccount,
  trading212: parseTrading212,
  'trade-republic': parseTradeRepublic,
};

/** CSV text into rows; blank lines are kept so that row indexes stay line numbers. */
export function csvRows(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { header: false, skipEmptyLines: false }).data;
}

export function parseExportText(text: string): ExportOutcome {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  const [header, ...rows] = csvRows(text);
  const format = header ? detectExportFormat(header) : null;
  if (!header || !format) return { ok: false, problem: 'unknown' };
  const parsed = READERS[format](header, rows);
  const readable = parsed.orders.length + parsed.money.length + parsed.otherRows;
  if (readable === 0 && parsed.skippedLines.length === 0) return { ok: false, problem: 'no-rows' };
  return { ok: true, parsed };
}
