// The reader's own portfolio as kept with their account, when they turn that on (src/stores/portfolioAccount.ts):
// the normalised records the maths reads (records.ts), after the files are combined, and the prices the reader typed.
// Never a file, and no export's closing prices (they belong to the file they came in; a second device values a
// holding with its last trade price and says so, prices.ts).
//
// Two devices merge the copy record by record (src/lib/sync/reconcile.ts mergeKeyed), so a record needs an id that
// both give the same transaction: the id of the device (file name and line) depends on what the reader named the
// file. The account's id is made of what the record says (broker, kind, day, instrument, quantity, amount) and its
// sequence among records that say the same, so the same export read on two devices gives the same ids.
//
// Each record carries the kind of file it came from (its source's `format`): a device that did not read a DEGIRO
// Account statement still knows it is one, so the statement's trades and costs are left out for the years a
// Transactions file covers (combine.ts), whichever device read which file. Copies made before the kind was kept are
// given it when read (parseAccountPortfolio).
import { combineFiles } from './combine.ts';
import { PORTFOLIO_FORMATS, type PortfolioFile, type PortfolioFormat } from './readers/types.ts';
import type { PriceQuote } from './prices.ts';
import type { PortfolioRecord } from './records.ts';
import { FORMER_BROKER_NAMES, readStoredPortfolio, type StoredPortfolio } from './stored.ts';
import { PORTFOLIO_LIMITS } from '../sync/limits.ts';
import { mergeKeyed, sameValue, type Merged } from '../sync/reconcile.ts';

export interface AccountPortfolio {
  readonly records: readonly PortfolioRecord[];
  readonly typed: readonly PriceQuote[];
}

export const EMPTY_ACCOUNT_PORTFOLIO: AccountPortfolio = { records: [], typed: [] };

/**
 * The broker as account ids name it: as records named it when the id was first made. IBKR's records said 'Interactive
 * Brokers' before they took brokerList's name (stored.ts), and ids kept with the account say it still, so a file read
 * today gets the ids its copy kept before has, and no id of a reader's account changes.
 */
const ID_BROKER_NAMES: ReadonlyMap<string, string> = new Map([...FORMER_BROKER_NAMES].map(([id, now]) => [now, id]));

/** What a record says, without the device's id and file name: equal for the same transaction from any device. */
function contentKey(record: PortfolioRecord): string {
  const instrument = record.isin ?? `name:${record.name}`;
  return [
    ID_BROKER_NAMES.get(record.source.broker) ?? record.source.broker,
    record.kind,
    record.date,
    instrument,
    record.quantity,
    record.amount,
    record.currency,
    record.newIsin ?? '',
  ].join('|');
}

/** FNV-1a of a text, as 8 hex digits: the same on every device. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Room left in an id for the sequence ('#10000'). */
const KEY_ROOM = PORTFOLIO_LIMITS.id - 10;

/**
 * A content key short enough for the account's id limit (src/lib/sync/limits.ts): a long one (a name-only instrument
 * with a 200-character name) keeps its start and a hash of the whole.
 */
function boundedKey(key: string): string {
  return key.length <= KEY_ROOM ? key : `${key.slice(0, KEY_ROOM - 9)}~${textHash(key)}`;
}

/** The id `key` with sequence `n` (1: the key alone). */
const sequenced = (key: string, n: number): string => (n === 1 ? key : `${key}#${n}`);

/**
 * Each record with its account id: its content key and, from the second record saying the same on, a sequence. A
 * record that came from the account keeps its id (the order of records may differ between devices, and an id must not
 * move to another record); a new one takes the lowest sequence still free.
 */
export function withStableIds(records: readonly PortfolioRecord[]): PortfolioRecord[] {
  const keys = records.map((record) => boundedKey(contentKey(record)));
  const ownsId = (record: PortfolioRecord, key: string) => record.id === key || record.id.startsWith(`${key}#`);
  const taken = new Set(records.flatMap((record, i) => (ownsId(record, keys[i] ?? '') ? [record.id] : [])));
  const used = new Set<string>();
  return records.map((record, i) => {
    const key = keys[i] ?? '';
    if (ownsId(record, key) && !used.has(record.id)) {
      used.add(record.id);
      return record;
    }
    let n = 1;
    while (taken.has(sequenced(key, n)) || used.has(sequenced(key, n))) n += 1;
    const id = sequenced(key, n);
    used.add(id);
    return { ...record, id };
  });
}

