// Box 3: the deemed-return calculation, the tegenbewijs and what a reader keeps after costs and tax.
export { box3Figures, box3Rules, personsOf, type Box3Rules } from './rules.ts';
export { forfaitairBox3, type Box3Holdings, type ForfaitairResult } from './forfaitair.ts';
export {
  actualReturn,
  compareTegenbewijs,
  type ActualReturn,
  type ActualReturnInputs,
  type TegenbewijsResult,
} from './tegenbewijs.ts';
export { keptAfterYears, type KeepInputs, type KeepResult, type KeepYear } from './keeps.ts';
export {
  BOX3_AMOUNT_FIELDS,
  BOX3_DURING_FIELDS,
  BOX3_START_FIELDS,
  BOX3_DEFAULTS,
  BOX3_PARAMS,
  box3FromQuery,
  box3ToQuery,
  sanitizeAmount,
  type Box3AmountField,
  type Box3Form,
} from './form.ts';
