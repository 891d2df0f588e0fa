// The compound calculator's state in the URL query, so a scenario can be shared and survives a reload. Everything
// read from a URL is sanitised: a hand-edited query never breaks a page.
import { CALCULATOR_DEFAULTS, type CalculatorInputs, type Frequency, type NumericInput } from '../calculatorInputs.ts';
import { sanitizeField } from '../compound.ts';
import { readNumbers, setNumbers, YES } from './params.ts';

/** Query parameter names (Dutch, as they show in the address bar). */
export const CALCULATOR_PARAMS: Readonly<Record<NumericInput | 'frequency', string>> = {
  start: 'start',
  contribution: 'inleg',
  frequency: 'freq',
  years: 'jaren',
  returnPct: 'rendement',
  inflationPct: 'inflatie',
};
export const FREQUENCY_PARAM: Readonly<Record<Frequency, string>> = { monthly: 'maand', yearly: 'jaar' };

const NUMERIC_FIELDS: readonly NumericInput[] = ['start', 'contribution', 'years', 'returnPct', 'inflationPct'];

/** Calculator inputs → 'start=2500&inleg=500&freq=maand&jaren=5&rendement=5&inflatie=0'. */
export function calculatorToQuery(inputs: CalculatorInputs): string {
  const params = new URLSearchParams();
  setNumbers(params, ['start', 'contribution'], CALCULATOR_PARAMS, inputs);
  params.set(CALCULATOR_PARAMS.frequency, FREQUENCY_PARAM[inputs.frequency]);
  setNumbers(params, ['years', 'returnPct', 'inflationPct'], CALCULATOR_PARAMS, inputs);
  return params.toString();
}

/** Query → calculator inputs; missing parameters keep the defaults, bad ones are sanitised. */
export function calculatorFromQuery(search: string): CalculatorInputs {
  const params = new URLSearchParams(search);
  const freq = params.get(CALCULATOR_PARAMS.frequency)?.toLowerCase();
  const frequency: Frequency =
    freq === FREQUENCY_PARAM.yearly || freq === 'yearly'
      ? 'yearly'
      : freq === FREQUENCY_PARAM.monthly || freq === 'monthly'
        ? 'monthly'
        : CALCULATOR_DEFAULTS.frequency;
  return {
    ...readNumbers(params, NUMERIC_FIELDS, CALCULATOR_PARAMS, sanitizeField, CALCULATOR_DEFAULTS),
    frequency,
  };
}

/** The calculator's box 3 option: off by default, and then absent from the query. */
export interface CalculatorBox3 {
  readonly box3: boolean;
  readonly box3Partner: boolean;
}
export type CalculatorState = CalculatorInputs & CalculatorBox3;
export const CALCULATOR_BOX3_PARAMS: Readonly<Record<keyof CalculatorBox3, string>> = {
  box3: 'box3',
  box3Partner: 'partner',
};

/** The calculator's query with the box 3 option, which only adds its parameters when it is on. */
export function calculatorStateToQuery(state: CalculatorState): string {
  const params = new URLSearchParams(calculatorToQuery(state));
  if (state.box3) params.set(CALCULATOR_BOX3_PARAMS.box3, YES);
  if (state.box3 && state.box3Partner) params.set(CALCULATOR_BOX3_PARAMS.box3Partner, YES);
  return params.toString();
}

export function calculatorStateFromQuery(search: string): CalculatorState {
  const params = new URLSearchParams(search);
  const yes = (name: string) => params.get(name)?.trim().toLowerCase() === YES;
  return {
    ...calculatorFromQuery(search),
    box3: yes(CALCULATOR_BOX3_PARAMS.box3),
    box3Partner: yes(CALCULATOR_BOX3_PARAMS.box3Partner),
  };
}

/** True when the query holds at least one calculator parameter. */
export function hasCalculatorQuery(search: string): boolean {
  const params = new URLSearchParams(search);
  return Object.values(CALCULATOR_PARAMS).some((name) => params.has(name));
}
