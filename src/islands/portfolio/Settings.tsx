// /portfolio/settings (issue 7): display preferences stored per user, and 'Reset watchlist' with an
// in-page confirmation dialog (a native <dialog>, not window.confirm).
import { useEffect, useId, useRef, useState } from 'react';
import { SAMPLE_WATCHLIST } from '../../data/stocks';
import { formatCurrency } from '../../lib/portfolio/format';
import { CURRENCY_DISPLAY_OPTIONS } from '../../lib/portfolio/settings';
import type { AuthUser } from '../../stores/auth';
import { updateSettings } from '../../stores/portfolioSettings';
import { resetWatchlist } from '../../stores/watchlist';
import CardSection from '../ui/CardSection';
import { PortfolioPage, usePrefs, useWatchlist } from './shared';

const EXAMPLE_AMOUNT = 123456.78;

export default function Settings() {
  return (
    <PortfolioPage
      title="Portfolio Settings"
      subtitle="Display preferences for your portfolio screens"
      signedOut={{
        title: 'Please log in to change your settings',
        text: 'Create an account or sign in to set your portfolio preferences',
      }}
    >
      {(user) => <SettingsContent user={user} />}
    </PortfolioPage>
  );
}

function SettingsContent({ user }: { user: AuthUser }) {
  const prefs = usePrefs();
  const watchlist = useWatchlist();
  const id = useId();
  const [saved, setSaved] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [resetMessage, setResetMessage] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const resetButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (confirming && !dialog.open) dialog.showModal();
    if (!confirming && dialog.open) dialog.close();
  }, [confirming]);

  function save(patch: Parameters<typeof updateSettings>[0]) {
    updateSettings(patch);
    setSaved('Preferences saved');
  }

  function confirmReset() {
    resetWatchlist();
    setConfirming(false);
    setResetMessage(`Your watchlist was reset to the ${SAMPLE_WATCHLIST.length} sample stocks.`);
    resetButtonRef.current?.focus();
  }

  return (
    <>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Signed in as <strong className="text-slate-900 dark:text-white">{user.email}</strong>. These settings are saved
        on this device for your account.
      </p>

      <CardSection headingId="display-title" title="Display preferences">
        <fieldset className="mt-4">
          <legend className="font-medium text-slate-900 dark:text-white">Currency format</legend>
          <div className="mt-2 space-y-2">
            {CURRENCY_DISPLAY_OPTIONS.map((o) => (
              <div key={o.value} className="flex items-center gap-2">
                <input
                  type="radio"
                  id={`${id}-${o.value}`}
                  name={`${id}-currency`}
                  value={o.value}
                  checked={prefs.currencyDisplay === o.value}
                  onChange={() => save({ currencyDisplay: o.value })}
                  className="h-4 w-4 accent-brand-700 dark:accent-accent-300"
                />
                <label htmlFor={`${id}-${o.value}`}>{o.label}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="mt-6 flex items-start gap-2">
          <input
            type="checkbox"
            id={`${id}-compact`}
            checked={prefs.compactNumbers}
            onChange={(e) => save({ compactNumbers: e.target.checked })}
            aria-describedby={`${id}-compact-hint`}
            className="mt-1 h-4 w-4 accent-brand-700 dark:accent-accent-300"
          />
          <div>
            <label htmlFor={`${id}-compact`} className="font-medium text-slate-900 dark:text-white">
              Compact numbers
            </label>
            <p id={`${id}-compact-hint`} className="text-sm text-slate-700 dark:text-slate-300">
              Show large totals in short form, e.g. $123.46K. Tables keep exact amounts.
            </p>
          </div>
        </div>
        <p className="mt-6 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          Preview: <span data-testid="preview">{formatCurrency(EXAMPLE_AMOUNT, prefs, true)}</span>
        </p>
        <p role="status" className="mt-2 text-sm font-medium text-emerald-700 dark:text-emerald-400">
          {saved}
        </p>
      </CardSection>

      <CardSection headingId="watchlist-title" title="Watchlist">
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Your watchlist has <span data-testid="watchlist-count">{watchlist.length}</span>{' '}
          {watchlist.length === 1 ? 'stock' : 'stocks'}. Resetting replaces it with the {SAMPLE_WATCHLIST.length} sample
          stocks; your own stocks, targets and notes are removed.
        </p>
        <button
          ref={resetButtonRef}
          type="button"
          className="btn-secondary mt-4 text-red-700 dark:text-red-400"
          aria-haspopup="dialog"
          onClick={() => {
            setResetMessage('');
            setConfirming(true);
          }}
        >
          Reset watchlist
        </button>
        <p role="status" className="mt-2 text-sm font-medium text-slate-900 dark:text-white">
          {resetMessage}
        </p>
      </CardSection>

      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-dialog-title`}
        aria-describedby={`${id}-dialog-text`}
        onClose={() => setConfirming(false)}
        className="m-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id={`${id}-dialog-title`} className="text-lg font-bold">
          Reset your watchlist?
        </h2>
        <p id={`${id}-dialog-text`} className="mt-2 text-slate-700 dark:text-slate-300">
          This replaces your {watchlist.length} {watchlist.length === 1 ? 'stock' : 'stocks'} with the{' '}
          {SAMPLE_WATCHLIST.length} sample stocks. This cannot be undone.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button type="button" className="btn-primary" onClick={confirmReset}>
            Yes, reset watchlist
          </button>
        </div>
      </dialog>
    </>
  );
}
