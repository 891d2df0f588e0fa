// Spec §2 fallback for unknown paths: where the 404 page sends the reader.

export type FallbackAction = { readonly kind: 'redirect'; readonly to: string } | { readonly kind: 'news-not-found' };

/** Lower-case, no `.html`, no `index`, no trailing slash: the form of the known routes. */
export function normalisePath(pathname: string): string {
  let path = pathname.toLowerCase().replace(/\/{2,}/g, '/');
  path = path.replace(/\/index(\.html?)?$/, '/').replace(/\.html?$/, '');
  path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

export function resolveFallback(pathname: string, knownPaths: readonly string[]): FallbackAction {
  const path = normalisePath(pathname);
  if (path.startsWith('/nieuws/')) return { kind: 'news-not-found' };
  if (knownPaths.includes(path)) return { kind: 'redirect', to: path };
  return { kind: 'redirect', to: '/' };
}
