// IBKR's exports: the Activity Statement in English, German and a language read by its column order, Flex queries
// (trades, stacked cash blocks, cash only) and the Transaction History, and saved results of IBKR and Saxo (Saxo's
// reader is tested in tests/unit/brokerFiles/saxo.test.ts). Expected figures are added up by hand from the fixture
// rows.
import { BROKER_COUNT } from '../../src/data/brokerList';
import { describe, expect, it } from 'vitest';
import { exportName, readAsText } from '../../src/lib/exports/messages';
import { summarizePaid } from '../../src/lib/exports/paid';
import { csvRows } from '../../src/lib/brokerFiles/shared/csv';
import { priceOrders } from '../../src/lib/exports/pricing';
import { parseSavedExports } from '../../src/lib/exports/saved';
import type { ParsedExport } from '../../src/lib/exports/types';
import { fixture, moneySums, parsedFixture, parsedText } from '../support/exportFixtures';

const parse = (text: string): ParsedExport => parsedText(text);

const sums = moneySums;

describe('IBKR Activity Statement', () => {
  it('English, sections in any order, BOM, quoted thousands, Order/Execution/ClosedLot: orders as IBKR counts them', () => {
    const parsed = parsedFixture('ibkr-activity-en.csv');
    expect(readAsText(parsed)).toBe('gelezen als IBKR Activity Statement (Engels, basisvaluta EUR), 4 orders');
    expect(parsed.skippedLines).toEqual([]);
    // The AAPL buy of 3,006 shares in two fills is one order; the closed lot, the expired option and the forex trade are none.
    expect(parsed.orders.map((o) => [o.product, o.shares])).toEqual([
      ['ASML', 2],
      ['AAPL', 3006],
      ['VOD', 1000],
      ['AAPL', 1000],
    ]);
    expect(parsed.otherRows).toBe(3);
  });

  it('counts each cost once: stamp duty moved apart, FTT on top with its cancellation, the credit reducing', () => {
    const parsed = parsedFixture('ibkr-activity-en.csv');
    // 3 (ASML) − 1 (commission credit); 15.03 + 5 (the Order rows, not their executions); 6.5 − 3.5 stamp duty.
    expect(sums(parsed, 'transaction')).toEqual({ EUR: 2, USD: 20.03, GBP: 3 });
    // Stamp duty 3.5; French FTT 6 booked, cancelled (Ca), 4.5 booked again.
    expect(sums(parsed, 'transaction-tax')).toEqual({ GBP: 3.5, EUR: 4.5 });
    // The forex commission ('Comm in EUR') is a conversion cost in the base currency.
    expect(sums(parsed, 'conversion')).toEqual({ EUR: 2 });
    expect(sums(parsed, 'dividend')).toEqual({ USD: 10 });
    expect(sums(parsed, 'dividend-tax')).toEqual({ USD: 1.5 });
  });

  it('German by name, base currency CHF named; amounts in CHF are left out of the euro totals, never summed as euros', () => {
    const parsed = parsedFixture('ibkr-kontoauszug-de.csv');
    expect(readAsText(parsed)).toBe('gelezen als IBKR Activity Statement (Duits, basisvaluta CHF), 2 orders');
    expect(sums(parsed, 'conversion')).toEqual({ CHF: 1.8 });
    expect(sums(parsed, 'dividend')).toEqual({ EUR: 10.25 });
    const paid = summarizePaid([parsed]);
    expect(paid.conversion).toBe(0);
    expect(paid.leftOut).toEqual([{ currency: 'CHF', lines: 1, fees: 1.8 }]);
  });

  it('another language by column order, with an Account column and Realized P/L %; base currency from the forex header', () => {
    const parsed = parsedFixture('ibkr-statement-ru.csv');
    expect(readAsText(parsed)).toBe(
      'gelezen als IBKR Activity Statement (Russisch, gelezen op kolomvolgorde, basisvaluta GBP), 2 orders',
    );
    // Executions under their Order row are its fills; the same symbol in another account is another order.
    expect(parsed.orders.map((o) => o.shares)).toEqual([10, 5]);
    expect(sums(parsed, 'transaction')).toEqual({ USD: 2 });
    expect(sums(parsed, 'conversion')).toEqual({ GBP: 1.6 });
  });

  it('the same statement with its sections renamed to words no reader knows is still read by structure', () => {
    const text = fixture('ibkr-statement-ru.csv')
      .replace(/^Сделки,/gm, 'Operazioni,')
      .replace(/^Statement,/gm, 'Statement,');
    const parsed = parse(text);
    expect(parsed.format).toBe('ibkr-activity');
    expect(parsed.orders).toHaveLength(2);
    expect(parsed.byColumnOrder).toBe(true);
  });

  it('without a base currency anywhere, the report says so and no amount becomes euros', () => {
    const text = [
      'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code',
      'Trades,Data,Order,Stocks,USD,KO,"2024-01-10, 10:00:00",10,60,60.5,-600,-1,601,0,5,O',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.baseCurrency).toBeNull();
    expect(exportName(parsed)).toBe('IBKR Activity Statement (Engels, basisvaluta niet vermeld in het bestand)');
  });

  it('a truncated statement reads what is there', () => {
    const text = fixture('ibkr-activity-en.csv');
    const cut = text.slice(0, text.indexOf('Trades,Data,Order,Stocks,GBP') + 20);
    const parsed = parse(cut);
    expect(parsed.format).toBe('ibkr-activity');
    expect(parsed.orders.map((o) => o.product)).toEqual(['ASML', 'AAPL']);
    expect(parsed.skippedLines).toHaveLength(1);
  });
});

