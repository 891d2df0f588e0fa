// /portfolio/settings: display preferences stored per user, and 'Reset watchlist' with an
// in-page confirmation dialog (a native <dialog>, not window.confirm).
import { counted } from '../../i18n/fill';
import { tPortfolio } from '../../i18n/en/portfolio';
import { tSettings } from '../../i18n/en/settings';
import { useEffect, useId, useRef, useState } from 'react';
import { SAMPLE_WATCHLIST } from '../../data/stocks';
import { formatCurrency } from '../../lib/portfolio/format';
import { CURRENCY_DISPLAYS } from '../../lib/portfolio/settings';
import type { AuthUser } from '../../stores/auth';
import { updateSettings } from '../../stores/portfolioSettings';
import { resetWatchlist } from '../../stores/watchlistEdit';
import CardSection from '../ui/CardSection';
import { PortfolioPage, usePrefs } from './shared';
import { SaveFailedNotice, useWatchlist } from './watchlistShared';

const CURRENCY_LABELS: Record<(typeof CURRENCY_DISPLAYS)[number], string> = {
  symbol: tSettings('settings.currency.symbol'),
  code: tSettings('settings.currency.code'),
};

const EXAMPLE_AMOUNT = 123456.78;

/** 'stock' or 'stocks' for a count. */
function stockWord(count: number): string {
  return counted(tSettings, count, 'settings.stock.one', 'settings.stock.other');
}

export default function Settings() {
  return (
    <PortfolioPage
      title={tSettings('settings.title')}
      subtitle={tSettings('settings.subtitle')}
      signedOut={{ title: tSettings('settings.signedOut.title'), text: tSettings('settings.signedOut.text') }}
      notices={<SaveFailedNotice />}
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
    setSaved(tSettings('settings.saved'));
  }

  function confirmReset() {
    resetWatchlist();
    setConfirming(false);
    setResetMessage(tSettings('settings.resetDone', { count: SAMPLE_WATCHLIST.length }));
    resetButtonRef.current?.focus();
  }

  return (
    <>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {tSettings('settings.signedInAs')} <strong className="text-slate-900 dark:text-white">{user.email}</strong>.{' '}
        {tSettings('settings.savedHere')}
      </p>

      <CardSection headingId="display-title" title={tSettings('settings.display')}>
        <fieldset className="mt-4">
          <legend className="font-medium text-slate-900 dark:text-white">{tSettings('settings.currency')}</legend>
          <div className="mt-2 space-y-2">
            {CURRENCY_DISPLAYS.map((display) => (
              <div key={display} className="flex items-center gap-2">
                <input
                  type="radio"
                  id={`${id}-${display}`}
                  name={`${id}-currency`}
                  value={display}
                  checked={prefs.currencyDisplay === display}
                  onChange={() => save({ currencyDisplay: display })}
                  className="h-4 w-4 accent-brand-700 dark:accent-accent-300"
                />
                <label htmlFor={`${id}-${display}`}>{CURRENCY_LABELS[display]}</label>
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
              {tSettings('settings.compact')}
            </label>
            <p id={`${id}-compact-hint`} className="text-sm text-slate-700 dark:text-slate-300">
              {tSettings('settings.compactHint')}
            </p>
          </div>
        </div>
        <p className="mt-6 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          {tSettings('settings.preview')}{' '}
          <span data-testid="preview">{formatCurrency(EXAMPLE_AMOUNT, prefs, true)}</span>
        </p>
        <p role="status" className="mt-2 text-sm font-medium text-emerald-700 dark:text-emerald-400">
          {saved}
        </p>
      </CardSection>

      <CardSection headingId="watchlist-title" title={tPortfolio('portfolio.watchlist')}>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {tSettings('settings.watchlistHas')} <span data-testid="watchlist-count">{watchlist.length}</span>{' '}
          {stockWord(watchlist.length)}. {tSettings('settings.resetNote', { count: SAMPLE_WATCHLIST.length })}
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
          {tSettings('settings.reset')}
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
          {tSettings('settings.dialog.title')}
        </h2>
        <p id={`${id}-dialog-text`} className="mt-2 text-slate-700 dark:text-slate-300">
          {tSettings('settings.dialog.text', {
            count: watchlist.length,
            stocks: stockWord(watchlist.length),
            samples: SAMPLE_WATCHLIST.length,
          })}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
            {tPortfolio('portfolio.cancel')}
          </button>
          <button type="button" className="btn-primary" onClick={confirmReset}>
            {tSettings('settings.confirm')}
          </button>
        </div>
      </dialog>
    </>
  );
}
