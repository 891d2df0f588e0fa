// How many shares the reader holds in total (the hub's tile); apart from summary.ts, so /portfolio loads only this.
import type { Holding } from './types.ts';

/** Total number of shares across the holdings (hub tile). */
export function totalShares(holdings: readonly Pick<Holding, 'shares'>[]): number {
  return holdings.reduce((sum, h) => sum + h.shares, 0);
}
