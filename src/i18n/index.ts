// Reading the UI dictionaries: `t('news.showing', { count: 2, category: 'Beurs' })`.
import { en, type EnKey } from './en';
import { fill, type TextValues as Values } from './fill';
import { nl, type NlKey } from './nl';

/** A Dutch UI text. */
export function t(key: NlKey, values?: Values): string {
  return fill(nl[key], values);
}

/** An English UI text (the portfolio screens). */
export function tEn(key: EnKey, values?: Values): string {
  return fill(en[key], values);
}
