// The reader's own orders priced with the fee model. Every expected figure is worked out by hand
// from the fixture rows and the tariffs of today (DEGIRO €3 Euronext / €2 US / €4,90 Xetra + 0.25%
// AutoFX; Saxo 0.08%, no minimum since 15 November 2025 (€2 / $1 before) + 0.25%; IBKR Tiered, the cheaper plan here, 0.05% min
// €1,25 / $0.0035 a share min $0.35 + 0.002% min $2; Trade Republic €1; Trading 212 €0 + 0.15% on
// orders in another currency) and, for the reader's own broker, of each order's date.
import { describe, expect, it } from 'vitest';
import { analyzeExports } from '../../src/lib/exports/analyze';
import { serviceFeeForYear } from '../../src/lib/costs/tariff';
import { compareAtOrderDates, orderCostAt, priceOrders } from '../../src/lib/exports/pricing';
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

/** The spec's five: the hand-computed totals below are theirs; later providers are in providers.test.ts. */
const SPEC_FIVE = ['DEGIRO', 'Saxo', 'IBKR', 'Trade Republic', 'Trading 212'];
const spec = <B extends { name: string }>(brokers: readonly B[]) => brokers.filter((b) => SPEC_FIVE.includes(b.name));
const totals = (brokers: readonly { name: string; total: number }[]) =>
  Object.fromEntries(spec(brokers).map((b) => [b.name, Math.round(b.total * 1e6) / 1e6]));

describe('pricing one order', () => {
  const degiro = TARIFFS.degiro.plans[0]!;
  it('by value on its market, US orders with conversion at the order rate or the reference rate', () => {
    expect(orderCostAt(TARIFFS.saxo.plans[0]!, order({ valueEur: 5000 }))).toBeCloseTo(4, 9);
    const us = order({ market: 'us', valueUsd: 1100, shares: 10 });
    // No rate in the file: $1,100 at 1.10 = €1,000; DEGIRO €2 + 0.25% × €1,000.
    expect(orderCostAt(degiro, us)).toBeCloseTo(2 + 2.5, 9);
    // The order's own rate (1.25 dollars per euro): $1,100 = €880.
    expect(orderCostAt(degiro, { ...us, usdPerEur: 1.25 })).toBeCloseTo(2 + 0.0025 * 880, 9);
    // Xetra is priced now; a venue the model does not know is not.
    expect(orderCostAt(degiro, order({ market: 'other', venue: 'Xetra', marketId: 'xetra' }))).toBeCloseTo(4.9, 9);
    expect(orderCostAt(degiro, order({ market: 'other', venue: 'Toronto', marketId: null }))).toBeNull();
  });
});

describe('the DEGIRO file (older layout, Dutch) at every broker, at today\u2019s tariffs', () => {
  const pricing = priceOrders(parsedFixture('degiro-transacties-oud-nl.csv').orders);

  it('totals per broker, the Xetra order included', () => {
    // Orders: €1,025 and €3,000.20 (2023), €1,800 (2024) on Euronext; $1,800 = 10 Apple shares at
    // 1.125 $/€ = €1,600 (2023); Siemens €850 on Xetra (2024).
    expect(totals(pricing.brokers)).toEqual(
      totals([
        { name: 'DEGIRO', total: 3 + 3 + (2 + 0.0025 * 1600) + 4.9 + 3 },
        // Saxo: 0,08%, at least the € 2 (Euronext) and € 3 (Xetra) of its multi-country table, the costlier reading.
        { name: 'Saxo', total: 2 + 0.0008 * 3000.2 + 2 + 3 + (1.44 / 1.125 + 0.0025 * 1600) },
        // IBKR Tiered on Xetra: € 1,25 commission + the exchange's € 0,90 minimum + € 0,02 + 0,0008% clearing + € 0,01.
        {
          name: 'IBKR',
          total:
            1.25 + 0.0005 * 3000.2 + (0.35 / 1.125 + 2 / 1.125) + 1.25 + (1.25 + 0.9 + 0.02 + 0.000008 * 850 + 0.01),
        },
        { name: 'Trade Republic', total: 5 },
        { name: 'Trading 212', total: 0.0015 * 1600 },
      ]),
    );
    expect(pricing.brokers.find((b) => b.id === 'ibkr')!.planName).toBe('IBKR Tiered');
  });

  it('cheapest first, with per-year figures; no holding costs without a portfolio value', () => {
    expect(spec(pricing.brokers).map((b) => b.name)).toEqual([
      'Trading 212',
      'Trade Republic',
      'IBKR',
      'Saxo',
      'DEGIRO',
    ]);
    const degiro = pricing.brokers.find((b) => b.id === 'degiro')!;
    expect(degiro.years.map((y) => [y.year, y.orders, Math.round(y.total * 100) / 100, y.holding])).toEqual([
      [2023, 3, 12, 0],
      [2024, 2, 7.9, 0],
    ]);
    expect(pricing.withHolding).toBe(false);
  });

  it('compares every order on a market the model knows', () => {
    expect(pricing.compared).toBe(5);
    expect(pricing.notCompared).toEqual([]);
  });
});

