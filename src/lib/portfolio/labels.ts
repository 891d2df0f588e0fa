// The words and numbers the own-portfolio screens write: dates ('14 Oct 2020', without Intl), shares, money and rates,
// and each return's method. English, as the portfolio screens are. The price sources and the files' problems are
// written in the worker (view.ts).
import { tOwnLabels as tOwn } from '../../i18n/en/ownLabels.ts';
import type { ReturnFigure } from './build.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2020-10-14' → '14 Oct 2020'. */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** Shares as the files write them: up to six decimals, no trailing zeros. */
export function formatShares(quantity: number): string {
  return String(Math.round(quantity * 1e6) / 1e6);
}

/** The method's name and its one-line explanation, shown beside every return figure. */
export function returnMethod(method: 'irr' | 'twr'): { readonly name: string; readonly explain: string } {
  return method === 'irr'
    ? { name: tOwn('own.irr.name'), explain: tOwn('own.irr.explain') }
    : { name: tOwn('own.twr.name'), explain: tOwn('own.twr.explain') };
}

/** Why a money-weighted return is missing. */
export function irrMissing(reason: Extract<ReturnFigure, { readonly ok: false }>['reason']): string {
  return reason === 'missing-price' ? tOwn('own.irr.missingPrice') : tOwn('own.irr.noFlows');
}

/** Why there is no time-weighted return: the only reason is missing valuations. */
export function twrMissing(): string {
  return tOwn('own.twr.notComputable');
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in its currency as the English screens write it: '€1,327.50', 'US$3.00'. */
export function formatMoney(value: number, currency = 'EUR'): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    } catch {
      // A code Intl does not know is written as a code.
      format = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    moneyFormats.set(currency, format);
  }
  const text = format.format(value);
  return /^[A-Z]{3}$/.test(currency) && !/[^\d.,\s-]/.test(text) ? `${currency} ${text}` : text;
}

/** A result with its sign: '+€219.50', '−€12.00'. */
export function formatSignedMoney(value: number): string {
  return value > 0 ? `+${formatMoney(value)}` : value < 0 ? `−${formatMoney(-value)}` : formatMoney(0);
}

/** A rate (0.0501) as a percentage with two decimals: '5.01%', '−99.93%'. */
export function formatRate(rate: number): string {
  const text = `${(Math.abs(rate) * 100).toFixed(2)}%`;
  return rate < 0 ? `−${text}` : text;
}
