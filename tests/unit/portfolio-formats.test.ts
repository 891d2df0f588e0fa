// The portfolio reads every export Mijn kosten reads. Each format's file is built here in the shapes the
// exports tests use (their headers, discriminators, number styles, Saxo's `x:`-prefixed workbook XML) and must give
// the holdings, cost basis, dividends, cash and prices worked out by hand beside it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPortfolio, type OwnPortfolio } from '../../src/lib/portfolio/build';
import { combineFiles } from '../../src/lib/portfolio/combine';
import { readPortfolioText, readPortfolioWorkbook, type PortfolioFile } from '../../src/lib/portfolio/fromExports';
import { buildXlsx, type XlsxCell } from '../support/xlsx';

const DAY = '2025-03-20';

function read(name: string, lines: readonly string[]): PortfolioFile {
  const outcome = readPortfolioText(lines.join('\n'), { name, day: DAY });
  if (!outcome.ok) throw new Error(`${name}: ${outcome.problem}`);
  return outcome.file;
}

function portfolioOf(...files: PortfolioFile[]): OwnPortfolio {
  const { records, quotes } = combineFiles(files);
  return buildPortfolio(records, { exported: quotes, typed: [] });
}

const holding = (portfolio: OwnPortfolio, isin: string) => {
  const found = portfolio.holdings.find((h) => h.isin === isin);
  if (!found) throw new Error(`no holding ${isin}`);
  return found;
};

