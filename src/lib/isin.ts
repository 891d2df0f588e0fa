// ISIN (ISO 6166) validation: 2-letter country code, 9 alphanumeric characters, 1 check digit.
// The check digit is the Luhn checksum over the string with every letter expanded to two digits (A=10 … Z=35).

const ISIN_SHAPE = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;
const LETTER_OFFSET = 'A'.charCodeAt(0) - 10;

/** The ISIN with letters replaced by their numbers ('IE' → '1814'). */
export function expandIsin(isin: string): string {
  let digits = '';
  for (const char of isin) {
    digits += /[A-Z]/.test(char) ? String(char.charCodeAt(0) - LETTER_OFFSET) : char;
  }
  return digits;
}

/** Luhn check over a string of digits whose last digit is the check digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** True for a well-formed ISIN with a correct check digit. */
export function isValidIsin(isin: string): boolean {
  return ISIN_SHAPE.test(isin) && luhnValid(expandIsin(isin));
}
