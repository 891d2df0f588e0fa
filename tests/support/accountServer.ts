// The account data API in process, for unit tests: the real handlers (src/server/accountData.ts) over a real SQLite
// database (node:sqlite, in memory) with the project's migrations applied, in place of D1 (which is SQLite too). The
// store's get/put/delete go through Request and Response as in the browser, with the Auth emulator's unsigned tokens
// from loopback, as on the local runtime.
import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { UnsecuredJWT } from 'jose';
import {
  handleAll,
  handleKind,
  type D1BatchLike,
  type D1Like,
  type D1StatementLike,
} from '../../src/server/accountData';
import { AccountApiError, type PutOutcome, type RemoteCopy } from '../../src/browser/accountApi';
import type { Kind } from '../../src/lib/sync/kinds';

const PROJECT = 'demo-brokerkompas';
const MIGRATIONS = new URL('../../migrations/', import.meta.url);

/** D1's interface over node:sqlite: `?N` parameters, `first`, `run`, and `batch` in one transaction. */
export function memoryD1(): D1Like & D1BatchLike & { readonly sqlite: DatabaseSync } {
  const sqlite = new DatabaseSync(':memory:');
  for (const file of readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    sqlite.exec(readFileSync(new URL(file, MIGRATIONS), 'utf8'));
  }
  const statement = (query: string, values: SQLInputValue[] = []): D1StatementLike & { all(): unknown[] } => ({
    bind: (...next: unknown[]) => statement(query, next as SQLInputValue[]),
    first: <T>() => Promise.resolve((sqlite.prepare(query).get(...values) as T | undefined) ?? null),
    run: () => Promise.resolve(sqlite.prepare(query).run(...values)),
    all: () => sqlite.prepare(query).all(...values),
  });
  return {
    sqlite,
    prepare: (query) => statement(query),
    batch: <T>(statements: D1StatementLike[]) => {
      sqlite.exec('BEGIN');
      try {
        const results = statements.map((s) => ({ results: (s as ReturnType<typeof statement>).all() as T[] }));
        sqlite.exec('COMMIT');
        return Promise.resolve(results);
      } catch (error) {
        sqlite.exec('ROLLBACK');
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}

/** An unsigned ID token of the Auth emulator for `uid`, valid now. */
export function emulatorToken(uid: string): string {
  const now = Math.floor(Date.now() / 1000);
  return new UnsecuredJWT({ iat: now, exp: now + 3600, auth_time: now, sub: uid })
    .setIssuer(`https://securetoken.google.com/${PROJECT}`)
    .setAudience(PROJECT)
    .encode();
}

/** The API in process, as the local runtime runs it (emulator tokens from loopback); `now`: the server's clock. */
export function accountServer(now?: () => number) {
  const db = memoryD1();
  const context = {
    env: { DB: db, FIREBASE_PROJECT_ID: PROJECT, AUTH_EMULATOR_TOKENS: '1' },
    ...(now ? { now } : {}),
  };
  const request = (uid: string, path: string, init: RequestInit = {}) =>
    new Request(`http://127.0.0.1:4322${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${emulatorToken(uid)}`,
        'cf-connecting-ip': '127.0.0.1',
        'content-type': 'application/json',
        ...init.headers,
      },
    });
  const fetchKind = (uid: string, kind: string, init: RequestInit = {}) =>
    handleKind(request(uid, `/api/data/${kind}`, init), kind, context);
  const fetchAll = (uid: string, init: RequestInit = {}) => handleAll(request(uid, '/api/data', init), context);

  /** What src/browser/accountApi.ts makes of the answers. */
  async function ok(response: Response, accept: readonly number[] = []): Promise<Record<string, unknown>> {
    if (!response.ok && !accept.includes(response.status)) {
      const seconds = Number(response.headers.get('retry-after') ?? '');
      const wait = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
      throw new AccountApiError(`answered ${response.status}`, wait, response.status);
    }
    return (await response.json()) as Record<string, unknown>;
  }
  const copyOf = (body: Record<string, unknown>): RemoteCopy => ({
    data: body['version'] === 0 ? null : body['data'],
    version: body['version'] as number,
    generation: body['generation'] as number,
  });
  const client = (uid: string) => ({
    get: async (kind: Kind): Promise<RemoteCopy> => copyOf(await ok(await fetchKind(uid, kind))),
    put: async (
      kind: Kind,
      data: unknown,
      base: { readonly version: number; readonly generation: number },
    ): Promise<PutOutcome> => {
      const body = JSON.stringify({ data, baseVersion: base.version, generation: base.generation });
      const response = await fetchKind(uid, kind, { method: 'PUT', body });
      const answer = await ok(response, [409]);
      if (response.status === 409) return { saved: false, current: copyOf(answer) };
      return { saved: true, version: answer['version'] as number, generation: answer['generation'] as number };
    },
    deleteAll: async (): Promise<number> =>
      (await ok(await fetchAll(uid, { method: 'DELETE' })))['generation'] as number,
  });
  return { db, context, request, fetchKind, fetchAll, client };
}
