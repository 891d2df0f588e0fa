// A tariff on a date: which of a plan's components hold that day, and the fee of an order, a
// savings-plan purchase, the holding costs and the connectivity fee from them. A superseded component
// stays in the data; the date picks it (Mijn kosten prices a 2023 order at the 2023 tariff).
import { FEES_COMPILED } from '../../data/fees.ts';
import { MARKET_CURRENCY } from '../../data/tariffs/markets.ts';
import type { ComponentPart, MarketId, TariffComponent, TariffPlan } from '../../data/providers/types.ts';
import { feeAmount, positive, type FeeBasis } from './algebra.ts';

/** The date the site's figures are for: the date the tariffs were last compiled (reproducible builds). */
export const TARIFF_DATE: string = FEES_COMPILED;

/** Whether a component holds on an ISO date: from `validFrom` through `validUntil` (both included). */
export function holdsOn(component: TariffComponent, date: string): boolean {
  return component.validFrom <= date && (component.validUntil === undefined || date <= component.validUntil);
}

/** The components of a plan that hold on a date. */
export function componentsOn(plan: TariffPlan, date: string = TARIFF_DATE): TariffComponent[] {
  return plan.components.filter((component) => holdsOn(component, date));
}

type Of<P extends ComponentPart> = Extract<TariffComponent, { part: P }>;

/**
 * A plan's components that hold on a date, by part, worked out once per plan and date. Pricing a reader's file asks
 * the same few questions for every order (200,000 rows priced at every provider's plans, today and on each order's
 * date), and a plan's data never changes once loaded, so the answer is kept with the plan.
 */
const PARTS_ON = new WeakMap<TariffPlan, Map<string, Partial<Record<ComponentPart, readonly TariffComponent[]>>>>();

function partsOn<P extends ComponentPart>(plan: TariffPlan, part: P, date: string): readonly Of<P>[] {
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
  return (byPart[part] ?? []) as readonly Of<P>[];
}

/** A component that applies to the market, or undefined. */
function forMarket<C extends { readonly markets: readonly MarketId[] }>(
  components: readonly C[],
  market: MarketId,
): C | undefined {
  return components.find((component) => component.markets.includes(market));
}

/** The order-fee component for a market on a date, and whether it was dated (false: today's tariff stands in). */
export function orderComponentOn(
  plan: TariffPlan,
  market: MarketId,
  date: string,
): { readonly component: Of<'order'> | undefined; readonly dated: boolean } {
  const dated = forMarket(partsOn(plan, 'order', date), market);
  if (dated || date === TARIFF_DATE) return { component: dated, dated: dated !== undefined };
  return { component: forMarket(partsOn(plan, 'order', TARIFF_DATE), market), dated: false };
}

/** The fee of one order on a market (the commission alone), or null when the market is not offered. */
export function orderFee(
  plan: TariffPlan,
  market: MarketId,
  basis: FeeBasis,
  date: string = TARIFF_DATE,
): number | null {
  const { component } = orderComponentOn(plan, market, date);
  return component === undefined ? null : feeAmount(component.fee, basis);
}

/** Currency conversion of one order: only on a market in another currency than the euro. */
export function orderFxFee(plan: TariffPlan, market: MarketId, basis: FeeBasis, date: string = TARIFF_DATE): number {
  if (MARKET_CURRENCY[market] === 'EUR') return 0;
  const fx = partsOn(plan, 'order-fx', date)[0] ?? partsOn(plan, 'order-fx', TARIFF_DATE)[0];
  return fx === undefined ? 0 : (feeAmount(fx.fee, basis) ?? 0);
}

/** An order's whole cost: its fee plus the conversion; null when the market is not offered. */
export function orderCost(
  plan: TariffPlan,
  market: MarketId,
  basis: FeeBasis,
  date: string = TARIFF_DATE,
): number | null {
  if (positive(basis.valueEur) === 0) return 0;
  const fee = orderFee(plan, market, basis, date);
  return fee === null ? null : fee + orderFxFee(plan, market, basis, date);
}

/** Where a savings-plan purchase is priced: the broker's plan for its selection, for all ETFs, or as an order. */
export type SavingsPlanRoute = 'core' | 'all' | 'order';

/** The ETF of the savings plan is bought as an ordinary order on this market where no plan applies. */
export const SAVINGS_PLAN_MARKET: MarketId = 'euronext-amsterdam';

/** The savings-plan component that prices a purchase (core first when the ETF is in the selection). */
export function savingsPlanRoute(plan: TariffPlan, inCore: boolean, date: string = TARIFF_DATE): SavingsPlanRoute {
  const plans = partsOn(plan, 'savings-plan', date);
  if (inCore && plans.some((component) => component.scope === 'core')) return 'core';
  if (plans.some((component) => component.scope === 'all')) return 'all';
  return 'order';
}

/** One periodic purchase of `amountEur` of the savings plan's ETF; null when not offered. */
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
  if (route === 'order') return orderCost(plan, SAVINGS_PLAN_MARKET, basis, date);
  const component = partsOn(plan, 'savings-plan', date).find((c) => c.scope === route);
  return component === undefined ? null : feeAmount(component.fee, basis);
}

/** The service or custody fees of a year on a portfolio of `valueEur` (none without a portfolio). */
export function serviceFeeForYear(
  plan: TariffPlan,
  valueEur: number,
  usdPerEur: number,
  date: string = TARIFF_DATE,
): number {
  if (positive(valueEur) === 0) return 0;
  return partsOn(plan, 'service', date).reduce((sum, component) => {
    const fee = feeAmount(component.fee, { valueEur, usdPerEur }) ?? 0;
    return sum + (component.period === 'month' ? 12 * fee : fee);
  }, 0);
}

/** The yearly connectivity fee of one market used, on the portfolio value (0 where none applies). */
export function connectivityFee(
  plan: TariffPlan,
  market: MarketId,
  valueEur: number,
  usdPerEur: number,
  date: string = TARIFF_DATE,
): number {
  const component = forMarket(partsOn(plan, 'connectivity', date), market);
  if (component === undefined) return 0;
  return feeAmount(component.fee, { valueEur: positive(valueEur), usdPerEur }) ?? 0;
}

/** One order's cost at a broker on a market, at the cheaper of its plans; null when no plan offers it. */
export function cheapestOrderCost(
  plans: readonly TariffPlan[],
  market: MarketId,
  basis: FeeBasis,
  date: string = TARIFF_DATE,
): number | null {
  const costs = plans.map((plan) => orderCost(plan, market, basis, date)).filter((c): c is number => c !== null);
  return costs.length === 0 ? null : Math.min(...costs);
}
