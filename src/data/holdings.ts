// Sample portfolio. Quotes come from the stock universe so every screen shows
// the same prices; share counts and average prices are reproduced by src/data/transactions.ts.
import type { Holding } from '../lib/portfolio/types';
import { findStock } from './stocks';

function holding(symbol: string, shares: number, avgPrice: number): Holding {
  return { ...findStock(symbol), shares, avgPrice };
}

export const SAMPLE_HOLDINGS: readonly Holding[] = [
  holding('AAPL', 50, 150),
  holding('MSFT', 30, 280),
  holding('GOOGL', 25, 120),
  holding('AMZN', 20, 130),
  holding('TSLA', 15, 260),
  holding('JNJ', 40, 160),
  holding('JPM', 35, 140),
];
