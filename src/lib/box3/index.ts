// Box 3: the deemed-return calculation, the tegenbewijs and what a reader keeps after costs and tax.
export { box3Rules, personsOf, type Box3Rules } from './rules.ts';
export { forfaitairBox3, type Box3Holdings, type ForfaitairResult } from './forfaitair.ts';
export {
  actualReturn,
  compareTegenbewijs,
  type ActualReturn,
  type ActualReturnInputs,
  type TegenbewijsResult,
} from './tegenbewijs.ts';
export { keptAfterYears, type KeepInputs, type KeepResult, type KeepYear } from './keeps.ts';
