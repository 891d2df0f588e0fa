// The texts the route table names by dictionary key (title, description, hub card), read for a page. Every page
// text may use the broker count and names ({count}, {brokers}), so adding a broker changes them all.
import type { Route } from '../data/routes';
import { t } from '../i18n/t';
import { BROKER_TEXT_VALUES } from './brokers';

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
    title: route.label,
    text: t(card.text, BROKER_TEXT_VALUES),
    ...(card.eyebrow ? { eyebrow: t(card.eyebrow) } : {}),
    ...(card.cta ? { cta: t(card.cta) } : {}),
  };
}
