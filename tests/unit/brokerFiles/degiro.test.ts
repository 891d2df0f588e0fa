// DEGIRO's three files, each read by its one reader (src/lib/brokerFiles/degiro/): the Transactions file in its
// three layouts and eight languages, the Account statement (Rekeningoverzicht) in four, the Portfolio export; what
// Mijn kosten and box 3 take from each (orders, paid money lines) and what the portfolio takes (records, prices);
// both files together on one device and on two devices joined through the account. Expected figures are added up by
// hand from the fixture rows (tests/fixtures/brokerFiles/degiro/); the header lines come from
// tests/support/brokerFiles/degiro.ts.
import { describe, expect, it } from 'vitest';
import { combineFiles } from '../../../src/lib/portfolio/combine';
import { TARIFFS } from '../../../src/data/fees';
import { foldContinuationRows } from '../../../src/lib/brokerFiles/degiro/account';
import { accountLineKind } from '../../../src/lib/brokerFiles/degiro/accountWords';
import { weightedRate } from '../../../src/lib/brokerFiles/degiro/transactions';
import { readBrokerText } from '../../../src/lib/brokerFiles/read';
import { csvRows } from '../../../src/lib/brokerFiles/shared/csv';
import { problemText, readAsText } from '../../../src/lib/exports/messages';
import { summarizePaid } from '../../../src/lib/exports/paid';
import { parseExportText } from '../../../src/lib/exports/parse';
import { priceOrders } from '../../../src/lib/exports/pricing';
import type { ExportOrder, ParsedExport } from '../../../src/lib/exports/types';
import {
  fromAccountPortfolio,
  mergeAccountPortfolios,
  parseAccountPortfolio,
  toAccountPortfolio,
  type AccountPortfolio,
} from '../../../src/lib/portfolio/accountCopy';
import { buildPortfolio, type OwnPortfolio } from '../../../src/lib/portfolio/build';
import { readPortfolioText, type PortfolioFile } from '../../../src/lib/portfolio/fromExports';
import { withFiles, type StoredPortfolio } from '../../../src/lib/portfolio/stored';
import { priceLabel } from '../../../src/lib/portfolio/view';
import { portfolioCopyProblem } from '../../../src/lib/sync/portfolioRules';
import {
  DEGIRO_ACCOUNT_HEADER,
  DEGIRO_ACCOUNT_HEADERS,
  DEGIRO_TRANSACTIONS_HEADER,
  DEGIRO_TRANSACTIONS_OLD_HEADER,
} from '../../support/brokerFiles/degiro';
import { fixture, moneySums, parsedFixture, parsedText } from '../../support/exportFixtures';
import { portfolioOf, readLines } from '../../support/portfolioFiles';

const DAY = '2025-03-20';
const parse = (text: string): ParsedExport => parsedText(text);
const sums = moneySums;

const byId = (parsed: ParsedExport, id: string): ExportOrder => {
  const order = parsed.orders.find((o) => o.id === id);
  if (!order) throw new Error(`no order ${id}`);
  return order;
};
const byProduct = (parsed: ParsedExport, product: string): ExportOrder => {
  const order = parsed.orders.find((o) => o.product === product);
  if (!order) throw new Error(`no order ${product}`);
  return order;
};
const degiroTotal = (orders: readonly ExportOrder[]) => priceOrders(orders).brokers.find((b) => b.id === 'degiro')!;

/** A fixture as the portfolio reads it. */
function readFile(name: string, day = DAY): PortfolioFile {
  const outcome = readPortfolioText(fixture(name), { name, day });
  if (!outcome.ok) throw new Error(`${name}: ${outcome.problem}`);
  return outcome.file;
}

describe('DEGIRO Transactions, older layout (19 columns)', () => {
  it('Dutch header, Dutch numbers: partial fills grouped, a corporate action is no order', () => {
    const parsed = parsedFixture('degiro-transacties-oud-nl.csv');
    expect(parsed.format).toBe('degiro-transactions');
    expect(parsed.orders).toHaveLength(5);
    expect(parsed.otherRows).toBe(1);
    expect(parsed.skippedLines).toEqual([]);
    const partial = byId(parsed, '0a6f7c1e-0001-4c1a-9d1e-1f0000000002');
    expect(partial).toMatchObject({ market: 'euronext', shares: 5, date: '2023-06-01' });
    expect(partial.valueEur).toBeCloseTo(1800 + 1200.2, 9);
    expect(byId(parsed, '0a6f7c1e-0001-4c1a-9d1e-1f0000000003')).toMatchObject({
      market: 'us',
      venue: 'Nasdaq',
      shares: 10,
      valueUsd: 1800,
      valueEur: 1600,
      usdPerEur: 1.125,
    });
    expect(byId(parsed, '0a6f7c1e-0001-4c1a-9d1e-1f0000000004')).toMatchObject({ market: 'other', venue: 'Xetra' });
    // A sell (negative quantity) counts as an order of the same size.
    expect(byId(parsed, '0a6f7c1e-0001-4c1a-9d1e-1f0000000005')).toMatchObject({ shares: 2, valueEur: 1800 });
  });

  it('English header with Dutch-style numbers: the style comes from the data', () => {
    const parsed = parsedFixture('degiro-transactions-old-en.csv');
    expect(parsed.orders.map((o) => [o.market, o.valueEur, o.valueUsd, o.usdPerEur])).toEqual([
      ['euronext', 950, 0, null],
      ['us', 1250, 1250, 1],
    ]);
    const paid = summarizePaid([parsed]);
    expect(paid.years).toEqual([expect.objectContaining({ year: 2022, orders: 2, transaction: 2.5 })]);
  });

  it('paid per year: transaction fees of each row, the first fill carrying the fee', () => {
    const paid = summarizePaid([parsedFixture('degiro-transacties-oud-nl.csv')]);
    expect(paid.years.map((y) => [y.year, y.orders, y.transaction, y.conversion, y.connectivity])).toEqual([
      [2023, 3, 1 + 3 + 2, 0, 0],
      [2024, 2, 4.9 + 3, 0, 0],
    ]);
    expect(paid.total).toBeCloseTo(13.9, 9);
    expect(paid.orders).toBe(5);
  });
});

