// Display preferences of the portfolio screens, persisted per user in localStorage under
// `bk-portfolio-settings:<uid>` (same per-user store as the watchlist; see userStore.ts).
import type { ReadableAtom } from 'nanostores';
import { browserStorage, localStorageChanges } from '../browser/storage';
import { SETTINGS_KEY_PREFIX } from '../lib/portfolio/constants';
import { DEFAULT_PREFS, type DisplayPrefs } from '../lib/portfolio/format';
import { defaultSettings, parseStoredSettings } from '../lib/portfolio/settings';
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
});

export const $portfolioSettings: ReadableAtom<DisplayPrefs> = store.$store;
/** True while the last change of the preferences could not be saved in this browser. */
export const $portfolioSettingsSaveFailed: ReadableAtom<boolean> = store.$saveFailed;

export function updateSettings(patch: Partial<DisplayPrefs>): void {
  store.update((prefs) => ({ ...prefs, ...patch }));
}
