// Property test of DEGIRO's files: random valid Transactions files (orders with partial fills, years, euro and dollar
// prices, fees) in every layout × language × number style, and Account statements in every language, alone and with
// a Transactions file, must parse back into exactly the generated orders and fees. Seeded
// (tests/support/exportRender.ts), so a failure names a reproducible seed.
import { describe, expect, it } from 'vitest';
import { summarizePaid } from '../../../src/lib/exports/paid';
import { DEGIRO_HEADER_WORDS, type DegiroLanguage, type DegiroLayoutName } from '../../support/brokerFiles/degiro';
import { expectFees, expectOrder, feesPerYear, parsed, SEEDS, STYLES, sum } from '../../support/exportProperty';
import {
  DEGIRO_ACCOUNT_LANGUAGES,
  degiroTransactionsAndStatement,
  euroCents,
  generateOrders,
  isDollar,
  localCents,
  prng,
  renderAccount,
  renderDegiro,
  usExchangesPerYear,
  type AccountLanguage,
} from '../../support/exportRender';

describe('property: DEGIRO Transactions parse back to what was generated', () => {
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
