// What a reader keeps: a portfolio compounded month by month as the calculator does (src/lib/compound.ts: each
// month the balance first grows by a twelfth of the yearly return, then the deposit is added), less the fund's TER
// (a twelfth each month), the broker's yearly costs (a function of the portfolio value, taken at each year's end)
// and box 3. Box 3 is the deemed-return tax on the 1 January balance counted wholly as overige bezittingen, with the
// chosen year's rules held constant, paid from the balance at the year's end.
import { forfaitairBox3 } from './forfaitair.ts';
import type { Box3Rules } from './rules.ts';

export interface KeepInputs {
  readonly startValue: number;
  /** Added every month (or, with `depositsPerYear` 1, once a year in the twelfth month). */
  readonly deposit: number;
  readonly depositsPerYear?: 12 | 1;
  readonly years: number;
  /** Expected yearly return before costs, in percent. */
  readonly returnPct: number;
  /** The fund's yearly TER in percent (0.2 means 0,2%). */
  readonly terPct: number;
  /** The broker's costs for a year, given the portfolio value at its end (0 for none). */
  readonly yearlyCost: (portfolioValue: number) => number;
  /** The box 3 rules, or null to leave the tax out. */
  readonly box3: Box3Rules | null;
  readonly partner: boolean;
}

export interface KeepYear {
  readonly year: number;
  /** Value on 1 January of this year (the box 3 peildatum). */
  readonly startValue: number;
  readonly ter: number;
  readonly cost: number;
  readonly tax: number;
  /** Value at the year's end, after TER, costs and tax. */
  readonly endValue: number;
}

export interface KeepResult {
  readonly yearly: readonly KeepYear[];
  readonly deposited: number;
  readonly ter: number;
  readonly costs: number;
  readonly tax: number;
  readonly endValue: number;
}

const MONTHS = 12;
const nonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

export function keptAfterYears(inputs: KeepInputs): KeepResult {
  const monthlyReturn = nonNegative(inputs.returnPct) / 100 / MONTHS;
  const monthlyTer = nonNegative(inputs.terPct) / 100 / MONTHS;
  const perYear = inputs.depositsPerYear ?? MONTHS;
  const deposit = nonNegative(inputs.deposit);
  const years = Math.max(0, Math.floor(nonNegative(inputs.years)));
  let balance = nonNegative(inputs.startValue);
  let deposited = balance;
  let ter = 0;
  let costs = 0;
  let tax = 0;
  const yearly: KeepYear[] = [];
  for (let year = 1; year <= years; year++) {
    const startValue = balance;
    const yearTax = inputs.box3
      ? forfaitairBox3({ bank: 0, other: startValue, debts: 0 }, inputs.box3, inputs.partner).tax
      : 0;
    let yearTer = 0;
    for (let month = 1; month <= MONTHS; month++) {
      balance *= 1 + monthlyReturn;
      const monthTer = balance * monthlyTer;
      balance -= monthTer;
      yearTer += monthTer;
      if (perYear === MONTHS || month === MONTHS) {
        balance += deposit;
        deposited += deposit;
      }
    }
    const yearCost = Math.min(balance, nonNegative(inputs.yearlyCost(balance)));
    balance -= yearCost;
    const paidTax = Math.min(balance, yearTax);
    balance -= paidTax;
    ter += yearTer;
    costs += yearCost;
    tax += paidTax;
    yearly.push({ year, startValue, ter: yearTer, cost: yearCost, tax: paidTax, endValue: balance });
  }
  return { yearly, deposited, ter, costs, tax, endValue: balance };
}
