// The Dutch sentences about a file that the results and the tests share, from the UI dictionary.
import { tMyCosts, type MyCostsKey } from '../../i18n/nl/myCosts.ts';
import { formatInteger } from '../format.ts';
import type { DegiroLayout, ExportFormat, ExportLanguage, ExportProblem, ParsedExport } from './types.ts';

/** The dictionary key for one or many, filled with the count. */
function counted(count: number, one: MyCostsKey, many: MyCostsKey, values: Record<string, string> = {}): string {
  return tMyCosts(count === 1 ? one : many, { count: formatInteger(count), ...values });
}

/** '1 order', '3 orders'. */
export function ordersText(count: number): string {
  return counted(count, 'myCosts.orders.one', 'myCosts.orders.many');
}

/** '1 order niet vergeleken (Xetra)', '3 orders niet vergeleken (Tradegate)'. */
export function notComparedText(orders: number, venue: string): string {
  return tMyCosts('myCosts.notCompared', { orders: ordersText(orders), venue });
}

/** 'regel 3', 'regels 3 en 5', 'regels 3, 5 en 9' (at most `max` numbers, then 'en nog N'). */
export function lineList(lines: readonly number[], max = 10): string {
  const shown = lines.slice(0, max).map((line) => formatInteger(line));
  const rest = lines.length - shown.length;
  if (rest > 0) shown.push(tMyCosts('myCosts.lines.more', { count: formatInteger(rest) }));
  const list = shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} en ${shown.at(-1)}`;
  return tMyCosts(lines.length === 1 ? 'myCosts.lines.one' : 'myCosts.lines.many', { list });
}

/** '2 regels konden niet worden gelezen en tellen niet mee (regels 3 en 5).' */
export function skippedLinesText(lines: readonly number[]): string {
  return counted(lines.length, 'myCosts.skipped.one', 'myCosts.skipped.many', { lines: lineList(lines) });
}

const PROBLEM_KEYS: Readonly<Record<ExportProblem, MyCostsKey>> = {
  empty: 'myCosts.problem.empty',
  'too-large': 'myCosts.problem.tooLarge',
  'too-many-rows': 'myCosts.problem.tooManyRows',
  unknown: 'myCosts.problem.unknown',
  'no-rows': 'myCosts.problem.noRows',
  unreadable: 'myCosts.problem.unreadable',
};

export function problemText(problem: ExportProblem): string {
  return tMyCosts(PROBLEM_KEYS[problem]);
}

/** How the file's report names each export. */
const EXPORT_NAMES: Readonly<Record<ExportFormat, string>> = {
  'degiro-transactions': 'DEGIRO Transacties',
  'degiro-account': 'DEGIRO Rekeningoverzicht',
  trading212: 'Trading 212 geschiedenis',
  'trade-republic': 'Trade Republic transactie-export',
  pytr: 'pytr-export van Trade Republic',
};

// Literal keys, so the dictionary test sees each one used.
const LAYOUT_KEYS: Readonly<Record<DegiroLayout, MyCostsKey>> = {
  '2020': 'myCosts.layout.2020',
  old: 'myCosts.layout.old',
  current: 'myCosts.layout.current',
};
const LANGUAGE_KEYS: Readonly<Record<ExportLanguage, MyCostsKey>> = {
  nl: 'myCosts.language.nl',
  en: 'myCosts.language.en',
  de: 'myCosts.language.de',
  fr: 'myCosts.language.fr',
  es: 'myCosts.language.es',
  pt: 'myCosts.language.pt',
  it: 'myCosts.language.it',
  pl: 'myCosts.language.pl',
};

/** 'DEGIRO Transacties (2020, Duits)': the export, with its layout and language when the file tells them. */
export function exportName(parsed: Pick<ParsedExport, 'format' | 'layout' | 'language'>): string {
  const details = [
    parsed.layout ? tMyCosts(LAYOUT_KEYS[parsed.layout]) : null,
    parsed.language ? tMyCosts(LANGUAGE_KEYS[parsed.language]) : null,
  ].filter((detail) => detail !== null);
  const format = EXPORT_NAMES[parsed.format];
  return details.length > 0 ? tMyCosts('myCosts.file.details', { format, details: details.join(', ') }) : format;
}

/** 'gelezen als DEGIRO Transacties (2020, Duits), 8 orders' (without orders when the file has none). */
export function readAsText(parsed: ParsedExport): string {
  const readAs = tMyCosts('myCosts.file.readAs', { format: exportName(parsed) });
  return parsed.orders.length > 0 ? `${readAs}, ${ordersText(parsed.orders.length)}` : readAs;
}

/** '2 Amerikaanse orders hadden in je bestand geen bruikbare wisselkoers; …' */
export function referenceRateText(orders: number): string {
  return counted(orders, 'myCosts.ranking.referenceRateOne', 'myCosts.ranking.referenceRateMany');
}
