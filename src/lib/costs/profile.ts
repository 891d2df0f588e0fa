// A reader's trading profile for the yearly cost comparison: its fields, defaults, bounds and the
// quick profiles. Input from a form or a URL is clamped to the bounds, so costs are always finite.
import type { CostsKey } from '../../i18n/nl/costs.ts';
import { sanitizeNumber, type NumberBounds } from '../numbers.ts';

/** How the reader funds the monthly plan: a bank transfer costs nothing anywhere; iDEAL and cards can cost a fee. */
export const DEPOSIT_METHODS = ['bank', 'ideal', 'card'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** The profile's numbers: orders, amounts and the portfolio. */
export interface CostNumbers {
  /** Share orders per year on Euronext Amsterdam (whole). */
  readonly euronextOrders: number;
  /** ETF orders per year on Euronext Amsterdam (whole). */
  readonly euronextEtfOrders: number;
  /** Share orders per year on Xetra (whole). */
  readonly xetraOrders: number;
  /** ETF orders per year on Xetra (whole). */
  readonly xetraEtfOrders: number;
  /** Share orders per year on US exchanges (whole). */
  readonly usOrders: number;
  /** Average order value in euros (US orders too: converted at the reference rate). */
  readonly orderAmountEur: number;
  /** Monthly ETF purchase in euros; 0 means no ETF plan. */
  readonly monthlyEtfEur: number;
  /**
   * 1 when the reader's ETF is in the broker's free or core selection, 0 when not. Read only while no ETF is picked
   * (`etfIsin` empty): then ticked means 'in the selection at every provider that has one'.
   */
  readonly etfInCore: number;
  /** Average price of a US share in dollars (gives the number of shares per US order). */
  readonly usSharePriceUsd: number;
  /** The portfolio's value in euros at the start of the year (holding and connectivity fees are on it). */
  readonly portfolioEur: number;
}

export interface CostProfile extends CostNumbers {
  /** The ETF the reader picked from the site's ETF list (its ISIN), or '' for none picked. */
  readonly etfIsin: string;
  /** How the monthly plan is deposited. */
  readonly deposit: DepositMethod;
}

export type ProfileField = keyof CostNumbers;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'euronextOrders',
  'euronextEtfOrders',
  'xetraOrders',
  'xetraEtfOrders',
  'usOrders',
  'orderAmountEur',
  'monthlyEtfEur',
  'etfInCore',
  'usSharePriceUsd',
  'portfolioEur',
];

/** Someone placing a few orders a year: 6 on Euronext, 2 in the US, of €1,000 each, with €10,000 invested. */
export const DEFAULT_PROFILE: CostProfile = {
  euronextOrders: 6,
  euronextEtfOrders: 0,
  xetraOrders: 0,
  xetraEtfOrders: 0,
  usOrders: 2,
  orderAmountEur: 1000,
  monthlyEtfEur: 0,
  etfInCore: 0,
  usSharePriceUsd: 150,
  portfolioEur: 10_000,
  etfIsin: '',
  deposit: 'bank',
};

const ORDER_BOUNDS: NumberBounds = { min: 0, max: 1000, step: 1 };

export const PROFILE_BOUNDS: Readonly<Record<ProfileField, NumberBounds>> = {
  euronextOrders: ORDER_BOUNDS,
  euronextEtfOrders: ORDER_BOUNDS,
  xetraOrders: ORDER_BOUNDS,
  xetraEtfOrders: ORDER_BOUNDS,
  usOrders: ORDER_BOUNDS,
  orderAmountEur: { min: 1, max: 1_000_000, step: 100 },
  monthlyEtfEur: { min: 0, max: 100_000, step: 50 },
  etfInCore: { min: 0, max: 1, step: 1 },
  usSharePriceUsd: { min: 1, max: 100_000, step: 1 },
  portfolioEur: { min: 0, max: 100_000_000, step: 1000 },
};

/** Order counts are whole; amounts keep cents. */
const DECIMALS: Readonly<Record<ProfileField, number>> = {
  euronextOrders: 0,
  euronextEtfOrders: 0,
  xetraOrders: 0,
  xetraEtfOrders: 0,
  usOrders: 0,
  orderAmountEur: 2,
  monthlyEtfEur: 2,
  etfInCore: 0,
  usSharePriceUsd: 2,
  portfolioEur: 2,
};

