// IBKR's three formats read by the one reader (src/lib/brokerFiles/ibkr/), seen from Mijn kosten (orders, paid
// money) and from the portfolio (records, holdings, mark prices): the Activity Statement in English, German and
// languages read by column order, the Transaction History, and the Flex Query as CSV and XML. Expected figures are
// added up by hand from the rows; every header comes from tests/support/brokerFiles/ibkr.ts.
import { describe, expect, it } from 'vitest';
import { BROKER_COUNT } from '../../../src/data/brokerList';
import { ibkrAssetClass } from '../../../src/lib/brokerFiles/ibkr/assetClasses';
import { csvRows } from '../../../src/lib/brokerFiles/shared/csv';
import { exportName, optionOrdersText, readAsText } from '../../../src/lib/exports/messages';
import { summarizePaid } from '../../../src/lib/exports/paid';
import { priceOrders } from '../../../src/lib/exports/pricing';
import type { ParsedExport } from '../../../src/lib/exports/types';
import { readPortfolioText } from '../../../src/lib/portfolio/fromExports';
import type { PortfolioFile } from '../../../src/lib/portfolio/readers/types';
import { fileMessage, priceLabel } from '../../../src/lib/portfolio/view';
import {
  IBKR_ACCOUNT_HEADER,
  IBKR_ACTIVITY_PREAMBLE,
  IBKR_BASE_RATES_HEADER,
  IBKR_CHINESE_TRADES_HEADER,
  IBKR_CORPORATE_ACTIONS_HEADER,
  IBKR_DEPOSITS_HEADER,
  IBKR_DIVIDENDS_HEADER,
  IBKR_FLEX_CASH_DATE_TIME_HEADER,
  IBKR_FLEX_CASH_HEADER,
  IBKR_FLEX_NINE_COLUMNS,
  IBKR_FLEX_POSITIONS_HEADER,
  IBKR_FLEX_TRADES_HEADER,
  IBKR_FLEX_TRADES_WITHOUT_ASSET_CLASS_HEADER,
  IBKR_FOREX_TRADES_HEADER,
  IBKR_FRENCH_PREAMBLE,
  IBKR_FRENCH_TRADES_HEADER,
  IBKR_HISTORY_HEADER,
  IBKR_HISTORY_HEADER_WITHOUT_PRICE_CURRENCY,
  IBKR_INSTRUMENTS_HEADER,
  IBKR_OPEN_POSITIONS_HEADER,
  IBKR_RUSSIAN_PREAMBLE,
  IBKR_RUSSIAN_TRADES_HEADER,
  IBKR_STATEMENT_HEADER,
  IBKR_TRADES_HEADER,
  IBKR_TRANSFERS_HEADER,
  IBKR_WITHHOLDING_HEADER,
  ibkrActivity,
  ibkrHistoryPreamble,
} from '../../support/brokerFiles/ibkr';
import { prng } from '../../support/exportRender';
import { fixture, moneySums, parsedFixture, parsedText } from '../../support/exportFixtures';
import { holding, portfolioOf, readLines as read } from '../../support/portfolioFiles';

const parse = (text: string): ParsedExport => parsedText(text);

const sums = moneySums;

/** The portfolio's file of the given lines. */

/** The portfolio's reading of the same text. */
function portfolioFile(text: string): PortfolioFile {
  const outcome = readPortfolioText(text, { name: 'ibkr.csv', day: '2024-12-31' });
  if (!outcome.ok) throw new Error(`portfolio refused the file: ${outcome.problem}`);
  return outcome.file;
}

const tradesOf = (file: PortfolioFile) =>
  file.records.filter((r) => r.kind === 'buy' || r.kind === 'sell').map((r) => [r.name, r.quantity]);

/** Orders compared as share orders (not counted apart under another venue). */
const shareOrders = (parsed: ParsedExport) => parsed.orders.filter((o) => o.market !== 'other').map((o) => o.product);