describe('holding costs on a portfolio value', () => {
  it('adds service fees and the connectivity fee of each exchange used, per year', () => {
    const orders = [
      order({ id: 'a', date: '2023-02-01', market: 'us', valueUsd: 1100, shares: 5 }),
      order({ id: 'c', date: '2024-03-01' }),
    ];
    const pricing = priceOrders(orders, TARIFFS, 1.1, 10_000);
    expect(pricing.withHolding).toBe(true);
    const degiro = pricing.brokers.find((b) => b.id === 'degiro')!;
    // 2023: US connectivity min(0.25% × €10,000, €2.50); 2024: Euronext Amsterdam only, none.
    expect(degiro.years.map((y) => [y.year, y.holding])).toEqual([
      [2023, 2.5],
      [2024, 0],
    ]);
    const saxo = pricing.brokers.find((b) => b.id === 'saxo')!;
    expect(saxo.years.map((y) => Math.round(y.holding * 100) / 100)).toEqual([12, 12]);
  });
});

describe('what was paid beside the model at each order\u2019s date (same orders)', () => {
  it('per year, over the orders whose fees the file records, today\u2019s tariff where the data has none', () => {
    const orders = parsedFixture('degiro-transacties-oud-nl.csv').orders;
    const dated = compareAtOrderDates(TARIFFS.degiro, orders);
    // Paid per order: €1, €3, €2 (2023); €4.90, €3 (2024). The 15 March 2023 order predates the
    // 15 May 2023 tariff in the data, so today's stands in for it. The old layout has no AutoFX column, so
    // the model leaves the conversion out too (the same costs on both sides).
    expect(
      dated.years.map((y) => [
        y.year,
        y.orders,
        Math.round(y.paid * 100) / 100,
        Math.round(y.model * 100) / 100,
        y.atTodaysTariff,
      ]),
    ).toEqual([
      [2023, 3, 6, 8, 1],
      [2024, 2, 7.9, 7.9, 0],
    ]);
    expect([dated.withoutPaid, dated.notPriced]).toEqual([0, []]);
    expect(dated.withoutFx).toBe(1);
  });

  it('prices an order at the tariff of its day: Saxo the day before and the day of the 2024 change', () => {
    const before = order({ id: 'a', date: '2024-05-12', paidEur: 6 });
    const on = order({ id: 'b', date: '2024-05-13', paidEur: 2 });
    const dated = compareAtOrderDates(TARIFFS.saxo, [before, on]);
    expect([dated.paid, dated.model, dated.atTodaysTariff]).toEqual([8, 8, 0]);
  });

  it('leaves out orders without a recorded fee and names those on markets the model does not price', () => {
    const dated = compareAtOrderDates(TARIFFS.degiro, [
      order({ id: 'a', paidEur: 3 }),
      order({ id: 'b' }),
      order({ id: 'c', market: 'other', venue: 'Toronto', marketId: null, paidEur: 5 }),
    ]);
    expect([dated.paid, dated.model, dated.withoutPaid]).toEqual([3, 3, 1]);
    expect(dated.notPriced).toEqual([{ venue: 'Toronto', orders: 1 }]);
  });
});