describe('DEGIRO Transactions, current layout (AutoFX column, trailing column)', () => {
  it('English header, English numbers (thousands comma), Order ID in the trailing column', () => {
    const parsed = parsedFixture('degiro-transactions-current-en.csv');
    expect(parsed.orders).toHaveLength(3);
    expect(parsed.otherRows).toBe(1);
    const msft = byId(parsed, '7d1f0b2a-3333-4d2e-9a77-000000000001');
    expect(msft).toMatchObject({ market: 'us', shares: 5, usdPerEur: 1.25 });
    expect(msft.valueUsd).toBeCloseTo(1500 + 375.5, 9);
    expect(msft.valueEur).toBeCloseTo(1200 + 300.4, 9);
    expect(byId(parsed, '7d1f0b2a-3333-4d2e-9a77-000000000003').valueEur).toBe(1166.67);
    const paid = summarizePaid([parsed]);
    expect(paid.years.map((y) => [y.year, y.orders, y.transaction, y.conversion])).toEqual([
      [2024, 2, 2 + 1, 3 + 0.75],
      [2025, 1, 3, 0],
    ]);
    expect(paid.total).toBeCloseTo(9.75, 9);
  });

  it('Dutch header, Dutch numbers with dot thousands', () => {
    const parsed = parsedFixture('degiro-transacties-nieuw-nl.csv');
    expect(parsed.orders.map((o) => [o.market, o.venue])).toEqual([
      ['euronext', 'Euronext Amsterdam'],
      ['us', 'Nasdaq'],
      ['other', 'Tradegate'],
    ]);
    expect(byId(parsed, '9e8d7c6b-4444-4f00-8b11-000000000001').valueEur).toBe(1166.67);
    expect(byId(parsed, '9e8d7c6b-4444-4f00-8b11-000000000002')).toMatchObject({
      valueUsd: 1300,
      shares: 10,
      usdPerEur: 1.04,
    });
    const paid = summarizePaid([parsed]);
    expect(paid.years).toHaveLength(1);
    expect(paid.years[0]).toMatchObject({ year: 2025, orders: 3 });
    expect(paid.years[0]!.transaction).toBeCloseTo(3 + 2 + 3.9, 9);
    expect(paid.years[0]!.conversion).toBeCloseTo(3.13, 9);
    expect(paid.total).toBeCloseTo(12.03, 9);
  });

  it('leaves out unreadable rows and names their line numbers', () => {
    const parsed = parsedFixture('degiro-transacties-fouten.csv');
    expect(parsed.skippedLines).toEqual([3, 5]);
    expect(parsed.orders).toHaveLength(2);
    expect(summarizePaid([parsed]).total).toBe(6);
  });
});

