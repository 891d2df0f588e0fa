// The actions shared by pages and islands. A section of the Dutch UI dictionary (src/i18n/nl/index.ts).
import { textsOf } from '../fill';
export const NL_ACTIONS = {
  // Shared actions
  'action.readMore': 'Lees meer',
  'action.compareBrokers': 'Vergelijk brokers',
  'action.toBroker': 'Naar broker',
  'action.newTab': '(opent in een nieuw tabblad)',
  'action.busy': 'Bezig...',
  'action.signIn': 'Inloggen',
  'action.signOut': 'Uitloggen',
} as const;

/** Its texts for islands: `tActions('key', { values })`. */
export const tActions = /* @__PURE__ */ textsOf(NL_ACTIONS);
