// `t()`: a Dutch UI text. Its own module (like tEn.ts), so a browser bundle that needs only the English
// texts never carries the Dutch dictionary, and the other way round.
import { fill, type TextValues } from './fill';
import { nl, type NlKey } from './nl';

export function t(key: NlKey, values?: TextValues): string {
  return fill(nl[key], values);
}
