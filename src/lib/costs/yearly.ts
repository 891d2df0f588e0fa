// A reader's whole yearly cost at each broker from the fee model, broken into its parts, and the brokers ranked by
// it. `yearlyCost(tariff, profile, date)` is the one function every page, the open data and the tool use. This module
// imports no tariff and no ETF list (they are arguments, with the site's data as defaults in ./ranking.ts), so the
// cost tool's lazily loaded model is the arithmetic alone and the data comes with the page.
import { REFERENCE_RATE } from '../../data/feeDates.ts';
import type { BrokerTariff, MarketId, TariffPlan } from '../../data/providers/types.ts';
import { feeAmount, type FeeBasis } from './algebra.ts';
import { allowanceOrderFees, hasAllowance, inactivityFeesForYear, type PricedOrders } from './allowances.ts';
import { DEFAULT_ETF } from './keepOptions.ts';
import { DEFAULT_FUND_RATES, OWN_FUND_RATES } from '../funds/defaults.ts';
import { fundCostParts, fundCostPercent, type FundLookup, type FundRates } from '../funds/rates.ts';
import type { CostProfile } from './profile.ts';
import {
  connectivityFee,
  depositFeesForYear,
  orderFee,
  orderComponentOn,
  orderFxFee,
  orderFxNotFound,
  ownFundPercent,
  SAVINGS_PLAN_MARKET,
  savingsPlanFee,
  selectionMembership,
  selectionStates,
  serviceFeeForYear,
  shownSelection,
  TARIFF_DATE,
  type OrderKind,
  type SelectionState,
} from './tariff.ts';

const MONTHS_PER_YEAR = 12;
/** Holding costs are measured on the portfolio plus half a year of the plan's deposits (the year's average). */
const PLAN_MONTHS_HELD = 6;
/** The reference rate's dollars per euro when none is given. */
export const DEFAULT_USD_PER_EUR = REFERENCE_RATE.usdPerEur;

/** The parts of a year's cost, in the order the pages list and the chart stacks them. */
export const COST_PART_KEYS = ['orders', 'fx', 'savingsPlan', 'holding', 'connectivity', 'deposits', 'fund'] as const;
export type CostPartKey = (typeof COST_PART_KEYS)[number];

/** A year's cost in euros by part, in full precision, for one plan of a broker. */
export interface YearlyCost extends Readonly<Record<CostPartKey, number>> {
  readonly total: number;
  /** The plan the cost is for (the cheaper of a broker's plans). */
  readonly planId: string;
  /** Its name ('IBKR Tiered'); empty for a broker with one plan. */
  readonly planName: string;
  /** Markets of the profile the broker does not offer: their orders are not in the total. */
  readonly unavailable: readonly MarketId[];
  /**
   * The profile has orders in another currency whose conversion cost no source states (Revolut): `fx` counts them
   * as nothing, and the result says so rather than showing the conversion as free.
   */
  readonly fxUnknown?: true;
  /**
   * The fund cost's yearly percentage: the known parts of the reader's ETF's cost (TER + transaction costs + dividend
   * leakage), or of the provider's own fund's (Meesman).
   */
  readonly fundPercent: number;
  /** The fund cost's parts in percent a year (null: onbekend, not in the total). */
  readonly fundRates: FundRates;
  /** The fund cost's parts in euros (null: onbekend); `fund` is the sum of the known ones. */
  readonly fundParts: { readonly ter: number; readonly transaction: number | null; readonly leakage: number | null };
  /** Whether the fund cost is the provider's own fund's (Meesman) rather than the reader's ETF's. */
  readonly ownFund: boolean;
  /** Whether the reader's ETF (or the default ETF) is in the provider's selection; null: it has none. */
  readonly selection: SelectionState | null;
}

/** A fund's cost rates by ISIN, from the site's fund list (src/data/funds/); undefined for an ISIN it does not hold. */
export type EtfFund = FundLookup;

/** Only the default ETF is known: what the pages' profiles (no ETF picked) need. */
const DEFAULT_ONLY: EtfFund = (isin) => (isin === DEFAULT_ETF.isin ? DEFAULT_FUND_RATES : undefined);

/** The rates the fund cost uses: the picked ETF's, else the default ETF's (iShares Core MSCI World). */
export function etfFundRates(profile: Pick<CostProfile, 'etfIsin'>, etfFund: EtfFund = DEFAULT_ONLY): FundRates {
  return (profile.etfIsin === '' ? undefined : etfFund(profile.etfIsin)) ?? DEFAULT_FUND_RATES;
}

/** The ETF whose selection memberships count: the picked one, else the default ETF (the one the fund costs assume). */
export function selectionIsin(profile: Pick<CostProfile, 'etfIsin'>): string {
  return profile.etfIsin === '' ? DEFAULT_ETF.isin : profile.etfIsin;
}

