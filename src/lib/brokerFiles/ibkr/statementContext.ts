// What every section of an IBKR statement is read with: the file, the instruments' ISINs, the day's conversion rates,
// the base currency, and what has been gathered so far.
import type { RecordSource } from '../../portfolio/records.ts';
import { isinOf, lineId, type ShareMove } from '../shared/entries.ts';
import { isinInText } from './cells.ts';
import type { Collected } from './collected.ts';
import { columnOf, sectionKind, type IbkrBlock } from './sections.ts';

export interface StatementContext {
  readonly source: RecordSource;
  /** Each symbol's ISIN (isinsBySymbol). */
  readonly isins: ReadonlyMap<string, string>;
  /** Units of a currency per euro on a day, from that day's EUR.XXX conversions: `${day} ${currency}`. */
  readonly rates: ReadonlyMap<string, number>;
  /** The base currency the account information names. */
  readonly namedBase: string | null;
  /** The base currency as the whole file tells it (named, else a header's or a total's clue). */
  readonly base: string | null;
  readonly read: Collected;
  /** Shares moved without an order (corporate actions, transfers), made records per day at the end. */
  readonly moves: ShareMove[];
}

export const idOf = (context: StatementContext, line: number): string => lineId(context.source, line);

export const rateOn = (context: StatementContext, date: string, currency: string): number | null =>
  currency === 'EUR' || context.rates.size === 0 ? null : (context.rates.get(`${date} ${currency}`) ?? null);

/** 'AAPL(US0378331005) Cash Dividend …': the symbol and ISIN of a description. */
export function symbolAndIsin(description: string): { symbol: string; isin: string } | null {
  const isin = isinInText(description);
  if (!isin) return null;
  return { symbol: description.slice(0, description.indexOf('(')).trim(), isin };
}

/**
 * Each symbol's ISIN, from the instrument list and from every description that names both: instruments are named by
 * ISIN where the file tells it, else by symbol.
 */
export function isinsBySymbol(blocks: readonly IbkrBlock[]): Map<string, string> {
  const isins = new Map<string, string>();
  for (const block of blocks) {
    const instruments = sectionKind(block) === 'instruments';
    const symbolAt = columnOf(block, 'symbol');
    const idAt = columnOf(block, 'security id', 'isin', 'wertpapier-id');
    const descriptionAt = columnOf(block, 'description', 'beschreibung');
    if (descriptionAt < 0 && !(instruments && symbolAt >= 0 && idAt >= 0)) continue;
    for (const line of block.lines) {
      if (instruments && symbolAt >= 0 && idAt >= 0) {
        const isin = isinOf(line.cells[idAt] ?? '');
        if (isin) isins.set((line.cells[symbolAt] ?? '').trim(), isin);
      }
      const named = descriptionAt >= 0 ? symbolAndIsin(line.cells[descriptionAt] ?? '') : null;
      if (named && !isins.has(named.symbol)) isins.set(named.symbol, named.isin);
    }
  }
  return isins;
}
