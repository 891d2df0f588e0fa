import { describe, expect, it } from 'vitest';
import { buildPortfolio } from '../../src/lib/portfolio/build';
import { replayHoldings } from '../../src/lib/portfolio/holdings';
import { dividendsByYear, feesByYear } from '../../src/lib/portfolio/income';
import { irrMissing, returnMethod, twrMissing } from '../../src/lib/portfolio/labels';
import { priceLabel, problemText } from '../../src/lib/portfolio/view';
import { bestPrice, type PriceQuote } from '../../src/lib/portfolio/prices';
import { record } from '../support/portfolioRecords';
import { internalRateOfReturn, timeWeightedReturn } from '../../src/lib/portfolio/returns';

const buy = (date: string, quantity: number, price: number, feeEur = 0, isin = 'NL0000000001') =>
  record('buy', date, { quantity, price, amount: quantity * price, amountEur: quantity * price, feeEur, isin });
const sell = (date: string, quantity: number, price: number, feeEur = 0, isin = 'NL0000000001') =>
  record('sell', date, { quantity, price, amount: quantity * price, amountEur: quantity * price, feeEur, isin });

describe('IRR, as Portfolio Performance computes it (IRRTest.java)', () => {
  it('solves the simple Excel case: −200 on 1 Jan 2010, +210 on 31 Dec 2010', () => {
    const irr = internalRateOfReturn([
      { date: '2010-01-01', amount: -200 },
      { date: '2010-12-31', amount: 210 },
    ]);
    expect(irr).toBeCloseTo(0.050140747, 4);
    expect(Math.abs(irr! - 0.050140747)).toBeLessThan(1e-4);
  });

  it('solves the eight-flow case with a slow curve', () => {
    const irr = internalRateOfReturn(
      [
        ['2002-11-30', -4398],
        ['2007-06-11', 200],
        ['2008-05-11', 270],
        ['2009-05-01', 280],
        ['2010-06-01', 280],
        ['2011-05-02', 300],
        ['2012-04-30', 330],
        ['2012-12-06', 14508],
      ].map(([date, amount]) => ({ date: date as string, amount: amount as number })),
    );
    expect(Math.abs(irr! - 0.1444629967)).toBeLessThan(1e-4);
  });

  it('solves a near-total loss (Portfolio Performance’s bisection case) from its bisection start', () => {
    const irr = internalRateOfReturn([
      { date: '2019-05-24', amount: -1560.94 },
      { date: '2020-01-13', amount: -1160 },
      { date: '2020-06-29', amount: 42.8 },
    ]);
    expect(Math.abs(irr! - -0.999251643)).toBeLessThan(1e-4);
  });

  it('has no answer for flows of one sign or a single flow', () => {
    expect(internalRateOfReturn([{ date: '2020-01-01', amount: -100 }])).toBeNull();
    expect(
      internalRateOfReturn([
        { date: '2020-01-01', amount: -100 },
        { date: '2021-01-01', amount: -5 },
      ]),
    ).toBeNull();
  });
});

describe('time-weighted return', () => {
  it('is refused when a flow has no valuation before it', () => {
    expect(
      timeWeightedReturn({ date: '2020-01-01', value: 100 }, [{ date: '2020-06-01', amount: -50, valueBefore: null }], {
        date: '2021-01-01',
        value: 200,
      }),
    ).toEqual({ ok: false, reason: 'no-valuations' });
  });

  it('chains the sub-period returns when every flow has one', () => {
    // 100 → 110 (+10%), then 50 added → 160 → 176 (+10%): 21% in all, whatever was added.
    const twr = timeWeightedReturn(
      { date: '2020-01-01', value: 100 },
      [{ date: '2020-07-01', amount: -50, valueBefore: 110 }],
      { date: '2021-01-01', value: 176 },
    );
    expect(twr.ok).toBe(true);
    if (twr.ok) expect(twr.total).toBeCloseTo(0.21, 10);
  });

  it('says so for a portfolio whose exports hold no price on every flow date', () => {
    const portfolio = buildPortfolio([buy('2020-01-10', 10, 10), buy('2020-03-01', 10, 20)], {
      exported: [],
      typed: [],
    });
    expect(portfolio.twr).toEqual({ ok: false, reason: 'no-valuations' });
  });
});

