// What the cost tool loads only once the reader says where they invest now: the switching arithmetic
// (src/lib/costs/switching.ts) and its words, and every provider's leaving costs fetched from /overstappen.json. A
// chunk apart from the fee model (./model.ts), so neither the first load nor the idle load carries it.
import type { BrokerId } from '../../../data/brokerList';
import type { LeavingCosts } from '../../../data/providers/leaving';
import type { CostProfile } from '../../../lib/costs/profile';
import { switchingCost } from '../../../lib/costs/switching';
import { switchSide } from '../../../lib/costs/switchingSides';
import { switchWords, type SwitchWords } from '../../../lib/costs/switchingWords';
import { DEFAULT_USD_PER_EUR, type RankedBroker } from '../../../lib/costs/yearly';
import type { CostTariffs } from './useRanking';

/** Where the page's leaving costs are served (src/pages/overstappen.json.ts). */
export const LEAVING_JSON_PATH = '/overstappen.json';

let leaving: Promise<Readonly<Record<string, LeavingCosts>> | null> | undefined;

/** The leaving costs, fetched once (a failed fetch is tried again on the next change). */
function loadLeaving(path: string): Promise<Readonly<Record<string, LeavingCosts>> | null> {
  leaving ??= fetch(path)
    .then((response) => (response.ok ? (response.json() as Promise<{ leaving: Record<string, LeavingCosts> }>) : null))
    .then((data) => data?.leaving ?? null)
    .catch(() => null)
    .then((data) => {
      if (data === null) leaving = undefined;
      return data;
    });
  return leaving;
}

/**
 * Switching from `from` to every other ranked provider, in words, by the target's id: the yearly costs are the
 * ranking's. Null when the leaving costs could not be fetched.
 */
export async function switchingLines(
  tariffs: CostTariffs,
  ranked: readonly RankedBroker[],
  profile: CostProfile,
  from: BrokerId,
  positions: number,
): Promise<Readonly<Record<string, SwitchWords>> | null> {
  const costs = await loadLeaving(LEAVING_JSON_PATH);
  const current = ranked.find((r) => r.id === from);
  const currentTariff = tariffs.find((t) => t.id === from);
  if (!costs || !current || !currentTariff || !costs[from]) return null;
  const fromSide = switchSide(currentTariff.tariff, costs[from], current.cost.total, profile, positions);
  const lines: Record<string, SwitchWords> = {};
  for (const target of ranked) {
    const tariff = tariffs.find((t) => t.id === target.id);
    const targetLeaving = costs[target.id];
    if (target.id === from || !tariff || !targetLeaving) continue;
    const cost = switchingCost({
      from: fromSide,
      to: switchSide(tariff.tariff, targetLeaving, target.cost.total, profile, positions),
      positions,
      portfolioEur: profile.portfolioEur,
      usdPerEur: DEFAULT_USD_PER_EUR,
    });
    const comparable = current.cost.unavailable.length === 0 && target.cost.unavailable.length === 0;
    lines[target.id] = switchWords(cost, current.name, target.name, comparable);
  }
  return lines;
}
