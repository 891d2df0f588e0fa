// What one export gives the portfolio, whatever its format: the records (records.ts, the maths' one contract), the
// prices it states and the lines it could not read. Each format's reader in this folder fills it; fromExports.ts
// picks the reader.
import type { ExportProblem } from '../../exports/types.ts';
import type { PriceQuote } from '../prices.ts';
import type { PortfolioRecord } from '../records.ts';

export type PortfolioFormat =
  | 'degiro-transactions'
  | 'degiro-account'
  | 'degiro-portfolio'
  | 'trading212'
  | 'trade-republic'
  | 'pytr'
  | 'ibkr-activity'
  | 'ibkr-history'
  | 'ibkr-flex'
  | 'saxo-transactions'
  | 'saxo-account';

export const PORTFOLIO_FORMATS = [
  'degiro-transactions',
  'degiro-account',
  'degiro-portfolio',
  'trading212',
  'trade-republic',
  'pytr',
  'ibkr-activity',
  'ibkr-history',
  'ibkr-flex',
  'saxo-transactions',
  'saxo-account',
] as const satisfies readonly PortfolioFormat[];

/** What one file gives the portfolio. */
export interface PortfolioFile {
  readonly name: string;
  readonly format: PortfolioFormat;
  readonly records: readonly PortfolioRecord[];
  readonly quotes: readonly PriceQuote[];
  /** Lines that could not be read and were left out. */
  readonly skippedLines: readonly number[];
  /** Years in which this file lists every trade's costs (DEGIRO Transactions). */
  readonly tradeYears: readonly number[];
  /** Option orders the file holds, left out of the portfolio (IBKR). */
  readonly optionOrders?: number;
}

export type PortfolioFileProblem = ExportProblem;

export type PortfolioFileOutcome =
  { readonly ok: true; readonly file: PortfolioFile } | { readonly ok: false; readonly problem: PortfolioFileProblem };

/** What a reader gives; the dispatch adds the file's name and format. */
export interface ReaderResult {
  readonly records: PortfolioRecord[];
  readonly quotes?: PriceQuote[];
  readonly skippedLines: number[];
  readonly tradeYears?: number[];
  /** The format, where one reader reads two (IBKR's Activity Statement and Transaction History). */
  readonly format?: PortfolioFormat;
  /** Option orders left out (IBKR). */
  readonly optionOrders?: number;
}
