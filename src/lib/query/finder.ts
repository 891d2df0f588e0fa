// The ETF finder's state in the URL query, so a search can be shared and survives a reload. Values that are not among
// the options fall back to 'Alle' or the default sort.
import {
  ALL,
  DEFAULT_FINDER_STATE,
  DEFAULT_SORT,
  DISTRIBUTION_OPTIONS,
  SORT_KEYS,
  type DistributionOption,
  type EtfFinderState,
  type SortKey,
} from '../etf.ts';

export const FINDER_PARAMS = {
  query: 'q',
  region: 'regio',
  distribution: 'distributie',
  category: 'categorie',
  sort: 'sorteer',
  direction: 'richting',
} as const;
const DIRECTION_PARAM = { asc: 'oplopend', desc: 'aflopend' } as const;

function pickOption(raw: string | null, options: readonly string[]): string {
  if (raw === null) return ALL;
  const wanted = raw.trim().toLocaleLowerCase('nl');
  return options.find((o) => o.toLocaleLowerCase('nl') === wanted) ?? ALL;
}

/** Finder state → query; defaults are left out, so the plain page has a plain URL. */
export function finderToQuery(state: EtfFinderState): string {
  const params = new URLSearchParams();
  if (state.query.trim() !== '') params.set(FINDER_PARAMS.query, state.query);
  if (state.region !== ALL) params.set(FINDER_PARAMS.region, state.region);
  if (state.distribution !== ALL) params.set(FINDER_PARAMS.distribution, state.distribution);
  if (state.category !== ALL) params.set(FINDER_PARAMS.category, state.category);
  if (state.sort.key !== DEFAULT_SORT.key || state.sort.direction !== DEFAULT_SORT.direction) {
    params.set(FINDER_PARAMS.sort, state.sort.key);
    params.set(FINDER_PARAMS.direction, DIRECTION_PARAM[state.sort.direction]);
  }
  return params.toString();
}

/** Query → finder state; values that are not among the options fall back to 'Alle' / the default sort. */
export function finderFromQuery(
  search: string,
  options: { readonly regions: readonly string[]; readonly categories: readonly string[] },
): EtfFinderState {
  const params = new URLSearchParams(search);
  const sortKey = params.get(FINDER_PARAMS.sort)?.toLowerCase();
  const key: SortKey = SORT_KEYS.find((k) => k === sortKey) ?? DEFAULT_SORT.key;
  const direction = params.get(FINDER_PARAMS.direction)?.toLowerCase() === DIRECTION_PARAM.desc ? 'desc' : 'asc';
  return {
    ...DEFAULT_FINDER_STATE,
    query: params.get(FINDER_PARAMS.query) ?? '',
    region: pickOption(params.get(FINDER_PARAMS.region), options.regions),
    distribution: pickOption(params.get(FINDER_PARAMS.distribution), DISTRIBUTION_OPTIONS) as DistributionOption,
    category: pickOption(params.get(FINDER_PARAMS.category), options.categories),
    sort: { key, direction },
  };
}
