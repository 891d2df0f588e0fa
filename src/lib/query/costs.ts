// The cost comparison's state in the URL query, so a profile can be shared and survives a reload. Everything read
// from a URL is clamped to the bounds.
import {
  DEFAULT_PROFILE,
  PROFILE_FIELDS,
  sanitizeDeposit,
  sanitizeEtfIsin,
  sanitizeFrom,
  sanitizePositions,
  sanitizeProfileField,
  SWITCH_DEFAULTS,
  type CostProfile,
  type ProfileField,
  type SwitchProfile,
} from '../costs/profile.ts';
import { KEEP_FIELDS, sanitizeKeepField, type KeepField, type KeepOptions } from '../costs/keepOptions.ts';
import { readNumbers, setNumbers, YES } from './params.ts';

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
/** 'Waar beleg je nu?' (`nu`, only when set) and the positions held (`posities`, only with `nu`). */
export const SWITCH_PARAMS: Readonly<Record<keyof SwitchProfile, string>> = { from: 'nu', positions: 'posities' };

export type CostToolState = CostProfile & KeepOptions & SwitchProfile;
export type CostToolField = ProfileField | KeepField | 'positions';

/** The profile's query, then 'jaren=20&rendement=5&ter=0.2', and 'partner=ja' only with a partner. */
export function costStateToQuery(state: CostProfile & KeepOptions & Partial<SwitchProfile>): string {
  const params = new URLSearchParams(costProfileToQuery(state));
  setNumbers(params, KEEP_FIELDS, KEEP_PARAMS, state);
  if (state.partner) params.set(KEEP_PARAMS.partner, YES);
  if (state.from) {
    params.set(SWITCH_PARAMS.from, state.from);
    params.set(SWITCH_PARAMS.positions, String(state.positions ?? SWITCH_DEFAULTS.positions));
  }
  return params.toString();
}

/** Query → profile and options; missing parameters keep the defaults given, bad ones are clamped to the bounds. */
export function costStateFromQuery(search: string, defaults: KeepOptions): CostToolState {
  const params = new URLSearchParams(search);
  return {
    ...costProfileFromQuery(search),
    ...readNumbers(params, KEEP_FIELDS, KEEP_PARAMS, sanitizeKeepField, defaults),
    partner: params.get(KEEP_PARAMS.partner)?.trim().toLowerCase() === YES,
    from: sanitizeFrom(params.get(SWITCH_PARAMS.from)),
    positions: params.has(SWITCH_PARAMS.positions)
      ? sanitizePositions(params.get(SWITCH_PARAMS.positions))
      : SWITCH_DEFAULTS.positions,
  };
}

const isKeepField = (field: CostToolField): field is KeepField => (KEEP_FIELDS as readonly string[]).includes(field);

/** One sanitiser for every number field of the cost tool. */
export function sanitizeCostToolField(field: CostToolField, raw: string): number {
  if (field === 'positions') return sanitizePositions(raw);
  return isKeepField(field) ? sanitizeKeepField(field, raw) : sanitizeProfileField(field, raw);
}
