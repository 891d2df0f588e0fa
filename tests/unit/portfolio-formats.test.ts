// The portfolio reads every export Mijn kosten reads. Each format's file is built here in the shapes the
// exports tests use (their headers, discriminators, number styles, Saxo's `x:`-prefixed workbook XML) and must give
// the holdings, cost basis, dividends, cash and prices worked out by hand beside it.
import { describe, expect, it } from 'vitest';
import { buildPortfolio, type OwnPortfolio } from '../../src/lib/portfolio/build';
import { combineFiles } from '../../src/lib/portfolio/combine';
import { readPortfolioText, readPortfolioWorkbook, type PortfolioFile } from '../../src/lib/portfolio/fromExports';
import { priceLabel } from '../../src/lib/portfolio/view';
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

describe('IBKR Activity Statement', () => {
  const file = read('ibkr.csv', [
    'Statement,Header,Field Name,Field Value',
    'Statement,Data,Title,Activity Statement',
    'Statement,Data,Period,"January 1, 2024 - December 31, 2024"',
    'Account Information,Header,Field Name,Field Value',
    'Account Information,Data,Base Currency,EUR',
    'Financial Instrument Information,Header,Asset Category,Symbol,Description,Conid,Security ID,Listing Exch,Multiplier,Type,Code',
    'Financial Instrument Information,Data,Stocks,AAPL,APPLE INC,265598,US0378331005,NASDAQ,1,COMMON,',
    'Financial Instrument Information,Data,Stocks,ASML,ASML HOLDING NV,117902840,NL0010273215,AEB,1,COMMON,',
    'Deposits & Withdrawals,Header,Currency,Settle Date,Description,Amount',
    'Deposits & Withdrawals,Data,EUR,2024-01-02,Electronic Fund Transfer,5000',
    'Deposits & Withdrawals,Data,EUR,2024-11-02,Disbursement,-500',
    'Deposits & Withdrawals,Data,Total,,,4500',
    'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code',
    'Trades,Data,Order,Stocks,EUR,ASML,"2024-02-12, 09:15:02",2,850.4,851.2,-1700.8,-3,1703.8,0,1.6,O',
    'Trades,Data,Order,Stocks,USD,AAPL,"2024-02-29, 16:30:00",10,180,181,-1800,-1.08,1801.08,0,10,O',
    'Trades,Data,Execution,Stocks,USD,AAPL,"2024-02-29, 16:30:00",10,180,181,-1800,-1.08,1801.08,0,10,O',
    'Trades,Data,Order,Equity and Index Options,USD,AAPL 21JUN24 200 C,"2024-06-21, 16:20:00",-1,0,0,0,0,-150,150,0,C;Ep',
    'Trades,Data,SubTotal,Stocks,USD,AAPL,"2024-02-29, 16:30:00",10,180,181,-1800,-1.08,1801.08,0,10,O',
    'Trades,SubTotal,,Stocks,USD,AAPL,,10,,,-1800,-1.08,,0,10,',
    'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,,Proceeds,Comm in EUR,,,MTM in EUR,Code',
    'Trades,Data,Order,Forex,USD,EUR.USD,"2024-02-29, 16:01:00","-2,000",1.08,,2160,-2,,,0,',
    'Corporate Actions,Header,Asset Category,Currency,Report Date,Date/Time,Description,Quantity,Proceeds,Value,Realized P/L,Code',
    'Corporate Actions,Data,Stocks,USD,2024-06-10,"2024-06-07, 20:25:00","AAPL(US0378331005) Split 4 for 1 (AAPL, APPLE INC, US0378331005)",30,0,0,0,',
    'Dividends,Header,Currency,Date,Description,Amount',
    'Dividends,Data,EUR,2024-06-20,ASML(NL0010273215) Cash Dividend EUR 1.52 per Share (Ordinary Dividend),3.04',
    'Dividends,Data,Total,,,3.04',
    'Withholding Tax,Header,Currency,Date,Description,Amount,Code',
    'Withholding Tax,Data,EUR,2024-06-20,ASML(NL0010273215) Cash Dividend EUR 1.52 per Share - NL Tax,-0.46,',
    'Open Positions,Header,DataDiscriminator,Asset Category,Currency,Symbol,Quantity,Mult,Cost Price,Cost Basis,Close Price,Value,Unrealized P/L,Code',
    'Open Positions,Data,Summary,Stocks,EUR,ASML,2,1,851.9,1703.8,640,1280,-423.8,',
    'Open Positions,Data,Summary,Stocks,USD,AAPL,40,1,45.03,1801.08,250,10000,8198.92,',
    'Base Currency Exchange Rate,Header,Currency,Rate',
    'Base Currency Exchange Rate,Data,USD,0.9',
  ]);
  const portfolio = portfolioOf(file);

  it('gives the share orders (not their fills, options or conversions) with ISINs, the split applied', () => {
    expect(file.format).toBe('ibkr-activity');
    expect(file.skippedLines).toEqual([]);
    expect(portfolio.problems).toEqual([]);
    const apple = holding(portfolio, 'US0378331005');
    expect(apple.quantity).toBe(40);
    // Dollars at the same day's EUR.USD conversion (1.08 per euro), commission too.
    expect(apple.fifo.costBasis).toBeCloseTo((1800 + 1.08) / 1.08, 9);
    expect(holding(portfolio, 'NL0010273215').fifo.costBasis).toBeCloseTo(1703.8, 9);
  });

  it('values each holding at the Open Positions mark price of the statement’s last day, labelled as such', () => {
    const apple = holding(portfolio, 'US0378331005');
    expect(apple.valueEur).toBeCloseTo(40 * 250 * 0.9, 9);
    expect(priceLabel(apple.price)).toBe('IBKR mark price, 31 Dec 2024');
    expect(holding(portfolio, 'NL0010273215').valueEur).toBeCloseTo(1280, 9);
  });

  it('gives dividends and tax per instrument, and the deposits and withdrawals', () => {
    expect(portfolio.totals.dividendsEur).toBeCloseTo(3.04, 9);
    expect(portfolio.totals.withheldEur).toBeCloseTo(0.46, 9);
    expect(portfolio.cash).toEqual([{ year: 2024, deposits: 5000, withdrawals: 500 }]);
  });
});

