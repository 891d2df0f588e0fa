// The portfolio's time-weighted return is linear in its days: the same figure as the day-by-day replay it replaces
// (kept below as the reference), and a count of what it reads that grows with the days, not with their square
// (12,000 days took 9.8 s, close to the worker's 10 s silence limit).
import { describe, expect, it } from 'vitest';
import { buildPortfolio } from '../../src/lib/portfolio/build';
import { replayHoldings } from '../../src/lib/portfolio/holdings';
import type { PriceInputs, PriceQuote } from '../../src/lib/portfolio/prices';
import type { PortfolioRecord } from '../../src/lib/portfolio/records';
import {
  timeWeightedReturn,
  type DatedFlow,
  type TimeWeighted,
  type ValuedFlow,
} from '../../src/lib/portfolio/returns';
import { record } from '../support/portfolioRecords';

/** The previous computation, word for word: every record replayed again, and every price searched, for each day. */
function referenceTwr(
  records: readonly PortfolioRecord[],
  inputs: PriceInputs,
  flows: readonly DatedFlow[],
): TimeWeighted {
  const maxDate = (dates: readonly string[]): string => dates.reduce((a, b) => (b > a ? b : a), '');
  const quoteDays = new Set(inputs.exported.map((quote) => quote.date));
  const days = [...new Set(flows.map((flow) => flow.date))].sort();
  if (days.length === 0 || days.some((day) => !quoteDays.has(day))) return { ok: false, reason: 'no-valuations' };
  const priceOn = (isin: string | null, day: string) =>
    inputs.exported.find((quote) => quote.isin === isin && quote.date === day)?.priceEur ?? null;
  const valueBefore = (day: string, including = false): number | null => {
    let total = 0;
    const held = records.filter((r) => r.date < day || (including && r.date === day));
    for (const position of replayHoldings(held).positions) {
      if (position.quantity === 0) continue;
      const price = priceOn(position.isin, day);
      if (price === null) return null;
      total += position.quantity * price;
    }
    return total;
  };
  const valuedFlows: ValuedFlow[] = days.map((day) => ({
    date: day,
    amount: flows.filter((flow) => flow.date === day).reduce((sum, flow) => sum + flow.amount, 0),
    valueBefore: valueBefore(day),
  }));
  const [first, ...rest] = valuedFlows;
  const lastDay = maxDate(inputs.exported.map((quote) => quote.date));
  const endValue = lastDay > days.at(-1)! ? valueBefore(lastDay, true) : null;
  if (!first || first.valueBefore === null || endValue === null) return { ok: false, reason: 'no-valuations' };
  return timeWeightedReturn({ date: first.date, value: first.valueBefore - first.amount }, rest, {
    date: lastDay,
    value: endValue,
  });
}

/** The flows buildPortfolio hands to the return: every holding's and the account fees'. */
function flowsOf(records: readonly PortfolioRecord[]): DatedFlow[] {
  const replay = replayHoldings(records);
  return [...replay.positions.flatMap((position) => position.flows), ...replay.accountFeeFlows];
}

const ISINS = ['NL0000000001', 'IE00B4L5Y983', 'US0378331005'] as const;
const dayOf = (index: number) => new Date(Date.UTC(1990, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);

/**
 * A portfolio trading on `days` days (buys, sales, dividends, fees, a split, an ISIN change, an account fee, records in
 * no date order), with a price of every instrument on every day and after the last, some days priced twice.
 */
function portfolio(days: number): { records: PortfolioRecord[]; inputs: PriceInputs } {
  let seed = 7;
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  const priceOf = (isin: string, day: number) =>
    10 + ISINS.indexOf(isin as (typeof ISINS)[number]) * 7 + (day % 97) / 3;
  const records: PortfolioRecord[] = [];
  const exported: PriceQuote[] = [];
  for (let day = 0; day < days; day += 1) {
    const date = dayOf(day);
    const isin = ISINS[day % ISINS.length]!;
    const price = priceOf(isin, day);
    const quantity = 1 + Math.floor(random() * 5);
    const amount = quantity * price;
    const kind = day % 11 === 5 ? 'sell' : 'buy';
    records.push(record(kind, date, { isin, quantity, price, amount, amountEur: amount, feeEur: day % 3 }));
    if (day % 13 === 4) records.push(record('dividend', date, { isin, amount: 3.5, amountEur: 3.5 }));
    if (day % 17 === 8) records.push(record('fee', date, { isin: null, name: '', amount: 2.5, amountEur: 2.5 }));
    for (const each of ISINS)
      exported.push({ isin: each, price: priceOf(each, day), currency: 'EUR', priceEur: priceOf(each, day), date });
    // A second price of the same day: the first one counts.
    if (day % 5 === 0) exported.push({ isin, price: 1, currency: 'EUR', priceEur: 1, date });
  }
  const middle = Math.floor(days / 2);
  records.push(record('split', dayOf(middle), { isin: ISINS[1], quantity: 2 }));
  for (const each of ISINS)
    exported.push({ isin: each, price: 50, currency: 'EUR', priceEur: 50, date: dayOf(days + 3) });
  // Records reach the build in file order, not date order.
  records.reverse();
  return { records, inputs: { exported, typed: [] } };
}

describe('the time-weighted return', () => {
  it('is the figure of the day-by-day replay it replaces', () => {
    for (const days of [2, 30, 400]) {
      const { records, inputs } = portfolio(days);
      const twr = buildPortfolio(records, inputs).twr;
      expect(twr).toEqual(referenceTwr(records, inputs, flowsOf(records)));
      if (days > 2) expect(twr.ok).toBe(true);
    }
  });

  it('is refused as before when a held instrument has no price on a flow day, or no day follows the last flow', () => {
    const { records, inputs } = portfolio(60);
    const missing = {
      ...inputs,
      exported: inputs.exported.filter((q) => !(q.isin === ISINS[0] && q.date === dayOf(40))),
    };
    expect(buildPortfolio(records, missing).twr).toEqual({ ok: false, reason: 'no-valuations' });
    expect(referenceTwr(records, missing, flowsOf(records))).toEqual({ ok: false, reason: 'no-valuations' });
    const noEnd = { ...inputs, exported: inputs.exported.filter((q) => q.date !== dayOf(63)) };
    expect(buildPortfolio(records, noEnd).twr).toEqual({ ok: false, reason: 'no-valuations' });
  });

  it('reads each record and price a bounded number of times, however many days: 12,000 days', () => {
    const { records, inputs } = portfolio(12_000);
    let reads = 0;
    // 40 reads of each record and price in all: the build reads them a few times each; the replay per day read
    // 12,000 × 12,000 records and searched 36,000 prices per instrument and day.
    const limit = 40 * (records.length + inputs.exported.length);
    const counted = <T extends object>(items: readonly T[]): readonly T[] =>
      new Proxy(items, {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key) && ++reads > limit)
            throw new Error(`more than ${limit} reads: quadratic in the days`);
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
    const twr = buildPortfolio(counted(records), { exported: counted(inputs.exported), typed: [] }).twr;
    expect(twr.ok).toBe(true);
    expect(reads).toBeLessThanOrEqual(limit);
  });
});
