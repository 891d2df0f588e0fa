// The route table: every page of the site once, with what the menus, breadcrumbs, the 404 fallback,
// the sign-in gating, the hubs, the sitemap and the search index need to know about it.
// Texts are named by their dictionary key (src/i18n/nl/, the portfolio screens' in src/i18n/en/), never written here;
// src/lib/routeTexts.ts reads them. Kept free of imports but types and the import-free broker list, so plain Node
// (bench/, scripts/) can load it as it is.
import type { HubKey } from '../i18n/en/hub.ts';
import type { NlKey } from '../i18n/nl/index.ts';
import { BROKER_LIST } from './brokerList.ts';
import { BROKER_PREFIX, brokerPairPath, inPairOrder, pairAddress } from './brokerPairPaths.ts';
import { canonicalPath } from './paths.ts';
import { pageNeedsAuth } from './signInPages.ts';

/** The groups of the site; the header's sections and the footer's columns follow them. */
export type RouteGroup = 'home' | 'aandelen' | 'etf' | 'nieuws' | 'brokers' | 'tools' | 'faq' | 'portfolio' | 'account';

/** The search index's section filter (the badge a result shows). */
export type SearchSection = 'Artikelen' | 'Nieuws' | 'FAQ' | 'Brokers' | 'Tools';

/** What a first visit to the page may download in JavaScript (README › Performance budgets). */
export type JsBudget = 'content' | 'tool' | 'signIn';

/** The budgets in gzip KB: content pages no React, tools React and their island, sign-in pages Firebase too. */
export const JS_BUDGET_KB: Readonly<Record<JsBudget, number>> = { content: 15, tool: 90, signIn: 130 };

/** A page's card on its hub: the text under its link, and on the tools hub a kicker and a call to action. */
export interface RouteCard {
  readonly text: NlKey;
  readonly eyebrow?: NlKey;
  readonly cta?: NlKey;
}

/**
 * A text the table names: a key of the Dutch dictionary, a key of the English one (`{ en }`, the portfolio screens),
 * or a name that is data rather than UI text (`{ name }`: a broker's, from the broker list).
 */
export type RouteText = NlKey | { readonly en: HubKey } | { readonly name: string };

export interface Route {
  /** Path without trailing slash or `.html`. */
  readonly path: string;
  /** Text of a link to the page (menus, footer, hub cards). */
  readonly label: RouteText;
  /** The page's name in the breadcrumb: its label unless given. */
  readonly crumb: RouteText;
  readonly group: RouteGroup;
  /** The page always loads Firebase (it shows or changes the reader's account data): src/data/signInPages.ts. */
  readonly needsAuth: boolean;
  /** The search section the page is indexed under; null keeps it out of the search index. */
  readonly search: SearchSection | null;
  /** The page's JavaScript budget: 'signIn' for the pages that load Firebase, else 'content' unless given. */
  readonly budget: JsBudget;
  /** The page's title and meta description, where the route table holds them (tools, the hubs, the FAQ). */
  readonly title?: NlKey;
  readonly description?: NlKey;
  /** Its card on the group's hub. */
  readonly card?: RouteCard;
}

type RouteInput = Pick<Route, 'path' | 'label' | 'group'> &
  Partial<Omit<Route, 'path' | 'label' | 'group' | 'needsAuth'>>;

/** A guide of a topic hub: its card text on the hub. */
const guide = (group: 'aandelen' | 'etf', path: string, label: NlKey, card: NlKey): Route =>
  route({ path, label, group, card: { text: card } });

/** A topic hub (/aandelen, /etf): its title is its label; its breadcrumb name and description are its own. */
const hub = (group: 'aandelen' | 'etf', label: NlKey, crumb: NlKey, description: NlKey): Route =>
  route({ path: `/${group}`, label, crumb, group, title: label, description });

/**
 * A tool: its own title (also its label) and description, its card on /tools, and the tool budget unless it signs in.
 */
const tool = (path: string, texts: Required<Pick<Route, 'title' | 'description'> & RouteCard>) =>
  route({
    path,
    label: texts.title,
    group: 'tools',
    budget: 'tool',
    title: texts.title,
    description: texts.description,
    card: { text: texts.text, eyebrow: texts.eyebrow, cta: texts.cta },
  });

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

/** A portfolio screen: named in English, always signed in. */
const portfolioScreen = (path: string, label: HubKey): Route =>
  route({ path, label: { en: label }, group: 'portfolio' });

