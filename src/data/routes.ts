// The route table: every page of the site once, with what the menus, breadcrumbs, the 404 fallback,
// the sign-in gating, the hubs, the sitemap and the search index need to know about it.
// Kept free of imports but the import-free broker list, so plain Node (bench/, scripts/) can load it as it is.
import { BROKER_LIST } from './brokerList.ts';

/** The groups of the site; the header's sections and the footer's columns follow them. */
export type RouteGroup = 'home' | 'aandelen' | 'etf' | 'nieuws' | 'brokers' | 'tools' | 'faq' | 'portfolio' | 'account';

/** The search index's section filter (the badge a result shows). */
export type SearchSection = 'Artikelen' | 'Nieuws' | 'FAQ' | 'Brokers' | 'Tools';

export interface Route {
  /** Path without trailing slash or `.html`. */
  readonly path: string;
  /** Text of a link to the page (menus, footer, hub cards). */
  readonly label: string;
  /** The page's name in the breadcrumb. */
  readonly crumb: string;
  readonly group: RouteGroup;
  /** The page always loads Firebase (it shows or changes the reader's account data). */
  readonly needsAuth: boolean;
  /** The search section the page is indexed under; null keeps it out of the search index. */
  readonly search: SearchSection | null;
}

type RouteInput = Pick<Route, 'path' | 'label' | 'group'> & Partial<Omit<Route, 'path' | 'label' | 'group'>>;

const SEARCH_BY_GROUP: Readonly<Record<RouteGroup, SearchSection | null>> = {
  home: 'Artikelen',
  aandelen: 'Artikelen',
  etf: 'Artikelen',
  nieuws: 'Nieuws',
  brokers: 'Brokers',
  tools: 'Tools',
  faq: 'FAQ',
  portfolio: null,
  account: null,
};

function route(input: RouteInput): Route {
  const needsAuth = input.needsAuth ?? false;
  return {
    crumb: input.label,
    needsAuth,
    search: needsAuth ? null : SEARCH_BY_GROUP[input.group],
    ...input,
  };
}

export const ROUTES: readonly Route[] = [
  route({ path: '/', label: 'Home', group: 'home' }),
  route({ path: '/aandelen', label: 'Beleggen in aandelen', crumb: 'Aandelen', group: 'aandelen' }),
  route({ path: '/aandelen/wat-zijn-aandelen', label: 'Wat zijn aandelen?', group: 'aandelen' }),
  route({ path: '/aandelen/wat-is-dividend', label: 'Wat is dividend?', group: 'aandelen' }),
  route({ path: '/aandelen/aandeel-kiezen', label: 'Aandeel kiezen', group: 'aandelen' }),
  route({ path: '/aandelen/order-plaatsen', label: 'Order plaatsen', group: 'aandelen' }),
  route({ path: '/etf', label: "Beleggen in ETF's", crumb: "ETF's", group: 'etf' }),
  route({ path: '/etf/wat-zijn-etfs', label: "Wat zijn ETF's?", group: 'etf' }),
  route({ path: '/etf/dividend-en-etfs', label: "Dividend en ETF's", group: 'etf' }),
  route({ path: '/etf/vind-jouw-etf', label: 'Vind jouw ETF', group: 'etf', search: 'Tools' }),
  route({ path: '/etf/order-plaatsen', label: 'Order plaatsen', group: 'etf' }),
  route({ path: '/nieuws', label: 'Nieuws', group: 'nieuws' }),
  route({ path: '/tools', label: 'Alle tools', crumb: 'Tools', group: 'tools' }),
  route({ path: '/tools/compound-interest', label: 'Compound Interest Calculator', group: 'tools' }),
  route({ path: '/tools/stock-screener', label: 'Stock screener', group: 'tools' }),
  route({ path: '/tools/kosten-vergelijken', label: 'Kosten vergelijken', group: 'tools' }),
  route({ path: '/tools/mijn-kosten', label: 'Mijn kosten', group: 'tools' }),
  route({ path: '/brokers', label: 'Alle brokers', crumb: 'Brokers', group: 'brokers' }),
  ...BROKER_LIST.map((b) => route({ path: `/brokers/${b.id}`, label: b.name, group: 'brokers' })),
  route({ path: '/faq', label: 'Veelgestelde vragen', crumb: 'FAQ', group: 'faq' }),
  route({ path: '/portfolio', label: 'Portfolio', group: 'portfolio', needsAuth: true }),
  route({ path: '/portfolio/dashboard', label: 'Dashboard', group: 'portfolio', needsAuth: true }),
  route({ path: '/portfolio/watchlist', label: 'Watchlist', group: 'portfolio', needsAuth: true }),
  route({ path: '/portfolio/analytics', label: 'Analytics', group: 'portfolio', needsAuth: true }),
  route({ path: '/portfolio/allocation', label: 'Allocation', group: 'portfolio', needsAuth: true }),
  route({ path: '/portfolio/history', label: 'History', group: 'portfolio', needsAuth: true }),
  route({ path: '/portfolio/settings', label: 'Settings', group: 'portfolio', needsAuth: true }),
  route({ path: '/profile', label: 'Profiel', group: 'account', needsAuth: true }),
  route({ path: '/login', label: 'Inloggen', group: 'account', needsAuth: true }),
];

