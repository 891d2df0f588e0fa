// The one rule for the form of a site path, behind canonicalPath (the route table, canonical URLs), the 404
// fallback (normalisePath) and the search results (resultHref). Imports nothing, so plain Node can load it.

/**
 * The path a page is known by: no `.html` (or `.htm`), no trailing `/index`, no trailing slash ('/faq.html' →
 * '/faq', '/index.html' → '/'). The form of the paths in the route table, and of every canonical URL.
 */
export function canonicalPath(pathname: string): string {
  const path = pathname
    .replace(/\.html?$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** A path as a reader may type it (any case, doubled slashes) in its canonical form: what the 404 page compares. */
export function normalisePath(pathname: string): string {
  return canonicalPath(pathname.toLowerCase().replace(/\/{2,}/g, '/'));
}

/** A built file's URL with its anchor ('/faq.html#faq-3') as the link to the page ('/faq#faq-3'). */
export function pageHref(fileUrl: string): string {
  const [path = '', ...anchor] = fileUrl.split('#');
  const page = canonicalPath(path);
  return anchor.length ? `${page}#${anchor.join('#')}` : page;
}
