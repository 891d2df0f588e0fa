// The watchlist's actions (add, edit, remove, …) on a per-user store, apart from the store itself (src/stores/watchlist.ts)
// so the unit tests drive the same actions on a store of their own. A change that would break the account's limits
// (src/lib/sync/limits.ts) is refused here, with the reason, so the device never holds a list the server must refuse.
import { todayIso } from '../lib/portfolio/format';
import type { StockQuote, WatchlistItem } from '../lib/portfolio/types';
import * as rules from '../lib/portfolio/watchlist';
import { watchlistOverLimit, type WatchlistLimit } from '../lib/sync/limits';
import type { UserStore } from './userStore';

/** The outcome of a change: done, or why not (signed out, or a limit of the account it would break). */
export type ChangeOutcome = 'saved' | 'signed-out' | WatchlistLimit;
export type AddOutcome = 'added' | 'duplicate' | Exclude<ChangeOutcome, 'saved'>;

export function watchlistActions(store: Pick<UserStore<readonly WatchlistItem[]>, 'update' | 'reset'>) {
  /**
   * Applies a rule to the list unless the result breaks the account's limits; a list that already breaks them
   * (merged from two devices) may still shrink. The reason is returned, and nothing is stored then.
   */
  function change(rule: (items: readonly WatchlistItem[]) => readonly WatchlistItem[]): ChangeOutcome {
    let outcome: ChangeOutcome = 'signed-out';
    store.update((items) => {
      const next = rule(items);
      const limit = watchlistOverLimit(next);
      const shrinks = JSON.stringify(next).length < JSON.stringify(items).length;
      outcome = limit === undefined || shrinks ? 'saved' : limit;
      return outcome === 'saved' ? next : items;
    });
    return outcome;
  }

  return {
    /** Adds a stock; a symbol already on the list changes nothing and reports 'duplicate'. */
    addStock: (stock: StockQuote, input: { targetPrice?: string | number; notes?: string } = {}): AddOutcome => {
      let duplicate = false;
      const outcome = change((items) => {
        const result = rules.addToWatchlist(items, stock, input, todayIso());
        duplicate = !result.ok;
        return result.items;
      });
      if (outcome !== 'saved') return outcome;
      return duplicate ? 'duplicate' : 'added';
    },
    /** Target price: empty or invalid → unset. */
    setTarget: (symbol: string, raw: string | number | undefined): ChangeOutcome =>
      change((items) => rules.setTargetPrice(items, symbol, raw)),
    /** Notes: empty → unset; longer than the account keeps → refused ('notes-too-long'), the list unchanged. */
    setNotes: (symbol: string, raw: string | undefined): ChangeOutcome =>
      change((items) => rules.setNotes(items, symbol, raw)),
    removeStock: (symbol: string): ChangeOutcome => change((items) => rules.removeFromWatchlist(items, symbol)),
    toggleFavorite: (symbol: string): ChangeOutcome => change((items) => rules.toggleFavorite(items, symbol)),
    /** /portfolio/settings: back to the 4 sample stocks. */
    resetWatchlist: (): boolean => store.reset(),
  };
}
