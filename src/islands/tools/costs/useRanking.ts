// The cost tool's fee model, kept out of its first visit (README › Performance budgets): the page renders the default
// state's results at build (the ranking, 'Na 20 jaar', the chart) as static HTML beside the island; the arithmetic
// (src/lib/costs/yearly.ts), the views of other results (both in ./model.ts) and the tariffs they read (a static JSON
// file, figures without words or sources: src/lib/costs/compact.ts) load only when a state other than the page's needs
// them: an edit, a quick profile, a shared link. A first visit that changes nothing downloads none of them.
import { useEffect, useState } from 'react';
import type { BrokerId } from '../../../data/brokerList';
import type { BrokerTariff } from '../../../data/providers/types';
import type { MarketNames } from '../../../lib/costs/names';

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
