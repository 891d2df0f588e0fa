// The tools' state in the URL query, so a scenario or a search can be shared and survives a reload.
// Everything read from a URL is sanitised: a hand-edited query never breaks a page.
import {
  CALCULATOR_DEFAULTS,
  sanitizeField,
  type CalculatorInputs,
  type Frequency,
  type NumericInput,
} from './compound.ts';
import {
  DEFAULT_PROFILE,
  PROFILE_FIELDS,
  sanitizeDeposit,
  sanitizeEtfIsin,
  sanitizeProfileField,
  type CostProfile,
  type ProfileField,
} from './costs/profile.ts';
import { KEEP_FIELDS, sanitizeKeepField, type KeepField, type KeepOptions } from './costs/keepOptions.ts';
import {
  ALL,
  DEFAULT_FINDER_STATE,
  DEFAULT_SORT,
  DISTRIBUTION_OPTIONS,
  SORT_KEYS,
  type DistributionOption,
  type EtfFinderState,
  type SortKey,
} from './etf.ts';

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

export const FINDER_PARAMS = {
  query: 'q',
  region: 'regio',
  distribution: 'distributie',
  category: 'categorie',
  sort: 'sorteer',
  direction: 'richting',
} as const;
const DIRECTION_PARAM = { asc: 'oplopend', desc: 'aflopend' } as const;

const NUMERIC_FIELDS: readonly NumericInput[] = ['start', 'contribution', 'years', 'returnPct', 'inflationPct'];

/** The one query loop of the number forms: each field under its parameter name. */
function setNumbers<F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
  names: Readonly<Record<F, string>>,
  values: Readonly<Record<F, number>>,
): void {
  for (const field of fields) params.set(names[field], String(values[field]));
}

/** Each field's parameter, sanitised; a field the query lacks keeps its default. */
function readNumbers<F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
  names: Readonly<Record<F, string>>,
  sanitize: (field: F, raw: string) => number,
  defaults: Readonly<Record<F, number>>,
): Record<F, number> {
  const values: Record<F, number> = { ...defaults };
  for (const field of fields) {
    const raw = params.get(names[field]);
    if (raw !== null) values[field] = sanitize(field, raw);
  }
  return values;
}

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
const YES = 'ja';

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

function pickOption(raw: string | null, options: readonly string[]): string {
  if (raw === null) return ALL;
  const wanted = raw.trim().toLocaleLowerCase('nl');
  return options.find((o) => o.toLocaleLowerCase('nl') === wanted) ?? ALL;
}

/** Finder state → query; defaults are left out, so the plain page has a plain URL. */
export function finderToQuery(state: EtfFinderState): string {
  const params = new URLSearchParams();
  if (state.query.trim() !== '') params.set(FINDER_PARAMS.query, state.query);
  if (state.region !== ALL) params.set(FINDER_PARAMS.region, state.region);
  if (state.distribution !== ALL) params.set(FINDER_PARAMS.distribution, state.distribution);
  if (state.category !== ALL) params.set(FINDER_PARAMS.category, state.category);
  if (state.sort.key !== DEFAULT_SORT.key || state.sort.direction !== DEFAULT_SORT.direction) {
    params.set(FINDER_PARAMS.sort, state.sort.key);
    params.set(FINDER_PARAMS.direction, DIRECTION_PARAM[state.sort.direction]);
  }
  return params.toString();
}

/** Query → finder state; values that are not among the options fall back to 'Alle' / the default sort. */
export function finderFromQuery(
  search: string,
  options: { readonly regions: readonly string[]; readonly categories: readonly string[] },
): EtfFinderState {
  const params = new URLSearchParams(search);
  const sortKey = params.get(FINDER_PARAMS.sort)?.toLowerCase();
  const key: SortKey = SORT_KEYS.find((k) => k === sortKey) ?? DEFAULT_SORT.key;
  const direction = params.get(FINDER_PARAMS.direction)?.toLowerCase() === DIRECTION_PARAM.desc ? 'desc' : 'asc';
  return {
    ...DEFAULT_FINDER_STATE,
    query: params.get(FINDER_PARAMS.query) ?? '',
    region: pickOption(params.get(FINDER_PARAMS.region), options.regions),
    distribution: pickOption(params.get(FINDER_PARAMS.distribution), DISTRIBUTION_OPTIONS) as DistributionOption,
    category: pickOption(params.get(FINDER_PARAMS.category), options.categories),
    sort: { key, direction },
  };
}

