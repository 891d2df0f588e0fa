import { describe, expect, it } from 'vitest';
import { SAMPLE_WATCHLIST, SEARCH_UNIVERSE, STOCK_UNIVERSE, findStock } from '../../src/data/stocks';
import type { WatchlistItem } from '../../src/lib/portfolio/types';
import {
  addToWatchlist,
  parseNotes,
  parseStoredWatchlist,
  parseTargetPrice,
  removeFromWatchlist,
  searchStocks,
  setNotes,
  setTargetPrice,
  toggleFavorite,
} from '../../src/lib/portfolio/watchlist';

const TODAY = '2026-11-22';

describe('sample data', () => {
  it('has 4 watchlist stocks and a search list of 5 (spec §9)', () => {
    expect(SAMPLE_WATCHLIST).toHaveLength(4);
    expect(SEARCH_UNIVERSE).toHaveLength(5);
    expect(new Set(STOCK_UNIVERSE.map((s) => s.symbol)).size).toBe(STOCK_UNIVERSE.length);
  });

  it('quotes have a percent consistent with the change', () => {
    for (const s of STOCK_UNIVERSE) {
      expect(s.changePercent).toBeCloseTo((s.change / (s.currentPrice - s.change)) * 100, 1);
    }
  });
});

describe('add (spec §4)', () => {
  it('appends with the target as a number, the notes, today and not favourite', () => {
    const amzn = findStock('AMZN');
    const r = addToWatchlist(SAMPLE_WATCHLIST, amzn, { targetPrice: '150.5', notes: '  AWS  ' }, TODAY);
    expect(r.ok).toBe(true);
    expect(r.items).toHaveLength(5);
    expect(r.items.at(-1)).toEqual({ ...amzn, targetPrice: 150.5, notes: 'AWS', addedDate: TODAY, isFavorite: false });
    expect(SAMPLE_WATCHLIST).toHaveLength(4);
  });

  it('leaves notes unset when empty', () => {
    const r = addToWatchlist([], findStock('MSFT'), { targetPrice: '400', notes: '' }, TODAY);
    expect(r.items[0]).not.toHaveProperty('notes');
    expect(r.items[0]?.targetPrice).toBe(400);
  });

  it('a symbol already on the list changes nothing', () => {
    const r = addToWatchlist(SAMPLE_WATCHLIST, findStock('AAPL'), { targetPrice: '1' }, TODAY);
    expect(r.ok).toBe(false);
    expect(r.items).toBe(SAMPLE_WATCHLIST);
  });
});

describe('edit in place (spec §4)', () => {
  it('sets, and unsets an empty or invalid target', () => {
    expect(setTargetPrice(SAMPLE_WATCHLIST, 'TSLA', '250')[3]?.targetPrice).toBe(250);
    expect(setTargetPrice(SAMPLE_WATCHLIST, 'AAPL', '')[0]).not.toHaveProperty('targetPrice');
    expect(setTargetPrice(SAMPLE_WATCHLIST, 'AAPL', 'abc')[0]).not.toHaveProperty('targetPrice');
    expect(setTargetPrice(SAMPLE_WATCHLIST, 'AAPL', '-5')[0]).not.toHaveProperty('targetPrice');
    expect(setTargetPrice(SAMPLE_WATCHLIST, 'AAPL', '')[0]?.notes).toBe(SAMPLE_WATCHLIST[0]?.notes);
  });

  it('sets, and unsets empty notes', () => {
    expect(setNotes(SAMPLE_WATCHLIST, 'NVDA', 'AI')[1]?.notes).toBe('AI');
    expect(setNotes(SAMPLE_WATCHLIST, 'AAPL', '   ')[0]).not.toHaveProperty('notes');
    expect(setNotes(SAMPLE_WATCHLIST, 'AAPL', '')[0]?.targetPrice).toBe(200);
  });

  it('parses targets and notes', () => {
    expect(parseTargetPrice(' 12.34 ')).toBe(12.34);
    expect(parseTargetPrice('0')).toBe(0);
    expect(parseTargetPrice(Number.NaN)).toBeUndefined();
    expect(parseTargetPrice(undefined)).toBeUndefined();
    expect(parseNotes(' x ')).toBe('x');
    expect(parseNotes(undefined)).toBeUndefined();
  });
});

describe('remove and favourite', () => {
  it('removes by symbol', () => {
    expect(removeFromWatchlist(SAMPLE_WATCHLIST, 'NVDA').map((i) => i.symbol)).toEqual(['AAPL', 'ASML', 'TSLA']);
    expect(removeFromWatchlist(SAMPLE_WATCHLIST, 'NOPE')).toHaveLength(4);
  });

  it('toggles the favourite flag of one item', () => {
    const once = toggleFavorite(SAMPLE_WATCHLIST, 'NVDA');
    expect(once[1]?.isFavorite).toBe(true);
    expect(once[0]?.isFavorite).toBe(SAMPLE_WATCHLIST[0]?.isFavorite);
    expect(toggleFavorite(once, 'NVDA')[1]?.isFavorite).toBe(false);
  });
});

describe('search (spec §5)', () => {
  it('needs more than 1 character', () => {
    expect(searchStocks(SEARCH_UNIVERSE, 'a')).toEqual([]);
    expect(searchStocks(SEARCH_UNIVERSE, ' ')).toEqual([]);
    expect(searchStocks(SEARCH_UNIVERSE, '')).toEqual([]);
  });

  it('matches symbol or name, case-insensitive substring', () => {
    expect(searchStocks(SEARCH_UNIVERSE, 'am').map((s) => s.symbol)).toEqual(['AMZN']);
    expect(searchStocks(SEARCH_UNIVERSE, 'INC').map((s) => s.symbol)).toEqual(['AAPL', 'GOOGL', 'AMZN', 'TSLA']);
    expect(searchStocks(SEARCH_UNIVERSE, 'msf').map((s) => s.symbol)).toEqual(['MSFT']);
    expect(searchStocks(SEARCH_UNIVERSE, 'zzz')).toEqual([]);
  });
});

describe('stored data', () => {
  it('round-trips a valid list', () => {
    expect(parseStoredWatchlist(JSON.stringify(SAMPLE_WATCHLIST))).toEqual(SAMPLE_WATCHLIST);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an array', '{"symbol":"AAPL"}'],
    ['a string', '"AAPL"'],
  ])('cannot read %s', (_label, text) => {
    expect(parseStoredWatchlist(text)).toBeUndefined();
  });

  const [first, second] = SAMPLE_WATCHLIST as [WatchlistItem, WatchlistItem];
  it.each([
    ['wrong item shape', { symbol: 'AAPL' }],
    ['bad date', { ...first, symbol: 'X', addedDate: 'yesterday' }],
    ['impossible date', { ...first, symbol: 'X', addedDate: '2026-02-31' }],
    ['bad target', { ...first, symbol: 'X', targetPrice: 'high' }],
    ['negative target', { ...first, symbol: 'X', targetPrice: -1 }],
    ['a price that is not a number', { ...first, symbol: 'X', currentPrice: null }],
    ['null item', null],
    ['the same symbol again', { ...first, notes: 'second copy' }],
  ])('drops an item with %s and keeps the valid ones', (_label, bad) => {
    expect(parseStoredWatchlist(JSON.stringify([first, bad, second]))).toEqual([first, second]);
  });

  it('accepts an empty list (the user removed everything)', () => {
    expect(parseStoredWatchlist('[]')).toEqual([]);
  });
});
