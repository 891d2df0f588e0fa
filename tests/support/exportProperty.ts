// What the property tests of every broker's exports share: the seeds and number styles they run over, and the checks
// that a parsed export holds exactly the generated orders and fees (tests/support/exportRender.ts generates them).
import { expect } from 'vitest';
import { summarizePaid } from '../../src/lib/exports/paid';
import type { ExportOrder, ParsedExport } from '../../src/lib/exports/types';
import { parsedText } from './exportFixtures';
import type { GenOrder, Style } from './exportRender';

export const SEEDS = Array.from({ length: 8 }, (_, i) => 1000 + i * 7919);
export const STYLES: readonly Style[] = ['comma-decimal', 'dot-decimal'];
export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A generated text parsed, with no line left unread. */
export function parsed(text: string, context: string): ParsedExport {
  const result = parsedText(text, context);
  expect(result.skippedLines, context).toEqual([]);
  return result;
}

/** The fees per year the generated orders paid, in euros. */
export function feesPerYear(orders: readonly GenOrder[]): Record<number, number> {
  const years: Record<number, number> = {};
  for (const order of orders)
    years[order.year] = (years[order.year] ?? 0) + sum(order.fills.map((f) => f.feeCents)) / 100;
  return years;
}

export function expectFees(result: ParsedExport, orders: readonly GenOrder[], context: string) {
  const paid = summarizePaid([result]);
  const expected = feesPerYear(orders);
  const got = Object.fromEntries(paid.years.map((y) => [y.year, y.total]));
  for (const [year, fee] of Object.entries(expected))
    expect(got[Number(year)] ?? 0, `${context} ${year}`).toBeCloseTo(fee, 6);
  expect(paid.orders, context).toBe(orders.length);
}

export function expectOrder(actual: ExportOrder | undefined, expected: Partial<ExportOrder>, context: string) {
  expect(actual, context).toBeDefined();
  for (const [key, value] of Object.entries(expected)) {
    const got = actual![key as keyof ExportOrder];
    if (typeof value === 'number') expect(got, `${context} ${key}`).toBeCloseTo(value, 6);
    else expect(got, `${context} ${key}`).toEqual(value);
  }
}
