// The one types module of the provider data: what a provider's home (src/data/providers/{id}.ts) holds — its facts,
// its profile, its tariff as typed components of a small fee algebra, its selections and the corrections we made to
// its data — and small constructors for the shapes the homes repeat (a fee node, a component), so a home is its
// figures, sources and dates, not the same object layout again. The constructors only build plain data: what
// src/lib/costs/algebra.ts computes and describes is the node they return.
//
// A fee is a node of one of a few kinds (a flat amount, a percentage with a minimum and a maximum, tiers of
// percentages, a base plus a percentage, a sum of parts, or 'not offered'), so a bank's tiered service fee or a
// tariff change is data, never new code. Every component carries its source, the date it was checked and the dates
// it holds.
import type { BrokerId, ProviderKind } from '../brokerList.ts';
import type { MarketId } from '../tariffs/markets.ts';

export type { MarketCurrency, MarketId } from '../tariffs/markets.ts';

// ---------------------------------------------------------------------------------------------------------------
// Facts and profile

export interface BrokerLogo {
  /** Own simple SVG in public/logos (initials on a coloured square, not the broker's trademark). */
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export interface Broker {
  /** Stable id: element ids, the page /brokers/{id} and the key of its home in src/data/providers/. */
  readonly id: BrokerId;
  readonly name: string;
  readonly kind: ProviderKind;
  /** null: no licensed logo, so the neutral first-letter mark shows (never a copied trademark file). */
  readonly logo: BrokerLogo | null;
  /** Markets as shown (spec table). */
  readonly markets: string;
  readonly features: readonly string[];
  /**
   * 0 to 5 (spec table): only the spec's five have one. A later provider shows 'nog niet beoordeeld' (null) until a
   * rating method written on the site scores every provider alike.
   */
  readonly rating: number | null;
  /** The provider's own site (https). */
  readonly url: string;
  /** Whether `url` is an affiliate link (it may earn a commission): only then rel="sponsored" and the disclosure. */
  readonly affiliate: boolean;
  /** ISO date (YYYY-MM-DD) the facts were last checked. */
  readonly updated: string;
}

/** What a provider's home gives; the id, name and kind come from brokerList.ts, the logo from public/logos. */
export type BrokerFacts = Omit<Broker, 'id' | 'name' | 'kind' | 'logo'>;

export interface BrokerProtection {
  /** Deposit guarantee on cash held by the broker (or why there is none). */
  readonly depositGuarantee: string;
  /** Investor compensation scheme for securities. */
  readonly investorCompensation: string;
  readonly supervisor: string;
}

/** Where a fact on the page comes from: the provider's own page (or the regulator's), and when it was read. */
export interface FactSource {
  readonly title: string;
  /** https, on the provider's own domain or the regulator's. */
  readonly url: string;
  /** ISO date the page was read. */
  readonly checked: string;
  /** false: the page read was not the provider's current one for Dutch clients; the page says 'niet bevestigd'. */
  readonly confirmed: boolean;
}

/** What the provider's page and the comparison's details tell in words (only pre-rendered pages read it). */
export interface BrokerProfile {
  readonly description: string;
  readonly users: string;
  readonly customerService: string;
  readonly platformUsage: string;
  /** Supervisor(s) and the investor-compensation / deposit-guarantee scheme. */
  readonly regulation: string;
  /** 'Voordelen' on the broker's page. */
  readonly pros: readonly string[];
  /** 'Nadelen' on the broker's page. */
  readonly cons: readonly string[];
  /** 'Bescherming' on the broker's page, the parts of `regulation` one by one. */
  readonly protection: BrokerProtection;
  /** The sources of the facts above (the tariff's own sources come with the tariff). */
  readonly sources?: readonly FactSource[];
  /**
   * Costs the provider charges that the comparison does not count (a kind the model lacks, or a figure not sourced
   * well enough), each in Dutch with where it was read: the provider's page names them under 'Niet meegeteld'.
   */
  readonly notCounted?: readonly string[];
}

// ---------------------------------------------------------------------------------------------------------------
// The fee algebra

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
export interface ComponentMeta {
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
   * The provider introduced this component on `validFrom` (a fee, or a free selection, it did not have before): the
   * change log lists it as new. Only with a date the provider gives, never with `validFromSeen`.
   */
  readonly introduced?: true;
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
  // --- Broker allowances (XTB, Revolut): free orders up to a monthly volume or a monthly number of orders ---
  /**
   * Orders cost nothing while the month's order volume stays under this many euros; `fee` is charged on the orders
   * above it (XTB: 0,2%, min. € 10 above € 100.000 a month). The yearly cost spreads the orders evenly over the months.
   */
  readonly freeMonthlyVolumeEur?: number;
  /**
   * This many orders a month cost nothing; `fee` is charged on the orders beyond them (Revolut: 1 to 10 a month by
   * plan). The yearly cost spreads the orders evenly over the months; a single order is priced at `fee`.
   */
  readonly freeOrdersPerMonth?: number;
}

/** Currency conversion of an order on a market in another currency, on the order's value. */
export interface OrderFxComponent extends ComponentMeta {
  readonly part: 'order-fx';
  readonly fee: FeeNode;
  /**
   * No source read states what the conversion of an order costs: the fee counts as nothing in the totals, and every
   * page and result says 'onbekend, niet meegeteld' instead of € 0 (Revolut: its allowance for the Netherlands and
   * whether share orders use it were not found).
   */
  readonly notFound?: true;
}

/** Currency conversion of a dividend in another currency, on the dividend. */
export interface DividendFxComponent extends ComponentMeta {
  readonly part: 'dividend-fx';
  readonly fee: FeeNode;
}

/** A service or custody fee on the portfolio value, charged per month, per quarter or per year. */
export interface ServiceComponent extends ComponentMeta {
  readonly part: 'service';
  /**
   * The fee node applies per period (a monthly fee's minimum and maximum are per month; a quarterly percentage per
   * quarter; a daily percentage, as Freedom24 charges custody, is 365 days' worth a year).
   */
  readonly period: ServicePeriod;
  readonly fee: FeeNode;
  /** Reduced by the order fees of the same period, never below nothing (LYNX's activity fee). */
  readonly reducedByOrderFees?: true;
  /** Not charged from this portfolio value in euros. */
  readonly waivedFromEur?: number;
}

// --- Fund houses' fee kinds (added with Brand New Day, Peaks, Centraal Beheer, FitVermogen) ---------------------
/**
 * How often a service fee's node applies. 'quarter': a percentage (with its minimum and maximum) per quarter on the
 * quarter's value, as fund houses state it (Brand New Day's 0,11% per kwartaal, Centraal Beheer's max. € 11,75 per
 * kwartaal); four quarters make the year. A monthly fee plus a yearly percentage (Peaks) is two service components,
 * a spread on buys is the savings plan's percentage and a purchase cost on deposits is the savings plan's fee too.
 */
export type ServicePeriod = 'day' | 'month' | 'quarter' | 'year';
// --- end of the fund houses' fee kinds ---------------------------------------------------------------------------

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

// --- Broker fee kinds: an inactivity fee (XTB, eToro) and a withdrawal fee (eToro) ---

/**
 * A fee per month charged once the account has been idle for `afterIdleMonths` (no order, no plan purchase): XTB's
 * € 10, eToro's $ 10. The yearly cost counts twelve months of it for a profile without any order or plan purchase
 * (such a reader stays idle), and none otherwise.
 */
export interface InactivityComponent extends ComponentMeta {
  readonly part: 'inactivity';
  readonly fee: FeeNode;
  readonly afterIdleMonths: number;
  /** Holding shares or ETFs counts as activity (XTB): only an empty idle account pays. */
  readonly holdingIsActivity?: true;
}

/** A fee per withdrawal of cash to the reader's bank, on its amount (eToro: $ 5 from a dollar account). */
export interface WithdrawalComponent extends ComponentMeta {
  readonly part: 'withdrawal';
  readonly fee: FeeNode;
}

export type TariffComponent =
  | InactivityComponent
  | WithdrawalComponent
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
  /** The ISINs in the selection, whatever the site's ETF list holds today (a fund the picker gains later too). */
  readonly isins: readonly string[];
  /**
   * The list is not the whole selection (the provider's own list could not be read, or only part of it): an ETF it
   * does not name is 'onbekend', not outside the selection, and the box 'in de gratis of kernselectie' decides for it.
   */
  readonly partial?: true;
  /**
   * Where the selection's price holds, in Dutch, shown with the status of an ETF in it ('alleen op Tradegate volgens
   * …'): sources can disagree on the listing, and a reader who buys there should know what to expect.
   */
  readonly where?: string;
  readonly source: FeeSource;
  readonly checked: string;
  readonly validFrom: string;
  readonly validFromSeen?: true;
  readonly validUntil?: string;
  readonly confirmed?: false;
  /** Where and how the list was read, in Dutch (required with `confirmed: false`). */
  readonly note?: string;
}

