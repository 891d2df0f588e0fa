import { describe, expect, it } from 'vitest';
import { buildPortfolio } from '../../src/lib/portfolio/build';
import { record } from '../support/portfolioRecords';
import { holdingResults, recordTotals } from '../../src/lib/portfolio/results';

const trade = (kind: 'buy' | 'sell', date: string, quantity: number, price: number, isin: string, feeEur = 0) =>
  record(kind, date, {
    quantity,
    price,
    amount: quantity * price,
    amountEur: quantity * price,
    feeEur,
    isin,
    name: isin,
  });

describe('holdingResults: each instrument’s result for the analytics screen', () => {
  const records = [
    // Held: 10 bought at 10 (+1 fee), 5 sold at 14 (+1 fee); the last trade (14) values the other 5.
    trade('buy', '2020-01-10', 10, 10, 'NL0000000001', 1),
    trade('sell', '2020-06-10', 5, 14, 'NL0000000001', 1),
    record('dividend', '2020-05-01', { amount: 2, name: 'NL0000000001' }),
    record('withholding', '2020-05-01', { amount: 0.3, name: 'NL0000000001' }),
    // Sold in full at a loss.
    trade('buy', '2020-02-01', 4, 50, 'NL0000000002'),
    trade('sell', '2020-08-01', 4, 45, 'NL0000000002'),
  ];
  const portfolio = buildPortfolio(records, { exported: [], typed: [] });
  const results = holdingResults(portfolio.holdings, portfolio.closed);

  it('adds realised, unrealised (FIFO) and dividends after tax, held instruments first', () => {
    expect(results.map((r) => [r.key === results[0]?.key, r.held])).toEqual([
      [true, true],
      [false, false],
    ]);
    const [held, sold] = results;
    // Cost of the 5 kept: 5 × 10 + half the buy fee = 50.5; realised: 70 − 1 − 50.5 = 18.5; unrealised: 70 − 50.5.
    expect(held?.costEur).toBeCloseTo(50.5, 6);
    expect(held?.valueEur).toBeCloseTo(70, 6);
    expect(held?.resultEur).toBeCloseTo(18.5 + 19.5 + 1.7, 6);
    expect(held?.irr).not.toBeNull();
    expect(sold?.costEur).toBe(0);
    expect(sold?.valueEur).toBe(0);
    expect(sold?.resultEur).toBeCloseTo(-20, 6);
  });

  it('gives no result, rather than 0, for a held instrument without any price, and lists it last', () => {
    const unpriced = record('transfer', '2020-03-01', { quantity: 3, isin: 'NL0000000003', name: 'Zonder koers' });
    const built = buildPortfolio([...records, unpriced], { exported: [], typed: [] });
    const rows = holdingResults(built.holdings, built.closed).filter((row) => row.held);
    expect(rows.at(-1)?.isin).toBe('NL0000000003');
    expect(rows.at(-1)?.resultEur).toBeNull();
    expect(rows.at(-1)?.valueEur).toBeNull();
  });
});

describe('recordTotals: the history screen’s bought, sold and dividend cards', () => {
  it('sums the euros per kind and counts the lines without a euro amount instead of guessing them', () => {
    const records = [
      trade('buy', '2020-01-10', 10, 10, 'NL0000000001'),
      trade('sell', '2020-06-10', 5, 14, 'NL0000000001'),
      record('dividend', '2020-05-01', { amount: 2 }),
      record('dividend', '2020-05-02', { currency: 'USD', amount: 10, fxRate: 1.25 }),
      record('dividend', '2020-05-03', { currency: 'USD', amount: 4 }),
      record('fee', '2020-05-04', { amount: 5, amountEur: 5 }),
    ];
    expect(recordTotals(records)).toEqual({ buy: 100, sell: 70, dividend: 10, withoutEuros: 1 });
  });
});
