// Sorting and cost ranking of the broker comparison (issue 3: "sorted by rating and by cost").

/**
 * The reference order for the cost ranking: one purchase of €1,000 of a Dutch share
 * (Euronext Amsterdam; at Trade Republic on its single exchange). The cost follows from each
 * broker's Dutch order fee as shown in the table.
 */
export const EXAMPLE_ORDER_AMOUNT = 1000;

/** A Dutch order fee: a fixed amount plus a percentage of the order, with a minimum. */
export interface OrderFee {
  /** Fixed euros per order. */
  readonly fixed: number;
  /** Percentage of the order value (0.08 means 0.08%). */
  readonly percent: number;
  /** Minimum euros per order. */
  readonly minimum: number;
}

export interface Sortable {
  readonly name: string;
  readonly rating: number;
  readonly nlOrderFee: OrderFee;
}

export type SortKey = 'rating' | 'cost';
export const SORT_KEYS: readonly SortKey[] = ['rating', 'cost'];
export const DEFAULT_SORT: SortKey = 'rating';

/** Cost in euros (to the cent) of one order of `amount` euros: max(fixed + percent × amount, minimum). */
export function orderCost(fee: OrderFee, amount: number = EXAMPLE_ORDER_AMOUNT): number {
  const cost = Math.max(fee.fixed + (amount * fee.percent) / 100, fee.minimum);
  return Math.round(cost * 100) / 100;
}

const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, 'nl');

/** Highest rating first; on a tie the cheaper broker, then the name. */
export function sortByRating<T extends Sortable>(brokers: readonly T[]): T[] {
  return [...brokers].sort(
    (a, b) => b.rating - a.rating || orderCost(a.nlOrderFee) - orderCost(b.nlOrderFee) || byName(a, b),
  );
}

/** Cheapest example order first; on a tie the higher rating, then the name. */
export function sortByCost<T extends Sortable>(brokers: readonly T[]): T[] {
  return [...brokers].sort(
    (a, b) => orderCost(a.nlOrderFee) - orderCost(b.nlOrderFee) || b.rating - a.rating || byName(a, b),
  );
}

export function sortBrokers<T extends Sortable>(brokers: readonly T[], key: SortKey): T[] {
  return key === 'cost' ? sortByCost(brokers) : sortByRating(brokers);
}

/** Position (0-based) of each broker, by name, in the order for `key`: the script sorts rows by it. */
export function sortRanks(brokers: readonly Sortable[], key: SortKey): Map<string, number> {
  return new Map(sortBrokers(brokers, key).map((b, i) => [b.name, i]));
}