describe('DEGIRO Transactions: three layouts, any language, recognised by shape', () => {
  it.each([
    ['degiro-transaktionen-2020-de.csv', 'gelezen als DEGIRO Transacties (2020, Duits), 4 orders'],
    ['degiro-transactions-2020-fr.csv', 'gelezen als DEGIRO Transacties (2020, Frans), 2 orders'],
    ['degiro-transacciones-2020-es.csv', 'gelezen als DEGIRO Transacties (2020, Spaans), 1 order'],
    ['degiro-transazioni-old-it.csv', 'gelezen als DEGIRO Transacties (oude indeling, Italiaans), 2 orders'],
    ['degiro-transakcje-old-pl.csv', 'gelezen als DEGIRO Transacties (oude indeling, Pools), 1 order'],
    ['degiro-transacties-oud-nl.csv', 'gelezen als DEGIRO Transacties (oude indeling, Nederlands), 5 orders'],
    ['degiro-transacoes-atual-pt.csv', 'gelezen als DEGIRO Transacties (huidige indeling, Portugees), 3 orders'],
    ['degiro-transaktionen-aktuell-de.csv', 'gelezen als DEGIRO Transacties (huidige indeling, Duits), 2 orders'],
    ['degiro-transactions-current-en.csv', 'gelezen als DEGIRO Transacties (huidige indeling, Engels), 3 orders'],
  ])('%s: %s', (name, report) => {
    const parsed = parsedFixture(name);
    expect(parsed.skippedLines).toEqual([]);
    expect(readAsText(parsed)).toBe(report);
  });

  it('the header words do not decide: a header in an unknown language with the same shape is read', () => {
    const text = fixture('degiro-transaktionen-2020-de.csv').replace(/^[^\n]*/, (header) =>
      header
        .split(',')
        .map((cell, index) => (cell === '' ? '' : `kolom${index}`))
        .join(','),
    );
    const parsed = parse(text);
    expect(parsed).toMatchObject({ format: 'degiro-transactions', layout: '2020' });
    expect(parsed.language).toBeUndefined();
    expect(parsed.orders).toHaveLength(4);
    expect(readAsText(parsed)).toBe('gelezen als DEGIRO Transacties (2020), 4 orders');
  });

  it('2020 (German): currency before each amount; a partial fill converts at its fills’ rates weighted by dollars', () => {
    const parsed = parsedFixture('degiro-transaktionen-2020-de.csv');
    expect(byProduct(parsed, 'SAP SE')).toMatchObject({
      market: 'other',
      venue: 'Xetra',
      shares: 30,
      valueEur: 3182.4,
    });
    expect(byProduct(parsed, 'APPLE INC')).toMatchObject({
      market: 'us',
      exchange: 'NDQ',
      valueUsd: 1200,
      valueEur: 1000,
      usdPerEur: 1.2,
    });
    const coca = byProduct(parsed, 'COCA-COLA COMPANY (THE)');
    expect(coca).toMatchObject({ market: 'us', exchange: 'NSY', shares: 30, valueUsd: 1500 });
    // ($1.000 × 1,25 + $500 × 1,20) / $1.500 = 1,2333…
    expect(coca.usdPerEur).toBeCloseTo(1850 / 1500, 12);
    expect(byProduct(parsed, 'ASML HOLDING')).toMatchObject({ market: 'euronext', valueEur: 600 });
    // 2,60 + 0,54 + 0,52 + 2,04
    expect(summarizePaid([parsed]).years).toEqual([
      expect.objectContaining({ year: 2020, transaction: 5.7, orders: 4 }),
    ]);
    expect(summarizePaid([parsed]).total).toBeCloseTo(5.7, 9);
    // DEGIRO today: ASML €3 + Apple (€2 + $3,00 / 1,2) + Coca-Cola (€2 + $3,75 / 1,2333) + SAP on Xetra €4,90.
    expect(degiroTotal(parsed.orders).total).toBeCloseTo(3 + 2 + 2.5 + 2 + 3.75 / (1850 / 1500) + 4.9, 9);
  });

  it('weightedRate leaves out fills without a usable rate, and has none without any', () => {
    expect(
      weightedRate([
        { localValue: -300, rate: 1.1 },
        { localValue: -100, rate: 1.3 },
      ]),
    ).toBeCloseTo(1.15, 12);
    expect(
      weightedRate([
        { localValue: -300, rate: 1.1 },
        { localValue: -100, rate: null },
      ]),
    ).toBe(1.1);
    expect(weightedRate([{ localValue: -100, rate: null }])).toBeNull();
  });

  it('2020 (French, decimal commas) and old Italian: US orders with their exchange', () => {
    const fr = parsedFixture('degiro-transactions-2020-fr.csv');
    expect(byProduct(fr, 'MICROSOFT CORP')).toMatchObject({
      valueUsd: 450,
      valueEur: 400,
      usdPerEur: 1.125,
      exchange: 'NDQ',
    });
    expect(byProduct(fr, 'AIR LIQUIDE')).toMatchObject({ market: 'other', venue: 'Euronext Parijs' });
    expect(summarizePaid([fr]).total).toBeCloseTo(4.51, 9);
    const it = parsedFixture('degiro-transazioni-old-it.csv');
    expect(byProduct(it, 'NVIDIA CORP')).toMatchObject({ valueUsd: 500, valueEur: 454.55, usdPerEur: 1.1 });
    expect(summarizePaid([it]).total).toBeCloseTo(4.5, 9);
  });

  it('current (Portuguese): AutoFX paid; NYSE and Nasdaq in one year cost DEGIRO 2 × €2,50', () => {
    const parsed = parsedFixture('degiro-transacoes-atual-pt.csv');
    const paid = summarizePaid([parsed]);
    expect(paid.transaction).toBeCloseTo(7, 9);
    expect(paid.conversion).toBeCloseTo(2.3, 9);
    const degiro = degiroTotal(parsed.orders);
    // Tesla €2 + $1,80 / 1,08; Pfizer €2 + $0,675 / 1,08; Galp on Euronext Lissabon €4,90.
    expect(degiro.years.map((y) => [y.year, y.orders])).toEqual([[2024, 3]]);
    expect(degiro.years[0]!.total).toBeCloseTo(2 + 1.8 / 1.08 + 2 + 0.675 / 1.08 + 4.9, 9);
    // With a portfolio value the connectivity fee counts: NYSE and Nasdaq apart, plus Lissabon, € 2,50 each.
    const holding = (orders: readonly ExportOrder[]) =>
      priceOrders(orders, TARIFFS, 1.1, 10_000).brokers.find((b) => b.id === 'degiro')!.years[0]!.holding;
    expect(holding(parsed.orders)).toBeCloseTo(7.5, 9);
    // The same orders on one exchange only: one € 2,50 for the US.
    const oneExchange = parsed.orders.map((o) => (o.market === 'us' ? { ...o, exchange: 'NDQ' } : o));
    expect(holding(oneExchange)).toBeCloseTo(5, 9);
    // A file that names no exchange counts as one.
    const none = parsed.orders.map((o) => ({ ...o, exchange: null }));
    expect(holding(none)).toBeCloseTo(5, 9);
  });

  it('current (German) with English-style numbers: thousands comma read by its form', () => {
    const parsed = parsedFixture('degiro-transaktionen-aktuell-de.csv');
    expect(byProduct(parsed, 'AMAZON.COM INC')).toMatchObject({ valueUsd: 2200, valueEur: 2000, usdPerEur: 1.1 });
    expect(summarizePaid([parsed])).toMatchObject({ transaction: 6.9, conversion: 5 });
  });

  it('rows may lack their trailing empty field', () => {
    const text = fixture('degiro-transacties-nieuw-nl.csv').replace(/,\n/g, '\n');
    expect(parse(text).orders).toHaveLength(3);
    expect(parse(text).skippedLines).toEqual([]);
  });
});

