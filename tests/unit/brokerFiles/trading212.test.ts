// Trading 212's history export (src/lib/brokerFiles/trading212/): what Mijn kosten, box 3 and the portfolio get from
// each column set since 2020, read once into one ledger. Expected figures are added up by hand from the rows.
import { describe, expect, it } from 'vitest';
import { REFERENCE_RATE, TARIFFS } from '../../../src/data/fees';
import { referenceRateText } from '../../../src/lib/exports/messages';
import { summarizePaid } from '../../../src/lib/exports/paid';
import { compareAtOrderDates, priceOrders } from '../../../src/lib/exports/pricing';
import type { ExportOrder, ParsedExport } from '../../../src/lib/exports/types';
import { trading212File, TRADING212_HEADERS } from '../../support/brokerFiles/trading212';
import { parsedFixture, parsedText } from '../../support/exportFixtures';
import { holding, portfolioOf, readLines as read } from '../../support/portfolioFiles';

const byId = (parsed: ParsedExport, id: string): ExportOrder => {
  const order = parsed.orders.find((o) => o.id === id);
  if (!order) throw new Error(`no order ${id}`);
  return order;
};
const degiroTotal = (orders: readonly ExportOrder[]) => priceOrders(orders).brokers.find((b) => b.id === 'degiro')!;
const cents = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100) / 100);
const paidOf = (name: string) => parsedFixture(name).orders.map((o) => cents(o.paidEur));
const order = (patch: Partial<ExportOrder>): ExportOrder => ({
  id: 'o',
  date: '2025-01-01',
  product: 'X',
  market: 'euronext',
  venue: 'Euronext Amsterdam',
  shares: 1,
  valueEur: 1000,
  valueUsd: 0,
  usdPerEur: null,
  ...patch,
});

describe('Trading 212 in Mijn kosten', () => {
  it('orders are the buy and sell actions; conversion fees paid; dividend with withholding tax', () => {
    const parsed = parsedFixture('trading212-met-valutakosten.csv');
    expect(parsed.orders.map((o) => [o.id, o.market, o.venue, o.shares])).toEqual([
      ['EOF0000000001', 'us', 'koers in USD', 5],
      ['EOF0000000002', 'euronext', 'koers in EUR', 2.5],
      ['EOF0000000003', 'us', 'koers in USD', 2],
      ['EOF0000000004', 'other', 'koers in GBX', 100],
    ]);
    expect(byId(parsed, 'EOF0000000001')).toMatchObject({ valueUsd: 920, usdPerEur: 1.095 });
    expect(byId(parsed, 'EOF0000000001').valueEur).toBeCloseTo(920 / 1.095, 9);
    expect(byId(parsed, 'EOF0000000002')).toMatchObject({ valueEur: 200, valueUsd: 0, usdPerEur: null });
    expect(parsed.otherRows).toBe(1);
    const paid = summarizePaid([parsed]);
    expect(paid.years.map((y) => [y.year, y.orders])).toEqual([
      [2024, 3],
      [2025, 1],
    ]);
    expect(paid.years[0]!.conversion).toBeCloseTo(1.26 + 0.56, 9);
    expect(paid.years[1]!.conversion).toBeCloseTo(0.12, 9);
    expect(paid.total).toBeCloseTo(1.94, 9);
    expect(paid.dividends).toBeCloseTo(0.94, 9);
    expect(paid.dividendTax).toBeCloseTo(0.18 / 1.1, 9);
  });

  it('an export without conversion columns (only the used columns appear)', () => {
    const parsed = parsedFixture('trading212-zonder-valutakosten.csv');
    expect(parsed.orders.map((o) => [o.market, o.valueEur])).toEqual([
      ['euronext', 440],
      ['euronext', 325],
    ]);
    const paid = summarizePaid([parsed]);
    expect(paid.total).toBe(0);
    expect(paid.years).toEqual([expect.objectContaining({ year: 2024, orders: 2, total: 0 })]);
  });
});

describe('Trading 212, older export with the currency in the column name', () => {
  it("reads 'Total (EUR)' and 'Currency conversion fee (EUR)'", () => {
    const parsed = parsedFixture('trading212-oud-formaat.csv');
    expect(parsed.orders).toEqual([
      expect.objectContaining({ market: 'us', valueUsd: 320, shares: 2, usdPerEur: 1.1 }),
    ]);
    const paid = summarizePaid([parsed]);
    expect(paid.years).toEqual([expect.objectContaining({ year: 2022, orders: 1, conversion: 0.44 })]);
    expect(paid.dividends).toBe(0.36);
    expect(paid.dividendTax).toBeCloseTo(0.07 / 1.1, 9);
  });
});

