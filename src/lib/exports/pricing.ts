// The reader's own orders priced with the fee model: at every broker at today's tariffs (what these
// orders would cost now, every exchange the files show; a market a broker does not offer counts as
// 'niet beschikbaar'), and at the reader's own broker at the tariff of each order's date, set beside
// what the file says was paid for the same orders. Holding costs are added only for a portfolio value
// the reader gives.
import { brokerName } from '../../data/brokerList.ts';
import { BROKER_IDS, REFERENCE_RATE, TARIFFS, type BrokerId } from '../../data/fees.ts';
import type { BrokerTariff, MarketId, TariffPlan } from '../../data/tariffs/types.ts';
import { connectivityFee, orderComponentOn, orderCost, serviceFeeForYear, TARIFF_DATE } from '../costs/tariff.ts';
import { yearOf } from './dates.ts';
import type { ExportOrder } from './types.ts';
import { modelMarket, usableRate } from './venues.ts';

export interface PricedYear {
  readonly year: number;
  /** Orders priced this year. */
  readonly orders: number;
  /** Their order and conversion fees. */
  readonly total: number;
  /** Service and connectivity fees of the year on the portfolio value given (0 without one). */
  readonly holding: number;
}

export interface PricedBroker {
  readonly id: BrokerId;
  readonly name: string;
  /** The plan the orders were priced at (the cheaper for them); empty for a broker with one plan. */
  readonly planName: string;
  /** Order fees over the whole file plus the holding costs, full precision. */
  readonly total: number;
  readonly years: readonly PricedYear[];
  /** Orders on markets this broker does not offer ('niet beschikbaar'): not in its total. */
  readonly unavailable: number;
}

export interface NotCompared {
  readonly venue: string;
  readonly orders: number;
}

export interface OrderPricing {
  /** Cheapest first among those that offer every market; then by fewer unavailable orders; equal totals by name. */
  readonly brokers: readonly PricedBroker[];
  /** Orders on a market the model prices. */
  readonly compared: number;
  readonly notCompared: readonly NotCompared[];
  /** US orders without a usable rate of their own, priced at the reference rate. */
  readonly atReferenceRate: number;
  /** Whether holding costs were added (a portfolio value was given). */
  readonly withHolding: boolean;
}

/**
 * The basis of an order: its euro value, its shares and its own dollar rate (else the reference rate).
 * A US order's euro value is its dollar value at that rate, as the dollar fees are charged on it.
 */
function basisOf(order: ExportOrder, referenceUsdPerEur: number) {
  const usdPerEur = usableRate(order.usdPerEur) ?? referenceUsdPerEur;
  const fromDollars = order.market === 'us' && order.valueUsd > 0;
  return { valueEur: fromDollars ? order.valueUsd / usdPerEur : order.valueEur, shares: order.shares, usdPerEur };
}

/**
 * The fee of one order (commission plus conversion) at one plan on a date, or null when the model
 * prices not its market or the plan does not offer it.
 */
export function orderCostAt(
  plan: TariffPlan,
  order: ExportOrder,
  date: string = TARIFF_DATE,
  referenceUsdPerEur: number = REFERENCE_RATE.usdPerEur,
): number | null {
  const market = modelMarket(order);
  return market === null ? null : orderCost(plan, market, basisOf(order, referenceUsdPerEur), date);
}

/** Orders the model cannot price, counted per venue, most first. */
export function notComparedOrders(orders: readonly ExportOrder[]): NotCompared[] {
  const counts = new Map<string, number>();
  for (const order of orders) {
    if (modelMarket(order) === null) counts.set(order.venue, (counts.get(order.venue) ?? 0) + 1);
  }
  return [...counts]
    .map(([venue, count]) => ({ venue, orders: count }))
    .sort((a, b) => b.orders - a.orders || a.venue.localeCompare(b.venue, 'nl'));
}

interface PlanPricing {
  readonly plan: TariffPlan;
  readonly total: number;
  readonly years: PricedYear[];
  readonly unavailable: number;
}

/** One plan's cost per calendar year at today's tariff, plus the year's holding costs on the value given. */
function priceAtPlan(
  plan: TariffPlan,
  orders: readonly ExportOrder[],
  portfolioEur: number | null,
  referenceUsdPerEur: number,
): PlanPricing {
  const byYear = new Map<number, { orders: number; fees: number; markets: Set<MarketId>; usExchanges: Set<string> }>();
  let unavailable = 0;
  for (const order of orders) {
    const market = modelMarket(order);
    if (market === null) continue;
    const cost = orderCost(plan, market, basisOf(order, referenceUsdPerEur), TARIFF_DATE);
    if (cost === null) {
      unavailable += 1;
      continue;
    }
    const year = yearOf(order.date);
    const entry = byYear.get(year) ?? {
      orders: 0,
      fees: 0,
      markets: new Set<MarketId>(),
      usExchanges: new Set<string>(),
    };
    entry.orders += 1;
    entry.fees += cost;
    entry.markets.add(market);
    if (market === 'us' && order.exchange) entry.usExchanges.add(order.exchange);
    byYear.set(year, entry);
  }
  const years = [...byYear]
    .sort(([a], [b]) => a - b)
    .map(([year, entry]) => {
      const value = portfolioEur ?? 0;
      // A connectivity fee per exchange: the US exchanges the file names count apart (NYSE, Nasdaq); none named is one.
      const connectivity = [...entry.markets].reduce((sum, market) => {
        const exchanges = market === 'us' ? Math.max(1, entry.usExchanges.size) : 1;
        return sum + exchanges * connectivityFee(plan, market, value, referenceUsdPerEur);
      }, 0);
      const holding = value > 0 ? serviceFeeForYear(plan, value, referenceUsdPerEur) + connectivity : 0;
      return { year, orders: entry.orders, total: entry.fees, holding };
    });
  const total = years.reduce((sum, year) => sum + year.total + year.holding, 0);
  return { plan, total, years, unavailable };
}

