// Reading mistakes found on real exports, each in the shape the real file had: IBKR's `Trade`
// discriminator rows, Flex forex rows without AssetClass and cash rows with Date/Time, a Transaction History
// without Price Currency, a warrant, Saxo workbooks written with an `x:` prefix and French headers, a Saxo CSV
// with `Amount`, and pytr's three-decimal comma. The files
// are written here from the public format descriptions and the shapes quoted in the issue, never copied.
import { describe, expect, it } from 'vitest';
import type { ParsedExport } from '../../src/lib/exports/types';
import { parseWorkbookBytes } from '../../src/lib/exports/parse';
import { buildXlsx, type XlsxCell } from '../support/xlsx';
import { parsedText, moneySums } from '../support/exportFixtures';

const parse = (text: string): ParsedExport => parsedText(text);

const sums = moneySums;

const IBKR_TRADES_HEADER =
  'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code';
const IBKR_PREAMBLE = [
  'Statement,Header,Field Name,Field Value',
  'Statement,Data,Title,Activity Statement',
  'Account Information,Header,Field Name,Field Value',
  'Account Information,Data,Base Currency,EUR',
];

describe('IBKR Activity Statement: Trade rows', () => {
  it('Trade rows beside Order, Execution and ClosedLot are fills of the order, never orders of their own', () => {
    const text = [
      ...IBKR_PREAMBLE,
      IBKR_TRADES_HEADER,
      'Trades,Data,Order,Stocks,USD,AAPL,"2024-03-01, 10:30:00",30,180.5,181,-5415,-1,5416,0,15,O',
      'Trades,Data,Trade,Stocks,USD,AAPL,"2024-03-01, 10:30:00",10,180.5,181,-1805,-0.34,1805.34,0,5,O',
      'Trades,Data,Trade,Stocks,USD,AAPL,"2024-03-01, 10:30:02",20,180.5,181,-3610,-0.66,3610.66,0,10,O',
      'Trades,Data,Order,Stocks,EUR,ASML,"2024-04-02, 09:15:00",-2,850,851,1700,-3,-1690,7,-2,C',
      'Trades,Data,Execution,Stocks,EUR,ASML,"2024-04-02, 09:15:00",-2,850,851,1700,-3,-1690,7,-2,C',
      'Trades,Data,Trade,Stocks,EUR,ASML,"2024-04-02, 09:15:00",-2,850,851,1700,-3,-1690,7,-2,C',
      'Trades,Data,ClosedLot,Stocks,EUR,ASML,2023-01-05,2,845,,,,1690,7,,ST',
      'Trades,SubTotal,,Stocks,USD,AAPL,,30,,,-5415,-1,,0,15,',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.orders.map((o) => [o.product, o.shares])).toEqual([
      ['AAPL', 30],
      ['ASML', 2],
    ]);
    expect(sums(parsed, 'transaction')).toEqual({ USD: 1, EUR: 3 });
  });

  it('a Data row with the discriminator SubTotal restates an order: no second order, no second commission', () => {
    // As a real statement writes a closed position: the sell's Order row, then a Data row 'SubTotal' with the same
    // quantity, proceeds and Comm/Fee, then the usual SubTotal and Total lines.
    const text = [
      ...IBKR_PREAMBLE,
      IBKR_TRADES_HEADER,
      'Trades,Data,Order,Stocks,USD,TJX,"2024-09-18, 15:30:08",5,126.79,127.24,-633.95,-1,634.95,0,2.25,O',
      'Trades,Data,Order,Stocks,USD,QCOM,"2024-09-18, 15:31:11",-4,150.5,150.4,602,-0.715,-540,61.285,0.4,C',
      'Trades,Data,SubTotal,Stocks,USD,QCOM,"2024-09-18, 15:31:11",-4,150.5,,602,-0.715,,,0.4,',
      'Trades,SubTotal,,Stocks,USD,TJX,,5,,,-633.95,-1,634.95,0,2.25,',
      'Trades,Total,,Stocks,USD,,,,,,-31.95,-1.715,94.95,61.285,2.65,',
      'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,,Proceeds,Comm in EUR,,,MTM in EUR,Code',
      'Trades,Data,Order,Forex,USD,EUR.USD,"2024-09-18, 15:29:00",-600,1.1,,660,-1.8,,,0,',
      'Trades,SubTotal,,Forex,USD,EUR.USD,,-600,,,660,-1.8,,,0,',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.orders.map((o) => [o.product, o.shares])).toEqual([
      ['TJX', 5],
      ['QCOM', 4],
    ]);
    expect(parsed.skippedLines).toEqual([]);
    // What was paid is the Comm/Fee of the two orders plus the forex commission, each once.
    expect(sums(parsed, 'transaction')).toEqual({ USD: 1.72 });
    expect(sums(parsed, 'conversion')).toEqual({ EUR: 1.8 });
  });

  it('a statement with only Trade rows groups them per instrument, side and day, as Execution rows', () => {
    const text = [
      ...IBKR_PREAMBLE,
      IBKR_TRADES_HEADER,
      'Trades,Data,Trade,Stocks,USD,AAPL,"2024-03-01, 10:30:00",10,180.5,181,-1805,-0.34,1805.34,0,5,O',
      'Trades,Data,Trade,Stocks,USD,AAPL,"2024-03-01, 10:30:02",20,180.5,181,-3610,-0.66,3610.66,0,10,O',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.orders.map((o) => [o.product, o.shares])).toEqual([['AAPL', 30]]);
    expect(sums(parsed, 'transaction')).toEqual({ USD: 1 });
  });

  it('a warrant is no share order, also in a language read by column order', () => {
    const text = [
      'Statement,Header,Field Name,Field Value',
      'Statement,Data,Title,Relevé d’activité',
      'Informations sur le compte,Header,Nom du champ,Valeur du champ',
      'Informations sur le compte,Data,Devise de base,EUR',
      'Transactions,Header,DataDiscriminator,Catégorie d’actif,Devise,Symbole,Date/Heure,Quantité,Prix trans.,Prix clôt.,Produit,Comm/Tarif,Base,P/P réalisé,P/P MTM,Code',
      'Transactions,Data,Order,Actions,EUR,ASML,"2024-04-02, 09:15:00",2,850,851,-1700,-3,1703,0,2,O',
      'Transactions,Data,Order,Warrants,EUR,DE000VU1AB23,"2024-04-03, 10:00:00",500,0.42,0.43,-210,-3,213,0,5,O',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.orders).toHaveLength(2);
    expect(parsed.orders.filter((o) => o.market !== 'other').map((o) => o.product)).toEqual(['ASML']);
  });
});

