// The header and footer menus, built from the route table (src/data/routes.ts).
import { t } from '../i18n';
import { routeLabel } from '../lib/routeTexts';
import { groupHub, groupPages, requireRoute, type Route } from './routes';

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

const link = (r: Route): NavLink => ({ href: r.path, label: routeLabel(r) });

export const SHARES_PAGES: readonly NavLink[] = groupPages('aandelen').map(link);
export const ETF_PAGES: readonly NavLink[] = groupPages('etf').map(link);
const TOOL_PAGES: readonly NavLink[] = groupPages('tools').map(link);
const BROKER_PAGES: readonly NavLink[] = groupPages('brokers').map(link);

/** The comparison on the home page: a section, not a page of its own. */
const COMPARE_HREF = '/#compare';

export const MAIN_NAV: readonly NavSection[] = [
  { href: COMPARE_HREF, label: t('nav.compare') },
  { href: groupHub('aandelen').path, label: t('nav.shares'), children: SHARES_PAGES },
  { href: groupHub('etf').path, label: t('nav.etf'), children: ETF_PAGES },
  { href: groupHub('nieuws').path, label: t('nav.news') },
  { href: groupHub('tools').path, label: t('nav.tools'), children: TOOL_PAGES },
];

const FOOTER_NAV: readonly NavLink[] = [
  { href: COMPARE_HREF, label: t('nav.footer.compare') },
  link(groupHub('nieuws')),
  { href: groupHub('tools').path, label: t('nav.tools') },
  link(groupHub('faq')),
  link(groupHub('portfolio')),
  link(requireRoute('/login')),
];

/** The footer's link columns: every guide and tool, so each page is one click from anywhere. */
export const FOOTER_GROUPS: readonly NavGroup[] = [
  { title: t('nav.footer.navigation'), links: FOOTER_NAV },
  { title: t('nav.shares'), links: [link(groupHub('aandelen')), ...SHARES_PAGES] },
  { title: t('nav.footer.etf'), links: [link(groupHub('etf')), ...ETF_PAGES] },
  { title: t('nav.tools'), links: [link(groupHub('tools')), ...TOOL_PAGES] },
  { title: t('nav.footer.brokers'), links: [link(groupHub('brokers')), ...BROKER_PAGES] },
];