/** A broker's whole tariff: its plans. The cost of a profile is the cheaper plan's, shown with its name. */
export interface BrokerTariff {
  readonly broker: BrokerId;
  readonly plans: readonly TariffPlan[];
  /** Which ETFs are in the provider's selections, as sourced, dated data (none listed: no selection data). */
  readonly selections?: readonly SelectionMembership[];
}

// ---------------------------------------------------------------------------------------------------------------
// Corrections: our own errors in a provider's data, logged apart from the provider's tariff changes

/**
 * A correction of the site's data: what we had wrong, since when the site showed it, and what it says now. Not a
 * tariff change by the provider (those are components with dates); the change log and /tarieven.json list it as
 * a correction.
 */
export interface DataCorrection {
  /** ISO date the correction was made on the site. */
  readonly corrected: string;
  /** ISO date since which the site showed the wrong data (its first publication of it). */
  readonly wrongSince: string;
  /** The component keys it touched ('order-euronext'); empty for a fact outside the tariff. */
  readonly keys: readonly string[];
  /** What was wrong, in Dutch ('het tarief van 13 mei 2024 stond op 15 april 2024'). */
  readonly wrong: string;
  /** What the data says now, in Dutch. */
  readonly now: string;
  /** The source that showed the error. */
  readonly source: FeeSource;
}

