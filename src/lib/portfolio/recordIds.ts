// A record's account id, and the broker names records were written with before. Pure.
//
// Two devices merge the account's copy record by record (accountCopy.ts), so a record's id there is made of what the
// record says (broker, kind, day, instrument, quantity, amount) and its sequence among records that say the same: the
// same export read on two devices gives the same ids.
//
// Records name their broker as src/data/brokerList.ts does (the front door, src/lib/brokerFiles/read.ts, names it from
// the format's broker id). Before, IBKR's records said 'Interactive Brokers': a copy kept then (IndexedDB, the
// account) is read under the current name, and an account id made of the former name is made again of the current
// one, so a file read again today gives the same ids and the copies join without a record twice.
import type { PortfolioRecord } from './records.ts';
import { PORTFOLIO_LIMITS } from '../sync/limits.ts';

/** What a record says, without the device's id and file name: equal for the same transaction from any device. */
function contentKey(record: PortfolioRecord): string {
  const instrument = record.isin ?? `name:${record.name}`;
  return [
    record.source.broker,
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
 * A record's content key, short enough for the account's id limit (src/lib/sync/limits.ts): a long one (a name-only
 * instrument with a 200-character name) keeps its start and a hash of the whole.
 */
export function accountKey(record: PortfolioRecord): string {
  const key = contentKey(record);
  return key.length <= KEY_ROOM ? key : `${key.slice(0, KEY_ROOM - 9)}~${textHash(key)}`;
}

/** The id `key` with sequence `n` (1: the key alone). */
export const sequenced = (key: string, n: number): string => (n === 1 ? key : `${key}#${n}`);

/** Whether `id` is `key` with a sequence. */
export const ownsId = (id: string, key: string): boolean => id === key || id.startsWith(`${key}#`);

/** The names records were written with before, and brokerList's name for the same broker now. */
const FORMER_BROKER_NAMES: ReadonlyMap<string, string> = new Map([['Interactive Brokers', 'IBKR']]);

/** A record kept before under its broker's current name; an account id made of the former name is made again. */
export function withCurrentBrokerName(record: PortfolioRecord): PortfolioRecord {
  const current = FORMER_BROKER_NAMES.get(record.source.broker);
  if (current === undefined) return record;
  const renamed = { ...record, source: { ...record.source, broker: current } };
  const former = accountKey(record);
  // A device's own id (file name and line) names no broker: it stays.
  if (!ownsId(record.id, former)) return renamed;
  return { ...renamed, id: accountKey(renamed) + record.id.slice(former.length) };
}
