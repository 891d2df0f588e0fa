// The screener's results: one sortable row per stock, its last cell for the watchlist.
import { tPortfolio } from '../../../i18n/en/portfolio';
import { tScreener } from '../../../i18n/en/screener';
import { formatCurrency, formatSignedNumber, formatSignedPercent } from '../../../lib/portfolio/format';
import { firstDirection, isNumericKey, type SortKey } from '../../../lib/portfolio/screener';
import type { StockQuote } from '../../../lib/portfolio/types';
import { ariaSortValue, nextSort, type SortState } from '../../../lib/sort';
import type { AuthState } from '../../../stores/auth';
import { trendClass, usePrefs } from '../../portfolio/shared';
import DataTable, { type Column } from '../../ui/DataTable';
import { NUM_TD, TD } from '../../ui/tableLook';
import WatchlistCell from './WatchlistCell';

const SORT_COLUMNS: readonly (readonly [SortKey, string])[] = [
  ['symbol', tScreener('screener.symbol')],
  ['name', tScreener('screener.company')],
  ['sector', tPortfolio('portfolio.sector')],
  ['currentPrice', tPortfolio('portfolio.price')],
  ['change', tPortfolio('portfolio.change')],
  ['changePercent', tScreener('screener.changePercent')],
];
const COLUMNS: readonly Column<SortKey>[] = [
  ...SORT_COLUMNS.map(([sortKey, label]) => ({ sortKey, label, numeric: isNumericKey(sortKey) })),
  { label: tPortfolio('portfolio.watchlist') },
];

interface Props {
  readonly rows: readonly StockQuote[];
  readonly sort: SortState<SortKey>;
  readonly onSort: (sort: SortState<SortKey>) => void;
  readonly auth: AuthState;
  /** Symbols already on the reader's watchlist. */
  readonly onList: ReadonlySet<string>;
  readonly onAdd: (stock: StockQuote) => void;
}

export default function ScreenerTable({ rows, sort, onSort, auth, onList, onAdd }: Props) {
  const prefs = usePrefs();
  return (
    <DataTable
      label={tScreener('screener.results')}
      caption={tScreener('screener.caption', {
        column: COLUMNS.find((c) => c.sortKey === sort.key)?.label ?? '',
        direction: ariaSortValue(sort.direction),
      })}
      columns={COLUMNS}
      sort={sort}
      onSort={(key) => onSort(nextSort(sort, key, firstDirection(key)))}
    >
      {rows.map((s) => (
        <tr key={s.symbol} data-symbol={s.symbol}>
          <th scope="row" className={`${TD} text-left font-semibold text-slate-900 dark:text-white`}>
            {s.symbol}
          </th>
          <td className={TD}>{s.name}</td>
          <td className={TD}>{s.sector}</td>
          <td className={NUM_TD}>{formatCurrency(s.currentPrice, prefs)}</td>
          <td className={`${NUM_TD} font-medium ${trendClass(s.change)}`}>{formatSignedNumber(s.change)}</td>
          <td className={`${NUM_TD} font-medium ${trendClass(s.change)}`}>{formatSignedPercent(s.changePercent)}</td>
          <td className={TD}>
            <WatchlistCell stock={s} auth={auth} onList={onList.has(s.symbol)} onAdd={onAdd} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