describe('FIFO and moving average, hand-worked: two buys with fees, a partial sale, a 2-for-1 split, a second sale', () => {
  // Buy 10 @ 10 + €2 fee (lot 1: 10 shares, €102); buy 10 @ 20 + €2 (lot 2: 10, €202); sell 5 @ 30 − €1 (proceeds 149):
  //   FIFO takes 5 of lot 1 (€51): +98, left lot 1 5/€51 and lot 2 10/€202; average 20 shares €304 → 5 × 15.20 = €76: +73.
  // Split 2-for-1: FIFO 10/€51 and 20/€202; average 30 shares €228.
  // Sell 12 @ 16 − €2 (proceeds 190): FIFO lot 1 (€51) and 2 of lot 2 (€20.20): +118.80, left 18 shares €181.80;
  //   average 12 × 7.60 = €91.20: +98.80, left 18 shares €136.80.
  const records = [
    buy('2020-01-10', 10, 10, 2),
    buy('2020-03-01', 10, 20, 2),
    sell('2020-06-01', 5, 30, 1),
    record('split', '2020-07-01', { quantity: 2 }),
    sell('2020-09-01', 12, 16, 2),
  ];

  it('gives the shares, cost basis and realised result by each method', () => {
    const { positions, problems } = replayHoldings(records);
    expect(problems).toEqual([]);
    const [position] = positions;
    expect(position!.quantity).toBeCloseTo(18, 10);
    expect(position!.fifo.costBasis).toBeCloseTo(181.8, 10);
    expect(position!.fifo.realised).toBeCloseTo(216.8, 10);
    expect(position!.average.costBasis).toBeCloseTo(136.8, 10);
    expect(position!.average.realised).toBeCloseTo(171.8, 10);
    expect(position!.feesEur).toBeCloseTo(7, 10);
  });

  it('values the rest at the last trade price and gives average prices and unrealised results', () => {
    const portfolio = buildPortfolio(records, { exported: [], typed: [] });
    const [holding] = portfolio.holdings;
    expect(holding!.price).toMatchObject({ source: 'last-trade', priceEur: 16, date: '2020-09-01' });
    expect(holding!.valueEur).toBeCloseTo(288, 10);
    expect(holding!.averagePriceFifo).toBeCloseTo(10.1, 10);
    expect(holding!.averagePriceAverage).toBeCloseTo(7.6, 10);
    expect(holding!.unrealisedFifo).toBeCloseTo(106.2, 10);
    expect(holding!.unrealisedAverage).toBeCloseTo(151.2, 10);
    expect(portfolio.fees).toEqual([{ year: 2020, kind: 'transaction', amount: 7 }]);
    expect(portfolio.irr.ok).toBe(true);
  });

  it('adjusts the last trade price for a split after it', () => {
    const portfolio = buildPortfolio([buy('2020-01-10', 10, 10), record('split', '2020-02-01', { quantity: 2 })], {
      exported: [],
      typed: [],
    });
    expect(portfolio.holdings[0]!.quantity).toBe(20);
    expect(portfolio.holdings[0]!.price?.priceEur).toBe(5);
    expect(portfolio.holdings[0]!.valueEur).toBe(100);
  });

  it('moves a position to its new ISIN', () => {
    const { positions } = replayHoldings([
      buy('2020-01-10', 10, 10),
      record('isin-change', '2020-05-01', { newIsin: 'NL0000000002' }),
      sell('2020-06-01', 4, 12, 0, 'NL0000000002'),
    ]);
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({ isin: 'NL0000000002', quantity: 6 });
    expect(positions[0]!.fifo.realised).toBeCloseTo(8, 10);
  });
});

describe('a sale without a purchase', () => {
  it('is named, sells only what is held and never leaves a negative holding', () => {
    const { positions, problems } = replayHoldings([buy('2020-01-10', 10, 10), sell('2020-02-01', 15, 12)]);
    expect(positions[0]!.quantity).toBe(0);
    // Only the 10 shares bought count: 10 × 12 − 100.
    expect(positions[0]!.fifo.realised).toBeCloseTo(20, 10);
    expect(problems).toEqual([
      expect.objectContaining({ kind: 'sell-without-buy', date: '2020-02-01', missing: 5, name: 'Voorbeeld NV' }),
    ]);
    expect(problemText(problems[0]!)).toBe(
      'Sale without a purchase in your files: Voorbeeld NV, 1 Feb 2020, 5 shares. Only shares bought count; add the file with the purchase.',
    );
  });

  it('with nothing bought at all leaves nothing held', () => {
    const portfolio = buildPortfolio([sell('2020-02-01', 5, 12)], { exported: [], typed: [] });
    expect(portfolio.holdings).toEqual([]);
    expect(portfolio.problems).toHaveLength(1);
    expect(portfolio.totals.realisedFifo).toBe(0);
  });
});

