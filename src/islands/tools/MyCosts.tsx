// Mijn kosten: reads the reader's broker exports in the browser and shows what they paid and what the
// same orders would cost at every broker. The parser, the pricing and the file reading are only
// downloaded once a file is chosen (or saved results are shown); the page itself ships the shell.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { tMyCosts } from '../../i18n/nl/myCosts';
import type { Analysis } from '../../lib/exports/analyze';
import type { SavedExports, SavedFile } from '../../lib/exports/saved';
import type { ParsedExport } from '../../lib/exports/types';
import { $savedExports, removeSavedExports, saveExports } from '../../stores/myCosts';
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
  | { readonly status: 'reading'; readonly count: number }
  | {
      readonly status: 'done';
      readonly files: readonly FileResult[];
      readonly analysis: Analysis | null;
      readonly fromStorage: boolean;
    };

async function analyze(parsed: readonly ParsedExport[], portfolioEur: number | null): Promise<Analysis | null> {
  if (parsed.length === 0) return null;
  const { analyzeExports } = await import('../../lib/exports/analyze');
  return analyzeExports(parsed, portfolioEur);
}

/** The optional portfolio value: empty or not a positive number is none. */
function portfolioValue(text: string): number | null {
  const value = Number(text.replace(/\./g, '').replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

function parsedOf(files: readonly FileResult[]): SavedFile[] {
  return files.flatMap((f) => (f.outcome.ok ? [{ name: f.name, parsed: f.outcome.parsed }] : []));
}

export default function MyCosts({ rate }: Props) {
  const hydrated = useHydrated();
  const saved = useStore($savedExports, HYDRATION_SAFE);
  const [view, setView] = useState<View>({ status: 'idle' });
  const [saveFailed, setSaveFailed] = useState(false);
  const [portfolioText, setPortfolioText] = useState('');
  const portfolioEur = portfolioValue(portfolioText);
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
    const files = saved.files.map((f) => ({ name: f.name, outcome: { ok: true as const, parsed: f.parsed } }));
    void analyze(
      saved.files.map((f) => f.parsed),
      portfolioEur,
    ).then((analysis) => {
      if (ticket === selection.current) setView({ status: 'done', files, analysis, fromStorage: true });
    });
  }, [saved, view, portfolioEur]);

  const onFiles = async (chosen: readonly File[]) => {
    const ticket = ++selection.current;
    setSaveFailed(false);
    setView({ status: 'reading', count: chosen.length });
    const { readExportFile } = await import('../../browser/readExport');
    const files = await Promise.all(
      chosen.map(async (file) => ({ name: file.name, outcome: await readExportFile(file) })),
    );
    const analysis = await analyze(
      parsedOf(files).map((f) => f.parsed),
      portfolioEur,
    );
    if (ticket !== selection.current) return;
    setView({ status: 'done', files, analysis, fromStorage: false });
  };

  // A new portfolio value prices the same files again (holding costs in or out).
  const onPortfolio = (text: string) => {
    setPortfolioText(text);
    if (view.status !== 'done') return;
    const ticket = ++selection.current;
    void analyze(
      parsedOf(view.files).map((f) => f.parsed),
      portfolioValue(text),
    ).then((analysis) => {
      if (ticket === selection.current) setView({ ...view, analysis });
    });
  };

  const onSave = () => {
    if (view.status !== 'done') return;
    setSaveFailed(!saveExports(parsedOf(view.files)));
  };
  const onRemove = () => {
    removeSavedExports();
    setSaveFailed(false);
  };

  // Saved results removed, here or in another tab, leave nothing to show.
  const shown: View = view.status === 'done' && view.fromStorage && !saved ? { status: 'idle' } : view;
  const canSave = shown.status === 'done' && !shown.fromStorage && parsedOf(shown.files).length > 0;
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
      {shown.status === 'done' && (
        <>
          <FileReport files={shown.files} />
          {shown.analysis && <PaidSection paid={shown.analysis.paid} rate={rate} />}
          <p>
            <label htmlFor="my-costs-portfolio" className="block text-sm font-semibold text-slate-900 dark:text-white">
              {tMyCosts('myCosts.portfolio.label')}
            </label>
            <input
              id="my-costs-portfolio"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={portfolioText}
              onChange={(event) => onPortfolio(event.currentTarget.value)}
              aria-describedby="my-costs-portfolio-hint"
              className="mt-1 w-48 rounded border border-slate-400 px-3 py-2 dark:border-slate-500 dark:bg-slate-900"
              data-portfolio-value
            />
            <span id="my-costs-portfolio-hint" className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
              {tMyCosts('myCosts.portfolio.hint')}
            </span>
          </p>
          {shown.analysis && <BrokerRanking analysis={shown.analysis} portfolioEur={portfolioEur} />}
        </>
      )}
      {(canSave || saved) && (
        <SaveControls saved={saved} canSave={canSave} failed={saveFailed} onSave={onSave} onRemove={onRemove} />
      )}
    </div>
  );
}
