// The words for a change the account cannot keep (src/lib/sync/limits.ts), with the limit it breaks.
import { tWatchlist } from '../../../i18n/en/watchlist';
import { WATCHLIST_LIMITS, type WatchlistLimit } from '../../../lib/sync/limits';

/** The message for a refused change; `notes` is the text that was too long, for its length. */
export function limitMessage(limit: WatchlistLimit, notes = ''): string {
  if (limit === 'notes-too-long') {
    return tWatchlist('watchlist.limit.notes-too-long', { max: WATCHLIST_LIMITS.notes, count: notes.length });
  }
  if (limit === 'too-many') return tWatchlist('watchlist.limit.too-many', { max: WATCHLIST_LIMITS.items });
  return tWatchlist('watchlist.limit.too-large');
}
