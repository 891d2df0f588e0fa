// What the page says Mijn kosten reads: each export by its dictionary name, and the languages it is read
// in. Kept apart from the readers so the page's first load carries only these names.
import { tMyCosts, type MyCostsKey } from '../../i18n/nl/myCosts.ts';
import type { ExportFormat, ExportLanguage } from './types.ts';

const LABEL_KEYS: readonly { readonly format: ExportFormat; readonly key: MyCostsKey }[] = [
  { format: 'degiro-transactions', key: 'myCosts.supported.degiroTransactions' },
  { format: 'degiro-account', key: 'myCosts.supported.degiroAccount' },
  { format: 'trading212', key: 'myCosts.supported.trading212' },
  { format: 'trade-republic', key: 'myCosts.supported.tradeRepublic' },
  { format: 'pytr', key: 'myCosts.supported.pytr' },
  { format: 'ibkr-activity', key: 'myCosts.supported.ibkrActivity' },
  { format: 'ibkr-flex', key: 'myCosts.supported.ibkrFlex' },
  { format: 'ibkr-history', key: 'myCosts.supported.ibkrHistory' },
  { format: 'saxo-transactions', key: 'myCosts.supported.saxoTransactions' },
];

/** How the page names each supported export. */
export const SUPPORTED_EXPORTS: readonly { readonly format: ExportFormat; readonly label: string }[] = LABEL_KEYS.map(
  ({ format, key }) => ({ format, label: tMyCosts(key) }),
);

/**
 * The languages each export is read in, where it has one: DEGIRO's Transactions by shape in every
 * language DEGIRO writes (detect.ts names these eight), its statement's descriptions in four, pytr's
 * type words in three, IBKR's statement by name in two (any other by its column order), Saxo's report in
 * three. Trading 212, Trade Republic and IBKR's Flex queries write English column names for everyone.
 */
export const SUPPORTED_LANGUAGES: Readonly<Partial<Record<ExportFormat, readonly ExportLanguage[]>>> = {
  'degiro-transactions': ['nl', 'en', 'de', 'fr', 'es', 'pt', 'it', 'pl'],
  'degiro-account': ['nl', 'en', 'de', 'fr'],
  pytr: ['de', 'nl', 'en'],
  'ibkr-activity': ['en', 'de'],
  'saxo-transactions': ['nl', 'en', 'fr'],
};
