// What switching from one provider to another costs once, and how many months of lower yearly cost earn it back.
// Pure arithmetic on the two homes' leaving costs (src/data/providers/leaving.ts) and prices the caller gives: the
// words live in src/i18n/nl/switching.ts, the prices of one order in switchingSides.ts.
import type { LeavingCosts, TransferFee } from '../../data/providers/leaving.ts';
import { feeAmount, positive } from './algebra.ts';

/** A part of the one-off cost: each one either counted or, where the provider publishes no figure, named missing. */
export type SwitchPart =
  'transfer-out' | 'transfer-in' | 'fractions' | 'own-fund-exit' | 'own-fund-entry' | 'sale' | 'purchase';

/** One side of a switch: the provider's leaving costs, its yearly cost and its price of one order. */
export interface SwitchSide {
  readonly leaving: LeavingCosts;
  /** The yearly cost of the reader's profile there. */
  readonly yearly: number;
  /** One order of the value of one position there (sale or purchase); null: not offered or unknown. */
  readonly orderCost: number | null;
  /** One order selling a fraction there (the order's minimum for a small amount); null: not offered or unknown. */
  readonly fractionOrderCost: number | null;
}

export interface SwitchInput {
  readonly from: SwitchSide;
  readonly to: SwitchSide;
  /** How many positions the reader holds (whole, at least 0). */
  readonly positions: number;
  /** The portfolio's value in euros. */
  readonly portfolioEur: number;
  /** Dollars per euro, for a fee in dollars. */
  readonly usdPerEur: number;
}

export interface SwitchCost {
  /** The one-off cost counted (euros); with parts missing it is 'minstens' this. */
  readonly oneOff: number;
  /** The parts no figure was published for, in the order they occur. */
  readonly missing: readonly SwitchPart[];
  /** A transfer is not offered at either side: priced as selling at the current provider and buying at the target. */
  readonly sellAndBuy: boolean;
  /** The euros a year the target costs less (negative or 0: it does not). */
  readonly yearlySaving: number;
  /** Whole months of the yearly saving that pay the one-off cost; null: never ('verdien je niet terug'). */
  readonly monthsToEarnBack: number | null;
}

/** A transfer fee over the positions: per position on one position's value, per transfer once on the whole. */
function transferFee(transfer: TransferFee, positions: number, portfolioEur: number, usdPerEur: number): number | null {
  if (transfer.fee === null) return null;
  if (transfer.per === 'transfer') return feeAmount(transfer.fee, { valueEur: portfolioEur, usdPerEur }) ?? 0;
  const each = feeAmount(transfer.fee, { valueEur: positions === 0 ? 0 : portfolioEur / positions, usdPerEur }) ?? 0;
  return positions * each;
}

/**
 * The one-off cost of switching = the current provider's outgoing fee + the target's incoming fee + the fractions the
 * current provider sells (one sale order per position at its price for a small amount) + the own-fund exit fee on
 * the portfolio + the target's own-fund entry cost on it. Where either side offers no transfer, the securities are
 * sold at the current provider and bought at the target instead (one order per position each side), with no transfer
 * fees and no fractions. A part without a published figure is left out and named in `missing`. Months to earn back
 * = ⌈one-off ÷ (yearly saving ÷ 12)⌉, 0 when nothing is counted, null when the target is not cheaper.
 */
export function switchingCost(input: SwitchInput): SwitchCost {
  const { from, to, usdPerEur } = input;
  const positions = Math.max(0, Math.round(positive(input.positions)));
  const value = positive(input.portfolioEur);
  const missing: SwitchPart[] = [];
  let oneOff = 0;
  const add = (part: SwitchPart, amount: number | null) => {
    if (amount === null) missing.push(part);
    else oneOff += amount;
  };
  const sellAndBuy = from.leaving.route.how === 'not-offered' || to.leaving.route.how === 'not-offered';
  if (sellAndBuy) {
    if (positions > 0) {
      add('sale', from.orderCost === null ? null : positions * from.orderCost);
      // A fund house without orders (Meesman) prices buying its funds as its entry cost, counted below.
      const entryOnly = to.orderCost === null && to.leaving.ownFundEntry !== undefined;
      add('purchase', entryOnly ? 0 : to.orderCost === null ? null : positions * to.orderCost);
    }
  } else {
    add('transfer-out', transferFee(from.leaving.transferOut, positions, value, usdPerEur));
    add('transfer-in', transferFee(to.leaving.transferIn, positions, value, usdPerEur));
    const rule = from.leaving.fractions.rule;
    if (rule === null) missing.push('fractions');
    else if (rule === 'sold' && positions > 0) {
      add('fractions', from.fractionOrderCost === null ? null : positions * from.fractionOrderCost);
    }
  }
  const exit = from.leaving.ownFundExit;
  if (exit !== undefined) add('own-fund-exit', feeAmount(exit.fee, { valueEur: value, usdPerEur }) ?? 0);
  const entry = to.leaving.ownFundEntry;
  if (entry !== undefined) add('own-fund-entry', feeAmount(entry.fee, { valueEur: value, usdPerEur }) ?? 0);
  const yearlySaving = from.yearly - to.yearly;
  return { oneOff, missing, sellAndBuy, yearlySaving, monthsToEarnBack: monthsToEarnBack(oneOff, yearlySaving) };
}

/** Whole months of a yearly saving that pay a one-off cost; null when there is no saving. */
export function monthsToEarnBack(oneOff: number, yearlySaving: number): number | null {
  if (!(yearlySaving > 0)) return null;
  if (!(oneOff > 0)) return 0;
  return Math.ceil(oneOff / (yearlySaving / 12) - 1e-9);
}
