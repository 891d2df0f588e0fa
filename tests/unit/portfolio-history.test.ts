import { describe, expect, it } from 'vitest';
import { SAMPLE_HOLDINGS } from '../../src/data/holdings';
import { STOCK_UNIVERSE } from '../../src/data/stocks';
import { SAMPLE_TRANSACTIONS } from '../../src/data/transactions';
import {
  formatCurrency,
  formatLocalDate,
  formatPercent,
  formatSignedCurrency,
  formatSignedPercent,
  todayIso,
} from '../../src/lib/portfolio/format';
import { replayTransactions, totalDividends, totalsByType, transactionAmount } from '../../src/lib/portfolio/history';
import { filterStocks, firstDirection, parsePriceBound, sectorsOf, sortStocks } from '../../src/lib/portfolio/screener';
import { nextSort } from '../../src/lib/sort';

describe('transaction history', () => {
  it('reproduces every holding’s share count and average price', () => {
    const positions = replayTransactions(SAMPLE_TRANSACTIONS).filter((p) => p.shares > 0);
    expect(positions.map((p) => p.symbol).sort()).toEqual(SAMPLE_HOLDINGS.map((h) => h.symbol).sort());
    for (const h of SAMPLE_HOLDINGS) {
      const p = positions.find((x) => x.symbol === h.symbol);
      expect(p?.shares, h.symbol).toBe(h.shares);
      expect(p?.avgPrice, h.symbol).toBe(h.avgPrice);
    }
  });

  it('uses the average-cost method: a sell keeps the average price and realises a gain', () => {
    const [p] = replayTransactions([
      { id: '1', date: '2024-01-01', type: 'buy', symbol: 'X', shares: 10, price: 10 },
      { id: '2', date: '2024-02-01', type: 'buy', symbol: 'X', shares: 10, price: 20 },
      { id: '3', date: '2024-03-01', type: 'sell', symbol: 'X', shares: 5, price: 30 },
      { id: '4', date: '2024-04-01', type: 'dividend', symbol: 'X', shares: 15, price: 0.5 },
    ]);
    expect(p).toEqual({ symbol: 'X', shares: 15, avgPrice: 15, dividends: 7.5, realizedGain: 75 });
  });

  it('replays in date order and rejects selling more than held', () => {
    expect(() =>
      replayTransactions([
        { id: '1', date: '2024-02-01', type: 'sell', symbol: 'X', shares: 1, price: 1 },
        { id: '2', date: '2024-01-01', type: 'buy', symbol: 'X', shares: 1, price: 1 },
      ]),
    ).not.toThrow();
    expect(() =>
      replayTransactions([{ id: '1', date: '2024-01-01', type: 'sell', symbol: 'X', shares: 1, price: 1 }]),
    ).toThrow(/exceeds/);
  });

  it('totals per type, in cents', () => {
    expect(transactionAmount({ shares: 50, price: 1.19 })).toBe(59.5);
    const totals = totalsByType(SAMPLE_TRANSACTIONS);
    expect(totals.dividend).toBe(totalDividends(SAMPLE_TRANSACTIONS));
    expect(totals.dividend).toBe(
      SAMPLE_TRANSACTIONS.filter((t) => t.type === 'dividend').reduce(
        (cents, t) => cents + Math.round(t.shares * t.price * 100),
        0,
      ) / 100,
    );
    expect(totals.dividend).toBeGreaterThan(0);
    expect(totals.sell).toBe(10 * 165 + 10 * 185);
  });
});

describe('formatting (dollars, two decimals)', () => {
  it('formats currency and percent', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(-50)).toBe('-$50.00');
    expect(formatSignedCurrency(250)).toBe('+$250.00');
    expect(formatSignedCurrency(0)).toBe('+$0.00');
    expect(formatPercent(2.44)).toBe('2.44%');
    expect(formatPercent(33.3, 1)).toBe('33.3%');
    expect(formatSignedPercent(-1.2)).toBe('-1.20%');
    expect(formatSignedPercent(0)).toBe('+0.00%');
  });

  it('honours the display preferences', () => {
    expect(formatCurrency(1234.5, { currencyDisplay: 'code', compactNumbers: false })).toBe('USD 1,234.50');
    expect(formatCurrency(54321, { currencyDisplay: 'symbol', compactNumbers: true }, true)).toBe('$54.32K');
    expect(formatCurrency(54321, { currencyDisplay: 'symbol', compactNumbers: true })).toBe('$54,321.00');
    expect(formatCurrency(999, { currencyDisplay: 'symbol', compactNumbers: true }, true)).toBe('$999.00');
  });

  it('dates: ISO today in local time, shown without a time-zone shift', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(formatLocalDate('2024-01-15')).toBe('Jan 15, 2024');
    expect(formatLocalDate('garbage')).toBe('garbage');
  });
});

describe('stock screener', () => {
  it('filters by sector, price range and daily change (AND)', () => {
    const tech = filterStocks(STOCK_UNIVERSE, { sector: 'Technology', change: 'all' });
    expect(tech.map((s) => s.symbol)).toEqual(['AAPL', 'MSFT', 'NVDA', 'ASML']);
    const cheapUp = filterStocks(STOCK_UNIVERSE, { sector: '', minPrice: 50, maxPrice: 150, change: 'up' });
    expect(cheapUp.every((s) => s.currentPrice >= 50 && s.currentPrice <= 150 && s.change >= 0)).toBe(true);
    expect(cheapUp.map((s) => s.symbol)).toEqual(['GOOGL', 'NKE', 'KO']);
    const down = filterStocks(STOCK_UNIVERSE, { sector: 'Technology', change: 'down' });
    expect(down.map((s) => s.symbol)).toEqual(['NVDA']);
  });

  it('sorts by any column in both directions, stable', () => {
    const byPrice = sortStocks(STOCK_UNIVERSE, 'currentPrice', 'desc');
    expect(byPrice[0]?.symbol).toBe('ASML');
    expect(byPrice.at(-1)?.symbol).toBe('PFE');
    expect(sortStocks(STOCK_UNIVERSE, 'symbol', 'asc')[0]?.symbol).toBe('AAPL');
    const bySector = sortStocks(STOCK_UNIVERSE, 'sector', 'asc');
    expect(bySector.slice(0, 3).map((s) => s.symbol)).toEqual(['GOOGL', 'META', 'NFLX']);
  });

  it('header clicks flip the direction; sectors and bounds parse', () => {
    expect(nextSort({ key: 'symbol', direction: 'asc' }, 'symbol', firstDirection('symbol')).direction).toBe('desc');
    expect(nextSort({ key: 'symbol', direction: 'asc' }, 'change', firstDirection('change'))).toEqual({
      key: 'change',
      direction: 'desc',
    });
    expect(firstDirection('name')).toBe('asc');
    expect(sectorsOf(STOCK_UNIVERSE)[0]).toBe('Communication Services');
    expect(parsePriceBound('')).toBeUndefined();
    expect(parsePriceBound('x')).toBeUndefined();
    expect(parsePriceBound('12.5')).toBe(12.5);
  });
});
