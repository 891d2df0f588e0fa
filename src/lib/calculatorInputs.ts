// The compound interest calculator's inputs, their defaults and bounds: data the cost tool's 'Na 20 jaar' options
// share (src/lib/costs/keepOptions.ts) without the calculator's arithmetic (./compound.ts).
import type { NumberBounds } from './numbers.ts';

export type Frequency = 'monthly' | 'yearly';

export interface CalculatorInputs {
  /** Startbedrag in euro. */
  readonly start: number;
  /** Inleg in euro per period (month or year, see `frequency`). */
  readonly contribution: number;
  readonly frequency: Frequency;
  /** Looptijd in whole years. */
  readonly years: number;
  /** Expected yearly return in percent. */
  readonly returnPct: number;
  /** Expected yearly inflation in percent. */
  readonly inflationPct: number;
}

export type NumericInput = Exclude<keyof CalculatorInputs, 'frequency'>;

/** Defaults: 2500, 500, monthly, 5 years, 5 %, 0 %. */
export const CALCULATOR_DEFAULTS: CalculatorInputs = {
  start: 2500,
  contribution: 500,
  frequency: 'monthly',
  years: 5,
  returnPct: 5,
  inflationPct: 0,
};

/**
 * Input bounds. The amounts have no natural maximum; these maxima only stop absurd input
 * (a typo of twelve digits) from producing meaningless numbers.
 */
export const CALCULATOR_BOUNDS: Readonly<Record<NumericInput, NumberBounds>> = {
  start: { min: 0, max: 10_000_000, step: 100 },
  contribution: { min: 0, max: 1_000_000, step: 50 },
  years: { min: 1, max: 50, step: 1 },
  returnPct: { min: 0, max: 20, step: 0.1 },
  inflationPct: { min: 0, max: 10, step: 0.1 },
};
