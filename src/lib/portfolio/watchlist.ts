// Watchlist rules (docs/behaviour.md#watchlist): pure functions returning a new list, never mutating.
import { SEARCH_MIN_LENGTH } from './constants';
import type { StockQuote, WatchlistItem } from './types';

export type AddResult =
  | { readonly ok: true; readonly items: readonly WatchlistItem[] }
  | { readonly ok: false; readonly reason: 'duplicate'; readonly items: readonly WatchlistItem[] };

/** A target price from user input: empty or not a finite number ≥ 0 becomes unset. */
export function parseTargetPrice(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : undefined;
  const text = raw.trim();
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Notes from user input: empty (or only spaces) becomes unset. */
export function parseNotes(raw: string | null | undefined): string | undefined {
  const text = (raw ?? '').trim();
  return text === '' ? undefined : text;
}

export function hasSymbol(items: readonly WatchlistItem[], symbol: string): boolean {
  return items.some((i) => i.symbol === symbol);
}

/** Builds an item without optional fields that are unset (exactOptionalPropertyTypes). */
function withOptional(base: WatchlistItem, targetPrice: number | undefined, notes: string | undefined): WatchlistItem {
  const { targetPrice: _t, notes: _n, ...rest } = base;
  return {
    ...rest,
    ...(targetPrice === undefined ? {} : { targetPrice }),
    ...(notes === undefined ? {} : { notes }),
  };
}

/**
 * Appends the stock with the target as a number, the notes or none, today's date and
 * isFavorite false. A symbol that is already on the list changes nothing.
 */
export function addToWatchlist(
  items: readonly WatchlistItem[],
  stock: StockQuote,
  input: { readonly targetPrice?: string | number | undefined; readonly notes?: string | undefined },
  today: string,
): AddResult {
  if (hasSymbol(items, stock.symbol)) return { ok: false, reason: 'duplicate', items };
  const { symbol, name, sector, currentPrice, change, changePercent } = stock;
  const item = withOptional(
    { symbol, name, sector, currentPrice, change, changePercent, addedDate: today, isFavorite: false },
    parseTargetPrice(input.targetPrice),
    parseNotes(input.notes),
  );
  return { ok: true, items: [...items, item] };
}

/** The target is edited in place; empty or invalid becomes unset. */
export function setTargetPrice(
  items: readonly WatchlistItem[],
  symbol: string,
  raw: string | number | undefined,
): WatchlistItem[] {
  return items.map((i) => (i.symbol === symbol ? withOptional(i, parseTargetPrice(raw), i.notes) : i));
}

/** The notes are edited in place; empty becomes unset. */
export function setNotes(items: readonly WatchlistItem[], symbol: string, raw: string | undefined): WatchlistItem[] {
  return items.map((i) => (i.symbol === symbol ? withOptional(i, i.targetPrice, parseNotes(raw)) : i));
}

/** An item is removed by its symbol. */
export function removeFromWatchlist(items: readonly WatchlistItem[], symbol: string): WatchlistItem[] {
  return items.filter((i) => i.symbol !== symbol);
}

/** The favourite flag toggles. */
export function toggleFavorite(items: readonly WatchlistItem[], symbol: string): WatchlistItem[] {
  return items.map((i) => (i.symbol === symbol ? { ...i, isFavorite: !i.isFavorite } : i));
}

/**
 * Search runs only when the query is longer than 1 character and matches the symbol or
 * the name case-insensitively as a substring; otherwise the results are empty.
 */
export function searchStocks(universe: readonly StockQuote[], query: string): StockQuote[] {
  const q = query.trim().toLowerCase();
  if (q.length < SEARCH_MIN_LENGTH) return [];
  return universe.filter((s) => s.symbol.toLowerCase().includes(q) || s.name.toLowerCase().includes(q));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of a day that exists (2026-02-31 does not). */
function isIsoDate(v: unknown): v is string {
  return typeof v === 'string' && ISO_DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
}

function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/**
 * Validates one stored item; returns a clean copy or undefined when the shape is wrong. Written by
 * hand: a zod schema is shorter, but zod adds about 24 KB gzip to every portfolio page.
 */
export function parseWatchlistItem(value: unknown): WatchlistItem | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v['symbol'] !== 'string' || v['symbol'] === '') return undefined;
  if (typeof v['name'] !== 'string' || typeof v['sector'] !== 'string') return undefined;
  if (!isFiniteNumber(v['currentPrice']) || !isFiniteNumber(v['change']) || !isFiniteNumber(v['changePercent'])) {
    return undefined;
  }
  if (!isIsoDate(v['addedDate'])) return undefined;
  if (typeof v['isFavorite'] !== 'boolean') return undefined;
  const target = v['targetPrice'];
  if (target !== undefined && !(isFiniteNumber(target) && target >= 0)) return undefined;
  const notes = v['notes'];
  if (notes !== undefined && typeof notes !== 'string') return undefined;
  return withOptional(
    {
      symbol: v['symbol'],
      name: v['name'],
      sector: v['sector'],
      currentPrice: v['currentPrice'],
      change: v['change'],
      changePercent: v['changePercent'],
      addedDate: v['addedDate'],
      isFavorite: v['isFavorite'],
    },
    target,
    parseNotes(notes),
  );
}

/**
 * Reads a stored watchlist (JSON text). Text that is not a JSON array cannot be read (undefined);
 * in an array, an item of the wrong shape or a repeated symbol is dropped and the others are kept.
 */
export function parseStoredWatchlist(text: string): WatchlistItem[] | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  return parseRemoteWatchlist(data);
}

/** The same rules for a list already parsed from JSON (the account's copy from the server). */
export function parseRemoteWatchlist(data: unknown): WatchlistItem[] | undefined {
  if (!Array.isArray(data)) return undefined;
  const items: WatchlistItem[] = [];
  for (const raw of data) {
    const item = parseWatchlistItem(raw);
    if (item && !hasSymbol(items, item.symbol)) items.push(item);
  }
  return items;
}
