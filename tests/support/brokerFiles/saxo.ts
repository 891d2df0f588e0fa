// Saxo's report headers, written once for the unit, property and browser tests that build Saxo files: the
// Transactions report in English (as the CSV fixture saved from Excel writes it), Dutch and French (as the workbooks
// write them, headers ending in spaces included), and the French account statement exactly as a real export writes
// it. A row is given by its fields and laid out in its header's order; a field left out is an empty cell.
import { buildXlsx, xlsxParts, zipParts, type XlsxCell } from '../xlsx';

export type SaxoLanguage = 'en' | 'nl' | 'fr';

/** The Transactions report's columns, by what they hold. */
export type SaxoColumn =
  | 'client'
  | 'date'
  | 'valueDate'
  | 'type'
  | 'instrument'
  | 'isin'
  | 'instrumentCurrency'
  | 'event'
  | 'orderId'
  | 'booked'
  | 'rate'
  | 'accountCurrency';

const TRANSACTIONS_COLUMNS: Readonly<Record<SaxoLanguage, readonly (readonly [SaxoColumn, string])[]>> = {
  en: [
    ['client', 'Client ID'],
    ['date', 'Trade Date '],
    ['valueDate', 'Value Date'],
    ['type', 'Type'],
    ['instrument', 'Instrument'],
    ['isin', 'Instrument ISIN'],
    ['instrumentCurrency', 'Instrument currency'],
    ['event', 'Event'],
    ['orderId', 'Order ID'],
    ['booked', 'Booked Amount'],
    ['rate', 'Conversion Rate'],
    ['accountCurrency', 'Account Currency'],
  ],
  nl: [
    ['client', 'Klant-ID'],
    ['date', 'Transactiedatum '],
    ['valueDate', 'Valutadatum '],
    ['type', 'Type'],
    ['instrument', 'Instrument'],
    ['isin', 'Instrument ISIN'],
    ['event', 'Gebeurtenis'],
    ['orderId', 'Order-ID'],
    ['booked', 'Geboekt bedrag '],
    ['rate', 'Conversiekoers'],
    ['accountCurrency', 'Rekeningvaluta'],
  ],
  fr: [
    ['client', 'Compte ID'],
    ['date', "Date d'opération"],
    ['valueDate', 'Date de valeur'],
    ['type', 'Type'],
    ['instrument', 'Instrument'],
    ['isin', "Code ISIN de l'instrument"],
    ['instrumentCurrency', "Devise de l'instrument"],
    ['event', 'Événement'],
    ['orderId', 'Ordre ID'],
    ['booked', 'Montant comptabilisé'],
    ['rate', 'Taux de change'],
    ['accountCurrency', 'Devise du compte'],
  ],
};

/** The Transactions report's header per language. */
export const SAXO_TRANSACTIONS_HEADER: Readonly<Record<SaxoLanguage, readonly string[]>> = {
  en: TRANSACTIONS_COLUMNS.en.map(([, name]) => name),
  nl: TRANSACTIONS_COLUMNS.nl.map(([, name]) => name),
  fr: TRANSACTIONS_COLUMNS.fr.map(([, name]) => name),
};

/** The title Saxo writes above the header of its Transactions sheet. */
const TITLE: Readonly<Record<SaxoLanguage, string>> = { en: 'Transactions', nl: 'Transacties', fr: 'Opérations' };

export type SaxoFields = Partial<Record<SaxoColumn, XlsxCell>>;

/** One row of the Transactions report in its header's order. */
export function saxoTransactionRow(language: SaxoLanguage, fields: SaxoFields): XlsxCell[] {
  return TRANSACTIONS_COLUMNS[language].map(([column]) => fields[column] ?? null);
}

/** One CSV line of the Transactions report (cells holding a comma quoted, as Excel saves them). */
export function saxoTransactionLine(language: SaxoLanguage, fields: SaxoFields): string {
  return saxoTransactionRow(language, fields)
    .map((cell) => (cell === null ? '' : typeof cell === 'object' ? String(cell.value) : String(cell)))
    .map((cell) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
    .join(',');
}

/** The Transactions report as a CSV saved from Excel: the header and the rows. */
export function saxoTransactionsCsv(language: SaxoLanguage, rows: readonly SaxoFields[]): string {
  return [SAXO_TRANSACTIONS_HEADER[language].join(','), ...rows.map((row) => saxoTransactionLine(language, row))].join(
    '\n',
  );
}

/** The Transactions sheet's rows as Saxo writes them: a title, an empty row, the header, then the rows. */
export function saxoTransactionsSheetRows(language: SaxoLanguage, rows: readonly SaxoFields[]): XlsxCell[][] {
  return [
    [TITLE[language]],
    [],
    [...SAXO_TRANSACTIONS_HEADER[language]],
    ...rows.map((row) => saxoTransactionRow(language, row)),
  ];
}

/** The parts of a Transactions workbook of one sheet, unzipped. */
export function saxoTransactionsParts(language: SaxoLanguage, rows: readonly SaxoFields[]): Record<string, string> {
  return xlsxParts([{ name: TITLE[language], rows: saxoTransactionsSheetRows(language, rows) }]);
}

/** A Transactions workbook of one sheet, as an .xlsx file's bytes (dates as Excel serials: 45355 is 4 March 2024). */
export function saxoTransactionsWorkbook(language: SaxoLanguage, rows: readonly SaxoFields[]): Buffer {
  return Buffer.from(zipParts(saxoTransactionsParts(language, rows)));
}

/** Saxo's account statement ('Relevé de compte') header in French, exactly as a real export writes it. */
export const SAXO_ACCOUNT_HEADER_FR = [
  'Compte ID',
  "Date d'écriture",
  'Date de valeur',
  'Événement',
  'Variation nette',
  'Solde de compte',
  'Commentaire',
] as const;

/** Saxo's French account statement as an .xlsx: a title, an empty row, the header, then `rows`. */
export function saxoAccountWorkbookFr(rows: readonly (readonly XlsxCell[])[]): Buffer {
  return Buffer.from(
    buildXlsx([{ name: 'Relevé de compte', rows: [['Relevé de compte'], [], [...SAXO_ACCOUNT_HEADER_FR], ...rows] }]),
  );
}
