// Saxo's two reports, read by the readers of src/lib/brokerFiles/saxo/: the Transactions report (as the .xlsx Saxo
// writes, one sheet or a summary and one per account, in Dutch, English and French, and as the CSV saved from Excel)
// and the account statement ('Relevé de compte', the cash ledger), as Mijn kosten, box 3 and the portfolio take them.
// Workbooks are built here (tests/support/brokerFiles/saxo.ts writes each header once); expected figures are added up
// by hand from the rows.
import { describe, expect, it } from 'vitest';
import { strToU8 } from 'fflate';
import type { OwnPortfolio } from '../../../src/lib/portfolio/build';
import { analyzeExports } from '../../../src/lib/exports/analyze';
import { costUnknownText, problemText, readAsText, tradesElsewhereText } from '../../../src/lib/exports/messages';
import { parseExportText, parseWorkbookBytes } from '../../../src/lib/exports/parse';
import { priceOrders } from '../../../src/lib/exports/pricing';
import type { ParsedExport } from '../../../src/lib/exports/types';
import { derivedCost } from '../../../src/lib/brokerFiles/saxo/transactions';
import { excelSerialDate, parseSaxoDate } from '../../../src/lib/brokerFiles/saxo/dates';
import { readTradeWords } from '../../../src/lib/brokerFiles/shared/tradeWords';
import { readPortfolioText, readPortfolioWorkbook } from '../../../src/lib/portfolio/fromExports';
import { fileMessage } from '../../../src/lib/portfolio/view';
import { fixture, moneySums, parsedFixture, parsedText } from '../../support/exportFixtures';
import {
  SAXO_ACCOUNT_HEADER_FR,
  SAXO_TRANSACTIONS_HEADER,
  saxoAccountWorkbookFr,
  saxoTransactionLine,
  saxoTransactionsCsv,
  saxoTransactionsWorkbook,
} from '../../support/brokerFiles/saxo';
import { buildXlsx, xlsxParts, zipParts, type XlsxCell } from '../../support/xlsx';
import { holding, portfolioOf, readLines as read } from '../../support/portfolioFiles';

const parse = (text: string): ParsedExport => parsedText(text);
const sums = moneySums;
const DAY = '2025-03-20';
const RELEVE = { name: 'Releve.xlsx', day: DAY };

