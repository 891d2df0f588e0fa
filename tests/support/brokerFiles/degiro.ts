// DEGIRO's header lines as its files write them, each written once, for unit, property and browser tests alike.
// DEGIRO writes the header in the account's language and is recognised by its shape (src/lib/brokerFiles/degiro/):
// the words here only name the language. Plain, erasable TypeScript: bench/ imports it in Node (largeExport.ts).

/** The current Transactions layout (AutoFX column, trailing unnamed column), in Dutch and in English. */
export const DEGIRO_TRANSACTIONS_HEADER =
  'Datum,Tijd,Product,ISIN,Beurs,Uitvoeringsplaats,Aantal,Koers,,Lokale waarde,,Waarde EUR,Wisselkoers,AutoFX Kosten,Transactiekosten en/of kosten van derden EUR,Totaal EUR,Order ID,';
export const DEGIRO_TRANSACTIONS_HEADER_EN =
  'Date,Time,Product,ISIN,Reference exchange,Venue,Quantity,Price,,Local value,,Value EUR,Exchange rate,AutoFX Fee,Transaction and/or third party fees EUR,Total EUR,Order ID,';

/** The old layout (19 columns: every amount followed by its currency), in Dutch. */
export const DEGIRO_TRANSACTIONS_OLD_HEADER =
  'Datum,Tijd,Product,ISIN,Beurs,Uitvoeringsplaats,Aantal,Koers,,Lokale waarde,,Waarde,,Wisselkoers,Transactiekosten en/of,,Totaal,,Order ID';

/** The Account statement (Rekeningoverzicht) in the four languages whose descriptions the reader knows. */
export const DEGIRO_ACCOUNT_HEADERS = {
  nl: 'Datum,Tijd,Valutadatum,Product,ISIN,Omschrijving,FX,Mutatie,,Saldo,,Order Id',
  en: 'Date,Time,Value date,Product,ISIN,Description,FX,Change,,Balance,,Order Id',
  de: 'Datum,Uhrzeit,Valutadatum,Produkt,ISIN,Beschreibung,FX,Änderung,,Saldo,,Order-ID',
  fr: 'Date,Heure,Date de valeur,Produit,Code ISIN,Description,FX,Mouvements,,Solde,,ID Ordre',
} as const;
export const DEGIRO_ACCOUNT_HEADER = DEGIRO_ACCOUNT_HEADERS.nl;

/** The Portfolio export (Portefeuille). */
export const DEGIRO_PORTFOLIO_HEADER = 'Product,Symbool/ISIN,Aantal,Slotkoers,Lokale waarde,,Waarde in EUR';

/**
 * For generated Transactions files in every layout and language: DEGIRO's date, time and product words per language
 * (the language is told by the time and product words), and each layout's cells after them ('' = the unnamed
 * currency columns, which give the shape).
 */
export const DEGIRO_HEADER_WORDS = {
  nl: ['Datum', 'Tijd', 'Product'],
  en: ['Date', 'Time', 'Product'],
  de: ['Datum', 'Uhrzeit', 'Produkt'],
  fr: ['Date', 'Heure', 'Produit'],
  es: ['Fecha', 'Hora', 'Producto'],
  pt: ['Data', 'Hora', 'Produto'],
  it: ['Data', 'Ora', 'Prodotto'],
  pl: ['Data', 'Czas', 'Produkt'],
} as const;
export type DegiroLanguage = keyof typeof DEGIRO_HEADER_WORDS;

export const DEGIRO_LAYOUT_TAILS = {
  '2020': ['ISIN', 'Exchange', 'Q', '', 'P', '', 'LV', '', 'V', 'R', '', 'F', '', 'T', 'ID'],
  old: ['ISIN', 'Exchange', 'Venue', 'Q', 'P', '', 'LV', '', 'V', '', 'R', 'F', '', 'T', '', 'ID'],
  current: ['ISIN', 'Exchange', 'Venue', 'Q', 'P', '', 'LV', '', 'V EUR', 'R', 'AutoFX', 'F EUR', 'T EUR', 'ID', ''],
} as const;
export type DegiroLayoutName = keyof typeof DEGIRO_LAYOUT_TAILS;

/** A generated Transactions file's header in `layout` and `language`. */
export const degiroTransactionsHeader = (layout: DegiroLayoutName, language: DegiroLanguage): string =>
  [...DEGIRO_HEADER_WORDS[language], ...DEGIRO_LAYOUT_TAILS[layout]].join(',');
