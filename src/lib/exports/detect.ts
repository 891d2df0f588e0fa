// Which export a file is, decided from its header row only (a file name says nothing: readers rename
// downloads). Each format is recognised by the columns it cannot do without, in Dutch or English.
import { hasColumns, normalizeHeader } from './header.ts';
import type { ExportFormat } from './types.ts';

const SIGNATURES: readonly { readonly format: ExportFormat; readonly columns: readonly (readonly string[])[] }[] = [
  {
    format: 'degiro-transactions',
    columns: [
      ['datum', 'date'],
      ['aantal', 'quantity'],
      ['koers', 'price'],
      ['lokale waarde', 'local value'],
      ['order id'],
    ],
  },
  {
    format: 'degiro-account',
    columns: [
      ['datum', 'date'],
      ['omschrijving', 'description'],
      ['mutatie', 'change'],
      ['saldo', 'balance'],
    ],
  },
  {
    format: 'trading212',
    columns: [['action'], ['time'], ['no. of shares'], ['price / share'], ['currency (price / share)']],
  },
  {
    format: 'trade-republic',
    columns: [['datetime'], ['type'], ['shares'], ['price'], ['amount'], ['fee'], ['currency']],
  },
];

export function detectExportFormat(header: readonly string[]): ExportFormat | null {
  const normalized = normalizeHeader(header);
  return SIGNATURES.find((signature) => hasColumns(normalized, signature.columns))?.format ?? null;
}

/** How the page names each supported export. */
export const SUPPORTED_EXPORTS: readonly { readonly format: ExportFormat; readonly label: string }[] = [
  { format: 'degiro-transactions', label: 'DEGIRO Transacties (Transactions.csv)' },
  { format: 'degiro-account', label: 'DEGIRO Rekeningoverzicht (Account.csv)' },
  { format: 'trading212', label: 'Trading 212 geschiedenis (History export)' },
  { format: 'trade-republic', label: 'Trade Republic transactie-export' },
];
