// Figures of the reader's own portfolio for the history and analytics screens (src/islands/portfolio/own/): the
// totals of the transactions by kind, and what each instrument, held or sold in full, brought in euros by first in,
// first out, with its money-weighted return. Pure: fed the built portfolio (build.ts), so the screens carry no maths.
import type { OwnHolding } from './build.ts';
import { euroAmount, type PortfolioRecord } from './records.ts';

export interface RecordTotals {
  readonly buy: number;
  readonly sell: number;
  /** Gross dividends. */
  readonly dividend: number;
  /** Lines of these kinds without a euro amount (left out of the totals, and said so). */
  readonly withoutEuros: number;
}

/** The euros bought, sold and received as dividends over all records (the history screen's three cards). */
export function recordTotals(records: readonly PortfolioRecord[]): RecordTotals {
  const totals = { buy: 0, sell: 0, dividend: 0, withoutEuros: 0 };
  for (const record of records) {
    if (record.kind !== 'buy' && record.kind !== 'sell' && record.kind !== 'dividend') continue;
    const euros = euroAmount(record);
    if (euros === null) totals.withoutEuros += 1;
    else totals[record.kind] += Math.abs(euros);
  }
  return totals;
}

export interface HoldingResult {
  readonly key: string;
  readonly name: string;
  readonly isin: string | null;
  readonly held: boolean;
  /** Cost basis of the shares still held (FIFO, fees included). */
  readonly costEur: number;
  /** null: held without any price, so no value (never 0 for want of one). */
  readonly valueEur: number | null;
  /** Realised + unrealised (FIFO) + dividends net of tax withheld; null when a held instrument has no value. */
  readonly resultEur: number | null;
  /** Money-weighted return per year (IRR), or null when none can be computed. */
  readonly irr: number | null;
}

/**
 * Each instrument's result in euros: sold shares' realised result, the unrealised result of those still held (only
 * with a price), and dividends after tax withheld. Held ones first, then those sold in full; within each the largest
 * result first, those without one last.
 */
export function holdingResults(
  holdings: readonly OwnHolding[],
  closed: readonly OwnHolding[],
): readonly HoldingResult[] {
  const result = (holding: OwnHolding, held: boolean): HoldingResult => {
    const income = holding.fifo.realised + holding.dividendsEur - holding.withheldEur;
    const open = held ? holding.unrealisedFifo : 0;
    return {
      key: holding.key,
      name: holding.name,
      isin: holding.isin,
      held,
      costEur: holding.fifo.costBasis,
      valueEur: held ? holding.valueEur : 0,
      resultEur: open === null ? null : income + open,
      irr: holding.irr,
    };
  };
  const order = (a: HoldingResult, b: HoldingResult) =>
    a.resultEur === null ? (b.resultEur === null ? 0 : 1) : b.resultEur === null ? -1 : b.resultEur - a.resultEur;
  return [
    ...holdings.map((holding) => result(holding, true)).sort(order),
    ...closed.map((holding) => result(holding, false)).sort(order),
  ];
}
