// The fee model's names that carry no tariff: the parts of a yearly cost and the markets, in Dutch. Apart from
// describe.ts (which imports the tariffs through tariff.ts), so the cost tool's first load can show a ranking
// without the fee model (README › Performance budgets).
import type { MarketId } from '../../data/providers/types.ts';
import { tCosts } from '../../i18n/nl/costs.ts';
import { tMarkets, type MarketsKey } from '../../i18n/nl/markets.ts';
import type { CostPartKey } from './yearly.ts';

/** The parts of a yearly cost, in the order the pages list and the chart stacks them, with their Dutch labels. */
export const COST_PARTS: readonly { readonly key: CostPartKey; readonly label: string }[] = [
  { key: 'orders', label: tCosts('costs.part.orders') },
  { key: 'fx', label: tCosts('costs.part.fx') },
  { key: 'savingsPlan', label: tCosts('costs.part.savingsPlan') },
  { key: 'holding', label: tCosts('costs.part.holding') },
  { key: 'connectivity', label: tCosts('costs.part.connectivity') },
  { key: 'deposits', label: tCosts('costs.part.deposits') },
  { key: 'fund', label: tCosts('costs.part.fund') },
];

const MARKET_KEY: Readonly<Record<MarketId, MarketsKey>> = {
  'euronext-amsterdam': 'costs.market.euronext-amsterdam',
  'euronext-brussels': 'costs.market.euronext-brussels',
  'euronext-paris': 'costs.market.euronext-paris',
  'euronext-milan': 'costs.market.euronext-milan',
  'euronext-lisbon': 'costs.market.euronext-lisbon',
  xetra: 'costs.market.xetra',
  tradegate: 'costs.market.tradegate',
  lse: 'costs.market.lse',
  six: 'costs.market.six',
  nordics: 'costs.market.nordics',
  warsaw: 'costs.market.warsaw',
  us: 'costs.market.us',
  'bolsa-madrid': 'costs.market.bolsa-madrid',
  asx: 'costs.market.asx',
};

/** A market's Dutch name ('Euronext Amsterdam', 'Amerikaanse beurzen'). */
export function marketName(market: MarketId): string {
  return tMarkets(MARKET_KEY[market]);
}

/**
 * Markets by their Dutch names, as data: the cost tool's page hands the island those of the profile's markets
 * (yearly.ts › profileMarkets), so its bundle does not carry every market's name.
 */
export type MarketNames = Readonly<Partial<Record<MarketId, string>>>;

/** The names of some markets, as data. */
export function marketNames(markets: readonly MarketId[]): MarketNames {
  return Object.fromEntries(markets.map((market) => [market, marketName(market)]));
}
