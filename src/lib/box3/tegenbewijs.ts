// The tegenbewijs (Wet tegenbewijsregeling box 3, Kamerstuk 36706; the Belastingdienst's worked examples are in
// TEGENBEWIJS_SOURCES of src/data/box3.ts). The actual return is taken over the whole of box 3 for the year:
// interest, dividends (before withholding tax) and other income received, less the interest paid on box 3 debts,
// plus the value change of the investments and other assets, realised or not (31 December − 1 January − what was put
// in + what was taken out). A bank balance's change is no return (only its interest is); costs are not deducted;
// there is no allowance. When the actual return is lower than the deemed voordeel, the voordeel becomes the actual
// return, and a negative actual return gives no tax (no loss is carried to another year).
import type { ForfaitairResult } from './forfaitair.ts';
import type { Box3Rules } from './rules.ts';

export interface ActualReturnInputs {
  /** Investments and other assets on 1 January and on 31 December. */
  readonly otherStart: number;
  readonly otherEnd: number;
  /** Money put into and taken out of the investments during the year (purchases funded from outside them, sales paid out). */
  readonly deposits: number;
  readonly withdrawals: number;
  /** Received in the year: dividends before withholding tax, interest, other income (rent, coupons). */
  readonly dividends: number;
  readonly interest: number;
  readonly otherIncome: number;
  /** Interest paid on box 3 debts. */
  readonly interestPaid: number;
}

export interface ActualReturn {
  readonly valueChange: number;
  readonly netDeposits: number;
  readonly income: number;
  readonly interestPaid: number;
  readonly total: number;
}

export interface TegenbewijsResult {
  readonly actual: ActualReturn;
  /** The deemed voordeel it is compared with. */
  readonly deemed: number;
  readonly deemedTax: number;
  /** The voordeel when the tegenbewijs is given: the actual return, never below 0. */
  readonly actualVoordeel: number;
  readonly actualTax: number;
  /** True when the actual return is lower than the deemed voordeel. */
  readonly pays: boolean;
  /** Tax saved by the tegenbewijs (0 when it does not pay). */
  readonly saving: number;
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** Werkelijk rendement = value change + income − net deposits − interest paid. */
export function actualReturn(inputs: ActualReturnInputs): ActualReturn {
  const netDeposits = finite(inputs.deposits) - finite(inputs.withdrawals);
  const valueChange = finite(inputs.otherEnd) - finite(inputs.otherStart);
  const income = finite(inputs.dividends) + finite(inputs.interest) + finite(inputs.otherIncome);
  const interestPaid = finite(inputs.interestPaid);
  return { valueChange, netDeposits, income, interestPaid, total: valueChange - netDeposits + income - interestPaid };
}

/** The lower of the two is taxed: the deemed voordeel, or the actual return when that is lower (never below 0). */
export function compareTegenbewijs(
  forfaitair: Pick<ForfaitairResult, 'voordeel' | 'tax'>,
  actual: ActualReturn,
  rules: Pick<Box3Rules, 'taxRate'>,
): TegenbewijsResult {
  const pays = actual.total < forfaitair.voordeel;
  const actualVoordeel = Math.max(0, actual.total);
  const actualTax = (actualVoordeel * rules.taxRate) / 100;
  return {
    actual,
    deemed: forfaitair.voordeel,
    deemedTax: forfaitair.tax,
    actualVoordeel,
    actualTax,
    pays,
    saving: pays ? forfaitair.tax - actualTax : 0,
  };
}
