// The address bar's query string as an external store for React's useSyncExternalStore; the pure
// reading and writing of each tool's query lives in src/lib/urlState.ts.
// The server snapshot is '' (no query at build time), so the pre-rendered HTML shows the defaults
// and hydration never mismatches; the client then re-renders with the real query.

/**
 * The URL of the current page with a new query (keeps path and hash). Here, not in src/lib/urlState.ts: importing
 * that module would put every tool's query code in each tool's first load (README › Performance budgets).
 */
function urlWithQuery(location: Pick<Location, 'pathname' | 'hash'>, query: string): string {
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

const searchListeners = new Set<() => void>();

function notifySearchListeners(): void {
  for (const listener of searchListeners) listener();
}

export function subscribeToSearch(listener: () => void): () => void {
  searchListeners.add(listener);
  if (searchListeners.size === 1) window.addEventListener('popstate', notifySearchListeners);
  return () => {
    searchListeners.delete(listener);
    if (searchListeners.size === 0) window.removeEventListener('popstate', notifySearchListeners);
  };
}

export function getSearch(): string {
  return window.location.search;
}

export function getServerSearch(): string {
  return '';
}

/**
 * Puts a new query in the address bar and tells the subscribers. 'push' adds a history entry (Back
 * returns to the previous state), 'replace' overwrites the current one.
 */
export function setSearch(query: string, mode: 'push' | 'replace'): void {
  const next = urlWithQuery(window.location, query);
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (next === current) return;
  if (mode === 'push') window.history.pushState(window.history.state, '', next);
  else window.history.replaceState(window.history.state, '', next);
  notifySearchListeners();
}
