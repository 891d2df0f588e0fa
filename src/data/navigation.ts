// The header and footer menus, built from the route table (src/data/routes.ts).
import { groupHub, groupPages, type Route } from './routes';

export interface NavLink {
  readonly href: string;
  readonly label: string;
}

export interface NavSection extends NavLink {
  /** Sub-pages shown in the desktop dropdown and the mobile sub-list. */
  readonly children?: readonly NavLink[];
}

export interface NavGroup {
  readonly title: string;
  readonly links: readonly NavLink[];
}

const link = (r: Route): NavLink => ({ href: r.path, label: r.label });

export const SHARES_PAGES: readonly NavLink[] = groupPages('aandelen').map(link);
export const ETF_PAGES: readonly NavLink[] = groupPages('etf').map(link);
export const TOOL_PAGES: readonly NavLink[] = groupPages('tools').map(link);
export const BROKER_PAGES: readonly NavLink[] = groupPages('brokers').map(link);

/** The comparison on the home page: a section, not a page of its own. */
const COMPARE_HREF = '/#compare';

export const MAIN_NAV: readonly NavSection[] = [
  { href: COMPARE_HREF, label: 'Vergelijk' },
  { href: groupHub('aandelen').path, label: 'Aandelen', children: SHARES_PAGES },
  { href: groupHub('etf').path, label: 'ETF', children: ETF_PAGES },
  { href: groupHub('nieuws').path, label: 'Nieuws' },
  { href: groupHub('tools').path, label: 'Tools', children: TOOL_PAGES },
];

const FOOTER_NAV: readonly NavLink[] = [
  { href: COMPARE_HREF, label: 'Brokers vergelijken' },
  link(groupHub('nieuws')),
  { href: groupHub('tools').path, label: 'Tools' },
  link(groupHub('faq')),
  link(groupHub('portfolio')),
  { href: '/login', label: 'Inloggen' },
];

/** The footer's link columns: every guide and tool, so each page is one click from anywhere. */
export const FOOTER_GROUPS: readonly NavGroup[] = [
  { title: 'Navigatie', links: FOOTER_NAV },
  { title: 'Aandelen', links: [link(groupHub('aandelen')), ...SHARES_PAGES] },
  { title: "ETF's", links: [link(groupHub('etf')), ...ETF_PAGES] },
  { title: 'Tools', links: [link(groupHub('tools')), ...TOOL_PAGES] },
  { title: 'Brokers', links: [link(groupHub('brokers')), ...BROKER_PAGES] },
];
