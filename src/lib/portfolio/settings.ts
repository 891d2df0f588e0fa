// Display preferences of the portfolio screens (/portfolio/settings), stored per user.
import { DEFAULT_PREFS, type DisplayPrefs } from './format';

/** The ways a currency can be shown, in the order the settings screen offers them. */
export const CURRENCY_DISPLAYS: readonly DisplayPrefs['currencyDisplay'][] = ['symbol', 'code'];

/** Reads stored preferences; unknown or corrupt data → undefined (the caller uses the defaults). */
export function parseStoredSettings(text: string): DisplayPrefs | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  return parseSettings(data);
}

/** Reads preferences already parsed from JSON (the account's copy from the server); wrong shape → undefined. */
export function parseSettings(data: unknown): DisplayPrefs | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { currencyDisplay, compactNumbers } = data as Record<string, unknown>;
  if (currencyDisplay !== 'symbol' && currencyDisplay !== 'code') return undefined;
  if (typeof compactNumbers !== 'boolean') return undefined;
  return { currencyDisplay, compactNumbers };
}

export function defaultSettings(): DisplayPrefs {
  return { ...DEFAULT_PREFS };
}
