// IBKR's and Saxo's exports: the Activity Statement in English, German and a language read by
// its column order, Flex queries (trades, stacked cash blocks, cash only), the Transaction History, and
// Saxo's Transactions report as an .xlsx built here and as CSV. Expected figures are added up by hand
// from the fixture rows.
import { BROKER_COUNT } from '../../src/data/brokerList';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { costUnknownText, exportName, problemText, readAsText } from '../../src/lib/exports/messages';
import { summarizePaid } from '../../src/lib/exports/paid';
import { csvRows } from '../../src/lib/brokerFiles/shared/csv';
import { priceOrders } from '../../src/lib/exports/pricing';
import { parseSavedExports } from '../../src/lib/exports/saved';
import { derivedCost } from '../../src/lib/brokerFiles/saxo/transactions';
import { readTradeWords } from '../../src/lib/brokerFiles/shared/tradeWords';
import { excelSerialDate, parseSaxoDate } from '../../src/lib/brokerFiles/saxo/dates';
import type { ParsedExport } from '../../src/lib/exports/types';
import { parseWorkbookBytes } from '../../src/lib/exports/parse';
import { fixture, moneySums, parsedFixture, parsedText } from '../support/exportFixtures';
import { buildXlsx, xlsxParts, zipParts, type XlsxCell } from '../support/xlsx';

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

const SAXO_NL_HEADER = [
  'Klant-ID',
  'Transactiedatum ',
  'Valutadatum ',
  'Type',
  'Instrument',
  'Instrument ISIN',
  'Gebeurtenis',
  'Order-ID',
  'Geboekt bedrag ',
  'Conversiekoers',
  'Rekeningvaluta',
];

/** Saxo's Dutch transactions sheet: dates as Excel serials (45355 = 2024-03-04), a title above the header. */
const saxoNlRows = (account: string): XlsxCell[][] => [
  ['Transacties'],
  [`Rekening ${account}`],
  [],
  SAXO_NL_HEADER,
  [
    account,
    45355,
    45357,
    'Transactie',
    'Apple Inc.',
    'US0378331005',
    'Koop 19 @ 149,00 USD',
    '5012345678',
    -2617.14,
    0.92,
    'EUR',
  ],
  [
    account,
    45356,
    45358,
    'Transactie',
    'ASML Holding NV',
    'NL0010273215',
    'Koop 2 @ 1.212,00 EUR',
    '5012345679',
    { formula: 'SUM(-2426)', value: -2426 },
    1,
    'EUR',
  ],
  [
    account,
    45356,
    45358,
    'Transactie',
    'ASML Holding NV',
    'NL0010273215',
    'Koop 1 @ 1.212,00 EUR',
    '5012345679',
    -1213,
    1,
    'EUR',
  ],
  [account, 45413, 45413, 'Overboeking', 'ING Groep NV', 'NL0011821202', 'Transfer in 100', '0', 0, 1, 'EUR'],
  [account, 45473, 45473, 'Kasbedrag', null, null, 'Servicekosten', '0', -5, null, 'EUR'],
];

