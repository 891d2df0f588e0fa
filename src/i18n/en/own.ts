// English UI texts of the reader's own portfolio, built from their exports (the dashboard and /portfolio). A section of
// the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_OWN = {
  // The demo and the file field
  'own.demo': 'Demo',
  'own.demoNote': 'Sample figures, not yours. Choose your own exports below to see your portfolio.',
  'own.import.title': 'Your portfolio from your exports',
  'own.import.label': 'Choose your exports',
  'own.import.hint':
    'DEGIRO Transactions, Account and Portfolio CSV files. Read in this browser, never sent anywhere; kept on this device for your account until you sign out.',
  'own.import.reading': 'Reading your files…',
  'own.import.failed': '{name}: could not be read in this browser.',
  'own.import.files': 'Files read: {names}.',
  'own.import.remove': 'Remove my portfolio from this device',
  'own.import.saveFailed': 'Could not be kept in this browser (storage full or blocked): shown on this page only.',
  'own.building': 'Building your portfolio…',
  'own.buildFailed': 'Your portfolio could not be built in this browser. Your files are kept; try reloading.',
} as const;

/** Its texts for islands: `tOwn('key', { values })`. */
export const tOwn = /* @__PURE__ */ textsOf(EN_OWN);
