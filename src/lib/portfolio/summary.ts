// The portfolio summary as pure functions of the holdings. Money is added up in whole
// cents so the totals equal the sum of the rows exactly as they are displayed (two decimals).
import { FIXED_DAILY_CHANGE, FIXED_DAILY_CHANGE_PERCENT, SECTOR_PERCENT_DECIMALS } from './constants.ts';
import type { Holding, PortfolioSummary, SectorAllocation } from './types.ts';

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Rounds to two decimals (prices, percents). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Market value = shares × current price, in cents. */
export function marketValueCents(h: Pick<Holding, 'shares' | 'currentPrice'>): number {
  return toCents(h.shares * h.currentPrice);
}

export function costCents(h: Pick<Holding, 'shares' | 'avgPrice'>): number {
  return toCents(h.shares * h.avgPrice);
}

export function marketValue(h: Pick<Holding, 'shares' | 'currentPrice'>): number {
  return fromCents(marketValueCents(h));
}

export function costBasis(h: Pick<Holding, 'shares' | 'avgPrice'>): number {
  return fromCents(costCents(h));
}

/** Gain or loss of one holding: market value minus cost, in dollars. */
export function holdingGain(h: Holding): number {
  return fromCents(marketValueCents(h) - costCents(h));
}

/** Gain in percent of the cost, two decimals; 0 when there is no cost. */
export function gainPercent(gain: number, cost: number): number {
  return cost === 0 ? 0 : round2((gain / cost) * 100);
}

export function holdingGainPercent(h: Holding): number {
  return gainPercent(holdingGain(h), costBasis(h));
}

/**
 * Largest-remainder rounding: percentages of `parts` to `decimals` decimals that add up to
 * exactly 100 (unless every part is 0). Floors every share, then hands the remaining units to the
 * parts with the largest remainders (ties: earlier part first).
 */
export function roundPercentages(parts: readonly number[], decimals = SECTOR_PERCENT_DECIMALS): number[] {
  const total = parts.reduce((sum, p) => sum + p, 0);
  if (total <= 0) return parts.map(() => 0);
  const scale = 10 ** decimals;
  const units = 100 * scale;
  const exact = parts.map((p) => (p / total) * units);
  const floored = exact.map(Math.floor);
  let left = units - floored.reduce((sum, u) => sum + u, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floored[i] = (floored[i] ?? 0) + 1;
    left -= 1;
  }
  return floored.map((u) => u / scale);
}

/** Groups values by a key (in first-seen order), sums the cents, and adds rounded percentages. */
export function allocationBy<T>(
  items: readonly T[],
  key: (item: T) => string,
  cents: (item: T) => number,
): SectorAllocation[] {
  const sums = new Map<string, number>();
  for (const item of items) sums.set(key(item), (sums.get(key(item)) ?? 0) + cents(item));
  const entries = [...sums.entries()];
  const percents = roundPercentages(entries.map(([, c]) => c));
  return entries
    .map(([name, c], i) => ({ name, value: fromCents(c), percentage: percents[i] ?? 0 }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

/** Per sector the name, dollar value and percent of the total, largest first. */
export function sectorAllocation(holdings: readonly Holding[]): SectorAllocation[] {
  return allocationBy(holdings, (h) => h.sector, marketValueCents);
}

/** Allocation by position (/portfolio/allocation), largest first. */
export function holdingAllocation(holdings: readonly Holding[]): SectorAllocation[] {
  return allocationBy(holdings, (h) => h.symbol, marketValueCents);
}

/** The portfolio summary of the dashboard. The daily change is fixed sample data. */
export function portfolioSummary(holdings: readonly Holding[]): PortfolioSummary {
  const valueCents = holdings.reduce((sum, h) => sum + marketValueCents(h), 0);
  const costTotalCents = holdings.reduce((sum, h) => sum + costCents(h), 0);
  const totalGain = fromCents(valueCents - costTotalCents);
  return {
    totalValue: fromCents(valueCents),
    totalCost: fromCents(costTotalCents),
    totalGain,
    totalGainPercent: gainPercent(totalGain, fromCents(costTotalCents)),
    dailyChange: FIXED_DAILY_CHANGE,
    dailyChangePercent: FIXED_DAILY_CHANGE_PERCENT,
    sectorAllocation: sectorAllocation(holdings),
  };
}

// Its own module, so /portfolio, which shows only the count, does not load this one.
export { totalShares } from './shares.ts';