describe('Trading 212: every column set since 2021', () => {
  it('2021: currency in the column names, Finra fee paid', () => {
    const parsed = parsedFixture('trading212-2021.csv');
    expect(parsed.orders.map((o) => [o.market, o.valueUsd, o.usdPerEur])).toEqual([
      ['us', 260, 1.2],
      ['us', 125, 1.25],
      ['euronext', 0, null],
    ]);
    expect(summarizePaid([parsed])).toMatchObject({ conversion: 0.48, transaction: 0.01 });
  });

  it('2023: stamp duty and French transaction tax on a line of their own, never broker costs', () => {
    const paid = summarizePaid([parsedFixture('trading212-2023.csv')]);
    expect(paid.transactionTax).toBeCloseTo(0.9 + 1.37, 9);
    expect(paid.conversion).toBeCloseTo(0.76, 9);
    expect(paid.total).toBeCloseTo(0.76, 9);
  });

  it("current: 'Time (UTC)' with offsets, Notes and ID up front, a BOM; 'Not available' and a negative rate", () => {
    const parsed = parsedFixture('trading212-2025.csv');
    expect(parsed.skippedLines).toEqual([]);
    expect(parsed.orders.map((o) => [o.date, o.market, o.valueEur, o.usdPerEur])).toEqual([
      ['2025-01-06', 'euronext', 300, null],
      // A negative rate is no rate: the order converts at the reference rate.
      ['2025-01-07', 'us', 280 / 1.1, null],
      ['2025-02-10', 'us', 230 / 1.04, 1.04],
    ]);
    const pricing = priceOrders(parsed.orders);
    expect(pricing.atReferenceRate).toBe(1);
    expect(referenceRateText(pricing.atReferenceRate)).toContain(
      '1 Amerikaanse order had in je bestand geen bruikbare wisselkoers',
    );
    // The dollar order without a usable rate is priced at $1,10 per euro: DEGIRO €2 + $0,70 / 1,10.
    const degiro = degiroTotal(parsed.orders);
    expect(degiro.total).toBeCloseTo(3 + 2 + 0.7 / 1.1 + 2 + 0.575 / 1.04, 9);
  });

  it('a pound account: its amounts named in pounds, never added as euros; dollar orders at the reference rate', () => {
    const parsed = parsedFixture('trading212-gbp.csv');
    expect(parsed.orders.map((o) => [o.market, o.valueEur, o.valueUsd, o.usdPerEur])).toEqual([
      ['other', 0, 0, null],
      ['us', 340 / 1.1, 340, null],
      ['euronext', 850, 0, null],
    ]);
    const paid = summarizePaid([parsed]);
    expect(paid.total).toBe(0);
    expect(paid.transactionTax).toBe(0);
    expect(paid.leftOut.map((l) => [l.currency, l.lines])).toEqual([['GBP', 3]]);
    expect(paid.leftOut[0]!.fees).toBeCloseTo(1.49, 9);
    expect(priceOrders(parsed.orders).atReferenceRate).toBe(1);
  });
});

describe('Trading 212: the cost of each order', () => {
  it('Trading 212: the conversion fee per row', () => {
    expect(paidOf('trading212-met-valutakosten.csv')).toEqual([1.26, 0, 0.56, 0.12]);
  });

  it('Trading 212’s 0,15% conversion fee from 6 April 2021: none on a dollar order the day before', () => {
    const dollar = (date: string) =>
      order({ id: date, date, market: 'us', valueUsd: 1100, valueEur: 1000, usdPerEur: 1.1, paidEur: 0 });
    const dated = compareAtOrderDates(TARIFFS['trading-212'], [dollar('2021-04-05'), dollar('2021-04-06')]);
    expect(dated.years.map((y) => Math.round(y.model * 100) / 100)).toEqual([1.5]);
    expect(dated.years[0]!.orders).toBe(2);
  });
});

