// Portfolio entities. Amounts are US dollars.

/** A quote in the sample stock universe; the spec's "Search result". */
export interface StockQuote {
  readonly symbol: string;
  readonly name: string;
  readonly sector: string;
  readonly currentPrice: number;
  /** Daily change in dollars. */
  readonly change: number;
  /** Daily change in percent of the previous close. */
  readonly changePercent: number;
}

/** A position in the sample portfolio. */
export interface Holding extends StockQuote {
  readonly shares: number;
  readonly avgPrice: number;
}

/** A stock on the watchlist, with the reader's optional target and notes. */
export interface WatchlistItem extends StockQuote {
  readonly targetPrice?: number;
  readonly notes?: string;
  /** ISO date YYYY-MM-DD. */
  readonly addedDate: string;
  readonly isFavorite: boolean;
}

export interface SectorAllocation {
  readonly name: string;
  /** Dollar value of the sector (sum of market values). */
  readonly value: number;
  /** Percent of the total value, one decimal; all sectors add up to exactly 100.0. */
  readonly percentage: number;
}

/** The dashboard's totals, computed from the holdings. */
export interface PortfolioSummary {
  readonly totalValue: number;
  readonly totalCost: number;
  readonly totalGain: number;
  readonly totalGainPercent: number;
  readonly dailyChange: number;
  readonly dailyChangePercent: number;
  readonly sectorAllocation: readonly SectorAllocation[];
}

export type TransactionType = 'buy' | 'sell' | 'dividend';

export interface Transaction {
  readonly id: string;
  /** ISO date YYYY-MM-DD. */
  readonly date: string;
  readonly type: TransactionType;
  readonly symbol: string;
  /** Shares bought or sold; for a dividend the shares held on the record date. */
  readonly shares: number;
  /** Price per share; for a dividend the dividend per share. */
  readonly price: number;
}
