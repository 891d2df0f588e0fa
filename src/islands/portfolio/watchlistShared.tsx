// What the screens that show the watchlist share (the hub, the watchlist, the settings and the stock screener): the
// list itself and the account notices with the watchlist's part. Apart from shared.tsx so the screens that do not
// show it (the dashboard, history, allocation, analytics) carry neither the watchlist's store, its rules nor its sync.
import { useStore } from '@nanostores/react';
import { tWatchlistSync } from '../../i18n/en/watchlistSync';
import type { WatchlistItem } from '../../lib/portfolio/types';
import {
  $watchlist,
  $watchlistDeleted,
  $watchlistKept,
  $watchlistOverLimit,
  $watchlistSaveFailed,
  $watchlistSyncFailed,
  $watchlistWaitSeconds,
} from '../../stores/watchlist';
import { REFUSED } from '../../stores/userStore';
import { HYDRATION_SAFE } from '../ui/useHydrated';
import { AccountNotices, useSettingsNoticeState } from './shared';

/** The signed-in user's watchlist (empty when signed out). */
export function useWatchlist(): readonly WatchlistItem[] {
  return useStore($watchlist, HYDRATION_SAFE);
}

/** The account notices of the watchlist and the preferences together. */
export function SaveFailedNotice() {
  const settings = useSettingsNoticeState();
  const saveFailed = useStore($watchlistSaveFailed, HYDRATION_SAFE);
  const syncFailed = useStore($watchlistSyncFailed, HYDRATION_SAFE);
  const deleted = useStore($watchlistDeleted, HYDRATION_SAFE);
  const kept = useStore($watchlistKept, HYDRATION_SAFE);
  const overLimit = useStore($watchlistOverLimit, HYDRATION_SAFE);
  const waitSeconds = useStore($watchlistWaitSeconds, HYDRATION_SAFE);
  return (
    <AccountNotices
      state={{
        saveFailed: settings.saveFailed || saveFailed,
        syncFailed: settings.syncFailed || syncFailed,
        deleted: settings.deleted || deleted,
        settingsKept: settings.settingsKept,
        settingsRefused: settings.settingsRefused,
        waitSeconds: settings.waitSeconds ?? waitSeconds,
        watchlistKept: kept.length > 0 ? tWatchlistSync('watchlistSync.kept', { symbols: kept.join(', ') }) : undefined,
        watchlistOverLimit:
          overLimit === undefined
            ? undefined
            : tWatchlistSync(overLimit === REFUSED ? 'watchlistSync.refused' : 'watchlistSync.overLimit'),
      }}
    />
  );
}
