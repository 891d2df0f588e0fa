// What IBKR's three CSV reports share: their dates, their trade codes, how an order is built from its
// fills, and the rule for the account's base currency (never assumed to be the euro).
import { parseIsoDate } from './dates.ts';
import type { ExportOrder, Market } from './types.ts';
import { paidInEuros } from './orderPaid.ts';
import { priceCurrencyOrder, usableRate } from './venues.ts';

/**
 * IBKR's dates: the statement's '2024-03-01, 10:30:00', the Flex '20240301;103000' or '2024-03-01;10:30:00',
 * or a plain ISO or compact day.
 */
export function parseIbkrDate(cell: string): string | null {
  const text = cell.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})(?:[;, ]|$)/.exec(text);
  if (compact) return parseIsoDate(`${compact[1]}-${compact[2]}-${compact[3]}`);
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[;, T]|$)/.exec(text);
  return iso ? parseIsoDate(iso[1]) : null;
}

/**
 * Trade codes that mark no order placed: an option assignment (A), exercise (Ex) or expiry (Ep). Codes
 * are separated by ';' ('C;Ep').
 */
const NOT_PLACED = new Set(['a', 'ex', 'ep']);

export function isNotPlaced(codes: string): boolean {
  return codes
    .split(/[;,\s]+/)
    .map((code) => code.trim().toLowerCase())
    .some((code) => NOT_PLACED.has(code));
}

/** A booking that cancels an earlier one (code Ca). */
export function isCancellation(codes: string): boolean {
  return codes
    .split(/[;,\s]+/)
    .map((code) => code.trim().toLowerCase())
    .includes('ca');
}

/** ISO currency code, as IBKR writes it in currency cells ('USD'); totals rows have words there. */
export function isCurrencyCode(cell: string): boolean {
  return /^[A-Z]{3}$/.test(cell.trim());
}

/** The code at the end of a header or total cell naming the base currency: 'Comm in EUR', 'Total in GBP'. */
export function trailingCurrency(cell: string): string | null {
  const match = /\S\s+([A-Z]{3})$/.exec(cell.trim());
  return match ? match[1]! : null;
}

/** One fill (or one order row) of a trade in a share or another instrument. */
export interface IbkrFill {
  readonly date: string;
  readonly product: string;
  readonly currency: string;
  /** Signed quantity: a sell is negative. */
  readonly quantity: number;
  /** Absolute value of the fill in `currency`. */
  readonly value: number;
  /** Price currency per euro when the file gives it (Flex FXRateToBase in a euro account), else null. */
  readonly rate: number | null;
  /** The instrument is a share or an ETF (not an option, future or bond). */
  readonly isStock: boolean;
  /** The asset category's name as the file writes it, to name orders that are not compared. */
  readonly category: string;
  /** The commission paid with this fill (positive when paid), and its currency. */
  readonly commission?: { readonly amount: number; readonly currency: string };
}

/**
 * One order from its fills (partial fills are one order, as IBKR counts them): shares and value summed,
 * priced by the currency of its price; instruments other than shares are counted per category and not
 * priced.
 */
export function ibkrOrder(id: string, fills: readonly IbkrFill[]): ExportOrder {
  const first = fills.reduce((earliest, fill) => (fill.date < earliest.date ? fill : earliest));
  const shares = fills.reduce((sum, fill) => sum + Math.abs(fill.quantity), 0);
  const value = fills.reduce((sum, fill) => sum + fill.value, 0);
  const rated = fills.filter((fill) => usableRate(fill.rate) !== null);
  const rate =
    rated.length > 0
      ? rated.reduce((sum, fill) => sum + fill.value * fill.rate!, 0) / rated.reduce((sum, fill) => sum + fill.value, 0)
      : null;
  const order = priceCurrencyOrder({
    id,
    date: first.date,
    product: first.product,
    currency: first.currency,
    shares,
    price: shares > 0 ? value / shares : 0,
    rate: usableRate(rate),
  });
  // IBKR books currency conversions as trades of their own: the order's cost is its commission alone.
  const costs = fills.map((fill) => fill.commission ?? { amount: 0, currency: 'EUR' });
  const paid = paidInEuros(costs, (currency) => (currency === first.currency && rate !== null ? rate : null));
  if (first.isStock) return { ...order, ...paid, paidLeavesOut: 'fx' };
  const market: Market = 'other';
  return { ...order, market, marketId: null, venue: first.category, valueUsd: 0, usdPerEur: null };
}

/** The base currency the file names, or the clue of a header or total; null when there is none. */
export function firstClue(clues: readonly (string | null | undefined)[]): string | null {
  return clues.find((clue): clue is string => typeof clue === 'string' && isCurrencyCode(clue)) ?? null;
}
