// DEGIRO's Portefeuille / Portfolio.csv: what the account holds, with each product's closing price and its value in
// euros, in the account's language:
//   Product,Symbool/ISIN,Aantal,Slotkoers,Lokale waarde,,Waarde in EUR
//   Product,Symbol/ISIN,Quantity,Closing,Local value,,Value in EUR
//   Produkt,Symbol/ISIN,Anzahl,Schlusskurs,Wert,,Wert in EUR
// The unnamed column holds the local value; the 'Lokale waarde' column its currency. The cash line ('CASH & CASH FUND
// & FTX CASH (EUR)') has no ISIN and no price. The file names no date: the reader's own portfolio takes the day the
// file was saved (the browser's File.lastModified) as the day of its prices.
import { normalizeHeader } from './header.ts';
import { readNumber } from './numbers.ts';
import { cellAt, isBlankRow, lineNumberOf, numberStyleOfColumns, type Row } from './rows.ts';

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

export interface PortfolioLine {
  readonly line: number;
  readonly product: string;
  /** The ISIN, or null where the file gives a ticker symbol instead. */
  readonly isin: string | null;
  readonly symbol: string;
  readonly quantity: number;
  /** Closing price per share in `currency`. */
  readonly closing: number;
  readonly currency: string;
  readonly valueEur: number;
}

export interface DegiroPortfolio {
  readonly lines: readonly PortfolioLine[];
  /** The cash lines' value in euros. */
  readonly cashEur: number;
  readonly skippedLines: readonly number[];
}

const ISIN_SHAPE = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

export function parseDegiroPortfolio(rows: readonly Row[]): DegiroPortfolio {
  const style = numberStyleOfColumns(rows, [COLUMNS.quantity, COLUMNS.closing, COLUMNS.valueEur], 'comma-decimal');
  const lines: PortfolioLine[] = [];
  const skippedLines: number[] = [];
  let cashEur = 0;
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const symbol = cellAt(row, COLUMNS.symbol);
    const valueEur = readNumber(cellAt(row, COLUMNS.valueEur), style);
    if (symbol === '') {
      if (valueEur === null) skippedLines.push(lineNumberOf(index));
      else cashEur += valueEur;
      return;
    }
    const quantity = readNumber(cellAt(row, COLUMNS.quantity), style);
    const closing = readNumber(cellAt(row, COLUMNS.closing), style);
    const currency = cellAt(row, COLUMNS.currency).toUpperCase();
    if (quantity === null || closing === null || valueEur === null || currency === '') {
      skippedLines.push(lineNumberOf(index));
      return;
    }
    lines.push({
      line: lineNumberOf(index),
      product: cellAt(row, COLUMNS.product),
      isin: ISIN_SHAPE.test(symbol.toUpperCase()) ? symbol.toUpperCase() : null,
      symbol,
      quantity,
      closing,
      currency,
      valueEur,
    });
  });
  return { lines, cashEur, skippedLines };
}
