// The analytics screen's per-holding result of the reader's own portfolio (src/islands/portfolio/own/OwnAnalytics.tsx):
// what each instrument, held or sold in full, brought in euros by first in, first out, and its money-weighted return.
// Pure: fed the built portfolio (build.ts), so the screen carries no maths.
import type { OwnHolding } from './build.ts';

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
