// Returns of a portfolio or one holding.
//
// Money-weighted (IRR): the rate R at which the dated flows vᵢ discount to nothing, Σ vᵢ / R^(dᵢ/365) = 0, dᵢ the
// days since the first flow, found the way Portfolio Performance finds it (name.abuchen.portfolio.math.IRR,
// NPVFunction, PseudoDerivativeFunction and NewtonGoalSeek in github.com/portfolio-performance/portfolio), so the
// figures agree with that program's: a start from bisection of (0, 1) when the function changes sign there (a loss),
// else from 1.05; then Newton with a central-difference derivative (step |x|/10⁶) until a step moves less than 10⁻⁵,
// at most 500 steps. The result is R − 1.
//
// Time-weighted (TWR): the product of the sub-period returns between flows, which needs the portfolio's value just
// before every flow. Without those it is not computed at all: a TWR from partial valuations would be a guess.

export interface DatedFlow {
  /** ISO day YYYY-MM-DD. */
  readonly date: string;
  /** Money out of the reader's pocket negative (a purchase), money back positive (a sale, a dividend, the end value). */
  readonly amount: number;
}

const DAY_MS = 86_400_000;

/** Days since 1970 of ISO days already seen: a portfolio has a few thousand distinct days over many flows. */
const dayNumbers = new Map<string, number>();

function dayNumber(day: string): number {
  let number = dayNumbers.get(day);
  if (number === undefined) {
    number = Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
    if (dayNumbers.size > 50_000) dayNumbers.clear();
    dayNumbers.set(day, number);
  }
  return number;
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

type Fn = (x: number) => number;

/** The net present value at growth factor `rate` (1.05 = 5%) of flows `days` days after the first. */
function npvOf(days: readonly number[], values: readonly number[]): Fn {
  return (rate) => {
    let sum = 0;
    for (let i = 0; i < days.length; i += 1) sum += values[i]! / Math.pow(rate, days[i]! / 365);
    return sum;
  };
}

/** Central difference with a step relative to x, as Portfolio Performance's PseudoDerivativeFunction. */
function derivativeOf(f: Fn): Fn {
  return (x) => {
    const delta = Math.abs(x) / 1e6;
    return (f(x + delta) - f(x - delta)) / (2 * delta);
  };
}

/** Bisection of [left, right] (f changes sign there) until it is narrower than 0.001: the start for Newton. */
function bisectionStart(f: Fn, left: number, right: number, fRight: number): number {
  let [a, b, fb] = [left, right, fRight];
  while (b - a >= 0.001) {
    const centre = (a + b) / 2;
    const fCentre = f(centre);
    if (fCentre === 0) return centre;
    if (Math.sign(fCentre) === Math.sign(fb)) [b, fb] = [centre, fCentre];
    else a = centre;
  }
  return (a + b) / 2;
}

const NEWTON_STOP = 0.00001;
const NEWTON_MAX_STEPS = 500;

function newton(f: Fn, derivative: Fn, start: number): number {
  let x = start;
  let delta = 1;
  for (let step = 0; delta > NEWTON_STOP && step < NEWTON_MAX_STEPS; step += 1) {
    const next = x - f(x) / derivative(x);
    delta = Math.abs(next - x);
    x = next;
  }
  return x;
}

/**
 * The annual money-weighted return of `flows` (0.05 = 5% a year), or null when it has no answer: fewer than two
 * flows, flows all of one sign, or an iteration that does not end in a finite number.
 */
export function internalRateOfReturn(flows: readonly DatedFlow[]): number | null {
  // Flows of one day are added up first: the same sum, and one term per day instead of per flow (a portfolio of
  // 10,000 transactions has a few hundred days).
  const byDay = new Map<string, number>();
  for (const flow of flows) byDay.set(flow.date, (byDay.get(flow.date) ?? 0) + flow.amount);
  const sorted = [...byDay].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const values = sorted.map(([, amount]) => amount);
  if (!values.some((v) => v > 0) || !values.some((v) => v < 0)) return null;
  const first = sorted[0]![0];
  const days = sorted.map(([date]) => daysBetween(first, date));
  const npv = npvOf(days, values);
  // As R → 0 the most discounted (last) flow decides the sign; at R = 1 nothing is discounted.
  const fLeft = values.at(-1)!;
  const fRight = values.reduce((sum, v) => sum + v, 0);
  const start = Math.sign(fLeft) === Math.sign(fRight) ? 1.05 : bisectionStart(npv, 0, 1, fRight);
  const rate = newton(npv, derivativeOf(npv), start) - 1;
  return Number.isFinite(rate) ? rate : null;
}

/** One flow with the portfolio's value just before it (null when that value is not known). */
export interface ValuedFlow extends DatedFlow {
  readonly valueBefore: number | null;
}

export type TimeWeighted =
  | { readonly ok: true; readonly total: number; readonly annual: number | null }
  | { readonly ok: false; readonly reason: 'no-valuations' };

/**
 * The time-weighted return from `start` (the value after the first flow) through each flow to `end`: the product of
 * (value before flow / value after the previous flow). Refused when any flow lacks its value before it.
 * `annual` is given for periods of at least a year.
 */
export function timeWeightedReturn(
  start: { readonly date: string; readonly value: number },
  flows: readonly ValuedFlow[],
  end: { readonly date: string; readonly value: number },
): TimeWeighted {
  if (flows.some((flow) => flow.valueBefore === null)) return { ok: false, reason: 'no-valuations' };
  let growth = 1;
  let after = start.value;
  for (const flow of flows) {
    const before = flow.valueBefore!;
    if (after <= 0) return { ok: false, reason: 'no-valuations' };
    growth *= before / after;
    after = before - flow.amount;
  }
  if (after <= 0) return { ok: false, reason: 'no-valuations' };
  growth *= end.value / after;
  const days = daysBetween(start.date, end.date);
  return { ok: true, total: growth - 1, annual: days >= 365 ? Math.pow(growth, 365 / days) - 1 : null };
}
