// 'Mijn bestanden' on Mijn kosten and box 3: the shared list with its Dutch texts and dates, loaded lazily by those
// tools (src/islands/tools/MyCosts.tsx, src/islands/tools/box3/ExportPrefill.tsx), with what only they add to the list
// (src/stores/myFilesTools.ts).
import { tMyFiles } from '../../i18n/nl/myFiles';
import { formatDate } from '../../lib/format';
import type { MyFilesPlace } from '../../lib/myFiles';
import { keepMyFilesOnDevice, stopKeepingMyFilesOnDevice } from '../../stores/myFilesTools';
import MyFilesList, { type MyFilesListProps } from './MyFilesList';

/** 'Bewaar op dit apparaat', or back to the tab only, under the signed-out reader's files. */
function keep(place: MyFilesPlace) {
  return (
    <p className="flex flex-wrap items-center gap-3">
      {place === 'tab' ? (
        <>
          <button type="button" className="btn-primary text-sm" onClick={() => void keepMyFilesOnDevice()}>
            {tMyFiles('myFiles.keep')}
          </button>
          <span className="text-slate-700 dark:text-slate-300">{tMyFiles('myFiles.keepNote')}</span>
        </>
      ) : (
        <button type="button" className="btn-secondary text-sm" onClick={() => void stopKeepingMyFilesOnDevice()}>
          {tMyFiles('myFiles.stopKeeping')}
        </button>
      )}
    </p>
  );
}

export default function MijnBestanden(props: MyFilesListProps) {
  return <MyFilesList {...props} text={tMyFiles} formatDay={formatDate} keep={keep} />;
}
