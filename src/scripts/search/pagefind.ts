// Loads Pagefind's browser bundle (/pagefind/pagefind.js, written by the build) once it is needed. A failed load
// is not kept: the next call tries again, so search recovers from a dropped connection without a reload.
import { withinTime } from '../../lib/timeout';

/** The parts of Pagefind's browser API used here (see pagefind.js in the built bundle). */
export interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
}
export interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly filters: Readonly<Record<string, readonly string[] | undefined>>;
  readonly sub_results: readonly PagefindSubResult[];
}
export interface PagefindResult {
  data(): Promise<PagefindResultData>;
}
export interface PagefindSearch {
  readonly results: readonly PagefindResult[];
  readonly totalFilters?: Readonly<Record<string, Readonly<Record<string, number>> | undefined>>;
}
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  filters(): Promise<unknown>;
  search(term: string, options: { filters?: Record<string, string> }): Promise<PagefindSearch>;
}

export const BUNDLE = '/pagefind/pagefind.js';

/**
 * A download of the bundle, its WASM or an index file that has not finished after this long is given up, and the
 * dialog says search is not available (a stalled connection otherwise leaves it silent for good).
 */
export const SEARCH_LOAD_TIMEOUT_MS = 10_000;

/** `promise`, rejected once SEARCH_LOAD_TIMEOUT_MS have passed. */
export function searchWithinTime<T>(promise: Promise<T>): Promise<T> {
  return withinTime(promise, SEARCH_LOAD_TIMEOUT_MS, () => new Error('Search did not load in time.'));
}

/**
 * The bundle's URL for a load attempt. A browser keeps a failed module import in its module map and answers a
 * second import() of the same URL with the same failure, without fetching; a retry therefore asks for a new URL.
 */
export function bundleUrl(attempt: number): string {
  return attempt === 0 ? BUNDLE : `${BUNDLE}?retry=${attempt}`;
}

async function load(attempt: number): Promise<Pagefind> {
  const api = (await import(/* @vite-ignore */ bundleUrl(attempt))) as Pagefind;
  await api.options({ excerptLength: 24 });
  // Loads the WASM, the index metadata and the (small) section filter index: with the filters loaded,
  // every search also reports how many results each section has, for the chips.
  await api.filters();
  return api;
}

let loading: Promise<Pagefind> | undefined;
let attempts = 0;

/** Pagefind, loaded on the first call; after a failure the next call loads again. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= searchWithinTime(load(attempts++)).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
