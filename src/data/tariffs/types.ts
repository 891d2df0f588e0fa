// The shape of the fee model: a small fee algebra as typed data. A fee is a node of one of a few
// kinds (a flat amount, a percentage with a minimum and a maximum, tiers of percentages, a base plus a
// percentage, a sum of parts, or 'not offered'); src/lib/costs/algebra.ts computes and describes every
// kind from the same node, so a bank's tiered service fee or a tariff change is data, never new code.
// Every component of a tariff carries its source, the date it was checked and the dates it holds.

import type { BrokerId } from '../brokerList.ts';

/** The exchanges readers' exports show, as the model prices them. */
export const MARKET_IDS = [
  'euronext-amsterdam',
  'euronext-brussels',
  'euronext-paris',
  'euronext-milan',
  'euronext-lisbon',
  'xetra',
  'tradegate',
  'lse',
  'six',
  'nordics',
  'warsaw',
  'us',
] as const;

export type MarketId = (typeof MARKET_IDS)[number];

/** The currency an order on a market is settled in (a non-euro market costs currency conversion). */
export type MarketCurrency = 'EUR' | 'USD' | 'GBP' | 'CHF' | 'SEK' | 'PLN';

/** Amounts of a node are in euros unless the node says dollars (a US tariff in dollars). */
export type FeeCurrency = 'EUR' | 'USD';

interface Bounds {
  /** At least this amount (in the node's currency). */
  readonly min?: number;
  /** At most this amount (in the node's currency). */
  readonly max?: number;
}

/** A fixed amount, whatever the value. */
export interface FlatFee {
  readonly kind: 'flat';
  readonly amount: number;
  readonly currency?: FeeCurrency;
}

/** A percentage of the value (0.08 means 0.08%), with an optional minimum and maximum. */
export interface PercentageFee extends Bounds {
  readonly kind: 'percentage';
  readonly percent: number;
  readonly currency?: FeeCurrency;
}

/** A price per share, with an optional minimum and at most a percentage of the value. */
export interface PerShareFee {
  readonly kind: 'per-share';
  readonly perShare: number;
  readonly min?: number;
  /** The fee never exceeds this percentage of the value (it wins over the minimum). */
  readonly maxPercent?: number;
  readonly currency?: FeeCurrency;
}

/** One tier: the percentage charged on the part of the value up to `upTo` euros (null: everything above). */
export interface FeeTier {
  readonly upTo: number | null;
  readonly percent: number;
}

/**
 * Tiers of percentages, each on the slice of the value inside it (as banks charge service fees), with
 * an optional minimum and maximum on the whole. Tiers are listed from low to high; the last has no limit.
 */
export interface TieredFee extends Bounds {
  readonly kind: 'tiered';
  readonly tiers: readonly FeeTier[];
}

/** A base amount plus a percentage, the minimum and maximum on the whole (Saxo's former service fee). */
export interface BasePlusPercentageFee extends Bounds {
  readonly kind: 'base-plus-percentage';
  readonly base: number;
  readonly percent: number;
}

/** Parts charged together, each with its label ('€ 2,00 commissie + € 1,00 handling'). */
export interface SumFee {
  readonly kind: 'sum';
  readonly parts: readonly {
    readonly label: 'commission' | 'handling' | 'exchange' | 'clearing' | 'regulatory';
    readonly fee: FeeNode;
  }[];
}

/** The broker does not offer this (a market, a savings plan): 'niet beschikbaar', never € 0. */
export interface NotOffered {
  readonly kind: 'not-offered';
}

export type FeeNode = FlatFee | PercentageFee | PerShareFee | TieredFee | BasePlusPercentageFee | SumFee | NotOffered;

export type FeeKind = FeeNode['kind'];

/** The broker's own page or PDF (https), or the regulator's, that a figure comes from. */
export interface FeeSource {
  readonly title: string;
  readonly url: string;
}

/** What an order buys: an ETF (a tracker) or a share. A component without `assets` prices both alike. */
export type AssetKind = 'etf' | 'share';

/**
 * Another source's reading of the same figure, which disagrees with the component's own (Saxo's minimums): the model
 * prices the reading that costs the reader more, and the pages show every reading with its source and date.
 */
export interface ConflictingReading {
  readonly fee: FeeNode;
  readonly source: FeeSource;
  /** ISO date the reading was made. */
  readonly checked: string;
  /** Where and how it was read, in Dutch. */
  readonly note: string;
  readonly confirmed?: false;
}

/** What every component carries besides its fee. */
interface ComponentMeta {
  /**
   * The component's key within its plan ('order-eu', 'service'). A tariff change is a second component
   * with the same key: the old one gets `validUntil`, the new one `validFrom`; both stay in the data.
   */
  readonly key: string;
  readonly source: FeeSource;
  /** ISO date the figures were last checked against the source. */
  readonly checked: string;
  /** ISO date from which the figures hold. */
  readonly validFrom: string;
  /**
   * The date the figures took effect was not found: `validFrom` is then the date of the source read (a copy's date,
   * or the day we read the page), the first day they are known to hold. The pages say so beside the date.
   */
  readonly validFromSeen?: true;
  /** ISO date of the last day the figures held (a superseded component). */
  readonly validUntil?: string;
  /**
   * False when the figure could not be confirmed for Dutch clients (only an older or non-Dutch source
   * was found). Still used in the totals; the pages say 'niet bevestigd voor Nederland, bron: …'.
   */
  readonly confirmed?: false;
  /** A Dutch remark shown with the component ('kernselectie: alleen handling fee'). */
  readonly note?: string;
  /** Other sources' readings of the same figure that disagree with this one: the costliest counts. */
  readonly readings?: readonly ConflictingReading[];
}

