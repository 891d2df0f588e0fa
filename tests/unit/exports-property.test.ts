// Property test: random valid exports (orders with partial fills, years, euro and dollar prices, fees),
// rendered in every supported format, layout and language, must parse back into exactly the generated
// orders and fees. Seeded (tests/support/exportRender.ts), so a failure names a reproducible seed.
import { describe, expect, it } from 'vitest';
import { summarizePaid } from '../../src/lib/exports/paid';
import type { ParsedExport } from '../../src/lib/exports/types';
import { expectFees, expectOrder, parsed, SEEDS, STYLES, sum } from '../support/exportProperty';
import {
  PYTR_LANGUAGES,
  generateOrders,
  isDollar,
  localCents,
  prng,
  renderPytr,
  renderTradeRepublic,
  renderTrading212,
  type GenOrder,
  type PytrLanguage,
} from '../support/exportRender';

/** Brokers with one price currency per order: a euro price is Euronext, a dollar price converts at the row's rate. */
function expectPriceCurrencyOrders(result: ParsedExport, orders: readonly GenOrder[], context: string) {
  expect(result.orders, context).toHaveLength(orders.length);
  orders.forEach((order, index) => {
    const fill = order.fills[0]!;
    const dollar = isDollar(order);
    const local = localCents(fill) / 100;
    expectOrder(
      result.orders[index],
      {
        id: order.id,
        shares: fill.shares,
        market: dollar ? 'us' : 'euronext',
        valueEur: dollar ? local / fill.rate : local,
        valueUsd: dollar ? local : 0,
        usdPerEur: dollar ? fill.rate : null,
      },
      `${context} ${order.id}`,
    );
  });
}

describe('property: generated exports parse back to what was generated', () => {
  it.each(SEEDS)('Trading 212, every column set since 2021 (seed %i)', (seed) => {
    const random = prng(seed);
    const orders = generateOrders(random, 20, 1);
    for (const set of ['2021', '2023', '2025'] as const) {
      const context = `seed ${seed} Trading 212 ${set}`;
      const result = parsed(renderTrading212(orders, set), context);
      expect(result.format).toBe('trading212');
      expectPriceCurrencyOrders(result, orders, context);
      expectFees(result, orders, context);
    }
  });

  it.each(SEEDS)("Trade Republic's own export, with its fx_rate (seed %i)", (seed) => {
    const orders = generateOrders(prng(seed), 20, 1);
    const context = `seed ${seed} Trade Republic`;
    const result = parsed(renderTradeRepublic(orders), context);
    expect(result.format).toBe('trade-republic');
    expectPriceCurrencyOrders(result, orders, context);
    // The fee is in the row's currency: a dollar fee counts at the reference rate ($ 1,10).
    const fees = orders.map((o) => o.fills[0]!.feeCents / 100 / (isDollar(o) ? 1.1 : 1));
    expect(summarizePaid([result]).transaction).toBeCloseTo(sum(fees), 6);
  });

  it.each(SEEDS)('pytr in German, Dutch and English, both number styles (seed %i)', (seed) => {
    const random = prng(seed);
    const orders = generateOrders(random, 20, 1);
    for (const language of Object.keys(PYTR_LANGUAGES) as PytrLanguage[])
      for (const style of STYLES) {
        const context = `seed ${seed} pytr ${language} ${style}`;
        const result = parsed(renderPytr(orders, language, style), context);
        expect(result, context).toMatchObject({ format: 'pytr', language });
        expect(result.orders, context).toHaveLength(orders.length);
        orders.forEach((order, index) => {
          const fill = order.fills[0]!;
          expectOrder(
            result.orders[index],
            { shares: fill.shares, market: 'euronext', valueEur: localCents(fill) / 100, usdPerEur: null },
            `${context} ${index}`,
          );
        });
        expectFees(result, orders, context);
      }
  });
});
