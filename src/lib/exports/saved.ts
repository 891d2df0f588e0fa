// What 'Bewaar op dit apparaat' keeps: the parsed files (not the raw CSV), with the moment they
// were saved. Stored text is checked field by field before use: storage can hold anything (an older
// version, another tab's half-written value, a hand edit), and a bad entry must not reach the totals.
import type {
  DegiroLayout,
  ExportFormat,
  ExportLanguage,
  ExportOrder,
  Market,
  MoneyKind,
  MoneyLine,
  ParsedExport,
} from './types.ts';

export interface SavedFile {
  readonly name: string;
  readonly parsed: ParsedExport;
}

export interface SavedExports {
  readonly version: 1;
  /** ISO instant of saving. */
  readonly savedAt: string;
  readonly files: readonly SavedFile[];
}

export { SAVED_EXPORTS_KEY_PREFIX, savedExportsKey } from './savedKey.ts';

const FORMATS: readonly ExportFormat[] = [
  'degiro-transactions',
  'degiro-account',
  'trading212',
  'trade-republic',
  'pytr',
  'ibkr-activity',
  'ibkr-flex',
  'ibkr-history',
  'saxo-transactions',
  'saxo-account',
];
const MARKETS: readonly Market[] = ['euronext', 'us', 'other'];
const KINDS: readonly MoneyKind[] = [
  'transaction',
  'conversion',
  'connectivity',
  'dividend',
  'dividend-tax',
  'transaction-tax',
];
const LANGUAGES: readonly ExportLanguage[] = ['nl', 'en', 'de', 'fr', 'es', 'pt', 'it', 'pl', 'ru'];
const LAYOUTS: readonly DegiroLayout[] = ['2020', 'old', 'current'];

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

function isOrder(value: unknown): value is ExportOrder {
  return (
    isObject(value) &&
    isString(value.id) &&
    isString(value.date) &&
    /^\d{4}-\d{2}-\d{2}$/.test(value.date) &&
    isString(value.product) &&
    isOneOf(MARKETS, value.market) &&
    isString(value.venue) &&
    isFiniteNumber(value.shares) &&
    isFiniteNumber(value.valueEur) &&
    isFiniteNumber(value.valueUsd) &&
    (value.usdPerEur === null || (isFiniteNumber(value.usdPerEur) && value.usdPerEur > 0)) &&
    // Results saved before exchanges were kept have none: they count as one exchange.
    (value.exchange === undefined || value.exchange === null || isString(value.exchange))
  );
}

/** The optional fields a newer version adds: absent in older saved results, checked when present. */
function hasValidDetails(value: Data): boolean {
  const lists = value.lists;
  return (
    (value.language === undefined || isOneOf(LANGUAGES, value.language)) &&
    (value.layout === undefined || isOneOf(LAYOUTS, value.layout)) &&
    (value.baseCurrency === undefined ||
      value.baseCurrency === null ||
      (isString(value.baseCurrency) && /^[A-Z]{3}$/.test(value.baseCurrency))) &&
    (value.byColumnOrder === undefined || typeof value.byColumnOrder === 'boolean') &&
    (value.costUnknown === undefined || (Number.isInteger(value.costUnknown) && (value.costUnknown as number) >= 0)) &&
    (value.optionOrders === undefined ||
      (Number.isInteger(value.optionOrders) && (value.optionOrders as number) >= 0)) &&
    (lists === undefined ||
      (isObject(lists) &&
        Array.isArray(lists.years) &&
        lists.years.every((year) => Number.isInteger(year)) &&
        Array.isArray(lists.kinds) &&
        lists.kinds.every((kind) => isOneOf(KINDS, kind))))
  );
}

function isMoneyLine(value: unknown): value is MoneyLine {
  return (
    isObject(value) &&
    Number.isInteger(value.year) &&
    isOneOf(KINDS, value.kind) &&
    isFiniteNumber(value.amount) &&
    isString(value.currency)
  );
}

export function isParsedExport(value: unknown): value is ParsedExport {
  return (
    isObject(value) &&
    isOneOf(FORMATS, value.format) &&
    Array.isArray(value.orders) &&
    value.orders.every(isOrder) &&
    Array.isArray(value.money) &&
    value.money.every(isMoneyLine) &&
    Array.isArray(value.skippedLines) &&
    value.skippedLines.every((line) => Number.isInteger(line)) &&
    Number.isInteger(value.otherRows) &&
    hasValidDetails(value)
  );
}

function isSavedFile(value: unknown): value is SavedFile {
  return isObject(value) && isString(value.name) && isParsedExport(value.parsed);
}

/** The saved exports in `text`, or undefined when there is nothing (valid) stored. */
export function parseSavedExports(text: string | null): SavedExports | undefined {
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(data) || data.version !== 1 || !isString(data.savedAt) || Number.isNaN(Date.parse(data.savedAt)))
    return undefined;
  if (!Array.isArray(data.files) || data.files.length === 0 || !data.files.every(isSavedFile)) return undefined;
  return { version: 1, savedAt: data.savedAt, files: data.files };
}
