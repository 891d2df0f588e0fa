// Display preferences of the portfolio screens, persisted per user in localStorage under
// `bk-portfolio-settings:<uid>` (same per-user store as the watchlist; see userStore.ts), kept with the account
// when signed in; two copies changed on two devices are merged field by field (mergeSettings).
import type { ReadableAtom } from 'nanostores';
import { getRemote, onOnline, putRemote, tabLock } from '../browser/accountApi';
import { browserStorage, localStorageChanges } from '../browser/storage';
import { SETTINGS_KEY_PREFIX, SETTINGS_SYNC_KEY_PREFIX } from '../lib/portfolio/constants';
import { DEFAULT_PREFS, type DisplayPrefs } from '../lib/portfolio/format';
import { defaultSettings, parseSettings, parseStoredSettings } from '../lib/portfolio/settings';
import { mergeSettings } from '../lib/sync/reconcile';
import { createUserStore } from './userStore';
import { $auth } from './auth';

const store = createUserStore<DisplayPrefs>({
  auth: $auth,
  prefix: SETTINGS_KEY_PREFIX,
  seed: defaultSettings,
  empty: DEFAULT_PREFS,
  parse: parseStoredSettings,
  storage: browserStorage,
  externalChanges: localStorageChanges,
  remote: {
    kind: 'settings',
    statePrefix: SETTINGS_SYNC_KEY_PREFIX,
    get: getRemote,
    put: putRemote,
    parse: parseSettings,
    merge: mergeSettings,
    onOnline,
    lock: tabLock,
  },
});

export const $portfolioSettings: ReadableAtom<DisplayPrefs> = store.$store;
/** True while the last change of the preferences could not be saved in this browser. */
export const $portfolioSettingsSaveFailed: ReadableAtom<boolean> = store.$saveFailed;
/** True while the account has not got this device's change of the preferences yet (retried). */
export const $portfolioSettingsSyncFailed: ReadableAtom<boolean> = store.$syncFailed;
/** Removes the preferences from this device ('Verwijder mijn gegevens'). */
export const forgetSettings: (generation?: number) => void = store.forget;
/** Non-empty when an edit of the preferences made on another device was kept over this device's. */
export const $portfolioSettingsKept: ReadableAtom<readonly string[]> = store.$kept;
/** True once this tab learnt that the account's data was deleted elsewhere. */
export const $portfolioSettingsDeleted: ReadableAtom<boolean> = store.$deleted;
/** 'refused' when the account did not accept the preferences (src/stores/userStore.ts). */
export const $portfolioSettingsOverLimit: ReadableAtom<string | undefined> = store.$overLimit;
/** The seconds the account asked to wait before the preferences are sent again (429). */
export const $portfolioSettingsWaitSeconds: ReadableAtom<number | undefined> = store.$waitSeconds;

export function updateSettings(patch: Partial<DisplayPrefs>): void {
  store.update((prefs) => ({ ...prefs, ...patch }));
}
