// Property test: generated trades, written as each broker's export, must give the same holdings, cost
// basis and realised result as the same trades given to the maths directly as records (records.ts). So no reader
// loses, doubles or misreads a trade, its side, quantity, price or cost.
import { describe, expect, it } from 'vitest';
import { buildPortfolio, type OwnPortfolio } from '../../src/lib/portfolio/build';
import { readPortfolioText } from '../../src/lib/portfolio/fromExports';
import type { PortfolioRecord } from '../../src/lib/portfolio/records';
import { SAXO_TRANSACTIONS_HEADER } from '../support/brokerFiles/saxo';
import { DEGIRO_ACCOUNT_HEADER } from '../support/brokerFiles/degiro';
import { prng, type Random } from '../support/exportRender';
import { TRADING212_HEADERS } from '../support/brokerFiles/trading212';
import { PYTR_HEADERS, TRADE_REPUBLIC_HEADER } from '../support/brokerFiles/traderepublic';
import {
  IBKR_FLEX_TRADES_HEADER,
  IBKR_HISTORY_HEADER,
  IBKR_INSTRUMENTS_HEADER,
  IBKR_STATEMENT_HEADER,
  IBKR_TRADES_HEADER,
  ibkrHistoryPreamble,
} from '../support/brokerFiles/ibkr';

const SEEDS = Array.from({ length: 8 }, (_, i) => 3800 + i * 7919);
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const INSTRUMENTS = [
  { isin: 'IE00B4L5Y983', name: 'iShares Core MSCI World', symbol: 'IWDA' },
  { isin: 'NL0010273215', name: 'ASML Holding', symbol: 'ASML' },
  { isin: 'US0378331005', name: 'Apple Inc', symbol: 'AAPL' },
] as const;

interface Trade {
  readonly instrument: (typeof INSTRUMENTS)[number];
  /** ISO day; one trade per day, so every format orders them alike. */
  readonly day: string;
  /** Signed: a sale is negative. */
  readonly quantity: number;
  readonly priceCents: number;
  readonly feeCents: number;
}

/** Trades in euros on consecutive days; a sale never sells more than is held. */
function generate(random: Random): Trade[] {
  const held = new Map<string, number>();
  const start = Date.UTC(2023, 0, 2);
  return Array.from({ length: int(random, 1, 25) }, (_, i) => {
    const instrument = INSTRUMENTS[int(random, 0, INSTRUMENTS.length - 1)]!;
    const holding = held.get(instrument.isin) ?? 0;
    const sell = holding > 0 && random() < 0.35;
    const quantity = sell ? -int(random, 1, holding) : int(random, 1, 60);
    held.set(instrument.isin, holding + quantity);
    return {
      instrument,
      day: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
      quantity,
      priceCents: int(random, 100, 90_000),
      feeCents: int(random, 0, 750),
    };
  });
}

const money = (cents: number) => (cents / 100).toFixed(2);
const value = (trade: Trade) => Math.abs(trade.quantity) * trade.priceCents;
const ymd = (day: string) => day.replace(/-/g, '');
const dmy = (day: string) => day.split('-').reverse().join('-');
const comma = (text: string) => text.replace('.', ',');

/** The same trades as records, as a reader would give them. */
function records(trades: readonly Trade[]): PortfolioRecord[] {
  return trades.map((trade, i) => ({
    id: `direct:${i}`,
    date: trade.day,
    isin: trade.instrument.isin,
    name: trade.instrument.name,
    kind: trade.quantity < 0 ? 'sell' : 'buy',
    quantity: Math.abs(trade.quantity),
    price: trade.priceCents / 100,
    currency: 'EUR',
    amount: value(trade) / 100,
    amountEur: value(trade) / 100,
    feeEur: trade.feeCents / 100,
    fxRate: null,
    source: { file: 'direct', broker: 'test' },
  }));
}

