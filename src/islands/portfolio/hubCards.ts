// The hub's six cards to the portfolio screens, built from the route table when the page is built
// (src/pages/portfolio.astro passes them to the island as props): the island then carries neither the route table nor
// the broker list and pair paths it is made of (about 1.9 KB gzip of the hub's 130 KB budget).
import { tHub } from '../../i18n/en/hub';
import { groupPages, type Route } from '../../data/routes';

/** A card: its link, the screen's name, the text under it and its icon. */
export interface HubCard {
  readonly href: string;
  readonly title: string;
  readonly text: string;
  readonly icon: string;
}

// Each card's text and icon; its link and title come from the route table.
const CARD_TEXTS: Readonly<Record<string, { text: string; icon: string }>> = {
  '/portfolio/dashboard': { text: tHub('hub.card.dashboard'), icon: '📊' },
  '/portfolio/watchlist': { text: tHub('hub.card.watchlist'), icon: '⭐' },
  '/portfolio/analytics': { text: tHub('hub.card.analytics'), icon: '📈' },
  '/portfolio/allocation': { text: tHub('hub.card.allocation'), icon: '🥧' },
  '/portfolio/history': { text: tHub('hub.card.history'), icon: '🧾' },
  '/portfolio/settings': { text: tHub('hub.card.settings'), icon: '⚙️' },
};

/** A portfolio screen's name from its hub's texts (read here, so the island carries no Dutch texts). */
function screenName(route: Route): string {
  if (typeof route.label === 'object' && 'en' in route.label) return tHub(route.label.en);
  throw new Error(`No English label for ${route.path}`);
}

/** The cards of every screen of the portfolio group, in the table's order. */
export function hubCards(): readonly HubCard[] {
  return groupPages('portfolio').map((route) => {
    const card = CARD_TEXTS[route.path];
    if (!card) throw new Error(`No portfolio card text for ${route.path}`);
    return { href: route.path, title: screenName(route), ...card };
  });
}
