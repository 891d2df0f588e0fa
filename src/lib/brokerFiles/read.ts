// The one front door of every broker file: the steps all formats share (an empty file, line endings, the size caps
// before any splitting, the CSV's rows, a workbook's sheets), then the registry's formats in order until one
// recognises the file, and its reader. Pure: src/browser/ reads the File and decodes its bytes.
import { brokerName } from '../../data/brokerList.ts';
import { fitText } from '../sync/portfolioRules.ts';
import type { BrokerFileFormat, Ledger, LedgerOutcome, ReadContext } from './ledger.ts';
import {
  CSV_FORMATS,
  FORMAT_BROKER,
  TEXT_FORMATS,
  WORKBOOK_FORMATS,
  type LedgerRead,
  type Recognised,
} from './registry.ts';
import type { Row } from './shared/rows.ts';
import { csvRows, csvSizeProblem, normalizeLineEndings } from './shared/csv.ts';

/** The file as the reader chose it: its name and the day it was saved (the day of prices it states without one). */
export interface ChosenFile {
  readonly name: string;
  readonly day: string;
}

function contextOf(file: ChosenFile, format: BrokerFileFormat, progress: () => void): ReadContext {
  // A name of 210 characters is shortened to what the account keeps (src/lib/sync/portfolioRules.ts); the broker is
  // named as src/data/brokerList.ts names the format's broker.
  const broker = brokerName(FORMAT_BROKER[format]);
  return { source: { file: fitText(file.name), broker }, day: file.day, progress };
}

function ledgerOf(read: LedgerRead, language: Ledger['facts']['language']): LedgerOutcome {
  const facts = language && !read.facts.language ? { ...read.facts, language } : read.facts;
  // Field by field rather than spread: a reader may build its entries only when a view asks for them (a getter),
  // and a spread would build them for every view.
  const ledger: Ledger = {
    format: read.format,
    broker: FORMAT_BROKER[read.format],
    get entries() {
      return read.entries;
    },
    orders: read.orders,
    money: read.money,
    quotes: read.quotes,
    skippedLines: read.skippedLines,
    otherRows: read.otherRows,
    tradeYears: read.tradeYears,
    facts,
  };
  return { ok: true, ledger };
}

/** Which format a CSV's header (and first rows) is of, by the registry's formats in order; never by the file's name. */
export function recogniseFile(header: readonly string[], rows: readonly Row[] = []): Recognised | null {
  for (const format of CSV_FORMATS) {
    const recognised = format.recognise(header, rows);
    if (recognised) return recognised;
  }
  return null;
}

/** One file's text (decoded) to its ledger, or why it cannot be read. */
export function readBrokerText(text: string, file: ChosenFile, progress: () => void = () => {}): LedgerOutcome {
  // A test for any visible character stops at the first; trimming would copy a file of many megabytes.
  if (!/\S/.test(text)) return { ok: false, problem: 'empty' };
  const whole = TEXT_FORMATS.find((format) => format.recognise(text));
  if (whole) return ledgerOf(whole.read(text, contextOf(file, whole.format, progress)), undefined);
  const clean = normalizeLineEndings(text);
  const tooLarge = csvSizeProblem(clean);
  if (tooLarge) return { ok: false, problem: tooLarge };
  progress();
  const [header, ...rows] = csvRows(clean, progress);
  if (!header) return { ok: false, problem: 'unknown' };
  for (const format of CSV_FORMATS) {
    const recognised = format.recognise(header, rows);
    if (!recognised) continue;
    progress();
    const read = format.read(header, rows, recognised, contextOf(file, recognised.format, progress));
    progress();
    return ledgerOf(read, recognised.language);
  }
  return { ok: false, problem: 'unknown' };
}

/** An .xlsx to its ledger: the first workbook format that finds its report in it. */
export function readBrokerWorkbook(
  bytes: Uint8Array,
  file: ChosenFile,
  progress: () => void = () => {},
): LedgerOutcome {
  let problem: Extract<LedgerOutcome, { ok: false }>['problem'] = 'unknown';
  for (const format of WORKBOOK_FORMATS) {
    const opened = format.read(bytes, contextOf(file, 'saxo-transactions', progress));
    progress();
    if (opened.ok) return ledgerOf(opened.read, undefined);
    problem = opened.problem;
  }
  return { ok: false, problem };
}
