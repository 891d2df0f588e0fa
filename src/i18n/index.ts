// Reading the UI dictionaries: `t('news.showing', { count: 2, category: 'Beurs' })`.
import { en, type EnKey } from './en';
import { nl, type NlKey } from './nl';

type Values = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; a placeholder without a value stays visible so a gap is noticed. */
function fill(text: string, values?: Values): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** A Dutch UI text. */
export function t(key: NlKey, values?: Values): string {
  return fill(nl[key], values);
}

/** An English UI text (the portfolio screens). */
export function tEn(key: EnKey, values?: Values): string {
  return fill(en[key], values);
}