function cheaperPlan(a: PlanPricing, b: PlanPricing): PlanPricing {
  return b.unavailable < a.unavailable || (b.unavailable === a.unavailable && b.total < a.total) ? b : a;
}

/** A broker's cost of the orders at today's tariffs: its cheaper plan for them. */
export function priceAtBroker(
  tariff: BrokerTariff,
  orders: readonly ExportOrder[],
  portfolioEur: number | null = null,
  referenceUsdPerEur: number = REFERENCE_RATE.usdPerEur,
): PricedBroker {
  const best = tariff.plans
    .map((plan) => priceAtPlan(plan, orders, portfolioEur, referenceUsdPerEur))
    .reduce(cheaperPlan);
  return {
    id: tariff.broker,
    name: brokerName(tariff.broker),
    planName: best.plan.name,
    total: best.total,
    years: best.years,
    unavailable: best.unavailable,
  };
}

export function priceOrders(
  orders: readonly ExportOrder[],
  tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS,
  referenceUsdPerEur: number = REFERENCE_RATE.usdPerEur,
  portfolioEur: number | null = null,
): OrderPricing {
  const value = portfolioEur !== null && Number.isFinite(portfolioEur) && portfolioEur > 0 ? portfolioEur : null;
  const brokers = BROKER_IDS.map((id) => priceAtBroker(tariffs[id], orders, value, referenceUsdPerEur));
  brokers.sort((a, b) => a.unavailable - b.unavailable || a.total - b.total || a.name.localeCompare(b.name, 'nl'));
  return {
    brokers,
    compared: orders.filter((order) => modelMarket(order) !== null).length,
    notCompared: notComparedOrders(orders),
    atReferenceRate: orders.filter((order) => order.market === 'us' && usableRate(order.usdPerEur) === null).length,
    withHolding: value !== null,
  };
}

/** Paid against the model at the tariff of each order's date, for one year, over the same orders. */
export interface DatedYear {
  readonly year: number;
  /** Orders in both columns: the file records their fees and the model prices them. */
  readonly orders: number;
  /** What the file says was paid for them (transaction costs and AutoFX). */
  readonly paid: number;
  /** What the model charges for them at the tariff of each order's date. */
  readonly model: number;
  /** Of these, orders whose date no tariff in the data covers: priced at today's tariff. */
  readonly atTodaysTariff: number;
}

export interface DatedComparison {
  readonly years: readonly DatedYear[];
  readonly paid: number;
  readonly model: number;
  /** The plan the model used (the cheaper for the orders); empty for a broker with one plan. */
  readonly planName: string;
  /** Orders left out of both columns because the file records no fee for them in euros. */
  readonly withoutPaid: number;
  /** Orders left out of both columns because the model prices not their market, by venue. */
  readonly notPriced: readonly NotCompared[];
  readonly atTodaysTariff: number;
}

/**
 * The reader's own broker: per year, what was paid for the orders whose fees the file records, next to
 * the model for exactly those orders at the tariff valid on each order's date (today's where the data
 * has none for that date).
 */
export function compareAtOrderDates(
  tariff: BrokerTariff,
  orders: readonly ExportOrder[],
  referenceUsdPerEur: number = REFERENCE_RATE.usdPerEur,
): DatedComparison {
  const withPaid = orders.filter((order) => order.paidEur !== undefined);
  const priced = withPaid.filter((order) => modelMarket(order) !== null);
  const perPlan = tariff.plans.map((plan) => {
    const byYear = new Map<number, { orders: number; paid: number; model: number; atToday: number }>();
    for (const order of priced) {
      const market = modelMarket(order);
      if (market === null) continue;
      const cost = orderCost(plan, market, basisOf(order, referenceUsdPerEur), order.date);
      if (cost === null) continue;
      const year = yearOf(order.date);
      const entry = byYear.get(year) ?? { orders: 0, paid: 0, model: 0, atToday: 0 };
      entry.orders += 1;
      entry.paid += order.paidEur ?? 0;
      entry.model += cost;
      if (!orderComponentOn(plan, market, order.date).dated) entry.atToday += 1;
      byYear.set(year, entry);
    }
    const years = [...byYear]
      .sort(([a], [b]) => a - b)
      .map(([year, e]) => ({ year, orders: e.orders, paid: e.paid, model: e.model, atTodaysTariff: e.atToday }));
    return { plan, years, model: years.reduce((sum, y) => sum + y.model, 0) };
  });
  const best = perPlan.reduce((a, b) => (b.model < a.model ? b : a));
  return {
    years: best.years,
    paid: best.years.reduce((sum, y) => sum + y.paid, 0),
    model: best.model,
    planName: best.plan.name,
    withoutPaid: orders.length - withPaid.length,
    notPriced: notComparedOrders(withPaid),
    atTodaysTariff: best.years.reduce((sum, y) => sum + y.atTodaysTariff, 0),
  };
}
