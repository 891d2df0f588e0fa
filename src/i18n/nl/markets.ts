// The markets' Dutch names ('Euronext Amsterdam', 'Amerikaanse beurzen'): a section of the Dutch UI dictionary
// (src/i18n/nl/index.ts) apart from the cost tool's texts. The pages read them through src/lib/costs/names.ts; the
// cost tool gets the few its profile can name as data from its page, so its bundle does not carry every market.
import { textsOf } from '../fill';
export const NL_MARKETS = {
  'costs.market.euronext-amsterdam': 'Euronext Amsterdam',
  'costs.market.euronext-brussels': 'Euronext Brussel',
  'costs.market.euronext-paris': 'Euronext Parijs',
  'costs.market.euronext-milan': 'Euronext Milaan',
  'costs.market.euronext-lisbon': 'Euronext Lissabon',
  'costs.market.xetra': 'Xetra',
  'costs.market.tradegate': 'Tradegate',
  'costs.market.lse': 'London Stock Exchange',
  'costs.market.six': 'SIX Swiss Exchange',
  'costs.market.nordics': 'de Scandinavische beurzen',
  'costs.market.warsaw': 'Warschau',
  'costs.market.us': 'Amerikaanse beurzen',
  'costs.market.bolsa-madrid': 'Bolsa de Madrid',
  'costs.market.asx': 'Australian Securities Exchange',
} as const;

/** Its texts: `tMarkets('key')`. */
export const tMarkets = /* @__PURE__ */ textsOf(NL_MARKETS);
export type MarketsKey = keyof typeof NL_MARKETS;
