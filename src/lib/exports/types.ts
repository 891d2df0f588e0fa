// The shapes every broker export is read into, whatever the broker: orders to price with the fee
// model, and the money lines (fees, dividends) the reader actually paid or received.

import type { LedgerFacts } from '../brokerFiles/ledger.ts';
import type { MarketId } from '../../data/providers/types.ts';

export type ExportFormat =
  | 'degiro-transactions'
  | 'degiro-account'
  | 'trading212'
  | 'trade-republic'
  | 'pytr'
  | 'ibkr-activity'
  | 'ibkr-flex'
  | 'ibkr-history'
  | 'saxo-transactions'
  | 'saxo-account';

/** The languages whose headers and words the readers know (DEGIRO writes the account's language). */
export type ExportLanguage = 'nl' | 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'pl' | 'ru';

/** DEGIRO's three Transactions layouts: 2020 (18 columns), the 19-column one, the current one. */
export type DegiroLayout = '2020' | 'old' | 'current';

/** Where an order was executed, as far as the fee model can price it. */
export type Market = 'euronext' | 'us' | 'other';

export interface ExportOrder {
  readonly id: string;
  /** ISO day (YYYY-MM-DD) of the first fill. */
  readonly date: string;
  readonly product: string;
  readonly market: Market;
  /** Human name of the venue or price currency, used to name orders that are not compared. */
  readonly venue: string;
  /** Shares over all fills (absolute: buys and sells alike). */
  readonly shares: number;
  /** Order value in euro (absolute). */
  readonly valueEur: number;
  /** Order value in dollars for US orders (absolute), else 0. */
  readonly valueUsd: number;
  /** The order's own exchange rate in dollars per euro, when the file gives one. */
  readonly usdPerEur: number | null;
  /**
   * The US exchange code the file names ('NSY', 'NDQ'), or null when it names none. DEGIRO's
   * connectivity fee is charged per US exchange; older saved results lack the field (no exchange).
   */
  readonly exchange?: string | null;
  /**
   * The fee model's market of the exchange, when the reader knows it (DEGIRO's exchange codes); null
   * for an exchange the model does not price. Missing: derived from `market`.
   */
  readonly marketId?: MarketId | null;
  /**
   * The fees the file records for this order in euros (transaction costs and AutoFX), when it records
   * them per order (DEGIRO Transactions); the like-for-like comparison sets the model beside it.
   */
  readonly paidEur?: number;
  /** The paid figure holds a dollar cost converted at the site's reference rate (the file gives the order no rate). */
  readonly paidAtReferenceRate?: boolean;
  /**
   * The cost the file cannot show per order, left out of both sides of the comparison: 'fx' when the
   * file states no currency conversion per order (DEGIRO's older layouts, IBKR's and Saxo's separate
   * conversions), so the model leaves its conversion cost out too.
   */
  readonly paidLeavesOut?: 'fx';
  /** A savings-plan purchase (Trade Republic's Sparplan): priced as the broker's savings plan, not as an order. */
  readonly savingsPlan?: boolean;
}

/**
 * 'transaction-tax' is a tax on buying shares (UK stamp duty, French financial transaction tax): paid,
 * but no broker cost.
 */
export type MoneyKind = 'transaction' | 'conversion' | 'connectivity' | 'dividend' | 'dividend-tax' | 'transaction-tax';

/**
 * One amount from the file. Fees and dividend tax are positive when paid (a refund is negative);
 * dividends are positive when received.
 */
export interface MoneyLine {
  readonly year: number;
  readonly kind: MoneyKind;
  readonly amount: number;
  /** ISO currency code of `amount` as the file states it. */
  readonly currency: string;
}

/** What the cost tools read of a file: the ledger's orders and money lines, with what the file says of itself. */
export interface ParsedExport extends LedgerFacts {
  readonly format: ExportFormat;
  readonly orders: readonly ExportOrder[];
  readonly money: readonly MoneyLine[];
  /** Line numbers (1 = header) of rows that could not be read and were left out. */
  readonly skippedLines: readonly number[];
  /** Rows that are readable but no order (deposits, corporate actions, interest, …). */
  readonly otherRows: number;
}

export type ExportProblem =
  | 'empty'
  | 'too-large'
  | 'too-many-rows'
  | 'unknown'
  | 'no-rows'
  | 'unreadable'
  /** An .xlsx that is a workbook but no Saxo report. */
  | 'not-saxo'
  /** An .xlsx (zip) that is cut off or damaged. */
  | 'damaged-xlsx'
  /** An .xlsx whose contents inflate past the cap, or hold too many entries (a zip bomb). */
  | 'xlsx-too-large'
  /** A row with more than MAX_ROW_CELLS cells, or a file of more than MAX_FILE_CELLS (src/lib/brokerFiles/shared/limits.ts). */
  | 'too-many-cells'
  /** An .xlsx with more than MAX_WORKBOOK_SHEETS sheets. */
  | 'too-many-sheets'
  /** A list of holdings and their prices only (DEGIRO's Portfolio export): no order and no cost for the cost tools. */
  | 'positions-only';

export type ExportOutcome =
  { readonly ok: true; readonly parsed: ParsedExport } | { readonly ok: false; readonly problem: ExportProblem };