describe('Activity Statement: orders and costs', () => {
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
      IBKR_TRADES_HEADER,
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

describe('Flex Query and Transaction History: orders and costs', () => {
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

describe('Activity Statement: Trade rows', () => {
  // Trade rows beside the Order row, an Execution and a ClosedLot, as real statements write them.
  const besideOrders = ibkrActivity(
    IBKR_TRADES_HEADER,
    'Trades,Data,Order,Stocks,USD,AAPL,"2024-03-01, 10:30:00",30,180.5,181,-5415,-1,5416,0,15,O',
    'Trades,Data,Trade,Stocks,USD,AAPL,"2024-03-01, 10:30:00",10,180.5,181,-1805,-0.34,1805.34,0,5,O',
    'Trades,Data,Trade,Stocks,USD,AAPL,"2024-03-01, 10:30:02",20,180.5,181,-3610,-0.66,3610.66,0,10,O',
    'Trades,Data,Order,Stocks,EUR,ASML,"2024-04-02, 09:15:00",-2,850,851,1700,-3,-1690,7,-2,C',
    'Trades,Data,Execution,Stocks,EUR,ASML,"2024-04-02, 09:15:00",-2,850,851,1700,-3,-1690,7,-2,C',
    'Trades,Data,Trade,Stocks,EUR,ASML,"2024-04-02, 09:15:00",-2,850,851,1700,-3,-1690,7,-2,C',
    'Trades,Data,ClosedLot,Stocks,EUR,ASML,2023-01-05,2,845,,,,1690,7,,ST',
    'Trades,SubTotal,,Stocks,USD,AAPL,,30,,,-5415,-1,,0,15,',
  );
  // Trade rows alone: the fills of one order.
  const onlyTradeRows = ibkrActivity(
    IBKR_TRADES_HEADER,
    'Trades,Data,Trade,Stocks,USD,AAPL,"2024-03-01, 10:30:00",10,180.5,181,-1805,-0.34,1805.34,0,5,O',
    'Trades,Data,Trade,Stocks,USD,AAPL,"2024-03-01, 10:30:02",20,180.5,181,-3610,-0.66,3610.66,0,10,O',
  );

  it('Trade rows beside Order, Execution and ClosedLot are fills of the order, never orders of their own', () => {
    const parsed = parse(besideOrders);
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
      ...IBKR_ACTIVITY_PREAMBLE,
      IBKR_TRADES_HEADER,
      'Trades,Data,Order,Stocks,USD,TJX,"2024-09-18, 15:30:08",5,126.79,127.24,-633.95,-1,634.95,0,2.25,O',
      'Trades,Data,Order,Stocks,USD,QCOM,"2024-09-18, 15:31:11",-4,150.5,150.4,602,-0.715,-540,61.285,0.4,C',
      'Trades,Data,SubTotal,Stocks,USD,QCOM,"2024-09-18, 15:31:11",-4,150.5,,602,-0.715,,,0.4,',
      'Trades,SubTotal,,Stocks,USD,TJX,,5,,,-633.95,-1,634.95,0,2.25,',
      'Trades,Total,,Stocks,USD,,,,,,-31.95,-1.715,94.95,61.285,2.65,',
      IBKR_FOREX_TRADES_HEADER,
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
    const parsed = parse(onlyTradeRows);
    expect(parsed.orders.map((o) => [o.product, o.shares])).toEqual([['AAPL', 30]]);
    expect(sums(parsed, 'transaction')).toEqual({ USD: 1 });
  });

  it('the portfolio reads the same trades as Mijn kosten: the shares of each order once, with its commission', () => {
    for (const text of [besideOrders, onlyTradeRows]) {
      const parsed = parse(text);
      const file = read('ibkr.csv', [text]);
      const ordered = new Map<string, number>();
      for (const order of parsed.orders) ordered.set(order.product, (ordered.get(order.product) ?? 0) + order.shares);
      const traded = new Map<string, number>();
      for (const record of file.records.filter((r) => r.kind === 'buy' || r.kind === 'sell'))
        traded.set(record.name, (traded.get(record.name) ?? 0) + record.quantity);
      expect(traded).toEqual(ordered);
      expect(file.skippedLines).toEqual(parsed.skippedLines);
    }
    // The sale of 2 ASML is one trade, its € 3 commission booked once.
    const asml = read('ibkr.csv', [besideOrders]).records.filter((r) => r.name === 'ASML');
    expect(asml.map((r) => [r.kind, r.quantity, r.feeEur])).toEqual([['sell', 2, 3]]);
  });

  it('a warrant is no share order, also in a language read by column order', () => {
    const text = [
      ...IBKR_FRENCH_PREAMBLE,
      IBKR_FRENCH_TRADES_HEADER,
      'Transactions,Data,Order,Actions,EUR,ASML,"2024-04-02, 09:15:00",2,850,851,-1700,-3,1703,0,2,O',
      'Transactions,Data,Order,Warrants,EUR,DE000VU1AB23,"2024-04-03, 10:00:00",500,0.42,0.43,-210,-3,213,0,5,O',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.orders).toHaveLength(2);
    expect(parsed.orders.filter((o) => o.market !== 'other').map((o) => o.product)).toEqual(['ASML']);
  });
});

describe('Flex Query and Transaction History: shapes of real files', () => {
  it('forex rows of a Flex query without an AssetClass column are conversions, not share orders', () => {
    const text = [
      IBKR_FLEX_TRADES_WITHOUT_ASSET_CLASS_HEADER,
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
      IBKR_FLEX_CASH_DATE_TIME_HEADER,
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
      ...ibkrHistoryPreamble(),
      IBKR_HISTORY_HEADER_WITHOUT_PRICE_CURRENCY,
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

describe('Activity Statement: records, holdings and mark prices', () => {
  const file = read('ibkr.csv', [
    IBKR_STATEMENT_HEADER,
    'Statement,Data,Title,Activity Statement',
    'Statement,Data,Period,"January 1, 2024 - December 31, 2024"',
    IBKR_ACCOUNT_HEADER,
    'Account Information,Data,Base Currency,EUR',
    IBKR_INSTRUMENTS_HEADER,
    'Financial Instrument Information,Data,Stocks,AAPL,APPLE INC,265598,US0378331005,NASDAQ,1,COMMON,',
    'Financial Instrument Information,Data,Stocks,ASML,ASML HOLDING NV,117902840,NL0010273215,AEB,1,COMMON,',
    IBKR_DEPOSITS_HEADER,
    'Deposits & Withdrawals,Data,EUR,2024-01-02,Electronic Fund Transfer,5000',
    'Deposits & Withdrawals,Data,EUR,2024-11-02,Disbursement,-500',
    'Deposits & Withdrawals,Data,Total,,,4500',
    IBKR_TRADES_HEADER,
    'Trades,Data,Order,Stocks,EUR,ASML,"2024-02-12, 09:15:02",2,850.4,851.2,-1700.8,-3,1703.8,0,1.6,O',
    'Trades,Data,Order,Stocks,USD,AAPL,"2024-02-29, 16:30:00",10,180,181,-1800,-1.08,1801.08,0,10,O',
    'Trades,Data,Execution,Stocks,USD,AAPL,"2024-02-29, 16:30:00",10,180,181,-1800,-1.08,1801.08,0,10,O',
    'Trades,Data,Order,Equity and Index Options,USD,AAPL 21JUN24 200 C,"2024-06-21, 16:20:00",-1,0,0,0,0,-150,150,0,C;Ep',
    'Trades,Data,SubTotal,Stocks,USD,AAPL,"2024-02-29, 16:30:00",10,180,181,-1800,-1.08,1801.08,0,10,O',
    'Trades,SubTotal,,Stocks,USD,AAPL,,10,,,-1800,-1.08,,0,10,',
    IBKR_FOREX_TRADES_HEADER,
    'Trades,Data,Order,Forex,USD,EUR.USD,"2024-02-29, 16:01:00","-2,000",1.08,,2160,-2,,,0,',
    IBKR_CORPORATE_ACTIONS_HEADER,
    'Corporate Actions,Data,Stocks,USD,2024-06-10,"2024-06-07, 20:25:00","AAPL(US0378331005) Split 4 for 1 (AAPL, APPLE INC, US0378331005)",30,0,0,0,',
    IBKR_DIVIDENDS_HEADER,
    'Dividends,Data,EUR,2024-06-20,ASML(NL0010273215) Cash Dividend EUR 1.52 per Share (Ordinary Dividend),3.04',
    'Dividends,Data,Total,,,3.04',
    IBKR_WITHHOLDING_HEADER,
    'Withholding Tax,Data,EUR,2024-06-20,ASML(NL0010273215) Cash Dividend EUR 1.52 per Share - NL Tax,-0.46,',
    IBKR_OPEN_POSITIONS_HEADER,
    'Open Positions,Data,Summary,Stocks,EUR,ASML,2,1,851.9,1703.8,640,1280,-423.8,',
    'Open Positions,Data,Summary,Stocks,USD,AAPL,40,1,45.03,1801.08,250,10000,8198.92,',
    IBKR_BASE_RATES_HEADER,
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

describe('Activity Statement: transfers and other corporate actions', () => {
  it('moves transferred shares in at their market value and out at their cost; a spin-off is named as without cost', () => {
    const file = read('ibkr-moves.csv', [
      IBKR_STATEMENT_HEADER,
      'Statement,Data,Period,"January 1, 2024 - December 31, 2024"',
      IBKR_INSTRUMENTS_HEADER,
      'Financial Instrument Information,Data,Stocks,ASML,ASML HOLDING NV,117902840,NL0010273215,AEB,1,COMMON,',
      IBKR_TRANSFERS_HEADER,
      'Transfers,Data,Stocks,EUR,ASML,2024-03-01,ACATS,In,DEGIRO,--,10,,6000,0,0,',
      'Transfers,Data,Stocks,EUR,ASML,2024-09-01,FOP,Out,Broker,--,-4,,3000,0,0,',
      IBKR_CORPORATE_ACTIONS_HEADER,
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

describe('Activity Statement: fills without an Order row', () => {
  it('are each a trade, and a SubTotal Data row under them restates them, so it is no trade', () => {
    const file = read('ibkr-fills.csv', [
      IBKR_STATEMENT_HEADER,
      'Statement,Data,Period,"January 1, 2024 - December 31, 2024"',
      IBKR_TRADES_HEADER,
      'Trades,Data,Execution,Stocks,EUR,ASML,"2024-02-12, 09:15:02",2,850,851,-1700,-3,1703,0,2,O',
      'Trades,Data,Execution,Stocks,EUR,ASML,"2024-02-12, 09:16:10",1,851,851,-851,-1,852,0,0,O',
      'Trades,Data,SubTotal,Stocks,EUR,ASML,"2024-02-12, 09:16:10",3,850.33,851,-2551,-4,2555,0,2,',
    ]);
    const portfolio = portfolioOf(file);
    expect(portfolio.holdings).toMatchObject([{ name: 'ASML', quantity: 3 }]);
    expect(portfolio.holdings[0]!.fifo.costBasis).toBeCloseTo(2555, 9);
  });
});

describe('Transaction History: records', () => {
  const file = read('history.csv', [
    ...ibkrHistoryPreamble(),
    IBKR_HISTORY_HEADER,
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

describe('Flex Query: records, holdings and mark prices', () => {
  const file = read('flex.csv', [
    IBKR_FLEX_TRADES_HEADER,
    '"U1","USD","STK","AAPL","APPLE INC","US0378331005","20240301","10","180","-1800","-1","USD","1","ORDER","0.9"',
    '"U1","USD","STK","AAPL","APPLE INC","US0378331005","20240301","10","180","-1800","-1","USD","1","EXECUTION","0.9"',
    '"U1","EUR","STK","ASML","ASML HOLDING NV","NL0010273215","20240212","2","850","-1700","-3","EUR","2","ORDER","1"',
    '"U1","USD","CASH","EUR.USD","EUR.USD","","20240229","-2000","1.08","2160","-2","EUR","3","ORDER","0.9"',
    IBKR_FLEX_POSITIONS_HEADER,
    '"U1","USD","AAPL","US0378331005","10","200","2000","0.92","20241231"',
    IBKR_FLEX_CASH_HEADER,
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

describe('Flex Query as XML', () => {
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

  it('reads its Trade, CashTransaction and OpenPosition elements as the CSV’s rows; options and lots are no shares', () => {
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

  it('gives Mijn kosten the orders and costs the CSV gives: options, lots and the portfolio-only rows none', () => {
    const parsed = parse(xml.join('\n'));
    expect(parsed.format).toBe('ibkr-flex');
    expect(parsed.skippedLines).toEqual([]);
    expect(parsed.orders.map((o) => [o.product, o.shares])).toEqual([
      ['APPLE INC', 10],
      ['ASML HOLDING NV', 2],
    ]);
    expect(parsed.optionOrders).toBe(1);
    expect(sums(parsed, 'transaction')).toEqual({ USD: 1, EUR: 3 });
    expect(sums(parsed, 'dividend')).toEqual({ USD: 2.5 });
    expect(sums(parsed, 'dividend-tax')).toEqual({ USD: 0.38 });
  });
});

describe('Activity Statement: options beside stocks', () => {
  const text = ibkrActivity(
    IBKR_TRADES_HEADER,
    'Trades,Data,Order,Stocks,USD,AAPL,"2024-03-01, 10:30:00",10,180.5,181,-1805,-1,1806,0,5,O',
    'Trades,Data,Order,Equity and Index Options,USD,AAPL 15MAR24 185 C,"2024-03-04, 10:00:00",1,2.5,2.6,-250,-0.65,250.65,0,10,O',
    'Trades,Data,Order,Equity and Index Options,USD,AAPL 15MAR24 185 C,"2024-03-05, 10:00:00",1,2.7,2.6,-270,-0.65,270.65,0,-10,O',
    'Trades,Data,Order,Equity and Index Options,USD,MSFT 15MAR24 400 P,"2024-03-06, 10:00:00",-2,3.1,3.0,620,-1.3,-618.7,0,20,O',
    'Trades,Data,Order,Equity and Index Options,USD,AAPL 15MAR24 185 C,"2024-03-15, 16:20:00",-2,0,0,0,0,520.65,-520.65,0,A;C',
    'Trades,Data,Order,Equity and Index Options,USD,MSFT 15MAR24 400 P,"2024-03-15, 16:20:00",2,0,0,0,0,-618.7,618.7,0,C;Ep',
    'Trades,Data,Order,Stocks,USD,AAPL,"2024-03-15, 16:20:00",200,185,186,-37000,0,37000,0,200,A;O',
  );

  it('Mijn kosten: option orders are no orders and are named in the report; an assignment or expiry is no order', () => {
    const parsed = parsedText(text);
    expect(parsed.orders.map((o) => [o.product, o.shares])).toEqual([['AAPL', 10]]);
    expect(parsed.optionOrders).toBe(3);
    expect(optionOrdersText(parsed)).toBe('3 optie-orders, niet meegerekend');
    // The commissions of the option orders are not counted either; the share order's is.
    expect(moneySums(parsed, 'transaction')).toEqual({ USD: 1 });
  });

  it('portfolio: option orders are no holdings and are named in the file message; assigned shares move', () => {
    const file = portfolioFile(text);
    expect(tradesOf(file)).toEqual([
      ['AAPL', 10],
      ['AAPL', 200],
    ]);
    expect(file.optionOrders).toBe(3);
    expect(fileMessage('ibkr.csv', { ok: true, file })).toBe('ibkr.csv: read; 3 option orders, not counted');
  });
});

describe('Activity Statement: asset classes in every language', () => {
  const russian = [
    ...IBKR_RUSSIAN_PREAMBLE,
    IBKR_RUSSIAN_TRADES_HEADER,
    'Сделки,Data,Order,Варранты,USD,OXY WS,"2020-11-06, 12:29:00",-1,2.82,2.85,2.82,-1,-3,0,-0.03,C',
    'Сделки,Data,Order,Акции,USD,OXY,"2020-11-06, 12:30:00",10,10.5,10.6,-105,-1,106,0,1,O',
  ].join('\n');

  it('Mijn kosten: a Russian warrant is no share order and is named as a warrant in Dutch', () => {
    const parsed = parsedText(russian);
    expect(shareOrders(parsed)).toEqual(['OXY']);
    expect(parsed.orders.filter((o) => o.market === 'other').map((o) => [o.product, o.venue])).toEqual([
      ['OXY WS', 'warrants'],
    ]);
  });

  it('portfolio: a Russian warrant is no holding', () => {
    expect(tradesOf(portfolioFile(russian))).toEqual([['OXY', 10]]);
  });

  // A Chinese statement: an option and a conversion whose category word is not known (its symbol is a pair).
  const chinese = ibkrActivity(
    IBKR_CHINESE_TRADES_HEADER,
    '交易,Data,Order,股票,USD,AAPL,"2026-05-01, 09:30:00",2,150,200,-300,-1,300,10,20,O',
    '交易,Data,Order,股票和指数期权,USD,GOOG  270115C00150000,"2026-08-10, 10:30:00",1,30,35,-3000,-1,3000,0,500,O',
    '交易,Data,Order,外汇,USD,EUR.USD,"2026-08-10, 10:31:00",-1000,1.1,,1100,-2,,,0,',
  );

  it('Mijn kosten: a Chinese option is counted apart and a currency pair is a conversion, not a share order', () => {
    const parsed = parsedText(chinese);
    expect(parsed.orders.map((o) => o.product)).toEqual(['AAPL']);
    expect(parsed.optionOrders).toBe(1);
    expect(moneySums(parsed, 'conversion')).toEqual({ EUR: 2 });
  });

  it('portfolio: a Chinese option and conversion are no holdings', () => {
    const file = portfolioFile(chinese);
    expect(tradesOf(file)).toEqual([['AAPL', 2]]);
    expect(file.optionOrders).toBe(1);
  });

  it('knows the asset classes IBKR writes, by language, and the Flex codes', () => {
    const classes: Record<string, string> = {
      Stocks: 'stock',
      'Equity and Index Options': 'option',
      Warrants: 'warrant',
      Forex: 'forex',
      Aktien: 'stock',
      Devisen: 'forex',
      Акции: 'stock',
      Варранты: 'warrant',
      Форекс: 'forex',
      'Опционы на акции и индексы': 'option',
      Acciones: 'stock',
      'Opciones sobre acciones e índices': 'option',
      Actions: 'stock',
      Azioni: 'stock',
      Aandelen: 'stock',
      股票: 'stock',
      股票和指数期权: 'option',
      STK: 'stock',
      OPT: 'option',
      WAR: 'warrant',
      CASH: 'forex',
    };
    expect(Object.fromEntries(Object.keys(classes).map((word) => [word, ibkrAssetClass(word)]))).toEqual(classes);
    expect(ibkrAssetClass('Futures')).toBeNull();
  });

  it('property: generated option and warrant rows never become share orders, in any language or casing', () => {
    const random = prng(46);
    const words = [
      'Equity and Index Options',
      'Warrants',
      'Варранты',
      'Opciones sobre acciones e índices',
      '股票和指数期权',
    ];
    for (let run = 0; run < 60; run += 1) {
      const word = words[Math.floor(random() * words.length)]!;
      const category = random() < 0.5 ? word.toUpperCase() : word;
      const symbol = random() < 0.5 ? `X${run}` : `X${run} 15MAR24 10 C`;
      const quantity = 1 + Math.floor(random() * 900);
      const discriminator = random() < 0.5 ? 'Order' : 'Execution';
      const text = ibkrActivity(
        IBKR_TRADES_HEADER,
        'Trades,Data,Order,Stocks,USD,AAPL,"2024-03-01, 10:30:00",10,180.5,181,-1805,-1,1806,0,5,O',
        `Trades,Data,${discriminator},${category},USD,${symbol},"2024-03-04, 10:00:00",${quantity},2.5,2.6,-${quantity * 2.5},-1,0,0,0,O`,
      );
      const context = `${category} ${symbol} ${discriminator}`;
      expect(shareOrders(parsedText(text, context)), context).toEqual(['AAPL']);
      expect(tradesOf(portfolioFile(text)), context).toEqual([['AAPL', 10]]);
    }
  });
});

describe("Activity Statement: commissions at the file's own rate", () => {
  // Two USD orders whose commissions add up to the total; the base-currency total follows the currency's.
  const text = ibkrActivity(
    IBKR_TRADES_HEADER,
    'Trades,Data,Order,Stocks,USD,AAPL,"2024-03-01, 10:30:00",10,180.5,181,-1805,-13.30227368,1818.30227368,0,5,O',
    'Trades,Data,Order,Stocks,USD,NVDA,"2024-05-02, 15:45:00",1,1409.1997,1410,-1409.1997,-13.30227368,1422.50197368,0,0.8,O',
    'Trades,Total,,Stocks,USD,,,,,,-3214.1997,-26.60454736,3240.80424736,0,5.8,',
    'Trades,Total,,Stocks,EUR,,,,,,-3008.636242191,-24.834924973,3033.471167164,0,5.43,',
  );

  it('what was paid is the base-currency total the file states, not the reference rate', () => {
    const parsed = parsedText(text);
    const paid = summarizePaid([parsed]);
    expect(paid.transaction).toBeCloseTo(24.834924973, 8);
    expect(paid.convertedUsd).toBe(false);
    // Per order too: each order's commission at the same rate, never at the reference rate.
    expect(parsed.orders.reduce((sum, o) => sum + (o.paidEur ?? NaN), 0)).toBeCloseTo(24.834924973, 8);
    expect(parsed.orders.some((o) => o.paidAtReferenceRate)).toBe(false);
  });

  it('portfolio: the fees of the same trades are in euros at that rate too', () => {
    const fees = portfolioFile(text).records.map((record) => record.feeEur);
    expect(fees.reduce((sum, fee) => sum + fee, 0)).toBeCloseTo(24.834924973, 8);
  });
});

describe('Flex trades with nine columns', () => {
  const text = [
    IBKR_FLEX_NINE_COLUMNS,
    '"BUY","20240212","NL0010273215","2","850.4","-1700.8","EUR","-3","EUR"',
    '"SELL","20240229","","-5000","1.1173","5586.5","USD","-2","EUR"',
    '"BUY","20240301","US0378331005","10","180.5","-1805","USD","-1","USD"',
  ].join('\n');

  it('Mijn kosten: a row without ISIN, a quantity in the thousands and a rate as price is a conversion', () => {
    const parsed = parsedText(text);
    expect(parsed.orders.map((o) => [o.product, o.shares])).toEqual([
      ['NL0010273215', 2],
      ['US0378331005', 10],
    ]);
    expect(moneySums(parsed, 'conversion')).toEqual({ EUR: 2 });
    expect(moneySums(parsed, 'transaction')).toEqual({ EUR: 3, USD: 1 });
  });

  it('portfolio: the conversion is no trade', () => {
    const file = portfolioFile(text);
    expect(file.records.filter((r) => r.kind === 'buy' || r.kind === 'sell').map((r) => [r.isin, r.quantity])).toEqual([
      ['NL0010273215', 2],
      ['US0378331005', 10],
    ]);
  });
});

describe('what each order cost, for the Betaald en model table', () => {
  const cents = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100) / 100);
  const paidOf = (name: string) => parsedFixture(name).orders.map((o) => cents(o.paidEur));

  it('Comm/Fee per order (a dollar commission at the order’s own rate where the file gives one)', () => {
    // Statement: €3; $15.03 at the reference rate 1.1; the GBP order has no euro figure; $5 at 1.1.
    expect(paidOf('ibkr-activity-en.csv')).toEqual([3, 13.66, undefined, 4.55]);
    // Flex: FXRateToBase 0.925 is the order's own rate: $15.03 × 0.925 = €13.90.
    expect(paidOf('ibkr-flex-trades.csv')).toEqual([13.9, 3]);
    expect(paidOf('ibkr-transaction-history.csv')).toEqual([1.92, 1.25]);
    const statement = parsedFixture('ibkr-activity-en.csv').orders;
    expect(statement.map((o) => o.paidAtReferenceRate === true)).toEqual([false, true, false, true]);
  });
});

describe('one rule where the cost and portfolio readings once differed', () => {
  it('Flex: with ORDER rows, a row of another level (a summary) restates them: no second order, no second trade', () => {
    const text = [
      IBKR_FLEX_TRADES_HEADER,
      '"U1","EUR","STK","ASML","ASML HOLDING NV","NL0010273215","20240212","2","850","-1700","-3","EUR","1","ORDER","1"',
      '"U1","EUR","STK","ASML","ASML HOLDING NV","NL0010273215","20240212","2","850","-1700","-3","EUR","1","EXECUTION","1"',
      '"U1","EUR","STK","ASML","ASML HOLDING NV","NL0010273215","20240212","2","850","-1700","-3","EUR","","SYMBOL_SUMMARY","1"',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.orders.map((o) => [o.product, o.shares])).toEqual([['ASML HOLDING NV', 2]]);
    expect(sums(parsed, 'transaction')).toEqual({ EUR: 3 });
    const file = portfolioFile(text);
    expect(file.records.map((r) => [r.kind, r.quantity, r.feeEur])).toEqual([['buy', 2, 3]]);
  });

  it('Activity Statement: a share row without T. Price but with its proceeds is a trade at proceeds per share', () => {
    const text = ibkrActivity(
      IBKR_TRADES_HEADER,
      'Trades,Data,Order,Stocks,EUR,ASML,"2024-02-12, 09:15:02",2,,851.2,-1700.8,-3,1703.8,0,1.6,O',
    );
    const parsed = parse(text);
    expect(parsed.skippedLines).toEqual([]);
    expect(parsed.orders.map((o) => [o.product, o.shares, o.valueEur])).toEqual([['ASML', 2, 1700.8]]);
    const file = portfolioFile(text);
    expect(file.skippedLines).toEqual([]);
    expect(file.records.map((r) => [r.kind, r.quantity, r.price, r.amountEur, r.feeEur])).toEqual([
      ['buy', 2, 850.4, 1700.8, 3],
    ]);
  });
});
