// The words the own-portfolio screens put beside a value: where its price comes from and of which day, and what went
// wrong in the files. English, as the portfolio screens are; dates written without Intl ('14 Oct 2020').
import { tOwn } from '../../i18n/en/own.ts';
import type { HoldingProblem } from './holdings.ts';
import type { ChosenPrice } from './prices.ts';
import type { ReturnFigure } from './build.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2020-10-14' → '14 Oct 2020'. */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** 'last trade price, 14 Oct 2020', or what to do when there is no price. */
export function priceLabel(price: ChosenPrice | null): string {
  if (!price) return tOwn('own.price.none');
  const date = formatDay(price.date);
  if (price.source === 'export') return tOwn('own.price.export', { from: price.from ?? 'broker', date });
  if (price.source === 'typed') return tOwn('own.price.typed', { date });
  return tOwn('own.price.lastTrade', { date });
}

/** Shares as the files write them: up to six decimals, no trailing zeros. */
export function formatShares(quantity: number): string {
  return String(Math.round(quantity * 1e6) / 1e6);
}

export function problemText(problem: HoldingProblem): string {
  const name = problem.name || problem.isin || '?';
  const date = formatDay(problem.date);
  if (problem.kind === 'sell-without-buy')
    return tOwn('own.problem.sellWithoutBuy', { name, date, missing: formatShares(problem.missing) });
  if (problem.kind === 'no-euro-amount') return tOwn('own.problem.noEuro', { name, date, currency: problem.currency });
  return tOwn('own.problem.transferWithoutCost', { name, date });
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
