// The markets the fee model prices, from the exchange code or price currency in an export.
import { REFERENCE_RATE } from '../../../data/fees.ts';
import { tMyCosts } from '../../../i18n/nl/myCosts.ts';
import type { MarketId } from '../../../data/providers/types.ts';
import type { ExportOrder, Market } from '../../exports/types.ts';

/**
 * The fee model's market of an order: the one its reader named, else from the market it read
 * (a euro price as Euronext Amsterdam, a dollar price as a US exchange), else none.
 */
export function modelMarket(order: ExportOrder): MarketId | null {
  if (order.marketId !== undefined) return order.marketId;
  if (order.market === 'euronext') return 'euronext-amsterdam';
  return order.market === 'us' ? 'us' : null;
}

/**
 * The exchange of a price currency other than the euro and the dollar at the brokers that show one price currency per
 * order: Trading 212 lists each of these currencies' shares on that country's main exchange (pence, GBX, as well as
 * pounds on the LSE). Used only with the row's own rate, which gives the order's euro value.
 */
const PRICE_CURRENCY_MARKET_IDS: Readonly<Record<string, MarketId>> = {
  GBP: 'lse',
  GBX: 'lse',
  CHF: 'six',
  SEK: 'nordics',
  DKK: 'nordics',
  NOK: 'nordics',
  PLN: 'warsaw',
};

/**
 * Brokers that show one price currency per order (Trading 212, Trade Republic): a euro price is
 * priced as Euronext Amsterdam, a dollar price as a US exchange, anything else is not compared.
 */
export function marketOfPriceCurrency(currency: string): Market {
  const code = currency.trim().toUpperCase();
  if (code === 'EUR') return 'euronext';
  if (code === 'USD') return 'us';
  return 'other';
}

export function priceCurrencyVenue(currency: string): string {
  const code = currency.trim().toUpperCase();
  return code ? tMyCosts('myCosts.venue.priceCurrency', { currency: code }) : tMyCosts('myCosts.venue.noCurrency');
}

/** One order row of a broker that shows one price currency per order (Trading 212, Trade Republic). */
export interface PriceCurrencyRow {
  readonly id: string;
  readonly date: string;
  readonly product: string;
  readonly currency: string;
  readonly shares: number;
  readonly price: number;
  /** The row's exchange rate in price currency per euro, when the file gives a usable one. */
  readonly rate: number | null;
}

/** A rate the file gives, when it is a positive finite number; anything else is no rate. */
export function usableRate(rate: number | null): number | null {
  return rate !== null && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/**
 * The order of such a row: its value is shares × price; a euro price needs no rate, a dollar price
 * converts at the row's rate, or at the reference rate without a usable one (the pricing says so),
 * a price in pounds, pence, francs, Nordic crowns or zloty converts at the row's rate and is priced on
 * its exchange; without a rate it has no euro value here (0: it is not compared). Buys and sells alike.
 */
export function priceCurrencyOrder(row: PriceCurrencyRow): ExportOrder {
  const market = marketOfPriceCurrency(row.currency);
  const value = Math.abs(row.shares * row.price);
  const rate = usableRate(row.rate);
  let valueEur = 0;
  if (row.currency === 'EUR') valueEur = value;
  else if (rate !== null) valueEur = value / rate;
  else if (market === 'us') valueEur = value / REFERENCE_RATE.usdPerEur;
  const marketId =
    market === 'other' && rate !== null ? PRICE_CURRENCY_MARKET_IDS[row.currency.trim().toUpperCase()] : undefined;
  return {
    ...(marketId === undefined ? {} : { marketId }),
    id: row.id,
    date: row.date,
    product: row.product,
    market,
    venue: priceCurrencyVenue(row.currency),
    shares: Math.abs(row.shares),
    valueEur,
    valueUsd: market === 'us' ? value : 0,
    usdPerEur: market === 'us' ? rate : null,
    exchange: null,
  };
}
