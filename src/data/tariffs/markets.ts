// The markets the fee model prices: the currency each settles in, and the groups tariffs name them by.
import type { MarketCurrency, MarketId } from './types.ts';

export { MARKET_IDS, type MarketId } from './types.ts';

/** The currency orders on a market are settled in; anything but euros costs currency conversion. */
export const MARKET_CURRENCY: Readonly<Record<MarketId, MarketCurrency>> = {
  'euronext-amsterdam': 'EUR',
  'euronext-brussels': 'EUR',
  'euronext-paris': 'EUR',
  'euronext-milan': 'EUR',
  'euronext-lisbon': 'EUR',
  xetra: 'EUR',
  tradegate: 'EUR',
  lse: 'GBP',
  six: 'CHF',
  nordics: 'SEK',
  warsaw: 'PLN',
  us: 'USD',
};

/** The euro markets of Euronext outside Amsterdam. */
export const EURONEXT_ABROAD: readonly MarketId[] = [
  'euronext-brussels',
  'euronext-paris',
  'euronext-milan',
  'euronext-lisbon',
];

/** Every market but the US (European tariffs are often one line). */
export const EUROPE: readonly MarketId[] = [
  'euronext-amsterdam',
  ...EURONEXT_ABROAD,
  'xetra',
  'tradegate',
  'lse',
  'six',
  'nordics',
  'warsaw',
];

/** Every market the model knows. */
export const ALL_MARKETS: readonly MarketId[] = [...EUROPE, 'us'];

/** Every market but Euronext Amsterdam, the Dutch reader's home exchange. */
export const OUTSIDE_AMSTERDAM: readonly MarketId[] = ALL_MARKETS.filter((market) => market !== 'euronext-amsterdam');

/** Every European market but Euronext Amsterdam. */
export const EUROPE_OUTSIDE_AMSTERDAM: readonly MarketId[] = EUROPE.filter((market) => market !== 'euronext-amsterdam');
