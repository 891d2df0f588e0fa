// Where DEGIRO writes each value, per file. DEGIRO writes its headers in the account's language, so its files are
// read by column position (recognise.ts tells the shape); the header's words are never read here.
import type { DegiroLayout } from '../../exports/types.ts';

/** The columns of a Transactions file's layout. */
export interface TransactionColumns {
  readonly date: number;
  /** 'HH:MM': orders one day's trades. */
  readonly time: number;
  readonly product: number;
  readonly isin: number;
  readonly exchange: number;
  readonly quantity: number;
  readonly price: number;
  /** The price's currency (the unnamed cell beside the price). */
  readonly priceCurrency: number;
  readonly localValue: number;
  readonly value: number;
  /** Column of the value's currency, or -1 when the header names it (current layout: EUR). */
  readonly valueCurrency: number;
  readonly rate: number;
  readonly autoFx: number;
  readonly fees: number;
  /** Column of the fees' currency, or -1 (current layout: EUR). */
  readonly feesCurrency: number;
  readonly orderId: number;
  /** The unnamed last column of the current layout, or -1. */
  readonly trailing: number;
}

// The 19-column layout; the other two differ from it only where their columns moved.
//   Datum,Tijd,Product,ISIN,Beurs,Uitvoeringsplaats,Aantal,Koers,,Lokale waarde,,Waarde,,Wisselkoers,
//   Transactiekosten en/of,,Totaal,,Order ID
const OLD: TransactionColumns = {
  date: 0,
  time: 1,
  product: 2,
  isin: 3,
  exchange: 4,
  quantity: 6,
  price: 7,
  priceCurrency: 8,
  localValue: 9,
  value: 11,
  valueCurrency: 12,
  rate: 13,
  autoFx: -1,
  fees: 14,
  feesCurrency: 15,
  orderId: 18,
  trailing: -1,
};

export const TRANSACTION_LAYOUTS: Readonly<Record<DegiroLayout, TransactionColumns>> = {
  // No venue column, and each currency cell before its amount:
  //   Datum,Uhrzeit,Produkt,ISIN,Referenzbörse,Anzahl,,Kurs,,Wert in Lokalwährung,,Wert,Wechselkurs,,
  //   Transaktionskost,,Gesamt,Order-ID
  '2020': { ...OLD, quantity: 5, priceCurrency: 6, valueCurrency: 10, rate: 12, feesCurrency: 13, orderId: 17 },
  old: OLD,
  // 'EUR' in the column names instead of currency cells, an AutoFX column, and the Order ID also in the last column:
  //   …,Aantal,Koers,,Lokale waarde,,Waarde EUR,Wisselkoers,AutoFX Kosten,Transactiekosten … EUR,Totaal EUR,Order ID,
  current: { ...OLD, valueCurrency: -1, rate: 12, autoFx: 13, feesCurrency: -1, orderId: 16, trailing: 17 },
};

/**
 * The Account statement (Rekeningoverzicht):
 *   Datum,Tijd,Valutadatum,Product,ISIN,Omschrijving,FX,Mutatie,,Saldo,,Order Id
 * The column named 'Mutatie' ('Change', 'Änderung', 'Variation') holds the currency, the amount is in the unnamed
 * column after it.
 */
export const ACCOUNT_COLUMNS = {
  date: 0,
  time: 1,
  product: 3,
  isin: 4,
  description: 5,
  fx: 6,
  currency: 7,
  amount: 8,
  balance: 10,
  orderId: 11,
} as const;

/**
 * The Portfolio export (Portefeuille):
 *   Product,Symbool/ISIN,Aantal,Slotkoers,Lokale waarde,,Waarde in EUR
 * The unnamed column holds the local value; the 'Lokale waarde' column its currency.
 */
export const PORTFOLIO_COLUMNS = {
  product: 0,
  symbol: 1,
  quantity: 2,
  closing: 3,
  currency: 4,
  localValue: 5,
  valueEur: 6,
} as const;
