// From an export to the portfolio's normalised records (records.ts) and prices (prices.ts): the one dispatch. A
// file is recognised as Mijn kosten recognises it (detect.ts; DEGIRO's Portfolio export by its own header, IBKR's
// Flex XML by its root element) and read by its format's reader in readers/, which reuses the cost readers'
// columns, numbers, dates and rows but keeps what the portfolio needs and they leave out (the ISIN, the sign of a
// quantity, the price, dividends per instrument, deposits, corporate actions, prices in the file). A new format is
// one more reader here; the maths does not change.
import { detectExport, type DetectedExport } from '../exports/detect.ts';
import { csvRows, csvSizeProblem, normalizeLineEndings } from '../exports/parse.ts';
import type { Row } from '../exports/rows.ts';
import type { ExportFormat } from '../exports/types.ts';
import { saxoReportSheets } from '../exports/workbook.ts';
import type { RecordSource } from './records.ts';
import { readDegiroAccount } from './readers/degiroAccount.ts';
import { isDegiroPortfolioHeader, readDegiroPortfolioQuotes } from './readers/degiroPortfolio.ts';
import { readDegiroTransactions } from './readers/degiroTransactions.ts';
import { isIbkrFlexXml, readIbkrFlex, readIbkrFlexXml } from './readers/ibkrFlex.ts';
import { readIbkrStatement } from './readers/ibkrStatement.ts';
import { readPytr } from './readers/pytr.ts';
import { readSaxo } from './readers/saxo.ts';
import { readSaxoAccount } from './readers/saxoAccount.ts';
import { readTradeRepublic } from './readers/tradeRepublic.ts';
import { readTrading212 } from './readers/trading212.ts';
import { withAcceptedRecords } from './readers/shared.ts';
import { fitText } from '../sync/portfolioRules.ts';
import {
  FORMAT_BROKERS,
  type PortfolioFile,
  type PortfolioFileOutcome,
  type PortfolioFormat,
  type ReaderResult,
} from './readers/types.ts';

export type { PortfolioFile, PortfolioFileOutcome, PortfolioFileProblem, PortfolioFormat } from './readers/types.ts';

/** The broker each format is of, as the records name it. */
const BROKERS: Readonly<Record<ExportFormat, string>> = FORMAT_BROKERS;

interface ReadInput {
  readonly header: readonly string[];
  readonly rows: readonly Row[];
  readonly detected: DetectedExport;
  readonly source: RecordSource;
  /** The day the file was saved: the date of prices the file states without one. */
  readonly day: string;
}

const READERS: Readonly<Record<ExportFormat, (input: ReadInput) => ReaderResult>> = {
  'degiro-transactions': ({ rows, detected, source }) =>
    readDegiroTransactions(rows, detected.layout ?? 'current', source),
  'degiro-account': ({ rows, source }) => readDegiroAccount(rows, source),
  trading212: ({ header, rows, source }) => readTrading212(header, rows, source),
  'trade-republic': ({ header, rows, source }) => readTradeRepublic(header, rows, source),
  pytr: ({ header, rows, source }) => readPytr(header, rows, source),
  'ibkr-activity': ({ header, rows, source, day }) => readIbkrStatement(header, rows, source, day),
  'ibkr-history': ({ header, rows, source, day }) => readIbkrStatement(header, rows, source, day),
  'ibkr-flex': ({ header, rows, source, day }) => readIbkrFlex(header, rows, source, day),
  'saxo-transactions': ({ header, rows, source }) => readSaxo(header, rows, source),
  'saxo-account': ({ header, rows, source }) => readSaxoAccount(header, rows, source),
};

/** A reader's result as the file's outcome: a file that gives nothing, and has no unreadable line, has no rows. */
function outcome(name: string, format: PortfolioFormat, given: ReaderResult): PortfolioFileOutcome {
  // Only what the account accepts is kept: a line with a number no sum survives (1 followed by 200 zeros) or a
  // negative fee is unread, as Mijn kosten skips it; a text too long is shortened.
  const read = withAcceptedRecords(given);
  const quotes = read.quotes ?? [];
  if (read.records.length === 0 && quotes.length === 0 && read.skippedLines.length === 0)
    return { ok: false, problem: 'no-rows' };
  const file: PortfolioFile = {
    name,
    format: read.format ?? format,
    records: read.records,
    quotes,
    skippedLines: read.skippedLines,
    tradeYears: read.tradeYears ?? [],
    ...(read.optionOrders ? { optionOrders: read.optionOrders } : {}),
  };
  return { ok: true, file };
}

/** A file name of 210 characters shortened to what the account keeps (src/lib/sync/portfolioRules.ts). */
const withFittedName = <T extends { readonly name: string }>(file: T): T => ({ ...file, name: fitText(file.name) });

/**
 * One file's text to what it gives the portfolio. `file.day` is the day the file was saved (the Portfolio export's
 * prices are of that day).
 */
export function readPortfolioText(
  text: string,
  given: { readonly name: string; readonly day: string },
  progress: () => void = () => {},
): PortfolioFileOutcome {
  const file = withFittedName(given);
  if (!/\S/.test(text)) return { ok: false, problem: 'empty' };
  // IBKR's Flex Query as XML, which Mijn kosten does not read (it reads the CSV).
  if (isIbkrFlexXml(text)) {
    const source: RecordSource = { file: file.name, broker: BROKERS['ibkr-flex'] };
    return outcome(file.name, 'ibkr-flex', readIbkrFlexXml(text, source, file.day));
  }
  const clean = normalizeLineEndings(text);
  const tooLarge = csvSizeProblem(clean);
  if (tooLarge) return { ok: false, problem: tooLarge };
  progress();
  const [header, ...rows] = csvRows(clean, progress);
  if (!header) return { ok: false, problem: 'unknown' };
  if (isDegiroPortfolioHeader(header))
    return outcome(file.name, 'degiro-portfolio', readDegiroPortfolioQuotes(rows, file.day));
  const detected = detectExport(header, rows);
  if (!detected) return { ok: false, problem: 'unknown' };
  progress();
  const source: RecordSource = { file: file.name, broker: BROKERS[detected.format] };
  const read = READERS[detected.format]({ header, rows, detected, source, day: file.day });
  return outcome(file.name, detected.format, read);
}

/**
 * An .xlsx: Saxo's Transactions report, every account sheet of it read together, or its account statement. `progress` is called while the
 * workbook is read, as readPortfolioText calls it.
 */
export function readPortfolioWorkbook(
  bytes: Uint8Array,
  given: { readonly name: string; readonly day: string },
  progress: () => void = () => {},
): PortfolioFileOutcome {
  const file = withFittedName(given);
  const opened = saxoReportSheets(bytes, progress);
  progress();
  if (!opened.ok) return opened;
  const format = opened.reports[0]?.kind === 'account' ? 'saxo-account' : 'saxo-transactions';
  const source: RecordSource = { file: file.name, broker: BROKERS[format] };
  const read = format === 'saxo-account' ? readSaxoAccount : readSaxo;
  const parts = opened.reports.map(({ header, rows, offset }) => read(header, rows, source, offset));
  return outcome(file.name, format, {
    records: parts.flatMap((part) => part.records),
    skippedLines: parts.flatMap((part) => part.skippedLines),
  });
}
