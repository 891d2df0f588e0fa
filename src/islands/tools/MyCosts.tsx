// Mijn kosten: reads the reader's broker exports in the browser and shows what they paid and what the
// same orders would cost at every broker. The parser, the pricing and the file reading are only
// downloaded once a file is chosen (or saved results are shown); the page itself ships the shell.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/t';
import type { Analysis } from '../../lib/exports/analyze';
import type { SavedFile } from '../../lib/exports/saved';
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

async function analyze(parsed: readonly ParsedExport[]): Promise<Analysis | null> {
  if (parsed.length === 0) return null;
  const { analyzeExports } = await import('../../lib/exports/analyze');
  return analyzeExports(parsed);
}

function parsedOf(files: readonly FileResult[]): SavedFile[] {
  return files.flatMap((f) => (f.outcome.ok ? [{ name: f.name, parsed: f.outcome.parsed }] : []));
}

export default function MyCosts({ rate }: Props) {
  const hydrated = useHydrated();
  const saved = useStore($savedExports, HYDRATION_SAFE);
  const [view, setView] = useState<View>({ status: 'idle' });
  const [saveFailed, setSaveFailed] = useState(false);
  /** Only the latest selection may show its results (a slow earlier one must not overwrite them). */
  const selection = useRef(0);

  // Saved results appear when nothing else has been chosen in this visit.
  useEffect(() => {
    if (!saved || view.status !== 'idle') return;
    const ticket = ++selection.current;
    const files = saved.files.map((f) => ({ name: f.name, outcome: { ok: true as const, parsed: f.parsed } }));
    void analyze(saved.files.map((f) => f.parsed)).then((analysis) => {
      if (ticket === selection.current) setView({ status: 'done', files, analysis, fromStorage: true });
    });
  }, [saved, view.status]);

  const onFiles = async (chosen: readonly File[]) => {
    const ticket = ++selection.current;
    setSaveFailed(false);
    setView({ status: 'reading', count: chosen.length });
    const { readExportFile } = await import('../../browser/readExport');
    const files = await Promise.all(
      chosen.map(async (file) => ({ name: file.name, outcome: await readExportFile(file) })),
    );
    const analysis = await analyze(parsedOf(files).map((f) => f.parsed));
    if (ticket !== selection.current) return;
    setView({ status: 'done', files, analysis, fromStorage: false });
  };

  const onSave = () => {
    if (view.status !== 'done') return;
    setSaveFailed(!saveExports(parsedOf(view.files)));
  };
  const onRemove = () => {
    removeSavedExports();
    setSaveFailed(false);
    if (view.status === 'done' && view.fromStorage) setView({ status: 'idle' });
  };

  const canSave = view.status === 'done' && !view.fromStorage && parsedOf(view.files).length > 0;
  let statusText = '';
  if (view.status === 'reading')
    statusText = t(view.count === 1 ? 'myCosts.status.readingOne' : 'myCosts.status.readingMany');
  else if (view.status === 'done')
    statusText = t(view.fromStorage ? 'myCosts.status.fromStorage' : 'myCosts.status.done');

  return (
    <div className="space-y-6" data-hydrated={hydrated || undefined} data-my-costs>
      <FilePicker busy={view.status === 'reading'} onFiles={(files) => void onFiles(files)} />
      <p role="status" className="text-slate-700 dark:text-slate-300" data-status>
        {statusText}
      </p>
      {view.status === 'done' && (
        <>
          <FileReport files={view.files} />
          {view.analysis && <PaidSection paid={view.analysis.paid} rate={rate} />}
          {view.analysis && <BrokerRanking analysis={view.analysis} />}
        </>
      )}
      {(canSave || saved) && (
        <SaveControls saved={saved} canSave={canSave} failed={saveFailed} onSave={onSave} onRemove={onRemove} />
      )}
    </div>
  );
}
