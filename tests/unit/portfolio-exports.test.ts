import { readFileSync } from 'node:fs';
import { fixturePath } from '../support/exportFixtures';
import { describe, expect, it } from 'vitest';
import { buildPortfolio } from '../../src/lib/portfolio/build';
import { combineFiles } from '../../src/lib/portfolio/combine';
import { readPortfolioText, type PortfolioFile } from '../../src/lib/portfolio/fromExports';
import { fileMessage, priceLabel } from '../../src/lib/portfolio/view';
import { readStoredPortfolio, withFiles, withTypedPrice } from '../../src/lib/portfolio/stored';

const fixture = (name: string) => readFileSync(fixturePath(name), 'utf8');

function read(name: string, day = '2025-03-20'): PortfolioFile {
  const outcome = readPortfolioText(fixture(name), { name, day });
  if (!outcome.ok) throw new Error(`${name}: ${outcome.problem}`);
  return outcome.file;
}

describe('DEGIRO Transactions to records', () => {
  const file = read('degiro-transacties.csv');

  it('gives every fill as a buy or sell with its ISIN, price, euro value and fees', () => {
    expect(file.format).toBe('degiro-transactions');
    expect(file.skippedLines).toEqual([]);
    expect(file.tradeYears).toEqual([2024, 2025]);
    const msft = file.records.find((record) => record.isin === 'US5949181045');
    expect(msft).toMatchObject({
      kind: 'buy',
      date: '2024-01-10',
      quantity: 4,
      price: 375,
      currency: 'USD',
      amount: 1500,
      amountEur: 1200,
      feeEur: 5,
      fxRate: 1.25,
      feeParts: { transaction: 2, conversion: 3 },
    });
    expect(file.records.find((record) => record.kind === 'sell')).toMatchObject({
      isin: 'IE00B4L5Y983',
      quantity: 15,
      amountEur: 1500,
      feeEur: 1,
    });
  });
});

describe('DEGIRO Account to records', () => {
  const file = read('degiro-rekeningoverzicht.csv');

  it('gives dividends and tax per instrument, converted at the day’s own rate, fees, deposits and withdrawals', () => {
    const kinds = file.records.map((record) => `${record.date} ${record.kind} ${record.isin ?? '-'} ${record.amount}`);
    expect(kinds.sort()).toEqual(
      [
        '2025-03-15 withdrawal - 500',
        '2025-02-14 fee IE00B4L5Y983 1',
        '2024-06-20 withholding NL0010273215 1.1',
        '2024-06-20 dividend NL0010273215 7.3',
        '2024-03-14 withholding US5949181045 0.45',
        '2024-03-14 dividend US5949181045 3',
        '2024-01-10 fee US5949181045 2',
        '2024-01-02 fee - 2.5',
        '2024-01-02 deposit - 5000',
      ].sort(),
    );
    expect(file.records.find((record) => record.kind === 'dividend' && record.currency === 'USD')?.fxRate).toBe(1.2);
  });
});

describe('DEGIRO Portfolio export to prices', () => {
  it('gives each product’s closing price and its euro price of the file’s day, leaving cash out', () => {
    const file = read('degiro-portefeuille.csv', '2025-03-20');
    expect(file.format).toBe('degiro-portfolio');
    expect(file.quotes).toEqual([
      {
        isin: 'IE00B4L5Y983',
        price: 101,
        currency: 'EUR',
        priceEur: 101,
        date: '2025-03-20',
        from: 'DEGIRO Portfolio',
      },
      {
        isin: 'US5949181045',
        price: 400,
        currency: 'USD',
        priceEur: 370,
        date: '2025-03-20',
        from: 'DEGIRO Portfolio',
      },
    ]);
  });
});

describe('a portfolio from DEGIRO Transactions and Account (and Portfolio)', () => {
  const files = [read('degiro-transacties.csv'), read('degiro-rekeningoverzicht.csv')];

  it('gives the holdings with their cost basis by FIFO and moving average', () => {
    const { records, quotes } = combineFiles(files);
    const portfolio = buildPortfolio(records, { exported: quotes, typed: [] });
    expect(portfolio.problems).toEqual([]);
    const byIsin = (isin: string) => portfolio.holdings.find((holding) => holding.isin === isin)!;
    expect(byIsin('IE00B4L5Y983')).toMatchObject({ quantity: 15 });
    // FIFO: 15 of the first lot (1,706 for 20) sold: 5 × 85.30 + 901 left; average: 2,607 / 30 × 15.
    expect(byIsin('IE00B4L5Y983').fifo.costBasis).toBeCloseTo(1327.5, 9);
    expect(byIsin('IE00B4L5Y983').fifo.realised).toBeCloseTo(219.5, 9);
    expect(byIsin('IE00B4L5Y983').average.costBasis).toBeCloseTo(1303.5, 9);
    expect(byIsin('IE00B4L5Y983').average.realised).toBeCloseTo(195.5, 9);
    expect(byIsin('US5949181045').fifo.costBasis).toBeCloseTo(1205, 9);
    expect(byIsin('NL0010273215').fifo.costBasis).toBeCloseTo(3003, 9);
    expect(priceLabel(byIsin('NL0010273215').price)).toBe('last trade price, 1 Feb 2024');
  });

  it('counts each fee once: the statement’s transaction costs are left out for years the Transactions file lists', () => {
    const { records } = combineFiles(files);
    const portfolio = buildPortfolio(records, { exported: [], typed: [] });
    expect(portfolio.fees).toEqual([
      { year: 2024, kind: 'connectivity', amount: 2.5 },
      { year: 2024, kind: 'conversion', amount: 3 },
      { year: 2024, kind: 'transaction', amount: 7 },
      { year: 2025, kind: 'transaction', amount: 1 },
    ]);
    expect(portfolio.totals.feesEur).toBeCloseTo(13.5, 9);
    expect(portfolio.cash).toEqual([
      { year: 2024, deposits: 5000, withdrawals: 0 },
      { year: 2025, deposits: 0, withdrawals: 500 },
    ]);
  });

  it('gives the dividends and tax per year in both currencies', () => {
    const { records } = combineFiles(files);
    const portfolio = buildPortfolio(records, { exported: [], typed: [] });
    expect(portfolio.dividends).toEqual([
      { year: 2024, currency: 'EUR', gross: 7.3, withheld: 1.1, net: 6.2, grossEur: 7.3, withheldEur: 1.1 },
      { year: 2024, currency: 'USD', gross: 3, withheld: 0.45, net: 2.55, grossEur: 2.5, withheldEur: 0.375 },
    ]);
  });

  it('values with the Portfolio export’s prices where it has them, and names them', () => {
    const { records, quotes } = combineFiles([...files, read('degiro-portefeuille.csv', '2025-03-20')]);
    const portfolio = buildPortfolio(records, { exported: quotes, typed: [] });
    const world = portfolio.holdings.find((holding) => holding.isin === 'IE00B4L5Y983')!;
    expect(world.valueEur).toBeCloseTo(1515, 9);
    expect(priceLabel(world.price)).toBe('closing price in your DEGIRO Portfolio export, 20 Mar 2025');
    expect(portfolio.irr.ok).toBe(true);
    expect(portfolio.twr).toEqual({ ok: false, reason: 'no-valuations' });
  });
});

