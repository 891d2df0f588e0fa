// The account data API (functions/api/data/, src/server/accountData.ts) from the browser: each request carries the
// signed-in user's Firebase ID token. Firebase is reached through the same lazily loaded module the auth store
// loads, so this adds no Firebase code to a page. Every failure (offline, refused, a Function error) rejects.
import type { Kind } from '../lib/sync/kinds';

/** The account's copy of a kind as the API gives it. */
export interface RemoteCopy {
  /** Null when the account has no row of this kind. */
  readonly data: unknown;
  /** The row's version (the server counts them); 0 when there is no row. */
  readonly version: number;
  /** The account's generation, bumped by each deletion of its data. */
  readonly generation: number;
}

/** What the server did with a write: saved it as a new version, or refused it as stale and sent its current copy. */
export type PutOutcome =
  | { readonly saved: true; readonly version: number; readonly generation: number }
  | { readonly saved: false; readonly current: RemoteCopy };

export class AccountApiError extends Error {
  override name = 'AccountApiError';
  constructor(
    message: string,
    /** How long the server asked to wait before the next try (Retry-After), in milliseconds. */
    readonly retryAfterMs?: number,
    /**
     * The answer's status, when the server answered: 422 (the account does not accept the value: never sent again as
     * it is) and 429 (too many requests: sent again after Retry-After) are told to the reader (src/stores/userStore.ts).
     */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Retry-After in seconds (the API sends no dates), as milliseconds. */
function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? '');
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

async function authorizedFetch(
  path: string,
  init: RequestInit = {},
  accept: readonly number[] = [],
): Promise<Response> {
  const { currentIdToken } = await import('./firebase');
  const token = await currentIdToken();
  if (token === null) throw new AccountApiError('Not signed in.');
  const response = await fetch(path, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
  if (!response.ok && !accept.includes(response.status)) {
    throw new AccountApiError(
      `${init.method ?? 'GET'} ${path} answered ${response.status}.`,
      retryAfterMs(response),
      response.status,
    );
  }
  return response;
}

const counter = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

function remoteCopy(body: Record<string, unknown>): RemoteCopy {
  const version = counter(body['version']);
  const generation = counter(body['generation']);
  if (version === undefined || generation === undefined) throw new AccountApiError('The server gave no version.');
  return { data: version === 0 ? null : (body['data'] ?? null), version, generation };
}

export async function getRemote(kind: Kind): Promise<RemoteCopy> {
  return remoteCopy((await (await authorizedFetch(`/api/data/${kind}`)).json()) as Record<string, unknown>);
}

/**
 * Sends `data` as the account's copy of `kind`, based on the version and generation it was made from. A stale write
 * (409) resolves with the server's current copy, to merge and send again.
 */
export async function putRemote(
  kind: Kind,
  data: unknown,
  base: { readonly version: number; readonly generation: number },
): Promise<PutOutcome> {
  const response = await authorizedFetch(
    `/api/data/${kind}`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data, baseVersion: base.version, generation: base.generation }),
    },
    [409],
  );
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status === 409) return { saved: false, current: remoteCopy(body) };
  const version = counter(body['version']);
  const generation = counter(body['generation']);
  if (version === undefined || generation === undefined) throw new AccountApiError('The server gave no version.');
  return { saved: true, version, generation };
}

/** Deletes every row of the signed-in account; resolves with the account's new generation. */
export async function deleteRemote(): Promise<number> {
  const body = (await (await authorizedFetch('/api/data', { method: 'DELETE' })).json()) as Record<string, unknown>;
  const generation = counter(body['generation']);
  if (generation === undefined) throw new AccountApiError('The server gave no generation.');
  return generation;
}

/** Deletes the account's row of one kind (the reader turned off keeping their portfolio with the account). */
export async function deleteRemoteKind(kind: Kind): Promise<void> {
  await authorizedFetch(`/api/data/${kind}`, { method: 'DELETE' });
}

/** Calls `listener` when the browser is back online; returns the unsubscribe. */
export function onOnline(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

/**
 * Runs `run` while no other tab of this browser holds the lock `name` (the Web Locks API), so two tabs of one reader
 * never reconcile the same copy at once: each reads the sync state the other wrote, and never has a request in flight
 * that the other does not know of. Where the API is missing, `run` runs at once.
 * A page that holds or waits for a lock when it is hidden is kept out of the back/forward cache, so both end with the
 * page's `pagehide`: a waiting request is dropped (the store retries it later), and a run in progress keeps going
 * without the lock.
 */
export function tabLock(name: string, run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof window === 'undefined') return run();
  const leaving = new AbortController();
  const onHide = () => leaving.abort();
  window.addEventListener('pagehide', onHide, { once: true });
  let work: Promise<void> | undefined;
  const held = locks.request(name, { signal: leaving.signal }, () => {
    work = run();
    // Held until the run ends or the page is hidden, whichever comes first.
    return new Promise<void>((release) => {
      leaving.signal.addEventListener('abort', () => release(), { once: true });
      void work?.finally(release).catch(() => {});
    });
  });
  return held.then(() => work).finally(() => window.removeEventListener('pagehide', onHide));
}