/**
 * The cost comparison's query parameter names. `nl`, `xetra` and `us` are share orders, as they were before ETF
 * orders had fields of their own (`nletf`, `xetraetf`): a link shared before shows the same profile.
 */
export const COST_PARAMS: Readonly<Record<ProfileField | 'etfIsin' | 'deposit', string>> = {
  euronextOrders: 'nl',
  euronextEtfOrders: 'nletf',
  xetraOrders: 'xetra',
  xetraEtfOrders: 'xetraetf',
  usOrders: 'us',
  orderAmountEur: 'bedrag',
  monthlyEtfEur: 'etf',
  etfInCore: 'kern',
  usSharePriceUsd: 'koers',
  portfolioEur: 'vermogen',
  etfIsin: 'fonds',
  deposit: 'storting',
};

/** Cost profile → 'nl=6&nletf=0&…&vermogen=10000', then 'fonds=…' for a picked ETF and 'storting=…' unless by bank. */
export function costProfileToQuery(profile: CostProfile): string {
  const params = new URLSearchParams();
  setNumbers(params, PROFILE_FIELDS, COST_PARAMS, profile);
  if (profile.etfIsin !== '') params.set(COST_PARAMS.etfIsin, profile.etfIsin);
  if (profile.deposit !== DEFAULT_PROFILE.deposit) params.set(COST_PARAMS.deposit, profile.deposit);
  return params.toString();
}

/** Query → cost profile; missing parameters keep the defaults, bad ones are clamped to the bounds. */
export function costProfileFromQuery(search: string): CostProfile {
  const params = new URLSearchParams(search);
  return {
    ...readNumbers(params, PROFILE_FIELDS, COST_PARAMS, sanitizeProfileField, DEFAULT_PROFILE),
    etfIsin: sanitizeEtfIsin(params.get(COST_PARAMS.etfIsin)),
    deposit: sanitizeDeposit(params.get(COST_PARAMS.deposit)),
  };
}

/** The cost comparison's 'Na 20 jaar' parameters, beside the profile's. */
export const KEEP_PARAMS: Readonly<Record<keyof KeepOptions, string>> = {
  years: 'jaren',
  returnPct: 'rendement',
  terPct: 'ter',
  partner: 'partner',
};
export type CostToolState = CostProfile & KeepOptions;
export type CostToolField = ProfileField | KeepField;

/** The profile's query, then 'jaren=20&rendement=5&ter=0.2', and 'partner=ja' only with a partner. */
export function costStateToQuery(state: CostToolState): string {
  const params = new URLSearchParams(costProfileToQuery(state));
  setNumbers(params, KEEP_FIELDS, KEEP_PARAMS, state);
  if (state.partner) params.set(KEEP_PARAMS.partner, YES);
  return params.toString();
}

/** Query → profile and options; missing parameters keep the defaults given, bad ones are clamped to the bounds. */
export function costStateFromQuery(search: string, defaults: KeepOptions): CostToolState {
  const params = new URLSearchParams(search);
  return {
    ...costProfileFromQuery(search),
    ...readNumbers(params, KEEP_FIELDS, KEEP_PARAMS, sanitizeKeepField, defaults),
    partner: params.get(KEEP_PARAMS.partner)?.trim().toLowerCase() === YES,
  };
}

const isKeepField = (field: CostToolField): field is KeepField => (KEEP_FIELDS as readonly string[]).includes(field);

/** One sanitiser for every number field of the cost tool. */
export function sanitizeCostToolField(field: CostToolField, raw: string): number {
  return isKeepField(field) ? sanitizeKeepField(field, raw) : sanitizeProfileField(field, raw);
}