describe('dividends and withholding tax in two currencies', () => {
  const records = [
    record('dividend', '2021-03-15', { currency: 'USD', amount: 10, fxRate: 1.25 }),
    record('withholding', '2021-03-15', { currency: 'USD', amount: 1.5, fxRate: 1.25 }),
    record('dividend', '2021-05-01', { isin: 'NL0000000002', name: 'Ander NV', amount: 20 }),
    record('withholding', '2021-05-01', { isin: 'NL0000000002', name: 'Ander NV', amount: 3 }),
    record('dividend', '2022-05-01', { isin: 'NL0000000002', name: 'Ander NV', amount: 22 }),
    record('dividend', '2022-06-01', { currency: 'USD', amount: 4 }),
  ];

  it('gives per year and currency the gross, withheld and net amounts, and euros where known', () => {
    expect(dividendsByYear(records)).toEqual([
      { year: 2021, currency: 'EUR', gross: 20, withheld: 3, net: 17, grossEur: 20, withheldEur: 3 },
      { year: 2021, currency: 'USD', gross: 10, withheld: 1.5, net: 8.5, grossEur: 8, withheldEur: 1.2 },
      { year: 2022, currency: 'EUR', gross: 22, withheld: 0, net: 22, grossEur: 22, withheldEur: 0 },
      // No rate for this line: the dollars are shown, the euros are not guessed.
      { year: 2022, currency: 'USD', gross: 4, withheld: 0, net: 4, grossEur: null, withheldEur: 0 },
    ]);
  });

  it('names a line without a euro amount instead of counting it as euros', () => {
    const { problems } = replayHoldings(records);
    expect(problems).toEqual([
      expect.objectContaining({ kind: 'no-euro-amount', currency: 'USD', date: '2022-06-01' }),
    ]);
  });

  it('keeps fees apart by kind and year', () => {
    const fees = feesByYear([
      record('fee', '2021-01-01', { isin: null, name: '', amount: 2.5, feeKind: 'connectivity' }),
      record('fee', '2022-01-01', { isin: null, name: '', amount: 2.5, feeKind: 'connectivity' }),
      buy('2022-02-01', 1, 100, 1),
    ]);
    expect(fees).toEqual([
      { year: 2021, kind: 'connectivity', amount: 2.5 },
      { year: 2022, kind: 'connectivity', amount: 2.5 },
      { year: 2022, kind: 'transaction', amount: 1 },
    ]);
  });
});

describe('prices and their labels', () => {
  const position = replayHoldings([buy('2020-10-14', 10, 10)]).positions[0]!;
  const exported: PriceQuote = {
    isin: 'NL0000000001',
    price: 12,
    currency: 'EUR',
    priceEur: 12,
    date: '2020-11-30',
    from: 'DEGIRO Portfolio',
  };
  const typedLater: PriceQuote = { isin: 'NL0000000001', price: 13, currency: 'EUR', priceEur: 13, date: '2021-01-05' };
  const typedEarlier: PriceQuote = { ...typedLater, date: '2020-01-05' };

  it('takes the export’s own price first', () => {
    const price = bestPrice(position, { exported: [exported], typed: [typedLater] });
    expect(price).toMatchObject({ source: 'export', priceEur: 12 });
    expect(priceLabel(price)).toBe('closing price in your DEGIRO Portfolio export, 30 Nov 2020');
  });

  it('then the last trade price with its date', () => {
    const price = bestPrice(position, { exported: [], typed: [typedEarlier] });
    expect(price).toMatchObject({ source: 'last-trade', priceEur: 10 });
    expect(priceLabel(price)).toBe('last trade price, 14 Oct 2020');
  });

  it('or a typed price of a later day', () => {
    const price = bestPrice(position, { exported: [], typed: [typedLater] });
    expect(price).toMatchObject({ source: 'typed', priceEur: 13 });
    expect(priceLabel(price)).toBe('price you typed, 5 Jan 2021');
  });

  it('and never values a holding at 0 for want of a price', () => {
    const portfolio = buildPortfolio([record('transfer', '2020-01-01', { quantity: 5 })], { exported: [], typed: [] });
    expect(portfolio.holdings[0]!.valueEur).toBeNull();
    expect(portfolio.totals.unpriced).toBe(1);
    expect(portfolio.irr).toEqual({ ok: false, reason: 'missing-price' });
    expect(priceLabel(portfolio.holdings[0]!.price)).toBe('no price in your files: type one in');
    expect(portfolio.problems).toEqual([expect.objectContaining({ kind: 'transfer-without-cost' })]);
  });
});

describe('allocation', () => {
  it('groups by instrument, currency, and the ETF list’s region and asset class where it knows the ISIN', () => {
    const portfolio = buildPortfolio(
      [
        buy('2020-01-10', 10, 30, 0, 'IE00B4L5Y983'),
        record('buy', '2020-01-10', {
          quantity: 1,
          price: 100,
          amount: 100,
          currency: 'USD',
          amountEur: 90,
          isin: 'US0000000001',
          name: 'Ander Inc',
        }),
      ],
      { exported: [], typed: [] },
    );
    expect(portfolio.allocation.byCurrency).toEqual([
      { name: 'EUR', value: 300, percentage: 76.9 },
      { name: 'USD', value: 90, percentage: 23.1 },
    ]);
    expect(portfolio.allocation.byRegion.map((part) => part.name)).toEqual(['Wereld', 'unknown']);
    expect(portfolio.allocation.byAssetClass.map((part) => part.name)).toEqual(['etf', 'unknown']);
  });
});

describe('return figures', () => {
  it('name their method with a one-line explanation, and say why one is missing', () => {
    expect(returnMethod('irr').name).toBe('Money-weighted return (IRR), per year');
    expect(returnMethod('twr').explain).toMatch(/value on each of those days/);
    expect(irrMissing('missing-price')).toBe('Cannot be computed while a holding has no price.');
    expect(irrMissing('no-flows')).toBe('Cannot be computed from these transactions.');
    expect(twrMissing()).toBe('cannot be computed without prices on every deposit date');
  });
});