/**
 * The fee of one order on the listed markets, on the order's value. Of the components for a market, the most specific
 * that applies prices an order: one for the provider's selection the reader's ETF is in, before one for orders from a
 * minimum value, before one for ETFs or shares only, before one for both.
 */
export interface OrderComponent extends ComponentMeta {
  readonly part: 'order';
  readonly markets: readonly MarketId[];
  readonly fee: FeeNode;
  /** Only orders of this kind (no value: ETFs and shares alike). */
  readonly assets?: AssetKind;
  /** Only ETFs in the provider's selection with this key (its `selections`): 'kernselectie'. */
  readonly selection?: string;
  /** Only orders of at least this many euros (Scalable: ETFs of € 250 or more). */
  readonly minOrderEur?: number;
}

/** Currency conversion of an order on a market in another currency, on the order's value. */
export interface OrderFxComponent extends ComponentMeta {
  readonly part: 'order-fx';
  readonly fee: FeeNode;
}

/** Currency conversion of a dividend in another currency, on the dividend. */
export interface DividendFxComponent extends ComponentMeta {
  readonly part: 'dividend-fx';
  readonly fee: FeeNode;
}

/** A service or custody fee on the portfolio value, charged per month or per year. */
export interface ServiceComponent extends ComponentMeta {
  readonly part: 'service';
  /** The fee node applies per period (a monthly fee's minimum and maximum are per month). */
  readonly period: 'month' | 'year';
  readonly fee: FeeNode;
  /** Reduced by the order fees of the same period, never below nothing (LYNX's activity fee). */
  readonly reducedByOrderFees?: true;
  /** Not charged from this portfolio value in euros. */
  readonly waivedFromEur?: number;
}

/** A yearly fee per exchange used (DEGIRO's connectivity fee), on the portfolio value. */
export interface ConnectivityComponent extends ComponentMeta {
  readonly part: 'connectivity';
  readonly markets: readonly MarketId[];
  readonly fee: FeeNode;
}

/** One periodic savings-plan purchase, on its amount: for the broker's core selection or for all ETFs. */
export interface SavingsPlanComponent extends ComponentMeta {
  readonly part: 'savings-plan';
  readonly scope: 'core' | 'all';
  readonly fee: FeeNode;
}

/** A deposit by iDEAL or by card, on its amount (a bank transfer costs nothing at any provider we know). */
export interface DepositComponent extends ComponentMeta {
  readonly part: 'deposit';
  readonly method: 'ideal' | 'card';
  readonly fee: FeeNode;
  /** Free until this many euros have been deposited in total (Trading 212: € 2.000). */
  readonly freeUpToTotalEur?: number;
  /** The first deposit ever is free (Trade Republic's card deposits). */
  readonly firstFree?: true;
}

/**
 * The cost of the provider's own fund a year, on the portfolio value, where it replaces the reader's ETF (Meesman
 * offers only its own index funds): the result's fund cost is this instead of the ETF's TER.
 */
export interface FundComponent extends ComponentMeta {
  readonly part: 'fund';
  readonly fee: FeeNode;
}

export type TariffComponent =
  | OrderComponent
  | OrderFxComponent
  | DividendFxComponent
  | ServiceComponent
  | ConnectivityComponent
  | SavingsPlanComponent
  | DepositComponent
  | FundComponent;

export type ComponentPart = TariffComponent['part'];

/** One of a broker's plans (IBKR Fixed and Tiered); a broker with one tariff has one plan. */
export interface TariffPlan {
  /** Stable key ('fixed', 'tiered', 'standard'). */
  readonly id: string;
  /** The plan's name as the broker calls it; empty for a broker with one plan. */
  readonly name: string;
  /** Every component, current and superseded. */
  readonly components: readonly TariffComponent[];
}

/**
 * ETFs that belong to one of the provider's selections (a free or core selection) during a period, with the source
 * that lists them. The model reads it beside the plans.
 */
export interface SelectionMembership {
  /** The selection's key in the provider's tariff ('kernselectie'): order components name it in `selection`. */
  readonly selection: string;
  /** The ISINs in the selection (of src/data/etfs.ts). */
  readonly isins: readonly string[];
  readonly source: FeeSource;
  readonly checked: string;
  readonly validFrom: string;
  readonly validFromSeen?: true;
  readonly validUntil?: string;
  readonly confirmed?: false;
  readonly note?: string;
}

/** A broker's whole tariff: its plans. The cost of a profile is the cheapest plan's, shown with its name. */
export interface BrokerTariff {
  readonly broker: BrokerId;
  readonly plans: readonly TariffPlan[];
  /** Which ETFs are in the provider's selections, as sourced, dated data (none listed: no selection data). */
  readonly selections?: readonly SelectionMembership[];
}
