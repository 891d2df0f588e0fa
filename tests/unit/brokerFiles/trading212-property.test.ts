// Property: Mijn kosten and the portfolio read a Trading 212 row's exchange rate alike, whatever the file writes in
// the 'Exchange rate' cell (a positive rate, a negative one, zero, a blank, 'Not available'), because one reader reads
// the row once for both.
import { describe, expect, it } from 'vitest';
import { parseExportText } from '../../../src/lib/exports/parse';
import { readPortfolioText } from '../../../src/lib/portfolio/fromExports';
import { trading212File } from '../../support/brokerFiles/trading212';
import { prng, type Random } from '../../support/exportRender';

const RATES = ['1.0850', '-1.0850', '0', '-0', '', 'Not available', '0.9275', '-0.5'];
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Rows of dollar and euro orders in a euro account, each with a rate cell from RATES and a conversion fee. */
function rows(random: Random, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const dollar = random() < 0.7;
    const shares = 1 + Math.floor(random() * 20);
    const price = (10 + Math.floor(random() * 50_000) / 100).toFixed(2);
    const fee = dollar ? (Math.floor(random() * 300) / 100).toFixed(2) : '';
    const side = random() < 0.3 ? 'Market sell' : 'Limit buy';
    return `${side},2025-01-07T15:31:02+00:00,US0000000000,TCK,Product ${i},,EOF${i},${shares},${price},${dollar ? 'USD' : 'EUR'},${pick(random, RATES)},100.00,EUR,${fee},${fee ? 'EUR' : ''}`;
  });
}

describe('property: Trading 212 rows have one rate in every tool', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`the portfolio's rate of each trade is Mijn kosten's rate of its order, a rate that is no positive number none (seed ${seed})`, () => {
      const text = trading212File('timeUtc', rows(prng(seed), 40));
      const costs = parseExportText(text);
      const portfolio = readPortfolioText(text, { name: 't212.csv', day: '2025-03-20' });
      if (!costs.ok || !portfolio.ok) throw new Error('not read');
      const { orders } = costs.parsed;
      const trades = portfolio.file.records.filter((record) => record.kind === 'buy' || record.kind === 'sell');
      expect(trades).toHaveLength(orders.length);
      trades.forEach((trade, i) => {
        const order = orders[i]!;
        if (trade.currency === 'EUR') {
          expect([trade.fxRate, order.valueEur]).toEqual([null, trade.amount]);
          return;
        }
        expect(trade.fxRate).toBe(order.usdPerEur);
        if (trade.fxRate !== null) {
          expect(trade.fxRate).toBeGreaterThan(0);
          expect(order.valueEur).toBeCloseTo(trade.amount / trade.fxRate, 9);
        }
      });
    });
  }
});
