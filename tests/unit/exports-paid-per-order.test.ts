// Every reader records what each order cost, so every broker's files get the 'Betaald en model'
// table: Trading 212's conversion fee, Trade Republic's fee, pytr's fees, Saxo's derived
// cost, in euros at the order's own rate or the reference rate. The table compares at the reader's own plan
// (IBKR Fixed or Tiered, from the commissions) and counts the same costs on both sides.
import { describe, expect, it } from 'vitest';
import { TARIFFS } from '../../src/data/fees';
import { analyzeExports } from '../../src/lib/exports/analyze';
import { paidInEuros } from '../../src/lib/brokerFiles/shared/orderPaid';
import { compareAtOrderDates, datedOrderCost } from '../../src/lib/exports/pricing';
import type { ExportOrder } from '../../src/lib/exports/types';
import { parsedFixture } from '../support/exportFixtures';

const cents = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100) / 100);
const paidOf = (name: string) => parsedFixture(name).orders.map((o) => cents(o.paidEur));

const order = (patch: Partial<ExportOrder>): ExportOrder => ({
  id: 'o',
  date: '2025-01-01',
  product: 'X',
  market: 'euronext',
  venue: 'Euronext Amsterdam',
  shares: 1,
  valueEur: 1000,
  valueUsd: 0,
  usdPerEur: null,
  ...patch,
});

describe('each reader records the cost of each order', () => {
  it('Saxo: the derived cost where it is unambiguous', () => {
    expect(paidOf('saxo-transactions-en.csv')).toEqual([12.62, 2, 17.87, undefined]);
  });

  it('a cost in a currency with neither an own rate to the euro nor a reference rate has no euro figure', () => {
    expect(paidInEuros([{ amount: 1, currency: 'GBP' }], () => null)).toEqual({});
    expect(paidInEuros([{ amount: 1, currency: 'GBP' }], () => 0.85)).toEqual({ paidEur: 1 / 0.85 });
    expect(paidInEuros([{ amount: 1.1, currency: 'USD' }], () => null, 1.1)).toEqual({
      paidEur: 1,
      paidAtReferenceRate: true,
    });
  });
});

describe('the table for every broker', () => {
  it('every broker’s fixture gets a table; euro-only orders at € 0 on both sides are shown too', () => {
    for (const name of [
      'trading212-2023.csv',
      'trade-republic.csv',
      'ibkr-activity-en.csv',
      'ibkr-flex-trades.csv',
      'saxo-transactions-en.csv',
    ]) {
      const [source] = analyzeExports([parsedFixture(name)]).sources;
      expect(
        source!.dated.years.reduce((sum, y) => sum + y.orders, 0),
        name,
      ).toBeGreaterThan(0);
    }
    // Trading 212: a euro order pays no conversion fee and the model charges none: € 0 on both sides, still compared.
    const euro = order({ paidEur: 0 });
    const t212 = compareAtOrderDates(TARIFFS['trading-212'], [euro]);
    expect([t212.years[0]!.orders, t212.paid, t212.model]).toEqual([1, 0, 0]);
  });

  it('IBKR: the plan from the commissions, the other plan as alternative; the ranking uses the same plan', () => {
    const [fixed, tiered] = TARIFFS.ibkr.plans;
    const orders = [
      order({ id: 'a', valueEur: 2000, shares: 10 }),
      order({ id: 'b', date: '2025-02-01', market: 'us', valueUsd: 5500, valueEur: 5000, shares: 300, usdPerEur: 1.1 }),
    ];
    // Commissions as each plan charges them (IBKR books conversions apart: no conversion in either).
    const paidAt = (plan: typeof fixed) =>
      orders.map((o) => {
        const leaves = { ...o, paidLeavesOut: 'fx' as const };
        const basis = { valueEur: o.valueEur, shares: o.shares, usdPerEur: 1.1 };
        return {
          ...leaves,
          paidEur: datedOrderCost(plan!, o.market === 'us' ? 'us' : 'euronext-amsterdam', leaves, basis)!,
        };
      });
    const atFixed = compareAtOrderDates(TARIFFS.ibkr, paidAt(fixed));
    expect(atFixed.planName).toBe('IBKR Fixed');
    expect(atFixed.alternatives.map((a) => a.planName)).toEqual(['IBKR Tiered']);
    const atTiered = compareAtOrderDates(TARIFFS.ibkr, paidAt(tiered));
    expect(atTiered.planName).toBe('IBKR Tiered');
    // The ranking prices the reader's own broker at the plan the table found, not at its cheaper plan.
    const analysis = analyzeExports([{ ...parsedFixture('ibkr-flex-trades.csv') }]);
    expect(analysis.sources[0]!.dated.planName).toBe('IBKR Fixed');
    expect(analysis.pricing.brokers.find((b) => b.id === 'ibkr')!.planName).toBe('IBKR Fixed');
  });

  it('a file that cannot show the conversion per order: the model leaves it out too', () => {
    const plan = TARIFFS.degiro.plans[0]!;
    const us = order({ market: 'us', valueUsd: 1100, usdPerEur: 1.1, marketId: 'us', exchange: 'NSY' });
    const basis = { valueEur: 1000, shares: 1, usdPerEur: 1.1 };
    expect(datedOrderCost(plan, 'us', us, basis)).toBeCloseTo(2 + 2.5, 9);
    expect(datedOrderCost(plan, 'us', { ...us, paidLeavesOut: 'fx' }, basis)).toBeCloseTo(2, 9);
  });
});

describe('DEGIRO orders at another country’s tariff', () => {
  it('a Polish account’s € 0,31 Warsaw orders are left out per year; the rest is compared', () => {
    const warsaw = (id: string) =>
      order({ id, date: '2024-03-01', market: 'other', venue: 'Warschau', marketId: 'warsaw', paidEur: 0.31 });
    const amsterdam = order({ id: 'nl', date: '2024-03-02', marketId: 'euronext-amsterdam', paidEur: 3 });
    const dated = compareAtOrderDates(TARIFFS.degiro, [warsaw('w1'), warsaw('w2'), amsterdam]);
    expect(dated.years.map((y) => [y.year, y.orders, y.paid, y.model, y.otherTariff])).toEqual([[2024, 1, 3, 3, 2]]);
    expect(dated.otherTariff).toBe(2);
    // A Warsaw order at the Dutch tariff (€ 3,90 + € 1) is compared as any other.
    const dutch = compareAtOrderDates(TARIFFS.degiro, [{ ...warsaw('w3'), paidEur: 4.9 }]);
    expect([dutch.otherTariff, dutch.years[0]!.orders]).toEqual([0, 1]);
  });
});
