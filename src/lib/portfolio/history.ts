// Transaction history (/portfolio/history): replaying buys and sells with the
// average-cost method gives each position's shares and average price; dividends are income.
import { fromCents, round2, toCents } from './summary';
import type { Transaction, TransactionType } from './types';

export interface ReplayedPosition {
  readonly symbol: string;
  readonly shares: number;
  /** Average purchase price per share, two decimals. */
  readonly avgPrice: number;
  /** Dividends received in dollars. */
  readonly dividends: number;
  /** Realised gain from sells (sell price minus average cost), in dollars. */
  readonly realizedGain: number;
}

/** Dollar amount of a transaction: shares × price (for a dividend: shares × dividend per share). */
export function transactionAmount(t: Pick<Transaction, 'shares' | 'price'>): number {
  return fromCents(toCents(t.shares * t.price));
}

/** Oldest first; ties keep their order. */
export function chronological(transactions: readonly Transaction[]): Transaction[] {
  return [...transactions].sort((a, b) => a.date.localeCompare(b.date));
}

/** Replays the transactions in date order. Throws on a sell of more shares than held. */
export function replayTransactions(transactions: readonly Transaction[]): ReplayedPosition[] {
  const state = new Map<string, { shares: number; cost: number; dividends: number; realized: number }>();
  for (const t of chronological(transactions)) {
    const p = state.get(t.symbol) ?? { shares: 0, cost: 0, dividends: 0, realized: 0 };
    if (t.type === 'buy') {
      p.shares += t.shares;
      p.cost += t.shares * t.price;
    } else if (t.type === 'sell') {
      if (t.shares > p.shares) throw new Error(`Sell of ${t.shares} ${t.symbol} exceeds ${p.shares} held`);
      const avg = p.cost / p.shares;
      p.realized += t.shares * (t.price - avg);
      p.shares -= t.shares;
      p.cost = avg * p.shares;
    } else {
      p.dividends += t.shares * t.price;
    }
    state.set(t.symbol, p);
  }
  return [...state.entries()].map(([symbol, p]) => ({
    symbol,
    shares: p.shares,
    avgPrice: p.shares === 0 ? 0 : round2(p.cost / p.shares),
    dividends: round2(p.dividends),
    realizedGain: round2(p.realized),
  }));
}

/** Total per transaction type in dollars (the history page's summary line). */
export function totalsByType(transactions: readonly Transaction[]): Record<TransactionType, number> {
  const cents: Record<TransactionType, number> = { buy: 0, sell: 0, dividend: 0 };
  for (const t of transactions) cents[t.type] += toCents(t.shares * t.price);
  return { buy: fromCents(cents.buy), sell: fromCents(cents.sell), dividend: fromCents(cents.dividend) };
}

/** Dividends received in total (hub tile). */
export function totalDividends(transactions: readonly Transaction[]): number {
  return totalsByType(transactions).dividend;
}

/** Newest first, for the table. */
export function newestFirst(transactions: readonly Transaction[]): Transaction[] {
  return chronological(transactions).reverse();
}
