// Everything the results show, from the parsed files together: what was paid, the same orders
// priced at every broker, and for the broker(s) the files came from the paid amount next to the
// model's, so the page can explain a difference.
import { REFERENCE_RATE, TARIFFS, type BrokerId } from '../../data/fees.ts';
import { summarizePaid, type PaidSummary } from './paid.ts';
import { compareAtOrderDates, priceOrders, type DatedComparison, type OrderPricing } from './pricing.ts';
import type { ExportFormat, ParsedExport } from './types.ts';

export const SOURCE_BROKER: Readonly<Record<ExportFormat, BrokerId>> = {
  'degiro-transactions': 'degiro',
  'degiro-account': 'degiro',
  trading212: 'trading-212',
  'trade-republic': 'trade-republic',
  pytr: 'trade-republic',
};

export interface SourceComparison {
  readonly id: BrokerId;
  readonly name: string;
  /** Fees the files say were paid at this broker (all orders and fees the files record). */
  readonly paid: number;
  /** What the model charges at today's tariff for the orders it prices. */
  readonly model: number;
  /** Paid against the model at the tariff of each order's date, per year, over the same orders. */
  readonly dated: DatedComparison;
}

export interface Analysis {
  readonly paid: PaidSummary;
  readonly pricing: OrderPricing;
  readonly sources: readonly SourceComparison[];
}

/** Everything the results show; holding costs are added for a portfolio value the reader gives (else none). */
export function analyzeExports(exports: readonly ParsedExport[], portfolioEur: number | null = null): Analysis {
  const orders = exports.flatMap((parsed) => parsed.orders);
  const pricing = priceOrders(orders, TARIFFS, REFERENCE_RATE.usdPerEur, portfolioEur);
  const sourceIds = [...new Set(exports.filter((e) => e.orders.length > 0).map((e) => SOURCE_BROKER[e.format]))];
  const paid = summarizePaid(exports);
  const sources = sourceIds.map((id) => {
    const own = exports.filter((e) => SOURCE_BROKER[e.format] === id);
    // Files of one broker only (the usual case): its orders are all orders, priced and summed already.
    const all = own.length === exports.length;
    const ownOrders = own.flatMap((e) => e.orders);
    const ownPricing = all ? pricing : priceOrders(ownOrders, TARIFFS, REFERENCE_RATE.usdPerEur, portfolioEur);
    const model = ownPricing.brokers.find((b) => b.id === id);
    return {
      id,
      name: model?.name ?? id,
      paid: (all ? paid : summarizePaid(own)).total,
      model: model?.total ?? 0,
      dated: compareAtOrderDates(TARIFFS[id], ownOrders),
    };
  });
  return { paid, pricing, sources };
}
