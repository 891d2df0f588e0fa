// English UI texts of the analytics screen. A section of the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_ANALYTICS = {
  // Analytics
  'analytics.title': 'Portfolio Analytics',
  'analytics.subtitle': 'How each holding has performed against what you paid for it',
  'analytics.signedOut.title': 'Please log in to view your analytics',
  'analytics.signedOut.text': 'Create an account or sign in to analyse the return of your investments',
  'analytics.best': 'Best performer',
  'analytics.worst': 'Worst performer',
  'analytics.cost': 'Cost',
  'analytics.return': 'Return',
  'analytics.summary': 'Performance summary',
  'analytics.gainOverCost': 'Portfolio gain over cost',
  'analytics.gainNote': '{percent} on {cost} invested',
  'analytics.chart': 'Return per holding',
  'analytics.chartNote':
    'Gain or loss as a percentage of the cost, highest first. Bars right of the centre line are gains.',
  'analytics.table': 'Returns table',
} as const;

/** Its texts for islands: `tAnalytics('key', { values })`. */
export const tAnalytics = /* @__PURE__ */ textsOf(EN_ANALYTICS);
