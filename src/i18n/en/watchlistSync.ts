// English UI texts of what a sync with the account did to the watchlist, shown on the screens that show the list
// (src/islands/portfolio/watchlistShared.tsx) and nowhere else, so the dashboard and the other portfolio screens do not
// carry them. A section of the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_WATCHLIST_SYNC = {
  'watchlistSync.kept':
    'An edit made on another device was kept for {symbols}; the change made here to the same stock was not applied.',
  'watchlistSync.overLimit':
    'Your watchlist, merged with the one from another device, is larger than your account can keep. It is kept in this browser; shorten notes or remove stocks to save it to your account.',
  'watchlistSync.refused':
    'Your account did not accept this watchlist as it is. It is kept in this browser and not sent again until you change it.',
} as const;

/** Its texts for islands: `tWatchlistSync('key', { values })`. */
export const tWatchlistSync = /* @__PURE__ */ textsOf(EN_WATCHLIST_SYNC);
