// A tariff on a date: which of a plan's components hold that day, and the fee of an order (of an ETF or a share, in
// or outside the provider's selection), a savings-plan purchase, a deposit, the holding costs and the connectivity
// fee from them. A superseded component stays in the data; the date picks it (Mijn kosten prices a 2023 order at the
// 2023 tariff).
import { FEES_COMPILED } from '../../data/feeDates.ts';
import { MARKET_CURRENCY } from '../../data/tariffs/markets.ts';
import type {
  AssetKind,
  BrokerTariff,
  ComponentPart,
  DepositComponent,
  FeeNode,
  MarketId,
  TariffComponent,
  TariffPlan,
} from '../../data/providers/types.ts';
import { feeAmount, positive, type FeeBasis } from './algebra.ts';

/** The date the site's figures are for: the date the tariffs were last compiled (reproducible builds). */
export const TARIFF_DATE: string = FEES_COMPILED;

/** Whether a component holds on an ISO date: from `validFrom` through `validUntil` (both included). */
export function holdsOn(
  component: { readonly validFrom: string; readonly validUntil?: string },
  date: string,
): boolean {
  return component.validFrom <= date && (component.validUntil === undefined || date <= component.validUntil);
}

/** The components of a plan that hold on a date. */
export function componentsOn(plan: TariffPlan, date: string = TARIFF_DATE): TariffComponent[] {
  return plan.components.filter((component) => holdsOn(component, date));
}

type Of<P extends ComponentPart> = Extract<TariffComponent, { part: P }>;

const NO_PARTS: readonly TariffComponent[] = [];

/**
 * A plan's components that hold on a date, by part, worked out once per plan and date. Pricing a reader's file asks
 * the same few questions for every order (200,000 rows priced at every provider's plans, today and on each order's
 * date), and a plan's data never changes once loaded, so the answer is kept with the plan.
 */
const PARTS_ON = new WeakMap<TariffPlan, Map<string, Partial<Record<ComponentPart, readonly TariffComponent[]>>>>();

/** The last plan and date asked for: pricing a file asks for one plan on one date for every order in a row. */
let lastPartsOn: {
  plan: TariffPlan;
  date: string;
  byPart: Partial<Record<ComponentPart, readonly TariffComponent[]>>;
} | null = null;

function partsOn<P extends ComponentPart>(plan: TariffPlan, part: P, date: string): readonly Of<P>[] {
  if (lastPartsOn !== null && lastPartsOn.plan === plan && lastPartsOn.date === date)
    return (lastPartsOn.byPart[part] ?? NO_PARTS) as readonly Of<P>[];
  let byDate = PARTS_ON.get(plan);
  if (byDate === undefined) {
    byDate = new Map();
    PARTS_ON.set(plan, byDate);
  }
  let byPart = byDate.get(date);
  if (byPart === undefined) {
    const grouped: Partial<Record<ComponentPart, TariffComponent[]>> = {};
    for (const component of componentsOn(plan, date)) (grouped[component.part] ??= []).push(component);
    byPart = grouped;
    byDate.set(date, byPart);
  }
  lastPartsOn = { plan, date, byPart };
  return (byPart[part] ?? NO_PARTS) as readonly Of<P>[];
}

/**
 * A component's fee on a basis. Where sources conflict (`readings`: the same figure read elsewhere, with its own
 * source and date), the reading that costs the reader more counts: the model never silently takes the cheaper one.
 */
export function componentFee(
  component: { readonly fee: FeeNode; readonly readings?: readonly { readonly fee: FeeNode }[] },
  basis: FeeBasis,
): number | null {
  const own = feeAmount(component.fee, basis);
  if (own === null || component.readings === undefined) return own;
  return component.readings.reduce<number>((most, reading) => Math.max(most, feeAmount(reading.fee, basis) ?? 0), own);
}

/** What an order buys and whether the reader's ETF is in a selection of the provider ('kernselectie'). */
export interface OrderKind {
  readonly asset: AssetKind;
  /** Whether the reader's ETF is in the provider's selection with this key (false for every key: in none). */
  readonly inSelection: (selection: string) => boolean;
}

/** A share order: what Mijn kosten's exports and the default profile's orders are. */
export const SHARE_ORDER: OrderKind = { asset: 'share', inSelection: () => false };

/**
 * Of a plan's order components on a date (partsOn's list, the same array every time), those for a market, in their
 * order: worked out once, as partsOn is, rather than each component's markets searched for every order.
 */
const ORDER_COMPONENTS_FOR = new WeakMap<readonly Of<'order'>[], Map<MarketId, readonly Of<'order'>[]>>();