// ---------------------------------------------------------------------------------------------------------------
// A provider's home

/** What a provider's home holds besides its tariff: its facts, its page's words and the corrections of its data. */
export interface ProviderHome {
  readonly facts: BrokerFacts;
  readonly profile: BrokerProfile;
  /** Corrections of this provider's data, oldest first (none: an empty list). */
  readonly corrections: readonly DataCorrection[];
}

// ---------------------------------------------------------------------------------------------------------------
// Constructors of the shapes the homes repeat

/** A flat amount ('€ 1,00'); without a currency in euros. */
function flat(amount: number, currency?: FeeCurrency): FlatFee {
  return currency === undefined ? { kind: 'flat', amount } : { kind: 'flat', amount, currency };
}

/** A percentage of the value (0.08 means 0.08%) with its optional minimum, maximum and currency. */
function percentage(percent: number, limits: Bounds & { readonly currency?: FeeCurrency } = {}): PercentageFee {
  return { kind: 'percentage', percent, ...limits };
}

/** A base amount plus a percentage, with an optional minimum and maximum on the whole. */
function basePlusPercentage(base: number, percent: number, limits: Bounds = {}): BasePlusPercentageFee {
  return { kind: 'base-plus-percentage', base, percent, ...limits };
}

/** Tiers as [up to (null: everything above), percentage] pairs, low to high, with an optional minimum and maximum. */
function tiered(tiers: readonly (readonly [number | null, number])[], limits: Bounds = {}): TieredFee {
  return { kind: 'tiered', tiers: tiers.map(([upTo, percent]) => ({ upTo, percent })), ...limits };
}

const NOT_OFFERED: NotOffered = { kind: 'not-offered' };

/** The fee nodes the homes write, by kind: `fee.flat(1)`, `fee.percentage(0.09, { min: 6, max: 39 })`, … */
export const fee = {
  flat,
  /** No fee (€ 0,00): the component exists and costs nothing. */
  free: flat(0),
  /** The provider does not offer it: 'niet beschikbaar', never € 0. */
  notOffered: NOT_OFFERED,
  percentage,
  basePlusPercentage,
  tiered,
};

/** What the components read from one source on one day share: everything but their key, part and fee. */
export type Reading = Omit<ComponentMeta, 'key'>;

/** A page read on `day` that carries no date: the day read stands in for the day the figures took effect. */
export function undatedPage(source: FeeSource, day: string): Reading {
  return { source, checked: day, validFrom: day, validFromSeen: true };
}

