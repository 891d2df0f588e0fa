// ETF finder logic (docs/behaviour.md#etf-finder): search, filters (AND), options and sorting. Pure.
// Imports with explicit .ts extensions so bench/tools-timing.mjs can load it with Node's type stripping.
import type { Etf } from '../data/etfs.ts';
import { onFirstUse } from './onFirstUse.ts';
import { directionSign, type SortState } from './sort.ts';

/** Every filter starts with 'Alle'. */
export const ALL = 'Alle';
export const DISTRIBUTING_LABEL = 'Uitkerend';
export const ACCUMULATING_LABEL = 'Herbeleggend';
export const DISTRIBUTION_OPTIONS = [ALL, DISTRIBUTING_LABEL, ACCUMULATING_LABEL] as const;
export type DistributionOption = (typeof DISTRIBUTION_OPTIONS)[number];

export type SortKey = 'naam' | 'ter';
export const SORT_KEYS: readonly SortKey[] = ['naam', 'ter'];

export interface EtfFilters {
  readonly query: string;
  readonly region: string;
  readonly distribution: DistributionOption;
  readonly category: string;
}

export type EtfSort = SortState<SortKey>;

export interface EtfFinderState extends EtfFilters {
  readonly sort: EtfSort;
}

export const DEFAULT_SORT: EtfSort = { key: 'naam', direction: 'asc' };
export const DEFAULT_FINDER_STATE: EtfFinderState = {
  query: '',
  region: ALL,
  distribution: ALL,
  category: ALL,
  sort: DEFAULT_SORT,
};

const COLLATOR = onFirstUse(() => new Intl.Collator('nl', { sensitivity: 'base', numeric: true }));

export function distributionLabel(
  etf: Pick<Etf, 'distributing'>,
): typeof DISTRIBUTING_LABEL | typeof ACCUMULATING_LABEL {
  return etf.distributing ? DISTRIBUTING_LABEL : ACCUMULATING_LABEL;
}

/** Search text: trimmed and lower-cased. */
export function normalizeQuery(query: string): string {
  return query.trim().toLocaleLowerCase('nl');
}

/** Case-insensitive substring match on name, ISIN, category or region; an empty query matches all. */
export function matchesQuery(etf: Etf, query: string): boolean {
  const q = normalizeQuery(query);
  if (q === '') return true;
  return [etf.name, etf.isin, etf.category, etf.region].some((field) => field.toLocaleLowerCase('nl').includes(q));
}

/** All filters combined with AND. */
export function filterEtfs(etfs: readonly Etf[], filters: EtfFilters): Etf[] {
  const q = normalizeQuery(filters.query);
  return etfs.filter(
    (etf) =>
      (filters.region === ALL || etf.region === filters.region) &&
      (filters.category === ALL || etf.category === filters.category) &&
      (filters.distribution === ALL || distributionLabel(etf) === filters.distribution) &&
      matchesQuery(etf, q),
  );
}

function optionsOf(values: Iterable<string>): string[] {
  return [ALL, ...[...new Set(values)].sort(COLLATOR().compare)];
}

/** 'Alle' plus the sorted distinct regions. */
export function regionOptions(etfs: readonly Etf[]): string[] {
  return optionsOf(etfs.map((e) => e.region));
}

/** 'Alle' plus the sorted distinct categories. */
export function categoryOptions(etfs: readonly Etf[]): string[] {
  return optionsOf(etfs.map((e) => e.category));
}

/** A sorted copy: by name (Dutch collation) or by TER (then name); descending reverses. */
export function sortEtfs(etfs: readonly Etf[], sort: EtfSort): Etf[] {
  const sign = directionSign(sort.direction);
  return [...etfs].sort((a, b) => {
    const byName = COLLATOR().compare(a.name, b.name);
    if (sort.key === 'ter') return sign * (a.fee - b.fee || byName);
    return sign * byName;
  });
}

/** What the finder shows: filtered, then sorted. */
export function findEtfs(etfs: readonly Etf[], state: EtfFinderState): Etf[] {
  return sortEtfs(filterEtfs(etfs, state), state.sort);
}

export function hasActiveFilters(filters: EtfFilters): boolean {
  return (
    normalizeQuery(filters.query) !== '' ||
    filters.region !== ALL ||
    filters.distribution !== ALL ||
    filters.category !== ALL
  );
}
