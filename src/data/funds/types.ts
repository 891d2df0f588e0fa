// The shape of the fund list (./index.ts): per fund its figures, each with its source and dates beside it, as a
// tariff component carries them (src/data/providers/types.ts). Data only; the arithmetic is in src/lib/funds/.
import type { BrokerId } from '../brokerList.ts';
import type { FeeSource } from '../providers/types.ts';

/** A dated reading by a third party (an analysis site, a blog), not the fund issuer's own document. */
export interface ThirdPartyReading {
  /** Who made it ('indexfondsenvergelijken.nl (niet meer actief)'). */
  readonly name: string;
  /** ISO date of the reading (the analysis's last update). */
  readonly date: string;
}

/** Another source's reading of the same figure that disagrees with it: the costlier counts, both are shown. */
export interface FundReading {
  readonly value: number;
  readonly source: FeeSource;
  readonly checked: string;
  readonly validFrom: string;
  readonly thirdParty?: ThirdPartyReading;
  /** Where and how it was read, in Dutch. */
  readonly note: string;
}

/** One figure with where it comes from: its source, when we read it and the date it holds from. */
export interface FundFigure<T> {
  readonly value: T;
  readonly source: FeeSource;
  /** ISO date the figure was last checked against the source. */
  readonly checked: string;
  /** ISO date from which the figure holds (the document's date, or the reading's when none is given). */
  readonly validFrom: string;
  /** False when we could not read the figure in the issuer's own current document: the pages say 'niet bevestigd'. */
  readonly confirmed: boolean;
  /** Set when the figure is a third party's reading, shown as such with its date. */
  readonly thirdParty?: ThirdPartyReading;
  /** A Dutch remark shown with the figure. */
  readonly note?: string;
  /** Other sources' readings that disagree (a number figure only): the model counts the costliest. */
  readonly readings?: readonly FundReading[];
}

/**
 * How the fund is taxed where it is domiciled, as far as dividend leakage goes: a Dutch fiscale beleggingsinstelling,
 * a Dutch tax-transparent fonds voor gemene rekening, or a foreign fund without either status.
 */
export type FiscalStatus = 'fbi' | 'fgr-transparant' | 'buitenlands';

export interface Fund {
  readonly isin: string;
  readonly name: string;
  readonly issuer: string;
  /** An exchange-traded fund, or an index fund bought from its house or a bank. */
  readonly kind: 'etf' | 'indexfonds';
  /** true = uitkerend, false = herbeleggend. */
  readonly distributing: boolean;
  /** The index the fund follows (its dividend yield is the index's for an accumulating class). */
  readonly index: string;
  readonly fiscalStatus: FundFigure<FiscalStatus>;
  /** Ongoing charges (TER/OCF) in percent a year. */
  readonly ter: FundFigure<number>;
  /** The fund's own transaction costs in percent a year (its KID); null: onbekend. */
  readonly transactionCosts: FundFigure<number> | null;
  /**
   * The trailing twelve-month dividend yield of what the fund holds, in percent: its index's or its distributing
   * class's, never 0 for an accumulating class. null: onbekend.
   */
  readonly dividendYield: FundFigure<number> | null;
  /** The share of the dividend lost to tax the fund cannot reclaim, in percent of the dividend; null: onbekend. */
  readonly dividendLeakage: FundFigure<number> | null;
  /** Securities lending as the fund reports it (Dutch text), where it reports it. */
  readonly securitiesLending?: FundFigure<string>;
  /** The provider whose own fund this is (its results count this fund instead of the reader's ETF). */
  readonly ownFundOf?: BrokerId;
}

/** A change to a fund figure or a correction of our own data, for the change log and /fondsen.json. */
export interface FundChange {
  readonly isin: string;
  /** ISO date of the change (or of our correction). */
  readonly date: string;
  /** Which figure: 'ter', 'transactionCosts', 'dividendYield', 'dividendLeakage', 'fiscalStatus'. */
  readonly figure: string;
  /** 'change' by the issuer, or our own 'correction'. */
  readonly kind: 'change' | 'correction';
  readonly old: string;
  readonly new: string;
  readonly source: FeeSource;
}
