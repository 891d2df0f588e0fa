// Property test: Mijn kosten's results from per-file summaries (each large file is summarized in its worker, the page
// adds the summaries up) equal the results of all orders at once. Random exports (tests/support/exportRender.ts): a
// DEGIRO Transactions file cut into several files, its account statement (whose costs count only for the years the
// Transactions files do not list) and a Trading 212 export; the pricing, the dated comparison and the paid summary of
// the summaries are compared with priceOrders, compareAtOrderDates and summarizePaid over the uncut files. Seeded, so
// a failure names a reproducible seed.
import { describe, expect, it } from 'vitest';
import { REFERENCE_RATE, TARIFFS } from '../../src/data/fees';
import { analyzeSummaries, summarizeExport, summarizeOutcome } from '../../src/lib/exports/analyze';
import { yearOf } from '../../src/lib/brokerFiles/shared/dates';
import { summarizePaid } from '../../src/lib/exports/paid';
import { parseExportText } from '../../src/lib/exports/parse';
import { compareAtOrderDates, priceOrders } from '../../src/lib/exports/pricing';
import type { ParsedExport } from '../../src/lib/exports/types';
import {
  degiroTransactionsAndStatement,
  generateOrders,
  prng,
  renderDegiro,
  renderTrading212,
  type Random,
} from '../support/exportRender';
import { parsedText } from '../support/exportFixtures';

const SEEDS = Array.from({ length: 10 }, (_, i) => 3000 + i * 7919);

const parsed = parsedText;

/** Cut points in 0..length, sorted: `parts` contiguous pieces, some possibly empty. */
function cuts(random: Random, length: number, parts: number): number[] {
  const points = Array.from({ length: parts - 1 }, () => Math.floor(random() * (length + 1))).sort((a, b) => a - b);
  return [0, ...points, length];
}

/**
 * One export as several files of the same kind, as a reader who exports year by year has them: its orders and money
 * lines in contiguous pieces, each file listing what the whole file lists.
 */
function cutInto(random: Random, whole: ParsedExport, parts: number): ParsedExport[] {
  const orderCuts = cuts(random, whole.orders.length, parts);
  const moneyCuts = cuts(random, whole.money.length, parts);
  const lists =
    whole.format === 'degiro-transactions'
      ? (whole.lists ?? {
          years: [...new Set(whole.orders.map((o) => yearOf(o.date)))],
          kinds: ['transaction' as const, 'conversion' as const],
        })
      : whole.lists;
  return Array.from({ length: parts }, (_, index) => ({
    ...whole,
    ...(lists ? { lists } : {}),
    orders: whole.orders.slice(orderCuts[index], orderCuts[index + 1]),
    money: whole.money.slice(moneyCuts[index], moneyCuts[index + 1]),
  }));
}

/** Equal up to the rounding of sums added in another order (relative 1e-9); everything else exactly. */
function expectClose(actual: unknown, expected: unknown, path: string): void {
  if (typeof expected === 'number') {
    expect(typeof actual, path).toBe('number');
    expect(Math.abs((actual as number) - expected), path).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
  } else if (Array.isArray(expected)) {
    expect(Array.isArray(actual) && actual.length, path).toBe(expected.length);
    expected.forEach((item, index) => expectClose((actual as unknown[])[index], item, `${path}[${index}]`));
  } else if (typeof expected === 'object' && expected !== null) {
    expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
    for (const [key, value] of Object.entries(expected))
      expectClose((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
  } else expect(actual, path).toEqual(expected);
}

describe('results from per-file summaries', () => {
  it.each(SEEDS)('equal the results of all orders at once (seed %i)', (seed) => {
    const random = prng(seed);
    const orders = generateOrders(random, 80);
    const texts = degiroTransactionsAndStatement(random, orders, 0.6);
    const transactions = parsed(texts.transactions, `seed ${seed} transactions`);
    const statement = parsed(texts.statement, `seed ${seed} statement`);
    const trading212 = parsed(renderTrading212(generateOrders(random, 40), '2025'), `seed ${seed} trading212`);
    const portfolioEur = random() < 0.5 ? null : 5000 + Math.floor(random() * 200_000);

    const files = [
      ...cutInto(random, transactions, 1 + Math.floor(random() * 4)),
      statement,
      ...cutInto(random, trading212, 1 + Math.floor(random() * 3)),
    ];
    const analysis = analyzeSummaries(
      files.map((file) => summarizeExport(file)),
      portfolioEur,
    );

    const all = [transactions, statement, trading212];
    const allOrders = all.flatMap((file) => file.orders);
    const context = `seed ${seed}`;
    expect(allOrders.length, context).toBeGreaterThan(0);
    expectClose(
      analysis.pricing,
      priceOrders(allOrders, TARIFFS, REFERENCE_RATE.usdPerEur, portfolioEur),
      `${context} pricing`,
    );
    expectClose(analysis.paid, summarizePaid(all), `${context} paid`);
    const degiroOrders = [...transactions.orders, ...statement.orders];
    const degiro = analysis.sources.find((source) => source.id === 'degiro');
    expectClose(degiro?.dated, compareAtOrderDates(TARIFFS.degiro, degiroOrders), `${context} dated`);
    expectClose(degiro?.paid, summarizePaid([transactions, statement]).total, `${context} degiro paid`);
    expectClose(
      degiro?.model,
      priceOrders(degiroOrders, TARIFFS, REFERENCE_RATE.usdPerEur, portfolioEur).brokers.find((b) => b.id === 'degiro')
        ?.total,
      `${context} degiro model`,
    );
    expect(analysis.sources.map((source) => source.id).sort(), context).toEqual(['degiro', 'trading-212']);
  });

  it('a summary carries no order, and the details count them', () => {
    const random = prng(42);
    const text = renderDegiro(generateOrders(random, 25), 'current', 'nl', 'comma-decimal', random);
    const outcome = summarizeOutcome(parseExportText(text));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.details.orderCount).toBe(25);
    expect(outcome.details).not.toHaveProperty('orders');
    expect(outcome.details).not.toHaveProperty('money');
    expect(JSON.stringify(outcome.summary)).not.toContain(parsed(text, 'degiro').orders[0]!.id);
  });
});
