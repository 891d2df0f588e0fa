// How a table looks: the classes DataTable and SortHeader put on each part. The portfolio screens
// use small upper-case headings; the Dutch tools use a shaded header row.

export interface TableLook {
  /** The box around the table (it scrolls sideways on small screens). */
  readonly wrapper: string;
  readonly table: string;
  readonly head: string;
  /** Every column header; numeric columns add `text-right`. */
  readonly headCell: string;
  readonly sortButton?: string;
  /** The sort arrow of the sorted column and of the others. */
  readonly arrowActive?: string;
  readonly arrowIdle?: string;
  readonly body?: string;
  readonly foot?: string;
  /** The padding of a body cell, for the rows the caller writes. */
  readonly cell: string;
}

export const TH =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
export const TD = 'px-3 py-3 align-middle whitespace-nowrap';
/** A right-aligned number cell. */
export const NUM_TD = `${TD} text-right tabular-nums`;

export const PORTFOLIO_TABLE: TableLook = {
  wrapper: 'mt-4 overflow-x-auto rounded-lg',
  table: 'w-full border-collapse text-sm',
  head: 'border-b border-slate-200 dark:border-slate-700',
  headCell: TH,
  sortButton: 'inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 dark:hover:text-white',
  body: 'divide-y divide-slate-200 dark:divide-slate-700',
  foot: 'border-t-2 border-slate-300 font-semibold dark:border-slate-600',
  cell: TD,
};

export const FINDER_TABLE: TableLook = {
  wrapper: 'overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700',
  table: 'w-full border-collapse text-left text-sm',
  head: 'border-b-2 border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-800',
  headCell: 'px-2 py-2 md:px-3 font-semibold',
  sortButton:
    'inline-flex items-center gap-1 rounded font-semibold text-slate-900 hover:text-brand-700 dark:text-white dark:hover:text-accent-300',
  arrowActive: 'text-xs',
  arrowIdle: 'text-xs text-slate-500 dark:text-slate-400',
  cell: 'px-2 py-2 md:px-3',
};

export const YEAR_TABLE: TableLook = {
  wrapper: 'overflow-x-auto',
  table: 'w-full border-collapse text-sm tabular-nums',
  head: 'border-b-2 border-slate-300 bg-slate-50 text-left dark:border-slate-600 dark:bg-slate-800',
  headCell: 'px-3 py-2 font-semibold',
  cell: 'px-3 py-2',
};
