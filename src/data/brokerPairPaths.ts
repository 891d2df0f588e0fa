// The address of a head-to-head page of two brokers, apart from the route table (src/data/routes.ts, which lists
// every pair with it) and the fee model (src/lib/costs/pairs.ts, which prices pairs): the cost tool's island links
// to pairs and must carry neither to do so.
// Imports nothing, so plain Node can load it.

/** Where the broker pages live: `/brokers/{id}`; the head-to-head pages sit beside them. */
export const BROKER_PREFIX = '/brokers/';

/** The address of the pair of two ids already in address order. */
export const pairAddress = (a: string, b: string) => `${BROKER_PREFIX}${a}-vs-${b}`;

/** Two brokers (or their ids) in the order their pair's address names them: alphabetical by id. */
export function inPairOrder<T extends string | { readonly id: string }>(one: T, other: T): [T, T] {
  const id = (x: T) => (typeof x === 'string' ? x : x.id);
  return id(one) < id(other) ? [one, other] : [other, one];
}

/**
 * The head-to-head page of two brokers: `/brokers/{a}-vs-{b}` with the ids in alphabetical order, whichever
 * is named first ('trade-republic', 'degiro' → '/brokers/degiro-vs-trade-republic'), so a pair has one address.
 */
export function brokerPairPath(one: string, other: string): string {
  return pairAddress(...inPairOrder(one, other));
}

export interface PairMember {
  readonly id: string;
}

/** Two brokers in the order their page's address names them, and that address. */
export interface BrokerPair<B extends PairMember> {
  readonly a: B;
  readonly b: B;
  /** `/brokers/{a}-vs-{b}` */
  readonly path: string;
}

/** The pair of two different brokers, named in either order. */
export function brokerPair<B extends PairMember>(one: B, other: B): BrokerPair<B> {
  const [a, b] = inPairOrder(one, other);
  return { a, b, path: brokerPairPath(a.id, b.id) };
}
