// The sections search results are grouped and filtered by (a Pagefind filter named `section`).

export const SEARCH_SECTIONS = ['Artikelen', 'Nieuws', 'FAQ', 'Brokers', 'Tools'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** The Pagefind filter key every indexed page carries. */
export const SEARCH_FILTER_KEY = 'section';

export function isSearchSection(value: string): value is SearchSection {
  return (SEARCH_SECTIONS as readonly string[]).includes(value);
}

const NOT_INDEXED = [
  /^\/login$/,
  /^\/profile$/,
  /^\/portfolio(\/|$)/,
  /^\/404$/,
  /^\/nieuws\/(pagina|categorie)(\/|$)/,
];

/**
 * The search section of a page, or null when the page stays out of the index (private pages, the 404
 * page, and news list pages that only repeat what the articles say).
 */
export function searchSectionFor(pathname: string): SearchSection | null {
  if (NOT_INDEXED.some((rule) => rule.test(pathname))) return null;
  if (pathname === '/') return 'Brokers';
  if (pathname === '/faq') return 'FAQ';
  if (pathname === '/nieuws' || pathname.startsWith('/nieuws/')) return 'Nieuws';
  if (pathname === '/tools' || pathname.startsWith('/tools/') || pathname === '/etf/vind-jouw-etf') return 'Tools';
  return 'Artikelen';
}
