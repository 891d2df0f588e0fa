// What the cost tool loads after hydration, as one lazy chunk: the fee model that ranks every profile
// (src/lib/costs/yearly.ts), 'Na 20 jaar' per broker (src/lib/costs/kept.ts) and its table. Both hooks that need them
// (useRanking, CostComparison › useKept) import this module, so the browser fetches one file where it fetched three
// (each with its own imports and compression), which keeps the tool's total within its budget.
export { rankTariffs } from '../../../lib/costs/yearly';
export { keptPerBroker } from '../../../lib/costs/kept';
export { default as KeptResults } from './KeptResults';

// A type only: the island's first-load modules must not become a chunk this lazy one imports (bench › pageJavaScript).
import type { CostTariffs } from './useRanking';

let tariffs: CostTariffs | undefined;

/**
 * The tariffs the page wrote for the arithmetic in the element `id` (COST_TARIFFS_ID), read once. The page always
 * writes it; without it JSON.parse throws, as the arithmetic cannot run.
 */
export function pageTariffs(id: string): CostTariffs {
  tariffs ??= JSON.parse(document.getElementById(id)?.textContent ?? '') as CostTariffs;
  return tariffs;
}