/** Old addresses that redirect (the host serves a redirect stub); never in the sitemap or index. */
export const REDIRECTS: Readonly<Record<string, string>> = { '/signin': '/login' };

/** Where news articles live: `/nieuws/{slug}`; list pages sit under these prefixes instead. */
export const NEWS_ARTICLE_PREFIX = '/nieuws/';
const NEWS_LIST_PREFIXES = ['/nieuws/pagina/', '/nieuws/categorie/'];

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

/**
 * The path a page is known by: no `.html`, no trailing `/index`, no trailing slash ('/faq.html' → '/faq',
 * '/index.html' → '/'). The form of the paths in the table, and of every canonical URL.
 */
export function canonicalPath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

export function findRoute(pathname: string): Route | undefined {
  return BY_PATH.get(canonicalPath(pathname));
}

/** A page the table must have (a page asking for its own entry, a menu link); a missing one is a wiring error. */
export function requireRoute(pathname: string): Route {
  const found = findRoute(pathname);
  if (!found) throw new Error(`No route ${pathname} in src/data/routes.ts`);
  return found;
}

/** The pages of one group in table order, the group's hub (its first entry) left out. */
export function groupPages(group: RouteGroup): readonly Route[] {
  return ROUTES.filter((r) => r.group === group).slice(1);
}

/** The group's hub page (its first entry in the table). */
export function groupHub(group: RouteGroup): Route {
  const hub = ROUTES.find((r) => r.group === group);
  if (!hub) throw new Error(`No route in group ${group}`);
  return hub;
}

/** Every page the 404 fallback may send a reader to, old addresses included; not home or news articles. */
export const KNOWN_PATHS: readonly string[] = [
  ...ROUTES.map((r) => r.path).filter((p) => p !== '/'),
  ...Object.keys(REDIRECTS),
];

/** Pages that always load Firebase: login, profile and the portfolio section. */
export function pageNeedsAuth(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return findRoute(path)?.needsAuth ?? path.startsWith('/portfolio/');
}

function isNewsArticle(path: string): boolean {
  return path.startsWith(NEWS_ARTICLE_PREFIX) && !NEWS_LIST_PREFIXES.some((p) => path.startsWith(p));
}

/** The search section a page is indexed under, or null when it stays out of the index. */
export function searchSectionFor(pathname: string): SearchSection | null {
  const path = canonicalPath(pathname);
  const known = findRoute(path);
  if (known) return known.search;
  return isNewsArticle(path) ? 'Nieuws' : null;
}

/** Whether a built page belongs in the sitemap: everything but the 404 page and redirect stubs. */
export function inSitemap(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return path !== '/404' && !(path in REDIRECTS);
}