describe('IBKR transfers and other corporate actions', () => {
  it('moves transferred shares in at their market value and out at their cost; a spin-off is named as without cost', () => {
    const file = read('ibkr-moves.csv', [
      'Statement,Header,Field Name,Field Value',
      'Statement,Data,Period,"January 1, 2024 - December 31, 2024"',
      'Financial Instrument Information,Header,Asset Category,Symbol,Description,Conid,Security ID,Listing Exch,Multiplier,Type,Code',
      'Financial Instrument Information,Data,Stocks,ASML,ASML HOLDING NV,117902840,NL0010273215,AEB,1,COMMON,',
      'Transfers,Header,Asset Category,Currency,Symbol,Date,Type,Direction,Xfer Company,Xfer Account,Qty,Xfer Price,Market Value,Realized P/L,Cash Amount,Code',
      'Transfers,Data,Stocks,EUR,ASML,2024-03-01,ACATS,In,DEGIRO,--,10,,6000,0,0,',
      'Transfers,Data,Stocks,EUR,ASML,2024-09-01,FOP,Out,Broker,--,-4,,3000,0,0,',
      'Corporate Actions,Header,Asset Category,Currency,Report Date,Date/Time,Description,Quantity,Proceeds,Value,Realized P/L,Code',
      'Corporate Actions,Data,Stocks,EUR,2024-05-02,"2024-05-01, 20:25:00","PHIA(NL0000009538) Spinoff 1 for 10 (PHIA.NEW, PHILIPS NEW, NL0015000Z12)",5,0,0,0,',
    ]);
    const portfolio = portfolioOf(file);
    const asml = holding(portfolio, 'NL0010273215');
    expect(asml.quantity).toBe(6);
    expect(asml.fifo.costBasis).toBeCloseTo(3600, 9);
    expect(portfolio.problems).toMatchObject([{ kind: 'transfer-without-cost', isin: 'NL0015000Z12' }]);
    expect(holding(portfolio, 'NL0015000Z12').quantity).toBe(5);
  });
});

describe('IBKR fills without an Order row', () => {
  it('are each a trade, and a SubTotal Data row under them restates them, so it is no trade', () => {
    const file = read('ibkr-fills.csv', [
      'Statement,Header,Field Name,Field Value',
      'Statement,Data,Period,"January 1, 2024 - December 31, 2024"',
      'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code',
      'Trades,Data,Execution,Stocks,EUR,ASML,"2024-02-12, 09:15:02",2,850,851,-1700,-3,1703,0,2,O',
      'Trades,Data,Execution,Stocks,EUR,ASML,"2024-02-12, 09:16:10",1,851,851,-851,-1,852,0,0,O',
      'Trades,Data,SubTotal,Stocks,EUR,ASML,"2024-02-12, 09:16:10",3,850.33,851,-2551,-4,2555,0,2,',
    ]);
    const portfolio = portfolioOf(file);
    expect(portfolio.holdings).toMatchObject([{ name: 'ASML', quantity: 3 }]);
    expect(portfolio.holdings[0]!.fifo.costBasis).toBeCloseTo(2555, 9);
  });
});