describe('Trading 212', () => {
  const file = read('t212.csv', [
    'Action,Time,ISIN,Ticker,Name,No. of shares,Price / share,Currency (Price / share),Exchange rate,Result,Currency (Result),Total,Currency (Total),Withholding tax,Currency (Withholding tax),Stamp duty reserve tax,Currency (Stamp duty reserve tax),Notes,ID,Currency conversion fee,Currency (Currency conversion fee)',
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

describe('Trade Republic (its own export)', () => {
  const header =
    '"datetime","date","account_type","category","type","asset_class","name","symbol","shares","price","amount","fee","tax","currency","original_amount","original_currency","fx_rate","description","transaction_id"';
  const file = read('tr.csv', [
    header,
    '"2024-01-15T10:00:00.000Z","2024-01-15","DEFAULT","CASH","CUSTOMER_INBOUND","","","","","","1000.00","","","EUR","","","","Storting","tr-1"',
    '"2024-02-01T09:30:12.000Z","2024-02-01","DEFAULT","TRADING","BUY","STOCK","Apple Inc.","US0378331005","3","170.00","-511.00","-1.00","","EUR","","","","Koop Apple","tr-2"',
    '"2024-03-01T08:00:00.000Z","2024-03-01","DEFAULT","SAVINGS_PLAN","SAVINGS_PLAN_EXECUTED","FUND","iShares Core MSCI World","IE00B4L5Y983","0.5","100.00","-50.00","","","EUR","","","","Spaarplan","tr-3"',
    '"2024-05-20T06:00:00.000Z","2024-05-20","DEFAULT","TRADING","DIVIDEND","STOCK","Apple Inc.","US0378331005","","","0.60","","-0.09","EUR","","","","Dividend","tr-4"',
    '"2024-09-02T14:00:00.000Z","2024-09-02","DEFAULT","TRADING","SELL","STOCK","Apple Inc.","US0378331005","1","190.00","189.00","-1.00","","EUR","","","","Verkoop Apple","tr-5"',
    '"2024-10-01T09:00:00.000Z","2024-10-01","DEFAULT","CASH","CUSTOMER_OUTBOUND","","","","","","-200.00","","","EUR","","","","Opname","tr-6"',
  ]);
  const portfolio = portfolioOf(file);

  it('gives the orders (a savings plan too), the dividend with its tax and the cash flows', () => {
    expect(file.format).toBe('trade-republic');
    expect(portfolio.problems).toEqual([]);
    const apple = holding(portfolio, 'US0378331005');
    expect(apple.quantity).toBe(2);
    expect(apple.fifo.costBasis).toBeCloseTo((511 * 2) / 3, 9);
    expect(apple.fifo.realised).toBeCloseTo(189 - 511 / 3, 9);
    expect(holding(portfolio, 'IE00B4L5Y983')).toMatchObject({ quantity: 0.5 });
    expect(holding(portfolio, 'IE00B4L5Y983').fifo.costBasis).toBeCloseTo(50, 9);
    expect(portfolio.totals.dividendsEur).toBeCloseTo(0.6, 9);
    expect(portfolio.totals.withheldEur).toBeCloseTo(0.09, 9);
    expect(portfolio.cash).toEqual([{ year: 2024, deposits: 1000, withdrawals: 200 }]);
  });
});

describe('pytr (Trade Republic)', () => {
  const file = read('pytr.csv', [
    'Datum;Typ;Wert;Notiz;ISIN;Stück;Gebühren;Steuern;ISIN2;Stück2',
    '2024-02-20T16:32:07;Kauf;-1.080,90;iShares Core MSCI World;IE00B4L5Y983;10,799;1;;;',
    '2024-03-01T10:00:00;Kauf;-501;Alt AG;DE0005140008;10;1;;;',
    '2024-06-03T17:07:26;Einlage;200;Max Mustermann;;;;;;',
    '2024-07-02T10:00:00;Sparplan;-50;iShares Core MSCI World;IE00B4L5Y983;0,5612;;;;',
    '2024-08-01T10:00:00;Umtausch;0;Alt AG;DE0005140008;10;;;DE0005140016;20',
    '2024-09-01T10:00:00;Verkauf;99,5;iShares Core MSCI World;IE00B4L5Y983;1;1;0,5;;',
    '2024-10-23T10:00:00;Dividende;2,24;Comcast (A);US20030N1019;;;0,78;;',
  ]);
  const portfolio = portfolioOf(file);

  it('reads German numbers (10,799 shares), takes the order value back from the net value, applies an ISIN change', () => {
    expect(file.format).toBe('pytr');
    expect(portfolio.problems).toEqual([]);
    const world = holding(portfolio, 'IE00B4L5Y983');
    expect(world.quantity).toBeCloseTo(10.799 + 0.5612 - 1, 9);
    expect(world.fifo.costBasis).toBeCloseTo((1080.9 * 9.799) / 10.799 + 50, 9);
    // The sale's order value: 99.50 received plus 1 fee and 0.50 tax.
    expect(world.fifo.realised).toBeCloseTo(101 - 1 - 1080.9 / 10.799, 9);
    expect(holding(portfolio, 'DE0005140016')).toMatchObject({ quantity: 20 });
    expect(holding(portfolio, 'DE0005140016').fifo.costBasis).toBeCloseTo(501, 9);
    expect(portfolio.totals.dividendsEur).toBeCloseTo(2.24, 9);
    expect(portfolio.totals.withheldEur).toBeCloseTo(0.78, 9);
    expect(portfolio.cash).toEqual([{ year: 2024, deposits: 200, withdrawals: 0 }]);
  });
});

describe('Saxo Transactions', () => {
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
      '\ufeffClient ID,Trade Date ,Value Date,Type,Instrument,Instrument ISIN,Instrument currency,Event,Order ID,Booked Amount,Conversion Rate,Account Currency',
      '12345678,2024-03-04,2024-03-06,Trade,Apple Inc.,US0378331005,USD,Buy 19 @ 149.00 USD,5012345678,-2617.14,0.92,EUR',
      '12345678,2024-03-05,2024-03-07,Trade,ASML Holding NV,NL0010273215,EUR,"Buy 2 @ 1,212.00 EUR",5012345679,-2426.00,1,EUR',
      '12345678,2024-05-16,2024-05-16,Corporate action,Apple Inc.,US0378331005,USD,Cash dividend,,4.37,0.92,EUR',
      '12345678,2024-06-01,2024-06-01,Transfer,Apple Inc.,US0378331005,USD,Transfer in,0,0,,EUR',
    ]);
    expect(file.format).toBe('saxo-transactions');
    expectSaxo(portfolioOf(file));
  });

  it('as the .xlsx workbook Saxo writes (x:-prefixed XML, a title above the header, Dutch)', () => {
    const header: XlsxCell[] = [
      'Klant-ID',
      'Transactiedatum ',
      'Valutadatum',
      'Type',
      'Instrument',
      'Instrument ISIN',
      'Gebeurtenis',
      'Order-ID',
      'Geboekt bedrag ',
      'Conversiekoers',
      'Rekeningvaluta',
    ];
    const rows: XlsxCell[][] = [
      ['Transacties'],
      [],
      header,
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

describe('DEGIRO trades from the Account statement', () => {
  const header = 'Datum,Tijd,Valutadatum,Product,ISIN,Omschrijving,FX,Mutatie,,Saldo,,Order Id';
  const world = 'ISHARES CORE MSCI WORLD UCITS ETF USD (ACC),IE00B4L5Y983';
  const costs = 'DEGIRO Transactiekosten en/of kosten van derden';
  // The same trades as tests/fixtures/brokerFiles/degiro/degiro-transacties.csv, as the statement books them.
  const account = read('account.csv', [
    header,
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
    const outcome = readPortfolioText(
      readFileSync('tests/fixtures/brokerFiles/degiro/degiro-transacties.csv', 'utf8'),
      {
        name: 'transactions.csv',
        day: DAY,
      },
    );
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
      ['Buy 5 @ 600 EUR', 'Date,Time,Value date,Product,ISIN,Description,FX,Change,,Balance,,Order Id'],
      ['Kauf 5 @ 600 EUR', 'Datum,Uhrzeit,Valutadatum,Produkt,ISIN,Beschreibung,FX,Änderung,,Saldo,,Order-ID'],
    ] as const) {
      const file = read('a.csv', [
        headerLine,
        `01-02-2024,11:00,01-02-2024,ASML HOLDING,NL0010273215,${words},,EUR,"-3.000,00",EUR,"2.818,99",o2`,
      ]);
      expect(file.records).toMatchObject([{ kind: 'buy', quantity: 5, price: 600, amountEur: 3000 }]);
    }
  });
});
