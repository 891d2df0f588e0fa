// The reader's own orders priced with the fee model: at every broker at today's tariffs (what these
// orders would cost now, every exchange the files show; a market a broker does not offer counts as
// 'niet beschikbaar'), and at the reader's own broker at the tariff of each order's date, set beside
// what the file says was paid for the same orders. Holding costs are added only for a portfolio value
// the reader gives.
import { brokerName } from '../../data/brokerList.ts';
import { BROKER_IDS, REFERENCE_RATE, TARIFFS, type BrokerId } from '../../data/fees.ts';
import type { BrokerTariff, MarketId, TariffPlan } from '../../data/providers/types.ts';
import type { FeeBasis } from '../costs/algebra.ts';
import {
  connectivityFee,
  orderComponentOn,
  orderCost,
  orderFee,
  savingsPlanFee,
  savingsPlanRoute,
  serviceFeeForYear,
  TARIFF_DATE,
} from '../costs/tariff.ts';
import { MARKET_CURRENCY, MARKET_IDS, NAMED_ONLY_MARKETS } from '../../data/tariffs/markets.ts';
import { yearOf } from '../brokerFiles/shared/dates.ts';
import type { ExportOrder } from './types.ts';
import { modelMarket, usableRate } from '../brokerFiles/shared/venues.ts';

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
  /** Orders on a market the model prices, left out of the ranking: not every broker's tariff names it (rankedMarkets). */
  readonly notRanked: readonly NotCompared[];
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

/** Whether a tariff names a market in any order component of any plan, on any date (a fee or 'not offered'). */
function namesMarket(tariff: BrokerTariff, market: MarketId): boolean {
  return tariff.plans.some((plan) =>
    plan.components.some((component) => component.part === 'order' && component.markets.includes(market)),
  );
}

const rankedByTariffs = new WeakMap<object, ReadonlySet<MarketId>>();

/**
 * The markets whose orders the ranking prices at every broker: the markets every provider's tariff is written
 * against, and a market only some tariffs name (NAMED_ONLY_MARKETS: Bolsa de Madrid, ASX) once every broker's tariff
 * names it. Until then such an order would count as 'niet beschikbaar' at a broker whose data simply holds no tariff
 * for it, so it stays out of the ranking (OrderTally.notRanked, which the page names); the own broker's table still prices it.
 */
export function rankedMarkets(tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS): ReadonlySet<MarketId> {
  const known = rankedByTariffs.get(tariffs);
  if (known) return known;
  const ranked = new Set<MarketId>(
    MARKET_IDS.filter(
      (market) => !NAMED_ONLY_MARKETS.includes(market) || BROKER_IDS.every((id) => namesMarket(tariffs[id], market)),
    ),
  );
  rankedByTariffs.set(tariffs, ranked);
  return ranked;
}

/** The market an order is priced on among `priced` markets (every market the model knows when none given), or null. */
function pricedMarket(order: ExportOrder, priced?: ReadonlySet<MarketId>): MarketId | null {
  const market = modelMarket(order);
  return market !== null && (priced === undefined || priced.has(market)) ? market : null;
}

/** Orders the model cannot price, counted per venue, most first. */
export function notComparedOrders(orders: readonly ExportOrder[]): NotCompared[] {
  return countByVenue(orders.filter((order) => modelMarket(order) === null));
}

/** Orders the model prices on a market outside `ranked`, counted per venue, most first. */
function notRankedOrders(orders: readonly ExportOrder[], ranked: ReadonlySet<MarketId>): NotCompared[] {
  return countByVenue(
    orders.filter((order) => {
      const market = modelMarket(order);
      return market !== null && !ranked.has(market);
    }),
  );
}