/** A file's records, each naming the file's own kind. */
function withFileKind(file: PortfolioFile): PortfolioFile {
  const records = file.records.map((record) =>
    record.source.format === file.format ? record : { ...record, source: { ...record.source, format: file.format } },
  );
  return { ...file, records };
}

/** The account's copy of what this device keeps (an empty copy when nothing is kept). */
export function toAccountPortfolio(stored: StoredPortfolio | undefined): AccountPortfolio {
  if (!stored) return EMPTY_ACCOUNT_PORTFOLIO;
  return { records: withStableIds(combineFiles(stored.files.map(withFileKind)).records), typed: stored.typed };
}

const isPortfolioFormat = (value: unknown): value is PortfolioFormat =>
  (PORTFOLIO_FORMATS as readonly unknown[]).includes(value);

/** Records only a DEGIRO Account statement gives (its Transactions file gives trades and corporate actions). */
const STATEMENT_ONLY = new Set<PortfolioRecord['kind']>(['dividend', 'withholding', 'fee', 'deposit', 'withdrawal']);

/**
 * The first format of each broker as records name it (brokerList's names: tests/unit/broker-names.test.ts checks
 * them), for copies made before the account kept each file's kind; no other broker's formats are combined by kind.
 */
const FIRST_FORMAT: ReadonlyMap<string, PortfolioFormat> = new Map([
  ['DEGIRO', 'degiro-transactions'],
  ['Trading 212', 'trading212'],
  ['Trade Republic', 'trade-republic'],
  ['IBKR', 'ibkr-activity'],
  ['Saxo', 'saxo-transactions'],
]);

/**
 * The kind of file one file's records came from, for a copy made before the account kept it: its broker's first
 * format, DEGIRO's where the broker is unknown; but DEGIRO's Account statement where a record is one only the
 * statement gives.
 */
export function formerFileKind(records: readonly PortfolioRecord[]): PortfolioFormat {
  const format = FIRST_FORMAT.get(records[0]?.source.broker ?? '') ?? 'degiro-transactions';
  return format === 'degiro-transactions' && records.some((record) => STATEMENT_ONLY.has(record.kind))
    ? 'degiro-account'
    : format;
}

/** The years in which a Transactions file from another device lists every trade: the years of its trades. */
const tradeYearsOf = (records: readonly PortfolioRecord[]): number[] =>
  [
    ...new Set(
      records
        .filter((record) => record.kind === 'buy' || record.kind === 'sell')
        .map((r) => Number(r.date.slice(0, 4))),
    ),
  ].sort((a, b) => a - b);

/** The records of one file name in a copy, grouped, each with its file's kind (given it where an old copy lacks it). */
function byFile(records: readonly PortfolioRecord[]): Map<string, PortfolioRecord[]> {
  const grouped = new Map<string, PortfolioRecord[]>();
  for (const record of records) {
    const list = grouped.get(record.source.file) ?? [];
    list.push(record);
    grouped.set(record.source.file, list);
  }
  for (const [name, list] of grouped) {
    const named = list.find((record) => isPortfolioFormat(record.source.format))?.source.format;
    const format = named ?? formerFileKind(list);
    grouped.set(
      name,
      list.map((record) =>
        record.source.format === format ? record : { ...record, source: { ...record.source, format } },
      ),
    );
  }
  return grouped;
}

/**
 * What this device keeps, made from the account's copy: one entry per file name the records name. A file this
 * device read itself keeps its format, closing prices and unread lines; one read on another device is listed by its
 * name and kind only. Combining again (combine.ts) leaves out nothing the account keeps twice: what it leaves out of a
 * statement is what a Transactions file lists, and a statement read here keeps only the records the account has.
 */
