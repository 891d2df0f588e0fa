// Trade Republic's files, each header written once, for unit, property and browser tests: its own CSV export, and
// pytr's `export_transactions` in the languages pytr runs in.

/** Trade Republic's own transaction export. */
export const TRADE_REPUBLIC_HEADER =
  '"datetime","date","account_type","category","type","asset_class","name","symbol","shares","price","amount","fee","tax","currency","original_amount","original_currency","fx_rate","description","transaction_id"';

/**
 * pytr's headers: its eight columns (Date;Type;Value;Note;ISIN;Shares;Fees;Taxes) in German, Dutch and English, and
 * the ten of newer versions with the second ISIN and count (as the tests use them).
 */
export const PYTR_HEADERS = {
  de: 'Datum;Typ;Wert;Notiz;ISIN;Stück;Gebühren;Steuern',
  deWithSecondIsin: 'Datum;Typ;Wert;Notiz;ISIN;Stück;Gebühren;Steuern;ISIN2;Stück2',
  nl: 'Datum;Transactietype;Waarde (netto);Opmerking;ISIN;Aantal;Kosten;Belasting',
  enWithSecondIsin: 'Date;Type;Value;Note;ISIN;Shares;Fees;Taxes;ISIN2;Shares2',
} as const;
