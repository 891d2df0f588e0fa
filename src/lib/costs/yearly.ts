// A reader's whole yearly cost at each broker from the fee model, broken into its parts, and the
// brokers ranked by it. `yearlyCost(tariff, profile, date)` is the one function every page, the open
// data and the Box 3 tool use.
import { brokerName } from '../../data/brokerList.ts';
import { BROKER_IDS, REFERENCE_RATE, TARIFFS, type BrokerId } from '../../data/fees.ts';
import type { BrokerTariff, MarketId, TariffPlan } from '../../data/providers/types.ts';
import type { FeeBasis } from './algebra.ts';
import type { CostProfile } from './profile.ts';
import {
  connectivityFee,
  orderFee,
  orderFxFee,
  SAVINGS_PLAN_MARKET,
  savingsPlanFee,
  serviceFeeForYear,
  TARIFF_DATE,
} from './tariff.ts';

const MONTHS_PER_YEAR = 12;
/** Holding costs are measured on the portfolio plus half a year of the plan's deposits (the year's average). */
const PLAN_MONTHS_HELD = 6;

/** The parts of a year's cost, in the order the pages list and the chart stacks them. */
export const COST_PART_KEYS = ['orders', 'fx', 'savingsPlan', 'holding', 'connectivity'] as const;
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
}

/** The profile's orders per market. */
export function profileOrders(profile: CostProfile): readonly { readonly market: MarketId; readonly orders: number }[] {
  return [
    { market: 'euronext-amsterdam', orders: profile.euronextOrders },
    { market: 'xetra', orders: profile.xetraOrders },
    { market: 'us', orders: profile.usOrders },
  ];
}

/** The basis of one average order: its euro amount, in dollars at the rate, in shares at the average US price. */
export function averageOrder(profile: CostProfile, usdPerEur: number = REFERENCE_RATE.usdPerEur): FeeBasis {
  const valueUsd = profile.orderAmountEur * usdPerEur;
  return { valueEur: profile.orderAmountEur, shares: valueUsd / profile.usSharePriceUsd, usdPerEur };
}

/** The portfolio value holding costs are measured on: the value given plus half a year of plan deposits. */
export function holdingBase(profile: CostProfile): number {
  return profile.portfolioEur + PLAN_MONTHS_HELD * profile.monthlyEtfEur;
}

/**
 * One plan's yearly cost = Σ markets orders × (order fee + conversion) + 12 × the savings-plan purchase
 * + the service fees on the holding base + the connectivity fee of every market with orders.
 */
export function planYearlyCost(
  plan: TariffPlan,
  profile: CostProfile,
  date: string = TARIFF_DATE,
  usdPerEur: number = REFERENCE_RATE.usdPerEur,
): YearlyCost {
  const basis = averageOrder(profile, usdPerEur);
  const base = holdingBase(profile);
  let orders = 0;
  let fx = 0;
  let connectivity = 0;
  const unavailable: MarketId[] = [];
  for (const { market, orders: count } of profileOrders(profile)) {
    if (count <= 0) continue;
    const fee = orderFee(plan, market, basis, date);
    if (fee === null) {
      unavailable.push(market);
      continue;
    }
    orders += count * fee;
    fx += count * orderFxFee(plan, market, basis, date);
    connectivity += connectivityFee(plan, market, base, usdPerEur, date);
  }
  const purchase = savingsPlanFee(plan, profile.monthlyEtfEur, profile.etfInCore === 1, usdPerEur, date);
  // No purchase price only when the plan's ETF is bought as an order on a market the plan does not offer: that
  // market is unavailable for the profile, so the missing purchases are never counted as free.
  if (purchase === null && !unavailable.includes(SAVINGS_PLAN_MARKET)) unavailable.push(SAVINGS_PLAN_MARKET);
  const savingsPlan = MONTHS_PER_YEAR * (purchase ?? 0);
  const holding = serviceFeeForYear(plan, base, usdPerEur, date);
  return {
    orders,
    fx,
    savingsPlan,
    holding,
    connectivity,
    total: orders + fx + savingsPlan + holding + connectivity,
    planId: plan.id,
    planName: plan.name,
    unavailable,
  };
}

/** A broker's yearly cost for a profile on a date: the cheaper of its plans, with that plan's name. */
export function yearlyCost(
  tariff: BrokerTariff,
  profile: CostProfile,
  date: string = TARIFF_DATE,
  usdPerEur: number = REFERENCE_RATE.usdPerEur,
): YearlyCost {
  const costs = tariff.plans.map((plan) => planYearlyCost(plan, profile, date, usdPerEur));
  // Fewer unavailable markets first, then the lower total; the first plan wins a tie.
  return costs.reduce((best, cost) =>
    cost.unavailable.length < best.unavailable.length ||
    (cost.unavailable.length === best.unavailable.length && cost.total < best.total)
      ? cost
      : best,
  );
}

export interface RankedBroker {
  readonly id: BrokerId;
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
export function rankBrokers(
  profile: CostProfile,
  tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS,
  date: string = TARIFF_DATE,
): RankedBroker[] {
  const costs = BROKER_IDS.map((id) => ({ id, name: brokerName(id), cost: yearlyCost(tariffs[id], profile, date) }));
  costs.sort(
    (a, b) =>
      a.cost.unavailable.length - b.cost.unavailable.length ||
      a.cost.total - b.cost.total ||
      a.name.localeCompare(b.name, 'nl'),
  );
  const cheapest = costs[0]?.cost.total ?? 0;
  return costs.map((c) => ({ ...c, differenceEur: c.cost.total - cheapest }));
}
