// What the file says one order cost, in euros, for the 'Betaald en model' table: every reader records it
// per order where its format states it (DEGIRO's fees and AutoFX, Trading 212's conversion fee, Trade
// Republic's fee, IBKR's Comm/Fee, Saxo's cost derived from the booked amount). A cost in another
// currency converts at the rate the file gives for that order when that rate converts to euro, else
// (dollars) at the site's reference rate, and the order says so; a cost in a currency neither converts
// is no euro amount, and the order then has no paid figure (the page counts it apart).
import { REFERENCE_RATE } from '../../../data/fees.ts';
import type { ExportOrder } from '../../exports/types.ts';
import { usableRate } from './venues.ts';

export interface StatedCost {
  /** Paid: positive (a refund negative). */
  readonly amount: number;
  readonly currency: string;
}

/** The paid fields of an order from its stated costs. */
export type OrderPaid = Pick<ExportOrder, 'paidEur' | 'paidAtReferenceRate'>;

/**
 * The costs in euros. `perEuro` is the order's own rate for a currency (units per euro), or null when
 * the file gives none for it.
 */
export function paidInEuros(
  costs: readonly StatedCost[],
  perEuro: (currency: string) => number | null,
  referenceUsdPerEur: number = REFERENCE_RATE.usdPerEur,
): OrderPaid {
  let paid = 0;
  let atReference = false;
  for (const cost of costs) {
    if (cost.amount === 0 || cost.currency === 'EUR') {
      paid += cost.amount;
      continue;
    }
    const own = usableRate(perEuro(cost.currency));
    if (own !== null) paid += cost.amount / own;
    else if (cost.currency === 'USD') {
      paid += cost.amount / referenceUsdPerEur;
      atReference = true;
    } else return {};
  }
  return atReference ? { paidEur: paid, paidAtReferenceRate: true } : { paidEur: paid };
}

/** The order's own rate of its dollars (the rate it was booked at), for an order priced in dollars. */
export const ownDollarRate =
  (order: ExportOrder) =>
  (currency: string): number | null =>
    currency === 'USD' ? order.usdPerEur : null;
