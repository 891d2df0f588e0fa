// The English UI texts of the portfolio screens and the stock screener, once, in sections like ../nl/: pages read all
// of it (`en`, `tEn()`); an island imports only the sections it shows, each with its own `t` (`tWatchlist` from
// ./watchlist, …), so a screen's bundle carries only its own texts. `{name}` marks a value filled in.
import { EN_PORTFOLIO } from './portfolio';
import { EN_HUB } from './hub';
import { EN_DASHBOARD } from './dashboard';
import { EN_ANALYTICS } from './analytics';
import { EN_ALLOCATION } from './allocation';
import { EN_HISTORY } from './history';
import { EN_SETTINGS } from './settings';
import { EN_WATCHLIST } from './watchlist';
import { EN_WATCHLIST_SYNC } from './watchlistSync';
import { EN_SCREENER } from './screener';
import { EN_OWN } from './own';
import { EN_OWN_ACCOUNT } from './ownAccount';
import { EN_OWN_LABELS } from './ownLabels';
import { EN_MY_FILES } from './myFiles';
import { EN_OWN_IMPORT } from './ownPanel';

export {
  EN_PORTFOLIO,
  EN_HUB,
  EN_DASHBOARD,
  EN_ANALYTICS,
  EN_ALLOCATION,
  EN_HISTORY,
  EN_SETTINGS,
  EN_WATCHLIST,
  EN_WATCHLIST_SYNC,
  EN_SCREENER,
  EN_OWN,
  EN_OWN_ACCOUNT,
  EN_OWN_LABELS,
  EN_MY_FILES,
  EN_OWN_IMPORT,
};

export const en = {
  ...EN_PORTFOLIO,
  ...EN_HUB,
  ...EN_DASHBOARD,
  ...EN_ANALYTICS,
  ...EN_ALLOCATION,
  ...EN_HISTORY,
  ...EN_SETTINGS,
  ...EN_WATCHLIST,
  ...EN_WATCHLIST_SYNC,
  ...EN_SCREENER,
  ...EN_OWN,
  ...EN_OWN_ACCOUNT,
  ...EN_OWN_LABELS,
  ...EN_MY_FILES,
  ...EN_OWN_IMPORT,
} as const;

export type EnKey = keyof typeof en;
