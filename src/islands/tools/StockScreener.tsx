// /tools/stock-screener (English): filters the sample universe by sector, price range and
// daily change, sortable by every column; a row can be added to the watchlist when signed in,
// otherwise it links to the login page.
import { useId, useState } from 'react';
import { STOCK_UNIVERSE } from '../../data/stocks';
import { tPortfolio } from '../../i18n/en/portfolio';
import { tScreener } from '../../i18n/en/screener';
import { tWatchlist } from '../../i18n/en/watchlist';
import { formatCurrency, formatSignedNumber, formatSignedPercent } from '../../lib/portfolio/format';
import {
  ALL_FILTERS,
  filterStocks,
  firstDirection,
  isNumericKey,
  parsePriceBound,
  sectorsOf,
  sortStocks,
  type ChangeFilter,
  type SortKey,
} from '../../lib/portfolio/screener';
import type { StockQuote } from '../../lib/portfolio/types';
import { ariaSortValue, nextSort, type SortState } from '../../lib/sort';
import { addStock } from '../../stores/watchlist';
import { SaveFailedNotice, trendClass, usePrefs, useWatchlist } from '../portfolio/shared';
import { useAuth } from '../ui/useAuth';
import CheckLabel from '../ui/CheckLabel';
import DataTable, { type Column } from '../ui/DataTable';
import Field, { INPUT } from '../ui/Field';
import { NUM_TD, TD } from '../ui/tableLook';

const SECTORS = sectorsOf(STOCK_UNIVERSE);
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

export default function StockScreener() {
  const auth = useAuth();
  const prefs = usePrefs();
  const watchlist = useWatchlist();
  const id = useId();
  const [sector, setSector] = useState(ALL_FILTERS.sector);
  const [minText, setMinText] = useState('');
  const [maxText, setMaxText] = useState('');
  const [change, setChange] = useState<ChangeFilter>(ALL_FILTERS.change);
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'symbol', direction: 'asc' });
  const [message, setMessage] = useState('');

  const filtered = filterStocks(STOCK_UNIVERSE, {
    sector,
    minPrice: parsePriceBound(minText),
    maxPrice: parsePriceBound(maxText),
    change,
  });
  const rows = sortStocks(filtered, sort.key, sort.direction);
  const onList = new Set(watchlist.map((w) => w.symbol));

  function reset() {
    setSector(ALL_FILTERS.sector);
    setMinText('');
    setMaxText('');
    setChange(ALL_FILTERS.change);
  }

  function add(stock: StockQuote) {
    const outcome = addStock(stock);
    setMessage(
      outcome === 'added'
        ? tWatchlist('watchlist.added', { symbol: stock.symbol })
        : outcome === 'duplicate'
          ? tScreener('screener.duplicate', { symbol: stock.symbol, message: tWatchlist('watchlist.duplicate') })
          : tScreener('screener.logInToAdd'),
    );
  }

  return (
    <div lang="en" className="container-page pb-12">
      <SaveFailedNotice />
      <form
        aria-label={tScreener('screener.filters')}
        className="card mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field id={`${id}-sector`} label={tPortfolio('portfolio.sector')}>
          <select id={`${id}-sector`} value={sector} onChange={(e) => setSector(e.target.value)} className={INPUT}>
            <option value="">{tScreener('screener.allSectors')}</option>
            {SECTORS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <PriceField id={`${id}-min`} label={tScreener('screener.minPrice')} value={minText} onChange={setMinText} />
        <PriceField id={`${id}-max`} label={tScreener('screener.maxPrice')} value={maxText} onChange={setMaxText} />
        <Field id={`${id}-change`} label={tScreener('screener.dailyChange')}>
          <select
            id={`${id}-change`}
            value={change}
            onChange={(e) => setChange(e.target.value as ChangeFilter)}
            className={INPUT}
          >
            <option value="all">{tScreener('screener.anyChange')}</option>
            <option value="up">{tScreener('screener.up')}</option>
            <option value="down">{tScreener('screener.down')}</option>
          </select>
        </Field>
        <button type="button" className="btn-secondary" onClick={reset}>
          {tScreener('screener.reset')}
        </button>
      </form>

      <p className="mt-6 font-medium text-slate-900 dark:text-white" aria-live="polite" data-testid="result-count">
        {tScreener('screener.showing', { count: rows.length, total: STOCK_UNIVERSE.length })}
      </p>
      <p role="status" className="mt-1 min-h-6 text-sm font-medium text-slate-900 dark:text-white">
        {message}
      </p>
      {auth.status === 'signed-out' && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          <a href="/login" className="link">
            {tScreener('screener.logIn')}
          </a>{' '}
          {tScreener('screener.logInHint')}
        </p>
      )}

      {rows.length === 0 ? (
        <p className="card mt-4 text-center text-slate-700 dark:text-slate-300">
          {tScreener('screener.noMatch')}{' '}
          <button type="button" className="link" onClick={reset}>
            {tScreener('screener.reset')}
          </button>
        </p>
      ) : (
        <DataTable
          label={tScreener('screener.results')}
          caption={tScreener('screener.caption', {
            column: COLUMNS.find((c) => c.sortKey === sort.key)?.label ?? '',
            direction: ariaSortValue(sort.direction),
          })}
          columns={COLUMNS}
          sort={sort}
          onSort={(key) => setSort(nextSort(sort, key, firstDirection(key)))}
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
              <td className={`${NUM_TD} font-medium ${trendClass(s.change)}`}>
                {formatSignedPercent(s.changePercent)}
              </td>
              <td className={TD}>
                {auth.status === 'signed-in' ? (
                  onList.has(s.symbol) ? (
                    <CheckLabel ok>{tScreener('screener.inWatchlist')}</CheckLabel>
                  ) : (
                    <button
                      type="button"
                      className="btn-secondary px-3 py-1 text-sm"
                      aria-label={tWatchlist('watchlist.form.label', { symbol: s.symbol })}
                      onClick={() => add(s)}
                    >
                      {tScreener('screener.add')}
                    </button>
                  )
                ) : auth.status === 'signed-out' ? (
                  <a href="/login" className="link">
                    {tScreener('screener.logInToAddRow')}
                    <span className="sr-only"> {s.symbol}</span>
                  </a>
                ) : (
                  <span className="text-slate-600 dark:text-slate-300">…</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

function PriceField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="number"
        min="0"
        step="0.01"
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={INPUT}
      />
    </Field>
  );
}
