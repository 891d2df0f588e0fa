// The one sort vocabulary of the site's tables: a column key and 'asc' or 'desc'. Pure.
// Loadable with Node's type stripping (bench/tools-timing.mjs reads lib/etf.ts, which imports this).

export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  readonly key: K;
  readonly direction: SortDirection;
}

/** The value of `aria-sort` (and the English caption wording) for a direction. */
export function ariaSortValue(direction: SortDirection): 'ascending' | 'descending' {
  return direction === 'asc' ? 'ascending' : 'descending';
}

/** 1 for ascending, -1 for descending: multiply a comparison by it. */
export function directionSign(direction: SortDirection): 1 | -1 {
  return direction === 'asc' ? 1 : -1;
}

/**
 * The sort after a click on a column header: the sorted column flips its direction, another column
 * starts in `firstDirection` (ascending unless the table says otherwise, e.g. numbers largest first).
 */
export function nextSort<K extends string>(
  current: SortState<K>,
  key: K,
  firstDirection: SortDirection = 'asc',
): SortState<K> {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: firstDirection };
}
