// The site's one place for number and date formatting: the locales, the time zone, and one function
// per kind. Every page, island and test formats through here, so a figure reads the same everywhere.

import { onFirstUse } from './onFirstUse.ts';

/** The Dutch pages' locale. */
export const LOCALE_NL = 'nl-NL';
/** The English portfolio screens' locale. */
export const LOCALE_EN = 'en-US';
/**
 * Dates and times are shown as a reader in the Netherlands reads them, whatever the time zone of
 * the build machine or the browser: the same instant gives the same date in pages and in tests.
 */
export const SITE_TIME_ZONE = 'Europe/Amsterdam';

/** Dollars as in a tariff: '$ 1,00', and a third decimal only when needed ('$ 0,005'). */
const DOLLAR = onFirstUse(
  () =>
    new Intl.NumberFormat(LOCALE_NL, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
    }),
);

/** A tariff percentage with as many decimals as it has, up to three: '0,25%', '0,002%', '1%'. */
const PERCENT_TARIFF = onFirstUse(
  () =>
    new Intl.NumberFormat(LOCALE_NL, {
      style: 'percent',
      minimumFractionDigits: 0,
      maximumFractionDigits: 3,
    }),
);

const DATE_LONG = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE_NL, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: SITE_TIME_ZONE,
    }),
);

const DATE_TIME = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE_NL, {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone: SITE_TIME_ZONE,
    }),
);

/**
 * `value` in Dutch digits with `fraction` decimals: '-1.234,57'. Exactly what Intl.NumberFormat('nl-NL') writes for
 * these options (tests/unit/format.test.ts compares the two over many numbers), without Intl: the first Intl number
 * format a page creates loads the locale's number data, 25–35 ms on the bench machine (over 100 ms of Lighthouse's
 * mobile emulation) on the way to hydrating a tool, and the tools' own figures need nothing more than this. Like
 * Intl, it rounds the shortest decimal form of the number (String(value)) half away from zero, so 1.005 gives
 * '1,01' where toFixed gives '1.00'. `shift` moves the decimal point right first (2 for a percentage).
 */
function dutchDecimal(value: number, fraction: number, shift = 0): string {
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '0', part = ''] = mantissa.split('.');
  let digits = whole + part;
  let point = whole.length + Number(exponent) + shift;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  const keep = point + fraction;
  digits = digits.padEnd(keep + 1, '0');
  let kept = BigInt(digits.slice(0, keep) || '0');
  if ((digits[keep] ?? '0') >= '5') kept += 1n;
  const all = kept.toString().padStart(fraction + 1, '0');
  const integer = all.slice(0, all.length - fraction).replace(/\B(?=(\d{3})+$)/g, '.');
  // Every caller passes its value through finite(), so -0 (which Intl would write as '-0') never comes here.
  const sign = value < 0 ? '-' : '';
  return sign + integer + (fraction > 0 ? `,${all.slice(-fraction)}` : '');
}

/** nl-NL writes the euro sign, a no-break space (U+00A0), then the number: '€ -5,00'. */
const EURO_SIGN = '€\u00a0';

/** Turns NaN/±Infinity into 0 and -0 into 0 so a formatter never prints "NaN", "∞" or "-0". */
function finite(value: number): number {
  return Number.isFinite(value) && value !== 0 ? value : 0;
}

/** '€ 32.500' (nl-NL puts a no-break space U+00A0 after the euro sign). */
export function formatEuro(value: number): string {
  // Round first so -0.4 does not come out as "€ -0".
  return EURO_SIGN + dutchDecimal(finite(Math.round(finite(value))), 0);
}

/** '€ 12,34': euros to the cent. */
export function formatEuroCents(value: number): string {
  return EURO_SIGN + dutchDecimal(finite(Math.round(finite(value) * 100) / 100), 2);
}

/** An amount in another currency, to the cent: '£ 1,20', 'CHF 3,00' (an unknown code: '1,20 XYZ'). */
export function formatMoneyIn(value: number, currency: string): string {
  const amount = finite(Math.round(finite(value) * 100) / 100);
  try {
    return new Intl.NumberFormat(LOCALE_NL, { style: 'currency', currency }).format(amount);
  } catch {
    return `${dutchDecimal(amount, 2)} ${currency}`;
  }
}

/** A TER given in percent (0.07) as '0,07%'. */
export function formatTer(feePercent: number): string {
  return `${dutchDecimal(finite(feePercent) / 100, 2, 2)}%`;
}

/** A dollar amount from a tariff: '$ 1,00', '$ 0,005'. */
export function formatDollar(value: number): string {
  return DOLLAR().format(finite(value));
}

/** A percentage given in percent (0.25) as '0,25%'; up to three decimals ('0,002%'). */
export function formatPercent(percent: number): string {
  return PERCENT_TARIFF().format(finite(percent) / 100);
}

/** '1.250' */
export function formatInteger(value: number): string {
  return dutchDecimal(finite(Math.round(finite(value))), 0);
}

/**
 * A calendar date in Dutch: '22 november 2026'. Takes an ISO date ('2026-11-22', read as that
 * day) or an instant (ISO date-time or Date, shown as the date in the Netherlands).
 */
export function formatDate(value: string | Date): string {
  const plainDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  // Noon UTC of a plain day is the same calendar day in Amsterdam in every season.
  const date = plainDay ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return DATE_LONG().format(date);
}

/** An instant as Dutch date and time in the Netherlands: '22-11-2026, 08:36:31'. */
export function formatDateTime(value: string | Date): string {
  return DATE_TIME().format(new Date(value));
}

/** Replaces the no-break spaces Intl puts in nl-NL currency output by ordinary spaces (tests, plain text). */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** Dutch prose writes small counts in words. */
const COUNT_WORDS = [
  'nul',
  'een',
  'twee',
  'drie',
  'vier',
  'vijf',
  'zes',
  'zeven',
  'acht',
  'negen',
  'tien',
  'elf',
  'twaalf',
];

/** A count as prose writes it: 'vijf' up to twelve, digits from 13 on ('13', '1.250'). */
export function formatCountWord(count: number): string {
  return COUNT_WORDS[count] ?? formatInteger(count);
}

const LIST_AND = onFirstUse(() => new Intl.ListFormat(LOCALE_NL, { style: 'long', type: 'conjunction' }));

/** 'DEGIRO, Saxo en IBKR'. */
export function formatList(items: readonly string[]): string {
  return LIST_AND().format(items);
}

const LIST_OR = onFirstUse(() => new Intl.ListFormat(LOCALE_NL, { style: 'long', type: 'disjunction' }));

/** 'Nederlands, Engels of Duits': a choice of one. */
export function formatAlternatives(items: readonly string[]): string {
  return LIST_OR().format(items);
}

/** The first letter in capitals, for a word that starts a sentence ('vijf' → 'Vijf'). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ONE_DECIMAL = onFirstUse(() => new Intl.NumberFormat(LOCALE_NL, { maximumFractionDigits: 1 }));

/** A rating to one decimal, as many as it has: 4.6 → '4,6', 4 → '4'. */
export function formatRatingNumber(rating: number): string {
  return ONE_DECIMAL().format(finite(rating));
}
