// Property tests for Saxo's report: generated orders rendered as Saxo rows in Dutch, English and French must read
// back as the generated orders and costs. (IBKR's: tests/unit/brokerFiles/ibkr-property.test.ts.)
import { describe, expect, it } from 'vitest';
import { parseWorkbookBytes } from '../../src/lib/exports/parse';
import { prng, type Random } from '../support/exportRender';
import { buildXlsx, type XlsxCell } from '../support/xlsx';

const SEEDS = Array.from({ length: 8 }, (_, i) => 2000 + i * 7919);
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const cents = (value: number) => Math.round(value * 100);

const SAXO_WORDS = {
  nl: {
    header: ['Transactiedatum ', 'Type', 'Instrument', 'Gebeurtenis', 'Order-ID', 'Geboekt bedrag ', 'Conversiekoers'],
    buy: 'Koop',
    sell: 'Verkoop',
    decimal: ',',
  },
  en: {
    header: ['Trade Date', 'Type', 'Instrument', 'Event', 'Order ID', 'Booked Amount', 'Conversion Rate'],
    buy: 'Buy',
    sell: 'Sell',
    decimal: '.',
  },
  fr: {
    header: [
      "Date d'opération",
      'Type',
      'Instrument',
      'Événement',
      "ID de l'ordre",
      'Montant comptabilisé',
      'Taux de conversion',
    ],
    buy: 'Acheter',
    sell: 'Vendre',
    decimal: '.',
  },
} as const;

describe('property: Saxo Transactions as .xlsx', () => {
  it.each(SEEDS)('random fills in Dutch, English and French: costs derived back to the cent (seed %i)', (seed) => {
    const random = prng(seed);
    for (const language of ['nl', 'en', 'fr'] as const) {
      const words = SAXO_WORDS[language];
      const context = `seed ${seed} ${language}`;
      const orders = Array.from({ length: int(random, 1, 10) }, (_, i) => ({
        id: String(7_000_000 + i),
        currency: pick(random, ['EUR', 'USD'] as const),
        sell: random() < 0.3,
        fills: Array.from({ length: int(random, 1, 3) }, () => ({
          quantity: int(random, 1, 30),
          priceCents: int(random, 100, 50_000),
          costCents: int(random, 0, 2000),
        })),
      }));
      const rows: XlsxCell[][] = [[...words.header]];
      for (const order of orders) {
        const rate = order.currency === 'EUR' ? 1 : 0.9;
        for (const fill of order.fills) {
          const price = (fill.priceCents / 100).toFixed(2).replace('.', words.decimal);
          const quantity = order.sell ? -fill.quantity : fill.quantity;
          const value = (fill.quantity * fill.priceCents * rate) / 100;
          const booked = order.sell ? value - fill.costCents / 100 : -(value + fill.costCents / 100);
          const event = `${order.sell ? words.sell : words.buy} ${quantity} @ ${price} ${order.currency}`;
          rows.push([
            45_300 + int(random, 0, 300),
            'Trade',
            `Product ${order.id}`,
            event,
            order.id,
            Math.round(booked * 100) / 100,
            rate,
          ]);
        }
      }
      const outcome = parseWorkbookBytes(buildXlsx([{ name: 'Transactions', rows }]));
      if (!outcome.ok) throw new Error(`${context}: ${outcome.problem}`);
      const parsed = outcome.parsed;
      expect(parsed.language, context).toBe(language);
      // No column names the account's currency: only a euro trade at rate 1 shows it; without one no cost is named.
      const known = orders.some((o) => o.currency === 'EUR');
      expect(parsed.baseCurrency, context).toBe(known ? 'EUR' : null);
      expect(
        parsed.orders.map((o) => o.shares),
        context,
      ).toEqual(orders.map((o) => o.fills.reduce((s, f) => s + f.quantity, 0)));
      expect(parsed.costUnknown, context).toBe(known ? 0 : orders.length);
      const expected = known ? orders.reduce((s, o) => s + o.fills.reduce((t, f) => t + f.costCents, 0), 0) : 0;
      const got = parsed.money.filter((m) => m.kind === 'transaction').reduce((s, m) => s + cents(m.amount), 0);
      // Each fill's booked amount is rounded to the cent: at most a cent per order either way.
      expect(Math.abs(got - expected), context).toBeLessThanOrEqual(orders.length);
    }
  });
});