export function fromAccountPortfolio(
  copy: AccountPortfolio,
  device: StoredPortfolio | undefined,
  now: string,
): StoredPortfolio | undefined {
  if (copy.records.length === 0 && copy.typed.length === 0) return undefined;
  const byName = byFile(copy.records);
  const known = new Map((device?.files ?? []).map((file) => [file.name, file]));
  const files: PortfolioFile[] = [...byName].map(([name, records]) => {
    const mine = known.get(name);
    return mine
      ? { ...mine, records, tradeYears: mine.format === 'degiro-account' ? [] : mine.tradeYears }
      : elsewhere(name, records);
  });
  // A Portfolio export read here gives closing prices and no records: it stays.
  for (const file of device?.files ?? []) if (!byName.has(file.name) && file.quotes.length > 0) files.push(file);
  return { version: 1, savedAt: now, files, typed: copy.typed };
}

/** A file another device read, as this device lists it: its name, kind and records, and the years it covers. */
function elsewhere(name: string, records: readonly PortfolioRecord[]): PortfolioFile {
  const format = records[0]?.source.format ?? formerFileKind(records);
  const tradeYears = format === 'degiro-transactions' ? tradeYearsOf(records) : [];
  return { name, format, records, quotes: [], skippedLines: [], tradeYears };
}

/** Two copies with the same records and typed prices, in whatever order. */
export function sameAccountPortfolio(a: AccountPortfolio, b: AccountPortfolio): boolean {
  // Compared as content, not as JSON text: a record read from a file and the same record read back from storage or
  // the account list their fields in different orders.
  const sorted = (copy: AccountPortfolio) => ({
    records: [...copy.records].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)),
    typed: [...copy.typed].sort((x, y) => (x.isin < y.isin ? -1 : x.isin > y.isin ? 1 : 0)),
  });
  return sameValue(sorted(a), sorted(b));
}

/** Two devices' copies: record by record (by account id), typed prices by instrument (src/lib/sync/reconcile.ts). */
export function mergeAccountPortfolios(
  local: AccountPortfolio,
  server: AccountPortfolio,
  base: AccountPortfolio | undefined,
): Merged<AccountPortfolio> {
  const records = mergeKeyed((record: PortfolioRecord) => record.id, local.records, server.records, base?.records);
  const typed = mergeKeyed((quote: PriceQuote) => quote.isin, local.typed, server.typed, base?.typed);
  return { value: { records: records.value, typed: typed.value }, kept: [...records.kept, ...typed.kept] };
}

/** Both copies together, nothing of either lost (turning keeping on, on a device that holds a portfolio already). */
export function unitePortfolios(account: AccountPortfolio, device: AccountPortfolio): AccountPortfolio {
  const merged = mergeAccountPortfolios(device, account, undefined).value;
  return sameAccountPortfolio(merged, account) ? account : merged;
}

/**
 * The account's copy as the API or storage gives it, checked as the device's own (stored.ts): undefined when any part
 * cannot be used, so a bad copy never reaches the sums.
 */
export function parseAccountPortfolio(value: unknown): AccountPortfolio | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { records, typed } = value as Record<string, unknown>;
  const files = [{ name: '', format: 'degiro-transactions', records, quotes: [], skippedLines: [], tradeYears: [] }];
  const checked = readStoredPortfolio({ version: 1, savedAt: '', files, typed });
  const file = checked?.files[0];
  // The account's copy is used whole or not at all: a record or a typed price the check leaves out refuses it.
  if (!checked || !file || !Array.isArray(typed) || checked.typed.length !== typed.length) return undefined;
  if (new Set(file.records.map((record) => record.id)).size !== file.records.length) return undefined;
  // Records of a copy made before the account kept each file's kind are given it here (migration on read).
  const kinded = new Map([...byFile(file.records).values()].flat().map((record) => [record.id, record]));
  return { records: file.records.map((record) => kinded.get(record.id) ?? record), typed: checked.typed };
}