describe('Trading 212 and Trade Republic files', () => {
  it('Trading 212: dollar orders at their own rate, the GBX order on the LSE at its own rate', () => {
    const orders = parsedFixture('trading212-met-valutakosten.csv').orders;
    const gbx = orders.filter((o) => o.venue === 'koers in GBX');
    expect(gbx).toMatchObject([{ marketId: 'lse', valueEur: (100 * 70.5) / 85.2 }]);
    const all = priceOrders(orders);
    expect(all.notCompared).toEqual([]);
    const pricing = priceOrders(orders.filter((o) => o.venue !== 'koers in GBX'));
    // The GBX order adds its LSE fee at each broker: Trading 212's 0,15% conversion on its euro value.
    expect(all.brokers.find((b) => b.id === 'trading-212')!.total).toBeCloseTo(
      pricing.brokers.find((b) => b.id === 'trading-212')!.total + 0.0015 * gbx[0]!.valueEur,
      9,
    );
    const buy = 920 / 1.095;
    const sell = 400 / 1.08;
    expect(totals(pricing.brokers)).toEqual(
      totals([
        { name: 'Trading 212', total: 0.0015 * (buy + sell) },
        { name: 'Trade Republic', total: 3 },
        { name: 'DEGIRO', total: 2 + 0.0025 * buy + 3 + 2 + 0.0025 * sell },
        // Saxo's € 200 Euronext order: the € 2 minimum of its multi-country table (the costlier reading); its dollar
        // orders the same table's $ 1 minimum (0,08% of $ 920 and of $ 400 is less).
        { name: 'Saxo', total: 1 / 1.095 + 0.0025 * buy + 2 + 1 / 1.08 + 0.0025 * sell },
        { name: 'IBKR', total: 0.35 / 1.095 + 2 / 1.095 + 1.25 + 0.35 / 1.08 + 2 / 1.08 },
      ]),
    );
  });

  it('Trade Republic: euro prices are Euronext orders', () => {
    const pricing = priceOrders(parsedFixture('trade-republic.csv').orders);
    expect(totals(pricing.brokers)).toEqual(
      totals([
        { name: 'Trading 212', total: 0 },
        { name: 'Trade Republic', total: 3 },
        { name: 'IBKR', total: 3.75 },
        // Three Euronext orders below € 2.500: each Saxo's € 2 minimum (the costlier of its two readings).
        { name: 'Saxo', total: 3 * 2 },
        { name: 'DEGIRO', total: 9 },
      ]),
    );
    expect(spec(pricing.brokers).map((b) => b.name)).toEqual([
      'Trading 212',
      'Trade Republic',
      'IBKR',
      'Saxo',
      'DEGIRO',
    ]);
  });
});

describe('analysis of several files', () => {
  it('puts what was paid next to the model for the broker the files came from', () => {
    const analysis = analyzeExports([
      parsedFixture('degiro-transacties-oud-nl.csv'),
      parsedFixture('trade-republic.csv'),
    ]);
    expect(analysis.pricing.compared).toBe(5 + 3);
    expect(
      analysis.sources.map((s) => [s.id, Math.round(s.paid * 100) / 100, Math.round(s.dated.paid * 100) / 100]),
    ).toEqual([
      ['degiro', 13.9, 13.9],
      // Trade Republic's file records its fee per order: all three are set beside the model.
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

describe('plans with a subscription', () => {
  it('count their subscription even when no portfolio value is given (PRIME+ € 4,99 a month is € 59,88 a year)', () => {
    const prime = TARIFFS['scalable-capital'].plans.find((plan) => plan.id === 'prime');
    expect(prime).toBeDefined();
    expect(serviceFeeForYear(prime!, null, 1.1)).toBeCloseTo(59.88, 2);
    // Its orders from € 250 are free, so without the subscription the plan would price large orders at € 0.
    const parsed = parsedFixture('ibkr-activity-en.csv');
    const scalable = priceOrders(parsed.orders).brokers.find((broker) => broker.id === 'scalable-capital');
    expect(scalable?.total).toBeGreaterThan(0);
  });
});
