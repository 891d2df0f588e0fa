// ETF finder island (docs/behaviour.md#etf-finder). Search, filters and sort live in the URL query: the query is
// the state (useSyncExternalStore), filter and sort changes push a history entry so Back undoes them.
import { useEffect, useId, useMemo, useRef } from 'react';
import { ETFS } from '../data/etfs';
import {
  ALL,
  categoryOptions,
  DEFAULT_FINDER_STATE,
  DISTRIBUTION_OPTIONS,
  distributionLabel,
  findEtfs,
  hasActiveFilters,
  regionOptions,
  type DistributionOption,
  type EtfFinderState,
  type SortKey,
} from '../lib/etf';
import { formatTer } from '../lib/format';
import { nextSort } from '../lib/sort';
import { finderFromQuery, finderToQuery } from '../lib/query/finder';
import { getSearch, setSearch } from '../browser/urlState';
import { tEtf } from '../i18n/nl/etf';
import FilterSelect, { FILTER_LABEL } from './etf-finder/FilterSelect';
import DataTable, { type Column } from './ui/DataTable';
import Field from './ui/Field';
import { FINDER_TABLE } from './ui/tableLook';
import { useHydrated } from './ui/useHydrated';
import { useSearch } from './ui/useToolForm';

const REGIONS = regionOptions(ETFS);
const CATEGORIES = categoryOptions(ETFS);
const OPTIONS = { regions: REGIONS, categories: CATEGORIES };
/** Regio, TER and Categorie are hidden on small screens. */
const WIDE_ONLY = 'hidden md:table-cell';
const COLUMNS: readonly Column<SortKey>[] = [
  { label: tEtf('etf.name'), sortKey: 'naam' },
  { label: tEtf('etf.isin') },
  { label: tEtf('etf.region'), className: WIDE_ONLY },
  { label: tEtf('etf.distribution') },
  { label: tEtf('etf.ter'), sortKey: 'ter', numeric: true, className: WIDE_ONLY },
  { label: tEtf('etf.category'), className: WIDE_ONLY },
];
const CELL = FINDER_TABLE.cell;
const SORT_NAMES: Readonly<Record<SortKey, string>> = { naam: tEtf('etf.sort.name'), ter: tEtf('etf.sort.ter') };

export default function EtfFinder() {
  const id = useId();
  const search = useSearch();
  const queryField = useRef<HTMLInputElement>(null);
  const state = useMemo(() => finderFromQuery(search, OPTIONS), [search]);
  const results = useMemo(() => findEtfs(ETFS, state), [state]);
  const active = hasActiveFilters(state);
  // Tests wait for data-hydrated before they interact.
  const hydrated = useHydrated();

  const go = (patch: Partial<EtfFinderState>, mode: 'push' | 'replace') =>
    setSearch(finderToQuery({ ...state, ...patch }), mode);
  const clear = () => go({ ...DEFAULT_FINDER_STATE, sort: state.sort }, 'push');

  // Keep what the reader typed into the server-rendered field before hydration: React leaves the field as it is
  // while hydrating, but its next render would put the address bar's query back. Read from the address bar
  // itself, because until that render `search` is still the server's empty query.
  useEffect(() => {
    const typed = queryField.current?.value ?? '';
    const current = finderFromQuery(getSearch(), OPTIONS);
    if (typed !== '' && typed !== current.query) setSearch(finderToQuery({ ...current, query: typed }), 'replace');
  }, []);

  return (
    <div className="space-y-5" data-hydrated={hydrated || undefined}>
      <div role="search" className="card" aria-label={tEtf('etf.filters')}>
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          <Field
            id={`${id}-q`}
            label={tEtf('etf.search.label')}
            labelClassName={FILTER_LABEL}
            className="md:col-span-2 lg:col-span-1"
          >
            <input
              ref={queryField}
              id={`${id}-q`}
              type="search"
              placeholder={tEtf('etf.search.placeholder')}
              autoComplete="off"
              spellCheck={false}
              value={state.query}
              // Typing replaces the history entry: Back should not step through every letter.
              onChange={(event) => go({ query: event.currentTarget.value }, 'replace')}
              className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
            />
          </Field>
          <FilterSelect
            label={tEtf('etf.region')}
            value={state.region}
            options={REGIONS}
            onChange={(region) => go({ region }, 'push')}
          />
          <FilterSelect
            label={tEtf('etf.distribution')}
            value={state.distribution}
            options={DISTRIBUTION_OPTIONS}
            onChange={(distribution) => go({ distribution: distribution as DistributionOption }, 'push')}
          />
          <FilterSelect
            label={tEtf('etf.category')}
            value={state.category}
            options={CATEGORIES}
            onChange={(category) => go({ category }, 'push')}
          />
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="font-semibold text-slate-900 dark:text-white" data-testid="etf-count">
          {tEtf('etf.count', { found: results.length, total: ETFS.length })}
        </p>
        {active && results.length > 0 && (
          <button type="button" className="btn-secondary py-1.5 text-sm" onClick={clear}>
            {tEtf('etf.clearFilters')}
          </button>
        )}
      </div>

      {results.length > 0 ? (
        <DataTable
          look={FINDER_TABLE}
          caption={tEtf('etf.caption', {
            key: SORT_NAMES[state.sort.key],
            direction: tEtf(state.sort.direction === 'asc' ? 'etf.sort.ascending' : 'etf.sort.descending'),
          })}
          columns={COLUMNS}
          sort={state.sort}
          onSort={(k) => go({ sort: nextSort(state.sort, k) }, 'push')}
        >
          {results.map((etf) => (
            <tr key={etf.isin} className="border-b border-slate-200 last:border-0 dark:border-slate-700">
              <th scope="row" className={`${CELL} font-medium text-slate-900 dark:text-white`}>
                {etf.name}
              </th>
              <td className={`${CELL} font-mono text-xs whitespace-nowrap text-slate-800 dark:text-slate-200`}>
                {etf.isin}
              </td>
              <td className={`${CELL} ${WIDE_ONLY}`}>{etf.region}</td>
              <td className={CELL}>{distributionLabel(etf)}</td>
              <td className={`${CELL} text-right tabular-nums ${WIDE_ONLY}`}>{formatTer(etf.fee)}</td>
              <td className={`${CELL} ${WIDE_ONLY}`}>{etf.category}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <div className="card text-center">
          <p className="text-lg font-semibold text-slate-900 dark:text-white">{tEtf('etf.none.title')}</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            {state.region !== ALL || state.distribution !== ALL || state.category !== ALL
              ? tEtf('etf.none.filters')
              : tEtf('etf.none.query')}
          </p>
          <button type="button" className="btn-primary mt-4" onClick={clear}>
            {tEtf('etf.clearFilters')}
          </button>
        </div>
      )}
    </div>
  );
}