describe('Trading 212 in the portfolio', () => {
  const file = read('t212.csv', [
    TRADING212_HEADERS.full,
    'Deposit,2023-01-02 09:00:00,,,,,,,,,,1000.00,EUR,,,,,,D1,,',
    'Market buy,2023-03-02 10:00:00,GB00B03MLX29,SHEL,Shell,10,24.00,GBP,0.88,,,274.51,EUR,,,1.37,EUR,,EOF1,0.41,EUR',
    'Market buy,2023-04-03 15:00:00.412,US5949181045,MSFT,Microsoft,4,250.00,USD,1.08,,,927.32,EUR,,,,,,EOF2,1.39,EUR',
    'Stock split close,2023-05-01 06:00:00,US5949181045,MSFT,Microsoft,4,250.00,USD,,,,,,,,,,,,,',
    'Stock split open,2023-05-01 06:00:00,US5949181045,MSFT,Microsoft,8,125.00,USD,,,,,,,,,,,,,',
    'Limit sell,2023-06-01 16:00:00,US5949181045,MSFT,Microsoft,2,165.00,USD,1.10,67.76,EUR,299.59,EUR,,,,,,EOF3,0.41,EUR',
    'Dividend (Ordinary),2023-06-15 08:00:00,US5949181045,MSFT,Microsoft,6,0.68,USD,1.10,,,3.16,EUR,0.61,USD,,,,,,',
    'Withdrawal,2023-07-01 09:00:00,,,,,,,,,,-100.00,EUR,,,,,,W1,,',
  ]);
  const portfolio = portfolioOf(file);

  it('gives the orders with fees and stamp duty in the cost, the split applied, and the sale realised', () => {
    expect(file.format).toBe('trading212');
    expect(portfolio.problems).toEqual([]);
    // 10 × 24 GBP at 0.88 per euro, plus 1.37 stamp duty and 0.41 conversion fee.
    expect(holding(portfolio, 'GB00B03MLX29').fifo.costBasis).toBeCloseTo(240 / 0.88 + 1.78, 9);
    const msft = holding(portfolio, 'US5949181045');
    const bought = 1000 / 1.08 + 1.39;
    expect(msft.quantity).toBe(6);
    expect(msft.fifo.costBasis).toBeCloseTo((bought * 6) / 8, 9);
    expect(msft.fifo.realised).toBeCloseTo(330 / 1.1 - 0.41 - (bought * 2) / 8, 9);
  });

  it('gives the dividend with its tax in the dividend’s currency, and the deposits and withdrawals', () => {
    expect(portfolio.totals.dividendsEur).toBeCloseTo(3.16, 9);
    expect(portfolio.totals.withheldEur).toBeCloseTo(0.61 / 1.1, 9);
    expect(portfolio.cash).toEqual([{ year: 2023, deposits: 1000, withdrawals: 100 }]);
  });

  it('gives the fees by kind: conversion fees and stamp duty apart', () => {
    expect(portfolio.fees.map((fee) => [fee.year, fee.kind, Math.round(fee.amount * 100) / 100])).toEqual([
      [2023, 'conversion', 2.21],
      [2023, 'transaction-tax', 1.37],
    ]);
  });
});

describe('Trading 212: an exchange rate that is no positive number is no rate, in every tool', () => {
  // The row as a 2025 export can have it: a dollar buy whose 'Exchange rate' is -1.04.
  const text = trading212File('timeUtc', [
    'Market buy,2025-01-07T15:31:02+00:00,US67066G1040,NVDA,NVIDIA,,EOF2025000002,2,140.00,USD,-1.04,269.23,EUR,0.40,EUR',
  ]);

  it('Mijn kosten converts the dollar order at the reference rate and says so; the portfolio leaves its euro value unknown', () => {
    const [order] = parsedText(text).orders;
    expect(order).toMatchObject({ market: 'us', valueUsd: 280, usdPerEur: null, paidEur: 0.4 });
    expect(order!.valueEur).toBeCloseTo(280 / REFERENCE_RATE.usdPerEur, 9);
    expect(priceOrders([order!]).atReferenceRate).toBe(1);

    const [trade] = read('t212.csv', [text]).records;
    // Not the rate's absolute value (1.04): the file does not say what its sign means.
    expect(trade).toMatchObject({
      kind: 'buy',
      quantity: 2,
      currency: 'USD',
      amount: 280,
      fxRate: null,
      amountEur: null,
    });
    expect(trade!.feeEur).toBeCloseTo(0.4, 9);
    expect(trade!.fxRate).toBe(order!.usdPerEur);
  });
});

describe('Trading 212: one set of unread lines for every tool', () => {
  it('a row Mijn kosten or the portfolio reads but cannot is unread in both, and named', () => {
    const text = trading212File('timeUtc', [
      // No date: the portfolio left the deposit out, Mijn kosten counted it as another row.
      'Deposit,not a date,,,,,D1,,,,,100.00,EUR,,',
      // No price currency: Mijn kosten left the order out, the portfolio guessed the account's currency.
      'Market buy,2025-01-07 10:00:00,US0378331005,AAPL,Apple,,EOF1,2,200.00,,1.08,370.37,EUR,,',
      // A fee that is no number: Mijn kosten left the row out, the portfolio read the dividend.
      'Dividend (Ordinary),2025-01-08 10:00:00,US0378331005,AAPL,Apple,,,2,0.25,USD,1.08,0.46,EUR,x,EUR',
      'Market buy,2025-01-09 10:00:00,IE00B4L5Y983,IWDA,iShares Core MSCI World,,EOF2,1,100.00,EUR,Not available,100.00,EUR,,',
    ]);
    const parsed = parsedText(text);
    const file = read('t212.csv', [text]);
    expect(parsed.skippedLines).toEqual([2, 3, 4]);
    expect(file.skippedLines).toEqual([2, 3, 4]);
    expect(parsed.orders.map((o) => o.id)).toEqual(['EOF2']);
    expect(file.records.map((r) => [r.kind, r.isin])).toEqual([['buy', 'IE00B4L5Y983']]);
  });
});
