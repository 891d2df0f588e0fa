// A year's box 3 rules as plain numbers, read from the sourced figures in src/data/box3.ts.
import { BOX3_YEARS, type Box3TaxYear, type Box3Year } from '../../data/box3.ts';

export interface Box3Rules {
  readonly year: number;
  /** Per person; doubled with a fiscal partner. */
  readonly taxFreeAllowance: number;
  /** Percentages (1.37 means 1,37%). */
  readonly rateBank: number;
  readonly rateOther: number;
  readonly rateDebt: number;
  /** Per person; doubled with a fiscal partner. */
  readonly debtThreshold: number;
  readonly taxRate: number;
}

export function box3Rules(year: Box3TaxYear): Box3Rules {
  const y = BOX3_YEARS.find((entry) => entry.year === year);
  if (!y) throw new Error(`No box 3 figures for ${year}`);
  return {
    year: y.year,
    taxFreeAllowance: y.taxFreeAllowance.value,
    rateBank: y.rateBank.value,
    rateOther: y.rateOther.value,
    rateDebt: y.rateDebt.value,
    debtThreshold: y.debtThreshold.value,
    taxRate: y.taxRate.value,
  };
}

export { personsOf } from './persons.ts';

/** The year's figures with their sources, for the pages that show where each comes from. */
export function box3Figures(year: Box3TaxYear): Box3Year {
  const y = BOX3_YEARS.find((entry) => entry.year === year);
  if (!y) throw new Error(`No box 3 figures for ${year}`);
  return y;
}