/** Saxo's Dutch transactions sheet: dates as Excel serials (45355 = 2024-03-04), a title above the header. */
const saxoNlRows = (account: string): XlsxCell[][] => [
  ['Transacties'],
  [`Rekening ${account}`],
  [],
  [...SAXO_TRANSACTIONS_HEADER.nl],
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

const saxoFrRows: XlsxCell[][] = [
  ['Opérations'],
  [],
  [...SAXO_TRANSACTIONS_HEADER.fr],
  [
    'EUR-123',
    45355,
    45357,
    'Opération',
    'Apple Inc.',
    'US0378331005',
    'USD',
    'Acheter 19 @ 149.00 USD',
    '5012345678',
    -2617.14,
    0.92,
    'EUR',
  ],
  [
    'EUR-123',
    45356,
    45358,
    'Opération',
    'ASML Holding NV',
    'NL0010273215',
    'EUR',
    'Acheter 2 @ 1212.00 EUR',
    '5012345679',
    -2426,
    1,
    'EUR',
  ],
  ['EUR-123', 45360, 45360, 'Montant de liquidités', '', '', '', 'Dépôt', '0', 5000, '', 'EUR'],
];

describe('Saxo workbooks and CSV', () => {
  it('an .xlsx whose sheet, shared strings and workbook are written with an x: prefix is read', () => {
    const bytes = buildXlsx([{ name: 'Opérations', rows: saxoFrRows }], { prefix: 'x' });
    const outcome = parseWorkbookBytes(bytes);
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.parsed.language).toBe('fr');
    expect(outcome.parsed.orders.map((o) => [o.date, o.shares])).toEqual([
      ['2024-03-04', 19],
      ['2024-03-05', 2],
    ]);
    // French headers: the rate from 'Taux de change', one order per 'Ordre ID'. 2617.14 − 19 × 149 × 0.92 = 12.62; 2426 − 2424 = 2.
    expect(sums(outcome.parsed, 'transaction')).toEqual({ EUR: 14.62 });
    expect(outcome.parsed.costUnknown).toBe(0);
  });

  it('French headers in an unprefixed workbook too, with fills of one Ordre ID as one order', () => {
    const rows: XlsxCell[][] = [
      ...saxoFrRows.slice(0, 3),
      [
        'EUR-123',
        45355,
        45357,
        'Opération',
        'Apple Inc.',
        'US0378331005',
        'USD',
        'Acheter 9 @ 149.00 USD',
        '77',
        -1238.72,
        0.92,
        'EUR',
      ],
      [
        'EUR-123',
        45355,
        45357,
        'Opération',
        'Apple Inc.',
        'US0378331005',
        'USD',
        'Acheter 10 @ 149.00 USD',
        '77',
        -1378.42,
        0.92,
        'EUR',
      ],
    ];
    const outcome = parseWorkbookBytes(buildXlsx([{ name: 'Opérations', rows }]));
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.parsed.orders.map((o) => o.shares)).toEqual([19]);
    expect(sums(outcome.parsed, 'transaction')).toEqual({ EUR: 12.62 });
  });

  it('a CSV with Amount instead of Booked Amount is Saxo', () => {
    const text = [
      SAXO_TRANSACTIONS_HEADER.en.join(',').replace('Booked Amount', 'Amount'),
      '12345678,2024-03-04,2024-03-06,Trade,Apple Inc.,US0378331005,USD,Buy 19 @ 149.00 USD,5012345678,-2617.14,0.92,EUR',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.format).toBe('saxo-transactions');
    expect(sums(parsed, 'transaction')).toEqual({ EUR: 12.62 });
  });
});

describe('Saxo column names from most to least specific', () => {
  it('a report with a plain Amount column before Booked Amount reads the booked amount', () => {
    const text = [
      SAXO_TRANSACTIONS_HEADER.en.join(',').replace('Booked Amount', 'Amount,Booked Amount'),
      '12345678,2024-03-04,2024-03-06,Trade,Apple Inc.,US0378331005,USD,Buy 19 @ 149.00 USD,5012345678,-2831.00,-2617.14,0.92,EUR',
    ].join('\n');
    expect(sums(parse(text), 'transaction')).toEqual({ EUR: 12.62 });
  });

  it('the other French names of the order and the rate (ID de l’ordre, Taux de conversion) are read too', () => {
    const other: Readonly<Record<string, string>> = {
      'Ordre ID': "ID de l'ordre",
      'Taux de change': 'Taux de conversion',
    };
    const header = SAXO_TRANSACTIONS_HEADER.fr.map((name) => other[name] ?? name);
    const fill = (quantity: number, booked: number) =>
      saxoTransactionLine('fr', {
        date: '2024-03-04',
        instrument: 'Apple Inc.',
        event: `Acheter ${quantity} @ 149.00 USD`,
        orderId: '77',
        booked,
        rate: 0.92,
        accountCurrency: 'EUR',
      });
    const parsed = parse([header.join(','), fill(9, -1238.72), fill(10, -1378.42)].join('\n'));
    expect(parsed.language).toBe('fr');
    // One order of two fills at rate 0.92: 2617.14 − 19 × 149 × 0.92 = 12.62.
    expect(parsed.orders.map((o) => o.shares)).toEqual([19]);
    expect(sums(parsed, 'transaction')).toEqual({ EUR: 12.62 });
  });
});

