// 'Mijn bestanden' on Mijn kosten and box 3: the shared list with its Dutch texts and dates, loaded lazily by those
// tools (src/islands/tools/MyCosts.tsx, src/islands/tools/box3/ExportPrefill.tsx).
import { tMyFiles } from '../../i18n/nl/myFiles';
import { formatDate } from '../../lib/format';
import MyFilesList, { type MyFilesListProps } from './MyFilesList';

export default function MijnBestanden(props: MyFilesListProps) {
  return <MyFilesList {...props} text={tMyFiles} formatDay={formatDate} />;
}
