// The account API's rate limit, counted by the Functions themselves in D1 (Pages projects cannot use the Workers
// rate-limit binding: the pinned wrangler refuses `ratelimits` in a Pages wrangler.toml). One counter per key and
// minute (migrations/0005_request_counts.sql): a fixed window, so a burst at a minute's turn may reach twice the limit
// over two minutes, which is still a bound. The limits are src/lib/sync/limits.ts RATE_LIMITS.
import { RATE_LIMITS } from '../lib/sync/limits';
import type { D1BatchLike, D1Like } from './accountData';

/** Counted, and over the limit: how many seconds until the minute ends (Retry-After). Under it: undefined. */
export interface Counted {
  readonly retryAfterS: number | undefined;
}

const COUNT = `INSERT INTO request_count (minute, key, count) VALUES (?1, ?2, 1)
  ON CONFLICT (minute, key) DO UPDATE SET count = count + 1 RETURNING count`;
/** Rows of minutes before the last: never read again. The key's first column is the minute, so this reads only them. */
const FORGET_OLD = 'DELETE FROM request_count WHERE minute < ?1';

/**
 * Counts one request of `key` in the current minute (and removes the counts of minutes past) and tells whether it is
 * over `limit`. `nowMs`: the server's clock.
 */
export async function countRequest(
  db: D1Like & D1BatchLike,
  key: string,
  limit: number,
  nowMs: number,
): Promise<Counted> {
  const windowMs = RATE_LIMITS.windowSeconds * 1000;
  const minute = Math.floor(nowMs / windowMs);
  const [, counted] = await db.batch<{ count: number }>([
    db.prepare(FORGET_OLD).bind(minute - 1),
    db.prepare(COUNT).bind(minute, key),
  ]);
  const count = counted?.results?.[0]?.count;
  if (typeof count !== 'number') throw new Error('The request count was not returned.');
  if (count <= limit) return { retryAfterS: undefined };
  return { retryAfterS: Math.max(1, Math.ceil(((minute + 1) * windowMs - nowMs) / 1000)) };
}

/** The key of an address (CF-Connecting-IP as the runtime sets it; a request without one shares one key). */
export const addressKey = (address: string | null): string => `address:${address ?? 'unknown'}`;
export const accountKey = (uid: string): string => `account:${uid}`;
