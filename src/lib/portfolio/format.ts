// Number formatting of the English portfolio screens: dollars, two decimals.
import { CURRENCY, NUMBER_LOCALE, PRICE_DECIMALS } from './constants';

/** Display preferences from /portfolio/settings. */
export interface DisplayPrefs {
  /** 'symbol' shows $1,234.56, 'code' shows USD 1,234.56. */
  readonly currencyDisplay: 'symbol' | 'code';
  /** Large totals as $12.3K instead of $12,345.67 (tables keep exact figures). */
  readonly compactNumbers: boolean;
}

export const DEFAULT_PREFS: DisplayPrefs = { currencyDisplay: 'symbol', compactNumbers: false };

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(NUMBER_LOCALE, options);
    cache.set(key, f);
  }
  return f;
}

/** Replaces the non-breaking space Intl puts after a currency code with a normal one. */
function clean(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}

/** $1,234.56 (two decimals), or compact ($12.35K) when `compact` is asked and the prefs allow it. */
export function formatCurrency(value: number, prefs: DisplayPrefs = DEFAULT_PREFS, compact = false): string {
  const useCompact = compact && prefs.compactNumbers && Math.abs(value) >= 1000;
  return clean(
    numberFormat({
      style: 'currency',
      currency: CURRENCY,
      currencyDisplay: prefs.currencyDisplay,
      ...(useCompact
        ? { notation: 'compact', maximumFractionDigits: 2 }
        : { minimumFractionDigits: PRICE_DECIMALS, maximumFractionDigits: PRICE_DECIMALS }),
    }).format(value),
  );
}

/** Like formatCurrency with a '+' for values ≥ 0. */
export function formatSignedCurrency(value: number, prefs: DisplayPrefs = DEFAULT_PREFS, compact = false): string {
  const text = formatCurrency(value, prefs, compact);
  return value >= 0 ? `+${text}` : text;
}

/** 2.44% (two decimals by default). */
export function formatPercent(value: number, decimals = PRICE_DECIMALS): string {
  return `${numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)}%`;
}

/** +2.44% for values ≥ 0, -1.20% otherwise (spec: '+' prefix when ≥ 0). */
export function formatSignedPercent(value: number, decimals = PRICE_DECIMALS): string {
  const text = formatPercent(value, decimals);
  return value >= 0 ? `+${text}` : text;
}

/** +2.31 / -0.87: a signed price change without currency sign. */
export function formatSignedNumber(value: number, decimals = PRICE_DECIMALS): string {
  const text = numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  return value >= 0 ? `+${text}` : text;
}

export function formatInteger(value: number): string {
  return numberFormat({ maximumFractionDigits: 0 }).format(value);
}

/** An ISO date (YYYY-MM-DD) as a local date, e.g. "Jan 15, 2024", without a time-zone shift. */
export function formatLocalDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString(NUMBER_LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Today's local date as ISO YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const y = String(now.getFullYear()).padStart(4, '0');
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Whether a change counts as up (green, ▲): spec "green when ≥ 0". */
export function isUp(value: number): boolean {
  return value >= 0;
}
