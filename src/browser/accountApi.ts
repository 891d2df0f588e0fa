// The account data API (functions/api/data/, src/server/accountData.ts) from the browser: each request carries the
// signed-in user's Firebase ID token. Firebase is reached through the same lazily loaded module the auth store
// loads, so this adds no Firebase code to a page. Every failure (offline, refused, a Function error) rejects.
import type { Kind } from '../lib/sync/kinds';

export interface RemoteCopy {
  readonly data: unknown;
  /** Milliseconds since the epoch; null when the account has no row of this kind. */
  readonly writtenAt: number | null;
}

export class AccountApiError extends Error {
  override name = 'AccountApiError';
}

async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const { currentIdToken } = await import('./firebase');
  const token = await currentIdToken();
  if (token === null) throw new AccountApiError('Not signed in.');
  const response = await fetch(path, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
  if (!response.ok) throw new AccountApiError(`${init.method ?? 'GET'} ${path} answered ${response.status}.`);
  return response;
}

export async function getRemote(kind: Kind): Promise<RemoteCopy> {
  const body = (await (await authorizedFetch(`/api/data/${kind}`)).json()) as Partial<RemoteCopy>;
  const writtenAt = typeof body.writtenAt === 'number' ? body.writtenAt : null;
  return { data: writtenAt === null ? null : body.data, writtenAt };
}

/** Stores `data` as the account's copy of `kind`; resolves with the server's writtenAt. */
export async function putRemote(kind: Kind, data: unknown): Promise<number> {
  const response = await authorizedFetch(`/api/data/${kind}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  const { writtenAt } = (await response.json()) as { writtenAt?: unknown };
  if (typeof writtenAt !== 'number') throw new AccountApiError('The server gave no writtenAt.');
  return writtenAt;
}

/** Deletes every row of the signed-in account. */
export async function deleteRemote(): Promise<void> {
  await authorizedFetch('/api/data', { method: 'DELETE' });
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
