// `tEn()`: an English UI text (the portfolio screens). Its own module, see t.ts.
import { en, type EnKey } from './en/index';
import { fill, type TextValues } from './fill';

export function tEn(key: EnKey, values?: TextValues): string {
  return fill(en[key], values);
}