/** The profile's orders per market and kind. */
export function profileOrders(
  profile: CostProfile,
): readonly { readonly market: MarketId; readonly asset: 'etf' | 'share'; readonly orders: number }[] {
  return [
    { market: 'euronext-amsterdam', asset: 'share', orders: profile.euronextOrders },
    { market: 'euronext-amsterdam', asset: 'etf', orders: profile.euronextEtfOrders },
    { market: 'xetra', asset: 'share', orders: profile.xetraOrders },
    { market: 'xetra', asset: 'etf', orders: profile.xetraEtfOrders },
    { market: 'us', asset: 'share', orders: profile.usOrders },
  ];
}

/** The markets a profile's result can name as not offered: those of its orders, and where its plan is bought. */
export function profileMarkets(profile: CostProfile): readonly MarketId[] {
  return [...new Set([...profileOrders(profile).map((row) => row.market), SAVINGS_PLAN_MARKET])];
}

/** The basis of one average order: its euro amount, in dollars at the rate, in shares at the average US price. */
export function averageOrder(profile: CostProfile, usdPerEur: number = DEFAULT_USD_PER_EUR): FeeBasis {
  const valueUsd = profile.orderAmountEur * usdPerEur;
  return { valueEur: profile.orderAmountEur, shares: valueUsd / profile.usSharePriceUsd, usdPerEur };
}

/** The portfolio value holding costs are measured on: the value given plus half a year of plan deposits. */
export function holdingBase(profile: CostProfile): number {
  return profile.portfolioEur + PLAN_MONTHS_HELD * profile.monthlyEtfEur;
}

/** What a plan's cost needs besides the profile: the date, the dollar rate, the ETFs' fund rates and the selections. */
export interface CostContext {
  readonly date?: string;
  readonly usdPerEur?: number;
  readonly etfFund?: EtfFund;
  /** The provider (for its own fund's transaction costs and leakage, src/lib/funds/defaults.ts). */
  readonly broker?: string;
  /** The provider's selection memberships (its tariff's `selections`). */
  readonly selections?: BrokerTariff['selections'];
}

/**
 * One plan's yearly cost = Σ markets orders × (order fee + conversion), ETF orders at the ETF tariff (in or outside
 * the provider's selection), + 12 × the savings-plan purchase + the service fees on the holding base (an activity fee
 * reduced by the month's order fees) + the connectivity fee of every market with orders + the deposit fees of the
 * monthly plan + the fund cost on the holding base: TER + transaction costs + dividend leakage (yield × leakage share)
 * of the reader's ETF, or of the provider's own fund (its ongoing charges from the tariff); unknown parts left out.
 */