function route(input: RouteInput): Route {
  const needsAuth = pageNeedsAuth(input.path);
  return {
    crumb: input.label,
    needsAuth,
    search: needsAuth ? null : SEARCH_BY_GROUP[input.group],
    budget: needsAuth ? 'signIn' : 'content',
    ...input,
  };
}

export const ROUTES: readonly Route[] = [
  route({ path: '/', label: 'nav.home', group: 'home' }),
  hub('aandelen', 'nav.shares.hub', 'nav.shares', 'page.shares.description'),
  guide('aandelen', '/aandelen/wat-zijn-aandelen', 'nav.shares.whatAre', 'card.shares.whatAre'),
  guide('aandelen', '/aandelen/wat-is-dividend', 'nav.shares.dividend', 'card.shares.dividend'),
  guide('aandelen', '/aandelen/aandeel-kiezen', 'nav.shares.choose', 'card.shares.choose'),
  guide('aandelen', '/aandelen/order-plaatsen', 'nav.placeOrder', 'card.shares.order'),
  guide('aandelen', '/aandelen/belasting', 'nav.shares.tax', 'card.shares.tax'),
  hub('etf', 'nav.etf.hub', 'nav.footer.etf', 'page.etf.description'),
  guide('etf', '/etf/wat-zijn-etfs', 'nav.etf.whatAre', 'card.etf.whatAre'),
  guide('etf', '/etf/dividend-en-etfs', 'nav.etf.dividend', 'card.etf.dividend'),
  route({
    path: '/etf/vind-jouw-etf',
    label: 'page.etfFinder.title',
    group: 'etf',
    search: 'Tools',
    budget: 'tool',
    title: 'page.etfFinder.title',
    description: 'page.etfFinder.description',
    card: { text: 'card.etf.finder' },
  }),
  guide('etf', '/etf/order-plaatsen', 'nav.placeOrder', 'card.etf.order'),
  route({ path: '/nieuws', label: 'nav.news', group: 'nieuws' }),
  route({
    path: '/tools',
    label: 'page.tools.all',
    crumb: 'nav.tools',
    group: 'tools',
    title: 'page.tools.title',
    description: 'page.tools.description',
  }),
  tool('/tools/compound-interest', {
    title: 'page.calculator.title',
    description: 'page.calculator.description',
    eyebrow: 'card.calculator.eyebrow',
    text: 'card.calculator.text',
    cta: 'card.calculator.cta',
  }),
  {
    ...tool('/tools/stock-screener', {
      title: 'page.screener.title',
      description: 'page.screener.description',
      eyebrow: 'card.screener.eyebrow',
      text: 'card.screener.text',
      cta: 'card.screener.cta',
    }),
    // It loads Firebase for signed-in readers (their watchlist).
    budget: 'signIn',
  },
  tool('/tools/kosten-vergelijken', {
    title: 'costs.title',
    description: 'page.costs.description',
    eyebrow: 'card.costs.eyebrow',
    text: 'card.costs.text',
    cta: 'card.costs.cta',
  }),
  tool('/tools/mijn-kosten', {
    title: 'page.myCosts.title',
    description: 'page.myCosts.description',
    eyebrow: 'card.myCosts.eyebrow',
    text: 'card.myCosts.text',
    cta: 'card.myCosts.cta',
  }),
  {
    ...tool('/tools/box-3', {
      title: 'page.box3.title',
      description: 'page.box3.description',
      eyebrow: 'card.box3.eyebrow',
      text: 'card.box3.text',
      cta: 'card.box3.cta',
    }),
    // The menus name it short; its head and heading carry the long title.
    label: 'page.box3.label',
    crumb: 'page.box3.label',
  },
  route({ path: '/brokers', label: 'nav.brokers.all', crumb: 'nav.footer.brokers', group: 'brokers' }),
  // A broker page is named by its broker: a name from the broker list, not a UI text.
  ...BROKER_LIST.map((b) => route({ path: `/brokers/${b.id}`, label: { name: b.name }, group: 'brokers' })),
  route({
    path: '/tarieven/wijzigingen',
    label: 'nav.tariffChanges',
    group: 'brokers',
    title: 'page.tariffChanges.title',
    description: 'page.tariffChanges.description',
  }),
  route({
    path: '/faq',
    label: 'nav.faq',
    crumb: 'nav.faq.short',
    group: 'faq',
    title: 'page.faq.title',
    description: 'page.faq.description',
  }),
  route({ path: '/portfolio', label: 'nav.portfolio', group: 'portfolio' }),
  portfolioScreen('/portfolio/dashboard', 'hub.page.dashboard'),
  portfolioScreen('/portfolio/watchlist', 'hub.page.watchlist'),
  portfolioScreen('/portfolio/analytics', 'hub.page.analytics'),
  portfolioScreen('/portfolio/allocation', 'hub.page.allocation'),
  portfolioScreen('/portfolio/history', 'hub.page.history'),
  portfolioScreen('/portfolio/settings', 'hub.page.settings'),
  route({ path: '/profile', label: 'layout.auth.profile', group: 'account' }),
  route({ path: '/login', label: 'action.signIn', group: 'account' }),
];

