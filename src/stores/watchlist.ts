// The watchlist: one nanostore shared by the watchlist, the hub, the settings page and the stock
// screener, persisted per user in localStorage under `bk-watchlist:<uid>` and seeded with the 4
// sample stocks for a new user. The storage rules (invalid items dropped, other tabs followed,
// failed writes reported) are in src/stores/userStore.ts. Signed in, the list is kept with the account
// (the account data API); the local copy is its cache, and two copies are merged by unionWatchlists.
import type { ReadableAtom } from 'nanostores';
import { getRemote, onOnline, putRemote, tabLock } from '../browser/accountApi';
import { browserStorage, localStorageChanges } from '../browser/storage';
import { SAMPLE_WATCHLIST } from '../data/stocks';
import { WATCHLIST_KEY_PREFIX, WATCHLIST_SYNC_KEY_PREFIX } from '../lib/portfolio/constants';
import { todayIso } from '../lib/portfolio/format';
import type { StockQuote, WatchlistItem } from '../lib/portfolio/types';
import { createUserStore } from './userStore';
import * as rules from '../lib/portfolio/watchlist';
import { unionWatchlists } from '../lib/sync/reconcile';
import { $auth } from './auth';

const store = createUserStore<readonly WatchlistItem[]>({
  auth: $auth,
  prefix: WATCHLIST_KEY_PREFIX,
  seed: () => [...SAMPLE_WATCHLIST],
  empty: [],
  parse: rules.parseStoredWatchlist,
  storage: browserStorage,
  externalChanges: localStorageChanges,
  remote: {
    kind: 'watchlist',
    statePrefix: WATCHLIST_SYNC_KEY_PREFIX,
    get: getRemote,
    put: putRemote,
    parse: rules.parseRemoteWatchlist,
    merge: unionWatchlists,
    onOnline,
    lock: tabLock,
  },
});

/** The signed-in user's watchlist; empty while loading or signed out. */
export const $watchlist: ReadableAtom<readonly WatchlistItem[]> = store.$store;
/** True while the last change could not be saved in this browser (it is kept on this page only). */
export const $watchlistSaveFailed: ReadableAtom<boolean> = store.$saveFailed;
/** True while the account has not got this device's changes yet (they are kept here and retried). */
export const $watchlistSyncFailed: ReadableAtom<boolean> = store.$syncFailed;
/** Removes the list from this device ('Verwijder mijn gegevens'; the server's copy goes with accountData.ts). */
export const forgetWatchlist: () => void = store.forget;

export type AddOutcome = 'added' | 'duplicate' | 'signed-out';

/** Adds a stock; a symbol already on the list changes nothing and reports 'duplicate'. */
export function addStock(stock: StockQuote, input: { targetPrice?: string | number; notes?: string } = {}): AddOutcome {
  let outcome: AddOutcome = 'signed-out';
  store.update((items) => {
    const result = rules.addToWatchlist(items, stock, input, todayIso());
    outcome = result.ok ? 'added' : 'duplicate';
    return result.items;
  });
  return outcome;
}

/** Target price: empty or invalid → unset. */
export function setTarget(symbol: string, raw: string | number | undefined): void {
  store.update((items) => rules.setTargetPrice(items, symbol, raw));
}

/** Notes: empty → unset. */
export function setNotes(symbol: string, raw: string | undefined): void {
  store.update((items) => rules.setNotes(items, symbol, raw));
}

export function removeStock(symbol: string): void {
  store.update((items) => rules.removeFromWatchlist(items, symbol));
}

export function toggleFavorite(symbol: string): void {
  store.update((items) => rules.toggleFavorite(items, symbol));
}

/** /portfolio/settings: back to the 4 sample stocks. */
export function resetWatchlist(): boolean {
  return store.reset();
}
