// Which price values a holding, and how that price is named. A static site has no price feed, so every value says
// where its price came from and of which day:
//   1. a price in an export itself (DEGIRO's Portfolio export: its closing price; IBKR's Open Positions: the mark
//      price), the latest such;
//   2. otherwise the reader's own last trade price, with its date, or a price the reader typed in when that is of a
//      later day than the last trade (a typed price is the reader's newer knowledge; an older one is left aside);
//   3. a typed price when there is nothing else.
// A holding without any of these has no value (null), never a value of 0.
import type { Position } from './holdings.ts';

export type PriceSource = 'export' | 'last-trade' | 'typed';

/** A price the files or the reader give for one instrument. */
export interface PriceQuote {
  readonly isin: string;
  /** Per share in `currency`. */
  readonly price: number;
  readonly currency: string;
  /** Per share in euros. */
  readonly priceEur: number;
  /** ISO day the price is of. */
  readonly date: string;
  /** Which export (for source 'export'): 'DEGIRO Portfolio', 'IBKR Open Positions'. */
  readonly from?: string;
}

/** The `from` of the mark prices read from IBKR's Open Positions (src/lib/brokerFiles/ibkr/). */
export const IBKR_POSITIONS = 'IBKR Open Positions';

export interface ChosenPrice extends PriceQuote {
  readonly source: PriceSource;
}

export interface PriceInputs {
  /** Prices read from exports. */
  readonly exported: readonly PriceQuote[];
  /** Prices the reader typed, in euros, each with the day it was typed. */
  readonly typed: readonly PriceQuote[];
}

function latest(quotes: readonly PriceQuote[], isin: string | null): PriceQuote | null {
  let best: PriceQuote | null = null;
  for (const quote of quotes) if (quote.isin === isin && (!best || quote.date > best.date)) best = quote;
  return best;
}

/** The best price for a position by the rules above, or null when there is none. */
export function bestPrice(position: Position, inputs: PriceInputs): ChosenPrice | null {
  const exported = latest(inputs.exported, position.isin);
  if (exported) return { ...exported, source: 'export' };
  const typed = latest(inputs.typed, position.isin ?? position.key);
  const trade = position.lastTrade;
  if (trade && !(typed && typed.date > trade.date))
    return {
      isin: position.isin ?? position.key,
      price: trade.price ?? trade.priceEur,
      currency: trade.price === null ? 'EUR' : trade.currency,
      priceEur: trade.priceEur,
      date: trade.date,
      source: 'last-trade',
    };
  return typed ? { ...typed, source: 'typed' } : null;
}
