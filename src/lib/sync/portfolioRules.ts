// What the account accepts of a portfolio copy (src/lib/portfolio/accountCopy.ts), as plain TypeScript for the
// browser: the same rules as the server's zod schema (src/server/schema.ts, which keeps zod off the portfolio pages),
// on the numbers of src/lib/sync/limits.ts. The readers (in the worker) shorten an over-long text and leave out a line
// whose record still breaks them (src/lib/brokerFiles/shared/entries.ts), before anything is stored, so the server never
// has to refuse what a device read (tests/unit/account-rules.test.ts checks that whatever these accept, the schema
// accepts). The pages check only the size before sending (limits.ts portfolioOverLimit), to stay within their budget.
import type { FeeKind } from '../portfolio/records.ts';
import { PORTFOLIO_FORMATS } from '../portfolio/readers/types.ts';
import { RECORD_KINDS } from '../portfolio/records.ts';
import { isRealIsoDate, PORTFOLIO_LIMITS, portfolioOverLimit } from './limits.ts';

export const FEE_KINDS = [
  'transaction',
  'conversion',
  'connectivity',
  'transaction-tax',
  'other',
] as const satisfies readonly FeeKind[];

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** No key but `keys` (one whose value is undefined does not count: JSON leaves it out). */
function onlyKeys(value: Loose, keys: ReadonlySet<string>): boolean {
  for (const key in value) if (value[key] !== undefined && !keys.has(key)) return false;
  return true;
}
const isText = (value: unknown): boolean => typeof value === 'string' && value.length <= PORTFOLIO_LIMITS.text;
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= PORTFOLIO_LIMITS.magnitude;
const orNull = (test: (value: unknown) => boolean) => (value: unknown) => value === null || test(value);
const optional = (test: (value: unknown) => boolean) => (value: unknown) => value === undefined || test(value);
const isDay = (value: unknown): boolean => typeof value === 'string' && isRealIsoDate(value);
const isFeeKind = (value: unknown): boolean => (FEE_KINDS as readonly unknown[]).includes(value);
const isFormat = (value: unknown): boolean => (PORTFOLIO_FORMATS as readonly unknown[]).includes(value);

const RECORD_KEYS = new Set([
  'id',
  'date',
  'isin',
  'name',
  'kind',
  'quantity',
  'price',
  'currency',
  'amount',
  'amountEur',
  'feeEur',
  'fxRate',
  'feeParts',
  'feeKind',
  'newIsin',
  'source',
]);
const SOURCE_KEYS = new Set(['file', 'broker', 'format']);
const PRICE_KEYS = new Set(['isin', 'price', 'currency', 'priceEur', 'date', 'from']);

function isFeeParts(value: unknown): boolean {
  return isObject(value) && Object.entries(value).every(([kind, part]) => isFeeKind(kind) && isAmount(part));
}

/** A record the account accepts: the schema's `portfolioRecord`. */
export function isAcceptedRecord(value: unknown): boolean {
  if (!isObject(value) || !onlyKeys(value, RECORD_KEYS)) return false;
  const { id, source } = value;
  return (
    typeof id === 'string' &&
    id.length >= 1 &&
    id.length <= PORTFOLIO_LIMITS.id &&
    isDay(value['date']) &&
    orNull(isText)(value['isin']) &&
    isText(value['name']) &&
    (RECORD_KINDS as readonly unknown[]).includes(value['kind']) &&
    isAmount(value['quantity']) &&
    orNull(isAmount)(value['price']) &&
    isText(value['currency']) &&
    isAmount(value['amount']) &&
    orNull(isAmount)(value['amountEur']) &&
    isAmount(value['feeEur']) &&
    value['feeEur'] >= 0 &&
    orNull(isAmount)(value['fxRate']) &&
    optional(isFeeParts)(value['feeParts']) &&
    optional(isFeeKind)(value['feeKind']) &&
    optional(isText)(value['newIsin']) &&
    isObject(source) &&
    onlyKeys(source, SOURCE_KEYS) &&
    isText(source['file']) &&
    isText(source['broker']) &&
    optional(isFormat)(source['format'])
  );
}

/** A typed price the account accepts: the schema's `typedPrice`. */
export function isAcceptedPrice(value: unknown): boolean {
  if (!isObject(value) || !onlyKeys(value, PRICE_KEYS)) return false;
  const { price, priceEur } = value;
  return (
    isText(value['isin']) &&
    isAmount(price) &&
    price > 0 &&
    isText(value['currency']) &&
    isAmount(priceEur) &&
    priceEur > 0 &&
    isDay(value['date']) &&
    optional(isText)(value['from'])
  );
}

/** The first rule a whole portfolio copy breaks, as the server checks it; undefined when the account accepts it. */
export function portfolioCopyProblem(copy: {
  readonly records: readonly unknown[];
  readonly typed: readonly unknown[];
}): 'too-large' | 'not-accepted' | undefined {
  const size = portfolioOverLimit(copy);
  if (size !== undefined) return size;
  if (!copy.records.every(isAcceptedRecord) || !copy.typed.every(isAcceptedPrice)) return 'not-accepted';
  const ids = copy.records.map((record) => (record as { id: string }).id);
  if (new Set(ids).size !== ids.length) return 'not-accepted';
  return undefined;
}

/** A text shortened to the account's limit (a product or file name of 250 characters), ending in '…' when cut. */
export function fitText(text: string): string {
  return text.length <= PORTFOLIO_LIMITS.text ? text : `${text.slice(0, PORTFOLIO_LIMITS.text - 1)}…`;
}
