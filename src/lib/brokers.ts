// Sorting of the broker comparison by rating and by cost. The cost is the yearly cost of the
// default trading profile in the fee model, the same figure the cost tool shows first.
import { BROKER_COUNT, BROKER_LIST, type BrokerId } from '../data/brokerList.ts';
import { TARIFFS } from '../data/fees.ts';
import { DEFAULT_PROFILE } from './costs/profile.ts';
import { yearlyCost } from './costs/yearly.ts';
import { capitalise, formatCountWord, formatList } from './format.ts';

/** The example order shown under each broker's fees: one purchase of €1,000 on Euronext Amsterdam. */
export const EXAMPLE_ORDER_AMOUNT = 1000;

export interface Sortable {
  readonly id: BrokerId;
  readonly name: string;
  /** null: not rated; sorts after every rated provider. */
  readonly rating: number | null;
}

export type SortKey = 'rating' | 'cost';
export const SORT_KEYS: readonly SortKey[] = ['rating', 'cost'];
export const DEFAULT_SORT: SortKey = 'rating';

/** The broker's yearly cost in euros for the default profile (full precision). */
export function defaultProfileCost(broker: Pick<Sortable, 'id'>): number {
  return yearlyCost(TARIFFS[broker.id], DEFAULT_PROFILE).total;
}

/** How many of the default profile's markets the broker does not offer (0: it prices every order). */
export function defaultProfileUnavailable(broker: Pick<Sortable, 'id'>): number {
  return yearlyCost(TARIFFS[broker.id], DEFAULT_PROFILE).unavailable.length;
}

const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, 'nl');
/** A provider without a rating ranks below every rated one. */
const ratingOf = (s: Sortable) => s.rating ?? -1;
const byRating = (a: Sortable, b: Sortable) => ratingOf(b) - ratingOf(a);
/** A provider that does not offer a market of the profile ranks after every one that does: never by a partial total. */
const byCost = (a: Sortable, b: Sortable) =>
  defaultProfileUnavailable(a) - defaultProfileUnavailable(b) || defaultProfileCost(a) - defaultProfileCost(b);

/** Highest rating first, unrated providers last; on a tie the cheaper broker, then the name. */
export function sortByRating<T extends Sortable>(brokers: readonly T[]): T[] {
  return [...brokers].sort((a, b) => byRating(a, b) || byCost(a, b) || byName(a, b));
}

/** Lowest yearly cost of the default profile first; on a tie the higher rating, then the name. */
export function sortByCost<T extends Sortable>(brokers: readonly T[]): T[] {
  return [...brokers].sort((a, b) => byCost(a, b) || byRating(a, b) || byName(a, b));
}

export function sortBrokers<T extends Sortable>(brokers: readonly T[], key: SortKey): T[] {
  return key === 'cost' ? sortByCost(brokers) : sortByRating(brokers);
}

/** Position (0-based) of each broker, by name, in the order for `key`: the script sorts rows by it. */
export function sortRanks(brokers: readonly Sortable[], key: SortKey): Map<string, number> {
  return new Map(sortBrokers(brokers, key).map((b, i) => [b.name, i]));
}

/** The values of the texts that count or name the compared brokers: {count} 'vijf', {Count} 'Vijf', {brokers} 'DEGIRO, … en Trading 212'. */
export const BROKER_TEXT_VALUES = {
  count: formatCountWord(BROKER_COUNT),
  Count: capitalise(formatCountWord(BROKER_COUNT)),
  brokers: formatList(BROKER_LIST.map((b) => b.name)),
} as const;

/** The names of the compared brokers, for a page's keywords. */
export const BROKER_NAMES: readonly string[] = BROKER_LIST.map((b) => b.name);