describe('DEGIRO venues', () => {
  it('Helsinki (HSE) is priced as a Nordic exchange; the EUR/PLN conversion row (CNX) is no order', () => {
    const text = [
      DEGIRO_TRANSACTIONS_HEADER,
      '04-03-2024,10:00,NOKIA OYJ,FI0009000681,HSE,XHEL,100,"3,50",EUR,"-350,00",EUR,"-350,00",,"0,00","-4,90","-354,90",,aaaaaaaa-0000-4000-8000-000000000001',
      '05-03-2024,11:00,EUR/PLN,,CNX,,"-100,00","4,3100",PLN,"431,00",PLN,"-100,00","4,3100","-0,25","0,00","-100,25",,aaaaaaaa-0000-4000-8000-000000000002',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.orders.map((o) => [o.product, o.marketId, o.venue])).toEqual([
      ['NOKIA OYJ', 'nordics', 'Nasdaq Helsinki'],
    ]);
    // The conversion's AutoFX is still a cost the reader paid.
    expect(sums(parsed, 'conversion')).toEqual({ EUR: 0.25 });
  });
});

describe('DEGIRO account statement', () => {
  it('classifies Dutch and English descriptions', () => {
    expect(accountLineKind('DEGIRO Aansluitingskosten 2024 (New York Stock Exchange - NSY)')).toBe('connectivity');
    expect(accountLineKind('DEGIRO Exchange Connection Fee 2024 (Nasdaq - NDQ)')).toBe('connectivity');
    expect(accountLineKind('DEGIRO Transactiekosten en/of kosten van derden')).toBe('transaction');
    expect(accountLineKind('DEGIRO Transaction and/or third party fees')).toBe('transaction');
    expect(accountLineKind('Dividendbelasting')).toBe('dividend-tax');
    expect(accountLineKind('Dividend Tax')).toBe('dividend-tax');
    expect(accountLineKind('Dividend')).toBe('dividend');
    expect(accountLineKind('iDEAL storting')).toBeNull();
    expect(accountLineKind('Koop 4 @ 375 USD')).toBeNull();
  });

  it('connectivity and transaction fees per year; dividends and tax, dollars at the reference rate', () => {
    const parsed = parsedFixture('degiro-rekeningoverzicht-nl.csv');
    expect(parsed.orders).toEqual([]);
    expect(parsed.otherRows).toBe(2);
    const paid = summarizePaid([parsed]);
    expect(paid.years.map((y) => [y.year, y.connectivity, y.transaction])).toEqual([
      [2024, 2.5, 2],
      [2025, 2.5, 0],
    ]);
    expect(paid.total).toBe(7);
    expect(paid.dividends).toBeCloseTo(7.3 + 3 / 1.1, 9);
    expect(paid.dividendTax).toBeCloseTo(1.1 + 0.45 / 1.1, 9);
    expect(paid.convertedUsd).toBe(true);
  });

  it('English statement with English numbers', () => {
    const paid = summarizePaid([parsedFixture('degiro-account-en.csv')]);
    expect(paid).toMatchObject({ connectivity: 2.5, transaction: 2, total: 4.5, dividends: 10, dividendTax: 1.5 });
  });

  it('with the Transactions file, its transaction fees are not counted twice', () => {
    const paid = summarizePaid([
      parsedFixture('degiro-transactions-current-en.csv'),
      parsedFixture('degiro-rekeningoverzicht-nl.csv'),
    ]);
    expect(paid.years.map((y) => [y.year, y.orders, y.transaction, y.conversion, y.connectivity])).toEqual([
      [2024, 2, 3, 3.75, 2.5],
      [2025, 1, 3, 0, 2.5],
    ]);
    expect(paid.total).toBeCloseTo(14.75, 9);
  });
});

