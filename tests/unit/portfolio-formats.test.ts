// The portfolio reads every export Mijn kosten reads. Each format's file is built here in the shapes the
// exports tests use (their headers, discriminators, number styles, Saxo's `x:`-prefixed workbook XML) and must give
// the holdings, cost basis, dividends, cash and prices worked out by hand beside it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPortfolio, type OwnPortfolio } from '../../src/lib/portfolio/build';
import { combineFiles } from '../../src/lib/portfolio/combine';
import { readPortfolioText, type PortfolioFile } from '../../src/lib/portfolio/fromExports';
import { priceLabel } from '../../src/lib/portfolio/view';

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
