// The file field of the reader's own portfolio (dashboard and /portfolio): chosen files join 'My files'
// (src/stores/myFiles.ts), the list shared with Mijn kosten and box 3, shown here; every listed file the portfolio has
// not read yet (chosen here or in another tool) is read into it, with a sentence per file of what came of it, and a
// file removed from the list takes its records with it.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { formatDay } from '../../../lib/portfolio/labels';
import { $myFiles, addMyFiles, listPortfolioFiles } from '../../../stores/myFiles';
import { $ownPortfolio, $ownPortfolioReading, chooseFiles, forgetFiles, panelWord } from '../../../stores/ownPortfolio';
import CardSection from '../../ui/CardSection';
import MyFilesList from '../../myFiles/MyFilesList';
import AccountSwitch from './AccountSwitch';
import { HYDRATION_SAFE } from '../../ui/useHydrated';

/** Keeps the portfolio in step with the list: reads the files it lacks, drops the removed, lists what only it holds. */
function useFollowMyFiles(): void {
  const state = useStore($ownPortfolio, HYDRATION_SAFE);
  const files = useStore($myFiles, HYDRATION_SAFE);
  const reading = useStore($ownPortfolioReading, HYDRATION_SAFE);
  /** Entries already read (or tried) on this page, names removed, and the names listed last time. */
  const handled = useRef(new Set<string>());
  const removed = useRef(new Set<string>());
  const listed = useRef<readonly string[] | undefined>(undefined);

  useEffect(() => {
    if (state.status !== 'ready' || files.status !== 'ready' || files.uid !== state.uid || reading.busy) return;
    const names = files.entries.map((entry) => entry.name);
    const gone = (listed.current ?? []).filter((name) => !names.includes(name));
    listed.current = names;
    for (const name of gone) removed.current.add(name);
    const kept = state.stored?.files ?? [];
    if (gone.length > 0 && kept.some((file) => gone.includes(file.name))) {
      void forgetFiles(gone);
      return;
    }
    const savedAt = state.stored?.savedAt ?? '';
    const toRead = files.entries.filter(
      (entry) =>
        entry.file !== null &&
        !handled.current.has(entry.id) &&
        (!kept.some((file) => file.name === entry.name) || entry.added > savedAt),
    );
    for (const entry of toRead) handled.current.add(entry.id);
    if (toRead.length > 0) {
      void chooseFiles(toRead.map((entry) => entry.file as File));
      return;
    }
    const unlisted = kept
      .map((file) => file.name)
      .filter((name) => !names.includes(name) && !removed.current.has(name));
    if (unlisted.length > 0) void listPortfolioFiles(unlisted);
  }, [state, files, reading.busy]);
}

export default function ImportPanel() {
  const id = useId();
  const state = useStore($ownPortfolio, HYDRATION_SAFE);
  const reading = useStore($ownPortfolioReading, HYDRATION_SAFE);
  useFollowMyFiles();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    // Choosing the same file again must fire a change again.
    event.currentTarget.value = '';
    // The list's change reads them (useFollowMyFiles).
    void addMyFiles(files);
  };

  // Its words come with the build worker's answer (panelWord), which the state waits for.
  if (state.status !== 'ready') return null;
  return (
    <CardSection headingId="own-import-title" title={panelWord('own.import.title')}>
      <label htmlFor={id} className="mt-3 block font-semibold text-slate-900 dark:text-white">
        {panelWord('own.import.label')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {panelWord('own.import.hint')}
      </p>
      <input
        id={id}
        type="file"
        accept=".csv,.xlsx,.xml"
        multiple
        disabled={reading.busy}
        aria-describedby={`${id}-hint`}
        onChange={onChange}
        data-testid="own-files"
        className="mt-3 block max-w-full text-sm text-slate-900 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white dark:text-slate-100 dark:file:bg-accent-300 dark:file:text-slate-950"
      />
      <div role="status" className="mt-3 text-sm text-slate-900 dark:text-slate-100">
        {reading.busy ? (
          <p>{panelWord('own.import.reading')}</p>
        ) : (
          reading.results.length > 0 && (
            <ul className="list-disc space-y-1 pl-5" data-testid="own-file-results">
              {reading.results.map((result) => (
                <li key={result.name}>{result.message ?? panelWord('own.import.failed', { name: result.name })}</li>
              ))}
            </ul>
          )
        )}
      </div>
      {state.saveFailed && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {panelWord('own.import.saveFailed')}
        </p>
      )}
      <div className="mt-4">
        <MyFilesList tool="portfolio" text={panelWord} formatDay={formatDay} />
      </div>
      <AccountSwitch />
    </CardSection>
  );
}