const FORMATS: Readonly<Record<string, (trades: readonly Trade[]) => string[]>> = {
  trading212: (trades) => [
    TRADING212_HEADERS.transactionFee,
    ...trades.map(
      (t, i) =>
        `${t.quantity < 0 ? 'Market sell' : 'Limit buy'},${t.day} 10:00:00,${t.instrument.isin},${t.instrument.symbol},${t.instrument.name},${Math.abs(t.quantity)},${money(t.priceCents)},EUR,Not available,,,${money(value(t) + (t.quantity < 0 ? -t.feeCents : t.feeCents))},EUR,,EOF${i},${t.feeCents ? money(t.feeCents) : ''},${t.feeCents ? 'EUR' : ''}`,
    ),
  ],
  'trade-republic': (trades) => [
    TRADE_REPUBLIC_HEADER,
    ...trades.map(
      (t, i) =>
        `"${t.day}T10:00:00.000Z","${t.day}","DEFAULT","TRADING","${t.quantity < 0 ? 'SELL' : 'BUY'}","STOCK","${t.instrument.name}","${t.instrument.isin}","${Math.abs(t.quantity)}","${money(t.priceCents)}","${money(t.quantity < 0 ? value(t) - t.feeCents : -(value(t) + t.feeCents))}","${money(-t.feeCents)}","","EUR","","","","","tr-${i}"`,
    ),
  ],
  pytr: (trades) => [
    PYTR_HEADERS.de,
    ...trades.map(
      (t) =>
        `${t.day}T10:00:00;${t.quantity < 0 ? 'Verkauf' : 'Kauf'};${comma(money(t.quantity < 0 ? value(t) - t.feeCents : -(value(t) + t.feeCents)))};${t.instrument.name};${t.instrument.isin};${Math.abs(t.quantity)};${comma(money(t.feeCents))};;`,
    ),
  ],
  'ibkr-activity': (trades) => [
    IBKR_STATEMENT_HEADER,
    'Statement,Data,Period,"January 1, 2023 - December 31, 2023"',
    IBKR_INSTRUMENTS_HEADER,
    ...INSTRUMENTS.map(
      (i) => `Financial Instrument Information,Data,Stocks,${i.symbol},${i.name},1,${i.isin},X,1,COMMON,`,
    ),
    IBKR_TRADES_HEADER,
    ...trades.flatMap((t) => {
      const row = (kind: string, quantity: number, cents: number, fee: number) =>
        `Trades,Data,${kind},Stocks,EUR,${t.instrument.symbol},"${t.day}, 10:00:00",${quantity},${money(t.priceCents)},0,${money(t.quantity < 0 ? cents : -cents)},${money(-fee)},0,0,0,O`;
      // An order with its fills: only the order counts.
      return [row('Order', t.quantity, value(t), t.feeCents), row('Execution', t.quantity, value(t), t.feeCents)];
    }),
  ],
  'ibkr-history': (trades) => [
    ...ibkrHistoryPreamble(),
    IBKR_HISTORY_HEADER,
    ...trades.map(
      (t) =>
        `Transaction History,Data,${t.day},U1,${t.instrument.name} (${t.instrument.isin}),${t.quantity < 0 ? 'Sell' : 'Buy'},${t.instrument.symbol},${t.quantity},${money(t.priceCents)},EUR,${money(t.quantity < 0 ? value(t) : -value(t))},${money(-t.feeCents)},0`,
    ),
  ],
  'ibkr-flex': (trades) => [
    IBKR_FLEX_TRADES_HEADER,
    ...trades.map(
      (t, i) =>
        `"U1","EUR","STK","${t.instrument.symbol}","${t.instrument.name}","${t.instrument.isin}","${ymd(t.day)}","${t.quantity}","${money(t.priceCents)}","${money(t.quantity < 0 ? value(t) : -value(t))}","${money(-t.feeCents)}","EUR","${i}","EXECUTION","1"`,
    ),
  ],
  'saxo-transactions': (trades) => [
    SAXO_TRANSACTIONS_HEADER.en.join(','),
    ...trades.map(
      (t, i) =>
        `1,${t.day},${t.day},Trade,${t.instrument.name},${t.instrument.isin},EUR,${t.quantity < 0 ? 'Sell' : 'Buy'} ${t.quantity} @ ${money(t.priceCents)} EUR,${500 + i},${money(t.quantity < 0 ? value(t) - t.feeCents : -(value(t) + t.feeCents))},1,EUR`,
    ),
  ],
  // DEGIRO's Account statement: the newest first, each trade with its costs under the same Order Id.
  'degiro-account': (trades) => [
    DEGIRO_ACCOUNT_HEADER,
    ...[...trades].reverse().flatMap((t, i) => {
      const start = `${dmy(t.day)},10:00,${dmy(t.day)},${t.instrument.name},${t.instrument.isin}`;
      const side = t.quantity < 0 ? 'Verkoop' : 'Koop';
      const trade = `${start},"${side} ${Math.abs(t.quantity)} @ ${comma(money(t.priceCents))} EUR",,EUR,"${comma(money(t.quantity < 0 ? value(t) : -value(t)))}",EUR,"0,00",o${i}`;
      const cost = `${start},DEGIRO Transactiekosten en/of kosten van derden,,EUR,"${comma(money(-t.feeCents))}",EUR,"0,00",o${i}`;
      return t.feeCents ? [cost, trade] : [trade];
    }),
  ],
};

const summary = (portfolio: OwnPortfolio) =>
  [...portfolio.holdings, ...portfolio.closed]
    .map((h) => ({
      isin: h.isin,
      quantity: h.quantity,
      fifo: Math.round(h.fifo.costBasis * 1e4),
      average: Math.round(h.average.costBasis * 1e4),
      realised: Math.round(h.fifo.realised * 1e4),
    }))
    .sort((a, b) => (a.isin ?? '').localeCompare(b.isin ?? ''));

describe('property: every format gives the holdings of the trades it lists', () => {
  for (const [format, render] of Object.entries(FORMATS)) {
    it(`${format}: the same holdings, cost basis and realised result as the records given directly`, () => {
      for (const seed of SEEDS) {
        const trades = generate(prng(seed));
        const outcome = readPortfolioText(render(trades).join('\n'), { name: `${format}.csv`, day: '2025-01-01' });
        if (!outcome.ok) throw new Error(`${format} seed ${seed}: ${outcome.problem}`);
        expect(outcome.file.format, `seed ${seed}`).toBe(format);
        expect(outcome.file.skippedLines, `seed ${seed}`).toEqual([]);
        const read = buildPortfolio(outcome.file.records, { exported: [], typed: [] });
        const direct = buildPortfolio(records(trades), { exported: [], typed: [] });
        expect(read.problems, `seed ${seed}`).toEqual([]);
        expect(summary(read), `seed ${seed}`).toEqual(summary(direct));
      }
    });
  }
});
