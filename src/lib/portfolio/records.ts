// The one shape the portfolio maths reads: a normalised transaction record, whatever broker or file it came
// from. Each export format gets a reader that turns its rows into these (src/lib/portfolio/readers/, one dispatch
// in fromExports.ts); adding a format therefore needs no change to the maths (holdings.ts, income.ts, returns.ts,
// build.ts).

import type { PortfolioFormat } from './readers/types.ts';

/** Every kind of record, for the type and for the checks of a stored or received copy (stored.ts, the API schema). */
export const RECORD_KINDS = [
  'buy',
  'sell',
  'dividend',
  'withholding',
  'fee',
  'deposit',
  'withdrawal',
  'split',
  'isin-change',
  'transfer',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** What a fee record is for (the same kinds Mijn kosten counts, plus taxes on trades and whatever else). */
export type FeeKind = 'transaction' | 'conversion' | 'connectivity' | 'transaction-tax' | 'other';

export interface RecordSource {
  /** The file's name as the reader chose it. */
  readonly file: string;
  /** The broker's name ('DEGIRO'). */
  readonly broker: string;
  /**
   * The kind of file the record was read from, as the account's copy carries it (accountCopy.ts), so a device that
   * did not read the file still combines it by its own kind (combine.ts). Absent on a device's own records (its file
   * names the kind) and in copies made before the account kept it.
   */
  readonly format?: PortfolioFormat;
}

export interface PortfolioRecord {
  /** Unique within one import (file and line), so a record can be named in a message. */
  readonly id: string;
  /** ISO day YYYY-MM-DD. */
  readonly date: string;
  /** The instrument's ISIN; null for cash lines (deposits, withdrawals, account fees) and where the file names none. */
  readonly isin: string | null;
  /** The instrument's name as the file writes it ('' for cash lines). */
  readonly name: string;
  readonly kind: RecordKind;
  /**
   * Shares, always ≥ 0, for buy and sell; for a transfer the shares moved in (> 0) or out (< 0); for a split the
   * factor new shares per old share (a 3-for-1 split is 3, a 1-for-10 reverse split 0.1); otherwise 0.
   */
  readonly quantity: number;
  /** Price per share in `currency` (buy, sell, transfer where known), else null. */
  readonly price: number | null;
  /** Currency of `price` and of `amount`. */
  readonly currency: string;
  /**
   * The money amount in `currency`: the trade's value (without fees), the dividend received before tax, the tax
   * withheld, the fee, the deposit or withdrawal; ≥ 0, except a refund or reversal the file books against the kind
   * (a refunded fee is a negative fee), which lowers the sums it is in. 0 for a split or an ISIN change.
   */
  readonly amount: number;
  /** `amount` in euros when the file states it or `fxRate` converts it; null when it cannot be known. */
  readonly amountEur: number | null;
  /** Fees the file books with this trade, in euros, ≥ 0 (0 when none, or for non-trades). */
  readonly feeEur: number;
  /** Units of `currency` per euro that the file used for this line, when it gives one. */
  readonly fxRate: number | null;
  /** How a trade's `feeEur` divides into kinds, when the file says (DEGIRO: transaction costs and AutoFX). */
  readonly feeParts?: Readonly<Partial<Record<FeeKind, number>>>;
  /** What a fee record is for (kind 'fee'). */
  readonly feeKind?: FeeKind;
  /** The new ISIN (kind 'isin-change'). */
  readonly newIsin?: string;
  readonly source: RecordSource;
}

/** A record's euro amount: the file's, else converted with its own rate, else null (never guessed). */
export function euroAmount(
  record: Pick<PortfolioRecord, 'amount' | 'amountEur' | 'currency' | 'fxRate'>,
): number | null {
  if (record.amountEur !== null) return record.amountEur;
  if (record.currency === 'EUR') return record.amount;
  return record.fxRate !== null && record.fxRate > 0 ? record.amount / record.fxRate : null;
}

/** The key an instrument is kept under: its ISIN, or its name where the file names no ISIN. */
export function instrumentKey(record: Pick<PortfolioRecord, 'isin' | 'name'>): string {
  return record.isin ?? `name:${record.name}`;
}

/** Records in date order; records of one day keep the order the files gave them (a stable sort). */
export function inDateOrder(records: readonly PortfolioRecord[]): PortfolioRecord[] {
  return [...records].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
