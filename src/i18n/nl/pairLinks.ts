// A head-to-head page's title and breadcrumb, which its links show too: a section of its own of the Dutch UI
// dictionary (src/i18n/nl/index.ts), so the cost tool's results, which link to the pair pages, do not carry the pair
// pages' other texts (./pairs.ts) in their bundle.
import { textsOf } from '../fill';
export const NL_PAIR_LINKS = {
  // {a} and {b} are the broker names in address order.
  'pair.title': '{a} of {b}?',
  'pair.crumb': '{a} vs {b}',
} as const;

/** Its texts for islands: `tPairLinks('key', { values })`. */
export const tPairLinks = /* @__PURE__ */ textsOf(NL_PAIR_LINKS);
