// 'Mijn bestanden' on Mijn kosten and box 3: the shared list with its Dutch texts and dates, loaded lazily by those
// tools (src/islands/tools/MyCosts.tsx, src/islands/tools/box3/ExportPrefill.tsx), with what only they add to the list
// (src/stores/myFilesTools.ts).
import { tMyFiles } from '../../i18n/nl/myFiles';
import { formatDate } from '../../lib/format';
import { keepMyFilesOnDevice, stopKeepingMyFilesOnDevice } from '../../stores/myFilesTools';
import MyFilesList, { type MyFilesListProps } from './MyFilesList';

const KEEP = { start: keepMyFilesOnDevice, stop: stopKeepingMyFilesOnDevice };

export default function MijnBestanden(props: MyFilesListProps) {
  return <MyFilesList {...props} text={tMyFiles} formatDay={formatDate} keep={KEEP} />;
}