describe('files the portfolio cannot read', () => {
  it('are refused with their reason, and every format Mijn kosten reads is read', () => {
    const text = readFileSync('tests/fixtures/brokerFiles/trading212/trading212-2023.csv', 'utf8');
    const outcome = readPortfolioText(text, { name: 't212.csv', day: '2025-01-01' });
    expect(outcome.ok && outcome.file.format).toBe('trading212');
    expect(readPortfolioText('', { name: 'x.csv', day: '2025-01-01' })).toEqual({ ok: false, problem: 'empty' });
    expect(readPortfolioText('a,b\n1,2', { name: 'x.csv', day: '2025-01-01' })).toEqual({
      ok: false,
      problem: 'unknown',
    });
  });
});

describe('what the device keeps', () => {
  const transactions = read('degiro-transacties.csv');

  it('reads back a stored value, and refuses one of another shape', () => {
    const stored = withFiles(undefined, [transactions], '2025-03-20T10:00:00Z');
    // IndexedDB keeps a structured clone; JSON is the stricter round trip.
    expect(readStoredPortfolio(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(readStoredPortfolio({ ...stored, version: 2 })).toBeUndefined();
    // A file of another shape is left out (checked per file: tests/unit/portfolio-finite.test.ts).
    expect(
      readStoredPortfolio({ ...stored, files: [{ ...transactions, records: [{ id: 'x', kind: 'buy' }] }] })?.files,
    ).toEqual([]);
    expect(readStoredPortfolio('text')).toBeUndefined();
  });

  it('replaces a file chosen again by name, keeps the others, and one typed price per instrument', () => {
    const account = read('degiro-rekeningoverzicht.csv');
    const first = withFiles(undefined, [transactions, account], '2025-03-20T10:00:00Z');
    const again = withFiles(first, [transactions], '2025-03-21T10:00:00Z');
    expect(again.files.map((file) => file.name)).toEqual(['degiro-rekeningoverzicht.csv', 'degiro-transacties.csv']);
    const quote = { isin: 'NL0010273215', price: 650, currency: 'EUR', priceEur: 650, date: '2025-03-21' };
    const typed = withTypedPrice(withTypedPrice(again, { ...quote, price: 1, priceEur: 1 }, 'a'), quote, 'b');
    expect(typed.typed).toEqual([quote]);
  });
});

describe('one day’s trades', () => {
  it('are replayed in the order they happened, though DEGIRO lists the newest first', () => {
    const text = [
      'Datum,Tijd,Product,ISIN,Beurs,Uitvoeringsplaats,Aantal,Koers,,Lokale waarde,,Waarde EUR,Wisselkoers,AutoFX Kosten,Transactiekosten en/of kosten van derden EUR,Totaal EUR,Order ID,',
      '05-03-2024,15:30,ASML HOLDING,NL0010273215,EAM,XAMS,-5,"610,00",EUR,"3.050,00",EUR,"3.050,00",,"0,00","-3,00","3.047,00",b,',
      '05-03-2024,9:05,ASML HOLDING,NL0010273215,EAM,XAMS,5,"600,00",EUR,"-3.000,00",EUR,"-3.000,00",,"0,00","-3,00","-3.003,00",a,',
    ].join('\n');
    const outcome = readPortfolioText(text, { name: 'dag.csv', day: '2024-03-06' });
    if (!outcome.ok) throw new Error(outcome.problem);
    const portfolio = buildPortfolio(outcome.file.records, { exported: [], typed: [] });
    expect(portfolio.problems).toEqual([]);
    expect(portfolio.totals.realisedFifo).toBeCloseTo(44, 9);
  });
});

describe('what came of each file', () => {
  it('is one sentence that names the file', () => {
    expect(fileMessage('t.csv', { ok: true, file: read('degiro-transacties.csv') })).toBe('t.csv: read');
    expect(fileMessage('leeg.csv', { ok: false, problem: 'empty' })).toBe('leeg.csv: the file is empty.');
  });
});
