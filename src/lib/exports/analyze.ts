// Everything the results show, from the parsed files together: what was paid, the same orders
// priced at every broker, and for the broker(s) the files came from the paid amount next to the
// model's, so the page can explain a difference.
import { REFERENCE_RATE, TARIFFS, type BrokerId } from '../../data/fees.ts';
import { summarizePaidTallies, tallyPaid, type PaidSummary, type PaidTally } from './paid.ts';
import {
  compareTallyAtOrderDates,
  mergeDatedTallies,
  mergeOrderTallies,
  ownPlanIndex,
  priceTally,
  tallyAtOrderDates,
  tallyOrders,
  type DatedComparison,
  type DatedTally,
  type OrderPricing,
  type OrderTally,
} from './pricing.ts';
import type { ExportFormat, ExportOutcome, ExportProblem, ParsedExport } from './types.ts';

export const SOURCE_BROKER: Readonly<Record<ExportFormat, BrokerId>> = {
  'degiro-transactions': 'degiro',
  'degiro-account': 'degiro',
  trading212: 'trading-212',
  'trade-republic': 'trade-republic',
  pytr: 'trade-republic',
  'ibkr-activity': 'ibkr',
  'ibkr-flex': 'ibkr',
  'ibkr-history': 'ibkr',
  'saxo-transactions': 'saxo',
  'saxo-account': 'saxo',
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

/**
 * What the results need of one file, in a few numbers per broker, plan and year instead of its orders: a worker reads
 * and summarizes each large file, and the page adds the summaries up (analyzeSummaries), so hundreds of thousands of
 * orders never cross to the page nor are priced on it.
 */
export interface ExportSummary {
  readonly format: ExportFormat;
  readonly orders: number;
  readonly paid: PaidTally;
  /** Every order at every plan of every broker at today's tariffs. */
  readonly priced: OrderTally;
  /** The orders at the tariff of their dates at the broker the file comes from (SOURCE_BROKER). */
  readonly dated: DatedTally;
}

/** `progress` is called between the steps (a worker tells the page it is still working, see readInWorker). */
export function summarizeExport(parsed: ParsedExport, progress: () => void = () => {}): ExportSummary {
  const paid = tallyPaid(parsed);
  progress();
  const priced = tallyOrders(parsed.orders, TARIFFS, REFERENCE_RATE.usdPerEur, progress);
  const dated = tallyAtOrderDates(TARIFFS[SOURCE_BROKER[parsed.format]], parsed.orders);
  progress();
  return { format: parsed.format, orders: parsed.orders.length, paid, priced, dated };
}

/** What the file report shows of a file: everything parsed but its orders and money lines, and how many orders. */
export type ExportDetails = Omit<ParsedExport, 'orders' | 'money'> & { readonly orderCount: number };

/** A file read for Mijn kosten: its details and summary (what a worker sends the page), or why it cannot be read. */
export type SummaryOutcome =
  | { readonly ok: true; readonly details: ExportDetails; readonly summary: ExportSummary }
  | { readonly ok: false; readonly problem: ExportProblem };

export function summarizeOutcome(outcome: ExportOutcome, progress?: () => void): SummaryOutcome {
  if (!outcome.ok) return outcome;
  const { orders, money: _money, ...details } = outcome.parsed;
  return {
    ok: true,
    details: { ...details, orderCount: orders.length },
    summary: summarizeExport(outcome.parsed, progress),
  };
}

/**
 * Everything the results show, from the files' summaries; holding costs are added for a portfolio value given. The
 * reader's own broker is ranked at the reader's own plan (the one the table finds from what was paid).
 */
export function analyzeSummaries(summaries: readonly ExportSummary[], portfolioEur: number | null = null): Analysis {
  const rate = REFERENCE_RATE.usdPerEur;
  const sourceIds = [...new Set(summaries.filter((s) => s.orders > 0).map((s) => SOURCE_BROKER[s.format]))];
  const datedTallies = new Map(
    sourceIds.map((id) => [
      id,
      mergeDatedTallies(
        TARIFFS[id],
        summaries.filter((s) => SOURCE_BROKER[s.format] === id).map((s) => s.dated),
      ),
    ]),
  );
  const ownPlans = Object.fromEntries([...datedTallies].map(([id, tally]) => [id, ownPlanIndex(tally)]));
  const pricing = priceTally(mergeOrderTallies(summaries.map((s) => s.priced)), TARIFFS, rate, portfolioEur, ownPlans);
  const paid = summarizePaidTallies(summaries.map((s) => s.paid));
  const sources = sourceIds.map((id) => {
    const own = summaries.filter((s) => SOURCE_BROKER[s.format] === id);
    // Files of one broker only (the usual case): its orders are all orders, priced and summed already.
    const all = own.length === summaries.length;
    const ownPricing = all
      ? pricing
      : priceTally(mergeOrderTallies(own.map((s) => s.priced)), TARIFFS, rate, portfolioEur, ownPlans);
    const model = ownPricing.brokers.find((b) => b.id === id);
    return {
      id,
      name: model?.name ?? id,
      paid: (all ? paid : summarizePaidTallies(own.map((s) => s.paid))).total,
      model: model?.total ?? 0,
      dated: compareTallyAtOrderDates(TARIFFS[id], datedTallies.get(id)!),
    };
  });
  return { paid, pricing, sources };
}

/** Everything the results show; holding costs are added for a portfolio value the reader gives (else none). */
export function analyzeExports(exports: readonly ParsedExport[], portfolioEur: number | null = null): Analysis {
  return analyzeSummaries(
    exports.map((parsed) => summarizeExport(parsed)),
    portfolioEur,
  );
}
