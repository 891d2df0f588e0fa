import type { EtfSort, SortKey } from '../../lib/etf';

interface Props {
  readonly label: string;
  readonly sortKey: SortKey;
  readonly sort: EtfSort;
  readonly onSort: (key: SortKey) => void;
  readonly className?: string;
}

/** A column header with a sort button; `aria-sort` sits on the <th> of the sorted column only. */
export default function SortHeader({ label, sortKey, sort, onSort, className = '' }: Props) {
  const active = sort.key === sortKey;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const arrow = active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕';
  return (
    <th scope="col" aria-sort={ariaSort} className={`px-2 py-2 md:px-3 font-semibold ${className}`}>
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="inline-flex items-center gap-1 rounded font-semibold text-slate-900 hover:text-brand-700 dark:text-white dark:hover:text-accent-300"
      >
        {label}
        <span aria-hidden="true" className={`text-xs ${active ? '' : 'text-slate-500 dark:text-slate-400'}`}>
          {arrow}
        </span>
      </button>
    </th>
  );
}
