// What the page says Mijn kosten reads: each export by its dictionary names, and the languages it is read
// in. Kept apart from the readers so the page's first load carries only these names.
import { tMyCosts, type MyCostsKey } from '../../i18n/nl/myCosts.ts';
import type { ExportFormat, ExportLanguage } from './types.ts';

/**
 * How the page names each export: in the list of what Mijn kosten reads (`list`) and, shorter, in a file's report
 * (`name`, messages.ts exportName). In the order the list shows them; literal keys, so the dictionary test sees
 * each one used.
 */
export const EXPORT_TEXT_KEYS: Readonly<
  Record<ExportFormat, { readonly list: MyCostsKey; readonly name: MyCostsKey }>
> = {
  'degiro-transactions': { list: 'myCosts.supported.degiroTransactions', name: 'myCosts.format.degiroTransactions' },
  'degiro-account': { list: 'myCosts.supported.degiroAccount', name: 'myCosts.format.degiroAccount' },
  trading212: { list: 'myCosts.supported.trading212', name: 'myCosts.format.trading212' },
  'trade-republic': { list: 'myCosts.supported.tradeRepublic', name: 'myCosts.format.tradeRepublic' },
  pytr: { list: 'myCosts.supported.pytr', name: 'myCosts.format.pytr' },
  'ibkr-activity': { list: 'myCosts.supported.ibkrActivity', name: 'myCosts.format.ibkrActivity' },
  'ibkr-flex': { list: 'myCosts.supported.ibkrFlex', name: 'myCosts.format.ibkrFlex' },
  'ibkr-history': { list: 'myCosts.supported.ibkrHistory', name: 'myCosts.format.ibkrHistory' },
  'saxo-transactions': { list: 'myCosts.supported.saxoTransactions', name: 'myCosts.format.saxoTransactions' },
  'saxo-account': { list: 'myCosts.supported.saxoAccount', name: 'myCosts.format.saxoAccount' },
};

/** How the page names each supported export. */
export const SUPPORTED_EXPORTS: readonly { readonly format: ExportFormat; readonly label: string }[] = (
  Object.keys(EXPORT_TEXT_KEYS) as ExportFormat[]
).map((format) => ({ format, label: tMyCosts(EXPORT_TEXT_KEYS[format].list) }));

/**
 * The languages each export is read in, where it has one: DEGIRO's Transactions by shape in every
 * language DEGIRO writes (src/lib/brokerFiles/degiro/recognise.ts names these eight), its statement's descriptions in four, pytr's
 * type words in three, IBKR's statement by name in two (any other by its column order), Saxo's report in
 * three. Trading 212, Trade Republic and IBKR's Flex queries write English column names for everyone.
 */
export const SUPPORTED_LANGUAGES: Readonly<Partial<Record<ExportFormat, readonly ExportLanguage[]>>> = {
  'degiro-transactions': ['nl', 'en', 'de', 'fr', 'es', 'pt', 'it', 'pl'],
  'degiro-account': ['nl', 'en', 'de', 'fr'],
  pytr: ['de', 'nl', 'en'],
  'ibkr-activity': ['en', 'de'],
  'saxo-transactions': ['nl', 'en', 'fr'],
  'saxo-account': ['fr'],
};
