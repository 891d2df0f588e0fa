// Compound interest calculator: the pure calculation and input sanitising. Its inputs, defaults and bounds are in
// ./calculatorInputs.ts and the number reading in ./numbers.ts, so the cost tool, which reads those, does not carry
// this arithmetic in its bundle. Imports with their .ts names: bench/tools-timing.mjs loads this file directly with
// Node's type stripping.
import {
  CALCULATOR_BOUNDS,
  CALCULATOR_DEFAULTS,
  type CalculatorInputs,
  type Frequency,
  type NumericInput,
} from './calculatorInputs.ts';
import { sanitizeNumber } from './numbers.ts';

/** The result of one year of the run (one bar of the chart, one row of the year table). */
export interface YearlyResult {
  /** 1-based year of the run. */
  readonly year: number;
  /** Balance at the end of the year. */
  readonly value: number;
  /** Total put in by the end of the year (start + contributions). */
  readonly invested: number;
}

export interface CompoundResult {
  readonly yearly: readonly YearlyResult[];
  /** Geïnvesteerd */
  readonly invested: number;
  /** Eindwaarde */
  readonly finalValue: number;
  /** Winst = max(0, final − invested) */
  readonly profit: number;
  /** Reëel = final ÷ (1 + inflation%)^years */
  readonly realValue: number;
}

export const FREQUENCIES: readonly Frequency[] = ['monthly', 'yearly'];
export const MONTHS_PER_YEAR = 12;
/** A yearly contribution is added in the last month of each year. */
export const YEARLY_CONTRIBUTION_MONTH = 12;
/** The chart's scale reference is the value after this many years. */
export const CHART_REFERENCE_YEARS = 50;

/** Decimals kept from user input: cents for amounts, hundredths of a percent for rates. */
const PRECISION: Readonly<Record<NumericInput, number>> = {
  start: 2,
  contribution: 2,
  years: 0,
  returnPct: 2,
  inflationPct: 2,
};

export function sanitizeField(field: NumericInput, raw: unknown): number {
  return sanitizeNumber(raw, CALCULATOR_BOUNDS[field], PRECISION[field]);
}

export function sanitizeFrequency(raw: unknown): Frequency {
  return raw === 'yearly' ? 'yearly' : 'monthly';
}

/** Every field sanitised; missing fields take the defaults. */
export function sanitizeInputs(raw: Partial<Record<keyof CalculatorInputs, unknown>>): CalculatorInputs {
  const pick = (field: NumericInput) =>
    raw[field] === undefined ? CALCULATOR_DEFAULTS[field] : sanitizeField(field, raw[field]);
  return {
    start: pick('start'),
    contribution: pick('contribution'),
    frequency: raw.frequency === undefined ? CALCULATOR_DEFAULTS.frequency : sanitizeFrequency(raw.frequency),
    years: pick('years'),
    returnPct: pick('returnPct'),
    inflationPct: pick('inflationPct'),
  };
}

/** Contributions per year: 12 for monthly, 1 for yearly. */
export function contributionsPerYear(frequency: Frequency): number {
  return frequency === 'monthly' ? MONTHS_PER_YEAR : 1;
}

/** Invested total = start + contribution × (years×12 for monthly, years for yearly). */
export function investedAfter(inputs: CalculatorInputs, years: number): number {
  return inputs.start + inputs.contribution * contributionsPerYear(inputs.frequency) * years;
}

/** Real value = final ÷ (1 + inflation%)^years. */
export function realValueOf(finalValue: number, inflationPct: number, years: number): number {
  return finalValue / (1 + inflationPct / 100) ** years;
}

/**
 * The yearly balances for `years` years: each year has 12 monthly steps; in each step the balance first
 * grows by return/12 percent, then the contribution is added (every month, or only in month 12 for yearly).
 */
export function simulateYears(inputs: CalculatorInputs, years: number): YearlyResult[] {
  const monthlyGrowth = 1 + inputs.returnPct / 100 / MONTHS_PER_YEAR;
  const monthly = inputs.frequency === 'monthly';
  const yearly: YearlyResult[] = [];
  let balance = inputs.start;
  for (let year = 1; year <= years; year++) {
    for (let month = 1; month <= MONTHS_PER_YEAR; month++) {
      balance *= monthlyGrowth;
      if (monthly || month === YEARLY_CONTRIBUTION_MONTH) balance += inputs.contribution;
    }
    yearly.push({ year, value: balance, invested: investedAfter(inputs, year) });
  }
  return yearly;
}

/** The value after `years` years with the same inputs (the chart's scale uses 50 years). */
export function valueAfterYears(inputs: CalculatorInputs, years: number): number {
  const run = simulateYears(inputs, years);
  return run.length ? run[run.length - 1]!.value : inputs.start;
}

/** The calculator: sanitises the inputs, then compounds monthly. Never returns NaN, Infinity or negatives. */
export function calculateCompound(raw: CalculatorInputs): CompoundResult {
  const inputs = sanitizeInputs(raw);
  const yearly = simulateYears(inputs, inputs.years);
  const invested = investedAfter(inputs, inputs.years);
  const finalValue = yearly[yearly.length - 1]!.value;
  return {
    yearly,
    invested,
    finalValue,
    profit: Math.max(0, finalValue - invested),
    realValue: realValueOf(finalValue, inputs.inflationPct, inputs.years),
  };
}