describe('Saxo Transactions report', () => {
  it('an .xlsx built here: serial dates, headers with trailing spaces, a formula read as its value, partial fills one order', () => {
    const outcome = parseWorkbookBytes(buildXlsx([{ name: 'Transacties', rows: saxoNlRows('12345678') }]));
    if (!outcome.ok) throw new Error(outcome.problem);
    const parsed = outcome.parsed;
    expect(readAsText(parsed)).toBe('gelezen als Saxo Transacties (Nederlands, basisvaluta EUR), 2 orders');
    expect(parsed.orders.map((o) => [o.date, o.shares])).toEqual([
      ['2024-03-04', 19],
      ['2024-03-05', 3],
    ]);
    // 2617.14 − 19 × 149 × 0.92 = 12.62; 2426 + 1213 − 3 × 1212 = 3.
    expect(sums(parsed, 'transaction')).toEqual({ EUR: 15.62 });
    expect(parsed.otherRows).toBe(2);
    expect(parsed.costUnknown).toBe(0);
  });

  it('a summary sheet and a sheet per account: the account sheets read together; inline strings too', () => {
    const summary = { name: 'Overzicht', rows: [['Rekeningoverzicht'], ['Rekening', 'Saldo'], ['12345678', 1000]] };
    const bytes = buildXlsx(
      [summary, { name: '12345678', rows: saxoNlRows('12345678') }, { name: '87654321', rows: saxoNlRows('87654321') }],
      { inlineStrings: true },
    );
    const outcome = parseWorkbookBytes(bytes);
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.parsed.orders).toHaveLength(4);
    expect(sums(outcome.parsed, 'transaction')).toEqual({ EUR: 31.24 });
  });

  it('the CSV saved from Excel, in English: thousands separators, a JPY sell, a French buy whose cost holds the FTT', () => {
    const parsed = parsedFixture('saxo-transactions-en.csv');
    expect(readAsText(parsed)).toBe('gelezen als Saxo Transacties (Engels, basisvaluta EUR), 4 orders');
    // 12.62 + 2 + (100 × 24,540 × 0.006 − 14,706.13 = 17.87); TotalEnergies (FR) is not derived.
    expect(sums(parsed, 'transaction')).toEqual({ EUR: 32.49 });
    expect(parsed.costUnknown).toBe(1);
    expect(costUnknownText(parsed)).toContain('Bij 1 order staan de kosten niet apart');
    expect(sums(parsed, 'dividend')).toEqual({ EUR: 3.9 });
    // Every order is still priced at every broker.
    expect(priceOrders(parsed.orders).compared).toBe(3);
  });

  it('French words and month names', () => {
    expect(readTradeWords('Acheter 19 @ 149.00 USD')).toEqual({
      quantity: 19,
      price: 149,
      decimals: 2,
      currency: 'USD',
    });
    expect(readTradeWords('Vendre -600 @ 5.04 EUR')).toEqual({
      quantity: -600,
      price: 5.04,
      decimals: 2,
      currency: 'EUR',
    });
    expect(readTradeWords('Transfert entrant')).toBeNull();
    expect(parseSaxoDate('14-févr.-2024')).toBe('2024-02-14');
    expect(parseSaxoDate('3 mrt 2024')).toBe('2024-03-03');
    expect(parseSaxoDate('12-mei-2024')).toBe('2024-05-12');
    expect(parseSaxoDate('45352')).toBe('2024-03-01');
    expect(excelSerialDate(25569)).toBe('1970-01-01');
  });

  it('a cost is derived only where unambiguous and never negative', () => {
    const fill = (booked: number, quantity: number, price: number, decimals: number, isin = 'US0') => ({
      line: 2,
      date: '2024-01-01',
      product: 'X',
      isin,
      trade: { quantity, price, decimals, currency: 'USD' },
      booked,
      rate: 0.9,
    });
    // Slightly below zero from the rounded price: 0.
    expect(derivedCost([fill(-899.98, 10, 100, 2)], 'EUR')).toBe(0);
    // A price without decimals on 10 shares: ±4.50, too uncertain.
    expect(derivedCost([fill(-905, 10, 100, 0)], 'EUR')).toBeNull();
    expect(derivedCost([fill(-899.99, 10, 100, 2)], 'EUR')).toBe(0);
    // Well below zero: not derived.
    expect(derivedCost([fill(-880, 10, 100, 2)], 'EUR')).toBeNull();
    // 10,000 shares at a price rounded to cents: ±45 euros, too uncertain.
    expect(derivedCost([fill(-900_010, 10_000, 100, 2)], 'EUR')).toBeNull();
    // No account currency: nothing can be named.
    expect(derivedCost([fill(-905, 10, 100, 2)], null)).toBeNull();
    expect(derivedCost([fill(-905, 10, 100, 2)], 'EUR')).toBe(5);
  });
});

describe('bad workbooks end in a Dutch message', () => {
  it('a zip bomb (a few KB inflating past the cap) stops at the cap', () => {
    const huge = new Uint8Array(65 * 1024 * 1024).fill(32);
    const parts = { ...xlsxParts([{ name: 'Transacties', rows: saxoNlRows('1') }]), 'xl/worksheets/sheet1.xml': huge };
    const bytes = zipParts(parts, 1);
    expect(bytes.length).toBeLessThan(200_000);
    expect(parseWorkbookBytes(bytes)).toEqual({ ok: false, problem: 'xlsx-too-large' });
    expect(problemText('xlsx-too-large')).toContain('64 MB');
  }, 30_000);

  it('an archive with thousands of entries', () => {
    const parts: Record<string, string> = xlsxParts([{ name: 'Transacties', rows: saxoNlRows('1') }]);
    for (let i = 0; i < 1200; i += 1) parts[`xl/media/image${i}.png`] = 'x';
    expect(parseWorkbookBytes(zipParts(parts))).toEqual({ ok: false, problem: 'xlsx-too-large' });
    expect(problemText('xlsx-too-large')).toContain('1.000 onderdelen');
  });

  it('a sheet with a million empty rows, or one row numbered a million', () => {
    const rows = '<row/>'.repeat(1_000_000);
    const parts = {
      ...xlsxParts([{ name: 'Transacties', rows: [] }]),
      'xl/worksheets/sheet1.xml': `<worksheet><sheetData>${rows}</sheetData></worksheet>`,
    };
    expect(parseWorkbookBytes(zipParts(parts, 1))).toEqual({ ok: false, problem: 'too-many-rows' });
    const far = {
      ...parts,
      'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row r="1048576"/></sheetData></worksheet>',
    };
    expect(parseWorkbookBytes(zipParts(far))).toEqual({ ok: false, problem: 'too-many-rows' });
    expect(problemText('too-many-rows')).toContain('200.000 regels');
  }, 30_000);

  it('a truncated .xlsx, an .xlsx that is no Saxo report, and bytes that are no zip', () => {
    const bytes = buildXlsx([{ name: 'Transacties', rows: saxoNlRows('1') }]);
    expect(parseWorkbookBytes(bytes.slice(0, Math.floor(bytes.length / 2)))).toEqual({
      ok: false,
      problem: 'damaged-xlsx',
    });
    const other = buildXlsx([
      {
        name: 'Budget',
        rows: [
          ['Maand', 'Uitgaven'],
          ['jan', 100],
        ],
      },
    ]);
    expect(parseWorkbookBytes(other)).toEqual({ ok: false, problem: 'not-saxo' });
    expect(parseWorkbookBytes(strToU8('Trade Date,Event'))).toEqual({ ok: false, problem: 'damaged-xlsx' });
    expect(problemText('not-saxo')).toContain('geen rapport van Saxo');
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
