// A number no sum survives never reaches the stored portfolio, and one bad stored file never takes the others with it
// (docs/behaviour.md#account-data). An IBKR Flex row with quantity and price `1` followed by 200 zeros was read as a
// trade of 1e200; its value became Infinity, the stored portfolio then failed its check as a whole on the next load,
// and every earlier file counted as none.
import { describe, expect, it } from 'vitest';
import { buildPortfolio } from '../../src/lib/portfolio/build';
import { combineFiles } from '../../src/lib/portfolio/combine';
import { type PortfolioFile } from '../../src/lib/portfolio/fromExports';
import { readStoredPortfolio, withFiles } from '../../src/lib/portfolio/stored';
import { PORTFOLIO_LIMITS } from '../../src/lib/sync/limits';
import { IBKR_FLEX_TRADES_HEADER } from '../support/brokerFiles/ibkr';
import { readLines as read } from '../support/portfolioFiles';

const DAY = '2025-03-20';
const HUGE = `1${'0'.repeat(200)}`;
const flexRow = (isin: string, quantity: string, price: string, order: number) =>
  `"U1","EUR","STK","X","NAME ${order}","${isin}","20240301","${quantity}","${price}","","-1","EUR","${order}","ORDER","1"`;

const numbersOf = (file: PortfolioFile) =>
  file.records.flatMap((r) => [r.quantity, r.price, r.amount, r.amountEur, r.feeEur, r.fxRate]);

describe('a number no sum survives', () => {
  it('an IBKR Flex row of 1 followed by 200 zeros is left out as an unread line; the file’s other rows stay', () => {
    const file = read('flex.csv', [
      IBKR_FLEX_TRADES_HEADER,
      flexRow('NL0010273215', '2', '850', 1),
      flexRow('US0378331005', HUGE, HUGE, 2),
      flexRow('IE00B4L5Y983', '3', '80', 3),
    ]);
    expect(file.records.map((r) => r.isin)).toEqual(['NL0010273215', 'IE00B4L5Y983']);
    expect(file.skippedLines).toEqual([3]);
    expect(numbersOf(file).every((n) => n === null || Number.isFinite(n))).toBe(true);
    const { records, quotes } = combineFiles([file]);
    const portfolio = buildPortfolio(records, { exported: quotes, typed: [] });
    expect(Number.isFinite(portfolio.totals.valueEur)).toBe(true);
  });

  it('a number past the bound (finite, but its product with a price is not) is left out too', () => {
    const big = String(PORTFOLIO_LIMITS.magnitude * 10);
    const file = read('flex.csv', [
      IBKR_FLEX_TRADES_HEADER,
      flexRow('NL0010273215', big, '2', 1),
      flexRow('IE00B4L5Y983', '3', '80', 2),
    ]);
    expect(file.records.map((r) => r.isin)).toEqual(['IE00B4L5Y983']);
    expect(file.skippedLines).toEqual([2]);
  });
});

describe('what is stored is checked per file', () => {
  const good = read('good.csv', [IBKR_FLEX_TRADES_HEADER, flexRow('NL0010273215', '2', '850', 1)]);
  const other = read('other.csv', [IBKR_FLEX_TRADES_HEADER, flexRow('IE00B4L5Y983', '3', '80', 1)]);

  it('a stored file with a number that is not finite is left out; the other files and the typed prices stay', () => {
    const [record] = good.records;
    if (!record) throw new Error('no record');
    const bad: PortfolioFile = { ...good, name: 'bad.csv', records: [{ ...record, amount: Infinity }] };
    const stored = withFiles(undefined, [good, bad, other], '2025-03-20T10:00:00.000Z');
    const typed = [
      { isin: 'NL0010273215', price: 900, currency: 'EUR', priceEur: 900, date: DAY },
      { isin: 'IE00B4L5Y983', price: Number.NaN, currency: 'EUR', priceEur: Number.NaN, date: DAY },
    ];
    const checked = readStoredPortfolio({ ...stored, typed });
    expect(checked?.files.map((file) => file.name)).toEqual(['good.csv', 'other.csv']);
    expect(checked?.typed.map((quote) => quote.isin)).toEqual(['NL0010273215']);
    // And as IndexedDB gives it back (a structured clone keeps Infinity; JSON would not).
    expect(readStoredPortfolio(structuredClone({ ...stored, typed }))?.files).toHaveLength(2);
  });

  it('a value that is not a stored portfolio at all is still none', () => {
    expect(readStoredPortfolio({ version: 1, savedAt: 'x', files: 'no', typed: [] })).toBeUndefined();
    expect(readStoredPortfolio({ version: 2, savedAt: 'x', files: [], typed: [] })).toBeUndefined();
  });
});
