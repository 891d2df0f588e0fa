// What an account keeps in this browser's storage: the keys 'Uitloggen' removes when the reader also asks to remove
// their data from this device (src/stores/deviceData.ts), and what the profile page says is kept.
import { savedExportsKey } from '../exports/savedKey';
import {
  PORTFOLIO_ACCOUNT_KEY_PREFIX,
  PORTFOLIO_KEPT_KEY_PREFIX,
  PORTFOLIO_REMOVED_KEY_PREFIX,
  PORTFOLIO_SYNC_KEY_PREFIX,
  SETTINGS_KEY_PREFIX,
  SETTINGS_SYNC_KEY_PREFIX,
  WATCHLIST_KEY_PREFIX,
  WATCHLIST_SYNC_KEY_PREFIX,
} from '../portfolio/constants';
import { userStorageKey } from '../portfolio/userStorage';

/**
 * Every storage key of the account `uid`: its saved Mijn kosten exports, its watchlist (with notes), its settings, and
 * the sync state of the last two (what the server last held, src/stores/userStore.ts).
 */
export function accountStorageKeys(uid: string): string[] {
  return [
    savedExportsKey(uid),
    userStorageKey(WATCHLIST_KEY_PREFIX, uid),
    userStorageKey(SETTINGS_KEY_PREFIX, uid),
    userStorageKey(WATCHLIST_SYNC_KEY_PREFIX, uid),
    userStorageKey(SETTINGS_SYNC_KEY_PREFIX, uid),
  ];
}

/**
 * The storage keys of the account's portfolio as kept with the account (src/stores/portfolioAccount.ts): this
 * device's copy, its sync state and whether this device keeps it with the account. Removed with the portfolio itself
 * at every sign-out and by 'Verwijder mijn gegevens'; `removed` is how that deletion tells the other tabs (it holds
 * the account's new generation).
 */
export function portfolioAccountKeys(uid: string): {
  readonly copy: string;
  readonly state: string;
  readonly kept: string;
  readonly removed: string;
} {
  return {
    copy: userStorageKey(PORTFOLIO_ACCOUNT_KEY_PREFIX, uid),
    state: userStorageKey(PORTFOLIO_SYNC_KEY_PREFIX, uid),
    kept: userStorageKey(PORTFOLIO_KEPT_KEY_PREFIX, uid),
    removed: userStorageKey(PORTFOLIO_REMOVED_KEY_PREFIX, uid),
  };
}