/** What an order component may be limited to: ETFs or shares, a selection, orders from a value. */
export type OrderScope = Pick<OrderComponent, 'assets' | 'selection' | 'minOrderEur'>;

/** The fee of one order on `markets` (of a kind, in a selection or from a value, when `scope` says so). */
export function order(
  key: string,
  markets: readonly MarketId[],
  node: FeeNode,
  reading: Reading,
  scope: OrderScope = {},
): OrderComponent {
  return { key, part: 'order', markets, fee: node, ...reading, ...scope };
}

/** Currency conversion on an order in another currency (key 'order-fx'). */
export function orderFx(node: FeeNode, reading: Reading): OrderFxComponent {
  return { key: 'order-fx', part: 'order-fx', fee: node, ...reading };
}

/** A conversion whose cost no source read states: counted as nothing, shown as 'onbekend, niet meegeteld'. */
export function orderFxNotFound(reading: Reading): OrderFxComponent {
  return { ...orderFx(flat(0), reading), notFound: true };
}

/** Currency conversion on a dividend in another currency (key 'dividend-fx'). */
export function dividendFx(node: FeeNode, reading: Reading): DividendFxComponent {
  return { key: 'dividend-fx', part: 'dividend-fx', fee: node, ...reading };
}

/** A service or custody fee per day, month, quarter or year on the portfolio value. */
export function service(key: string, period: ServicePeriod, node: FeeNode, reading: Reading): ServiceComponent {
  return { key, part: 'service', period, fee: node, ...reading };
}

/** A yearly fee per exchange used on `markets` (key 'connectivity'). */
export function connectivity(markets: readonly MarketId[], node: FeeNode, reading: Reading): ConnectivityComponent {
  return { key: 'connectivity', part: 'connectivity', markets, fee: node, ...reading };
}

/** One savings-plan purchase, for the core selection ('savings-plan-core') or every ETF ('savings-plan'). */
export function savingsPlan(scope: 'core' | 'all', node: FeeNode, reading: Reading): SavingsPlanComponent {
  return {
    key: scope === 'core' ? 'savings-plan-core' : 'savings-plan',
    part: 'savings-plan',
    scope,
    fee: node,
    ...reading,
  };
}

/** A deposit by iDEAL (key 'deposit'). */
export function idealDeposit(node: FeeNode, reading: Reading): DepositComponent {
  return { key: 'deposit', part: 'deposit', method: 'ideal', fee: node, ...reading };
}

/** A deposit by `method` (key 'deposit-{method}'), with its free allowances. */
export function deposit(
  method: 'ideal' | 'card',
  node: FeeNode,
  reading: Reading,
  free: Pick<DepositComponent, 'freeUpToTotalEur' | 'firstFree'> = {},
): DepositComponent {
  return { key: `deposit-${method}`, part: 'deposit', method, fee: node, ...reading, ...free };
}

/** The provider's own fund's cost a year on the portfolio value, in place of the reader's ETF (key 'fund'). */
export function ownFund(node: FeeNode, reading: Reading): FundComponent {
  return { key: 'fund', part: 'fund', fee: node, ...reading };
}

/** Why a provider's conversion is `orderFxNotFound` ('onbekend, niet meegeteld'): the source read names no cost. */
export const FX_NOT_FOUND = 'wat het omwisselen bij een order in een andere valuta kost, vonden we niet in de bron';

// --- Constructors of the broker fee kinds (inactivity, withdrawal) ---

/** A fee per month after `afterIdleMonths` without activity (key 'inactivity'). */
export function inactivity(
  node: FeeNode,
  afterIdleMonths: number,
  reading: Reading,
  options: Pick<InactivityComponent, 'holdingIsActivity'> = {},
): InactivityComponent {
  return { key: 'inactivity', part: 'inactivity', fee: node, afterIdleMonths, ...reading, ...options };
}

/** A fee per withdrawal of cash (key 'withdrawal'). */
export function withdrawal(node: FeeNode, reading: Reading): WithdrawalComponent {
  return { key: 'withdrawal', part: 'withdrawal', fee: node, ...reading };
}

/** A tariff of one plan without a name (most providers). */
export function onePlan(broker: BrokerId, id: string, components: readonly TariffComponent[]): BrokerTariff {
  return { broker, plans: [{ id, name: '', components }] };
}
