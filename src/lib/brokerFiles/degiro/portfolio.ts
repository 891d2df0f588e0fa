// DEGIRO's Portefeuille / Portfolio.csv: what the account holds, with each product's closing price and its value in
// euros, in the account's language (columns.ts):
//   Product,Symbool/ISIN,Aantal,Slotkoers,Lokale waarde,,Waarde in EUR
//   Product,Symbol/ISIN,Quantity,Closing,Local value,,Value in EUR
//   Produkt,Symbol/ISIN,Anzahl,Schlusskurs,Wert,,Wert in EUR
// The cash line ('CASH & CASH FUND & FTX CASH (EUR)') has no ISIN and no price. The file names no date: the reader's
// own portfolio takes the day the file was saved (the browser's File.lastModified) as the day of its prices. It holds
// prices only: no trade, no cost (Mijn kosten and box 3 name it a positions list: derive/costs.ts).
import { isinOf } from '../shared/entries.ts';
import { readNumber } from '../shared/numbers.ts';
import { cellAt, isBlankRow, lineNumberOf, numberStyleOfColumns, type Row } from '../shared/rows.ts';
import type { PriceQuote } from '../../portfolio/prices.ts';
import type { ReadContext } from '../ledger.ts';
import type { LedgerRead } from '../registry.ts';
import { PORTFOLIO_COLUMNS as COLUMNS } from './columns.ts';

/** Each product's closing price on the day the file was saved; a line that cannot be read is skipped. */
export function readDegiroPortfolio(rows: readonly Row[], { day }: ReadContext): LedgerRead {
  const style = numberStyleOfColumns(rows, [COLUMNS.quantity, COLUMNS.closing, COLUMNS.valueEur], 'comma-decimal');
  const quotes: PriceQuote[] = [];
  const skippedLines: number[] = [];
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const symbol = cellAt(row, COLUMNS.symbol);
    const valueEur = readNumber(cellAt(row, COLUMNS.valueEur), style);
    // The cash line: no price.
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
  return {
    format: 'degiro-portfolio',
    entries: [],
    orders: [],
    money: [],
    quotes,
    skippedLines,
    otherRows: 0,
    tradeYears: [],
    facts: {},
  };
}
