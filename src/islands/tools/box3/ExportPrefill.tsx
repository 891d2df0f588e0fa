// Fills the tegenbewijs' dividends from the reader's broker exports: the files in 'Mijn bestanden'
// (src/stores/myFiles.ts), chosen here or in Mijn kosten or the portfolio, read in the browser with Mijn kosten's
// readers (src/islands/myFiles/readListed.ts, in a worker). The readers, the totals and the list (with
// its store and the auth state) load only once the reader may have files or chooses one.
import { lazy, Suspense, useId, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { tBox3 } from '../../../i18n/nl/box3';
import type { PaidSummary } from '../../../lib/exports/paid';
import type { ParsedExport } from '../../../lib/exports/types';
import { EXPORT_FILE_ACCEPT } from '../../../lib/brokerFiles/shared/limits';
import { formatEuro } from '../../../lib/format';
import type { MyFileEntry } from '../../../lib/myFiles';
import { onReaderFilesMayChange, readerMayHaveFiles } from '../../../stores/myFilesHint';

interface Props {
  readonly year: number;
  /** Puts the gross dividends in the form. */
  readonly onApply: (grossDividends: number) => void;
}

type Read =
  | { readonly status: 'idle' }
  | { readonly status: 'reading' }
  | { readonly status: 'failed' }
  | { readonly status: 'read'; readonly files: string; readonly formats: string; readonly summary: PaidSummary };

// The readers' names and the summary load with the first file read, never with the page.
async function summarize(files: readonly { name: string; parsed: ParsedExport }[]): Promise<Read> {
  const [{ summarizePaid }, { SUPPORTED_EXPORTS }] = await Promise.all([
    import('../../../lib/exports/paid'),
    import('../../../lib/exports/supported'),
  ]);
  const formatLabel = (parsed: ParsedExport) =>
    SUPPORTED_EXPORTS.find((s) => s.format === parsed.format)?.label ?? parsed.format;
  return {
    status: 'read',
    files: files.map((f) => f.name).join(', '),
    formats: [...new Set(files.map((f) => formatLabel(f.parsed)))].join(', '),
    summary: summarizePaid(files.map((f) => f.parsed)),
  };
}

// The shared list loads with its store (and the auth state) only once the reader may have files (a storage hint) or
// chooses one: a first visit downloads none of it (the tool's budget counts a first visit, README › Performance budgets).
const notOnServer = () => false;
const MyFilesList = lazy(() => import('../../myFiles/MijnBestanden'));

export default function ExportPrefill({ year, onApply }: Props) {
  const id = useId();
  // False in the pre-rendered HTML and while hydrating (the server has no storage), the device's answer right after.
  const mayHaveFiles = useSyncExternalStore(onReaderFilesMayChange, readerMayHaveFiles, notOnServer);
  const [chosen, setChosen] = useState(false);
  const listShown = mayHaveFiles || chosen;
  const [read, setRead] = useState<Read>({ status: 'idle' });
  const [applied, setApplied] = useState<string | null>(null);
  /** Only the latest choice may show its result. */
  const ticket = useRef(0);

  const show = async (work: () => Promise<Read>) => {
    const mine = ++ticket.current;
    setApplied(null);
    setRead({ status: 'reading' });
    const next = await work().catch((): Read => ({ status: 'failed' }));
    if (mine === ticket.current) setRead(next);
  };

  // The chosen file joins the list; the list's change reads every listed file (onEntries).
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setChosen(true);
    setRead({ status: 'reading' });
    void import('../../../stores/myFilesTools').then(({ addMyFiles }) => addMyFiles([file]));
  };
  const onEntries = (entries: readonly MyFileEntry[]) => {
    if (entries.length === 0) {
      ++ticket.current;
      setApplied(null);
      setRead({ status: 'idle' });
      return;
    }
    void show(async () => {
      const { parsedOfListed } = await import('../../myFiles/readListed');
      const files = await parsedOfListed(entries);
      return files.length > 0 ? summarize(files) : { status: 'failed' };
    });
  };

  const yearFigures = read.status === 'read' ? read.summary.years.find((y) => y.year === year) : undefined;
  return (
    <section className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700" aria-labelledby={`${id}-t`}>
      <h3 id={`${id}-t`} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {tBox3('box3.prefill.title')}
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">{tBox3('box3.prefill.text')}</p>
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
          {tBox3('box3.prefill.file')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={EXPORT_FILE_ACCEPT}
          onChange={onFile}
          className="mt-1 block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:font-semibold file:text-white dark:text-slate-100"
        />
      </div>
      {listShown && (
        <Suspense fallback={null}>
          <MyFilesList tool="box3" onEntries={onEntries} />
        </Suspense>
      )}
      <div
        aria-live="polite"
        className="space-y-2 text-sm text-slate-800 dark:text-slate-200"
        data-testid="box3-prefill"
      >
        {read.status === 'reading' && <p>{tBox3('box3.prefill.reading')}</p>}
        {read.status === 'failed' && (
          <p className="font-medium text-red-700 dark:text-red-400">{tBox3('box3.prefill.failed')}</p>
        )}
        {read.status === 'read' && (
          <>
            <p>{tBox3('box3.prefill.read', { file: read.files, format: read.formats })}</p>
            {yearFigures ? (
              <>
                <p>
                  {tBox3('box3.prefill.figures', {
                    year,
                    gross: formatEuro(yearFigures.dividends),
                    withheld: formatEuro(yearFigures.dividendTax),
                    net: formatEuro(yearFigures.dividends - yearFigures.dividendTax),
                    costs: formatEuro(yearFigures.total),
                  })}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">{tBox3('box3.prefill.costsNote')}</p>
                {read.summary.leftOut.length > 0 && (
                  <p className="text-xs text-slate-600 dark:text-slate-400">{tBox3('box3.prefill.otherCurrencies')}</p>
                )}
                <button
                  type="button"
                  className="btn-secondary w-full text-sm"
                  onClick={() => {
                    const gross = Math.round(yearFigures.dividends * 100) / 100;
                    onApply(gross);
                    setApplied(tBox3('box3.prefill.applied', { gross: formatEuro(gross), file: read.files }));
                  }}
                >
                  {tBox3('box3.prefill.apply')}
                </button>
                {applied && <p className="font-medium">{applied}</p>}
              </>
            ) : (
              <p>{tBox3('box3.prefill.noYear', { year })}</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
