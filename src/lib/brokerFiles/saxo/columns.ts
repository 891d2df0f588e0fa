// The column names of Saxo's two reports, in every language Saxo writes them, and the recognising of each report by
// its header. Headers may end in spaces and use curly apostrophes; names are compared normalised.
//
// The Transactions report ('Transacties', 'Transactions', 'Opérations'):
//   Client ID,Trade Date,Value Date,Type,Instrument,Instrument ISIN,Instrument currency,Event,Order ID,
//   Booked Amount,Conversion Rate,…
// The account statement ('Relevé de compte'; 'Rekeningoverzicht' in Dutch):
//   Compte ID,Date d'écriture,Date de valeur,Événement,Variation nette,Solde de compte,Commentaire
// Only the statement's French header is recognised: it is the one confirmed from a real export; the Dutch and English
// ones could not be confirmed from Saxo's own pages, and a header is never guessed.
import type { ExportLanguage } from '../../exports/types.ts';
import { columnIndex } from '../shared/header.ts';

/** The Transactions report's column names per language (normalised: lower case, trimmed, straight apostrophes). */
const TRANSACTION_NAMES = {
  date: {
    en: ['trade date'],
    nl: ['transactiedatum', 'handelsdatum', 'boekingsdatum'],
    fr: ["date d'opération", "date de l'opération", 'date de transaction', 'date de négociation'],
  },
  event: { en: ['event'], nl: ['gebeurtenis'], fr: ['événement', 'evenement'] },
  // Some reports name the booked amount just 'Amount' ('Bedrag').
  booked: {
    en: ['booked amount', 'amount'],
    nl: ['geboekt bedrag', 'geboekte bedrag', 'bedrag'],
    fr: ['montant comptabilisé', 'montant réservé', 'montant'],
  },
  rate: {
    en: ['conversion rate', 'exchange rate'],
    nl: ['conversiekoers', 'omrekeningskoers', 'wisselkoers'],
    fr: ['taux de conversion', 'taux de change'],
  },
  orderId: {
    en: ['order id', 'orderid'],
    nl: ['order-id', 'ordernummer', 'order id'],
    fr: ["id de l'ordre", "id d'ordre", 'ordre id', "numéro d'ordre"],
  },
  isin: {
    en: ['instrument isin', 'isin'],
    nl: ['instrument isin', 'isin'],
    fr: ["isin de l'instrument", "code isin de l'instrument", 'isin'],
  },
  instrument: { en: ['instrument'], nl: ['instrument'], fr: ['instrument'] },
  accountCurrency: { en: ['account currency'], nl: ['rekeningvaluta'], fr: ['devise du compte'] },
  type: { en: ['type'], nl: ['type'], fr: ['type', 'type de transaction'] },
} as const;

/** The account statement's column names (French only, see above). */
const STATEMENT_NAMES = {
  posted: ["date d'écriture"],
  valued: ['date de valeur'],
  event: ['événement'],
  change: ['variation nette'],
  balance: ['solde de compte'],
} as const;

export type SaxoLanguage = Extract<ExportLanguage, 'en' | 'nl' | 'fr'>;
const LANGUAGES: readonly SaxoLanguage[] = ['en', 'nl', 'fr'];

function normalizeSaxoHeader(header: readonly string[]): string[] {
  return header.map((cell) =>
    cell
      .replace(/^\ufeff/, '')
      .replace(/[\u2019\u2018]/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase(),
  );
}

/**
 * The column of the first name in `names` the header has: the names go from most to least specific, so a
 * report with both 'Booked Amount' and a plain 'Amount' reads the booked one.
 */
function preferredColumn(header: readonly string[], names: readonly string[]): number {
  for (const name of names) {
    const index = header.indexOf(name);
    if (index >= 0) return index;
  }
  return -1;
}

function transactionsLanguageOf(normalized: readonly string[]): SaxoLanguage | null {
  const has = (key: 'date' | 'event' | 'booked', lang: SaxoLanguage) =>
    columnIndex(normalized, TRANSACTION_NAMES[key][lang]) >= 0;
  return LANGUAGES.find((lang) => has('date', lang) && has('event', lang) && has('booked', lang)) ?? null;
}

/** The language of a Transactions report's header, or null when the header is none. */
export function saxoTransactionsLanguage(header: readonly string[]): SaxoLanguage | null {
  return transactionsLanguageOf(normalizeSaxoHeader(header));
}

/** The language of an account statement's header ('fr'), or null when the header is none. */
export function saxoStatementLanguage(header: readonly string[]): 'fr' | null {
  const normalized = normalizeSaxoHeader(header);
  return Object.values(STATEMENT_NAMES).every((names) => columnIndex(normalized, names) >= 0) ? 'fr' : null;
}

/** The Transactions report's language and where each column stands, by its names in that language. */
export function transactionColumns(rawHeader: readonly string[]) {
  const header = normalizeSaxoHeader(rawHeader);
  const language = transactionsLanguageOf(header) ?? 'en';
  const col = (key: keyof typeof TRANSACTION_NAMES) => preferredColumn(header, TRANSACTION_NAMES[key][language]);
  const columns = {
    date: col('date'),
    event: col('event'),
    booked: col('booked'),
    rate: col('rate'),
    orderId: col('orderId'),
    isin: col('isin'),
    instrument: col('instrument'),
    accountCurrency: col('accountCurrency'),
    type: col('type'),
  };
  return { language, columns };
}

export type TransactionColumns = ReturnType<typeof transactionColumns>['columns'];

/** Where the account statement's columns stand. */
export function statementColumns(rawHeader: readonly string[]) {
  const header = normalizeSaxoHeader(rawHeader);
  const col = (key: keyof typeof STATEMENT_NAMES) => columnIndex(header, STATEMENT_NAMES[key]);
  return { posted: col('posted'), valued: col('valued'), event: col('event'), change: col('change') };
}
