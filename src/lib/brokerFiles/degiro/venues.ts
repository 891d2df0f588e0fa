// DEGIRO's exchange codes (the Transactions file's 'Beurs' column): the fee model's market of each, and a readable
// name, so an order that is not compared is named clearly.
import { tMyCosts } from '../../../i18n/nl/myCosts.ts';
import type { MarketId } from '../../../data/providers/types.ts';
import type { Market } from '../../exports/types.ts';

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

/** The market the fee model prices an order on by its exchange code ('other' for one it does not price). */
export function degiroMarket(code: string): Market {
  return DEGIRO_MARKETS[code.trim().toUpperCase()] ?? 'other';
}

/** The exchange's readable name, else its code, else 'unknown'. */
export function degiroVenueName(code: string): string {
  const clean = code.trim().toUpperCase();
  return DEGIRO_VENUE_NAMES[clean] ?? (clean || tMyCosts('myCosts.venue.unknown'));
}
