// The one shape every broker file is read into: the ledger. A format's reader (one per format, in its broker's
// folder) reads the file once and writes down what each row means; every tool derives its figures from the ledger by
// pure functions outside the readers (derive/): Mijn kosten's orders and paid costs and box 3's figures
// (derive/costs.ts), the portfolio's records and prices (derive/portfolio.ts). This follows Portfolio Performance's
// importers: one importer per bank and document type, one model of transactions behind them.
import type { BrokerId } from '../../data/brokerList.ts';
import type {
  DegiroLayout,
  ExportLanguage,
  ExportOrder,
  ExportProblem,
  MoneyKind,
  MoneyLine,
} from '../exports/types.ts';
import type { PriceQuote } from '../portfolio/prices.ts';
import type { PortfolioRecord, RecordSource } from '../portfolio/records.ts';

/** Every file format the site reads (registry.ts lists each with its broker and its reader). */
export const BROKER_FILE_FORMATS = [
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
] as const;
export type BrokerFileFormat = (typeof BROKER_FILE_FORMATS)[number];

/** What the file says about itself, beyond its rows. */
export interface LedgerFacts {
  /** The language of the header, when the reader can tell. */
  readonly language?: ExportLanguage;
  /** Which DEGIRO Transactions layout the file has. */
  readonly layout?: DegiroLayout;
  /**
   * The calendar years and kinds of cost the file lists for every order (DEGIRO Transactions), so a statement chosen
   * with it keeps only what this file does not list.
   */
  readonly lists?: { readonly years: readonly number[]; readonly kinds: readonly MoneyKind[] };
  /** The account's base currency (IBKR, Saxo): null when the format has one but the file does not say which. */
  readonly baseCurrency?: string | null;
  /** IBKR in a language read by its column order rather than its column names. */
  readonly byColumnOrder?: boolean;
  /** Orders whose cost the file does not state and could not be derived unambiguously (Saxo). */
  readonly costUnknown?: number;
  /** Option orders (IBKR): not what the site prices, left out and named in the report. */
  readonly optionOrders?: number;
}

export interface Ledger {
  readonly format: BrokerFileFormat;
  readonly broker: BrokerId;
  /**
   * What the rows mean, in the file's order: trades (with the costs the file books with each, split by kind),
   * dividends and tax withheld, deposits, withdrawals, fees and interest, transfers and corporate actions. A reader
   * may build them only when a view first reads them (a getter: DEGIRO's Transactions, whose 200,000 rows Mijn
   * kosten prices without them); the front door keeps such a getter rather than spreading it.
   */
  readonly entries: readonly PortfolioRecord[];
  /**
   * The orders the reader placed, fills joined, as the fee model prices them (market, venue, value in euros and
   * dollars, the file's own rate, the costs it books per order). Options, warrants, conversions, assignments and
   * expiries are no such orders.
   */
  readonly orders: readonly ExportOrder[];
  /** Amounts paid or received as the file states them, by kind and year, in the currency it names. */
  readonly money: readonly MoneyLine[];
  /** Prices the file states (DEGIRO's Portfolio export, IBKR's Open Positions). */
  readonly quotes: readonly PriceQuote[];
  /** Line numbers (1 = header) of rows that could not be read and were left out. */
  readonly skippedLines: readonly number[];
  /** Rows that are readable but none of the above (deposits in a format that names no amount, notes, …). */
  readonly otherRows: number;
  /** Years in which the file lists every trade's costs (DEGIRO Transactions). */
  readonly tradeYears: readonly number[];
  readonly facts: LedgerFacts;
}

export type LedgerOutcome =
  { readonly ok: true; readonly ledger: Ledger } | { readonly ok: false; readonly problem: ExportProblem };

/** What a reader is told besides the rows. */
export interface ReadContext {
  /** The file's name (records name it) and its broker and format, as every record's source carries them. */
  readonly source: RecordSource;
  /** The day the file was saved: the date of prices the file states without one. */
  readonly day: string;
  /** Called every few thousand rows, so a worker can say it is still working. */
  readonly progress: () => void;
}
