// What the device keeps of the reader's own portfolio (IndexedDB, per account, src/browser/portfolioDb.ts): the
// records and prices read from each file (never the file itself), and the prices the reader typed. A stored value is
// checked before use: storage can hold an older version or a half-written value, and a bad entry must not reach the
// sums. The account's copy (accountCopy.ts) is checked by the same rules.
import { PORTFOLIO_FORMATS, type PortfolioFile, type PortfolioFormat } from './readers/types.ts';
import type { PriceQuote } from './prices.ts';
import { RECORD_KINDS, type PortfolioRecord, type RecordKind } from './records.ts';
import { PORTFOLIO_LIMITS } from '../sync/limits.ts';

export interface StoredPortfolio {
  readonly version: 1;
  /** ISO instant of the last change. */
  readonly savedAt: string;
  readonly files: readonly PortfolioFile[];
  readonly typed: readonly PriceQuote[];
}

const KINDS: readonly RecordKind[] = RECORD_KINDS;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
/** A finite number within the records' bound (src/lib/sync/limits.ts), as the readers give them. */
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= PORTFOLIO_LIMITS.magnitude;
const isNumberOrNull = (value: unknown) => value === null || isNumber(value);
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

function isRecord(value: unknown): value is PortfolioRecord {
  return (
    isObject(value) &&
    typeof value['id'] === 'string' &&
    typeof value['date'] === 'string' &&
    DAY.test(value['date']) &&
    isStringOrNull(value['isin']) &&
    typeof value['name'] === 'string' &&
    KINDS.includes(value['kind'] as RecordKind) &&
    isNumber(value['quantity']) &&
    isNumberOrNull(value['price']) &&
    typeof value['currency'] === 'string' &&
    isNumber(value['amount']) &&
    isNumberOrNull(value['amountEur']) &&
    isNumber(value['feeEur']) &&
    isNumberOrNull(value['fxRate']) &&
    isObject(value['source'])
  );
}

function isQuote(value: unknown): value is PriceQuote {
  return (
    isObject(value) &&
    typeof value['isin'] === 'string' &&
    isNumber(value['price']) &&
    typeof value['currency'] === 'string' &&
    isNumber(value['priceEur']) &&
    typeof value['date'] === 'string' &&
    DAY.test(value['date'])
  );
}

function isFile(value: unknown): value is PortfolioFile {
  return (
    isObject(value) &&
    typeof value['name'] === 'string' &&
    PORTFOLIO_FORMATS.includes(value['format'] as PortfolioFormat) &&
    Array.isArray(value['records']) &&
    value['records'].every(isRecord) &&
    Array.isArray(value['quotes']) &&
    value['quotes'].every(isQuote) &&
    Array.isArray(value['skippedLines']) &&
    Array.isArray(value['tradeYears'])
  );
}

/**
 * The stored value checked per file and per typed price: a file or a price that cannot be used (a half-written entry,
 * a number that is not finite) is left out and the others stay, so one bad file never takes the rest with it. Undefined
 * when the value itself is not a stored portfolio (it is then replaced at the next save).
 */
export function readStoredPortfolio(value: unknown): StoredPortfolio | undefined {
  if (!isObject(value) || value['version'] !== 1 || typeof value['savedAt'] !== 'string') return undefined;
  const { files, typed } = value;
  if (!Array.isArray(files) || !Array.isArray(typed)) return undefined;
  const kept = files.filter(isFile).map(withCurrentBrokerNames);
  return { version: 1, savedAt: value['savedAt'], files: kept, typed: typed.filter(isQuote) };
}

/**
 * Names records were written with before, and brokerList's name for the same broker now (src/lib/brokerFiles/read.ts
 * names every record's broker as src/data/brokerList.ts does).
 */
export const FORMER_BROKER_NAMES: ReadonlyMap<string, string> = new Map([['Interactive Brokers', 'IBKR']]);

/** A file kept before, its records under their brokers' current names (their account ids stay: accountCopy.ts). */
function withCurrentBrokerNames(file: PortfolioFile): PortfolioFile {
  const records = file.records.map((record) => {
    const broker = FORMER_BROKER_NAMES.get(record.source.broker);
    return broker === undefined ? record : { ...record, source: { ...record.source, broker } };
  });
  return { ...file, records };
}

/** Files chosen again replace the stored file of the same name; the others are added. */
export function withFiles(
  stored: StoredPortfolio | undefined,
  files: readonly PortfolioFile[],
  now: string,
): StoredPortfolio {
  const names = new Set(files.map((file) => file.name));
  return {
    version: 1,
    savedAt: now,
    files: [...(stored?.files ?? []).filter((file) => !names.has(file.name)), ...files],
    typed: stored?.typed ?? [],
  };
}

/** A typed price replaces an earlier one of the same instrument. */
export function withTypedPrice(stored: StoredPortfolio, quote: PriceQuote, now: string): StoredPortfolio {
  return { ...stored, savedAt: now, typed: [...stored.typed.filter((typed) => typed.isin !== quote.isin), quote] };
}
