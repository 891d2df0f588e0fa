// The markets the fee model prices, from the exchange code or price currency in an export.
import type { Market } from './types.ts';

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
  OSL: 'Oslo Børs',
  WSE: 'Warschau',
  TSE: 'Toronto',
  ASX: 'Australian Securities Exchange',
  HKS: 'Hong Kong',
  TOR: 'Toronto',
};

export function degiroMarket(code: string): Market {
  return DEGIRO_MARKETS[code.trim().toUpperCase()] ?? 'other';
}

export function degiroVenueName(code: string): string {
  const clean = code.trim().toUpperCase();
  return DEGIRO_VENUE_NAMES[clean] ?? (clean || 'onbekende beurs');
}

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
  return code ? `koers in ${code}` : 'koers zonder valuta';
}
