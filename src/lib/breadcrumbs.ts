// Crumbs from the URL path: each level's name from the route table, else the segment made readable.
import { findRoute, requireRoute } from '../data/routes';
import { routeCrumb } from './routeTexts';

export interface Crumb {
  readonly name: string;
  readonly url: string;
  readonly current: boolean;
}

/** Any unknown segment: capitalised, hyphens turned into spaces. */
export function segmentName(segment: string): string {
  const spaced = decodeSegment(segment).replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The name the route table gives the page, if it knows it. */
function crumbOf(url: string): string | undefined {
  const route = findRoute(url);
  return route ? routeCrumb(route) : undefined;
}

/**
 * Crumbs for a path, home first and the current page last. `lastName` overrides the
 * name of the last crumb (e.g. a news article's title instead of its slug).
 */
export function breadcrumbsForPath(pathname: string, lastName?: string): Crumb[] {
  const segments = pathname.split('/').filter((s) => s !== '' && s !== 'index.html');
  const crumbs: Crumb[] = [{ name: routeCrumb(requireRoute('/')), url: '/', current: segments.length === 0 }];
  segments.forEach((segment, i) => {
    const isLast = i === segments.length - 1;
    const url = '/' + segments.slice(0, i + 1).join('/');
    // A level between home and the page with no page of its own ('/tarieven' above '/tarieven/wijzigingen') gets no
    // crumb: a crumb is a link, and it would lead to a 404.
    if (!isLast && !findRoute(url)) return;
    crumbs.push({
      name: isLast && lastName ? lastName : (crumbOf(url) ?? segmentName(segment)),
      url,
      current: isLast,
    });
  });
  return crumbs;
}
