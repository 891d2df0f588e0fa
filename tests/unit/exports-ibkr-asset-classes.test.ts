// IBKR's files read alike by Mijn kosten (src/lib/exports) and the portfolio (src/lib/portfolio/readers): options
// beside stocks, asset classes in every language IBKR writes them, commissions at the file's own rate, and a Flex
// query of nine columns whose currency conversions have no ISIN. Each shape is the one quoted in the report of the
// mistake; the headers come from tests/support/ibkrShapes.ts.
import { describe, expect, it } from 'vitest';
import { ibkrAssetClass } from '../../src/lib/brokerFiles/ibkr/assetClasses';
import { optionOrdersText } from '../../src/lib/exports/messages';
import { summarizePaid } from '../../src/lib/exports/paid';
import type { ParsedExport } from '../../src/lib/exports/types';
import { readPortfolioText } from '../../src/lib/portfolio/fromExports';
import type { PortfolioFile } from '../../src/lib/portfolio/readers/types';
import { fileMessage } from '../../src/lib/portfolio/view';
import { prng } from '../support/exportRender';
import { moneySums, parsedText } from '../support/exportFixtures';
import {
  IBKR_CHINESE_TRADES_HEADER,
  IBKR_FLEX_NINE_COLUMNS,
  IBKR_RUSSIAN_PREAMBLE,
  IBKR_RUSSIAN_TRADES_HEADER,
  IBKR_TRADES_HEADER,
  ibkrActivity,
} from '../support/ibkrShapes';

/** The portfolio's reading of the same text. */
function portfolioOf(text: string): PortfolioFile {
  const outcome = readPortfolioText(text, { name: 'ibkr.csv', day: '2024-12-31' });
  if (!outcome.ok) throw new Error(`portfolio refused the file: ${outcome.problem}`);
  return outcome.file;
}

const tradesOf = (file: PortfolioFile) =>
  file.records.filter((r) => r.kind === 'buy' || r.kind === 'sell').map((r) => [r.name, r.quantity]);

/** Orders compared as share orders (not counted apart under another venue). */
const shareOrders = (parsed: ParsedExport) => parsed.orders.filter((o) => o.market !== 'other').map((o) => o.product);

describe('IBKR Activity Statement: options beside stocks', () => {
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
    const file = portfolioOf(text);
    expect(tradesOf(file)).toEqual([
      ['AAPL', 10],
      ['AAPL', 200],
    ]);
    expect(file.optionOrders).toBe(3);
    expect(fileMessage('ibkr.csv', { ok: true, file })).toBe('ibkr.csv: read; 3 option orders, not counted');
  });
});

describe('IBKR Activity Statement: asset classes in every language', () => {
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
    expect(tradesOf(portfolioOf(russian))).toEqual([['OXY', 10]]);
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
    const file = portfolioOf(chinese);
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
      expect(tradesOf(portfolioOf(text)), context).toEqual([['AAPL', 10]]);
    }
  });
});

describe("IBKR Activity Statement: commissions at the file's own rate", () => {
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
});

describe('IBKR Flex trades with nine columns', () => {
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
    const file = portfolioOf(text);
    expect(file.records.filter((r) => r.kind === 'buy' || r.kind === 'sell').map((r) => [r.isin, r.quantity])).toEqual([
      ['NL0010273215', 2],
      ['US0378331005', 10],
    ]);
  });
});