export function planYearlyCost(
  plan: TariffPlan,
  profile: CostProfile,
  date: string = TARIFF_DATE,
  usdPerEur: number = DEFAULT_USD_PER_EUR,
  context: Omit<CostContext, 'date' | 'usdPerEur'> = {},
): YearlyCost {
  const basis = averageOrder(profile, usdPerEur);
  const base = holdingBase(profile);
  // One ETF throughout: without a pick, the default ETF the fund costs assume is the one in (or outside) a selection.
  const isin = selectionIsin(profile);
  const selections = { selections: context.selections };
  const boxTicked = profile.etfInCore === 1;
  const inSelection = selectionMembership(selections, isin, boxTicked, date);
  const selectionKeys = (context.selections ?? []).map((membership) => membership.selection);
  // A provider without selection data (a savings plan for 'its selection' and no list): the box decides.
  const inCore = selectionKeys.length === 0 ? boxTicked : selectionKeys.some(inSelection);
  let orders = 0;
  let fx = 0;
  let connectivity = 0;
  const unavailable: MarketId[] = [];
  let fxUnknown = false;
  const marketsUsed = new Set<MarketId>();
  // Orders priced by a component with a free monthly allowance (XTB's volume, Revolut's number) are priced together.
  const allowanceRows: PricedOrders[] = [];
  for (const { market, asset, orders: count } of profileOrders(profile)) {
    if (count <= 0) continue;
    const kind: OrderKind = { asset, inSelection };
    const fee = orderFee(plan, market, basis, date, kind);
    if (fee === null) {
      if (!unavailable.includes(market)) unavailable.push(market);
      continue;
    }
    const { component } = orderComponentOn(plan, market, date, kind, basis.valueEur);
    if (component !== undefined && hasAllowance(component)) allowanceRows.push({ count, basis, component });
    else orders += count * fee;
    fx += count * orderFxFee(plan, market, basis, date);
    if (orderFxNotFound(plan, market, date)) fxUnknown = true;
    marketsUsed.add(market);
  }
  orders += allowanceOrderFees(allowanceRows);
  for (const market of marketsUsed) connectivity += connectivityFee(plan, market, base, usdPerEur, date);
  const purchase = savingsPlanFee(plan, profile.monthlyEtfEur, inCore, usdPerEur, date);
  // No purchase price only when the plan's ETF is bought as an order on a market the plan does not offer: that
  // market is unavailable for the profile, so the missing purchases are never counted as free.
  if (purchase === null && !unavailable.includes(SAVINGS_PLAN_MARKET)) unavailable.push(SAVINGS_PLAN_MARKET);
  const savingsPlan = MONTHS_PER_YEAR * (purchase ?? 0);
  // An activity fee is reduced by what the reader paid in commissions (orders and plan purchases bought as orders).
  const ordersPerYear = profileOrders(profile).reduce((sum, row) => sum + Math.max(0, row.orders), 0);
  const activity = { ordersPerYear, monthlyPlanEur: profile.monthlyEtfEur, holdingEur: base };
  // An idle account's inactivity fee (XTB, eToro) is a holding cost: what keeping the account costs.
  const holding =
    serviceFeeForYear(plan, base, usdPerEur, date, orders + savingsPlan) +
    inactivityFeesForYear(plan, activity, usdPerEur, date);
  const deposits = depositFeesForYear(
    plan,
    profile.deposit,
    profile.monthlyEtfEur,
    profile.portfolioEur,
    usdPerEur,
    date,
  );
  const own = ownFundPercent(plan, date);
  const ownRates = context.broker === undefined ? undefined : OWN_FUND_RATES[context.broker];
  const fundRates: FundRates =
    own === null
      ? etfFundRates(profile, context.etfFund)
      : {
          terPct: own.kind === 'percentage' ? own.percent : 0,
          transactionPct: ownRates?.transactionPct ?? null,
          leakagePct: ownRates?.leakagePct ?? null,
        };
  const parts = fundCostParts(fundRates, base);
  // The own fund's ongoing charges are the tariff's component, priced as any fee (not only a percentage).
  const fundParts = own === null ? parts : { ...parts, ter: feeAmount(own, { valueEur: base, usdPerEur }) ?? 0 };
  const fund = fundParts.ter + (fundParts.transaction ?? 0) + (fundParts.leakage ?? 0);
  const fundPercent = fundCostPercent(fundRates);
  return {
    orders,
    fx,
    savingsPlan,
    holding,
    connectivity,
    deposits,
    fund,
    total: orders + fx + savingsPlan + holding + connectivity + deposits + fund,
    planId: plan.id,
    planName: plan.name,
    unavailable,
    ...(fxUnknown ? { fxUnknown: true as const } : {}),
    fundPercent,
    fundRates,
    fundParts,
    ownFund: own !== null,
    selection: shownSelection(selectionStates(selections, isin, date)),
  };
}

/** A broker's yearly cost for a profile on a date: the cheapest of its plans, with that plan's name. */
export function yearlyCost(
  tariff: BrokerTariff,
  profile: CostProfile,
  date: string = TARIFF_DATE,
  usdPerEur: number = DEFAULT_USD_PER_EUR,
  etfFund?: EtfFund,
): YearlyCost {
  const context = { selections: tariff.selections, broker: tariff.broker, ...(etfFund ? { etfFund } : {}) };
  const costs = tariff.plans.map((plan) => planYearlyCost(plan, profile, date, usdPerEur, context));
  // Fewer unavailable markets first, then the lower total; the first plan wins a tie.
  return costs.reduce((best, cost) =>
    cost.unavailable.length < best.unavailable.length ||
    (cost.unavailable.length === best.unavailable.length && cost.total < best.total)
      ? cost
      : best,
  );
}

export interface RankedBroker {
  readonly id: string;
  readonly name: string;
  readonly cost: YearlyCost;
  /** Euros more per year than the cheapest broker (0 for the cheapest). */
  readonly differenceEur: number;
}

/**
 * Every broker's yearly cost for the profile, cheapest first among those that offer every market of the profile; a
 * broker that does not offer a market ranks after them (fewer markets missing first), so it is never ranked by a
 * total that leaves its missing orders out. Equal costs by name.
 */
export function rankTariffs<Id extends string>(
  brokers: readonly { readonly id: Id; readonly name: string; readonly tariff: BrokerTariff }[],
  profile: CostProfile,
  date: string = TARIFF_DATE,
  etfFund?: EtfFund,
): (RankedBroker & { readonly id: Id })[] {
  const costs = brokers.map(({ id, name, tariff }) => ({
    id,
    name,
    cost: yearlyCost(tariff, profile, date, DEFAULT_USD_PER_EUR, etfFund),
  }));
  costs.sort(
    (a, b) =>
      a.cost.unavailable.length - b.cost.unavailable.length ||
      a.cost.total - b.cost.total ||
      a.name.localeCompare(b.name, 'nl'),
  );
  const cheapest = costs[0]?.cost.total ?? 0;
  return costs.map((c) => ({ ...c, differenceEur: c.cost.total - cheapest }));
}
