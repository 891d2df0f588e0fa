// English UI texts of the allocation screen. A section of the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_ALLOCATION = {
  // Allocation
  'allocation.title': 'Portfolio Allocation',
  'allocation.subtitle': 'How your portfolio is spread over sectors and positions',
  'allocation.signedOut.title': 'Please log in to view your allocation',
  'allocation.signedOut.text': 'Create an account or sign in to see how your investments are spread',
  'allocation.largest': 'Largest position',
  'allocation.largestValue': '{name} · {percent} of your portfolio',
  'allocation.largestNote': '{value} of {total} in {company}.',
  'allocation.concentrated':
    'More than a fifth of your money sits in one stock; consider whether that concentration suits you.',
  'allocation.spread': 'No single stock makes up more than a fifth of your portfolio.',
  'allocation.bySector': 'By sector',
  'allocation.byHolding': 'By holding',
  'allocation.chart': '{title}: chart',
  'allocation.table': '{title}: table',
  'allocation.value': 'Value',
  'allocation.share': 'Share',
} as const;

/** Its texts for islands: `tAllocation('key', { values })`. */
export const tAllocation = /* @__PURE__ */ textsOf(EN_ALLOCATION);
