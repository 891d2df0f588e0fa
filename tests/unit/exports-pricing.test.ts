// The reader's own orders priced with the fee model. Every expected figure is worked out by hand
// from the fixture rows and the tariffs (DEGIRO €3 Euronext / €2 US + 0.25% AutoFX + €2.50 a year
// with US orders; Saxo 0.08% min €2 / 0.08% min $1 + 0.25%; IBKR 0.05% min €3 / $0.005 a share
// min $1 max 1% + 0.002% min $2; Trade Republic €1; Trading 212 €0 + 0.15% on US orders).
import { describe, expect, it } from 'vitest';
import { analyzeExports } from '../../src/lib/exports/analyze';
import { orderCostAt, priceOrders } from '../../src/lib/exports/pricing';
import { TARIFFS } from '../../src/data/fees';
import type { ExportOrder } from '../../src/lib/exports/types';
import { parsedFixture } from '../support/exportFixtures';

const order = (patch: Partial<ExportOrder>): ExportOrder => ({
  id: 'o',
  date: '2024-01-01',
  product: 'X',
  market: 'euronext',
  venue: 'Euronext Amsterdam',
  shares: 1,
  valueEur: 1000,
  valueUsd: 0,
  usdPerEur: null,
  ...patch,
});

const totals = (brokers: readonly { name: string; total: number }[]) =>
  Object.fromEntries(brokers.map((b) => [b.name, Math.round(b.total * 1e6) / 1e6]));

describe('pricing one order', () => {
  it('Euronext orders by value, US orders with conversion at the order rate or the reference rate', () => {
    expect(orderCostAt(TARIFFS.saxo, order({ valueEur: 5000 }))).toBeCloseTo(4, 9);
    const us = order({ market: 'us', valueUsd: 1100, shares: 10 });
    // No rate in the file: $1,100 at 1.10 = €1,000; DEGIRO €2 + 0.25% × €1,000.
    expect(orderCostAt(TARIFFS.degiro, us)).toBeCloseTo(2 + 2.5, 9);
    // The order's own rate (1.25 dollars per euro): $1,100 = €880.
    expect(orderCostAt(TARIFFS.degiro, { ...us, usdPerEur: 1.25 })).toBeCloseTo(2 + 0.0025 * 880, 9);
    expect(orderCostAt(TARIFFS.degiro, order({ market: 'other', venue: 'Xetra' }))).toBeNull();
  });
});

describe('the DEGIRO file (older layout, Dutch) at every broker', () => {
  const pricing = priceOrders(parsedFixture('degiro-transacties-oud-nl.csv').orders);

  it('totals per broker', () => {
    // Orders: €1,025 and €3,000.20 (2023), €1,800 (2024) on Euronext; $1,800 = 10 Apple shares at
    // 1.125 $/€ = €1,600 (2023); Siemens on Xetra is not compared.
    expect(totals(pricing.brokers)).toEqual(
      totals([
        { name: 'DEGIRO', total: 3 + 3 + (2 + 0.0025 * 1600) + 2.5 + 3 },
        { name: 'Saxo', total: 2 + 0.0008 * 3000.2 + (1.44 / 1.125 + 0.0025 * 1600) + 2 },
        { name: 'IBKR', total: 3 + 3 + (1 / 1.125 + 2 / 1.125) + 3 },
        { name: 'Trade Republic', total: 4 },
        { name: 'Trading 212', total: 0.0015 * 1600 },
      ]),
    );
  });

  it('cheapest first, with per-year figures', () => {
    expect(pricing.brokers.map((b) => b.name)).toEqual(['Trading 212', 'Trade Republic', 'IBKR', 'Saxo', 'DEGIRO']);
    const degiro = pricing.brokers.find((b) => b.id === 'degiro')!;
    expect(degiro.years.map((y) => [y.year, y.orders, Math.round(y.total * 100) / 100])).toEqual([
      [2023, 3, 14.5],
      [2024, 1, 3],
    ]);
  });

  it('counts and names the orders it cannot compare', () => {
    expect(pricing.compared).toBe(4);
    expect(pricing.notCompared).toEqual([{ venue: 'Xetra', orders: 1 }]);
  });
});

describe('the connectivity fee', () => {
  it('is charged once per calendar year with at least one US order', () => {
    const orders = [
      order({ id: 'a', date: '2023-02-01', market: 'us', valueUsd: 1100, shares: 5 }),
      order({ id: 'b', date: '2023-03-01', market: 'us', valueUsd: 1100, shares: 5 }),
      order({ id: 'c', date: '2024-03-01' }),
    ];
    const degiro = priceOrders(orders).brokers.find((b) => b.id === 'degiro')!;
    expect(degiro.years.map((y) => [y.year, Math.round(y.total * 100) / 100])).toEqual([
      [2023, 2 * (2 + 2.5) + 2.5],
      [2024, 3],
    ]);
  });
});

describe('Trading 212 and Trade Republic files', () => {
  it('Trading 212: dollar orders at their own rate, the GBX order not compared', () => {
    const pricing = priceOrders(parsedFixture('trading212-met-valutakosten.csv').orders);
    const buy = 920 / 1.095;
    const sell = 400 / 1.08;
    expect(totals(pricing.brokers)).toEqual(
      totals([
        { name: 'Trading 212', total: 0.0015 * (buy + sell) },
        { name: 'Trade Republic', total: 3 },
        { name: 'DEGIRO', total: 2 + 0.0025 * buy + 3 + 2 + 0.0025 * sell + 2.5 },
        { name: 'Saxo', total: 1 / 1.095 + 0.0025 * buy + 2 + 1 / 1.08 + 0.0025 * sell },
        { name: 'IBKR', total: 1 / 1.095 + 2 / 1.095 + 3 + 1 / 1.08 + 2 / 1.08 },
      ]),
    );
    expect(pricing.notCompared).toEqual([{ venue: 'koers in GBX', orders: 1 }]);
  });

  it('Trade Republic: euro prices are Euronext orders', () => {
    const pricing = priceOrders(parsedFixture('trade-republic.csv').orders);
    expect(totals(pricing.brokers)).toEqual(
      totals([
        { name: 'Trading 212', total: 0 },
        { name: 'Trade Republic', total: 3 },
        { name: 'Saxo', total: 2 + 2 + 2 },
        { name: 'DEGIRO', total: 9 },
        { name: 'IBKR', total: 9 },
      ]),
    );
    expect(pricing.brokers.map((b) => b.name)).toEqual(['Trading 212', 'Trade Republic', 'Saxo', 'DEGIRO', 'IBKR']);
  });
});

describe('analysis of several files', () => {
  it('puts what was paid next to the model for the broker the files came from', () => {
    const analysis = analyzeExports([
      parsedFixture('degiro-transacties-oud-nl.csv'),
      parsedFixture('trade-republic.csv'),
    ]);
    expect(analysis.pricing.compared).toBe(4 + 3);
    expect(
      analysis.sources.map((s) => [s.id, Math.round(s.paid * 100) / 100, Math.round(s.model * 100) / 100]),
    ).toEqual([
      ['degiro', 13.9, 17.5],
      ['trade-republic', 3, 3],
    ]);
    expect(analysis.paid.total).toBeCloseTo(13.9 + 3, 9);
  });

  it('an account statement alone has no orders to compare', () => {
    const analysis = analyzeExports([parsedFixture('degiro-rekeningoverzicht-nl.csv')]);
    expect(analysis.pricing.compared).toBe(0);
    expect(analysis.pricing.brokers.every((b) => b.total === 0)).toBe(true);
    expect(analysis.sources).toEqual([]);
  });
});
