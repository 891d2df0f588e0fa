// The site's route table (spec §2) and the menus built from it.

export interface NavLink {
  readonly href: string;
  readonly label: string;
}

export interface NavSection extends NavLink {
  /** Sub-pages shown in the desktop dropdown and the mobile sub-list. */
  readonly children?: readonly NavLink[];
}

export const SHARES_PAGES: readonly NavLink[] = [
  { href: '/aandelen/wat-zijn-aandelen', label: 'Wat zijn aandelen?' },
  { href: '/aandelen/wat-is-dividend', label: 'Wat is dividend?' },
  { href: '/aandelen/aandeel-kiezen', label: 'Aandeel kiezen' },
  { href: '/aandelen/order-plaatsen', label: 'Order plaatsen' },
];

export const ETF_PAGES: readonly NavLink[] = [
  { href: '/etf/wat-zijn-etfs', label: "Wat zijn ETF's?" },
  { href: '/etf/dividend-en-etfs', label: "Dividend en ETF's" },
  { href: '/etf/vind-jouw-etf', label: 'Vind jouw ETF' },
  { href: '/etf/order-plaatsen', label: 'Order plaatsen' },
];

export const TOOL_PAGES: readonly NavLink[] = [
  { href: '/tools/compound-interest', label: 'Compound Interest Calculator' },
  { href: '/tools/stock-screener', label: 'Stock screener' },
];

export const MAIN_NAV: readonly NavSection[] = [
  { href: '/#compare', label: 'Vergelijk' },
  { href: '/aandelen', label: 'Aandelen', children: SHARES_PAGES },
  { href: '/etf', label: 'ETF', children: ETF_PAGES },
  { href: '/nieuws', label: 'Nieuws' },
  { href: '/tools', label: 'Tools', children: TOOL_PAGES },
];

/**
 * Every route of the spec's table except `/` and `/nieuws/{slug}`: the list the 404 page
 * may redirect to (spec §2 fallback). The portfolio sub-screens and the stock screener are
 * real pages here (issue 7), so they are known too.
 */
export const KNOWN_PATHS: readonly string[] = [
  '/aandelen',
  ...SHARES_PAGES.map((p) => p.href),
  '/etf',
  ...ETF_PAGES.map((p) => p.href),
  '/portfolio',
  '/portfolio/dashboard',
  '/portfolio/watchlist',
  '/portfolio/analytics',
  '/portfolio/allocation',
  '/portfolio/history',
  '/portfolio/settings',
  '/nieuws',
  '/tools',
  '/tools/compound-interest',
  '/tools/stock-screener',
  '/profile',
  '/faq',
  '/login',
  '/signin',
];

export const FOOTER_NAV: readonly NavLink[] = [
  { href: '/#compare', label: 'Brokers vergelijken' },
  { href: '/nieuws', label: 'Nieuws' },
  { href: '/tools', label: 'Tools' },
  { href: '/faq', label: 'Veelgestelde vragen' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/login', label: 'Inloggen' },
];

export interface NavGroup {
  readonly title: string;
  readonly links: readonly NavLink[];
}

/** The footer's link columns: every guide and tool, so each page is one click from anywhere. */
export const FOOTER_GROUPS: readonly NavGroup[] = [
  { title: 'Navigatie', links: FOOTER_NAV },
  { title: 'Aandelen', links: [{ href: '/aandelen', label: 'Beleggen in aandelen' }, ...SHARES_PAGES] },
  { title: "ETF's", links: [{ href: '/etf', label: "Beleggen in ETF's" }, ...ETF_PAGES] },
  { title: 'Tools', links: [{ href: '/tools', label: 'Alle tools' }, ...TOOL_PAGES] },
];
