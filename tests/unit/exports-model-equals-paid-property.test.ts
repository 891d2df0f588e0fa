// Property: a generated file, in every format that states what each order cost, whose fees follow
// one known tariff of the data exactly, gives a 'Betaald en model' table whose model equals what was paid to
// the cent in every year, over every order. The files are written here in each format's shape (DEGIRO
// Transactions, Trading 212, Trade Republic, pytr, IBKR's Activity Statement, Flex query and Transaction
// History, Saxo's report as CSV and as an x:-prefixed French workbook). DEGIRO's account statement states no
// cost per order and has no table.
import { describe, expect, it } from 'vitest';
import { analyzeExports } from '../../src/lib/exports/analyze';
import type { ParsedExport } from '../../src/lib/exports/types';
import { parseWorkbookBytes } from '../../src/lib/exports/parse';
import { prng, type Random } from '../support/exportRender';
import { buildXlsx, type XlsxCell } from '../support/xlsx';
import { DEGIRO_TRANSACTIONS_HEADER } from '../support/brokerFiles/degiro';
import { parsedText } from '../support/exportFixtures';
import { TRADING212_HEADERS } from '../support/brokerFiles/trading212';
import { PYTR_HEADERS, TRADE_REPUBLIC_HEADER } from '../support/brokerFiles/traderepublic';
import { SAXO_TRANSACTIONS_HEADER, saxoTransactionRow } from '../support/brokerFiles/saxo';
import {
  IBKR_ACTIVITY_PREAMBLE,
  IBKR_FLEX_TRADES_WITHOUT_ISIN_HEADER,
  IBKR_HISTORY_HEADER,
  IBKR_TRADES_HEADER,
  ibkrHistoryPreamble,
} from '../support/brokerFiles/ibkr';

const SEEDS = Array.from({ length: 6 }, (_, i) => 3700 + i * 7919);
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pad = (n: number) => String(n).padStart(2, '0');
const euros = (cents: number) => (cents / 100).toFixed(2);
const comma = (cents: number) => `"${euros(cents).replace('.', ',')}"`;

interface Gen {
  readonly day: string;
  readonly dollar: boolean;
  readonly shares: number;
  /** Price in cents of the order's currency. */
  readonly priceCents: number;
  readonly sell: boolean;
}

/** Orders on days from `from` (a year) over two years, euro or dollar as asked. */
function orders(random: Random, from: number, dollars: boolean, priceStep = 1, maxShares = 40): Gen[] {
  return Array.from({ length: int(random, 1, 14) }, () => ({
    day: `${from + int(random, 0, 1)}-${pad(int(random, 6, 12))}-${pad(int(random, 1, 28))}`,
    dollar: dollars && random() < 0.5,
    shares: int(random, 1, maxShares),
    priceCents: int(random, 1, 60) * priceStep,
    sell: random() < 0.3,
  }));
}

const valueCents = (order: Gen) => order.shares * order.priceCents;

const parse = (text: string): ParsedExport => parsedText(text);

/** The table of the file's own broker: per year, paid and model in cents, and the orders compared. */
function table(parsed: ParsedExport) {
  const [source] = analyzeExports([parsed]).sources;
  const years = source!.dated.years;
  return {
    orders: years.reduce((sum, y) => sum + y.orders, 0),
    paid: years.map((y) => Math.round(y.paid * 100)),
    model: years.map((y) => Math.round(y.model * 100)),
  };
}

function expectExact(parsed: ParsedExport, count: number) {
  const { orders: compared, paid, model } = table(parsed);
  expect(compared).toBe(count);
  expect(model).toEqual(paid);
}

