// English UI texts of the portfolio hub (/portfolio). A section of the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_HUB = {
  // Portfolio hub
  // The portfolio screens' names on the hub's cards and in breadcrumbs (named by the route table, src/data/routes.ts)
  'hub.page.dashboard': 'Dashboard',
  'hub.page.watchlist': 'Watchlist',
  'hub.page.analytics': 'Analytics',
  'hub.page.allocation': 'Allocation',
  'hub.page.history': 'History',
  'hub.page.settings': 'Settings',
  'hub.signedOut.title': 'Please log in to access your portfolio',
  'hub.signedOut.text': 'Sign in to see your portfolio, watchlist and analytics.',
  'hub.card.dashboard': 'Value, cost, gains and your holdings at a glance.',
  'hub.card.watchlist': 'Follow stocks, set price targets and keep notes.',
  'hub.card.analytics': 'Return per holding and your best and worst performers.',
  'hub.card.allocation': 'How your money is spread over sectors and positions.',
  'hub.card.history': 'Every buy, sell and dividend behind your holdings.',
  'hub.card.settings': 'Display preferences and resetting your watchlist.',
  'hub.quick.screener': 'Find stocks with the screener',
  'hub.quick.watchlist': 'Add a stock to your watchlist',
  'hub.quick.compound': 'Calculate compound interest',
  'hub.portfolioValue': 'Portfolio value',
  'hub.shareCount': 'Number of shares',
  'hub.overview': 'Overview',
  'hub.tools': 'Your portfolio tools',
  'hub.quickActions': 'Quick actions',
} as const;

/** Its texts for islands: `tHub('key', { values })`. */
export const tHub = /* @__PURE__ */ textsOf(EN_HUB);
export type HubKey = keyof typeof EN_HUB;
