// The Dutch sentences about a file that the results and the tests share, from the UI dictionary.
import { tMyCosts, type MyCostsKey } from '../../i18n/nl/myCosts.ts';
import { formatInteger } from '../format.ts';
import {
  MAX_FILE_CELLS,
  MAX_ROW_CELLS,
  MAX_WORKBOOK_SHEETS,
  MAX_XLSX_ENTRIES,
  MAX_XLSX_INFLATED_BYTES,
} from '../brokerFiles/shared/limits.ts';
import { EXPORT_TEXT_KEYS } from './supported.ts';
import type { DegiroLayout, ExportLanguage, ExportProblem, ParsedExport } from './types.ts';

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

/**
 * 'Niet in de ranglijst, omdat niet elke broker in onze gegevens een tarief voor die beurs heeft: 1 order (Bolsa de
 * Madrid).' Orders the model prices, but not at every broker (OrderPricing.notRanked).
 */
export function notRankedText(venues: readonly { readonly venue: string; readonly orders: number }[]): string {
  const list = venues.map((n) => tMyCosts('myCosts.venueOrders', { orders: ordersText(n.orders), venue: n.venue }));
  return tMyCosts('myCosts.ranking.notRanked', { list: list.join(', ') });
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
  'not-saxo': 'myCosts.problem.notSaxo',
  'positions-only': 'myCosts.problem.positionsOnly',
  'damaged-xlsx': 'myCosts.problem.damagedXlsx',
  'xlsx-too-large': 'myCosts.problem.xlsxTooLarge',
  'too-many-sheets': 'myCosts.problem.tooManySheets',
  'too-many-cells': 'myCosts.problem.tooManyCells',
};

export function problemText(problem: ExportProblem): string {
  return tMyCosts(PROBLEM_KEYS[problem], {
    megabytes: formatInteger(MAX_XLSX_INFLATED_BYTES / (1024 * 1024)),
    entries: formatInteger(MAX_XLSX_ENTRIES),
    sheets: formatInteger(MAX_WORKBOOK_SHEETS),
    columns: formatInteger(MAX_ROW_CELLS),
    cells: formatInteger(MAX_FILE_CELLS),
  });
}

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
  ru: 'myCosts.language.ru',
};

/** 'basisvaluta GBP', or that the file does not name one (formats with a base currency only). */
function baseCurrencyDetail(parsed: Pick<ParsedExport, 'baseCurrency'>): string | null {
  if (parsed.baseCurrency === undefined) return null;
  return parsed.baseCurrency === null
    ? tMyCosts('myCosts.file.baseCurrencyUnknown')
    : tMyCosts('myCosts.file.baseCurrency', { currency: parsed.baseCurrency });
}

/**
 * 'DEGIRO Transacties (2020, Duits)', 'IBKR Activity Statement (Duits, basisvaluta CHF)': the export, with
 * its layout, language and base currency when the file tells them.
 */
export function exportName(
  parsed: Pick<ParsedExport, 'format' | 'layout' | 'language' | 'byColumnOrder' | 'baseCurrency'>,
): string {
  const details = [
    parsed.layout ? tMyCosts(LAYOUT_KEYS[parsed.layout]) : null,
    parsed.language ? tMyCosts(LANGUAGE_KEYS[parsed.language]) : null,
    parsed.byColumnOrder ? tMyCosts('myCosts.file.byColumnOrder') : null,
    baseCurrencyDetail(parsed),
  ].filter((detail) => detail !== null);
  const format = tMyCosts(EXPORT_TEXT_KEYS[parsed.format].name);
  return details.length > 0 ? tMyCosts('myCosts.file.details', { format, details: details.join(', ') }) : format;
}

/**
 * 'gelezen als DEGIRO Transacties (2020, Duits), 8 orders' (without orders when the file has none), of a parsed file
 * or of the details a worker sends of one (its orders counted, not sent).
 */
export function readAsText(
  parsed: Parameters<typeof exportName>[0] &
    ({ readonly orders: readonly unknown[] } | { readonly orderCount: number }),
): string {
  const readAs = tMyCosts('myCosts.file.readAs', { format: exportName(parsed) });
  const orders = 'orderCount' in parsed ? parsed.orderCount : parsed.orders.length;
  return orders > 0 ? `${readAs}, ${ordersText(orders)}` : readAs;
}

/** '2 Amerikaanse orders hadden in je bestand geen bruikbare wisselkoers; …' */
export function referenceRateText(orders: number): string {
  return counted(orders, 'myCosts.ranking.referenceRateOne', 'myCosts.ranking.referenceRateMany');
}

/** 'Bij 2 orders staan de kosten niet in je bestand …' (Saxo: no commission column), or null. */
export function costUnknownText(parsed: Pick<ParsedExport, 'costUnknown'>): string | null {
  const count = parsed.costUnknown ?? 0;
  return count > 0 ? counted(count, 'myCosts.file.costUnknownOne', 'myCosts.file.costUnknownMany') : null;
}

/** '3 optie-orders, niet meegerekend' (IBKR: options are not what the site prices), or null. */
export function optionOrdersText(parsed: Pick<ParsedExport, 'optionOrders'>): string | null {
  const count = parsed.optionOrders ?? 0;
  return count > 0 ? counted(count, 'myCosts.file.optionOrdersOne', 'myCosts.file.optionOrdersMany') : null;
}

/** Saxo's account statement holds no orders: where its share trades are (the Transactions report), or null. */
export function tradesElsewhereText(parsed: Pick<ParsedExport, 'format'>): string | null {
  return parsed.format === 'saxo-account' ? tMyCosts('myCosts.file.saxoAccountTrades') : null;
}
