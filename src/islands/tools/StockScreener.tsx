// /tools/stock-screener (English): filters the sample universe by sector, price range and
// daily change, sortable by every column; a row can be added to the watchlist when signed in,
// otherwise it links to the login page. The parts are in ./screener/: the filter form, the table and its
// watchlist cell; this module holds their state.
import { useState } from 'react';
import { STOCK_UNIVERSE } from '../../data/stocks';
import { tScreener } from '../../i18n/en/screener';
import { tWatchlist } from '../../i18n/en/watchlist';
import {
  ALL_FILTERS,
  filterStocks,
  parsePriceBound,
  sectorsOf,
  sortStocks,
  type SortKey,
} from '../../lib/portfolio/screener';
import type { StockQuote } from '../../lib/portfolio/types';
import type { SortState } from '../../lib/sort';
import { addStock } from '../../stores/watchlistEdit';
import { SaveFailedNotice, useWatchlist } from '../portfolio/watchlistShared';
import { useAuth } from '../ui/useAuth';
import ScreenerFilters, { type ScreenerFilterInput } from './screener/ScreenerFilters';
import ScreenerTable from './screener/ScreenerTable';

const SECTORS = sectorsOf(STOCK_UNIVERSE);
const NO_FILTERS: ScreenerFilterInput = {
  sector: ALL_FILTERS.sector,
  minText: '',
  maxText: '',
  change: ALL_FILTERS.change,
};

/** What adding a stock to the watchlist says. */
function addedMessage(outcome: ReturnType<typeof addStock>, symbol: string): string {
  if (outcome === 'added') return tWatchlist('watchlist.added', { symbol });
  if (outcome === 'duplicate')
    return tScreener('screener.duplicate', { symbol, message: tWatchlist('watchlist.duplicate') });
  return tScreener('screener.logInToAdd');
}

export default function StockScreener() {
  const auth = useAuth();
  const watchlist = useWatchlist();
  const [filters, setFilters] = useState<ScreenerFilterInput>(NO_FILTERS);
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'symbol', direction: 'asc' });
  const [message, setMessage] = useState('');

  const filtered = filterStocks(STOCK_UNIVERSE, {
    sector: filters.sector,
    minPrice: parsePriceBound(filters.minText),
    maxPrice: parsePriceBound(filters.maxText),
    change: filters.change,
  });
  const rows = sortStocks(filtered, sort.key, sort.direction);
  const onList = new Set(watchlist.map((w) => w.symbol));
  const reset = () => setFilters(NO_FILTERS);
  const add = (stock: StockQuote) => setMessage(addedMessage(addStock(stock), stock.symbol));

  return (
    <div lang="en" className="container-page pb-12">
      <SaveFailedNotice />
      <ScreenerFilters
        sectors={SECTORS}
        value={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        onReset={reset}
      />

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
        <ScreenerTable rows={rows} sort={sort} onSort={setSort} auth={auth} onList={onList} onAdd={add} />
      )}
    </div>
  );
}
