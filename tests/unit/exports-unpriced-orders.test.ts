// Orders on every exchange that readers' files show are priced; at most 5% of the orders may stay
// unpriced at every broker (a venue the model does not price). Checked over all fixture exports together, each
// written in the shape a real export of that broker and language has (tests/fixtures/brokerFiles). A fixture is a few
// orders, several of them edge cases, so per file the test names the only orders the model leaves out and why.
import { describe, expect, it } from 'vitest';
import { TARIFFS } from '../../src/data/fees';
import { parseExportText } from '../../src/lib/exports/parse';
import { priceOrders } from '../../src/lib/exports/pricing';
import { priceCurrencyOrder } from '../../src/lib/brokerFiles/shared/venues';
import type { ExportOrder } from '../../src/lib/exports/types';
import { fixture, fixtureNames } from '../support/exportFixtures';

const MAX_UNPRICED_SHARE = 0.05;
const RATE = 1.1;

/** The orders left unpriced on purpose, per file and venue, with the reason. */
const UNPRICED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // The Activity Statement gives no exchange rate per trade, so a price in pounds has no euro value here.
  'ibkr-activity-en.csv': { 'koers in GBP': 'no rate in the file' },
  // An account in pounds: Trading 212's rate is per pound, not per euro.
  'trading212-gbp.csv': { 'koers in GBP': 'no rate per euro in the file' },
  // Tokyo is not among the exchanges of the fee model.
  'saxo-transactions-en.csv': { 'koers in JPY': 'exchange not in the model' },
};

const withOrders = fixtureNames().flatMap((name) => {
  const outcome = parseExportText(fixture(name));
  return outcome.ok && outcome.parsed.orders.length > 0 ? [{ name, orders: outcome.parsed.orders }] : [];
});

function unpriced(orders: readonly ExportOrder[]): { share: number; venues: Record<string, number> } {
  const pricing = priceOrders(orders, TARIFFS, RATE);
  const count = pricing.notCompared.reduce((sum, venue) => sum + venue.orders, 0);
  return {
    share: count / orders.length,
    venues: Object.fromEntries(pricing.notCompared.map((venue) => [venue.venue, venue.orders])),
  };
}

describe('orders the model cannot price', () => {
  it('the fixtures hold orders of many brokers to check', () => {
    expect(withOrders.length).toBeGreaterThanOrEqual(20);
  });

  it('all fixture orders together: at most 5% unpriced at every broker', () => {
    expect(unpriced(withOrders.flatMap((file) => file.orders)).share).toBeLessThanOrEqual(MAX_UNPRICED_SHARE);
  });

  it.each(withOrders.map((file) => [file.name, file.orders] as const))(
    '%s: every order priced but those named',
    (name, orders) => {
      expect(Object.keys(unpriced(orders).venues)).toEqual(Object.keys(UNPRICED[name] ?? {}));
    },
  );

  it('a price in pounds, pence, francs, crowns or zloty is priced on its exchange with the row rate, not without', () => {
    const row = { id: '1', date: '2025-03-03', product: 'Vodafone', shares: 100, price: 70.5 };
    expect(priceCurrencyOrder({ ...row, currency: 'GBX', rate: 85.2 })).toMatchObject({
      marketId: 'lse',
      valueEur: 7050 / 85.2,
    });
    expect(priceCurrencyOrder({ ...row, currency: 'CHF', rate: 0.94 }).marketId).toBe('six');
    expect(priceCurrencyOrder({ ...row, currency: 'SEK', rate: 11.5 }).marketId).toBe('nordics');
    expect(priceCurrencyOrder({ ...row, currency: 'PLN', rate: 4.3 }).marketId).toBe('warsaw');
    expect(priceCurrencyOrder({ ...row, currency: 'GBP', rate: null }).marketId).toBeUndefined();
    expect(priceCurrencyOrder({ ...row, currency: 'JPY', rate: 160 }).marketId).toBeUndefined();
  });
});
