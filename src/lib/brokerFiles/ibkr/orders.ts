// An order as the fee model prices it, from the fills IBKR lists for it (statements and Flex queries alike).
import type { ExportOrder, Market } from '../../exports/types.ts';
import { paidInEuros } from '../shared/orderPaid.ts';
import { priceCurrencyOrder, usableRate } from '../shared/venues.ts';

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
 * priced. `fileRate` is a currency's units per euro by the file's own totals, where it states them.
 */
export function ibkrOrder(
  id: string,
  fills: readonly IbkrFill[],
  fileRate: (currency: string) => number | null = () => null,
): ExportOrder {
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
  // A commission is converted at the order's own rate, else at the rate the file's own totals state.
  const paid = paidInEuros(costs, (currency) =>
    currency === first.currency && rate !== null ? rate : fileRate(currency),
  );
  if (first.isStock) return { ...order, ...paid, paidLeavesOut: 'fx' };
  const market: Market = 'other';
  return { ...order, market, marketId: null, venue: first.category, valueUsd: 0, usdPerEur: null };
}
