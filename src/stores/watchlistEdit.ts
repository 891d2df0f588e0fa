// The watchlist's actions (add, edit, remove, …) on the page's store (src/stores/watchlist.ts): the screens that
// change the list import them from here, so a page that only reads it (/portfolio's count) does not load them (the
// portfolio pages' 130 KB budget).
import { watchlistStore } from './watchlist';
import { watchlistActions } from './watchlistActions';

export type { AddOutcome, ChangeOutcome } from './watchlistActions';
export const { addStock, setTarget, setNotes, removeStock, toggleFavorite, resetWatchlist } =
  watchlistActions(watchlistStore);
