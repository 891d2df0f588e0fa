// DEGIRO's Portefeuille / Portfolio.csv: what the account holds, with each product's closing price and its value in
// euros, in the account's language:
//   Product,Symbool/ISIN,Aantal,Slotkoers,Lokale waarde,,Waarde in EUR
//   Product,Symbol/ISIN,Quantity,Closing,Local value,,Value in EUR
//   Produkt,Symbol/ISIN,Anzahl,Schlusskurs,Wert,,Wert in EUR
// The unnamed column holds the local value; the 'Lokale waarde' column its currency. The cash line ('CASH & CASH FUND
// & FTX CASH (EUR)') has no ISIN and no price. The file names no date: the reader's own portfolio takes the day the
// file was saved (the browser's File.lastModified) as the day of its prices. Only the portfolio reads it (Mijn
// kosten has no use for holdings), for the closing price of each product with an ISIN.
import { normalizeHeader } from '../../brokerFiles/shared/header.ts';
import { readNumber } from '../../brokerFiles/shared/numbers.ts';
import { cellAt, isBlankRow, lineNumberOf, numberStyleOfColumns, type Row } from '../../brokerFiles/shared/rows.ts';
import type { PriceQuote } from '../prices.ts';
import { isinOf } from '../../brokerFiles/shared/entries.ts';
import type { ReaderResult } from './types.ts';

const COLUMNS = { product: 0, symbol: 1, quantity: 2, closing: 3, currency: 4, localValue: 5, valueEur: 6 } as const;

/** Recognised by shape: seven columns, the sixth unnamed, the second naming 'ISIN' whatever the language. */
export function isDegiroPortfolioHeader(header: readonly string[]): boolean {
  const named = normalizeHeader(header);
  while (named.length > 0 && named.at(-1) === '' && named.length > 7) named.pop();
  return (
    named.length === 7 &&
    named[5] === '' &&
    named.every((cell, index) => index === 5 || cell !== '') &&
    /isin/.test(named[COLUMNS.symbol]!)
  );
}

/** Each product's closing price on `day`; a line that cannot be read is skipped, the cash line is no price. */
export function readDegiroPortfolioQuotes(rows: readonly Row[], day: string): ReaderResult {
  const style = numberStyleOfColumns(rows, [COLUMNS.quantity, COLUMNS.closing, COLUMNS.valueEur], 'comma-decimal');
  const quotes: PriceQuote[] = [];
  const skippedLines: number[] = [];
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const symbol = cellAt(row, COLUMNS.symbol);
    const valueEur = readNumber(cellAt(row, COLUMNS.valueEur), style);
    if (symbol === '') {
      if (valueEur === null) skippedLines.push(lineNumberOf(index));
      return;
    }
    const quantity = readNumber(cellAt(row, COLUMNS.quantity), style);
    const closing = readNumber(cellAt(row, COLUMNS.closing), style);
    const currency = cellAt(row, COLUMNS.currency).toUpperCase();
    if (quantity === null || closing === null || valueEur === null || currency === '') {
      skippedLines.push(lineNumberOf(index));
      return;
    }
    // A product named by its ticker (no ISIN) or no longer held gives no price to use.
    const isin = isinOf(symbol);
    if (isin === null || quantity === 0) return;
    quotes.push({ isin, price: closing, currency, priceEur: valueEur / quantity, date: day, from: 'DEGIRO Portfolio' });
  });
  return { records: [], quotes, skippedLines };
}
