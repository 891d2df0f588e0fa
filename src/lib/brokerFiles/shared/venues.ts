// The markets the fee model prices, from the exchange code or price currency in an export.
import { REFERENCE_RATE } from '../../../data/fees.ts';
import { tMyCosts } from '../../../i18n/nl/myCosts.ts';
import type { MarketId } from '../../../data/providers/types.ts';
import type { ExportOrder, Market } from '../../exports/types.ts';

/** DEGIRO's `Beurs` codes the fee model prices: Euronext Amsterdam and the two US exchanges. */
const DEGIRO_MARKETS: Readonly<Record<string, Market>> = { EAM: 'euronext', NSY: 'us', NDQ: 'us' };

/** Readable names of DEGIRO exchange codes, so an order that is not compared is named clearly. */
const DEGIRO_VENUE_NAMES: Readonly<Record<string, string>> = {
  EAM: 'Euronext Amsterdam',
  NSY: 'NYSE',
  NDQ: 'Nasdaq',
  XET: 'Xetra',
  TDG: 'Tradegate',
  FRA: 'Frankfurt',
  EPA: 'Euronext Parijs',
  EBR: 'Euronext Brussel',
  ELI: 'Euronext Lissabon',
  MIL: 'Borsa Italiana',
  MAD: 'Bolsa de Madrid',
  LSE: 'London Stock Exchange',
  SWX: 'SIX Swiss Exchange',
  OMX: 'Nasdaq Stockholm',
  OMK: 'Nasdaq Kopenhagen',
  OMH: 'Nasdaq Helsinki',
  HSE: 'Nasdaq Helsinki',
  OSL: 'Oslo Børs',
  WSE: 'Warschau',
  TSE: 'Toronto',
  ASX: 'Australian Securities Exchange',
  HKS: 'Hong Kong',
  TOR: 'Toronto',
};

/** DEGIRO's `Beurs` codes of the markets the fee model prices (every exchange readers' exports show). */
const DEGIRO_MARKET_IDS: Readonly<Record<string, MarketId>> = {
  EAM: 'euronext-amsterdam',
  EBR: 'euronext-brussels',
  EPA: 'euronext-paris',
  MIL: 'euronext-milan',
  ELI: 'euronext-lisbon',
  XET: 'xetra',
  TDG: 'tradegate',
  LSE: 'lse',
  SWX: 'six',
  OMX: 'nordics',
  OMK: 'nordics',
  OMH: 'nordics',
  // Helsinki as DEGIRO's newer exports write it.
  HSE: 'nordics',
  OSL: 'nordics',
  WSE: 'warsaw',
  NSY: 'us',
  NDQ: 'us',
  MAD: 'bolsa-madrid',
  ASX: 'asx',
};

/** The fee model's market of a DEGIRO exchange code, or null for one it does not price. */
export function degiroMarketId(code: string): MarketId | null {
  return DEGIRO_MARKET_IDS[code.trim().toUpperCase()] ?? null;
}

/**
 * The fee model's market of an order: the one its reader named, else from the market it read
 * (a euro price as Euronext Amsterdam, a dollar price as a US exchange), else none.
 */
export function modelMarket(order: ExportOrder): MarketId | null {
  if (order.marketId !== undefined) return order.marketId;
  if (order.market === 'euronext') return 'euronext-amsterdam';
  return order.market === 'us' ? 'us' : null;
}

export function degiroMarket(code: string): Market {
  return DEGIRO_MARKETS[code.trim().toUpperCase()] ?? 'other';
}

export function degiroVenueName(code: string): string {
  const clean = code.trim().toUpperCase();
  return DEGIRO_VENUE_NAMES[clean] ?? (clean || tMyCosts('myCosts.venue.unknown'));
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
