import { describe, expect, it } from 'vitest';
import { SAMPLE_HOLDINGS } from '../../src/data/holdings';
import { FIXED_DAILY_CHANGE, FIXED_DAILY_CHANGE_PERCENT } from '../../src/lib/portfolio/constants';
import { bestAndWorst, holdingReturns, largestPosition } from '../../src/lib/portfolio/analytics';
import {
  holdingAllocation,
  holdingGain,
  marketValue,
  portfolioSummary,
  roundPercentages,
  sectorAllocation,
  totalShares,
} from '../../src/lib/portfolio/summary';
import type { Holding } from '../../src/lib/portfolio/types';

const h = (symbol: string, sector: string, shares: number, avgPrice: number, currentPrice: number): Holding => ({
  symbol,
  name: symbol,
  sector,
  shares,
  avgPrice,
  currentPrice,
  change: 0,
  changePercent: 0,
});

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('market value', () => {
  it('is shares × current price, to the cent', () => {
    expect(marketValue(h('A', 'X', 3, 0, 0.1))).toBe(0.3);
    expect(marketValue(h('A', 'X', 50, 150, 189.84))).toBe(9492);
    expect(holdingGain(h('A', 'X', 50, 150, 189.84))).toBe(1992);
  });
});

describe('portfolioSummary', () => {
  const holdings = [h('A', 'Tech', 10, 100, 120), h('B', 'Tech', 5, 50, 40), h('C', 'Energy', 2, 200, 210)];

  it('adds up value, cost and gain; the daily change is fixed', () => {
    const s = portfolioSummary(holdings);
    expect(s.totalValue).toBe(1200 + 200 + 420);
    expect(s.totalCost).toBe(1000 + 250 + 400);
    expect(s.totalGain).toBe(170);
    expect(s.totalGainPercent).toBe(10.3);
    expect(s.dailyChange).toBe(FIXED_DAILY_CHANGE);
    expect(s.dailyChangePercent).toBe(FIXED_DAILY_CHANGE_PERCENT);
    expect(FIXED_DAILY_CHANGE).toBe(250);
    expect(FIXED_DAILY_CHANGE_PERCENT).toBe(2.44);
  });

  it('a loss gives a negative gain and percent', () => {
    const s = portfolioSummary([h('B', 'Tech', 5, 50, 40)]);
    expect(s.totalGain).toBe(-50);
    expect(s.totalGainPercent).toBe(-20);
  });

  it('is all zero for no holdings', () => {
    const s = portfolioSummary([]);
    expect([s.totalValue, s.totalCost, s.totalGain, s.totalGainPercent]).toEqual([0, 0, 0, 0]);
    expect(s.sectorAllocation).toEqual([]);
  });

  it('groups sectors, largest first, with values summing to the total', () => {
    const s = portfolioSummary(holdings);
    expect(s.sectorAllocation.map((a) => a.name)).toEqual(['Tech', 'Energy']);
    expect(s.sectorAllocation[0]?.value).toBe(1400);
    expect(sum(s.sectorAllocation.map((a) => a.value))).toBe(s.totalValue);
  });

  it('the sample portfolio: rows add up to the totals exactly as displayed (cents)', () => {
    const s = portfolioSummary(SAMPLE_HOLDINGS);
    const rowsCents = sum(SAMPLE_HOLDINGS.map((x) => Math.round(marketValue(x) * 100)));
    expect(Math.round(s.totalValue * 100)).toBe(rowsCents);
    expect(Math.round(s.totalGain * 100)).toBe(Math.round(s.totalValue * 100) - Math.round(s.totalCost * 100));
    const pct = sum(s.sectorAllocation.map((a) => a.percentage));
    expect(Math.abs(pct - 100)).toBeLessThanOrEqual(0.1 + 1e-9);
    expect(Number(pct.toFixed(1))).toBe(100);
    expect(totalShares(SAMPLE_HOLDINGS)).toBe(215);
  });
});

describe('roundPercentages (largest remainder)', () => {
  it('sums to exactly 100.0 where naive rounding does not', () => {
    const parts = [1, 1, 1];
    expect(parts.map((p) => Math.round((p / 3) * 1000) / 10)).toEqual([33.3, 33.3, 33.3]);
    const r = roundPercentages(parts);
    expect(r).toEqual([33.4, 33.3, 33.3]);
    expect(Math.round(sum(r) * 10)).toBe(1000);
  });

  it('gives the remaining units to the largest remainders', () => {
    expect(roundPercentages([2, 1, 1, 1, 1, 1, 1])).toEqual([25, 12.5, 12.5, 12.5, 12.5, 12.5, 12.5]);
    const r = roundPercentages([6667, 3333]);
    expect(r).toEqual([66.7, 33.3]);
    expect(roundPercentages([0, 0])).toEqual([0, 0]);
  });

  it('always sums to 100 for random inputs', () => {
    for (let n = 0; n < 200; n += 1) {
      const parts = Array.from({ length: 1 + (n % 9) }, (_, i) => ((n * 7919 + i * 104729) % 100000) + 1);
      expect(Math.round(sum(roundPercentages(parts)) * 10)).toBe(1000);
    }
  });

  it('sector and holding allocations use it', () => {
    expect(Math.round(sum(sectorAllocation(SAMPLE_HOLDINGS).map((a) => a.percentage)) * 10)).toBe(1000);
    expect(Math.round(sum(holdingAllocation(SAMPLE_HOLDINGS).map((a) => a.percentage)) * 10)).toBe(1000);
  });
});

describe('analytics', () => {
  it('ranks returns and finds the best and worst performer', () => {
    const holdings = [h('A', 'X', 10, 100, 120), h('B', 'X', 5, 50, 40), h('C', 'X', 2, 200, 210)];
    expect(holdingReturns(holdings).map((r) => [r.symbol, r.returnPercent])).toEqual([
      ['A', 20],
      ['C', 5],
      ['B', -20],
    ]);
    expect(bestAndWorst(holdings)?.best.symbol).toBe('A');
    expect(bestAndWorst(holdings)?.worst.symbol).toBe('B');
    expect(bestAndWorst([])).toBeUndefined();
  });

  it('gives the share of the largest position', () => {
    const largest = largestPosition([h('A', 'X', 10, 100, 120), h('B', 'X', 5, 50, 40)]);
    expect(largest).toEqual({ name: 'A', value: 1200, percentage: 85.7 });
  });
});
