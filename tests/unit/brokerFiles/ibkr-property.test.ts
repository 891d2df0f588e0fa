// Property tests for IBKR's Activity Statement: generated orders with random partial fills, rendered as statements
// with their sections in a random order, in English, German or a language read by column order, with and without an
// Account column and with plain or quoted thousands, must read back as the generated orders and costs.
import { describe, expect, it } from 'vitest';
import type { ParsedExport } from '../../../src/lib/exports/types';
import { IBKR_ACTIVITY_PREAMBLE } from '../../support/brokerFiles/ibkr';
import { parsedText } from '../../support/exportFixtures';
import { prng, type Random } from '../../support/exportRender';

const SEEDS = Array.from({ length: 8 }, (_, i) => 2000 + i * 7919);
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const cents = (value: number) => Math.round(value * 100);

function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

interface GenFill {
  readonly quantity: number;
  readonly price: number;
  readonly commissionCents: number;
  readonly second: number;
}
interface GenOrder {
  readonly symbol: string;
  readonly currency: 'EUR' | 'USD';
  readonly day: string;
  readonly sell: boolean;
  readonly fills: readonly GenFill[];
}

function generateOrders(random: Random): GenOrder[] {
  return Array.from({ length: int(random, 1, 12) }, (_, i) => ({
    symbol: `SYM${i}`,
    currency: pick(random, ['EUR', 'USD'] as const),
    day: `202${int(random, 2, 5)}-0${int(random, 1, 9)}-1${int(random, 0, 9)}`,
    sell: random() < 0.3,
    fills: Array.from({ length: int(random, 1, 4) }, (_, f) => ({
      quantity: int(random, 1, 5000),
      price: int(random, 100, 99_999) / 100,
      commissionCents: int(random, 0, 900),
      second: f,
    })),
  }));
}

type Language = 'en' | 'de' | 'other';
const WORDS: Readonly<Record<Language, { trades: string; stocks: string; dividends: string; header: string[] }>> = {
  en: {
    trades: 'Trades',
    stocks: 'Stocks',
    dividends: 'Dividends',
    header: [
      'Asset Category',
      'Currency',
      'Account',
      'Symbol',
      'Date/Time',
      'Quantity',
      'T. Price',
      'C. Price',
      'Proceeds',
      'Comm/Fee',
    ],
  },
  de: {
    trades: 'Transaktionen',
    stocks: 'Aktien',
    dividends: 'Dividenden',
    header: [
      'Vermögenswertkategorie',
      'Währung',
      'Konto',
      'Symbol',
      'Datum/Zeit',
      'Menge',
      'T.-Kurs',
      'Schlusskurs',
      'Erlös',
      'Prov./Gebühr',
    ],
  },
  other: {
    trades: 'Operaciones',
    stocks: 'Acciones',
    dividends: 'Dividendos',
    header: [
      'Categoría',
      'Divisa',
      'Cuenta',
      'Símbolo',
      'Fecha/Hora',
      'Cantidad',
      'Precio',
      'Precio C.',
      'Ingresos',
      'Comisión/Tarifa',
    ],
  },
};

const quoted = (value: number, thousands: boolean): string => {
  if (!thousands) return String(value);
  const [whole, decimals] = Math.abs(value).toFixed(2).replace(/\.00$/, '').split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `"${value < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}"`;
};

function renderStatement(random: Random, orders: readonly GenOrder[], language: Language): string {
  const words = WORDS[language];
  const account = random() < 0.5;
  const thousands = random() < 0.5;
  const executionsOnly = random() < 0.3;
  const header = words.header.filter((_, i) => account || i !== 2);
  const trades = [
    `${words.trades},Header,DataDiscriminator,${header.join(',')},Realized P/L,Realized P/L %,MTM P/L,Code`,
  ];
  for (const order of orders) {
    const sign = order.sell ? -1 : 1;
    const row = (discriminator: string, quantity: number, price: number, commission: number, second: number) =>
      [
        words.trades,
        'Data',
        discriminator,
        words.stocks,
        order.currency,
        ...(account ? ['U1234567'] : []),
        order.symbol,
        `"${order.day}, 10:00:0${second}"`,
        quoted(sign * quantity, thousands),
        String(price),
        String(price),
        quoted((-sign * Math.round(quantity * price * 100)) / 100, thousands),
        String(-commission),
        '0',
        '0',
        '0',
        'O',
      ].join(',');
    const total = order.fills.reduce((s, f) => s + f.quantity, 0);
    const commission = order.fills.reduce((s, f) => s + f.commissionCents, 0) / 100;
    const price = order.fills[0]!.price;
    if (!executionsOnly) trades.push(row('Order', total, price, commission, 0));
    for (const fill of order.fills) {
      if (!executionsOnly && order.fills.length === 1) break;
      trades.push(row('Execution', fill.quantity, price, fill.commissionCents / 100, fill.second));
    }
  }
  const dividends = [
    `${words.dividends},Header,Currency,Date,Description,Amount`,
    `${words.dividends},Data,USD,2024-05-16,KO Cash Dividend,12.5`,
    `${words.dividends},Data,Total,,,12.5`,
  ];
  const [statementHeader, title, infoHeader, base] = IBKR_ACTIVITY_PREAMBLE;
  const statement = [statementHeader!, title!];
  const info = [infoHeader!, base!];
  return shuffled(random, [statement, info, trades, dividends])
    .map((section) => section.join('\n'))
    .join('\n');
}

function read(text: string, context: string): ParsedExport {
  const parsed = parsedText(text, context);
  expect(parsed.skippedLines, context).toEqual([]);
  return parsed;
}

describe('property: IBKR Activity Statements', () => {
  it.each(SEEDS)('random partial fills, section orders, languages and number styles (seed %i)', (seed) => {
    const random = prng(seed);
    for (const language of ['en', 'de', 'other'] as const) {
      const orders = generateOrders(random);
      const context = `seed ${seed} ${language}`;
      const parsed = read(renderStatement(random, orders, language), context);
      expect(parsed.format, context).toBe('ibkr-activity');
      expect(parsed.baseCurrency, context).toBe('EUR');
      expect(parsed.byColumnOrder ?? false, context).toBe(language === 'other');
      expect(
        parsed.orders.map((o) => o.shares),
        context,
      ).toEqual(orders.map((o) => o.fills.reduce((s, f) => s + f.quantity, 0)));
      for (const currency of ['EUR', 'USD']) {
        const expected = orders
          .filter((o) => o.currency === currency)
          .reduce((s, o) => s + o.fills.reduce((t, f) => t + f.commissionCents, 0), 0);
        const got = parsed.money
          .filter((m) => m.kind === 'transaction' && m.currency === currency)
          .reduce((s, m) => s + cents(m.amount), 0);
        expect(got, `${context} ${currency}`).toBe(expected);
      }
      const dividends = parsed.money.filter((m) => m.kind === 'dividend');
      // Cash sections are read by name (English, German); in another language only the trades are read.
      expect(dividends, context).toEqual(
        language === 'other' ? [] : [{ year: 2024, kind: 'dividend', amount: 12.5, currency: 'USD' }],
      );
    }
  });
});
