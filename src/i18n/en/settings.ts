// English UI texts of the settings screen. A section of the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_SETTINGS = {
  // Settings
  'settings.title': 'Portfolio Settings',
  'settings.subtitle': 'Display preferences for your portfolio screens',
  'settings.signedOut.title': 'Please log in to change your settings',
  'settings.signedOut.text': 'Create an account or sign in to set your portfolio preferences',
  'settings.saved': 'Preferences saved',
  'settings.resetDone': 'Your watchlist was reset to the {count} sample stocks.',
  'settings.signedInAs': 'Signed in as',
  'settings.savedHere': 'These settings are saved on this device for your account.',
  'settings.display': 'Display preferences',
  'settings.currency': 'Currency format',
  'settings.currency.symbol': 'Symbol ($1,234.56)',
  'settings.currency.code': 'Currency code (USD 1,234.56)',
  'settings.compact': 'Compact numbers',
  'settings.compactHint': 'Show large totals in short form, e.g. $123.46K. Tables keep exact amounts.',
  'settings.preview': 'Preview:',
  'settings.watchlistHas': 'Your watchlist has',
  'settings.stock.one': 'stock',
  'settings.stock.other': 'stocks',
  'settings.resetNote':
    'Resetting replaces it with the {count} sample stocks; your own stocks, targets and notes are removed.',
  'settings.reset': 'Reset watchlist',
  'settings.dialog.title': 'Reset your watchlist?',
  'settings.dialog.text':
    'This replaces your {count} {stocks} with the {samples} sample stocks. This cannot be undone.',
  'settings.confirm': 'Yes, reset watchlist',
} as const;

/** Its texts for islands: `tSettings('key', { values })`. */
export const tSettings = /* @__PURE__ */ textsOf(EN_SETTINGS);