describe('IBKR Transaction History', () => {
  const file = read('history.csv', [
    'Statement,Header,Field Name,Field Value',
    'Statement,Data,Title,Transaction History',
    'Summary,Header,Field Name,Field Value',
    'Summary,Data,Base Currency,EUR',
    'Transaction History,Header,Date,Account,Description,Transaction Type,Symbol,Quantity,Price,Price Currency,Gross Amount,Commission,Net Amount',
    'Transaction History,Data,2025-01-15,U***4567,APPLE INC,Buy,AAPL,4,230,USD,-883.72,-0.96,-884.68',
    'Transaction History,Data,2025-01-15,U***4567,APPLE INC,Buy,AAPL,6,230,USD,-1325.58,-0.96,-1326.54',
    'Transaction History,Data,2025-02-03,U***4567,ASML HOLDING NV,Sell,ASML,-1,700,EUR,700,-1.25,698.75',
    'Transaction History,Data,2025-02-20,U***4567,AAPL(US0378331005) Cash Dividend USD 0.25 per Share,Dividend,AAPL,-,-,-,2.4,0,2.4',
    'Transaction History,Data,2025-02-20,U***4567,AAPL(US0378331005) US Tax,Foreign Tax Withholding,AAPL,-,-,-,-0.36,0,-0.36',
    'Transaction History,Data,2025-03-01,U***4567,Cash Transfer,Deposit,-,-,-,-,1000,0,1000',
  ]);
  const portfolio = portfolioOf(file);

  it('values trades by their gross amount in the base currency and names a sale without a purchase', () => {
    expect(file.format).toBe('ibkr-history');
    const apple = holding(portfolio, 'US0378331005');
    expect(apple.quantity).toBe(10);
    expect(apple.fifo.costBasis).toBeCloseTo(883.72 + 1325.58 + 1.92, 9);
    expect(portfolio.problems).toMatchObject([{ kind: 'sell-without-buy', name: 'ASML', missing: 1 }]);
    expect(portfolio.totals.dividendsEur).toBeCloseTo(2.4, 9);
    expect(portfolio.totals.withheldEur).toBeCloseTo(0.36, 9);
    expect(portfolio.cash).toEqual([{ year: 2025, deposits: 1000, withdrawals: 0 }]);
  });
});

describe('IBKR Flex Query', () => {
  const file = read('flex.csv', [
    '"ClientAccountID","CurrencyPrimary","AssetClass","Symbol","Description","ISIN","TradeDate","Quantity","TradePrice","Proceeds","IBCommission","IBCommissionCurrency","IBOrderID","LevelOfDetail","FXRateToBase"',
    '"U1","USD","STK","AAPL","APPLE INC","US0378331005","20240301","10","180","-1800","-1","USD","1","ORDER","0.9"',
    '"U1","USD","STK","AAPL","APPLE INC","US0378331005","20240301","10","180","-1800","-1","USD","1","EXECUTION","0.9"',
    '"U1","EUR","STK","ASML","ASML HOLDING NV","NL0010273215","20240212","2","850","-1700","-3","EUR","2","ORDER","1"',
    '"U1","USD","CASH","EUR.USD","EUR.USD","","20240229","-2000","1.08","2160","-2","EUR","3","ORDER","0.9"',
    '"ClientAccountID","CurrencyPrimary","Symbol","ISIN","Position","MarkPrice","PositionValue","FXRateToBase","ReportDate"',
    '"U1","USD","AAPL","US0378331005","10","200","2000","0.92","20241231"',
    '"ClientAccountID","CurrencyPrimary","FXRateToBase","Description","SettleDate","Amount","Type"',
    '"U1","USD","0.9","AAPL(US0378331005) CASH DIVIDEND USD 0.25 PER SHARE","20240516","2.5","Dividends"',
    '"U1","USD","0.9","AAPL(US0378331005) CASH DIVIDEND - US TAX","20240516","-0.38","Withholding Tax"',
    '"U1","EUR","1","CASH RECEIPTS / ELECTRONIC FUND TRANSFERS","20240102","5000","Deposits/Withdrawals"',
  ]);
  const portfolio = portfolioOf(file);

  it('gives the orders at their own rate, the mark price as a labelled quote, dividends, tax and deposits', () => {
    expect(file.format).toBe('ibkr-flex');
    expect(portfolio.problems).toEqual([]);
    const apple = holding(portfolio, 'US0378331005');
    expect(apple.quantity).toBe(10);
    expect(apple.fifo.costBasis).toBeCloseTo((1800 + 1) * 0.9, 9);
    expect(apple.valueEur).toBeCloseTo(10 * 200 * 0.92, 9);
    expect(priceLabel(apple.price)).toBe('IBKR mark price, 31 Dec 2024');
    expect(holding(portfolio, 'NL0010273215').fifo.costBasis).toBeCloseTo(1703, 9);
    expect(portfolio.totals.dividendsEur).toBeCloseTo(2.25, 9);
    expect(portfolio.totals.withheldEur).toBeCloseTo(0.342, 9);
    expect(portfolio.cash).toEqual([{ year: 2024, deposits: 5000, withdrawals: 0 }]);
  });
});

