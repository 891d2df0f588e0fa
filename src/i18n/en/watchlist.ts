// English UI texts of the watchlist. A section of the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_WATCHLIST = {
  // Watchlist
  'watchlist.title': 'My Watchlist',
  'watchlist.subtitle': "Track stocks you're interested in and set price targets",
  'watchlist.signedOut.title': 'Please log in to manage your watchlist',
  'watchlist.signedOut.text': 'Create an account or sign in to start tracking stocks',
  'watchlist.loading': 'Loading your watchlist…',
  'watchlist.addTitle': 'Add Stock to Watchlist',
  'watchlist.listTitle': 'Watchlist ({count} stocks)',
  'watchlist.empty.title': 'Your watchlist is empty',
  'watchlist.empty.text': 'Start building your watchlist by searching for stocks above',
  'watchlist.added': '{symbol} added to your watchlist',
  'watchlist.removed': '{symbol} removed from your watchlist',
  'watchlist.duplicate': 'Already in your watchlist',
  'watchlist.search.label': 'Search stocks',
  'watchlist.search.placeholder': 'Search for stocks by symbol or company name...',
  'watchlist.search.hint': 'Type at least {min} characters; use the arrow keys and Enter to pick a stock.',
  'watchlist.search.oneResult': '1 result available',
  'watchlist.search.results': '{count} results available',
  'watchlist.search.listLabel': 'Matching stocks',
  'watchlist.search.noMatch': 'No stocks match “{query}”.',
  'watchlist.form.label': 'Add {symbol} to watchlist',
  'watchlist.targetRequired': 'Target Price *',
  'watchlist.targetPrice': 'Target Price',
  'watchlist.notes': 'Notes',
  'watchlist.notesOptional': 'Optional notes about this stock',
  'watchlist.add': 'Add to Watchlist',
  'watchlist.table': 'Watchlist table',
  'watchlist.addedColumn': 'Added',
  'watchlist.actions': 'Actions',
  'watchlist.toggleFavorite': 'Toggle favorite {symbol}',
  'watchlist.targetFor': 'Target price for {symbol}',
  'watchlist.notesFor': 'Notes for {symbol}',
  'watchlist.remove': 'Remove',
  'watchlist.removeSymbol': 'Remove {symbol}',
  'watchlist.setTarget': 'Set target',
  'watchlist.notesPlaceholder': 'Add notes...',
  // The account's limits (src/lib/sync/limits.ts), said before anything is saved
  'watchlist.limit.notes-too-long': 'Notes can be at most {max} characters; these have {count}. Shorten them to save.',
  'watchlist.limit.too-many': 'Your watchlist can hold at most {max} stocks. Remove one to add another.',
  'watchlist.limit.too-large':
    'Your watchlist is too large to keep with your account. Shorten some notes or remove a stock first.',
} as const;

/** Its texts for islands: `tWatchlist('key', { values })`. */
export const tWatchlist = /* @__PURE__ */ textsOf(EN_WATCHLIST);
