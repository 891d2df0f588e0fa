// Broker against broker (docs/behaviour.md#broker-pairs): the pairs of compared brokers, derived from the broker
// list, and each pair's yearly cost for the cost tool's quick profiles from the fee model.
import { TARIFFS, type BrokerId, type BrokerTariff } from '../../data/fees.ts';
import { brokerPair, type BrokerPair, type PairMember } from '../../data/brokerPairPaths.ts';
import { QUICK_PROFILES, type QuickProfile } from './profile.ts';
import { yearlyCost } from './yearly.ts';

export { brokerPair, type BrokerPair };

/** Every two brokers of the list once, ordered by address: a broker added to the list brings its pairs. */
export function brokerPairs<B extends PairMember>(brokers: readonly B[]): BrokerPair<B>[] {
  return brokers
    .flatMap((one, i) => brokers.slice(i + 1).map((other) => brokerPair(one, other)))
    .sort((x, y) => (x.path < y.path ? -1 : 1));
}

/** The pairs a broker is part of (its page links to them). */
export function pairsWith<B extends PairMember>(broker: B, brokers: readonly B[]): BrokerPair<B>[] {
  return brokerPairs(brokers).filter((pair) => pair.a.id === broker.id || pair.b.id === broker.id);
}

/** One quick profile's yearly cost at both brokers of a pair. */
export interface PairProfileCost {
  readonly profile: QuickProfile;
  /** Yearly totals of the pair's `a` and `b`, in full precision. */
  readonly a: number;
  readonly b: number;
  /**
   * Whether `a` / `b` does not offer a market the profile needs (Meesman and US shares): its cell says 'niet
   * beschikbaar' and its total (without those orders) is never compared.
   */
  readonly aUnavailable: boolean;
  readonly bUnavailable: boolean;
  /** Whether `a` / `b` converts the profile's dollar orders at a cost no source states (counted as nothing). */
  readonly aFxUnknown?: boolean;
  readonly bFxUnknown?: boolean;
}

/** The pair's yearly cost for each quick profile of the cost tool, in the tool's order. */
export function pairCosts(
  pair: BrokerPair<{ readonly id: BrokerId }>,
  tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS,
): PairProfileCost[] {
  return QUICK_PROFILES.map((quick) => {
    const a = yearlyCost(tariffs[pair.a.id], quick.profile);
    const b = yearlyCost(tariffs[pair.b.id], quick.profile);
    return {
      profile: quick,
      a: a.total,
      b: b.total,
      aUnavailable: a.unavailable.length > 0,
      bUnavailable: b.unavailable.length > 0,
      aFxUnknown: a.fxUnknown === true,
      bFxUnknown: b.fxUnknown === true,
    };
  });
}
