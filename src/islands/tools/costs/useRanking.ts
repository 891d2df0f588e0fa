// The cost tool's ranking without the fee model in its first visit (README › Performance budgets): the page hands the
// island the ranking and 'Na 20 jaar' it was rendered with (computed at build for the default profile); the
// arithmetic (src/lib/costs/yearly.ts, in ./model.ts) and the tariffs it reads (a static JSON file, figures without
// words or sources: src/lib/costs/compact.ts) load only when a profile other than the page's needs them: an edit, a
// quick profile, a shared link. A first visit that changes nothing downloads neither.
import { useEffect, useMemo, useState } from 'react';
import type { BrokerId } from '../../../data/brokerList';
import type { BrokerTariff } from '../../../data/providers/types';
import { sameProfile, type CostProfile } from '../../../lib/costs/profile';
import type { MarketNames } from '../../../lib/costs/names';
import type { RankedBroker } from '../../../lib/costs/yearly';

/** The ranking the page was rendered with, and the profile it is for. */
export interface PageRanking {
  readonly profile: CostProfile;
  readonly ranked: readonly RankedBroker[];
}

/** An ETF of the site's list (src/data/etfs.ts) as the form offers it. */
export interface EtfChoice {
  readonly isin: string;
  readonly name: string;
  readonly terPct: number;
}

/** Every provider's tariff as the arithmetic needs it (no words or sources: src/lib/costs/compact.ts). */
export type CostTariffs = readonly { readonly id: BrokerId; readonly name: string; readonly tariff: BrokerTariff }[];

/** Where the tool fetches the tariffs with its fee model (src/pages/tools/kosten-vergelijken/tarieven.json.ts). */
export const COST_TARIFFS_PATH = '/tools/kosten-vergelijken/tarieven.json';

/**
 * What the arithmetic and the results need besides the tariffs, handed over by the page: the ETF list, the tariffs'
 * date and the profile's markets by name.
 */
export interface CostModelData {
  readonly etfs: readonly EtfChoice[];
  readonly date: string;
  readonly marketNames: MarketNames;
}

/** The fee model's module and the tariffs it ranks. */
export interface FeeModel {
  readonly model: typeof import('./model');
  readonly tariffs: CostTariffs;
}

let loading: Promise<FeeModel> | undefined;

/**
 * The fee model and the tariffs, fetched once for the ranking and 'Na 20 jaar' alike; after a failure (offline) the
 * next call tries again.
 */
export function loadFeeModel(): Promise<FeeModel> {
  loading ??= import('./model').then(async (model) => ({ model, tariffs: await model.costTariffs(COST_TARIFFS_PATH) }));
  loading.catch(() => (loading = undefined));
  return loading;
}

/** 'loading' while the fee model a profile needs is on its way, 'failed' when it could not be fetched. */
export type Pending = 'loading' | 'failed';

/**
 * The fee model once `needed`: null before, 'loading' or 'failed' while it is not there. A new `attempt` (the profile
 * changed) tries again after a failure.
 */
export function useFeeModel(needed: boolean, attempt: string): FeeModel | Pending | null {
  const [fee, setFee] = useState<FeeModel | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (fee || !needed) return;
    let current = true;
    loadFeeModel().then(
      (loaded) => current && setFee(loaded),
      () => current && setFailed(attempt),
    );
    return () => {
      current = false;
    };
  }, [fee, needed, attempt]);
  if (fee) return fee;
  if (!needed) return null;
  return failed === attempt ? 'failed' : 'loading';
}

/**
 * Every broker's yearly cost for the profile, cheapest first; 'loading' while the fee model a profile other than the
 * page's needs is on its way (a ranking is never shown for another profile than the one on screen), 'failed' when it
 * could not be fetched.
 */
export function useRanking(
  profile: CostProfile,
  page: PageRanking,
  data: CostModelData,
  attempt: string,
): readonly RankedBroker[] | Pending {
  const needed = !sameProfile(profile, page.profile);
  const fee = useFeeModel(needed, attempt);
  return useMemo(() => {
    // The page's own profile keeps the page's ranking: the same figures, and the same array, so the results are not
    // rendered again.
    if (!needed) return page.ranked;
    if (fee === null) return 'loading';
    if (typeof fee === 'string') return fee;
    const ter = (isin: string) => data.etfs.find((etf) => etf.isin === isin)?.terPct;
    return fee.model.rankTariffs(fee.tariffs, profile, data.date, ter);
  }, [fee, needed, profile, page.ranked, data]);
}
