// TEMPORARY, removed when the last broker's formats have their one reader: a format not yet merged is read by its
// cost reader (src/lib/exports/) and its portfolio reader (src/lib/portfolio/readers/), and the two results are put
// into one ledger. `portfolioSkippedLines` keeps the portfolio reader's own unread lines until then.
import type { ParsedExport } from '../exports/types.ts';
import type { ReaderResult } from '../portfolio/readers/types.ts';
import type { LedgerRead } from './registry.ts';

export function bothReadings(
  parsed: ParsedExport | null,
  read: ReaderResult | null,
): LedgerRead & {
  readonly portfolioSkippedLines: readonly number[];
} {
  const { format, orders, money, skippedLines, otherRows, ...facts } = parsed ?? {
    format: read?.format,
    orders: [],
    money: [],
    skippedLines: read?.skippedLines ?? [],
    otherRows: 0,
  };
  return {
    format: (read?.format ?? format)!,
    entries: read?.records ?? [],
    orders,
    money,
    quotes: read?.quotes ?? [],
    skippedLines,
    portfolioSkippedLines: read?.skippedLines ?? [],
    otherRows,
    tradeYears: read?.tradeYears ?? [],
    facts: { ...facts, ...(read?.optionOrders ? { optionOrders: read.optionOrders } : {}) },
  };
}
