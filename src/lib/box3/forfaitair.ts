// The deemed-return (forfaitair) box 3 calculation in the Belastingdienst's steps (src/data/box3.ts has the sources):
// 1. the return per category on the 1 January values; 2. the rendementsgrondslag, debts counting only above the
// schuldendrempel; 3. the grondslag sparen en beleggen after the heffingsvrij vermogen; 4. the effective percentage
// (total return ÷ rendementsgrondslag); 5. the voordeel (grondslag × effective percentage); 6. the tax on it.
// With a fiscal partner the threshold and the allowance are doubled and the grondslag is split equally (the
// partners may choose another split; the total tax is the same). Figures are kept unrounded; the page rounds.
import { personsOf } from './persons.ts';
import type { Box3Rules } from './rules.ts';

export interface Box3Holdings {
  /** Bank and savings balances on 1 January. */
  readonly bank: number;
  /** Investments and other assets (overige bezittingen) on 1 January. */
  readonly other: number;
  /** Debts in box 3 on 1 January. */
  readonly debts: number;
}

export interface ForfaitairResult {
  readonly persons: 1 | 2;
  /** Step 1. */
  readonly returnBank: number;
  readonly returnOther: number;
  /** Debts above the threshold, and their (negative) return. */
  readonly countedDebts: number;
  readonly debtThreshold: number;
  readonly returnDebt: number;
  readonly totalReturn: number;
  /** Step 2. */
  readonly rendementsgrondslag: number;
  /** Step 3. */
  readonly allowance: number;
  readonly grondslag: number;
  /** Step 4, in percent. */
  readonly effectivePct: number;
  /** Step 5: the voordeel uit sparen en beleggen. */
  readonly voordeel: number;
  /** Step 6. */
  readonly tax: number;
  /** Each partner's half (the whole when single). */
  readonly perPerson: { readonly grondslag: number; readonly voordeel: number; readonly tax: number };
}

/** Negative or non-finite amounts count as 0: a balance or a debt below zero is no holding. */
const amount = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

export function forfaitairBox3(holdings: Box3Holdings, rules: Box3Rules, partner: boolean): ForfaitairResult {
  const persons = personsOf(partner);
  const bank = amount(holdings.bank);
  const other = amount(holdings.other);
  const debtThreshold = rules.debtThreshold * persons;
  const countedDebts = Math.max(0, amount(holdings.debts) - debtThreshold);

  const returnBank = (bank * rules.rateBank) / 100;
  const returnOther = (other * rules.rateOther) / 100;
  const returnDebt = (countedDebts * rules.rateDebt) / 100;
  const totalReturn = returnBank + returnOther - returnDebt;

  const rendementsgrondslag = bank + other - countedDebts;
  const allowance = rules.taxFreeAllowance * persons;
  const grondslag = Math.max(0, rendementsgrondslag - allowance);
  const effectivePct = rendementsgrondslag > 0 ? (totalReturn / rendementsgrondslag) * 100 : 0;
  const voordeel = Math.max(0, (grondslag * effectivePct) / 100);
  const tax = (voordeel * rules.taxRate) / 100;

  return {
    persons,
    returnBank,
    returnOther,
    countedDebts,
    debtThreshold,
    returnDebt,
    totalReturn,
    rendementsgrondslag,
    allowance,
    grondslag,
    effectivePct,
    voordeel,
    tax,
    perPerson: { grondslag: grondslag / persons, voordeel: voordeel / persons, tax: tax / persons },
  };
}