function countByVenue(orders: readonly ExportOrder[]): NotCompared[] {
  const counts = new Map<string, number>();
  for (const order of orders) counts.set(order.venue, (counts.get(order.venue) ?? 0) + 1);
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

/** One calendar year of orders at one plan before holding costs: what can be added up file by file. */
export interface PlanYearTally {
  readonly year: number;
  readonly orders: number;
  readonly fees: number;
  /** The fee model's markets of the year's orders, in the order first met. */
  readonly markets: readonly MarketId[];
  /** The US exchanges the files name (NYSE, Nasdaq): DEGIRO's connectivity fee is charged per exchange. */
  readonly usExchanges: readonly string[];
}

/** Orders at one plan at today's tariff, per year, and those on markets the plan does not offer. */
export interface PlanTally {
  readonly years: readonly PlanYearTally[];
  readonly unavailable: number;
}

type YearEntry = { orders: number; fees: number; markets: Set<MarketId>; usExchanges: Set<string> };
const newYearEntry = (): YearEntry => ({ orders: 0, fees: 0, markets: new Set(), usExchanges: new Set() });

function yearTallies(byYear: ReadonlyMap<number, YearEntry>): PlanYearTally[] {
  return [...byYear]
    .sort(([a], [b]) => a - b)
    .map(([year, e]) => ({
      year,
      orders: e.orders,
      fees: e.fees,
      markets: [...e.markets],
      usExchanges: [...e.usExchanges],
    }));
}

/** What pricing needs of an order the model can price, worked out once for all plans. */
interface PriceableOrder {
  readonly market: MarketId;
  readonly basis: FeeBasis;
  readonly year: number;
  readonly exchange: string | null | undefined;
  /** A savings-plan purchase: priced as each broker's savings plan. */
  readonly savingsPlan: boolean;
}

/**
 * The orders on a market the model prices, each with its market, basis and year: computed once and shared by every
 * plan of every broker (a 200,000-row file is priced at about fifteen plans).
 */
function priceableOrders(
  orders: readonly ExportOrder[],
  referenceUsdPerEur: number,
  priced?: ReadonlySet<MarketId>,
): PriceableOrder[] {
  const out: PriceableOrder[] = [];
  for (const order of orders) {
    const market = pricedMarket(order, priced);
    if (market === null) continue;
    out.push({
      market,
      basis: basisOf(order, referenceUsdPerEur),
      year: yearOf(order.date),
      exchange: order.exchange,
      savingsPlan: order.savingsPlan === true,
    });
  }
  return out;
}

/** One plan's order fees per calendar year at today's tariff (no holding costs: those depend on the portfolio). */
function tallyPlan(plan: TariffPlan, orders: readonly PriceableOrder[]): PlanTally {
  const byYear = new Map<number, YearEntry>();
  let unavailable = 0;
  for (const { market, basis, year, exchange, savingsPlan } of orders) {
    const cost = savingsPlan
      ? savingsPlanFee(plan, basis.valueEur, false, basis.usdPerEur, TARIFF_DATE)
      : orderCost(plan, market, basis, TARIFF_DATE);
    if (cost === null) {
      unavailable += 1;
      continue;
    }
    let entry = byYear.get(year);
    if (entry === undefined) {
      entry = newYearEntry();
      byYear.set(year, entry);
    }
    entry.orders += 1;
    entry.fees += cost;
    entry.markets.add(market);
    if (market === 'us' && exchange) entry.usExchanges.add(exchange);
  }
  return { years: yearTallies(byYear), unavailable };
}

/** The tallies of one plan over several files, as if their orders had been tallied together. */
export function mergePlanTallies(tallies: readonly PlanTally[]): PlanTally {
  const byYear = new Map<number, YearEntry>();
  let unavailable = 0;
  for (const tally of tallies) {
    unavailable += tally.unavailable;
    for (const y of tally.years) {
      const entry = byYear.get(y.year) ?? newYearEntry();
      entry.orders += y.orders;
      entry.fees += y.fees;
      for (const market of y.markets) entry.markets.add(market);
      for (const exchange of y.usExchanges) entry.usExchanges.add(exchange);
      byYear.set(y.year, entry);
    }
  }
  return { years: yearTallies(byYear), unavailable };
}

/** A plan's tally priced: each year's fees plus its holding costs on the portfolio value given. */
function planPricing(
  plan: TariffPlan,
  tally: PlanTally,
  portfolioEur: number | null,
  referenceUsdPerEur: number,
): PlanPricing {
  const years = tally.years.map((entry) => {
    const value = portfolioEur ?? 0;
    // A connectivity fee per exchange: the US exchanges the file names count apart (NYSE, Nasdaq); none named is one.
    const connectivity = entry.markets.reduce((sum, market) => {
      const exchanges = market === 'us' ? Math.max(1, entry.usExchanges.length) : 1;
      return sum + exchanges * connectivityFee(plan, market, value, referenceUsdPerEur);
    }, 0);
    // Without a portfolio value only the subscriptions count (owed whatever is held); with one, every holding cost,
    // LYNX's activity fee less the year's order fees included.
    const holding =
      value > 0
        ? serviceFeeForYear(plan, value, referenceUsdPerEur, undefined, entry.fees) + connectivity
        : serviceFeeForYear(plan, null, referenceUsdPerEur);
    return { year: entry.year, orders: entry.orders, total: entry.fees, holding };
  });
  const total = years.reduce((sum, year) => sum + year.total + year.holding, 0);
  return { plan, total, years, unavailable: tally.unavailable };
}

function cheaperPlan(a: PlanPricing, b: PlanPricing): PlanPricing {
  return b.unavailable < a.unavailable || (b.unavailable === a.unavailable && b.total < a.total) ? b : a;
}

/**
 * A broker's cost from its plans' tallies (in the order of its plans): its cheaper plan for them, or the
 * plan `ownPlan` (index) the reader is on at their own broker.
 */
function pricedBroker(
  tariff: BrokerTariff,
  tallies: readonly PlanTally[],
  portfolioEur: number | null,
  referenceUsdPerEur: number,
  ownPlan?: number,
): PricedBroker {
  const plans = tariff.plans.map((plan, index) =>
    planPricing(plan, tallies[index] ?? NO_ORDERS, portfolioEur, referenceUsdPerEur),
  );
  const best = (ownPlan === undefined ? undefined : plans[ownPlan]) ?? plans.reduce(cheaperPlan);
  return {
    id: tariff.broker,
    name: brokerName(tariff.broker),
    planName: best.plan.name,
    total: best.total,
    years: best.years,
    unavailable: best.unavailable,
  };
}

const NO_ORDERS: PlanTally = { years: [], unavailable: 0 };

/** A broker's cost of the orders at today's tariffs: its cheaper plan for them. */
export function priceAtBroker(
  tariff: BrokerTariff,
  orders: readonly ExportOrder[],
  portfolioEur: number | null = null,
  referenceUsdPerEur: number = REFERENCE_RATE.usdPerEur,
): PricedBroker {
  const priceable = priceableOrders(orders, referenceUsdPerEur);
  const tallies = tariff.plans.map((plan) => tallyPlan(plan, priceable));
  return pricedBroker(tariff, tallies, portfolioEur, referenceUsdPerEur);
}

/**
 * The orders of one file (or several) at every plan of every broker, before holding costs: what pricing needs of them,
 * in a few numbers per plan and year, so files can be tallied one by one (each in its worker) and added up.
 */
export interface OrderTally {
  /** Per broker, one tally per plan in the order of its tariff's plans. */
  readonly plans: Readonly<Record<BrokerId, readonly PlanTally[]>>;
  readonly compared: number;
  readonly notCompared: readonly NotCompared[];
  readonly notRanked: readonly NotCompared[];
  readonly atReferenceRate: number;
}

/** `progress` is called after each broker (a worker tells the page it is still working). */
export function tallyOrders(
  orders: readonly ExportOrder[],
  tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS,
  referenceUsdPerEur: number = REFERENCE_RATE.usdPerEur,
  progress: () => void = () => {},
): OrderTally {
  const ranked = rankedMarkets(tariffs);
  const priceable = priceableOrders(orders, referenceUsdPerEur, ranked);
  const plans = Object.fromEntries(
    BROKER_IDS.map((id) => {
      const tallies = tariffs[id].plans.map((plan) => tallyPlan(plan, priceable));
      progress();
      return [id, tallies];
    }),
  ) as Record<BrokerId, PlanTally[]>;
  return {
    plans,
    compared: priceable.length,
    notCompared: notComparedOrders(orders),
    notRanked: notRankedOrders(orders, ranked),
    atReferenceRate: orders.filter((order) => order.market === 'us' && usableRate(order.usdPerEur) === null).length,
  };
}

/** Venue counts of several files as one list, most first (as notComparedOrders orders them). */
export function mergeNotCompared(lists: readonly (readonly NotCompared[])[]): NotCompared[] {
  const counts = new Map<string, number>();
  for (const list of lists) for (const n of list) counts.set(n.venue, (counts.get(n.venue) ?? 0) + n.orders);
  return [...counts]
    .map(([venue, orders]) => ({ venue, orders }))
    .sort((a, b) => b.orders - a.orders || a.venue.localeCompare(b.venue, 'nl'));
}

/** The tallies of several files as one, as if all their orders had been tallied together. */
export function mergeOrderTallies(
  tallies: readonly OrderTally[],
  tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS,
): OrderTally {
  const plans = Object.fromEntries(
    BROKER_IDS.map((id) => [
      id,
      tariffs[id].plans.map((_, index) => mergePlanTallies(tallies.map((t) => t.plans[id][index] ?? NO_ORDERS))),
    ]),
  ) as Record<BrokerId, PlanTally[]>;
  return {
    plans,
    compared: tallies.reduce((sum, t) => sum + t.compared, 0),
    notCompared: mergeNotCompared(tallies.map((t) => t.notCompared)),
    notRanked: mergeNotCompared(tallies.map((t) => t.notRanked)),
    atReferenceRate: tallies.reduce((sum, t) => sum + t.atReferenceRate, 0),
  };
}

/**
 * The ranking from a tally: every broker at its cheaper plan (the reader's own broker at the plan in
 * `ownPlans`, by index), holding costs added for a portfolio value given.
 */
export function priceTally(
  tally: OrderTally,
  tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS,
  referenceUsdPerEur: number = REFERENCE_RATE.usdPerEur,
  portfolioEur: number | null = null,
  ownPlans: Readonly<Partial<Record<BrokerId, number>>> = {},
): OrderPricing {
  const value = portfolioEur !== null && Number.isFinite(portfolioEur) && portfolioEur > 0 ? portfolioEur : null;
  const brokers = BROKER_IDS.map((id) =>
    pricedBroker(tariffs[id], tally.plans[id], value, referenceUsdPerEur, ownPlans[id]),
  );
  brokers.sort((a, b) => a.unavailable - b.unavailable || a.total - b.total || a.name.localeCompare(b.name, 'nl'));
  return {
    brokers,
    compared: tally.compared,
    notCompared: tally.notCompared,
    notRanked: tally.notRanked,
    atReferenceRate: tally.atReferenceRate,
    withHolding: value !== null,
  };
}

export function priceOrders(
  orders: readonly ExportOrder[],
  tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS,
  referenceUsdPerEur: number = REFERENCE_RATE.usdPerEur,
  portfolioEur: number | null = null,
): OrderPricing {
  return priceTally(tallyOrders(orders, tariffs, referenceUsdPerEur), tariffs, referenceUsdPerEur, portfolioEur);
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
  /** Of these, orders compared without their currency conversion on both sides (the file cannot show it per order). */
  readonly withoutFx: number;
  /** Of these, orders whose paid figure holds a dollar cost converted at the site's reference rate. */
  readonly paidAtReferenceRate: number;
  /** Orders of the year left out of both columns: their fees follow another country's tariff (followsAnotherTariff). */
  readonly otherTariff: number;
}

/** Another plan of the broker, with what the model charges the same orders at it. */
export interface DatedAlternative {
  readonly planName: string;
  readonly model: number;
}

export interface DatedComparison {
  readonly years: readonly DatedYear[];
  readonly paid: number;
  readonly model: number;
  /** The reader's own plan (the one whose model comes closest to what was paid); empty for a broker with one plan. */
  readonly planName: string;
  /** The broker's other plans for the same orders. */
  readonly alternatives: readonly DatedAlternative[];
  /** Orders left out of both columns because the file records no fee for them in euros. */
  readonly withoutPaid: number;
  /** Orders left out of both columns because the model prices not their market, by venue. */
  readonly notPriced: readonly NotCompared[];
  readonly atTodaysTariff: number;
  readonly withoutFx: number;
  readonly paidAtReferenceRate: number;
  readonly otherTariff: number;
}

/** The own broker's orders at the tariff of each order's date, per plan and year: what can be added up file by file. */
export interface DatedTally {
  /** Per plan of the tariff, in its order: the years, sorted. */
  readonly plans: readonly (readonly DatedYear[])[];
  readonly withoutPaid: number;
  readonly notPriced: readonly NotCompared[];
}

/** A dated year's counts and sums while they are added up, over orders and over files. */
type DatedEntry = { -readonly [K in Exclude<keyof DatedYear, 'year'>]: DatedYear[K] };

const newDatedEntry = (): DatedEntry => ({
  orders: 0,
  paid: 0,
  model: 0,
  atTodaysTariff: 0,
  withoutFx: 0,
  paidAtReferenceRate: 0,
  otherTariff: 0,
});

function datedYears(byYear: ReadonlyMap<number, DatedEntry>): DatedYear[] {
  return [...byYear].sort(([a], [b]) => a - b).map(([year, entry]) => ({ year, ...entry }));
}

/**
 * Whether a plan's currency conversion cost had begun on a date: not when every conversion component
 * in the data starts later on a sourced date (Trading 212's 0,15% from 6 April 2021). A start that only
 * marks when the figure was first seen (validFromSeen) says nothing about earlier dates.
 */
export function conversionBegunOn(plan: TariffPlan, date: string): boolean {
  const start = conversionStart(plan);
  return start === null || start <= date;
}

/** The first day a plan's conversion cost is known to hold, or null when it may always have (computed once per plan). */
const conversionStarts = new WeakMap<TariffPlan, string | null>();
function conversionStart(plan: TariffPlan): string | null {
  const known = conversionStarts.get(plan);
  if (known !== undefined) return known;
  const fx = plan.components.filter((component) => component.part === 'order-fx');
  const start =
    fx.length === 0 || fx.some((component) => component.validFromSeen === true)
      ? null
      : fx.reduce(
          (earliest, component) => (component.validFrom < earliest ? component.validFrom : earliest),
          fx[0]!.validFrom,
        );
  conversionStarts.set(plan, start);
  return start;
}

/**
 * The model's cost of one order at the tariff of its date, counting the costs the file counts: without
 * the conversion when the file cannot show it per order, and without a conversion cost that had not yet
 * begun. Null when the plan does not offer the market.
 */
export function datedOrderCost(plan: TariffPlan, market: MarketId, order: ExportOrder, basis: FeeBasis): number | null {
  if (order.savingsPlan === true) {
    // Like an order's tariff, the savings plan's of today stands in where the data has none for the date.
    const undated =
      savingsPlanRoute(plan, false, order.date) === 'order' && savingsPlanRoute(plan, false, TARIFF_DATE) !== 'order';
    return savingsPlanFee(plan, basis.valueEur, false, basis.usdPerEur, undated ? TARIFF_DATE : order.date);
  }
  if (order.paidLeavesOut === 'fx' || !conversionBegunOn(plan, order.date)) {
    if (basis.valueEur <= 0) return 0;
    return orderFee(plan, market, basis, order.date);
  }
  return orderCost(plan, market, basis, order.date);
}

/**
 * A DEGIRO order whose fee follows another country's tariff: DEGIRO serves each country at its own tariff
 * in the same export, and a Polish account's Warsaw orders cost €0,31 where the Dutch tariff charges €4,90.
 * Recognised from the fee itself: positive, yet under a quarter of the Dutch tariff's cost on a market
 * other than Euronext Amsterdam and the US (the Dutch tariff's own cheaper markets, where older Dutch fees
 * ran lower than today's). Such orders cannot be judged by the Dutch tariff and are left out per year.
 */
export function followsAnotherTariff(market: MarketId, paidEur: number, modelEur: number): boolean {
  if (market === 'euronext-amsterdam' || market === 'us') return false;
  return paidEur > 0 && paidEur < modelEur / 4;
}

export function tallyAtOrderDates(
  tariff: BrokerTariff,
  orders: readonly ExportOrder[],
  referenceUsdPerEur: number = REFERENCE_RATE.usdPerEur,
): DatedTally {
  const withPaid = orders.filter((order) => order.paidEur !== undefined);
  const priced = withPaid.filter((order) => modelMarket(order) !== null);
  const plans = tariff.plans.map((plan) => {
    const byYear = new Map<number, DatedEntry>();
    for (const order of priced) {
      const market = modelMarket(order);
      if (market === null) continue;
      const cost = datedOrderCost(plan, market, order, basisOf(order, referenceUsdPerEur));
      if (cost === null) continue;
      const year = yearOf(order.date);
      const entry = byYear.get(year) ?? newDatedEntry();
      byYear.set(year, entry);
      if (tariff.broker === 'degiro' && followsAnotherTariff(market, order.paidEur ?? 0, cost)) {
        entry.otherTariff += 1;
        continue;
      }
      entry.orders += 1;
      entry.paid += order.paidEur ?? 0;
      entry.model += cost;
      if (!orderComponentOn(plan, market, order.date).dated) entry.atTodaysTariff += 1;
      if (order.paidLeavesOut === 'fx' && MARKET_CURRENCY[market] !== 'EUR') entry.withoutFx += 1;
      if (order.paidAtReferenceRate === true) entry.paidAtReferenceRate += 1;
    }
    return datedYears(byYear);
  });
  return { plans, withoutPaid: orders.length - withPaid.length, notPriced: notComparedOrders(withPaid) };
}

/** The dated tallies of several files of one broker as one. */
export function mergeDatedTallies(tariff: BrokerTariff, tallies: readonly DatedTally[]): DatedTally {
  const plans = tariff.plans.map((_, index) => {
    const byYear = new Map<number, DatedEntry>();
    for (const tally of tallies) {
      for (const y of tally.plans[index] ?? []) {
        const entry = byYear.get(y.year) ?? newDatedEntry();
        // Every count and sum of a year adds up across files.
        for (const key of Object.keys(entry) as (keyof DatedEntry)[]) entry[key] += y[key];
        byYear.set(y.year, entry);
      }
    }
    return datedYears(byYear);
  });
  return {
    plans,
    withoutPaid: tallies.reduce((sum, t) => sum + t.withoutPaid, 0),
    notPriced: mergeNotCompared(tallies.map((t) => t.notPriced)),
  };
}

/**
 * The index of the reader's own plan among a broker's plans: the one whose model comes closest to what
 * was paid over the compared orders (IBKR's Fixed and Tiered charge differently enough that the
 * commissions show which one the account pays); with nothing compared, the first plan.
 */
export function ownPlanIndex(tally: DatedTally): number {
  let best = 0;
  let bestGap = Infinity;
  tally.plans.forEach((years, index) => {
    if (years.length === 0) return;
    const paid = years.reduce((sum, y) => sum + y.paid, 0);
    const model = years.reduce((sum, y) => sum + y.model, 0);
    const gap = Math.abs(paid - model);
    if (gap < bestGap - 1e-9) {
      best = index;
      bestGap = gap;
    }
  });
  return best;
}

/** The comparison from a dated tally: at the reader's own plan, the broker's other plans beside it. */
export function compareTallyAtOrderDates(tariff: BrokerTariff, tally: DatedTally): DatedComparison {
  const perPlan = tariff.plans.map((plan, index) => {
    const years = tally.plans[index] ?? [];
    return { plan, years, model: years.reduce((sum, y) => sum + y.model, 0) };
  });
  const own = ownPlanIndex(tally);
  const best = perPlan[own] ?? perPlan[0]!;
  const total = (pick: (y: DatedYear) => number) => best.years.reduce((sum, y) => sum + pick(y), 0);
  return {
    years: best.years,
    paid: total((y) => y.paid),
    model: best.model,
    planName: best.plan.name,
    alternatives: perPlan
      .filter((_, index) => index !== own)
      .map((other) => ({ planName: other.plan.name, model: other.model })),
    withoutPaid: tally.withoutPaid,
    notPriced: tally.notPriced,
    atTodaysTariff: total((y) => y.atTodaysTariff),
    withoutFx: total((y) => y.withoutFx),
    paidAtReferenceRate: total((y) => y.paidAtReferenceRate),
    otherTariff: total((y) => y.otherTariff),
  };
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
  return compareTallyAtOrderDates(tariff, tallyAtOrderDates(tariff, orders, referenceUsdPerEur));
}
