// The markets the fee model prices: the currency each settles in, and the groups tariffs name them by. Imports
// nothing, so the provider homes, the types module and the model all read the one list.

/** The exchanges readers' exports show, as the model prices them. */
export const MARKET_IDS = [
  'euronext-amsterdam',
  'euronext-brussels',
  'euronext-paris',
  'euronext-milan',
  'euronext-lisbon',
  'xetra',
  'tradegate',
  'lse',
  'six',
  'nordics',
  'warsaw',
  'us',
  'bolsa-madrid',
  'asx',
] as const;

export type MarketId = (typeof MARKET_IDS)[number];

/** The currency an order on a market is settled in (a non-euro market costs currency conversion). */
export type MarketCurrency = 'EUR' | 'USD' | 'GBP' | 'CHF' | 'SEK' | 'PLN' | 'AUD';

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
  'bolsa-madrid': 'EUR',
  asx: 'AUD',
};

/** The euro markets of Euronext outside Amsterdam. */
export const EURONEXT_ABROAD: readonly MarketId[] = [
  'euronext-brussels',
  'euronext-paris',
  'euronext-milan',
  'euronext-lisbon',
];

/**
 * Markets only a tariff that names them prices: readers' exports show them (DEGIRO's Bolsa de Madrid and ASX orders),
 * but most providers' data holds no tariff for them yet. The helpers below leave them out, so a provider's 'every
 * market' never claims a fee there that no source gave; the ranking of Mijn kosten prices their orders only once
 * every provider's tariff names the market (rankedMarkets in src/lib/exports/pricing.ts).
 */
export const NAMED_ONLY_MARKETS: readonly MarketId[] = ['bolsa-madrid', 'asx'];

/** Every market the providers' tariffs are written against (all of MARKET_IDS but NAMED_ONLY_MARKETS), in order. */
export const ALL_MARKETS: readonly MarketId[] = MARKET_IDS.filter((market) => !NAMED_ONLY_MARKETS.includes(market));

/** Every market the model knows but the ones named (a provider's markets as 'all but Tradegate and Warsaw'). */
export function allMarketsBut(...left: readonly MarketId[]): readonly MarketId[] {
  return ALL_MARKETS.filter((market) => !left.includes(market));
}

/** Every market but the US (European tariffs are often one line). */
export const EUROPE: readonly MarketId[] = allMarketsBut('us');

/** Every market but Euronext Amsterdam, the Dutch reader's home exchange. */
export const OUTSIDE_AMSTERDAM: readonly MarketId[] = allMarketsBut('euronext-amsterdam');

/** Every European market but Euronext Amsterdam. */
export const EUROPE_OUTSIDE_AMSTERDAM: readonly MarketId[] = allMarketsBut('euronext-amsterdam', 'us');
