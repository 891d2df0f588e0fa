// Property test: random valid exports (orders with partial fills, years, euro and dollar prices, fees),
// rendered in every supported format, layout and language, must parse back into exactly the generated
// orders and fees. Seeded (tests/support/exportRender.ts), so a failure names a reproducible seed.
import { describe, expect, it } from 'vitest';
import { summarizePaid } from '../../src/lib/exports/paid';
import type { ExportOrder, ParsedExport } from '../../src/lib/exports/types';
import {
  DEGIRO_ACCOUNT_LANGUAGES,
  DEGIRO_HEADER_WORDS,
  PYTR_LANGUAGES,
  degiroTransactionsAndStatement,
  euroCents,
  generateOrders,
  isDollar,
  localCents,
  prng,
  renderAccount,
  renderDegiro,
  renderPytr,
  renderTradeRepublic,
  renderTrading212,
  usExchangesPerYear,
  type AccountLanguage,
  type DegiroLanguage,
  type DegiroLayoutName,
  type GenOrder,
  type PytrLanguage,
  type Style,
} from '../support/exportRender';
import { parsedText } from '../support/exportFixtures';

const SEEDS = Array.from({ length: 8 }, (_, i) => 1000 + i * 7919);
const STYLES: readonly Style[] = ['comma-decimal', 'dot-decimal'];
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function parsed(text: string, context: string): ParsedExport {
  const result = parsedText(text, context);
  expect(result.skippedLines, context).toEqual([]);
  return result;
}

/** The fees per year the generated orders paid, in euros. */
function feesPerYear(orders: readonly GenOrder[]): Record<number, number> {
  const years: Record<number, number> = {};
  for (const order of orders)
    years[order.year] = (years[order.year] ?? 0) + sum(order.fills.map((f) => f.feeCents)) / 100;
  return years;
}

function expectFees(result: ParsedExport, orders: readonly GenOrder[], context: string) {
  const paid = summarizePaid([result]);
  const expected = feesPerYear(orders);
  const got = Object.fromEntries(paid.years.map((y) => [y.year, y.total]));
  for (const [year, fee] of Object.entries(expected))
    expect(got[Number(year)] ?? 0, `${context} ${year}`).toBeCloseTo(fee, 6);
  expect(paid.orders, context).toBe(orders.length);
}

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

function expectOrder(actual: ExportOrder | undefined, expected: Partial<ExportOrder>, context: string) {
  expect(actual, context).toBeDefined();
  for (const [key, value] of Object.entries(expected)) {
    const got = actual![key as keyof ExportOrder];
    if (typeof value === 'number') expect(got, `${context} ${key}`).toBeCloseTo(value, 6);
    else expect(got, `${context} ${key}`).toEqual(value);
  }
}

describe('property: generated exports parse back to what was generated', () => {
  const layouts: readonly DegiroLayoutName[] = ['2020', 'old', 'current'];
  const languages = Object.keys(DEGIRO_HEADER_WORDS) as DegiroLanguage[];

  it.each(SEEDS)('DEGIRO Transactions, every layout × language × number style (seed %i)', (seed) => {
    const random = prng(seed);
    const orders = generateOrders(random, 15);
    for (const layout of layouts)
      for (const language of languages)
        for (const style of STYLES) {
          const context = `seed ${seed} ${layout} ${language} ${style}`;
          const result = parsed(renderDegiro(orders, layout, language, style, random), context);
          expect(result, context).toMatchObject({ format: 'degiro-transactions', layout, language });
          expect(result.orders, context).toHaveLength(orders.length);
          for (const order of orders) {
            const dollar = isDollar(order);
            const local = sum(order.fills.map(localCents));
            expectOrder(
              result.orders.find((o) => o.id === order.id),
              {
                shares: sum(order.fills.map((f) => f.shares)),
                market: dollar ? 'us' : order.market === 'EAM' ? 'euronext' : 'other',
                valueEur: sum(order.fills.map((f) => euroCents(order, f))) / 100,
                valueUsd: dollar ? local / 100 : 0,
                usdPerEur: dollar ? sum(order.fills.map((f) => localCents(f) * f.rate)) / local : null,
                exchange: dollar ? order.market : null,
                date: `${order.year}-${String(order.month).padStart(2, '0')}-${String(order.day).padStart(2, '0')}`,
              },
              `${context} ${order.id}`,
            );
          }
          expectFees(result, orders, context);
        }
  });

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

describe('property: DEGIRO statements, alone and with a Transacties file', () => {
  const languages = Object.keys(DEGIRO_ACCOUNT_LANGUAGES) as AccountLanguage[];

  it.each(SEEDS)('every statement language and number style, wrapped descriptions included (seed %i)', (seed) => {
    const random = prng(seed);
    const orders = generateOrders(random, 20);
    const exchanges = usExchangesPerYear(orders);
    const fees = feesPerYear(orders);
    for (const language of languages)
      for (const style of STYLES) {
        const context = `seed ${seed} statement ${language} ${style}`;
        const result = parsed(renderAccount(orders, language, style, random), context);
        expect(result, context).toMatchObject({ format: 'degiro-account', language });
        const paid = summarizePaid([result]);
        for (const year of paid.years) {
          expect(year.transaction, `${context} ${year.year}`).toBeCloseTo(fees[year.year] ?? 0, 6);
          expect(year.connectivity, `${context} ${year.year}`).toBeCloseTo(
            2.5 * (exchanges.get(year.year)?.size ?? 0),
            6,
          );
        }
      }
  });

  it.each(SEEDS)('each year from one file: none dropped, none counted twice (seed %i)', (seed) => {
    const random = prng(seed);
    const orders = generateOrders(random, 30);
    const texts = degiroTransactionsAndStatement(random, orders, 0.5);
    const transactions = parsed(texts.transactions, `seed ${seed} transactions`);
    const statement = parsed(texts.statement, `seed ${seed} statement`);
    const paid = summarizePaid([transactions, statement]);
    const fees = feesPerYear(orders);
    const exchanges = usExchangesPerYear(orders);
    for (const year of paid.years) {
      expect(year.transaction, `seed ${seed} ${year.year}`).toBeCloseTo(fees[year.year] ?? 0, 6);
      expect(year.connectivity, `seed ${seed} ${year.year}`).toBeCloseTo(
        2.5 * (exchanges.get(year.year)?.size ?? 0),
        6,
      );
    }
    expect(paid.transaction).toBeCloseTo(sum(Object.values(fees)), 6);
  });
});
