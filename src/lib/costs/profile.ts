// A reader's trading profile for the yearly cost comparison: its fields, defaults, bounds and the
// quick profiles. Input from a form or a URL is clamped to the bounds, so costs are always finite.
import type { CostsKey } from '../../i18n/nl/costs.ts';
import { sanitizeNumber, type NumberBounds } from '../compound.ts';

export interface CostProfile {
  /** Orders per year on Euronext Amsterdam (whole). */
  readonly euronextOrders: number;
  /** Orders per year on Xetra (whole). */
  readonly xetraOrders: number;
  /** Orders per year on US exchanges (whole). */
  readonly usOrders: number;
  /** Average order value in euros (US orders too: converted at the reference rate). */
  readonly orderAmountEur: number;
  /** Monthly ETF purchase in euros; 0 means no ETF plan. */
  readonly monthlyEtfEur: number;
  /** 1 when the savings plan's ETF is in the broker's free or core selection, 0 when not. */
  readonly etfInCore: number;
  /** Average price of a US share in dollars (gives the number of shares per US order). */
  readonly usSharePriceUsd: number;
  /** The portfolio's value in euros at the start of the year (holding and connectivity fees are on it). */
  readonly portfolioEur: number;
}

export type ProfileField = keyof CostProfile;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'euronextOrders',
  'xetraOrders',
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
  xetraOrders: 0,
  usOrders: 2,
  orderAmountEur: 1000,
  monthlyEtfEur: 0,
  etfInCore: 0,
  usSharePriceUsd: 150,
  portfolioEur: 10_000,
};

export const PROFILE_BOUNDS: Readonly<Record<ProfileField, NumberBounds>> = {
  euronextOrders: { min: 0, max: 1000, step: 1 },
  xetraOrders: { min: 0, max: 1000, step: 1 },
  usOrders: { min: 0, max: 1000, step: 1 },
  orderAmountEur: { min: 1, max: 1_000_000, step: 100 },
  monthlyEtfEur: { min: 0, max: 100_000, step: 50 },
  etfInCore: { min: 0, max: 1, step: 1 },
  usSharePriceUsd: { min: 1, max: 100_000, step: 1 },
  portfolioEur: { min: 0, max: 100_000_000, step: 1000 },
};

/** Order counts are whole; amounts keep cents. */
const DECIMALS: Readonly<Record<ProfileField, number>> = {
  euronextOrders: 0,
  xetraOrders: 0,
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

/** Every field sanitised; missing fields take the defaults. */
export function sanitizeProfile(raw: Partial<Record<ProfileField, unknown>>): CostProfile {
  const entries = PROFILE_FIELDS.map((field) => {
    const value = raw[field];
    return [field, value === undefined ? DEFAULT_PROFILE[field] : sanitizeProfileField(field, value)] as const;
  });
  return Object.fromEntries(entries) as unknown as CostProfile;
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
      xetraOrders: 10,
      usOrders: 20,
      orderAmountEur: 5000,
      portfolioEur: 100_000,
    },
  },
];
