// The sample's figures of the dashboard and the hub (the demo a reader without exports sees), worked out when the page
// is built (src/pages/portfolio/dashboard.astro and src/pages/portfolio.astro pass them to the island as a prop, as the
// cost comparison's default ranking is): they come from fixed sample data, so the browser need not carry the sample
// holdings and transactions, the stock universe their quotes come from, nor the sums (about 1.5 KB gzip of the
// dashboard's 130 KB budget). The islands format them with the reader's display preferences.
import { SAMPLE_HOLDINGS } from '../../data/holdings';
import { SAMPLE_TRANSACTIONS } from '../../data/transactions';
import { totalDividends } from '../../lib/portfolio/history';
import {
  holdingGain,
  holdingGainPercent,
  marketValue,
  portfolioSummary,
  totalShares,
} from '../../lib/portfolio/summary';
import type { PortfolioSummary } from '../../lib/portfolio/types';

/** One row of the sample's holdings table. */
export interface SampleHoldingRow {
  readonly symbol: string;
  readonly name: string;
  readonly shares: number;
  readonly avgPrice: number;
  readonly currentPrice: number;
  readonly marketValue: number;
  readonly gain: number;
  readonly gainPercent: number;
  readonly sector: string;
}

export interface DashboardSample {
  readonly summary: PortfolioSummary;
  readonly holdings: readonly SampleHoldingRow[];
}

/** The summary cards' figures, the sector allocation and the holdings rows of the sample portfolio. */
export function dashboardSample(): DashboardSample {
  return {
    summary: portfolioSummary(SAMPLE_HOLDINGS),
    holdings: SAMPLE_HOLDINGS.map((h) => ({
      symbol: h.symbol,
      name: h.name,
      shares: h.shares,
      avgPrice: h.avgPrice,
      currentPrice: h.currentPrice,
      marketValue: marketValue(h),
      gain: holdingGain(h),
      gainPercent: holdingGainPercent(h),
      sector: h.sector,
    })),
  };
}

/** The hub's sample tiles: value, shares held and dividends received (US$). */
export interface HubSample {
  readonly value: number;
  readonly shares: number;
  readonly dividends: number;
}

export function hubSample(): HubSample {
  return {
    value: portfolioSummary(SAMPLE_HOLDINGS).totalValue,
    shares: totalShares(SAMPLE_HOLDINGS),
    dividends: totalDividends(SAMPLE_TRANSACTIONS),
  };
}
