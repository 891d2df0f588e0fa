// Mijn kosten: reads the reader's broker exports in the browser and shows what they paid and what the
// same orders would cost at every broker. The parser, the pricing and the file reading are only
// downloaded once a file is chosen (or saved results are shown); the page itself ships the shell.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { tMyCosts } from '../../i18n/nl/myCosts';
import type { Analysis } from '../../lib/exports/analyze';
import { MAX_SELECTION_MB, selectionTooLarge } from '../../lib/brokerFiles/shared/limits';
import { readAmount, type AmountProblem } from '../../lib/amount';
import { formatInteger } from '../../lib/format';
import type { SavedExports, SavedFile } from '../../lib/exports/saved';
import { $myCostsReaderKey, $savedExports, removeSavedExports, saveExports } from '../../stores/myCosts';
import BrokerRanking from './my-costs/BrokerRanking';
import FilePicker from './my-costs/FilePicker';
import FileReport, { type FileResult } from './my-costs/FileReport';
import PaidSection from './my-costs/PaidSection';
import SaveControls from './my-costs/SaveControls';
import { HYDRATION_SAFE, useHydrated } from '../ui/useHydrated';

interface Props {
  /** The reference rate as the page shows it ('1 euro = $ 1,10'). */
  readonly rate: string;
}

type View =
  | { readonly status: 'idle' }
  /** More bytes chosen at once than MAX_SELECTION_BYTES: nothing was read. */
  | { readonly status: 'too-much'; readonly chosenMb: number }
  | { readonly status: 'reading'; readonly count: number }
  | {
      readonly status: 'done';
      readonly files: readonly FileResult[];
      readonly analysis: Analysis | null;
      readonly fromStorage: boolean;
      /** The reader (storage key) the files were read under; their results belong to that reader only. */
      readonly readUnder: string | null;
    };

/** The results of the files read: their summaries added up on the page (each made where its file was read). */
async function analyze(files: readonly FileResult[], portfolioEur: number | null): Promise<Analysis | null> {
  const summaries = files.flatMap((f) => (f.outcome.ok ? [f.outcome.summary] : []));
  if (summaries.length === 0) return null;
  const { analyzeSummaries } = await import('../../lib/exports/analyze');
  return analyzeSummaries(summaries, portfolioEur);
}

/** Saved results as the page shows them: summarized here (what the device's storage holds is small). */
async function savedResults(saved: SavedExports): Promise<FileResult[]> {
  const { summarizeOutcome } = await import('../../lib/exports/analyze');
  return saved.files.map((f) => ({
    name: f.name,
    outcome: summarizeOutcome({ ok: true, parsed: f.parsed }),
    source: f.parsed,
  }));
}

const PORTFOLIO_PROBLEM = {
  notANumber: 'myCosts.portfolio.error.notANumber',
  negative: 'myCosts.portfolio.error.negative',
  tooLarge: 'myCosts.portfolio.error.tooLarge',
} as const;

/**
 * The optional portfolio value as typed: its value (none when empty or 0), or what is wrong with it. While it has a
 * problem the ranking leaves the holding costs out, and the field says why.
 */
function portfolioValue(text: string): { readonly value: number | null; readonly problem: AmountProblem | null } {
  const reading = readAmount(text);
  if (!reading.ok) return { value: null, problem: reading.problem };
  return { value: reading.value > 0 ? reading.value : null, problem: null };
}

const readFiles = (files: readonly FileResult[]) => files.filter((f) => f.outcome.ok);

/**
 * The files to save, parsed: a chosen file is read again (its orders never came to the page), or null when one can no
 * longer be read (changed or removed since).
 */
async function filesToSave(files: readonly FileResult[]): Promise<SavedFile[] | null> {
  const { readBrokerFile } = await import('../../browser/readBrokerFile');
  const parsed = await Promise.all(
    readFiles(files).map(async (f) => {
      if (!(f.source instanceof File)) return { name: f.name, parsed: f.source };
      const outcome = await readBrokerFile(f.source, 'parsed');
      return outcome.ok ? { name: f.name, parsed: outcome.parsed } : null;
    }),
  );
  return parsed.every((f) => f !== null) ? parsed : null;
}