describe('DEGIRO account statement in other languages', () => {
  it('French: a wrapped description and Order Id belong to the row above; 0,44 and -2.00 in one file', () => {
    const parsed = parsedFixture('degiro-compte-fr.csv');
    expect(readAsText(parsed)).toBe('gelezen als DEGIRO Rekeningoverzicht (Frans)');
    expect(parsed.skippedLines).toEqual([]);
    expect(parsed.otherRows).toBe(1);
    const paid = summarizePaid([parsed]);
    expect(paid).toMatchObject({
      connectivity: 2.5,
      transaction: 2,
      conversion: 0.44,
      dividends: 10,
      dividendTax: 1.5,
    });
    expect(paid.total).toBeCloseTo(4.94, 9);
    const folded = foldContinuationRows(csvRows(fixture('degiro-compte-fr.csv')).slice(1));
    expect(folded[0]![5]).toBe('Frais de connexion aux places boursières 2024 (New York Stock Exchange - NSY)');
    expect(folded[1]).toEqual([]);
    expect(folded[2]![5]).toBe('Frais de courtage et/ou de parties tierces');
    expect(folded[2]![11]).toBe('9c9c0001-2024-4a00-8a00-000000000001');
  });

  it('German: connectivity per exchange, transaction fee, dividend and its tax', () => {
    const paid = summarizePaid([parsedFixture('degiro-kontoauszug-de.csv')]);
    expect(paid).toMatchObject({ connectivity: 5, transaction: 2, total: 7 });
    expect(paid.dividends).toBeCloseTo(0.08 / 1.1, 12);
    expect(paid.dividendTax).toBeCloseTo(0.01 / 1.1, 12);
  });
});

describe('DEGIRO Transactions and statement together', () => {
  it('each year from one file: the Transactions years from it, other years from the statement', () => {
    const files = ['degiro-transactions-current-en.csv', 'degiro-kontoauszug-de.csv', 'degiro-account-en.csv'].map(
      parsedFixture,
    );
    const paid = summarizePaid(files);
    const year = (y: number) => paid.years.find((entry) => entry.year === y)!;
    // 2023 is not in the Transactions file: the statement's €2,00 transaction fee and 2 × €2,50 count.
    expect(year(2023)).toMatchObject({ transaction: 2, connectivity: 5, total: 7 });
    // 2024: the Transactions file's fees (€3,00 and AutoFX €3,75); the statement's €2,00 repeats them.
    expect(year(2024)).toMatchObject({ transaction: 3, conversion: 3.75, connectivity: 2.5, total: 9.25 });
    expect(year(2025)).toMatchObject({ transaction: 3, total: 3 });
    expect(paid.total).toBeCloseTo(19.25, 9);
  });

  it('a layout without an AutoFX column leaves the statement’s AutoFX of its years counted', () => {
    const statement = parse(
      [
        DEGIRO_ACCOUNT_HEADERS.en,
        '06-07-2022,16:02,06-07-2022,,,AutoFX Conversion Fee,,EUR,-3.13,EUR,100.00,',
        '06-07-2022,16:02,06-07-2022,,,DEGIRO Transaction and/or third party fees,,EUR,-0.50,EUR,99.50,',
      ].join('\n'),
    );
    const paid = summarizePaid([parsedFixture('degiro-transactions-old-en.csv'), statement]);
    expect(paid.conversion).toBeCloseTo(3.13, 9);
    expect(paid.transaction).toBeCloseTo(2.5, 9);
  });
});

