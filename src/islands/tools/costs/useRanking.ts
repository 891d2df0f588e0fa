// The cost tool's ranking without the fee model in its first load (README › Performance budgets): the page hands the
// island the ranking it was rendered with (computed at build for the default profile) and the tariffs as data (their
// figures, without words or sources: src/lib/costs/compact.ts); the arithmetic (src/lib/costs/yearly.ts, in ./model.ts) loads once
// the browser is idle, or at once when the profile differs from the page's (a shared link, an edit before idle), and
// then ranks every profile.
import { useEffect, useMemo, useState } from 'react';
import type { BrokerId } from '../../../data/brokerList';
import type { BrokerTariff } from '../../../data/providers/types';
import { sameProfile, type CostProfile } from '../../../lib/costs/profile';
import type { MarketNames } from '../../../lib/costs/names';
import type { RankedBroker } from '../../../lib/costs/yearly';
import { fundRatesOf, loadFundRates } from './fundRates';

type FeeModel = typeof import('./model');

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

/**
 * The element in which the page writes the tariffs as JSON (kosten-vergelijken.astro). They are not the island's
 * props: hydration would read 30 KB of props it does not need until the fee model loads (./model.ts reads them then).
 */
export const COST_TARIFFS_ID = 'cost-tariffs';

/**
 * What the arithmetic and the results need besides the tariffs, handed over by the page: the ETF list, the tariffs'
 * date and the profile's markets by name.
 */
export interface CostModelData {
  readonly etfs: readonly EtfChoice[];
  readonly date: string;
  readonly marketNames: MarketNames;
}

/** Without requestIdleCallback (Safari), the model loads this long after hydration. */
const IDLE_FALLBACK_MS = 200;

/** Calls `run` when the browser is idle; returns the cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, IDLE_FALLBACK_MS);
  return () => clearTimeout(handle);
}

/**
 * Every broker's yearly cost for the profile, cheapest first; null while the fee model a profile other than the
 * page's needs is loading (a ranking is never shown for another profile than the one on screen).
 */
export function useRanking(
  profile: CostProfile,
  page: PageRanking,
  data: CostModelData,
): readonly RankedBroker[] | null {
  const [model, setModel] = useState<FeeModel | null>(null);
  // Counts the picked funds' rates fetched, so the ranking is priced again when they arrive.
  const [fundsIn, setFundsIn] = useState(0);
  const needed = !sameProfile(profile, page.profile);
  useEffect(() => {
    if (profile.etfIsin === '') return;
    let current = true;
    void loadFundRates(profile.etfIsin).then(() => {
      if (current) setFundsIn((n) => n + 1);
    });
    return () => {
      current = false;
    };
  }, [profile.etfIsin]);
  useEffect(() => {
    if (model) return;
    let current = true;
    const load = () => {
      void import('./model').then((loaded) => {
        if (current) setModel(loaded);
      });
    };
    const cancel = needed ? undefined : whenIdle(load);
    if (needed) load();
    return () => {
      current = false;
      cancel?.();
    };
  }, [model, needed]);
  return useMemo(() => {
    // The page's own profile keeps the page's ranking once the model is in: the same figures, and the same array, so
    // the results are not rendered again when the model arrives (work on the main thread while the page loads).
    if (!needed) return page.ranked;
    if (!model) return null;
    return model.rankTariffs(model.pageTariffs(COST_TARIFFS_ID), profile, data.date, fundRatesOf(data.etfs));
    // fundsIn: the picked fund's rates came in (fundRatesOf reads them).
  }, [model, needed, profile, page.ranked, data, fundsIn]);
}
