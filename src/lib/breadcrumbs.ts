// Spec §2 "Breadcrumb": crumbs from the URL path segments with readable Dutch names.

export interface Crumb {
  readonly name: string;
  readonly url: string;
  readonly current: boolean;
}

export const HOME_CRUMB_NAME = 'Home';

export const SEGMENT_NAMES: Readonly<Record<string, string>> = {
  aandelen: 'Aandelen',
  etf: "ETF's",
  portfolio: 'Portfolio',
  tools: 'Tools',
  nieuws: 'Nieuws',
  profile: 'Profiel',
  login: 'Inloggen',
  faq: 'FAQ',
  'compound-interest': 'Compound Interest Calculator',
  'stock-screener': 'Stock screener',
  'wat-zijn-aandelen': 'Wat zijn aandelen?',
  'wat-is-dividend': 'Wat is dividend?',
  'aandeel-kiezen': 'Aandeel kiezen',
  'order-plaatsen': 'Order plaatsen',
  'wat-zijn-etfs': "Wat zijn ETF's?",
  'dividend-en-etfs': "Dividend en ETF's",
  'vind-jouw-etf': 'Vind jouw ETF',
  dashboard: 'Dashboard',
  watchlist: 'Watchlist',
  analytics: 'Analytics',
  allocation: 'Allocation',
  history: 'History',
  settings: 'Settings',
};

/** Any unknown segment: capitalised, hyphens turned into spaces. */
export function segmentName(segment: string): string {
  const known = SEGMENT_NAMES[segment];
  if (known) return known;
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

/**
 * Crumbs for a path, home first and the current page last. `lastName` overrides the
 * name of the last crumb (e.g. a news article's title instead of its slug).
 */
export function breadcrumbsForPath(pathname: string, lastName?: string): Crumb[] {
  const segments = pathname.split('/').filter((s) => s !== '' && s !== 'index.html');
  const crumbs: Crumb[] = [{ name: HOME_CRUMB_NAME, url: '/', current: segments.length === 0 }];
  segments.forEach((segment, i) => {
    const isLast = i === segments.length - 1;
    crumbs.push({
      name: isLast && lastName ? lastName : segmentName(segment),
      url: '/' + segments.slice(0, i + 1).join('/'),
      current: isLast,
    });
  });
  return crumbs;
}
