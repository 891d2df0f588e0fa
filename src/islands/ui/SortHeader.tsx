import { ariaSortValue, type SortState } from '../../lib/sort';
import type { TableLook } from './tableLook';

interface Props<K extends string> {
  readonly label: string;
  readonly sortKey: K;
  readonly sort: SortState<K>;
  readonly onSort: (key: K) => void;
  readonly className: string;
  readonly look: TableLook;
}

/** A column header with a sort button; `aria-sort` sits on the <th> of the sorted column only. */
export default function SortHeader<K extends string>({ label, sortKey, sort, onSort, className, look }: Props<K>) {
  const active = sort.key === sortKey;
  return (
    <th scope="col" aria-sort={active ? ariaSortValue(sort.direction) : undefined} className={className}>
      <button type="button" onClick={() => onSort(sortKey)} className={look.sortButton}>
        {label}
        <span aria-hidden="true" className={active ? look.arrowActive : look.arrowIdle}>
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
