// DEGIRO Portfolio (Portefeuille): the closing price of each product, of the day the file was saved.
import { parseDegiroPortfolio } from '../../exports/degiroPortfolio.ts';
import type { Row } from '../../exports/rows.ts';
import type { PriceQuote } from '../prices.ts';

export function readDegiroPortfolioQuotes(rows: readonly Row[], day: string) {
  const portfolio = parseDegiroPortfolio(rows);
  const quotes: PriceQuote[] = portfolio.lines.flatMap((line) =>
    line.isin && line.quantity !== 0
      ? [
          {
            isin: line.isin,
            price: line.closing,
            currency: line.currency,
            priceEur: line.valueEur / line.quantity,
            date: day,
            from: 'DEGIRO Portfolio',
          },
        ]
      : [],
  );
  return { records: [], quotes, skippedLines: [...portfolio.skippedLines] };
}
