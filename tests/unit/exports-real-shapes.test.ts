// Reading mistakes found on real exports, each in the shape the real file had (IBKR's: in
// tests/unit/brokerFiles/ibkr.test.ts): Saxo workbooks written with an `x:` prefix and French headers, a Saxo CSV
// with `Amount`, DEGIRO's Helsinki code and EUR/PLN conversion row, and pytr's three-decimal comma. The files
// are written here from the public format descriptions and the shapes quoted in the issue, never copied.
import { describe, expect, it } from 'vitest';
import type { ParsedExport } from '../../src/lib/exports/types';
import { parseWorkbookBytes } from '../../src/lib/exports/parse';
import { buildXlsx, type XlsxCell } from '../support/xlsx';
import { parsedText, moneySums } from '../support/exportFixtures';

const parse = (text: string): ParsedExport => parsedText(text);

const sums = moneySums;

/** Saxo's French Transactions report, as its workbooks write the header. */
const SAXO_FR_HEADER = [
  'Compte ID',
  "Date d'opération",
  'Date de valeur',
  'Type',
  'Instrument',
  "Code ISIN de l'instrument",
  "Devise de l'instrument",
  'Événement',
  'Ordre ID',
  'Montant comptabilisé',
  'Taux de change',
  'Devise du compte',
];

const saxoFrRows: XlsxCell[][] = [
  ['Opérations'],
  [],
  SAXO_FR_HEADER,
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
      'Client ID,Trade Date,Value Date,Type,Instrument,Instrument ISIN,Instrument currency,Event,Order ID,Amount,Conversion Rate,Account Currency',
      '12345678,2024-03-04,2024-03-06,Trade,Apple Inc.,US0378331005,USD,Buy 19 @ 149.00 USD,5012345678,-2617.14,0.92,EUR',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.format).toBe('saxo-transactions');
    expect(sums(parsed, 'transaction')).toEqual({ EUR: 12.62 });
  });
});

const DEGIRO_CURRENT_HEADER =
  'Datum,Tijd,Product,ISIN,Beurs,Uitvoeringsplaats,Aantal,Koers,,Lokale waarde,,Waarde in EUR,Wisselkoers,AutoFX Kosten,Transactiekosten en/of kosten van derden EUR,Totaal EUR,Order ID,';

describe('DEGIRO venues', () => {
  it('Helsinki (HSE) is priced as a Nordic exchange; the EUR/PLN conversion row (CNX) is no order', () => {
    const text = [
      DEGIRO_CURRENT_HEADER,
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

describe('pytr', () => {
  it('10,799 in a German pytr file is ten shares and a bit, not ten thousand', () => {
    const text = [
      'Datum;Typ;Wert;Notiz;ISIN;Stück;Gebühren;Steuern',
      '2024-07-02T10:00:00;Kauf;-1001;iShares Core MSCI World;IE00B4L5Y983;10,799;1;',
      '2024-08-02T10:00:00;Kauf;-501;iShares Core MSCI World;IE00B4L5Y983;5;1;',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.format).toBe('pytr');
    expect(parsed.orders.map((o) => o.shares)).toEqual([10.799, 5]);
  });
});

describe('Saxo column names from most to least specific', () => {
  it('a report with a plain Amount column before Booked Amount reads the booked amount', () => {
    const text = [
      'Client ID,Trade Date,Value Date,Type,Instrument,Instrument ISIN,Instrument currency,Event,Order ID,Amount,Booked Amount,Conversion Rate,Account Currency',
      '12345678,2024-03-04,2024-03-06,Trade,Apple Inc.,US0378331005,USD,Buy 19 @ 149.00 USD,5012345678,-2831.00,-2617.14,0.92,EUR',
    ].join('\n');
    expect(sums(parse(text), 'transaction')).toEqual({ EUR: 12.62 });
  });
});
