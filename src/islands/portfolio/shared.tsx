// Building blocks shared by the portfolio islands: the auth gate with its three states,
// the spinner, the signed-out prompt and up/down cues (the SVG bars: ./bars.tsx).
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { tPortfolio } from '../../i18n/en/portfolio';
import { formatCurrency, type DisplayPrefs } from '../../lib/portfolio/format';
import type { AuthUser } from '../../stores/auth';
import { TrendIcon as BaseTrendIcon, type TrendWords } from '../ui/Trend';
import { useAuth } from '../ui/useAuth';
import { HYDRATION_SAFE } from '../ui/useHydrated';
import {
  $portfolioSettings,
  $portfolioSettingsDeleted,
  $portfolioSettingsKept,
  $portfolioSettingsOverLimit,
  $portfolioSettingsSaveFailed,
  $portfolioSettingsSyncFailed,
  $portfolioSettingsWaitSeconds,
} from '../../stores/portfolioSettings';

// The up/down cues live in ../ui; the portfolio screens say the direction in English.
export { trendClass } from '../ui/Trend';

/** The screen-reader words of the portfolio screens' ▲/▼. */
export const TREND_WORDS: TrendWords = { up: tPortfolio('portfolio.up'), down: tPortfolio('portfolio.down') };

/** ▲/▼ with the English words of the portfolio screens. */
export function TrendIcon({ value }: { value: number }) {
  return <BaseTrendIcon value={value} words={TREND_WORDS} />;
}

/** The signed-in user's display preferences (defaults when signed out). */
export function usePrefs(): DisplayPrefs {
  return useStore($portfolioSettings, HYDRATION_SAFE);
}

/** Money formatter bound to the preferences; `compact` only for large totals. */
export function useMoney(): (value: number, compact?: boolean) => string {
  const prefs = usePrefs();
  return (value, compact = false) => formatCurrency(value, prefs, compact);
}

/** What the account's stores report, for the notices under a screen's title. */
export interface AccountNoticeState {
  /** A change could not be saved in this browser (kept on this page only). */
  readonly saveFailed: boolean;
  /** A change has not reached the account yet (kept in this browser and retried). */
  readonly syncFailed: boolean;
  /** The account's data was deleted on another device or tab. */
  readonly deleted: boolean;
  readonly settingsKept: boolean;
  /** The account asked to wait this many seconds before the changes are sent again (429). */
  readonly waitSeconds?: number | undefined;
  /** The account did not accept the preferences (422): not sent again until they change. */
  readonly settingsRefused?: boolean | undefined;
  /**
   * The watchlist's own notices, worded (the screens that show it: watchlistShared.tsx): another device's edit was
   * kept over this device's, and the merged list is over the account's limits.
   */
  readonly watchlistKept?: string | undefined;
  readonly watchlistOverLimit?: string | undefined;
}

/**
 * Says so on screen when the preferences (and, on the screens that show it, the watchlist: watchlistShared.tsx) could
 * not be saved: in this browser (kept on this page only), or to the account (kept in this browser and retried); and
 * what a sync with the account did that the reader must know (docs/behaviour.md#account-data): an edit from another
 * device was kept over one made here, the account's data was deleted elsewhere, or the merged list is over the
 * account's limits.
 */
export function AccountNotices({ state }: { state: AccountNoticeState }) {
  return (
    <>
      {state.saveFailed ? (
        <Notice>{tPortfolio('portfolio.saveFailed')}</Notice>
      ) : state.waitSeconds !== undefined ? (
        <Notice>{tPortfolio('portfolio.wait', { seconds: state.waitSeconds })}</Notice>
      ) : (
        state.syncFailed && <Notice>{tPortfolio('portfolio.syncFailed')}</Notice>
      )}
      {state.settingsRefused && <Notice>{tPortfolio('portfolio.refused')}</Notice>}
      {state.deleted && <Notice>{tPortfolio('portfolio.deleted')}</Notice>}
      {state.watchlistKept !== undefined && <Notice>{state.watchlistKept}</Notice>}
      {state.settingsKept && <Notice>{tPortfolio('portfolio.settingsKept')}</Notice>}
      {state.watchlistOverLimit !== undefined && <Notice>{state.watchlistOverLimit}</Notice>}
    </>
  );
}

