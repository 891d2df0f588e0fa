// The watchlist: one nanostore shared by the watchlist, the hub, the settings page and the stock
// screener, persisted per user in localStorage under `bk-watchlist:<uid>` and seeded with the 4
// sample stocks for a new user. The storage rules (invalid items dropped, other tabs followed,
// failed writes reported) are in src/stores/userStore.ts. Signed in, the list is kept with the account
// (the account data API); the local copy is its cache, and two copies are merged item by item (mergeWatchlists). The
// actions (./watchlistActions.ts) refuse a change that would break the account's limits.
import type { ReadableAtom } from 'nanostores';
import { getRemote, onOnline, putRemote, tabLock } from '../browser/accountApi';
import { browserStorage, localStorageChanges } from '../browser/storage';
import { SAMPLE_WATCHLIST } from '../data/stocks';
import { WATCHLIST_KEY_PREFIX, WATCHLIST_SYNC_KEY_PREFIX } from '../lib/portfolio/constants';
import type { WatchlistItem } from '../lib/portfolio/types';
import { createUserStore, type UserStore } from './userStore';
import * as rules from '../lib/portfolio/watchlist';
import { mergeWatchlists } from '../lib/sync/reconcile';
import { watchlistOverLimit } from '../lib/sync/limits';
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
    merge: mergeWatchlists,
    overLimit: watchlistOverLimit,
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
export const forgetWatchlist: (generation?: number) => void = store.forget;
/** Stocks of which an edit made on another device was kept over this device's edit. */
export const $watchlistKept: ReadableAtom<readonly string[]> = store.$kept;
/** True once this tab learnt that the account's data was deleted elsewhere. */
export const $watchlistDeleted: ReadableAtom<boolean> = store.$deleted;
/** Why the list (merged with another device's) cannot be kept with the account; it stays on this device. */
export const $watchlistOverLimit: ReadableAtom<string | undefined> = store.$overLimit;
/** The seconds the account asked to wait before the list is sent again (429). */
export const $watchlistWaitSeconds: ReadableAtom<number | undefined> = store.$waitSeconds;

/** The store the actions change (src/stores/watchlistEdit.ts), apart so a page that only reads the list does not load them. */
export const watchlistStore: Pick<UserStore<readonly WatchlistItem[]>, 'update' | 'reset'> = store;