describe('IBKR Flex Query as XML', () => {
  it('reads its Trade, CashTransaction and OpenPosition elements as the CSV’s rows; options and lots are no shares', () => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<FlexQueryResponse queryName="Portfolio" type="AF">',
      '<FlexStatements count="1">',
      '<FlexStatement accountId="U1" fromDate="20240101" toDate="20241231">',
      '<Trades>',
      '<Trade accountId="U1" currency="USD" fxRateToBase="0.9" assetCategory="STK" symbol="AAPL" description="APPLE INC" isin="US0378331005" tradeDate="20240301" quantity="10" tradePrice="180" proceeds="-1800" ibCommission="-1" ibCommissionCurrency="USD" levelOfDetail="EXECUTION" />',
      '<Lot accountId="U1" currency="USD" assetCategory="STK" symbol="AAPL" isin="US0378331005" tradeDate="20240301" quantity="10" tradePrice="180" levelOfDetail="CLOSED_LOT" />',
      '<Trade accountId="U1" currency="USD" fxRateToBase="0.9" assetCategory="OPT" symbol="AAPL  240621C00200000" description="AAPL 21JUN24 200 C" isin="" tradeDate="20240305" quantity="1" tradePrice="2.5" proceeds="-250" ibCommission="-0.7" ibCommissionCurrency="USD" levelOfDetail="EXECUTION" />',
      '<Trade accountId="U1" currency="EUR" fxRateToBase="1" assetCategory="STK" symbol="ASML" description="ASML HOLDING NV" isin="NL0010273215" tradeDate="20240212" quantity="2" tradePrice="850" proceeds="-1700" ibCommission="-3" ibCommissionCurrency="EUR" levelOfDetail="EXECUTION" />',
      '</Trades>',
      '<CashTransactions>',
      '<CashTransaction accountId="U1" currency="USD" fxRateToBase="0.9" description="AAPL(US0378331005) CASH DIVIDEND USD 0.25 PER SHARE" dateTime="20240516" amount="2.5" type="Dividends" />',
      '<CashTransaction accountId="U1" currency="USD" fxRateToBase="0.9" description="AAPL(US0378331005) CASH DIVIDEND - US TAX" dateTime="20240516" amount="-0.38" type="Withholding Tax" />',
      '<CashTransaction accountId="U1" currency="EUR" fxRateToBase="1" description="CASH RECEIPTS &amp; TRANSFERS" dateTime="20240102" amount="5000" type="Deposits/Withdrawals" />',
      '</CashTransactions>',
      '<OpenPositions>',
      '<OpenPosition accountId="U1" currency="USD" fxRateToBase="0.92" symbol="AAPL" isin="US0378331005" position="10" markPrice="200" reportDate="20241231" />',
      '</OpenPositions>',
      '</FlexStatement>',
      '</FlexStatements>',
      '</FlexQueryResponse>',
    ];
    const file = read('flex.xml', xml);
    expect(file.format).toBe('ibkr-flex');
    const portfolio = portfolioOf(file);
    expect(portfolio.problems).toEqual([]);
    expect(portfolio.holdings.map((h) => h.isin).sort()).toEqual(['NL0010273215', 'US0378331005']);
    const apple = holding(portfolio, 'US0378331005');
    expect(apple.fifo.costBasis).toBeCloseTo((1800 + 1) * 0.9, 9);
    expect(priceLabel(apple.price)).toBe('IBKR mark price, 31 Dec 2024');
    expect(apple.valueEur).toBeCloseTo(10 * 200 * 0.92, 9);
    expect(portfolio.totals.dividendsEur).toBeCloseTo(2.25, 9);
    expect(portfolio.totals.withheldEur).toBeCloseTo(0.342, 9);
    expect(portfolio.cash).toEqual([{ year: 2024, deposits: 5000, withdrawals: 0 }]);
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
