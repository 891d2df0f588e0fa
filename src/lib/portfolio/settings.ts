// Display preferences of the portfolio screens (issue 7, /portfolio/settings), stored per user.
import { z } from 'astro/zod';
import { DEFAULT_PREFS, type DisplayPrefs } from './format';

export const CURRENCY_DISPLAY_OPTIONS: readonly { value: DisplayPrefs['currencyDisplay']; label: string }[] = [
  { value: 'symbol', label: 'Symbol ($1,234.56)' },
  { value: 'code', label: 'Currency code (USD 1,234.56)' },
];

const StoredSettings = z.object({
  currencyDisplay: z.enum(['symbol', 'code']),
  compactNumbers: z.boolean(),
});

/** Reads stored preferences; unknown or corrupt data → undefined (the caller uses the defaults). */
export function parseStoredSettings(text: string): DisplayPrefs | undefined {
  try {
    const result = StoredSettings.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export function defaultSettings(): DisplayPrefs {
  return { ...DEFAULT_PREFS };
}
