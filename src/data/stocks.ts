// Sample stock universe: the watchlist search list (5 stocks),
// the seed watchlist (4 stocks) and the wider universe the stock screener filters.
// Figures are fixed sample quotes in US dollars, not live market data.
import type { StockQuote, WatchlistItem } from '../lib/portfolio/types';

/** Builds a quote; the percent is derived from the change so the two always agree. */
function quote(symbol: string, name: string, sector: string, currentPrice: number, change: number): StockQuote {
  const previousClose = currentPrice - change;
  const changePercent = Math.round((change / previousClose) * 10000) / 100;
  return { symbol, name, sector, currentPrice, change, changePercent };
}

/** Every stock the portfolio screens know, used by the stock screener. */
export const STOCK_UNIVERSE: readonly StockQuote[] = [
  quote('AAPL', 'Apple Inc.', 'Technology', 189.84, 2.31),
  quote('MSFT', 'Microsoft Corporation', 'Technology', 378.91, 4.12),
  quote('NVDA', 'NVIDIA Corporation', 'Technology', 495.22, -6.38),
  quote('ASML', 'ASML Holding N.V.', 'Technology', 686.5, 9.85),
  quote('GOOGL', 'Alphabet Inc.', 'Communication Services', 141.8, 1.05),
  quote('META', 'Meta Platforms Inc.', 'Communication Services', 334.92, -2.14),
  quote('NFLX', 'Netflix Inc.', 'Communication Services', 478.33, 5.67),
  quote('AMZN', 'Amazon.com Inc.', 'Consumer Cyclical', 146.09, -0.87),
  quote('TSLA', 'Tesla Inc.', 'Consumer Cyclical', 238.45, -5.23),
  quote('NKE', 'Nike Inc.', 'Consumer Cyclical', 107.16, 0.54),
  quote('JNJ', 'Johnson & Johnson', 'Healthcare', 156.18, -0.42),
  quote('PFE', 'Pfizer Inc.', 'Healthcare', 28.91, 0.19),
  quote('UNH', 'UnitedHealth Group Inc.', 'Healthcare', 527.63, 3.88),
  quote('JPM', 'JPMorgan Chase & Co.', 'Financial Services', 195.3, 1.76),
  quote('V', 'Visa Inc.', 'Financial Services', 258.42, 2.02),
  quote('BAC', 'Bank of America Corporation', 'Financial Services', 33.87, -0.21),
  quote('XOM', 'Exxon Mobil Corporation', 'Energy', 104.25, -1.12),
  quote('CVX', 'Chevron Corporation', 'Energy', 148.73, -0.95),
  quote('KO', 'The Coca-Cola Company', 'Consumer Defensive', 59.64, 0.28),
  quote('PG', 'Procter & Gamble Company', 'Consumer Defensive', 151.02, -0.36),
  quote('CAT', 'Caterpillar Inc.', 'Industrials', 286.4, 3.15),
  quote('BA', 'The Boeing Company', 'Industrials', 214.76, -4.02),
];

export function findStock(symbol: string): StockQuote {
  const stock = STOCK_UNIVERSE.find((s) => s.symbol === symbol);
  if (!stock) throw new Error(`Unknown sample stock ${symbol}`);
  return stock;
}

/** The sample search list of the watchlist has 5 stocks. */
export const SEARCH_SYMBOLS = ['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'TSLA'] as const;
export const SEARCH_UNIVERSE: readonly StockQuote[] = SEARCH_SYMBOLS.map(findStock);

/** The sample watchlist (a new user's seed) has 4 stocks. */
export const SAMPLE_WATCHLIST: readonly WatchlistItem[] = [
  {
    ...findStock('AAPL'),
    targetPrice: 200,
    notes: 'Buy more below $180',
    addedDate: '2024-01-15',
    isFavorite: true,
  },
  { ...findStock('NVDA'), targetPrice: 550, addedDate: '2024-02-03', isFavorite: false },
  {
    ...findStock('ASML'),
    targetPrice: 720,
    notes: 'Dutch chip equipment maker',
    addedDate: '2024-02-20',
    isFavorite: false,
  },
  { ...findStock('TSLA'), addedDate: '2024-03-08', isFavorite: false },
];
