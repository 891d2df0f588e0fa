// Site-wide constants. Every rule in the spec that has a number lives here or in the module that owns the rule.

export const BRAND = 'Brokerkompas';
export const SITE_LOCALE = 'nl_NL';
export const SITE_LANG = 'nl';
export const DEFAULT_DESCRIPTION =
  'Vergelijk online brokers en leer beleggen in aandelen en ETF’s. Onafhankelijke uitleg in gewoon Nederlands voor beginnende en gevorderde beleggers.';
export const DEFAULT_KEYWORDS = ['beleggen', 'brokers vergelijken', 'aandelen', 'etf', 'dividend'];
export const DEFAULT_OG_IMAGE = '/og-default.png';

/** Spec §1/§9: a description is cut to 157 characters plus an ellipsis when longer than 160. */
export const DESCRIPTION_MAX_LENGTH = 160;
export const DESCRIPTION_CUT_LENGTH = 157;
export const DESCRIPTION_ELLIPSIS = '...';

/** Spec §1: default robots and how-to duration. */
export const DEFAULT_ROBOTS = { index: true, follow: true } as const;
export const HOWTO_DEFAULT_TOTAL_TIME = 'PT30M';

/** Spec §4: theme. */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_DARK_CLASS = 'dark';

/** Spec §2 fallback: session-storage key for the path to restore. */
export const ORIGINAL_PATH_KEY = 'originalPath';