/** The preferences' part of the notices (every portfolio screen reads the preferences). */
export function useSettingsNoticeState(): AccountNoticeState {
  return {
    saveFailed: useStore($portfolioSettingsSaveFailed, HYDRATION_SAFE),
    syncFailed: useStore($portfolioSettingsSyncFailed, HYDRATION_SAFE),
    deleted: useStore($portfolioSettingsDeleted, HYDRATION_SAFE),
    settingsKept: useStore($portfolioSettingsKept, HYDRATION_SAFE).length > 0,
    waitSeconds: useStore($portfolioSettingsWaitSeconds, HYDRATION_SAFE),
    settingsRefused: useStore($portfolioSettingsOverLimit, HYDRATION_SAFE) !== undefined,
  };
}

/**
 * The notices of a screen that does not show the watchlist: it carries neither the watchlist's store nor its sync
 * (the dashboard, history, allocation and analytics).
 */
function SettingsNotices() {
  return <AccountNotices state={useSettingsNoticeState()} />;
}

const NOTICE =
  'mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';

function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={NOTICE}>
      {children}
    </p>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-48 flex-col items-center justify-center gap-3 py-12">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700 motion-reduce:animate-none dark:border-slate-700 dark:border-t-accent-300"
      />
      <span className="text-slate-700 dark:text-slate-300">{label}</span>
    </div>
  );
}

export interface SignedOutText {
  readonly title: string;
  readonly text: string;
}

export function SignedOutPrompt({ title, text }: SignedOutText) {
  return (
    <section aria-labelledby="signed-out-title" className="card mx-auto mt-6 max-w-xl text-center">
      <span aria-hidden="true" className="text-4xl">
        🔒
      </span>
      <h2 id="signed-out-title" className="mt-2 text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{text}</p>
      <a href="/login" className="btn-primary mt-5">
        {tPortfolio('portfolio.signIn')}
      </a>
    </section>
  );
}

interface PageProps {
  readonly title: string;
  /** Shown under the title once signed in (a function of the user) or always (a string). */
  readonly subtitle?: string | ((user: AuthUser) => string);
  /**
   * Shown under the title whatever the auth state, so it is in the page's HTML: the dashboard's subtitle depends on the
   * user, and without this the first large text would wait for Firebase (the log-in prompt was Lighthouse's Largest
   * Contentful Paint at about 3 s on a throttled mobile).
   */
  readonly intro?: string;
  readonly signedOut: SignedOutText;
  readonly loadingLabel?: string;
  /** The account notices once signed in; the screens that show the watchlist pass watchlistShared.tsx's. */
  readonly notices?: ReactNode;
  /** Extra loading condition after sign-in (the dashboard's simulated delay). */
  readonly pending?: boolean;
  readonly children: (user: AuthUser) => ReactNode;
}

/**
 * A signed-in-only English screen: the root carries lang="en" (the page itself is Dutch), the h1
 * is always there; below it a spinner while loading, the log-in prompt when signed out, or content.
 */
export function PortfolioPage({
  title,
  subtitle,
  intro,
  signedOut,
  loadingLabel = tPortfolio('portfolio.loading'),
  notices = <SettingsNotices />,
  pending = false,
  children,
}: PageProps) {
  const auth = useAuth();
  const user = auth.status === 'signed-in' ? auth.user : undefined;
  const sub = typeof subtitle === 'function' ? (user ? subtitle(user) : undefined) : subtitle;
  return (
    <div lang="en" className="container-page pt-6 pb-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
      {intro && <p className="mt-2 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{intro}</p>}
      {sub && <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{sub}</p>}
      {user && notices}
      {auth.status === 'loading' || (user && pending) ? (
        <Spinner label={loadingLabel} />
      ) : user ? (
        children(user)
      ) : (
        <SignedOutPrompt {...signedOut} />
      )}
    </div>
  );
}