/** DEGIRO Transactions, current layout in Dutch: Amsterdam at € 2 + € 1, NYSE at € 1 + € 1 plus 0,25% AutoFX. */
function degiro(list: readonly Gen[]): string {
  const header = DEGIRO_TRANSACTIONS_HEADER;
  const rows = list.map((o, i) => {
    const [y, m, d] = o.day.split('-');
    const local = valueCents(o);
    // A dollar order's euro value at 1,25 is whole cents, and its 0,25% AutoFX too (price steps of $ 5).
    const eur = o.dollar ? local / 1.25 : local;
    const autoFx = o.dollar ? eur / 400 : 0;
    const fee = o.dollar ? 200 : 300;
    return [
      `${d}-${m}-${y}`,
      '10:00',
      `Product ${i}`,
      'NL0000000000',
      o.dollar ? 'NSY' : 'EAM',
      o.dollar ? 'XNYS' : 'XAMS',
      String(o.sell ? -o.shares : o.shares),
      comma(o.priceCents),
      o.dollar ? 'USD' : 'EUR',
      comma(o.sell ? local : -local),
      o.dollar ? 'USD' : 'EUR',
      comma(o.sell ? eur : -eur),
      o.dollar ? '"1,2500"' : '',
      comma(-autoFx),
      comma(-fee),
      comma((o.sell ? eur : -eur) - fee - autoFx),
      '',
      `0000000${i}-0000-4000-8000-000000000000`,
    ].join(',');
  });
  return [header, ...rows].join('\n');
}

/** Trading 212: no commission, 0,15% conversion on dollar orders (from 6 April 2021), at the row's rate 1,25. */
function trading212(list: readonly Gen[]): string {
  const header = TRADING212_HEADERS.currencyColumns;
  const rows = list.map((o, i) => {
    const local = valueCents(o);
    const eur = o.dollar ? local / 1.25 : local;
    const fx = o.dollar ? (eur * 15) / 10_000 : 0;
    return [
      o.sell ? 'Market sell' : 'Market buy',
      `${o.day} 15:30:00`,
      'US0000000000',
      `T${i}`,
      `Name ${i}`,
      String(o.shares),
      euros(o.priceCents),
      o.dollar ? 'USD' : 'EUR',
      o.dollar ? '1.25' : 'Not available',
      euros(eur + (o.sell ? -fx : fx)),
      'EUR',
      `EOF${i}`,
      o.dollar ? euros(fx) : '',
      o.dollar ? 'EUR' : '',
    ].join(',');
  });
  return [header, ...rows].join('\n');
}

/** Trade Republic's own export: € 1 per order. */
function tradeRepublic(list: readonly Gen[]): string {
  const header = TRADE_REPUBLIC_HEADER;
  const rows = list.map((o, i) =>
    [
      `${o.day}T10:00:00.000Z`,
      o.day,
      'DEFAULT',
      'TRADING',
      o.sell ? 'SELL' : 'BUY',
      'STOCK',
      `Name ${i}`,
      'IE0000000000',
      String(o.shares),
      euros(o.priceCents),
      euros(o.sell ? valueCents(o) - 100 : -(valueCents(o) + 100)),
      '-1.00',
      '',
      'EUR',
      '',
      '',
      '',
      'Order',
      `tr-${i}`,
    ]
      .map((cell) => `"${cell}"`)
      .join(','),
  );
  return [header, ...rows].join('\n');
}

/** pytr in German: € 1 per order, the value net of it. */
function pytr(list: readonly Gen[]): string {
  const rows = list.map((o, i) => {
    const net = o.sell ? valueCents(o) - 100 : -(valueCents(o) + 100);
    return [
      `${o.day}T10:00:00`,
      o.sell ? 'Verkauf' : 'Kauf',
      euros(net).replace('.', ','),
      `Name ${i}`,
      'IE0000000000',
      String(o.shares),
      '1',
      '',
    ].join(';');
  });
  return [PYTR_HEADERS.de, ...rows].join('\n');
}

/**
 * IBKR Fixed: euro orders under € 6.000 pay the € 3 minimum; dollar orders of at most 199 shares and at least
 * $ 100 pay the $ 1 minimum. Activity Statement in English with Order and Trade rows.
 */
function ibkrActivity(list: readonly Gen[]): string {
  const lines = [...IBKR_ACTIVITY_PREAMBLE, IBKR_TRADES_HEADER];
  list.forEach((o, i) => {
    const quantity = o.sell ? -o.shares : o.shares;
    const proceeds = euros(o.sell ? valueCents(o) : -valueCents(o));
    const commission = o.dollar ? '-1' : '-3';
    const row = (kind: string, q: number, c: string) =>
      `Trades,Data,${kind},Stocks,${o.dollar ? 'USD' : 'EUR'},SYM${i},"${o.day}, 10:30:00",${q},${euros(o.priceCents)},0,${proceeds},${c},0,0,0,O`;
    lines.push(row('Order', quantity, commission));
    lines.push(row('Trade', quantity, commission));
  });
  return lines.join('\n');
}

