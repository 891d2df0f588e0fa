// What a fund costs a year, in percent of its value, in three parts: its ongoing charges (TER), its own transaction
// costs and its dividend leakage (the dividend yield × the share of the dividend lost to tax the fund cannot reclaim).
// A part that is not known is null ('onbekend'): it is left out of the sum and the pages say so, never counted as
// zero silently. Small and free of the fund list: the cost tool's first load carries the default fund's rates.

/** A fund's yearly cost parts in percent of its value; null: onbekend. */
export interface FundRates {
  readonly terPct: number;
  readonly transactionPct: number | null;
  readonly leakagePct: number | null;
}

/** A fund's rates by ISIN (undefined: not in the list). */
export type FundLookup = (isin: string) => FundRates | undefined;

/** The leakage's share of the fund's value a year: yield × leakage; 0 when nothing leaks; null when either is unknown. */
export function leakagePercent(dividendYieldPct: number | null, leakageSharePct: number | null): number | null {
  if (leakageSharePct === 0) return 0;
  if (leakageSharePct === null || dividendYieldPct === null) return null;
  return (dividendYieldPct * leakageSharePct) / 100;
}

/** The fund cost in percent a year: the parts that are known. */
export function fundCostPercent(rates: FundRates): number {
  return rates.terPct + (rates.transactionPct ?? 0) + (rates.leakagePct ?? 0);
}

/** The fund cost's parts in euros on a balance (null where the part is unknown). */
export function fundCostParts(
  rates: FundRates,
  balanceEur: number,
): { readonly ter: number; readonly transaction: number | null; readonly leakage: number | null } {
  const on = (pct: number | null) => (pct === null ? null : (balanceEur * pct) / 100);
  return { ter: on(rates.terPct)!, transaction: on(rates.transactionPct), leakage: on(rates.leakagePct) };
}