describe('DEGIRO Transactions to records', () => {
  const file = readFile('degiro-transacties.csv');

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
  const file = readFile('degiro-rekeningoverzicht.csv');

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
    const file = readFile('degiro-portefeuille.csv', '2025-03-20');
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

describe('DEGIRO Portfolio export in Mijn kosten and box 3', () => {
  it('is named as the positions list it is, with the files to choose instead', () => {
    const outcome = parseExportText(fixture('degiro-portefeuille.csv'));
    expect(outcome).toEqual({ ok: false, problem: 'positions-only' });
    expect(problemText('positions-only')).toBe(
      'Dit is het Portefeuille-overzicht van DEGIRO: daarin staan alleen je posities en hun slotkoersen, geen orders of kosten. Kies hier het bestand Transacties (in DEGIRO onder Inbox › Transacties, exporteren als CSV) en voor aansluitingskosten en dividenden ook het Rekeningoverzicht.',
    );
  });
});

describe('a portfolio from DEGIRO Transactions and Account (and Portfolio)', () => {
  const files = [readFile('degiro-transacties.csv'), readFile('degiro-rekeningoverzicht.csv')];

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
    const { records, quotes } = combineFiles([...files, readFile('degiro-portefeuille.csv', '2025-03-20')]);
    const portfolio = buildPortfolio(records, { exported: quotes, typed: [] });
    const world = portfolio.holdings.find((holding) => holding.isin === 'IE00B4L5Y983')!;
    expect(world.valueEur).toBeCloseTo(1515, 9);
    expect(priceLabel(world.price)).toBe('closing price in your DEGIRO Portfolio export, 20 Mar 2025');
    expect(portfolio.irr.ok).toBe(true);
    expect(portfolio.twr).toEqual({ ok: false, reason: 'no-valuations' });
  });
});

