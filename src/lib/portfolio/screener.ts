// Stock screener: filters combine with AND; sorting is stable and typed per column.
import { directionSign, type SortDirection } from '../sort';
import type { StockQuote } from './types';

export type ChangeFilter = 'all' | 'up' | 'down';
export type SortKey = 'symbol' | 'name' | 'sector' | 'currentPrice' | 'change' | 'changePercent';

export interface ScreenerFilters {
  /** '' for all sectors. */
  readonly sector: string;
  /** Inclusive bounds; undefined for no bound. */
  readonly minPrice?: number | undefined;
  readonly maxPrice?: number | undefined;
  /** 'up': change ≥ 0 (as elsewhere: green when ≥ 0); 'down': change < 0. */
  readonly change: ChangeFilter;
}

export const ALL_FILTERS: ScreenerFilters = { sector: '', change: 'all' };

/** The sorted distinct sectors of a universe (the sector filter's options after "All sectors"). */
export function sectorsOf(universe: readonly StockQuote[]): string[] {
  return [...new Set(universe.map((s) => s.sector))].sort((a, b) => a.localeCompare(b));
}

/** A price bound from an input: empty or not a finite number ≥ 0 means no bound. */
export function parsePriceBound(raw: string): number | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

export function filterStocks(universe: readonly StockQuote[], f: ScreenerFilters): StockQuote[] {
  return universe.filter(
    (s) =>
      (f.sector === '' || s.sector === f.sector) &&
      (f.minPrice === undefined || s.currentPrice >= f.minPrice) &&
      (f.maxPrice === undefined || s.currentPrice <= f.maxPrice) &&
      (f.change === 'all' || (f.change === 'up' ? s.change >= 0 : s.change < 0)),
  );
}

export function sortStocks(stocks: readonly StockQuote[], key: SortKey, direction: SortDirection): StockQuote[] {
  const sign = directionSign(direction);
  return stocks
    .map((s, i) => ({ s, i }))
    .sort((a, b) => {
      const x = a.s[key];
      const y = b.s[key];
      const cmp = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return cmp * sign || a.i - b.i;
    })
    .map(({ s }) => s);
}

const NUMERIC_KEYS: ReadonlySet<SortKey> = new Set(['currentPrice', 'change', 'changePercent']);

/** A newly clicked column sorts text A to Z but numbers largest first (what a screener reader looks for). */
export function firstDirection(key: SortKey): SortDirection {
  return NUMERIC_KEYS.has(key) ? 'desc' : 'asc';
}

/** Whether a column holds numbers (right-aligned, largest first). */
export function isNumericKey(key: SortKey): boolean {
  return NUMERIC_KEYS.has(key);
}
