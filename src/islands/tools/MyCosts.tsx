// Mijn kosten: reads the reader's broker exports in the browser and shows what they paid and what the
// same orders would cost at every broker. The parser, the pricing and the file reading are only
// downloaded once a file is chosen (or listed in 'Mijn bestanden'); the page itself ships the shell. The files are the
// reader's shared list (src/stores/myFiles.ts): a file chosen here is listed in box 3 and the portfolio too.
import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { tMyCosts } from '../../i18n/nl/myCosts';
import type { Analysis } from '../../lib/exports/analyze';
import { MAX_SELECTION_MB, selectionTooLarge } from '../../lib/brokerFiles/shared/limits';
import { readAmount, type AmountProblem } from '../../lib/amount';
import { formatInteger } from '../../lib/format';
import type { MyFileEntry } from '../../lib/myFiles';
import { onReaderFilesMayChange, readerMayHaveFiles } from '../../stores/myFilesHint';
import BrokerRanking from './my-costs/BrokerRanking';
import FilePicker from './my-costs/FilePicker';
import FileReport, { type FileResult } from './my-costs/FileReport';
import PaidSection from './my-costs/PaidSection';
import { useHydrated } from '../ui/useHydrated';

interface Props {
  /** The reference rate as the page shows it ('1 euro = $ 1,10'). */
  readonly rate: string;
}

type View =
  | { readonly status: 'idle' }
  /** More bytes chosen at once than MAX_SELECTION_BYTES: nothing was read. */
  | { readonly status: 'too-much'; readonly chosenMb: number }
  | { readonly status: 'reading'; readonly count: number }
  | { readonly status: 'done'; readonly files: readonly FileResult[]; readonly analysis: Analysis | null };

/** The results of the files read: their summaries added up on the page (each made where its file was read). */
async function analyze(files: readonly FileResult[], portfolioEur: number | null): Promise<Analysis | null> {
  const summaries = files.flatMap((f) => (f.outcome.ok ? [f.outcome.summary] : []));
  if (summaries.length === 0) return null;
  const { analyzeSummaries } = await import('../../lib/exports/analyze');
  return analyzeSummaries(summaries, portfolioEur);
}

/**
 * The shared list of the reader's files ('Mijn bestanden'), with its store and the auth state: loaded only once the
 * reader may have files (a storage hint) or chooses one, so a first visit downloads none of it (the tool's budget).
 */
const notOnServer = () => false;
const MyFilesList = lazy(() => import('../myFiles/MijnBestanden'));

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

export default function MyCosts({ rate }: Props) {
  const hydrated = useHydrated();
  const [view, setView] = useState<View>({ status: 'idle' });
  const [portfolioText, setPortfolioText] = useState('');
  /** Whether the reader chose files in this visit (the shared list, and its store, then load). */
  const [picked, setPicked] = useState(false);
  const portfolio = portfolioValue(portfolioText);
  const portfolioEur = portfolio.value;
  /** Only the latest reading may show its results (a slow earlier one must not overwrite them). */
  const selection = useRef(0);

  // The storage hint: false in the pre-rendered page and while hydrating (no storage there), the device's answer after.
  const mayHaveFiles = useSyncExternalStore(onReaderFilesMayChange, readerMayHaveFiles, notOnServer);
  const listShown = mayHaveFiles || picked;

  // The listed files are the page's files: chosen here or in another tool, kept from an earlier visit, or changed in
  // another tab or by another account signing in. Each change reads them again.
  const onEntries = (entries: readonly MyFileEntry[]) => {
    const ticket = ++selection.current;
    if (entries.length === 0) {
      setView({ status: 'idle' });
      return;
    }
    setView((current) => (current.status === 'reading' ? current : { status: 'reading', count: entries.length }));
    void import('../myFiles/readListed').then(async ({ summariesOfListed }) => {
      const files = await summariesOfListed(entries);
      const analysis = await analyze(files, portfolioEur);
      if (ticket === selection.current)
        setView(files.length === 0 ? { status: 'idle' } : { status: 'done', files, analysis });
    });
  };

  const onFiles = async (chosen: readonly File[]) => {
    ++selection.current;
    const chosenMb = selectionTooLarge(chosen.map((file) => file.size));
    if (chosenMb !== null) {
      setView({ status: 'too-much', chosenMb });
      return;
    }
    setView({ status: 'reading', count: chosen.length });
    setPicked(true);
    // Added to the list, whose change reads every listed file (onEntries).
    const { addMyFiles } = await import('../../stores/myFilesTools');
    await addMyFiles(chosen);
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

  const shown = view;
  let statusText = '';
  if (shown.status === 'reading')
    statusText = tMyCosts(shown.count === 1 ? 'myCosts.status.readingOne' : 'myCosts.status.readingMany');
  else if (shown.status === 'done') statusText = tMyCosts('myCosts.status.done');

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
      {listShown && (
        <Suspense fallback={null}>
          <div className="card">
            <MyFilesList tool="costs" onEntries={onEntries} />
          </div>
        </Suspense>
      )}
    </div>
  );
}
