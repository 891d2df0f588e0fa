// The cost comparison's 'Na 20 jaar' options: how many years, the return, the fund's TER and box 3 with or without a
// fiscal partner. Small on purpose: the tool's first load carries these; the arithmetic (./kept.ts) loads lazily.
import { CALCULATOR_BOUNDS, CALCULATOR_DEFAULTS } from '../calculatorInputs.ts';
import { sanitizeNumber, type NumberBounds } from '../numbers.ts';

export interface KeepOptions {
  readonly years: number;
  /** Expected yearly return before costs, in percent. */
  readonly returnPct: number;
  /** The fund's TER in percent per year. */
  readonly terPct: number;
  readonly partner: boolean;
}

export type KeepField = Exclude<keyof KeepOptions, 'partner'>;
export const KEEP_FIELDS: readonly KeepField[] = ['years', 'returnPct', 'terPct'];

/** The world-index ETF whose TER is the default (its entry in src/data/etfs.ts: iShares Core MSCI World, IWDA). */
export const KEEP_ETF_ISIN = 'IE00B4L5Y983';
/**
 * The ETF every result's fund cost assumes while the reader has picked none: its ISIN and TER (% a year), as in
 * src/data/etfs.ts (a test holds them equal). Here so the fee model needs no ETF list to price the pages' profiles.
 */
export const DEFAULT_ETF = { isin: KEEP_ETF_ISIN, terPct: 0.2 } as const;
export const KEEP_YEARS = 20;

export const KEEP_BOUNDS: Readonly<Record<KeepField, NumberBounds>> = {
  years: CALCULATOR_BOUNDS.years,
  returnPct: CALCULATOR_BOUNDS.returnPct,
  terPct: { min: 0, max: 3, step: 0.01 },
};

const DECIMALS: Readonly<Record<KeepField, number>> = { years: 0, returnPct: 2, terPct: 2 };

/** The defaults: 20 years at the calculator's default return, the named ETF's TER, without a partner. */
export function keepDefaults(terPct: number): KeepOptions {
  return { years: KEEP_YEARS, returnPct: CALCULATOR_DEFAULTS.returnPct, terPct, partner: false };
}

/** Empty or non-numeric → the minimum, then clamped to the bounds and rounded, as the profile's fields. */
export function sanitizeKeepField(field: KeepField, raw: unknown): number {
  return sanitizeNumber(raw, KEEP_BOUNDS[field], DECIMALS[field]);
}
