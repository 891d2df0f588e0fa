// Analytics (/portfolio/analytics and /portfolio/allocation): per-holding returns,
// best and worst performer, and the share of the largest position.
import { costBasis, holdingAllocation, holdingGain, holdingGainPercent, marketValue } from './summary';
import type { Holding, SectorAllocation } from './types';

export interface HoldingReturn {
  readonly symbol: string;
  readonly name: string;
  readonly cost: number;
  readonly value: number;
  readonly gain: number;
  /** Return on cost in percent, two decimals. */
  readonly returnPercent: number;
}

/** Return per holding, highest return first (ties by symbol). */
export function holdingReturns(holdings: readonly Holding[]): HoldingReturn[] {
  return holdings
    .map((h) => ({
      symbol: h.symbol,
      name: h.name,
      cost: costBasis(h),
      value: marketValue(h),
      gain: holdingGain(h),
      returnPercent: holdingGainPercent(h),
    }))
    .sort((a, b) => b.returnPercent - a.returnPercent || a.symbol.localeCompare(b.symbol));
}

/** Best and worst performer by return on cost; undefined for an empty portfolio. */
export function bestAndWorst(holdings: readonly Holding[]): { best: HoldingReturn; worst: HoldingReturn } | undefined {
  const returns = holdingReturns(holdings);
  const best = returns[0];
  const worst = returns[returns.length - 1];
  return best && worst ? { best, worst } : undefined;
}

/** The largest position and its share of the total (percent to one decimal). */
export function largestPosition(holdings: readonly Holding[]): SectorAllocation | undefined {
  return holdingAllocation(holdings)[0];
}
