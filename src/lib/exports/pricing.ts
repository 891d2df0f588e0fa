// The reader's own orders priced at every broker with the fee model of the cost comparison: the
// fee of every order (ETFs included) at its market, the conversion of US orders, and the fixed
// yearly fee in each calendar year with orders. Orders on markets the model has no tariff for are
// counted per venue instead of priced.
import { brokerName } from '../../data/brokerList.ts';
import { BROKER_IDS, REFERENCE_RATE, TARIFFS, type BrokerId, type Tariff } from '../../data/fees.ts';
import { euronextOrderFee, usConversionFee, usOrderFee, yearlyFixedFee } from '../costs/orderFees.ts';
import { yearOf } from './dates.ts';
import type { ExportOrder } from './types.ts';
import { usableRate } from './venues.ts';

export interface PricedYear {
  readonly year: number;
  readonly orders: number;
  readonly total: number;
}

export interface PricedBroker {
  readonly id: BrokerId;
  readonly name: string;
  /** Euros over the whole file, full precision. */
  readonly total: number;
  readonly years: readonly PricedYear[];
}

export interface NotCompared {
  readonly venue: string;
  readonly orders: number;
}

export interface OrderPricing {
  /** Cheapest first; equal totals by name. */
  readonly brokers: readonly PricedBroker[];
  readonly compared: number;
  readonly notCompared: readonly NotCompared[];
  /** US orders without a usable rate of their own, priced at the reference rate. */
  readonly atReferenceRate: number;
}

/**
 * The fee of one order at one broker in euros, or null when the model has no tariff for its market.
 * Dollar fees convert at the order's own rate, or at the reference rate when the file gives none
 * or one that is no positive finite number.
 */
export function orderCostAt(
  tariff: Tariff,
  order: ExportOrder,
  referenceUsdPerEur: number = REFERENCE_RATE.usdPerEur,
): number | null {
  if (order.market === 'euronext') return euronextOrderFee(tariff, order.valueEur);
  if (order.market !== 'us') return null;
  const us = {
    valueUsd: order.valueUsd,
    shares: order.shares,
    usdPerEur: usableRate(order.usdPerEur) ?? referenceUsdPerEur,
  };
  return usOrderFee(tariff, us) + usConversionFee(tariff, us);
}

/** Orders the model cannot price, counted per venue, most first. */
export function notComparedOrders(orders: readonly ExportOrder[]): NotCompared[] {
  const counts = new Map<string, number>();
  for (const order of orders) {
    if (order.market === 'other') counts.set(order.venue, (counts.get(order.venue) ?? 0) + 1);
  }
  return [...counts]
    .map(([venue, count]) => ({ venue, orders: count }))
    .sort((a, b) => b.orders - a.orders || a.venue.localeCompare(b.venue, 'nl'));
}

/** One broker's cost per calendar year: every order's fee plus the year's fixed fee. */
function priceAtBroker(
  tariff: Tariff,
  orders: readonly ExportOrder[],
  referenceUsdPerEur: number,
): { total: number; years: PricedYear[] } {
  const byYear = new Map<number, { orders: number; usOrders: number; exchanges: Set<string>; fees: number }>();
  for (const order of orders) {
    const cost = orderCostAt(tariff, order, referenceUsdPerEur);
    if (cost === null) continue;
    const year = yearOf(order.date);
    const entry = byYear.get(year) ?? { orders: 0, usOrders: 0, exchanges: new Set<string>(), fees: 0 };
    entry.orders += 1;
    if (order.market === 'us') {
      entry.usOrders += 1;
      if (order.exchange) entry.exchanges.add(order.exchange);
    }
    entry.fees += cost;
    byYear.set(year, entry);
  }
  // A fee per US exchange counts the exchanges the file names that year (NSY and NDQ apart); a file
  // that names none counts as one (yearlyFixedFee).
  const years = [...byYear]
    .sort(([a], [b]) => a - b)
    .map(([year, entry]) => ({
      year,
      orders: entry.orders,
      total: entry.fees + yearlyFixedFee(tariff, { usOrders: entry.usOrders, usExchanges: entry.exchanges.size }),
    }));
  return { total: years.reduce((sum, year) => sum + year.total, 0), years };
}

export function priceOrders(
  orders: readonly ExportOrder[],
  tariffs: Readonly<Record<BrokerId, Tariff>> = TARIFFS,
  referenceUsdPerEur: number = REFERENCE_RATE.usdPerEur,
): OrderPricing {
  const brokers = BROKER_IDS.map((id) => ({
    id,
    name: brokerName(id),
    ...priceAtBroker(tariffs[id], orders, referenceUsdPerEur),
  }));
  brokers.sort((a, b) => a.total - b.total || a.name.localeCompare(b.name, 'nl'));
  return {
    brokers,
    compared: orders.filter((order) => order.market !== 'other').length,
    notCompared: notComparedOrders(orders),
    atReferenceRate: orders.filter((order) => order.market === 'us' && usableRate(order.usdPerEur) === null).length,
  };
}