/** IBKR Flex with FXRateToBase 0,8 for dollars: the $ 1 minimum is € 0,80 at the order's own rate. */
function ibkrFlex(list: readonly Gen[]): string {
  const header = IBKR_FLEX_TRADES_WITHOUT_ISIN_HEADER;
  const rows = list.map((o, i) =>
    [
      'U1',
      o.dollar ? 'USD' : 'EUR',
      'STK',
      `SYM${i}`,
      `NAME ${i}`,
      o.day.replace(/-/g, ''),
      String(o.sell ? -o.shares : o.shares),
      euros(o.priceCents),
      euros(o.sell ? valueCents(o) : -valueCents(o)),
      o.dollar ? '-1' : '-3',
      o.dollar ? 'USD' : 'EUR',
      String(9000 + i),
      'ORDER',
      o.dollar ? '0.8' : '1',
    ]
      .map((cell) => `"${cell}"`)
      .join(','),
  );
  return [header, ...rows].join('\n');
}

/** IBKR Transaction History in a euro account: euro orders at the € 3 minimum. */
function ibkrHistory(list: readonly Gen[]): string {
  const lines = [...ibkrHistoryPreamble(), IBKR_HISTORY_HEADER];
  list.forEach((o, i) => {
    const gross = o.sell ? valueCents(o) : -valueCents(o);
    lines.push(
      `Transaction History,Data,${o.day},U***1,NAME ${i},${o.sell ? 'Sell' : 'Buy'},SYM${i},${o.sell ? -o.shares : o.shares},${euros(o.priceCents)},EUR,${euros(gross)},-3,${euros(gross - 300)}`,
    );
  });
  return lines.join('\n');
}

/** Saxo from 13 May 2024: 0,08% with a € 2 minimum on Euronext Amsterdam; orders under € 2.500 pay € 2. */
function saxoRows(list: readonly Gen[]): XlsxCell[][] {
  return list.map((o, i) =>
    saxoTransactionRow('fr', {
      client: 'EUR-1',
      date: o.day,
      type: 'Opération',
      instrument: `Name ${i}`,
      isin: 'NL0000000000',
      event: `${o.sell ? 'Vendre -' : 'Acheter '}${o.shares} @ ${euros(o.priceCents)} EUR`,
      orderId: String(70_000 + i),
      booked: Number(euros(o.sell ? valueCents(o) - 200 : -(valueCents(o) + 200))),
      rate: 1,
      accountCurrency: 'EUR',
    }),
  );
}

describe('the table’s model equals what was paid when the fees follow the tariff', () => {
  for (const seed of SEEDS) {
    it(`every format (seed ${seed})`, () => {
      const random = prng(seed);
      const degiroOrders = orders(random, 2024, true, 500);
      expectExact(parse(degiro(degiroOrders)), degiroOrders.length);

      const t212 = orders(random, 2022, true, 2500, 5);
      expectExact(parse(trading212(t212)), t212.length);

      const tr = orders(random, 2024, false);
      expectExact(parse(tradeRepublic(tr)), tr.length);
      const py = orders(random, 2024, false);
      expectExact(parse(pytr(py)), py.length);

      // Dollar orders of $ 100 to $ 6.000 with at most 40 shares: the $ 1 minimum; euro orders under € 6.000: € 3.
      const ibkr = orders(random, 2023, true, 250).map((o) => ({ ...o, shares: Math.max(o.shares, 1) }));
      const ibkrMin = ibkr.map((o) => (valueCents(o) < 10_000 ? { ...o, priceCents: 10_000 } : o));
      expectExact(parse(ibkrActivity(ibkrMin)), ibkrMin.length);
      expectExact(parse(ibkrFlex(ibkrMin)), ibkrMin.length);
      const euroOnly = ibkrMin.map((o) => ({ ...o, dollar: false }));
      expectExact(parse(ibkrHistory(euroOnly)), euroOnly.length);

      const saxo = orders(random, 2024, false).map((o) => ({ ...o, day: `2024-${o.day.slice(5)}` }));
      const rows = [[...SAXO_TRANSACTIONS_HEADER.fr], ...saxoRows(saxo)];
      const outcome = parseWorkbookBytes(buildXlsx([{ name: 'Opérations', rows }], { prefix: 'x' }));
      if (!outcome.ok) throw new Error(outcome.problem);
      expectExact(outcome.parsed, saxo.length);
    });
  }
});
