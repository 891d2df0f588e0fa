// What the cost tool loads once a profile other than its page's needs computing (an edit, a shared link), as one lazy
// chunk: the fee model that ranks every profile (src/lib/costs/yearly.ts), 'Na 20 jaar' per broker
// (src/lib/costs/kept.ts) and the reading of the tariffs it ranks. The page's own profile needs none of it: its
// ranking and 'Na 20 jaar' come with the page (./useRanking.ts).
export { rankTariffs } from '../../../lib/costs/yearly';
export { keptPerBroker } from '../../../lib/costs/kept';

// A type only: the island's first-load modules must not become a chunk this lazy one imports (bench › pageJavaScript).
import type { CostTariffs } from './useRanking';

let tariffs: Promise<CostTariffs> | undefined;

/** The tariffs the site writes for the arithmetic at `path` (COST_TARIFFS_PATH), fetched once while they arrive. */
export function costTariffs(path: string): Promise<CostTariffs> {
  tariffs ??= fetch(path).then(async (response) => {
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as CostTariffs;
  });
  tariffs.catch(() => (tariffs = undefined));
  return tariffs;
}
