// The Dutch sentences about a file that the results and the tests share.
import { formatInteger } from '../format.ts';
import type { ExportProblem } from './types.ts';

const plural = (count: number, one: string, many: string) => `${formatInteger(count)} ${count === 1 ? one : many}`;

/** '1 order niet vergeleken (Xetra)', '3 orders niet vergeleken (Tradegate)'. */
export function notComparedText(orders: number, venue: string): string {
  return `${plural(orders, 'order', 'orders')} niet vergeleken (${venue})`;
}

/** 'regel 3', 'regels 3 en 5', 'regels 3, 5 en 9' (at most `max` numbers, then 'en nog N'). */
export function lineList(lines: readonly number[], max = 10): string {
  const shown = lines.slice(0, max).map((line) => formatInteger(line));
  const rest = lines.length - shown.length;
  if (rest > 0) shown.push(`nog ${formatInteger(rest)}`);
  const label = lines.length === 1 ? 'regel' : 'regels';
  if (shown.length === 1) return `${label} ${shown[0]}`;
  return `${label} ${shown.slice(0, -1).join(', ')} en ${shown.at(-1)}`;
}

/** '2 regels konden niet worden gelezen en tellen niet mee (regels 3 en 5).' */
export function skippedLinesText(lines: readonly number[]): string {
  const count = lines.length;
  const verb = count === 1 ? 'kon niet worden gelezen en telt' : 'konden niet worden gelezen en tellen';
  return `${plural(count, 'regel', 'regels')} ${verb} niet mee (${lineList(lines)}).`;
}

export const PROBLEM_TEXT: Readonly<Record<ExportProblem, string>> = {
  empty: 'Dit bestand is leeg.',
  'too-large': 'Dit bestand is groter dan 20 MB. Zo groot is een export van een gewone beleggingsrekening niet.',
  unknown: 'Dit bestand is niet herkend',
  'no-rows': 'Dit bestand heeft de kolommen van een export, maar bevat geen transacties.',
  unreadable: 'Dit bestand kon niet worden gelezen. Kies het bestand opnieuw.',
};
