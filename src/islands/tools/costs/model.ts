// What the cost tool loads once a profile other than its page's needs computing (an edit, a shared link), as one lazy
// chunk: the fee model that ranks every profile (src/lib/costs/yearly.ts), 'Na 20 jaar' per broker
// (src/lib/costs/kept.ts), the reading of the tariffs it ranks and the views that show the results. The page's own
// state needs none of it: its results come with the page as static HTML (CostComparison.tsx › Props).
import { memo } from 'react';
import Chart from './CostChart';
import Results from './CostResults';
import Kept from './KeptResults';

export { rankTariffs } from '../../../lib/costs/yearly';
export { keptPerBroker } from '../../../lib/costs/kept';

// The views of results other than the page's (whose own come with the page as static HTML). They render again only
// when their props change, not on every keystroke's draft in the form.
export const CostResults = memo(Results);
export const KeptResults = memo(Kept);
export const CostChart = memo(Chart);

// A type only: a first-load module imported here would put the island's code into this lazy chunk's graph.
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
