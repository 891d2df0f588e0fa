// /tools/stock-screener (issue 7, English): filters the sample universe by sector, price range and
// daily change, sortable by every column; a row can be added to the watchlist when signed in,
// otherwise it links to the login page.
import { useId, useState } from 'react';
import { STOCK_UNIVERSE } from '../../data/stocks';
import { DUPLICATE_MESSAGE } from '../../lib/portfolio/constants';
import { formatCurrency, formatSignedNumber, formatSignedPercent } from '../../lib/portfolio/format';
import {
  ALL_FILTERS,
  filterStocks,
  nextSort,
  parsePriceBound,
  sectorsOf,
  sortStocks,
  type ChangeFilter,
  type SortDirection,
  type SortKey,
} from '../../lib/portfolio/screener';
import type { StockQuote } from '../../lib/portfolio/types';
import { addStock } from '../../stores/watchlist';
import { SaveFailedNotice, TD, TH, TableScroll, trendClass, useAuth, usePrefs, useWatchlist } from './shared';

const SECTORS = sectorsOf(STOCK_UNIVERSE);
const COLUMNS: readonly { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'symbol', label: 'Symbol', numeric: false },
  { key: 'name', label: 'Company', numeric: false },
  { key: 'sector', label: 'Sector', numeric: false },
  { key: 'currentPrice', label: 'Price', numeric: true },
  { key: 'change', label: 'Change', numeric: true },
  { key: 'changePercent', label: 'Change %', numeric: true },
];

const FIELD =
  'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-white';

export default function StockScreener() {
  const auth = useAuth();
  const prefs = usePrefs();
  const watchlist = useWatchlist();
  const id = useId();
  const [sector, setSector] = useState(ALL_FILTERS.sector);
  const [minText, setMinText] = useState('');
  const [maxText, setMaxText] = useState('');
  const [change, setChange] = useState<ChangeFilter>(ALL_FILTERS.change);
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({
    key: 'symbol',
    direction: 'ascending',
  });
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
        ? `${stock.symbol} added to your watchlist`
        : outcome === 'duplicate'
          ? `${stock.symbol}: ${DUPLICATE_MESSAGE}`
          : 'Log in to add stocks to your watchlist',
    );
  }

  return (
    <div lang="en" className="container-page pb-12">
      <SaveFailedNotice />
      <form
        aria-label="Screener filters"
        className="card mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        onSubmit={(e) => e.preventDefault()}
      >
        <div>
          <label htmlFor={`${id}-sector`} className="block text-sm font-medium">
            Sector
          </label>
          <select id={`${id}-sector`} value={sector} onChange={(e) => setSector(e.target.value)} className={FIELD}>
            <option value="">All sectors</option>
            {SECTORS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-min`} className="block text-sm font-medium">
            Min price ($)
          </label>
          <input
            id={`${id}-min`}
            type="number"
            min="0"
            step="0.01"
            inputMode="decimal"
            value={minText}
            onChange={(e) => setMinText(e.target.value)}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor={`${id}-max`} className="block text-sm font-medium">
            Max price ($)
          </label>
          <input
            id={`${id}-max`}
            type="number"
            min="0"
            step="0.01"
            inputMode="decimal"
            value={maxText}
            onChange={(e) => setMaxText(e.target.value)}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor={`${id}-change`} className="block text-sm font-medium">
            Daily change
          </label>
          <select
            id={`${id}-change`}
            value={change}
            onChange={(e) => setChange(e.target.value as ChangeFilter)}
            className={FIELD}
          >
            <option value="all">Any change</option>
            <option value="up">Up or unchanged</option>
            <option value="down">Down</option>
          </select>
        </div>
        <button type="button" className="btn-secondary" onClick={reset}>
          Reset filters
        </button>
      </form>

      <p className="mt-6 font-medium text-slate-900 dark:text-white" aria-live="polite" data-testid="result-count">
        Showing {rows.length} of {STOCK_UNIVERSE.length} stocks
      </p>
      <p role="status" className="mt-1 min-h-6 text-sm font-medium text-slate-900 dark:text-white">
        {message}
      </p>
      {auth.status === 'signed-out' && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          <a href="/login" className="link">
            Log in
          </a>{' '}
          to add stocks to your watchlist.
        </p>
      )}

      {rows.length === 0 ? (
        <p className="card mt-4 text-center text-slate-700 dark:text-slate-300">
          No stocks match these filters.{' '}
          <button type="button" className="link" onClick={reset}>
            Reset filters
          </button>
        </p>
      ) : (
        <TableScroll label="Screener results">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">
              Stocks matching the filters, sorted by {COLUMNS.find((c) => c.key === sort.key)?.label} ({sort.direction})
            </caption>
            <thead className="border-b border-slate-200 dark:border-slate-700">
              <tr>
                {COLUMNS.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={sort.key === c.key ? sort.direction : undefined}
                    className={`${TH} ${c.numeric ? 'text-right' : ''}`}
                  >
                    <button
                      type="button"
                      onClick={() => setSort(nextSort(sort, c.key))}
                      className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 dark:hover:text-white"
                    >
                      {c.label}
                      <span aria-hidden="true">
                        {sort.key === c.key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  </th>
                ))}
                <th scope="col" className={TH}>
                  Watchlist
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {rows.map((s) => (
                <tr key={s.symbol} data-symbol={s.symbol}>
                  <th scope="row" className={`${TD} text-left font-semibold text-slate-900 dark:text-white`}>
                    {s.symbol}
                  </th>
                  <td className={TD}>{s.name}</td>
                  <td className={TD}>{s.sector}</td>
                  <td className={`${TD} text-right tabular-nums`}>{formatCurrency(s.currentPrice, prefs)}</td>
                  <td className={`${TD} text-right font-medium tabular-nums ${trendClass(s.change)}`}>
                    {formatSignedNumber(s.change)}
                  </td>
                  <td className={`${TD} text-right font-medium tabular-nums ${trendClass(s.change)}`}>
                    {formatSignedPercent(s.changePercent)}
                  </td>
                  <td className={TD}>
                    {auth.status === 'signed-in' ? (
                      onList.has(s.symbol) ? (
                        <span className="font-medium text-emerald-700 dark:text-emerald-400">
                          <span aria-hidden="true">✓ </span>In watchlist
                        </span>
                      ) : (
                        <button
                          type="button"
                          className="btn-secondary px-3 py-1 text-sm"
                          aria-label={`Add ${s.symbol} to watchlist`}
                          onClick={() => add(s)}
                        >
                          Add
                        </button>
                      )
                    ) : auth.status === 'signed-out' ? (
                      <a href="/login" className="link">
                        Log in to add<span className="sr-only"> {s.symbol}</span>
                      </a>
                    ) : (
                      <span className="text-slate-600 dark:text-slate-300">…</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
