// English UI texts of the stock screener. A section of the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_SCREENER = {
  // Stock screener
  'screener.title': 'Stock Screener',
  'screener.intro':
    "Filter {count} sample stocks by sector, price and today's change, and add the ones you like to your watchlist. Prices are sample figures in US dollars, not live quotes.",
  'screener.symbol': 'Symbol',
  'screener.company': 'Company',
  'screener.changePercent': 'Change %',
  'screener.filters': 'Screener filters',
  'screener.allSectors': 'All sectors',
  'screener.minPrice': 'Min price ($)',
  'screener.maxPrice': 'Max price ($)',
  'screener.dailyChange': 'Daily change',
  'screener.anyChange': 'Any change',
  'screener.up': 'Up or unchanged',
  'screener.down': 'Down',
  'screener.reset': 'Reset filters',
  'screener.showing': 'Showing {count} of {total} stocks',
  'screener.duplicate': '{symbol}: {message}',
  'screener.logInToAdd': 'Log in to add stocks to your watchlist',
  'screener.logIn': 'Log in',
  'screener.logInHint': 'to add stocks to your watchlist.',
  'screener.noMatch': 'No stocks match these filters.',
  'screener.results': 'Screener results',
  'screener.caption': 'Stocks matching the filters, sorted by {column} ({direction})',
  'screener.inWatchlist': 'In watchlist',
  'screener.add': 'Add',
  'screener.logInToAddRow': 'Log in to add',
} as const;

/** Its texts for islands: `tScreener('key', { values })`. */
export const tScreener = /* @__PURE__ */ textsOf(EN_SCREENER);