function orderComponentsForMarket(components: readonly Of<'order'>[], market: MarketId): readonly Of<'order'>[] {
  if (components.length === 0) return components;
  let byMarket = ORDER_COMPONENTS_FOR.get(components);
  if (byMarket === undefined) {
    byMarket = new Map();
    ORDER_COMPONENTS_FOR.set(components, byMarket);
  }
  let forMarket = byMarket.get(market);
  if (forMarket === undefined) {
    forMarket = components.filter((c) => c.markets.includes(market));
    byMarket.set(market, forMarket);
  }
  return forMarket;
}

/**
 * The order component that prices an order on a market: of the components for the market that apply to it (its asset,
 * its selection, an order of at least a minimum value), the most specific (a selection before an asset before 'both').
 */
function orderComponentFor(
  components: readonly Of<'order'>[],
  market: MarketId,
  kind: OrderKind,
  valueEur: number | undefined,
): Of<'order'> | undefined {
  let best: Of<'order'> | undefined;
  let bestScore = -1;
  for (const c of orderComponentsForMarket(components, market)) {
    if (c.assets !== undefined && c.assets !== kind.asset) continue;
    if (c.selection !== undefined && (kind.asset !== 'etf' || !kind.inSelection(c.selection))) continue;
    if (c.minOrderEur !== undefined && (valueEur === undefined || valueEur < c.minOrderEur)) continue;
    const score = (c.selection === undefined ? 0 : 4) + (c.minOrderEur === undefined ? 0 : 2) + (c.assets ? 1 : 0);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return best;
}

/**
 * The order-fee component for a market on a date, and whether it was dated (false: today's tariff stands in). A share
 * order outside any selection unless `kind` says otherwise; a component for orders from a minimum value applies only
 * when `valueEur` reaches it.
 */
export function orderComponentOn(
  plan: TariffPlan,
  market: MarketId,
  date: string,
  kind: OrderKind = SHARE_ORDER,
  valueEur?: number,
): { readonly component: Of<'order'> | undefined; readonly dated: boolean } {
  const dated = orderComponentFor(partsOn(plan, 'order', date), market, kind, valueEur);
  return { component: dated ?? todaysOrderComponent(plan, market, date, kind, valueEur), dated: dated !== undefined };
}

/** Today's order component, standing in for a date that has none (none when the date is today). */
function todaysOrderComponent(
  plan: TariffPlan,
  market: MarketId,
  date: string,
  kind: OrderKind,
  valueEur: number | undefined,
): Of<'order'> | undefined {
  return date === TARIFF_DATE
    ? undefined
    : orderComponentFor(partsOn(plan, 'order', TARIFF_DATE), market, kind, valueEur);
}

/** orderComponentOn's component alone: what an order's fee is priced by, asked for every order at every plan. */
function orderComponentAt(
  plan: TariffPlan,
  market: MarketId,
  date: string,
  kind: OrderKind,
  valueEur: number | undefined,
): Of<'order'> | undefined {
  return (
    orderComponentFor(partsOn(plan, 'order', date), market, kind, valueEur) ??
    todaysOrderComponent(plan, market, date, kind, valueEur)
  );
}

/**
 * A price of one order of a kind on a market, on a date (the site's tariff date unless given), or null when the
 * market is not offered: the shape of orderFee and orderCost.
 */
type OrderPrice = (
  plan: TariffPlan,
  market: MarketId,
  basis: FeeBasis,
  date?: string,
  kind?: OrderKind,
) => number | null;

/** The fee of one order on a market (the commission alone), or null when the market is not offered. */
export const orderFee: OrderPrice = (plan, market, basis, date = TARIFF_DATE, kind = SHARE_ORDER) => {
  const component = orderComponentAt(plan, market, date, kind, positive(basis.valueEur));
  if (component === undefined) return null;
  // Free up to a monthly volume (XTB): an order that alone stays within it costs nothing.
  if (component.freeMonthlyVolumeEur !== undefined && positive(basis.valueEur) <= component.freeMonthlyVolumeEur)
    return feeAmount(component.fee, basis) === null ? null : 0;
  return componentFee(component, basis);
};

/** Currency conversion of one order: only on a market in another currency than the euro. */
export function orderFxFee(plan: TariffPlan, market: MarketId, basis: FeeBasis, date: string = TARIFF_DATE): number {
  if (MARKET_CURRENCY[market] === 'EUR') return 0;
  const fx = partsOn(plan, 'order-fx', date)[0] ?? partsOn(plan, 'order-fx', TARIFF_DATE)[0];
  return fx === undefined ? 0 : (componentFee(fx, basis) ?? 0);
}

/** Whether the conversion of an order on `market` has a cost no source read states (counted as nothing). */
export function orderFxNotFound(plan: TariffPlan, market: MarketId, date: string = TARIFF_DATE): boolean {
  if (MARKET_CURRENCY[market] === 'EUR') return false;
  const fx = partsOn(plan, 'order-fx', date)[0] ?? partsOn(plan, 'order-fx', TARIFF_DATE)[0];
  return fx?.notFound === true;
}

/** An order's whole cost: its fee plus the conversion; null when the market is not offered. */
export const orderCost: OrderPrice = (plan, market, basis, date = TARIFF_DATE, kind = SHARE_ORDER) => {
  if (positive(basis.valueEur) === 0) return 0;
  const fee = orderFee(plan, market, basis, date, kind);
  return fee === null ? null : fee + orderFxFee(plan, market, basis, date);
};

/** Where a savings-plan purchase is priced: the broker's plan for its selection, for all ETFs, or as an order. */
export type SavingsPlanRoute = 'core' | 'all' | 'order';

/** The ETF of the savings plan is bought as an ordinary ETF order on this market where no plan applies. */
export const SAVINGS_PLAN_MARKET: MarketId = 'euronext-amsterdam';

/** The savings-plan component that prices a purchase (core first when the ETF is in the selection). */
export function savingsPlanRoute(plan: TariffPlan, inCore: boolean, date: string = TARIFF_DATE): SavingsPlanRoute {
  const plans = partsOn(plan, 'savings-plan', date);
  if (inCore && plans.some((component) => component.scope === 'core')) return 'core';
  if (plans.some((component) => component.scope === 'all')) return 'all';
  return 'order';
}

/**
 * One periodic purchase of `amountEur` of the savings plan's ETF; null when not offered. `inCore` says whether the
 * ETF is in the provider's selection: a plan for the selection prices it, and where the purchase is an ordinary order,
 * that order is an ETF order in (or outside) the selection.
 */
export function savingsPlanFee(
  plan: TariffPlan,
  amountEur: number,
  inCore: boolean,
  usdPerEur: number,
  date: string = TARIFF_DATE,
): number | null {
  const basis = { valueEur: amountEur, usdPerEur };
  if (positive(amountEur) === 0) return 0;
  const route = savingsPlanRoute(plan, inCore, date);
  if (route === 'order') {
    return orderCost(plan, SAVINGS_PLAN_MARKET, basis, date, { asset: 'etf', inSelection: () => inCore });
  }
  const component = partsOn(plan, 'savings-plan', date).find((c) => c.scope === route);
  return component === undefined ? null : componentFee(component, basis);
}

/** A daily fee counts every day of the year. */
const DAYS_PER_YEAR = 365;
/** How many times a year a service fee's period comes round (a quarterly fee's bounds hold per quarter). */
const PERIODS_PER_YEAR = { day: DAYS_PER_YEAR, month: 12, quarter: 4, year: 1 } as const;

/**
 * The service or custody fees of a year on a portfolio of `valueEur` (none without a portfolio). A fee reduced by the
 * month's order fees (LYNX's activity fee) gets a twelfth of `yearOrderFeesEur` off each month (a year's orders spread
 * evenly over its months), never below nothing; a fee waived from a portfolio value is nothing from there.
 *
 * A value of null means the portfolio's value is unknown (Mijn kosten without one): then only the fees that do not
 * depend on it count, a flat amount no value waives (BUX Plus and Prime, Scalable PRIME+). They are owed whatever is
 * held, so a comparison that knows no value still counts them; otherwise a plan with a subscription would look free.
 */
export function serviceFeeForYear(
  plan: TariffPlan,
  valueEur: number | null,
  usdPerEur: number,
  date: string = TARIFF_DATE,
  yearOrderFeesEur: number = 0,
): number {
  if (valueEur !== null && positive(valueEur) === 0) return 0;
  return partsOn(plan, 'service', date).reduce((sum, component) => {
    const dependsOnValue = component.fee.kind !== 'flat' || component.waivedFromEur !== undefined;
    if (
      valueEur === null ? dependsOnValue : component.waivedFromEur !== undefined && valueEur >= component.waivedFromEur
    )
      return sum;
    const fee = componentFee(component, { valueEur: valueEur ?? 0, usdPerEur }) ?? 0;
    const periods = PERIODS_PER_YEAR[component.period];
    const offset = component.reducedByOrderFees ? positive(yearOrderFeesEur) / periods : 0;
    return sum + periods * Math.max(0, fee - offset);
  }, 0);
}

/** A daily custody percentage (Freedom24) is charged on every calendar day. */

/** The yearly connectivity fee of one market used, on the portfolio value (0 where none applies). */
export function connectivityFee(
  plan: TariffPlan,
  market: MarketId,
  valueEur: number,
  usdPerEur: number,
  date: string = TARIFF_DATE,
): number {
  const component = partsOn(plan, 'connectivity', date).find((c) => c.markets.includes(market));
  if (component === undefined) return 0;
  return componentFee(component, { valueEur: positive(valueEur), usdPerEur }) ?? 0;
}

/** The deposit component for a method on a date (a bank transfer has none: it is free everywhere we know). */
export function depositComponent(
  plan: TariffPlan,
  method: string,
  date: string = TARIFF_DATE,
): DepositComponent | undefined {
  return partsOn(plan, 'deposit', date).find((c) => c.method === method);
}

/**
 * A year's deposit fees for 12 monthly deposits of `monthlyEur` by `method`. Free allowances count from what is
 * already in the portfolio (taken as deposited before): Trading 212's first € 2.000 in total, Trade Republic's first
 * card deposit (only for a reader who has not deposited yet).
 */
export function depositFeesForYear(
  plan: TariffPlan,
  method: string,
  monthlyEur: number,
  portfolioEur: number,
  usdPerEur: number,
  date: string = TARIFF_DATE,
): number {
  const monthly = positive(monthlyEur);
  const component = monthly === 0 ? undefined : depositComponent(plan, method, date);
  if (component === undefined) return 0;
  const before = positive(portfolioEur);
  let fees = 0;
  let depositedBefore = before;
  for (let month = 0; month < 12; month++) {
    const firstEver = depositedBefore === 0;
    const allowanceLeft = Math.max(0, (component.freeUpToTotalEur ?? 0) - depositedBefore);
    const charged = component.firstFree && firstEver ? 0 : Math.max(0, monthly - allowanceLeft);
    if (charged > 0) fees += componentFee(component, { valueEur: charged, usdPerEur }) ?? 0;
    depositedBefore += monthly;
  }
  return fees;
}

/** The provider's own fund cost (Meesman: its fund replaces the reader's ETF), as a percentage a year; or null. */
export function ownFundPercent(plan: TariffPlan, date: string = TARIFF_DATE): FeeNode | null {
  return partsOn(plan, 'fund', date)[0]?.fee ?? null;
}

/** One order's cost at a broker on a market, at the cheaper of its plans; null when no plan offers it. */
export function cheapestOrderCost(
  plans: readonly TariffPlan[],
  market: MarketId,
  basis: FeeBasis,
  date: string = TARIFF_DATE,
  kind: OrderKind = SHARE_ORDER,
): number | null {
  const costs = plans.map((plan) => orderCost(plan, market, basis, date, kind)).filter((c): c is number => c !== null);
  return costs.length === 0 ? null : Math.min(...costs);
}

/** Whether an ETF is in a provider's selection: listed, not in a whole list, or not known (the list is partial). */
export type SelectionStatus = 'in' | 'out' | 'unknown';

/** One of a provider's selections on a date and whether the reader's ETF is in it. */
export interface SelectionState {
  /** The selection's key, the provider's own name for it ('kernselectie'). */
  readonly selection: string;
  readonly status: SelectionStatus;
  /** Where the selection's price holds, when the data says (SelectionMembership.where). */
  readonly where?: string;
}

/**
 * Each selection of a provider that holds on a date, with whether the ETF (by ISIN) is in it: named in the list, in
 * it; not named in a whole list, out; not named in a partial list (the provider's own list was not read), unknown.
 */
export function selectionStates(
  tariff: { readonly selections?: BrokerTariff['selections'] | undefined },
  etfIsin: string,
  date: string = TARIFF_DATE,
): SelectionState[] {
  return (tariff.selections ?? [])
    .filter((membership) => holdsOn(membership, date))
    .map((membership) => {
      const status: SelectionStatus = membership.isins.includes(etfIsin)
        ? 'in'
        : membership.partial
          ? 'unknown'
          : 'out';
      return {
        selection: membership.selection,
        status,
        ...(membership.where === undefined ? {} : { where: membership.where }),
      };
    });
}

/**
 * The state a provider's result shows: a selection the ETF is in, else one where it is not known, else one it is not
 * in; null for a provider without selection data.
 */
export function shownSelection(states: readonly SelectionState[]): SelectionState | null {
  return states.find((s) => s.status === 'in') ?? states.find((s) => s.status === 'unknown') ?? states[0] ?? null;
}

/**
 * Whether the reader's ETF (by ISIN: the picked one, or the default ETF the fund costs assume) is in each of a
 * provider's selections: as its dated membership data says, and where that is not known (a partial list, or a
 * selection without a list on the date), as the box 'in de gratis of kernselectie' says.
 */
export function selectionMembership(
  tariff: { readonly selections?: BrokerTariff['selections'] | undefined },
  etfIsin: string,
  boxTicked: boolean,
  date: string = TARIFF_DATE,
): (selection: string) => boolean {
  const states = selectionStates(tariff, etfIsin, date);
  return (selection) => {
    const status = states.find((s) => s.selection === selection)?.status ?? 'unknown';
    return status === 'unknown' ? boxTicked : status === 'in';
  };
}
