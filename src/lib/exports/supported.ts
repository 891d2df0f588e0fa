// What the page says Mijn kosten reads: each export by name, and the languages it is read in. Kept
// apart from the readers so the page's first load carries only these names.
import type { ExportFormat, ExportLanguage } from './types.ts';

/** How the page names each supported export. */
export const SUPPORTED_EXPORTS: readonly { readonly format: ExportFormat; readonly label: string }[] = [
  { format: 'degiro-transactions', label: 'DEGIRO Transacties (Transactions.csv)' },
  { format: 'degiro-account', label: 'DEGIRO Rekeningoverzicht (Account.csv)' },
  { format: 'trading212', label: 'Trading 212 geschiedenis (History export)' },
  { format: 'trade-republic', label: 'Trade Republic transactie-export' },
  { format: 'pytr', label: 'Trade Republic via pytr (pytr export_transactions)' },
];

/**
 * The languages each export is read in, where it has one: DEGIRO's Transactions by shape in every
 * language DEGIRO writes (detect.ts names these eight), its statement's descriptions in four, pytr's
 * type words in three. Trading 212 and Trade Republic write English column names for everyone.
 */
export const SUPPORTED_LANGUAGES: Readonly<Partial<Record<ExportFormat, readonly ExportLanguage[]>>> = {
  'degiro-transactions': ['nl', 'en', 'de', 'fr', 'es', 'pt', 'it', 'pl'],
  'degiro-account': ['nl', 'en', 'de', 'fr'],
  pytr: ['de', 'nl', 'en'],
};
