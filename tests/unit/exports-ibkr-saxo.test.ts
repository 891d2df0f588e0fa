// Saxo's exports (IBKR's are in tests/unit/brokerFiles/ibkr.test.ts): Saxo's Transactions report as an .xlsx
// built here and as CSV. Expected figures are added up by hand from the fixture rows.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { costUnknownText, problemText, readAsText } from '../../src/lib/exports/messages';
import { priceOrders } from '../../src/lib/exports/pricing';
import { parseSavedExports } from '../../src/lib/exports/saved';
import { derivedCost, readTradeWords } from '../../src/lib/exports/saxo';
import { excelSerialDate, parseSaxoDate } from '../../src/lib/brokerFiles/saxo/dates';
import { parseWorkbookBytes } from '../../src/lib/exports/parse';
import { moneySums, parsedFixture } from '../support/exportFixtures';
import { buildXlsx, xlsxParts, zipParts, type XlsxCell } from '../support/xlsx';

const sums = moneySums;

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
