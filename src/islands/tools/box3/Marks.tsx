import type { Box3Figure } from '../../../data/box3';
import { tBox3 } from '../../../i18n/nl/box3';

/** After a figure: '(voorlopig)' and/or '(niet bevestigd)' (src/data/box3.ts says which). */
export default function Marks({ figure }: { figure: Box3Figure }) {
  const marks = [
    figure.provisional ? tBox3('box3.provisional') : '',
    figure.confirmed ? '' : tBox3('box3.unconfirmed'),
  ].filter(Boolean);
  if (marks.length === 0) return null;
  return <span className="text-xs font-medium text-amber-800 dark:text-amber-300"> ({marks.join(', ')})</span>;
}
