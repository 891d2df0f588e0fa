// The records and prices of several files together, for the maths (build.ts). Kept apart from the readers
// (fromExports.ts), so a screen that shows stored files loads no CSV code.
import type { PortfolioFile } from './fromExports.ts';
import type { PriceQuote } from './prices.ts';
import type { PortfolioRecord } from './records.ts';

const yearOf = (date: string): number => Number(date.slice(0, 4));

/**
 * The records of several files together. A Transactions file lists every trade's costs and AutoFX; the Account
 * statement books the same costs again, so for the years a Transactions file covers, the statement's transaction and
 * AutoFX lines are left out (as Mijn kosten does).
 */
export function combineFiles(files: readonly PortfolioFile[]): {
  readonly records: PortfolioRecord[];
  readonly quotes: PriceQuote[];
} {
  const covered = new Set(files.flatMap((file) => file.tradeYears));
  const records = files.flatMap((file) =>
    file.format !== 'degiro-account'
      ? file.records
      : file.records.filter(
          (record) =>
            !(
              record.kind === 'fee' &&
              (record.feeKind === 'transaction' || record.feeKind === 'conversion') &&
              covered.has(yearOf(record.date))
            ),
        ),
  );
  return { records, quotes: files.flatMap((file) => file.quotes) };
}
