// The name of a return's method and its one-line explanation, shown beside every return figure (readers
// must see what was computed).
import { ownWord as w } from '../../../stores/ownPortfolio';

export default function MethodNote({ method }: { method: 'irr' | 'twr' }) {
  const [name, explain] =
    method === 'irr' ? [w('own.irr.name'), w('own.irr.explain')] : [w('own.twr.name'), w('own.twr.explain')];
  return (
    <>
      <span className="block text-sm font-semibold text-slate-900 dark:text-white">{name}</span>
      <span className="block text-sm text-slate-700 dark:text-slate-300">{explain}</span>
    </>
  );
}
