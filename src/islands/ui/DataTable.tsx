import type { ReactNode } from 'react';
import type { SortState } from '../../lib/sort';
import SortHeader from './SortHeader';
import TableScroll from './TableScroll';
import { PORTFOLIO_TABLE, type TableLook } from './tableLook';

export interface Column<K extends string = never> {
  readonly label: string;
  /** Right-aligned (numbers). */
  readonly numeric?: boolean;
  /** Makes the header a sort button for this key. */
  readonly sortKey?: K;
  readonly className?: string;
}

interface Props<K extends string> {
  readonly columns: readonly Column<K>[];
  /** The body rows. */
  readonly children: ReactNode;
  readonly look?: TableLook;
  /** Names a focusable scroll region around the table; without it the box is a plain one. */
  readonly label?: string;
  /** Screen-reader description of the table. */
  readonly caption?: string;
  readonly sort?: SortState<K>;
  readonly onSort?: (key: K) => void;
  /**
   * A totals footer row: its row header's text and its cells. The text comes from the caller, so this
   * shared table bundles no dictionary (it serves Dutch and English screens).
   */
  readonly totals?: { readonly label: string; readonly cells: ReactNode };
}

/** A table with one header row from `columns`, optional sorting and an optional totals row. */
export default function DataTable<K extends string = never>({
  columns,
  children,
  look = PORTFOLIO_TABLE,
  label,
  caption,
  sort,
  onSort,
  totals,
}: Props<K>) {
  const table = (
    <table className={look.table}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className={look.head}>
        <tr>
          {columns.map((c) => {
            const className = [look.headCell, c.numeric && 'text-right', c.className].filter(Boolean).join(' ');
            return c.sortKey !== undefined && sort && onSort ? (
              <SortHeader
                key={c.label}
                label={c.label}
                sortKey={c.sortKey}
                sort={sort}
                onSort={onSort}
                className={className}
                look={look}
              />
            ) : (
              <th key={c.label} scope="col" className={className}>
                {c.label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className={look.body}>{children}</tbody>
      {totals && (
        <tfoot className={look.foot}>
          <tr>
            <th scope="row" className={`${look.cell} text-left`}>
              {totals.label}
            </th>
            {totals.cells}
          </tr>
        </tfoot>
      )}
    </table>
  );
  return label ? (
    <TableScroll label={label} className={look.wrapper}>
      {table}
    </TableScroll>
  ) : (
    <div className={look.wrapper}>{table}</div>
  );
}
