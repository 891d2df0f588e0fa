// Business constants of the portfolio area, named in one place.

/** Dashboard: simulated loading delay once a user is present. */
export const DASHBOARD_DELAY_MS = 1000;
/** Dashboard: the daily change is fixed sample data. */
export const FIXED_DAILY_CHANGE = 250;
export const FIXED_DAILY_CHANGE_PERCENT = 2.44;

/** Watchlist search runs only when the query is longer than 1 character. */
export const SEARCH_MIN_LENGTH = 2;

/** Sector percentages are shown to one decimal; prices and percents to two. */
export const SECTOR_PERCENT_DECIMALS = 1;
export const PRICE_DECIMALS = 2;
export const CURRENCY = 'USD';
/** The English portfolio screens format numbers the US way. */
export const NUMBER_LOCALE = 'en-US';

/** localStorage keys; the uid of the signed-in user is appended. */
export const WATCHLIST_KEY_PREFIX = 'bk-watchlist:';
export const SETTINGS_KEY_PREFIX = 'bk-portfolio-settings:';
/** localStorage keys of the sync state of each (see src/stores/userStore.ts); the uid is appended. */
export const WATCHLIST_SYNC_KEY_PREFIX = 'bk-sync:watchlist:';
export const SETTINGS_SYNC_KEY_PREFIX = 'bk-sync:settings:';
/**
 * The reader's own portfolio as kept with the account (src/stores/portfolioAccount.ts): the device's copy of it, its
 * sync state, and whether this device keeps it with the account ('1'). Removed at every sign-out.
 */
export const PORTFOLIO_ACCOUNT_KEY_PREFIX = 'bk-portfolio-account:';
export const PORTFOLIO_SYNC_KEY_PREFIX = 'bk-sync:portfolio:';
export const PORTFOLIO_KEPT_KEY_PREFIX = 'bk-portfolio-kept:';
/**
 * Set by 'Verwijder mijn gegevens' to the account's new generation: every other tab of the account drops the
 * portfolio it shows (src/stores/ownPortfolio.ts), so typing a price there cannot write the old one back.
 */
export const PORTFOLIO_REMOVED_KEY_PREFIX = 'bk-portfolio-removed:';
