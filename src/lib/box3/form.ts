// The box 3 tool's form: its fields, their query parameters (Dutch, as they show in the address bar) and the
// reading of what a reader types. Amounts are euros typed the Dutch way ('12.500', '1.250,50') or plain ('12500.5');
// an amount that is not a number, negative or absurdly large gets a message and counts as 0 until corrected.
import { BOX3_TAX_YEARS, LATEST_BOX3_YEAR, type Box3TaxYear } from '../../data/box3.ts';
import { readAmount } from '../amount.ts';

/** The holdings on 1 January, then what the tegenbewijs needs of the year itself (the form's two groups). */
export const BOX3_START_FIELDS = ['bank', 'other', 'debts'] as const;
export const BOX3_DURING_FIELDS = [
  'otherEnd',
  'deposits',
  'withdrawals',
  'dividends',
  'interest',
  'otherIncome',
  'interestPaid',
] as const;
export const BOX3_AMOUNT_FIELDS = [...BOX3_START_FIELDS, ...BOX3_DURING_FIELDS] as const;
export type Box3AmountField = (typeof BOX3_AMOUNT_FIELDS)[number];

export interface Box3Form extends Readonly<Record<Box3AmountField, number>> {
  readonly year: Box3TaxYear;
  readonly partner: boolean;
}

export const BOX3_PARAMS: Readonly<Record<Box3AmountField | 'year' | 'partner', string>> = {
  year: 'jaar',
  partner: 'partner',
  bank: 'bank',
  other: 'beleggingen',
  debts: 'schulden',
  otherEnd: 'eind',
  deposits: 'stortingen',
  withdrawals: 'opnames',
  dividends: 'dividend',
  interest: 'rente',
  otherIncome: 'overig',
  interestPaid: 'renteschuld',
};
const PARTNER_YES = 'ja';

export const BOX3_DEFAULTS: Box3Form = {
  year: LATEST_BOX3_YEAR,
  partner: false,
  bank: 0,
  other: 0,
  debts: 0,
  otherEnd: 0,
  deposits: 0,
  withdrawals: 0,
  dividends: 0,
  interest: 0,
  otherIncome: 0,
  interestPaid: 0,
};

/** The amount used for a typed text: its value, or 0 while it has a problem. */
export function sanitizeAmount(_field: Box3AmountField, text: string): number {
  const reading = readAmount(text);
  return reading.ok ? reading.value : 0;
}

export function box3ToQuery(form: Box3Form): string {
  const params = new URLSearchParams();
  params.set(BOX3_PARAMS.year, String(form.year));
  if (form.partner) params.set(BOX3_PARAMS.partner, PARTNER_YES);
  for (const field of BOX3_AMOUNT_FIELDS) if (form[field] !== 0) params.set(BOX3_PARAMS[field], String(form[field]));
  return params.toString();
}

/** Query → form; a missing or unreadable parameter keeps its default, so a hand-edited URL never breaks the page. */
export function box3FromQuery(search: string): Box3Form {
  const params = new URLSearchParams(search);
  const year = BOX3_TAX_YEARS.find((y) => String(y) === params.get(BOX3_PARAMS.year)?.trim()) ?? BOX3_DEFAULTS.year;
  const amounts = { ...BOX3_DEFAULTS } as Record<Box3AmountField, number>;
  for (const field of BOX3_AMOUNT_FIELDS) {
    const raw = params.get(BOX3_PARAMS[field]);
    if (raw !== null) amounts[field] = sanitizeAmount(field, raw);
  }
  return { ...amounts, year, partner: params.get(BOX3_PARAMS.partner)?.trim().toLowerCase() === PARTNER_YES };
}
