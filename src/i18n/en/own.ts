// English UI texts of the reader's own portfolio, built from their exports (the dashboard and /portfolio). A section of
// the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_OWN = {
  // The portfolio being built (the demo's and the file field's words: ./ownPanel.ts)
  'own.building': 'Building your portfolio…',
  'own.buildFailed': 'Could not be built here; your files are kept. Reload to try again.',
} as const;

/** Its texts for islands: `tOwn('key', { values })`. */
export const tOwn = /* @__PURE__ */ textsOf(EN_OWN);
