// Reading a euro amount a reader typed: the box 3 tool's fields and Mijn kosten's portfolio value. Pure, no imports.
// Amounts are typed the Dutch way ('12.500', '1.250,50') or plain ('12500.5'); what is not a number, negative or
// absurdly large is named as a problem, so the field can say what is wrong instead of silently using another value.

/** Ten billion euros: above it a figure is a typo, not a holding. */
export const MAX_AMOUNT = 10_000_000_000;

export type AmountProblem = 'notANumber' | 'negative' | 'tooLarge';
export type AmountReading =
  { readonly ok: true; readonly value: number } | { readonly ok: false; readonly problem: AmountProblem };

const DUTCH_THOUSANDS = /^\d{1,3}(\.\d{3})+(,\d+)?$/;
const PLAIN = /^\d+([.,]\d+)?$/;

/** '' → 0; '12.500' and '12.500,50' Dutch; '12500', '12500,5', '12500.5' plain; '€' and spaces ignored. */
export function readAmount(text: string): AmountReading {
  let clean = text.replace(/[\s\u00a0€]/g, '');
  if (clean === '') return { ok: true, value: 0 };
  let negative = false;
  if (/^[-−]/.test(clean)) {
    negative = true;
    clean = clean.slice(1);
  }
  let value: number;
  if (DUTCH_THOUSANDS.test(clean)) value = Number(clean.replace(/\./g, '').replace(',', '.'));
  else if (PLAIN.test(clean)) value = Number(clean.replace(',', '.'));
  else return { ok: false, problem: 'notANumber' };
  if (negative && value !== 0) return { ok: false, problem: 'negative' };
  if (value > MAX_AMOUNT) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value: Math.round(value * 100) / 100 };
}