describe('IBKR Flex Query and Transaction History', () => {
  it('trades and cash blocks stacked, each under its own header; executions of one IBOrderID are one order', () => {
    const parsed = parsedFixture('ibkr-flex-trades.csv');
    expect(readAsText(parsed)).toBe('gelezen als IBKR Flex Query (Engels, basisvaluta EUR), 2 orders');
    const apple = parsed.orders.find((o) => o.product === 'APPLE INC')!;
    expect(apple.shares).toBe(3006);
    // FXRateToBase 0.925 EUR per USD: the order's own rate in dollars per euro.
    expect(apple.usdPerEur).toBeCloseTo(1 / 0.925, 10);
    expect(sums(parsed, 'transaction')).toEqual({ USD: 15.03, EUR: 3 });
    expect(sums(parsed, 'conversion')).toEqual({ EUR: 2 });
    expect(sums(parsed, 'dividend')).toEqual({ USD: 751.5 });
    expect(sums(parsed, 'dividend-tax')).toEqual({ USD: 112.73 });
  });

  it('a forex commission without IBCommissionCurrency is in the base currency, not the pair’s', () => {
    const text = csvRows(fixture('ibkr-flex-trades.csv'))
      .map((row) =>
        row
          .filter((_, i) => i !== 12)
          .map((cell) => `"${cell}"`)
          .join(','),
      )
      .join('\n');
    const parsed = parse(text);
    expect(sums(parsed, 'conversion')).toEqual({ EUR: 2 });
    expect(sums(parsed, 'transaction')).toEqual({ USD: 15.03, EUR: 3 });
  });

  it('a cash-only Flex file (BOF/EOF framed) is IBKR with 0 orders and its dividends', () => {
    const parsed = parsedFixture('ibkr-flex-cash.csv');
    expect(parsed.format).toBe('ibkr-flex');
    expect(parsed.orders).toEqual([]);
    expect(sums(parsed, 'dividend')).toEqual({ GBP: 45, USD: 4.85 });
    expect(readAsText(parsed)).toBe('gelezen als IBKR Flex Query (Engels, basisvaluta GBP)');
  });

  it('Transaction History: amounts in the base currency, fills of a day one order', () => {
    const parsed = parsedFixture('ibkr-transaction-history.csv');
    expect(readAsText(parsed)).toBe('gelezen als IBKR Transaction History (Engels, basisvaluta EUR), 2 orders');
    expect(sums(parsed, 'transaction')).toEqual({ EUR: 3.17 });
    expect(sums(parsed, 'dividend-tax')).toEqual({ EUR: 0.36 });
  });

  it('the orders are priced at every broker', () => {
    const parsed = parsedFixture('ibkr-activity-en.csv');
    const pricing = priceOrders(parsed.orders);
    expect(pricing.brokers).toHaveLength(BROKER_COUNT);
    expect(pricing.compared).toBe(3);
    expect(pricing.notCompared).toEqual([{ venue: 'koers in GBP', orders: 1 }]);
    // Every provider prices the orders it offers; one that offers none of their markets (Meesman) shows them as
    // 'niet beschikbaar', never as € 0.
    for (const broker of pricing.brokers) {
      if (broker.unavailable === 0) expect(broker.total).toBeGreaterThan(0);
      else expect(broker.unavailable).toBeGreaterThan(0);
    }
    expect(pricing.brokers.filter((b) => b.unavailable === 0).length).toBeGreaterThanOrEqual(5);
  });
});

describe('saved results', () => {
  it('round-trip the new formats with their base currency and underived costs, and refuse a bad base currency', () => {
    const files = [
      { name: 'stmt.csv', parsed: parsedFixture('ibkr-activity-en.csv') },
      { name: 'saxo.csv', parsed: parsedFixture('saxo-transactions-en.csv') },
    ];
    const saved = { version: 1, savedAt: '2026-11-25T12:00:00.000Z', files };
    expect(parseSavedExports(JSON.stringify(saved))).toEqual(saved);
    const bad = { ...saved, files: [{ name: 'x', parsed: { ...files[0]!.parsed, baseCurrency: 'euro' } }] };
    expect(parseSavedExports(JSON.stringify(bad))).toBeUndefined();
  });
});
