// Trading 212's history export: each column set the tests use, written once, for unit, property and browser tests.
// Trading 212 writes only the columns a reader's history used, so the sets differ per file as well as per year.

/** Every column set, by what sets it apart. */
export const TRADING212_HEADERS = {
  /** 2020–2022: the currency in the column names ('Total (EUR)'), only the columns an order used. */
  currencyInNames:
    'Action,Time,ISIN,Ticker,Name,No. of shares,Price / share,Currency (Price / share),Exchange rate,Total (EUR),ID,Currency conversion fee (EUR)',
  /** Since 2023: a currency column beside each amount; orders and their conversion fee only. */
  currencyColumns:
    'Action,Time,ISIN,Ticker,Name,No. of shares,Price / share,Currency (Price / share),Exchange rate,Total,Currency (Total),ID,Currency conversion fee,Currency (Currency conversion fee)',
  /** Since 2023 with Notes. */
  currencyColumnsWithNotes:
    'Action,Time,ISIN,Ticker,Name,No. of shares,Price / share,Currency (Price / share),Exchange rate,Total,Currency (Total),Notes,ID,Currency conversion fee,Currency (Currency conversion fee)',
  /** Since 2023, a history with results, dividends, stamp duty and conversion fees. */
  full: 'Action,Time,ISIN,Ticker,Name,No. of shares,Price / share,Currency (Price / share),Exchange rate,Result,Currency (Result),Total,Currency (Total),Withholding tax,Currency (Withholding tax),Stamp duty reserve tax,Currency (Stamp duty reserve tax),Notes,ID,Currency conversion fee,Currency (Currency conversion fee)',
  /** Since 2023, a history with a transaction fee instead of conversion fees. */
  transactionFee:
    'Action,Time,ISIN,Ticker,Name,No. of shares,Price / share,Currency (Price / share),Exchange rate,Result,Currency (Result),Total,Currency (Total),Notes,ID,Transaction fee,Currency (Transaction fee)',
  /** Since 2025: 'Time (UTC)', Notes and ID before the numbers. */
  timeUtc:
    'Action,Time (UTC),ISIN,Ticker,Name,Notes,ID,No. of shares,Price / share,Currency (Price / share),Exchange rate,Total,Currency (Total),Currency conversion fee,Currency (Currency conversion fee)',
} as const;

/** A Trading 212 history of the given column set and rows (each a line of comma-separated cells). */
export function trading212File(set: keyof typeof TRADING212_HEADERS, rows: readonly string[]): string {
  return `${[TRADING212_HEADERS[set], ...rows].join('\n')}\n`;
}
