// Where the 404 page sends the reader, and which saved path a page may restore.
import { normalisePath } from '../data/paths';

export { normalisePath };

export type FallbackAction =
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'news-not-found' }
  /** The route the reader would be sent to is the page already shown: the host answered 404 for it. */
  | { readonly kind: 'not-found' };

/** A news article or news list: its slugs come from the CMS, so only the section is known. */
function isNewsPath(path: string): boolean {
  return path.startsWith('/nieuws/');
}

/**
 * A known route in another form goes to that route, anything else to `/`. Sending the reader to
 * the path they are on would reload this same 404 page forever, so that ends in 'not-found'.
 */
export function resolveFallback(pathname: string, knownPaths: readonly string[]): FallbackAction {
  const path = normalisePath(pathname);
  if (isNewsPath(path)) return { kind: 'news-not-found' };
  const to = knownPaths.includes(path) ? path : '/';
  return to === pathname ? { kind: 'not-found' } : { kind: 'redirect', to };
}

/**
 * A path a host saved before rewriting an unknown URL to the home page. Only a same-origin URL of a
 * known route may be restored (a backslash is rejected outright: browsers read `/\host` as
 * `//host`, another site). Returns the path with its query and fragment, or null.
 */
export function restorablePath(saved: string | null, origin: string, knownPaths: readonly string[]): string | null {
  if (!saved || !saved.startsWith('/') || saved.includes('\\')) return null;
  let target: URL;
  try {
    target = new URL(saved, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin) return null;
  // Dot segments can leave a pathname that starts with '//' ('/.//faq' → '//faq'), which a browser reads as
  // another host: collapse the leading slashes, then parse the result again and check its origin once more.
  const pathname = target.pathname.replace(/^\/{2,}/, '/');
  const restored = pathname + target.search + target.hash;
  let checked: URL;
  try {
    checked = new URL(restored, origin);
  } catch {
    return null;
  }
  if (checked.origin !== origin || checked.pathname !== pathname) return null;
  const path = normalisePath(pathname);
  if (path === '/' || !(knownPaths.includes(path) || isNewsPath(path))) return null;
  return restored;
}
