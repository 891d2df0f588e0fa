// What the cost tool loads after hydration, as one lazy chunk: the fee model that ranks every profile
// (src/lib/costs/yearly.ts), 'Na 20 jaar' per broker (src/lib/costs/kept.ts) and its table. Both hooks that need them
// (useRanking, CostComparison › useKept) import this module, so the browser fetches one file where it fetched three
// (each with its own imports and compression), which keeps the tool's total within its budget.
export { rankTariffs } from '../../../lib/costs/yearly';
export { keptPerBroker } from '../../../lib/costs/kept';
export { default as KeptResults } from './KeptResults';
