// The file field of the reader's own portfolio (dashboard and /portfolio): choosing files reads them at once, says
// per file what came of it, and lists what is kept on this device with a button to remove it.
import { useStore } from '@nanostores/react';
import { useId, type ChangeEvent } from 'react';
import { tOwn } from '../../../i18n/en/own';
import { $ownPortfolio, $ownPortfolioReading, chooseFiles, removeOwnPortfolio } from '../../../stores/ownPortfolio';
import CardSection from '../../ui/CardSection';
import AccountSwitch from './AccountSwitch';
import { HYDRATION_SAFE } from '../../ui/useHydrated';

export default function ImportPanel() {
  const id = useId();
  const state = useStore($ownPortfolio, HYDRATION_SAFE);
  const reading = useStore($ownPortfolioReading, HYDRATION_SAFE);
  const stored = state.status === 'ready' ? state.stored : undefined;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    // Choosing the same file again must fire a change again.
    event.currentTarget.value = '';
    void chooseFiles(files);
  };

  return (
    <CardSection headingId="own-import-title" title={tOwn('own.import.title')}>
      <label htmlFor={id} className="mt-3 block font-semibold text-slate-900 dark:text-white">
        {tOwn('own.import.label')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {tOwn('own.import.hint')}
      </p>
      <input
        id={id}
        type="file"
        accept=".csv,.xlsx,.xml"
        multiple
        disabled={reading.busy || state.status !== 'ready'}
        aria-describedby={`${id}-hint`}
        onChange={onChange}
        data-testid="own-files"
        className="mt-3 block max-w-full text-sm text-slate-900 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white dark:text-slate-100 dark:file:bg-accent-300 dark:file:text-slate-950"
      />
      <div role="status" className="mt-3 text-sm text-slate-900 dark:text-slate-100">
        {reading.busy ? (
          <p>{tOwn('own.import.reading')}</p>
        ) : (
          reading.results.length > 0 && (
            <ul className="list-disc space-y-1 pl-5" data-testid="own-file-results">
              {reading.results.map((result) => (
                <li key={result.name}>{result.message ?? tOwn('own.import.failed', { name: result.name })}</li>
              ))}
            </ul>
          )
        )}
      </div>
      {state.status === 'ready' && state.saveFailed && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {tOwn('own.import.saveFailed')}
        </p>
      )}
      {stored && stored.files.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="own-files-kept">
            {tOwn('own.import.files', { names: stored.files.map((file) => file.name).join(', ') })}
          </p>
          <button type="button" className="btn-secondary" onClick={() => void removeOwnPortfolio()}>
            {tOwn('own.import.remove')}
          </button>
        </div>
      )}
      <AccountSwitch />
    </CardSection>
  );
}