export default function MyCosts({ rate }: Props) {
  const hydrated = useHydrated();
  const saved = useStore($savedExports, HYDRATION_SAFE);
  const reader = useStore($myCostsReaderKey);
  const [view, setView] = useState<View>({ status: 'idle' });
  const [saveFailed, setSaveFailed] = useState(false);
  const [portfolioText, setPortfolioText] = useState('');
  const portfolio = portfolioValue(portfolioText);
  const portfolioEur = portfolio.value;
  /** Only the latest selection may show its results (a slow earlier one must not overwrite them). */
  const selection = useRef(0);

  /** The saved results the view shows (or last showed), so a change of the store is told apart from a re-render. */
  const shownSaved = useRef<SavedExports | undefined>(undefined);

  // Saved results appear when nothing else has been chosen in this visit, and follow the store while shown:
  // another tab saving other files replaces them (and removing them empties this page, see `shown` below).
  useEffect(() => {
    const showingSaved = view.status === 'idle' || (view.status === 'done' && view.fromStorage);
    if (!showingSaved || !saved || shownSaved.current === saved) return;
    shownSaved.current = saved;
    const ticket = ++selection.current;
    void savedResults(saved).then(async (files) => {
      const analysis = await analyze(files, portfolioEur);
      if (ticket === selection.current)
        setView({ status: 'done', files, analysis, fromStorage: true, readUnder: $myCostsReaderKey.get() });
    });
  }, [saved, view, portfolioEur]);

  // Another account signed in or out (here or in another tab): results read for the previous reader and not saved
  // are cleared, never shown to, or saved for, the new one. Results read while the account was still being looked
  // up belong to the reader it turns out to be.
  useEffect(
    () =>
      $myCostsReaderKey.listen((key) => {
        if (key === null) return;
        setView((current) => {
          if (current.status !== 'done' || current.fromStorage || current.readUnder === key) return current;
          return current.readUnder === null ? { ...current, readUnder: key } : { status: 'idle' };
        });
      }),
    [],
  );

  const onFiles = async (chosen: readonly File[]) => {
    const ticket = ++selection.current;
    const chosenMb = selectionTooLarge(chosen.map((file) => file.size));
    if (chosenMb !== null) {
      setView({ status: 'too-much', chosenMb });
      return;
    }
    const readAt = $myCostsReaderKey.get();
    setSaveFailed(false);
    setView({ status: 'reading', count: chosen.length });
    const { readBrokerFile } = await import('../../browser/readBrokerFile');
    const files = await Promise.all(
      chosen.map(async (file) => ({ name: file.name, outcome: await readBrokerFile(file, 'summary'), source: file })),
    );
    const analysis = await analyze(files, portfolioEur);
    if (ticket !== selection.current) return;
    const readerNow = $myCostsReaderKey.get();
    // The account changed while the files were read: their results are for nobody now.
    if (readAt !== null && readerNow !== null && readAt !== readerNow) return setView({ status: 'idle' });
    setView({ status: 'done', files, analysis, fromStorage: false, readUnder: readAt ?? readerNow });
  };

  // A new portfolio value prices the same files again (holding costs in or out).
  const onPortfolio = (text: string) => {
    setPortfolioText(text);
    if (view.status !== 'done') return;
    const ticket = ++selection.current;
    void analyze(view.files, portfolioValue(text).value).then((analysis) => {
      if (ticket === selection.current) setView({ ...view, analysis });
    });
  };

  const onSave = async () => {
    if (view.status !== 'done') return;
    const ticket = selection.current;
    const files = await filesToSave(view.files);
    // Other files chosen while these were read again: the reader saves what the page shows, or nothing.
    if (ticket !== selection.current) return;
    setSaveFailed(files === null || !saveExports(files, view.readUnder));
  };
  const onRemove = () => {
    removeSavedExports();
    setSaveFailed(false);
  };

  // Saved results removed, here or in another tab, leave nothing to show.
  const otherReader =
    view.status === 'done' &&
    !view.fromStorage &&
    view.readUnder !== null &&
    reader !== null &&
    view.readUnder !== reader;
  const shown: View = (view.status === 'done' && view.fromStorage && !saved) || otherReader ? { status: 'idle' } : view;
  const canSave = shown.status === 'done' && !shown.fromStorage && readFiles(shown.files).length > 0;
  let statusText = '';
  if (shown.status === 'reading')
    statusText = tMyCosts(shown.count === 1 ? 'myCosts.status.readingOne' : 'myCosts.status.readingMany');
  else if (shown.status === 'done')
    statusText = tMyCosts(shown.fromStorage ? 'myCosts.status.fromStorage' : 'myCosts.status.done');

  return (
    <div className="space-y-6" data-hydrated={hydrated || undefined} data-my-costs>
      <FilePicker busy={shown.status === 'reading'} onFiles={(files) => void onFiles(files)} />
      <p role="status" className="text-slate-700 dark:text-slate-300" data-status>
        {statusText}
      </p>
      {shown.status === 'too-much' && (
        <p role="alert" className="font-semibold text-red-800 dark:text-red-300" data-selection-too-large>
          {tMyCosts('myCosts.problem.selectionTooLarge', {
            chosen: formatInteger(shown.chosenMb),
            limit: formatInteger(MAX_SELECTION_MB),
          })}
        </p>
      )}
      {shown.status === 'done' && (
        <>
          <FileReport files={shown.files} />
          {shown.analysis && <PaidSection paid={shown.analysis.paid} rate={rate} />}
          <p>
            <label htmlFor="my-costs-portfolio" className="block text-sm font-semibold text-slate-900 dark:text-white">
              {tMyCosts('myCosts.portfolio.label')}
            </label>
            {/* The ids under the field are written out: FieldFrame's describedBy would bring its whole shared chunk
                (0.6 KB gzip) to a page at 89 of its 90 KB. */}
            <input
              id="my-costs-portfolio"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={portfolioText}
              onChange={(event) => onPortfolio(event.currentTarget.value)}
              aria-invalid={portfolio.problem ? true : undefined}
              aria-describedby={`my-costs-portfolio-hint${portfolio.problem ? ' my-costs-portfolio-error' : ''}`}
              className="mt-1 w-48 rounded border border-slate-400 px-3 py-2 dark:border-slate-500 dark:bg-slate-900"
              data-portfolio-value
            />
            <span id="my-costs-portfolio-hint" className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
              {tMyCosts('myCosts.portfolio.hint')}
            </span>
            {portfolio.problem && (
              <span
                id="my-costs-portfolio-error"
                className="mt-1 block text-sm font-medium text-red-700 dark:text-red-400"
                data-field-error="portfolio"
              >
                {tMyCosts(PORTFOLIO_PROBLEM[portfolio.problem])}
              </span>
            )}
          </p>
          {shown.analysis && <BrokerRanking analysis={shown.analysis} portfolioEur={portfolioEur} rate={rate} />}
        </>
      )}
      {(canSave || saved) && (
        <SaveControls
          saved={saved}
          canSave={canSave}
          failed={saveFailed}
          onSave={() => void onSave()}
          onRemove={onRemove}
        />
      )}
    </div>
  );
}