describe('IBKR Flex and Transaction History', () => {
  it('forex rows of a Flex query without an AssetClass column are conversions, not share orders', () => {
    const text = [
      '"ClientAccountID","CurrencyPrimary","Symbol","Description","TradeDate","Quantity","TradePrice","IBCommission","IBCommissionCurrency","FXRateToBase"',
      '"U1234567","EUR","ASML","ASML HOLDING NV","20240212","2","850.4","-3","EUR","1"',
      '"U1234567","USD","EUR.USD","EUR.USD","20240229","-5000","1.0812","-2","EUR","0.925"',
      '"U1234567","USD","AAPL","APPLE INC","20240301","10","180.5","-1","USD","0.925"',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.orders.map((o) => o.product)).toEqual(['ASML HOLDING NV', 'APPLE INC']);
    expect(sums(parsed, 'conversion')).toEqual({ EUR: 2 });
    expect(sums(parsed, 'transaction')).toEqual({ EUR: 3, USD: 1 });
  });

  it('cash rows with a Date/Time column are read', () => {
    const text = [
      '"ClientAccountID","CurrencyPrimary","FXRateToBase","Description","Date/Time","Amount","Type"',
      '"U1234567","USD","0.925","AAPL(US0378331005) CASH DIVIDEND USD 0.25 PER SHARE","20240516;202000","25","Dividends"',
      '"U1234567","USD","0.925","AAPL(US0378331005) CASH DIVIDEND - US TAX","2024-05-16;20:20:00","-3.75","Withholding Tax"',
      '"U1234567","EUR","1","Deposit","20240102","5000","Deposits/Withdrawals"',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.skippedLines).toEqual([]);
    expect(sums(parsed, 'dividend')).toEqual({ USD: 25 });
    expect(sums(parsed, 'dividend-tax')).toEqual({ USD: 3.75 });
  });

  it('a Transaction History without Price Currency reads its trades in the base currency', () => {
    const text = [
      'Statement,Header,Field Name,Field Value',
      'Statement,Data,Title,Transaction History',
      'Summary,Header,Field Name,Field Value',
      'Summary,Data,Base Currency,EUR',
      'Transaction History,Header,Date,Account,Description,Transaction Type,Symbol,Quantity,Price,Gross Amount,Commission,Net Amount',
      'Transaction History,Data,2025-01-15,U***4567,VANGUARD FTSE ALL-WORLD,Buy,VWRL,4,120.5,-482,-1.25,-483.25',
      'Transaction History,Data,2025-01-15,U***4567,VANGUARD FTSE ALL-WORLD,Buy,VWRL,6,120.5,-723,0,-723',
      'Transaction History,Data,2025-02-03,U***4567,ASML HOLDING NV,Sell,ASML,-1,700,700,-1.25,698.75',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.format).toBe('ibkr-history');
    expect(parsed.skippedLines).toEqual([]);
    expect(parsed.orders.map((o) => [o.product, o.shares, Math.round(o.valueEur * 100) / 100])).toEqual([
      ['VWRL', 10, 1205],
      ['ASML', 1, 700],
    ]);
    expect(sums(parsed, 'transaction')).toEqual({ EUR: 2.5 });
  });
});

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