/** The public change log of the tariffs, generated from the fee model (linked from every broker page). */
export const TARIFF_CHANGES_PATH = '/tarieven/wijzigingen';
/** The whole fee model as open data (an endpoint, not a page). */
export const TARIFFS_JSON_PATH = '/tarieven.json';
/** The fund list as open data, with the change log of fund figures (an endpoint, not a page). */
export const FUNDS_JSON_PATH = '/fondsen.json';
/** The change log as an Atom feed (an endpoint, not a page). */
export const TARIFF_CHANGES_FEED_PATH = '/tarieven/wijzigingen.xml';

/** The ids of the broker pages in the table, in table order ('degiro', 'saxo', …). */
const BROKER_PAGE_IDS: readonly string[] = ROUTES.filter(
  (r) => r.group === 'brokers' && r.path.startsWith(BROKER_PREFIX),
).map((r) => r.path.slice(BROKER_PREFIX.length));

export { brokerPairPath, inPairOrder };

/** Every two different broker pages once, each pair in address order. */
const BROKER_PAGE_PAIRS: readonly [string, string][] = BROKER_PAGE_IDS.flatMap((id, i) =>
  BROKER_PAGE_IDS.slice(i + 1).map((other) => inPairOrder(id, other)),
);

/**
 * The head-to-head pages (one per pair of broker pages, derived from them, so a new broker page brings its
 * pairs): indexed in the search section Brokers and in the sitemap like the broker pages.
 */
export const BROKER_PAIR_PATHS: readonly string[] = BROKER_PAGE_PAIRS.map(([a, b]) => pairAddress(a, b));
const PAIR_PATHS = new Set(BROKER_PAIR_PATHS);

/** Old addresses that answer a 301 (the build writes them to `_redirects`); never in the sitemap or index. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/signin': '/login',
  // A pair named the other way round ('/brokers/trade-republic-vs-degiro') goes to its one page.
  ...Object.fromEntries(BROKER_PAGE_PAIRS.map(([a, b]) => [pairAddress(b, a), pairAddress(a, b)])),
};

/** Where news articles live: `/nieuws/{slug}`; list pages sit under these prefixes instead. */
export const NEWS_ARTICLE_PREFIX = '/nieuws/';
const NEWS_LIST_PREFIXES = ['/nieuws/pagina/', '/nieuws/categorie/'];

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

/** The path a page is known by (src/data/paths.ts), the form of the paths in the table. */
export { canonicalPath };

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
  ...BROKER_PAIR_PATHS,
  ...Object.keys(REDIRECTS),
];

/** Pages that always load Firebase (src/data/signInPages.ts, which the entries' `needsAuth` follows). */
export { pageNeedsAuth };

function isNewsArticle(path: string): boolean {
  return path.startsWith(NEWS_ARTICLE_PREFIX) && !NEWS_LIST_PREFIXES.some((p) => path.startsWith(p));
}

/** The search section a page is indexed under, or null when it stays out of the index. */
export function searchSectionFor(pathname: string): SearchSection | null {
  const path = canonicalPath(pathname);
  const known = findRoute(path);
  if (known) return known.search;
  if (PAIR_PATHS.has(path)) return SEARCH_BY_GROUP.brokers;
  return isNewsArticle(path) ? 'Nieuws' : null;
}

/** A page's JavaScript budget in gzip bytes (pages outside the table: news articles and lists are content). */
export function jsBudgetBytes(pathname: string): number {
  return JS_BUDGET_KB[jsBudgetOf(pathname)] * 1024;
}

/** A page's kind of JavaScript budget (pages outside the table: news articles and lists are content). */
export function jsBudgetOf(pathname: string): JsBudget {
  return findRoute(pathname)?.budget ?? (pageNeedsAuth(pathname) ? 'signIn' : 'content');
}

/** Whether a built page belongs in the sitemap: everything but the 404 page and old addresses (REDIRECTS). */
export function inSitemap(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return path !== '/404' && !(path in REDIRECTS);
}