/** Empty or non-numeric → the minimum, then clamped to the bounds and rounded. */
export function sanitizeProfileField(field: ProfileField, raw: unknown): number {
  return sanitizeNumber(raw, PROFILE_BOUNDS[field], DECIMALS[field]);
}

/** A deposit method as given, or a bank transfer (the default) for anything else. */
export function sanitizeDeposit(raw: unknown): DepositMethod {
  const text = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return DEPOSIT_METHODS.find((method) => method === text) ?? 'bank';
}

/** An ISIN in capitals when it has the form (two letters, nine letters or digits, a check digit), else '' (none). */
export function sanitizeEtfIsin(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(text) ? text : '';
}

/** Every field sanitised; missing fields take the defaults. */
export function sanitizeProfile(raw: Partial<Record<ProfileField | 'etfIsin' | 'deposit', unknown>>): CostProfile {
  const entries = PROFILE_FIELDS.map((field) => {
    const value = raw[field];
    return [field, value === undefined ? DEFAULT_PROFILE[field] : sanitizeProfileField(field, value)] as const;
  });
  return {
    ...(Object.fromEntries(entries) as unknown as CostNumbers),
    etfIsin: sanitizeEtfIsin(raw.etfIsin),
    deposit: sanitizeDeposit(raw.deposit),
  };
}

/** Whether two profiles are the same in every field. */
export function sameProfile(a: CostProfile, b: CostProfile): boolean {
  return PROFILE_FIELDS.every((field) => a[field] === b[field]) && a.etfIsin === b.etfIsin && a.deposit === b.deposit;
}

export interface QuickProfile {
  /** The button's text in the UI dictionary. */
  readonly label: CostsKey;
  readonly profile: CostProfile;
}

/** Buttons that fill the form with a typical reader. */
export const QUICK_PROFILES: readonly QuickProfile[] = [
  {
    label: 'costs.quick.buyAndHold',
    profile: {
      ...DEFAULT_PROFILE,
      euronextOrders: 0,
      usOrders: 0,
      monthlyEtfEur: 250,
      etfInCore: 1,
      portfolioEur: 25_000,
    },
  },
  {
    label: 'costs.quick.monthly',
    profile: { ...DEFAULT_PROFILE, euronextOrders: 0, usOrders: 0, monthlyEtfEur: 250 },
  },
  {
    label: 'costs.quick.sometimes',
    profile: { ...DEFAULT_PROFILE, euronextOrders: 6, usOrders: 2, orderAmountEur: 1000 },
  },
  {
    label: 'costs.quick.active',
    profile: {
      ...DEFAULT_PROFILE,
      euronextOrders: 40,
      // 'Bijvoorbeeld een ETF als VWCE': the Xetra orders of an active reader are ETF orders.
      xetraEtfOrders: 10,
      usOrders: 20,
      orderAmountEur: 5000,
      portfolioEur: 100_000,
    },
  },
];

/** 'Waar beleg je nu?' and how many positions the reader holds: what the cost tool prices a switch with. */
export interface SwitchProfile {
  /** The provider the reader invests at now (its id), or '' for none ('nergens', the default). */
  readonly from: string;
  /** How many positions (different securities) the reader holds, whole. */
  readonly positions: number;
}

export const SWITCH_DEFAULTS: SwitchProfile = { from: '', positions: 5 };

export const POSITIONS_BOUNDS: NumberBounds = { min: 0, max: 1000, step: 1 };

/** Empty or non-numeric → 0, then clamped to the bounds and whole. */
export function sanitizePositions(raw: unknown): number {
  return sanitizeNumber(raw, POSITIONS_BOUNDS, 0);
}

/**
 * A provider id as ids are written (lower case, digits, hyphens), or '' (nergens) for anything else. Whether it is a
 * compared provider the tool checks against its list (the first load carries no broker list of its own).
 */
export function sanitizeFrom(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/.test(text) ? text : '';
}