describe('one day’s trades', () => {
  it('are replayed in the order they happened, though DEGIRO lists the newest first', () => {
    const text = [
      DEGIRO_TRANSACTIONS_HEADER,
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

describe('DEGIRO trades from the Account statement', () => {
  const world = 'ISHARES CORE MSCI WORLD UCITS ETF USD (ACC),IE00B4L5Y983';
  const costs = 'DEGIRO Transactiekosten en/of kosten van derden';
  // The same trades as tests/fixtures/brokerFiles/degiro/degiro-transacties.csv, as the statement books them.
  const account = readLines('account.csv', [
    DEGIRO_ACCOUNT_HEADER,
    `14-02-2025,10:20,14-02-2025,${world},Verkoop 15 @ 100 EUR,,EUR,"1.500,00",EUR,"1.710,99",o5`,
    `14-02-2025,10:20,14-02-2025,${world},${costs},,EUR,"-1,00",EUR,"210,99",o5`,
    `10-06-2024,09:05,10-06-2024,${world},Koop 10 @ 90 EUR,,EUR,"-900,00",EUR,"211,99",o4`,
    `10-06-2024,09:05,10-06-2024,${world},${costs},,EUR,"-1,00",EUR,"1.111,99",o4`,
    `05-03-2024,09:01,05-03-2024,${world},"Koop 20 @ 85,25 EUR",,EUR,"-1.705,00",EUR,"1.112,99",o3`,
    `05-03-2024,09:01,05-03-2024,${world},${costs},,EUR,"-1,00",EUR,"2.817,99",o3`,
    `01-02-2024,11:00,01-02-2024,ASML HOLDING,NL0010273215,Koop 5 @ 600 EUR,,EUR,"-3.000,00",EUR,"2.818,99",o2`,
    `01-02-2024,11:00,01-02-2024,ASML HOLDING,NL0010273215,${costs},,EUR,"-3,00",EUR,"5.818,99",o2`,
    `10-01-2024,15:40,10-01-2024,,,Valuta Creditering,,EUR,"-1.200,00",EUR,"5.821,99",`,
    `10-01-2024,15:40,10-01-2024,,,Valuta Debitering,"1,2500",USD,"1.500,00",USD,"0,00",`,
    `10-01-2024,15:40,10-01-2024,MICROSOFT CORPORATION,US5949181045,Koop 4 @ 375 USD,,USD,"-1.500,00",USD,"-1.500,00",o1`,
    `10-01-2024,15:40,10-01-2024,MICROSOFT CORPORATION,US5949181045,DEGIRO AutoFX Kosten,,EUR,"-3,00",EUR,"7.021,99",o1`,
    `10-01-2024,15:40,10-01-2024,MICROSOFT CORPORATION,US5949181045,${costs},,EUR,"-2,00",EUR,"7.024,99",o1`,
    `02-01-2024,08:00,02-01-2024,,,iDEAL storting,,EUR,"5.000,00",EUR,"5.000,00",`,
  ]);
  const transactions = (() => {
    const outcome = readPortfolioText(fixture('degiro-transacties.csv'), {
      name: 'transactions.csv',
      day: DAY,
    });
    if (!outcome.ok) throw new Error(outcome.problem);
    return outcome.file;
  })();
  const summary = (portfolio: OwnPortfolio) =>
    portfolio.holdings.map((h) => [h.isin, h.quantity, Math.round(h.fifo.costBasis * 1e6) / 1e6]);

  it('gives the holdings and cost basis the Transactions file gives, each trade with its own costs', () => {
    const fromAccount = portfolioOf(account);
    expect(fromAccount.problems).toEqual([]);
    expect(summary(fromAccount)).toEqual(summary(portfolioOf(transactions)));
    expect(fromAccount.totals.realisedFifo).toBeCloseTo(portfolioOf(transactions).totals.realisedFifo, 9);
  });

  it('counts nothing twice when the Transactions file is given as well', () => {
    const both = portfolioOf(transactions, account);
    expect(summary(both)).toEqual(summary(portfolioOf(transactions)));
    expect(both.totals.feesEur).toBeCloseTo(portfolioOf(transactions).totals.feesEur, 9);
    expect(both.cash).toEqual([{ year: 2024, deposits: 5000, withdrawals: 0 }]);
  });

  it('reads the trade lines in English and German as well', () => {
    for (const [words, headerLine] of [
      ['Buy 5 @ 600 EUR', DEGIRO_ACCOUNT_HEADERS.en],
      ['Kauf 5 @ 600 EUR', DEGIRO_ACCOUNT_HEADERS.de],
    ] as const) {
      const file = readLines('a.csv', [
        headerLine,
        `01-02-2024,11:00,01-02-2024,ASML HOLDING,NL0010273215,${words},,EUR,"-3.000,00",EUR,"2.818,99",o2`,
      ]);
      expect(file.records).toMatchObject([{ kind: 'buy', quantity: 5, price: 600, amountEur: 3000 }]);
    }
  });
});

describe('one rule where the former cost and portfolio readers disagreed', () => {
  it('a conversion row (exchange CNX), with or without an Order ID, moves no shares: its AutoFX is a conversion fee', () => {
    const file = readLines('pln.csv', [
      DEGIRO_TRANSACTIONS_HEADER,
      '04-03-2024,10:00,NOKIA OYJ,FI0009000681,HSE,XHEL,100,"3,50",EUR,"-350,00",EUR,"-350,00",,"0,00","-4,90","-354,90",,aaaaaaaa-0000-4000-8000-000000000001',
      '05-03-2024,11:00,EUR/PLN,,CNX,,"-100,00","4,3100",PLN,"431,00",PLN,"-100,00","4,3100","-0,25","0,00","-100,25",,aaaaaaaa-0000-4000-8000-000000000002',
      '06-03-2024,11:00,EUR/PLN,,CNX,,"-50,00","4,3000",PLN,"215,00",PLN,"-50,00","4,3000","-0,10","0,00","-50,10",,',
    ]);
    expect(file.records.map((record) => [record.kind, record.name, record.amountEur])).toEqual([
      ['buy', 'NOKIA OYJ', 350],
      ['fee', 'EUR/PLN', 0.25],
      ['fee', 'EUR/PLN', 0.1],
    ]);
    expect(file.records[1]).toMatchObject({ feeKind: 'conversion', isin: null });
    const portfolio = portfolioOf(file);
    expect(portfolio.problems).toEqual([]);
    expect(portfolio.holdings.map((holding) => holding.isin)).toEqual(['FI0009000681']);
    expect(portfolio.totals.feesEur).toBeCloseTo(4.9 + 0.25 + 0.1, 9);
  });

  it('a value in another currency than the euro is unread by every tool', () => {
    const text = [
      DEGIRO_TRANSACTIONS_OLD_HEADER,
      '01-02-2024,11:00,NESTLE,CH0038863350,SWX,XSWX,10,"100,00",CHF,"-1.000,00",CHF,"-1.000,00",CHF,,"-5,00",CHF,"-1.005,00",CHF,o1',
      '02-02-2024,11:00,ASML HOLDING,NL0010273215,EAM,XAMS,5,"600,00",EUR,"-3.000,00",EUR,"-3.000,00",EUR,,"-3,00",EUR,"-3.003,00",EUR,o2',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.skippedLines).toEqual([2]);
    expect(parsed.orders.map((order) => order.product)).toEqual(['ASML HOLDING']);
    const file = readLines('chf.csv', text.split('\n'));
    expect(file.skippedLines).toEqual([2]);
    expect(file.records.map((record) => record.isin)).toEqual(['NL0010273215']);
  });

  it('a price that is no number makes the row unread by every tool', () => {
    const lines = [
      DEGIRO_TRANSACTIONS_HEADER,
      '02-02-2024,11:00,ASML HOLDING,NL0010273215,EAM,XAMS,5,"zeshonderd",EUR,"-3.000,00",EUR,"-3.000,00",,"0,00","-3,00","-3.003,00",,o2',
      '03-02-2024,11:00,ASML HOLDING,NL0010273215,EAM,XAMS,5,"600,00",EUR,"-3.000,00",EUR,"-3.000,00",,"0,00","-3,00","-3.003,00",,o3',
    ];
    const parsed = parse(lines.join('\n'));
    expect(parsed.skippedLines).toEqual([2]);
    expect(parsed.orders.map((order) => order.id)).toEqual(['o3']);
    expect(summarizePaid([parsed]).transaction).toBe(3);
    expect(readLines('koers.csv', lines).skippedLines).toEqual([2]);
  });

  it('a statement’s trade or deposit line whose amount cannot be read is unread for Mijn kosten too', () => {
    const lines = [
      DEGIRO_ACCOUNT_HEADER,
      '02-01-2024,08:00,02-01-2024,,,iDEAL storting,,EUR,"vijf",EUR,"5.000,00",',
      '01-02-2024,11:00,01-02-2024,ASML HOLDING,NL0010273215,Koop 5 @ 600 EUR,,EUR,"?",EUR,"2.818,99",o2',
      '01-02-2024,11:00,01-02-2024,ASML HOLDING,NL0010273215,DEGIRO Transactiekosten en/of kosten van derden,,EUR,"-3,00",EUR,"5.818,99",o2',
    ];
    const parsed = parse(lines.join('\n'));
    expect(parsed.skippedLines).toEqual([2, 3]);
    expect(parsed.otherRows).toBe(0);
    expect(summarizePaid([parsed]).transaction).toBe(3);
    expect(readLines('rekening.csv', lines).skippedLines).toEqual([2, 3]);
  });

  it('each file is read once, into one ledger with one set of unread lines', () => {
    const outcome = readBrokerText(fixture('degiro-transacties-fouten.csv'), { name: 'f.csv', day: DAY });
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.ledger.skippedLines).toEqual([3, 5]);
    expect(Object.keys(outcome.ledger)).not.toContain('portfolioSkippedLines');
    expect(readFile('degiro-transacties-fouten.csv').skippedLines).toEqual([3, 5]);
  });
});

// DEGIRO's Transactions file read on one device and its Account statement read on another, joined through the
// account's copy (src/lib/portfolio/accountCopy.ts): the copy carries each file's own kind, so the rule of
// combine.ts (the statement's trades and costs are left out for the years the Transactions file covers) holds after
// the join, and an old copy without kinds is read with them (migration on read).
const NOW = '2025-03-20T10:00:00.000Z';
const transactions = readFile('degiro-transacties.csv');
const statement = readFile('degiro-rekeningoverzicht.csv');

const feesOf = (stored: StoredPortfolio | undefined) =>
  buildPortfolio(combineFiles(stored?.files ?? []).records, { exported: [], typed: [] }).totals.feesEur;

/** Both devices send their copy to the account, then each reads the account's joined copy back. */
function joinTwoDevices(): {
  readonly joined: AccountPortfolio;
  readonly a: StoredPortfolio;
  readonly b: StoredPortfolio;
} {
  const a = withFiles(undefined, [transactions], NOW);
  const b = withFiles(undefined, [statement], NOW);
  // A sent its copy first; B, with no common copy yet, merges its own with the account's.
  const afterA = toAccountPortfolio(a);
  const joined = mergeAccountPortfolios(toAccountPortfolio(b), afterA, undefined).value;
  return { joined, a, b };
}

describe('DEGIRO’s two files on two devices, joined through the account', () => {
  it('counts each fee once: 13,50 with both files on one device, 13,50 after the join on either device', () => {
    expect(feesOf(withFiles(undefined, [transactions, statement], NOW))).toBeCloseTo(13.5, 9);
    const { joined, a, b } = joinTwoDevices();
    const onA = fromAccountPortfolio(joined, a, NOW);
    const onB = fromAccountPortfolio(joined, b, NOW);
    const elsewhere = fromAccountPortfolio(joined, undefined, NOW);
    expect(feesOf(onA)).toBeCloseTo(13.5, 9);
    expect(feesOf(onB)).toBeCloseTo(13.5, 9);
    expect(feesOf(elsewhere)).toBeCloseTo(13.5, 9);
    // Each file keeps its own kind, whichever device read it.
    expect(elsewhere?.files.map((file) => [file.name, file.format]).sort()).toEqual([
      ['degiro-rekeningoverzicht.csv', 'degiro-account'],
      ['degiro-transacties.csv', 'degiro-transactions'],
    ]);
    // Sent again, the account's copy converges and stays within what the server accepts.
    const again = toAccountPortfolio(onB);
    expect(portfolioCopyProblem(again)).toBeUndefined();
    expect(feesOf(fromAccountPortfolio(again, undefined, NOW))).toBeCloseTo(13.5, 9);
  });

  it('reads an old copy, whose records name no file kind, with each DEGIRO file’s kind (13,50 still)', () => {
    const { joined } = joinTwoDevices();
    const old = JSON.parse(
      JSON.stringify({
        ...joined,
        records: joined.records.map(({ source, ...record }) => ({
          ...record,
          source: { file: source.file, broker: source.broker },
        })),
      }),
    ) as unknown;
    const parsed = parseAccountPortfolio(old);
    expect(parsed).toBeDefined();
    const kinds = new Set(parsed?.records.map((record) => `${record.source.file}:${record.source.format}`));
    expect(kinds).toEqual(
      new Set(['degiro-rekeningoverzicht.csv:degiro-account', 'degiro-transacties.csv:degiro-transactions']),
    );
    expect(feesOf(fromAccountPortfolio(parsed!, undefined, NOW))).toBeCloseTo(13.5, 9);
  });
});
