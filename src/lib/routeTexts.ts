// The texts the route table names by dictionary key (label, crumb, title, description, hub card), read for a page.
// Every page text may use the broker count and names ({count}, {brokers}), so adding a broker changes them all.
import type { Route, RouteText } from '../data/routes';
import { t } from '../i18n/t';
import { tEn } from '../i18n/tEn';
import { BROKER_TEXT_VALUES } from './brokers';

/** A text the route table names: from the Dutch or the English dictionary, or a name from the data. */
function routeText(text: RouteText): string {
  if (typeof text === 'string') return t(text, BROKER_TEXT_VALUES);
  return 'en' in text ? tEn(text.en) : text.name;
}

/** Text of a link to the page (menus, footer, hub cards). */
export function routeLabel(route: Route): string {
  return routeText(route.label);
}

/** The page's name in the breadcrumb. */
export function routeCrumb(route: Route): string {
  return routeText(route.crumb);
}

function need<T>(value: T | undefined, what: string, route: Route): T {
  if (value === undefined) throw new Error(`No ${what} for ${route.path} in src/data/routes.ts`);
  return value;
}

/** The page's title (meta title and heading). */
export function routeTitle(route: Route): string {
  return t(need(route.title, 'title', route), BROKER_TEXT_VALUES);
}

/** The page's meta description. */
export function routeDescription(route: Route): string {
  return t(need(route.description, 'description', route), BROKER_TEXT_VALUES);
}

export interface HubCardTexts {
  readonly href: string;
  readonly title: string;
  readonly text: string;
  readonly eyebrow?: string;
  readonly cta?: string;
}

/** The page's card on its hub: link, title (its label) and texts. */
export function routeCard(route: Route): HubCardTexts {
  const card = need(route.card, 'hub card', route);
  return {
    href: route.path,
    title: routeLabel(route),
    text: t(card.text, BROKER_TEXT_VALUES),
    ...(card.eyebrow ? { eyebrow: t(card.eyebrow) } : {}),
    ...(card.cta ? { cta: t(card.cta) } : {}),
  };
}