describe('Saxo Transactions in the portfolio', () => {
  const expectSaxo = (portfolio: OwnPortfolio) => {
    expect(portfolio.problems).toEqual([]);
    // The cost basis is what was booked: 19 × 149 USD at 0.92 is 2,604.52, the rest of 2,617.14 its cost.
    expect(holding(portfolio, 'US0378331005').fifo.costBasis).toBeCloseTo(2617.14, 9);
    expect(holding(portfolio, 'US0378331005').quantity).toBe(19);
    expect(holding(portfolio, 'NL0010273215').fifo.costBasis).toBeCloseTo(2426, 9);
    expect(portfolio.totals.dividendsEur).toBeCloseTo(4.37, 9);
  };

  it('as the CSV saved from Excel', () => {
    const file = read('saxo.csv', [
      `\ufeff${SAXO_TRANSACTIONS_HEADER.en.join(',')}`,
      '12345678,2024-03-04,2024-03-06,Trade,Apple Inc.,US0378331005,USD,Buy 19 @ 149.00 USD,5012345678,-2617.14,0.92,EUR',
      '12345678,2024-03-05,2024-03-07,Trade,ASML Holding NV,NL0010273215,EUR,"Buy 2 @ 1,212.00 EUR",5012345679,-2426.00,1,EUR',
      '12345678,2024-05-16,2024-05-16,Corporate action,Apple Inc.,US0378331005,USD,Cash dividend,,4.37,0.92,EUR',
      '12345678,2024-06-01,2024-06-01,Transfer,Apple Inc.,US0378331005,USD,Transfer in,0,0,,EUR',
    ]);
    expect(file.format).toBe('saxo-transactions');
    expectSaxo(portfolioOf(file));
  });

  it('as the .xlsx workbook Saxo writes (x:-prefixed XML, a title above the header, Dutch)', () => {
    const rows: XlsxCell[][] = [
      ['Transacties'],
      [],
      [...SAXO_TRANSACTIONS_HEADER.nl],
      [
        '123',
        45355,
        45357,
        'Transactie',
        'Apple Inc.',
        'US0378331005',
        'Koop 19 @ 149,00 USD',
        '501',
        -2617.14,
        0.92,
        'EUR',
      ],
      [
        '123',
        45356,
        45358,
        'Transactie',
        'ASML Holding NV',
        'NL0010273215',
        'Koop 2 @ 1.212,00 EUR',
        '502',
        -2426,
        1,
        'EUR',
      ],
      [
        '123',
        45428,
        45428,
        'Corporate action',
        'Apple Inc.',
        'US0378331005',
        'Contant dividend',
        '',
        4.37,
        0.92,
        'EUR',
      ],
    ];
    const outcome = readPortfolioWorkbook(buildXlsx([{ name: 'Transacties', rows }], { prefix: 'x' }), {
      name: 'saxo.xlsx',
      day: DAY,
    });
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.file.format).toBe('saxo-transactions');
    expectSaxo(portfolioOf(outcome.file));
  });

  it('a workbook that is no Saxo report, or no workbook, is refused with its reason', () => {
    const other = buildXlsx([
      {
        name: 'Blad1',
        rows: [
          ['a', 'b'],
          [1, 2],
        ],
      },
    ]);
    expect(readPortfolioWorkbook(other, { name: 'x.xlsx', day: DAY })).toEqual({ ok: false, problem: 'not-saxo' });
    expect(readPortfolioWorkbook(new Uint8Array([80, 75, 3, 4, 1]), { name: 'x.xlsx', day: DAY })).toMatchObject({
      ok: false,
    });
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

// Dates as Excel serials (45355: 4 March 2024). The amounts name their currency, as Saxo's Transactions report
// may ('-2,831.00 USD', saxo/transactions.ts readBooked). 'Commission …' and 'Custody Fee' are this test's fee texts.
const ROWS: readonly (readonly XlsxCell[])[] = [
  ['12345678', 45355, 45355, 'DEPOSIT 9001234', '5000.00 EUR', '5000.00 EUR', ''],
  ['12345678', 45356, 45358, 'Shares ASML:xams 6588778146', '-4510.25 EUR', '489.75 EUR', ''],
  ['12345678', 45356, 45358, 'Commission 6588778146', '-3.00 EUR', '486.75 EUR', ''],
  ['12345678', 45400, 45400, 'Custody Fee', '-1.21 EUR', '485.54 EUR', ''],
  ['12345678', 45420, 45420, 'Corporate Actions - Cash Dividends 6612345', '12.40 EUR', '497.94 EUR', ''],
  ['12345678', 45450, 45450, 'WITHDRAWAL 9001299', '-250.00 EUR', '247.94 EUR', ''],
];

function parsedWorkbook(rows = ROWS): ParsedExport {
  const outcome = parseWorkbookBytes(saxoAccountWorkbookFr(rows));
  if (!outcome.ok) throw new Error(`not read: ${outcome.problem}`);
  return outcome.parsed;
}

describe('Saxo’s account statement (Relevé de compte) in Mijn kosten', () => {
  it('is recognised as Saxo’s account statement, not answered with ‘not a Saxo file’', () => {
    const parsed = parsedWorkbook();
    expect(parsed).toMatchObject({ format: 'saxo-account', language: 'fr', baseCurrency: 'EUR', orders: [] });
    expect(parsed.skippedLines).toEqual([]);
    // Deposit, withdrawal, custody fee, the trade and the corporate action: read, no order.
    expect(parsed.otherRows).toBe(5);
    expect(readAsText(parsed)).toBe('gelezen als Saxo Rekeningoverzicht (Frans, basisvaluta EUR)');
  });

  it('tells the reader in Dutch that its share trades are in the Transactions report, and where to download it', () => {
    const text = tradesElsewhereText(parsedWorkbook());
    expect(text).toContain('aandelentransacties staan in het rapport Transacties');
    expect(text).toContain('SaxoTraderGO Account › Historische rapporten › Transacties');
    expect(tradesElsewhereText({ format: 'saxo-transactions' })).toBeNull();
  });

  it('counts a commission line as paid transaction costs, a custody fee (which the model does not count) not', () => {
    const parsed = parsedWorkbook();
    expect(parsed.money).toEqual([{ year: 2024, kind: 'transaction', amount: 3, currency: 'EUR' }]);
    expect(analyzeExports([parsed]).paid.transaction).toBeCloseTo(3, 9);
  });

  it('leaves its commission out for a year a Transactions report chosen with it covers (counted once)', () => {
    const report = parseWorkbookBytes(
      saxoTransactionsWorkbook('nl', [
        {
          client: '12345678',
          date: 45356,
          type: 'Aandelen',
          instrument: 'ASML Holding NV',
          isin: 'NL0010273215',
          event: 'Koop 5 @ 901,45 EUR',
          orderId: '6588778146',
          booked: -4510.25,
          rate: 1,
        },
      ]),
    );
    if (!report.ok) throw new Error(report.problem);
    const alone = analyzeExports([report.parsed]).paid.transaction;
    expect(analyzeExports([report.parsed, parsedWorkbook()]).paid.transaction).toBeCloseTo(alone, 9);
  });

  it('reads the same statement saved as CSV', () => {
    const csv = [
      SAXO_ACCOUNT_HEADER_FR.join(','),
      '12345678,2024-03-04,2024-03-04,DEPOSIT 9001234,5000.00 EUR,5000.00 EUR,',
      '12345678,2024-03-05,2024-03-07,Shares ASML:xams 6588778146,-4510.25 EUR,489.75 EUR,',
    ].join('\n');
    const outcome = parseExportText(csv);
    expect(outcome.ok && outcome.parsed.format).toBe('saxo-account');
    const portfolio = readPortfolioText(csv, { name: 'Releve.csv', day: '2025-03-20' });
    expect(portfolio.ok && portfolio.file.records.map((r) => [r.kind, r.amount, r.currency])).toEqual([
      ['deposit', 5000, 'EUR'],
    ]);
  });

  it('without a currency in the file, reads no amount as euros: its cash lines are named, never guessed', () => {
    const plain = ROWS.map((row) =>
      row.map((cell, i) => (i >= 4 && typeof cell === 'string' ? Number.parseFloat(cell) : cell)),
    );
    const parsed = parsedWorkbook(plain);
    expect(parsed.baseCurrency).toBeNull();
    expect(parsed.money).toEqual([]);
    // Lines 4, 6, 7 and 9 of the sheet (title, empty row and header above): deposit, commission, custody, withdrawal.
    expect(parsed.skippedLines).toEqual([4, 6, 7, 9]);
    // The portfolio names the same lines and still says where the trades are.
    const outcome = readPortfolioWorkbook(new Uint8Array(saxoAccountWorkbookFr(plain)), RELEVE);
    expect(outcome.ok && outcome.file.skippedLines).toEqual([4, 6, 7, 9]);
    expect(fileMessage('Releve.xlsx', outcome)).toMatch(
      /^Releve\.xlsx: read; lines 4, 6, 7, 9 left out .*Transactions report/,
    );
  });
});

describe('Saxo’s account statement in the portfolio', () => {
  it('gives its deposits, withdrawals and fees as records, and says in English where the trades are', () => {
    const outcome = readPortfolioWorkbook(new Uint8Array(saxoAccountWorkbookFr(ROWS)), RELEVE);
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.file.format).toBe('saxo-account');
    expect(outcome.file.records.map((r) => [r.date, r.kind, r.amount, r.currency, r.feeKind ?? null])).toEqual([
      ['2024-03-04', 'deposit', 5000, 'EUR', null],
      ['2024-03-05', 'fee', 3, 'EUR', 'transaction'],
      ['2024-04-18', 'fee', 1.21, 'EUR', 'other'],
      ['2024-06-07', 'withdrawal', 250, 'EUR', null],
    ]);
    expect(outcome.file.records.every((r) => r.source.broker === 'Saxo')).toBe(true);
    expect(fileMessage('Releve.xlsx', outcome)).toContain(
      "Its share trades are in Saxo's Transactions report: in SaxoTraderGO open Account › Historic reports › Transactions",
    );
  });
});

describe('Saxo Transactions: one reading for every tool', () => {
  const APPLE = { client: '1', type: 'Trade', instrument: 'Apple Inc.', isin: 'US0378331005' };

  it('a dividend booked with order ID 0, as Saxo books it, is a dividend in the portfolio as in Mijn kosten', () => {
    const text = fixture('saxo-transactions-en.csv');
    expect(sums(parse(text), 'dividend')).toEqual({ EUR: 3.9 });
    const outcome = readPortfolioText(text, { name: 'saxo.csv', day: DAY });
    if (!outcome.ok) throw new Error(outcome.problem);
    const dividends = outcome.file.records.filter((record) => record.kind === 'dividend');
    expect(dividends.map((r) => [r.date, r.isin, r.amount, r.currency])).toEqual([
      ['2024-05-16', 'US0378331005', 3.9, 'EUR'],
    ]);
  });

  it('without the account’s currency a dividend names none: its line is unread in every tool; the trade is read', () => {
    const text = saxoTransactionsCsv('en', [
      { ...APPLE, date: '2024-03-04', event: 'Buy 19 @ 149.00 USD', orderId: '501', booked: -2617.14, rate: 0.92 },
      { ...APPLE, date: '2024-05-16', type: 'Corporate action', event: 'Cash dividend', orderId: '0', booked: 3.9 },
    ]);
    const parsed = parse(text);
    expect(parsed.baseCurrency).toBeNull();
    expect(parsed.orders.map((o) => o.shares)).toEqual([19]);
    expect(parsed.costUnknown).toBe(1);
    expect(parsed.money).toEqual([]);
    expect(parsed.skippedLines).toEqual([3]);
    const outcome = readPortfolioText(text, { name: 'saxo.csv', day: DAY });
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.file.skippedLines).toEqual([3]);
    // The trade's value is in dollars as the words say; what it was in euros the file does not tell.
    expect(outcome.file.records.map((r) => [r.kind, r.quantity, r.amount, r.currency, r.amountEur])).toEqual([
      ['buy', 19, 2831, 'USD', null],
    ]);
  });

  it('an empty file is empty; a report with its header and no row below it has no rows, in every tool', () => {
    expect(parseWorkbookBytes(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    const bare = saxoTransactionsWorkbook('nl', []);
    expect(parseWorkbookBytes(bare)).toEqual({ ok: false, problem: 'no-rows' });
    expect(readPortfolioWorkbook(bare, RELEVE)).toEqual({ ok: false, problem: 'no-rows' });
  });
});
