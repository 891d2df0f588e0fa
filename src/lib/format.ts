// nl-NL number formatting shared by the tools (spec §9: euro amounts without decimals, TER with two decimals).

const LOCALE = 'nl-NL';

const EURO_WHOLE = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const PERCENT_TWO_DECIMALS = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const INTEGER = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** Turns NaN/±Infinity into 0 and -0 into 0 so a formatter never prints "NaN", "∞" or "-0". */
function finite(value: number): number {
  return Number.isFinite(value) && value !== 0 ? value : 0;
}

/** '€ 32.500' (nl-NL puts a no-break space U+00A0 after the euro sign). */
export function formatEuro(value: number): string {
  // Round first so -0.4 does not come out as "€ -0".
  return EURO_WHOLE.format(finite(Math.round(finite(value))));
}

/** A TER given in percent (0.07) as '0,07%'. */
export function formatTer(feePercent: number): string {
  return PERCENT_TWO_DECIMALS.format(finite(feePercent) / 100);
}

/** '1.250' */
export function formatInteger(value: number): string {
  return INTEGER.format(finite(Math.round(finite(value))));
}

/** Replaces the no-break spaces Intl puts in nl-NL currency output by ordinary spaces (tests, plain text). */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
