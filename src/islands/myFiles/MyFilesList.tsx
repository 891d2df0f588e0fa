// 'Mijn bestanden' ('My files' on the English portfolio screens): the reader's files, one list on Mijn kosten, box 3
// and the portfolio (src/stores/myFiles.ts). Per file its name, one sentence about what this tool read of it (or that
// it must be chosen again here), and a button that removes it everywhere; and where the files are kept. The page gives
// its texts (MijnBestanden.tsx the Dutch, the portfolio's import panel the English), so none carries both. Loaded on
// the tools only once the reader may have files (src/stores/myFilesHint.ts) or chooses one.
import { useStore } from '@nanostores/react';
import { useEffect, useId, type ReactNode } from 'react';
import type { SectionText } from '../../i18n/fill';
import type { MyFilesKey } from '../../i18n/nl/myFiles';
import { entryServes, type MyFileEntry, type MyFilesPlace, type MyFilesTool } from '../../lib/myFiles';
import { $myFiles, removeMyFile } from '../../stores/myFiles';
import { HYDRATION_SAFE } from '../ui/useHydrated';

export interface MyFilesListProps {
  readonly tool: MyFilesTool;
  /** The tool's own sentence per file (by entry id), where it has one; else what the list says by default. */
  readonly messages?: Readonly<Record<string, string>>;
  /** Called with the listed files whenever they change (the tool reads them). */
  readonly onEntries?: (entries: readonly MyFileEntry[]) => void;
}

interface Props extends MyFilesListProps {
  /** The page's texts ('Mijn bestanden' in Dutch, 'My files' on the English portfolio screens) and its dates. */
  readonly text: SectionText<MyFilesKey>;
  readonly formatDay: (day: string) => string;
  /**
   * 'Bewaar op dit apparaat' and back, shown to a signed-out reader with files (MijnBestanden.tsx): given by Mijn kosten
   * and box 3; the portfolio's pages, for a signed-in reader only, go without its code.
   */
  readonly keep?: (place: MyFilesPlace) => ReactNode;
}

const PLACE: Readonly<Record<MyFilesPlace, MyFilesKey>> = {
  tab: 'myFiles.place.tab',
  device: 'myFiles.place.device',
  'device-and-account': 'myFiles.place.device-and-account',
};
const USED: Readonly<Record<MyFilesTool, MyFilesKey>> = {
  costs: 'myFiles.used.costs',
  box3: 'myFiles.used.box3',
  portfolio: 'myFiles.used.portfolio',
};
const AGAIN: Readonly<Record<MyFilesTool, MyFilesKey>> = {
  costs: 'myFiles.again.costs',
  box3: 'myFiles.again.box3',
  portfolio: 'myFiles.again.portfolio',
};

function entryLabel(entry: MyFileEntry, { text, formatDay }: Props): string {
  if (entry.file === null)
    return text('myFiles.fileMigrated', { name: entry.name, date: formatDay(entry.added.slice(0, 10)) });
  // No size: its formatter would bring the number formats to the portfolio pages (their 130 KB budget).
  return entry.day ? text('myFiles.file', { name: entry.name, day: formatDay(entry.day) }) : entry.name;
}

export default function MyFilesList(props: Props) {
  const { tool, messages, onEntries, text, keep } = props;
  const id = useId();
  const state = useStore($myFiles, HYDRATION_SAFE);
  const entries = state.status === 'ready' ? state.entries : undefined;

  useEffect(() => {
    if (entries) onEntries?.(entries);
    // The tool's callback may change identity per render; the list is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entries]);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 text-sm" data-my-files>
      <h3 id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
        {text('myFiles.title')}
      </h3>
      {state.status !== 'ready' ? (
        <p className="text-slate-700 dark:text-slate-300">{text('myFiles.loading')}</p>
      ) : (
        <>
          <p className="text-slate-700 dark:text-slate-300" data-my-files-place={state.place}>
            {text(PLACE[state.place])}
          </p>
          {state.entries.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">{text('myFiles.none')}</p>
          ) : (
            <ul className="space-y-2" data-my-files-list>
              {state.entries.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-600"
                  data-my-file={entry.name}
                >
                  <span>
                    <span className="block font-medium text-slate-900 dark:text-white">{entryLabel(entry, props)}</span>
                    <span className="block text-slate-700 dark:text-slate-300" data-my-file-message>
                      {messages?.[entry.id] ?? text(entryServes(entry, tool) ? USED[tool] : AGAIN[tool])}
                    </span>
                  </span>
                  <button type="button" className="btn-secondary text-sm" onClick={() => void removeMyFile(entry.id)}>
                    {text('myFiles.remove', { name: entry.name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {state.uid === null && state.entries.length > 0 && keep?.(state.place)}
          {state.saveFailed && (
            <p role="alert" className="font-medium text-red-800 dark:text-red-300">
              {text('myFiles.saveFailed')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
