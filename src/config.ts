// Site-wide constants. Every rule in the spec that has a number lives here or in the module that owns the rule.

export const BRAND = 'Brokerkompas';
export const SITE_LOCALE = 'nl_NL';
export const SITE_LANG = 'nl';
export const DEFAULT_DESCRIPTION =
  'Vergelijk online brokers en leer beleggen in aandelen en ETF’s. Onafhankelijke uitleg in gewoon Nederlands voor beginnende en gevorderde beleggers.';
export const DEFAULT_KEYWORDS = ['beleggen', 'brokers vergelijken', 'aandelen', 'etf', 'dividend'];
export const DEFAULT_OG_IMAGE = '/og-default.png';

/** A description is cut to 157 characters plus an ellipsis when longer than 160. */
export const DESCRIPTION_MAX_LENGTH = 160;
export const DESCRIPTION_CUT_LENGTH = 157;
export const DESCRIPTION_ELLIPSIS = '...';

/** Default robots and how-to duration. */
export const DEFAULT_ROBOTS = { index: true, follow: true } as const;
export const HOWTO_DEFAULT_TOTAL_TIME = 'PT30M';

/** Theme: the localStorage key of the stored choice and the class on <html> when dark. */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_DARK_CLASS = 'dark';

/** Session-storage key of a path to restore (docs/behaviour.md#404-fallback). */
export const ORIGINAL_PATH_KEY = 'originalPath';
