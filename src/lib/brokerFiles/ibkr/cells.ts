// How IBKR writes a cell in all its reports (statements and Flex queries): dates, numbers, currency codes and the
// trade codes that mark a booking no order placed or a cancellation.
import { parseIsoDate } from '../shared/dates.ts';
import { readNumber } from '../shared/numbers.ts';

/** IBKR writes numbers with a decimal point in every language ('1,234.56' or '1234.56'). */
export const ibkrNumber = (text: string): number | null => readNumber(text, 'dot-decimal');

/**
 * IBKR's dates: the statement's '2024-03-01, 10:30:00', the Flex '20240301;103000' or '2024-03-01;10:30:00',
 * or a plain ISO or compact day.
 */
export function parseIbkrDate(cell: string): string | null {
  const text = cell.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})(?:[;, ]|$)/.exec(text);
  if (compact) return parseIsoDate(`${compact[1]}-${compact[2]}-${compact[3]}`);
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[;, T]|$)/.exec(text);
  return iso ? parseIsoDate(iso[1]) : null;
}

const codesOf = (codes: string): string[] => codes.split(/[;,\s]+/).map((code) => code.trim().toLowerCase());

/**
 * Trade codes that mark no order placed: an option assignment (A), exercise (Ex) or expiry (Ep). Codes are
 * separated by ';' ('C;Ep').
 */
const NOT_PLACED = new Set(['a', 'ex', 'ep']);

export const isNotPlaced = (codes: string): boolean => codesOf(codes).some((code) => NOT_PLACED.has(code));

/** A booking that cancels an earlier one (code Ca). */
export const isCancellation = (codes: string): boolean => codesOf(codes).includes('ca');

/** ISO currency code, as IBKR writes it in currency cells ('USD'); totals rows have words there. */
export function isCurrencyCode(cell: string): boolean {
  return /^[A-Z]{3}$/.test(cell.trim());
}

/** The code at the end of a header or total cell naming the base currency: 'Comm in EUR', 'Total in GBP'. */
export function trailingCurrency(cell: string): string | null {
  const match = /\S\s+([A-Z]{3})$/.exec(cell.trim());
  return match ? match[1]! : null;
}

/** The base currency the file names, or the clue of a header or total; null when there is none. */
export function firstClue(clues: readonly (string | null | undefined)[]): string | null {
  return clues.find((clue): clue is string => typeof clue === 'string' && isCurrencyCode(clue)) ?? null;
}

/** 'AAPL(US0378331005) Cash Dividend …': the ISIN a description names in brackets, as IBKR writes it. */
export function isinInText(text: string): string | null {
  const match = /\(([A-Z]{2}[A-Z0-9]{9}\d)\)/.exec(text);
  return match ? match[1]! : null;
}
