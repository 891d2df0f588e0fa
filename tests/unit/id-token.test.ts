// Firebase ID token verification (src/server/idToken.ts) against a locally generated RSA key pair and key set, the
// way Google's key set is used online: valid, expired, wrong audience, wrong issuer, wrong algorithm, unknown key,
// unsigned outside and inside emulator mode; and the account API's refusals (src/server/accountData.ts).
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  UnsecuredJWT,
  type JWTPayload,
} from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  emulatorTokensAllowed,
  InvalidTokenError,
  KeysUnavailableError,
  verifyIdToken,
} from '../../src/server/idToken';
import {
  handleAll,
  handleKind,
  type D1BatchLike,
  type D1Like,
  type D1StatementLike,
} from '../../src/server/accountData';
import { accountServer } from '../support/accountServer';

const PROJECT = 'brokerkompas-test';
const NOW = 1_800_000_000;
const KID = 'key-1';

let privateKey: CryptoKey;
let otherKey: CryptoKey;
let keys: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  keys = createLocalJWKSet({ keys: [jwk] });
});

function claims(overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: 'account-1',
    iat: NOW - 60,
    // Firebase's ID tokens live one hour.
    exp: NOW - 60 + 3600,
    auth_time: NOW - 120,
    ...overrides,
  };
}

function sign(payload: JWTPayload, { kid = KID, key = privateKey }: { kid?: string; key?: CryptoKey } = {}) {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
}

const verify = (token: string, acceptUnsigned = false) =>
  verifyIdToken(token, { projectId: PROJECT, keys, now: NOW, acceptUnsigned });

describe('verifyIdToken', () => {
  it('accepts a valid token and returns its subject as the account', async () => {
    await expect(verify(await sign(claims()))).resolves.toBe('account-1');
  });

  it('refuses an expired token', async () => {
    await expect(verify(await sign(claims({ exp: NOW - 10, iat: NOW - 3700 })))).rejects.toThrow(InvalidTokenError);
  });

  it('refuses another audience and another issuer', async () => {
    await expect(verify(await sign(claims({ aud: 'other-project' })))).rejects.toThrow(InvalidTokenError);
    await expect(verify(await sign(claims({ iss: 'https://securetoken.google.com/other' })))).rejects.toThrow(
      InvalidTokenError,
    );
    await expect(verify(await sign(claims({ iss: 'https://accounts.google.com' })))).rejects.toThrow(InvalidTokenError);
  });

  it('refuses another algorithm, even with a key the set would accept for it', async () => {
    const secret = new TextEncoder().encode('a shared secret of at least thirty-two bytes!');
    const hs = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid: KID }).sign(secret);
    await expect(verify(hs)).rejects.toThrow(InvalidTokenError);
    const es = await generateKeyPair('ES256');
    const ec = await new SignJWT(claims()).setProtectedHeader({ alg: 'ES256', kid: KID }).sign(es.privateKey);
    await expect(verify(ec)).rejects.toThrow(InvalidTokenError);
  });

  it('refuses an unknown key id and a signature by another key', async () => {
    await expect(verify(await sign(claims(), { kid: 'unknown' }))).rejects.toThrow(InvalidTokenError);
    await expect(verify(await sign(claims(), { key: otherKey }))).rejects.toThrow(InvalidTokenError);
  });

  it('refuses a missing or empty subject and an auth_time in the future', async () => {
    const { sub: _sub, ...noSub } = claims();
    await expect(verify(await sign(noSub))).rejects.toThrow(InvalidTokenError);
    await expect(verify(await sign(claims({ sub: '' })))).rejects.toThrow(InvalidTokenError);
    await expect(verify(await sign(claims({ auth_time: NOW + 600 })))).rejects.toThrow(InvalidTokenError);
  });

  it('refuses an unsigned token outside emulator mode and checks its claims inside it', async () => {
    const unsigned = new UnsecuredJWT(claims()).encode();
    await expect(verify(unsigned)).rejects.toThrow(InvalidTokenError);
    await expect(verify(unsigned, true)).resolves.toBe('account-1');
    await expect(verify(new UnsecuredJWT(claims({ aud: 'other' })).encode(), true)).rejects.toThrow(InvalidTokenError);
    await expect(verify(new UnsecuredJWT(claims({ exp: NOW - 10 })).encode(), true)).rejects.toThrow(InvalidTokenError);
  });

  it("follows Firebase's claim rules: iat not in the future, aud one string, a lifetime of at most an hour, auth_time not after iat, sub at most 128 characters", async () => {
    await expect(verify(await sign(claims({ iat: NOW + 60 })))).rejects.toThrow(InvalidTokenError);
    await expect(verify(await sign(claims({ aud: [PROJECT] })))).rejects.toThrow(InvalidTokenError);
    await expect(verify(await sign(claims({ aud: [PROJECT, 'other'] })))).rejects.toThrow(InvalidTokenError);
    await expect(verify(await sign(claims({ exp: NOW + 7 * 24 * 3600 })))).rejects.toThrow(InvalidTokenError);
    await expect(verify(await sign(claims({ iat: NOW - 60, auth_time: NOW - 30 })))).rejects.toThrow(InvalidTokenError);
    await expect(verify(await sign(claims({ sub: 'x'.repeat(129) })))).rejects.toThrow(InvalidTokenError);
    await expect(verify(await sign(claims({ sub: 'x'.repeat(128) })))).resolves.toBe('x'.repeat(128));
    // The same rules hold for the emulator's unsigned tokens.
    await expect(verify(new UnsecuredJWT(claims({ iat: NOW + 60 })).encode(), true)).rejects.toThrow(InvalidTokenError);
    await expect(verify(new UnsecuredJWT(claims({ aud: [PROJECT] })).encode(), true)).rejects.toThrow(
      InvalidTokenError,
    );
  });

  it("tells keys that cannot be fetched from a bad token: Google's key set unreachable is no verdict on the token", async () => {
    // A real remote key set at an address where nothing answers, as when Google's cannot be reached.
    const unreachable = createRemoteJWKSet(new URL('http://127.0.0.1:9/keys'), { timeoutDuration: 2000 });
    await expect(
      verifyIdToken(await sign(claims()), { projectId: PROJECT, keys: unreachable, now: NOW }),
    ).rejects.toThrow(KeysUnavailableError);
  });

  it('refuses text that is no token, and everything when no project is configured', async () => {
    await expect(verify('not.a.token')).rejects.toThrow(InvalidTokenError);
    await expect(verifyIdToken(await sign(claims()), { projectId: '', keys, now: NOW })).rejects.toThrow(
      InvalidTokenError,
    );
  });
});

describe('emulatorTokensAllowed', () => {
  it("needs both the explicit setting and a caller's address (CF-Connecting-IP) on loopback", () => {
    expect(emulatorTokensAllowed('1', '127.0.0.1')).toBe(true);
    expect(emulatorTokensAllowed('1', '127.8.9.10')).toBe(true);
    expect(emulatorTokensAllowed('1', '::1')).toBe(true);
    expect(emulatorTokensAllowed('1', '::ffff:127.0.0.1')).toBe(true);
    expect(emulatorTokensAllowed(undefined, '127.0.0.1')).toBe(false);
    expect(emulatorTokensAllowed('0', '127.0.0.1')).toBe(false);
    expect(emulatorTokensAllowed('1', null)).toBe(false);
    expect(emulatorTokensAllowed('1', '192.168.1.20')).toBe(false);
    expect(emulatorTokensAllowed('1', '127.0.0.1.example.com')).toBe(false);
    expect(emulatorTokensAllowed('1', 'localhost')).toBe(false);
    expect(emulatorTokensAllowed('1', '::ffff:10.0.0.1')).toBe(false);
  });
});

/** A D1 stand-in that records the statements run: enough to prove that a refused request writes nothing. */
function recordingDb() {
  const runs: string[] = [];
  const statement = (query: string): D1StatementLike & { readonly query: string } => ({
    query,
    bind: () => statement(query),
    // A write returns the row's new version (RETURNING); a read finds nothing.
    first: <T>() => {
      if (query.trimStart().startsWith('SELECT')) return Promise.resolve(null);
      runs.push(query);
      return Promise.resolve({ version: 1 } as T);
    },
    run: () => {
      runs.push(query);
      return Promise.resolve({});
    },
  });
  const db: D1Like & D1BatchLike = {
    prepare: statement,
    batch: <T>(statements: D1StatementLike[]) => {
      // The rate limit's counter (src/server/rateLimit.ts) is no account data: counted once, not recorded.
      if (statements.some((s) => (s as { query?: string }).query?.includes('request_count')))
        return Promise.resolve(statements.map(() => ({ results: [{ count: 1 }] as T[] })));
      runs.push(`batch of ${statements.length}`);
      return Promise.resolve([]);
    },
  };
  return { db, runs };
}

describe('account data API refusals', () => {
  const url = 'https://www.brokerkompas.nl/api/data/watchlist';
  const settings = { data: { currencyDisplay: 'code', compactNumbers: true }, baseVersion: 0, generation: 0 };
  const put = (token: string | null, body: string, path = url) =>
    new Request(path, {
      method: 'PUT',
      body,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('answers 401, 413, 400, 422 and 404 and writes nothing; a good PUT writes one row', async () => {
    const { db, runs } = recordingDb();
    const context = { env: { DB: db, FIREBASE_PROJECT_ID: PROJECT }, keys };
    const token = await sign(
      claims({
        iat: Math.floor(Date.now() / 1000) - 10,
        exp: Math.floor(Date.now() / 1000) + 600,
        auth_time: Math.floor(Date.now() / 1000) - 10,
      }),
    );
    const settingsUrl = 'https://www.brokerkompas.nl/api/data/settings';
    expect((await handleKind(put(null, JSON.stringify(settings), settingsUrl), 'settings', context)).status).toBe(401);
    expect((await handleKind(put('a.b.c', JSON.stringify(settings), settingsUrl), 'settings', context)).status).toBe(
      401,
    );
    const unsigned = new UnsecuredJWT(claims()).encode();
    expect((await handleKind(put(unsigned, JSON.stringify(settings), settingsUrl), 'settings', context)).status).toBe(
      401,
    );
    expect((await handleKind(put(token, 'x'.repeat(64 * 1024 + 1), settingsUrl), 'settings', context)).status).toBe(
      413,
    );
    expect((await handleKind(put(token, '{"data":', settingsUrl), 'settings', context)).status).toBe(400);
    expect(
      (await handleKind(put(token, '{"data":{"currencyDisplay":"eur"}}', settingsUrl), 'settings', context)).status,
    ).toBe(422);
    expect((await handleKind(put(token, '{"data":[{"symbol":"X"}]}'), 'watchlist', context)).status).toBe(422);
    expect(
      (await handleKind(put(token, JSON.stringify(settings), 'https://x/api/data/other'), 'other', context)).status,
    ).toBe(404);
    expect((await handleAll(new Request('https://x/api/data', { method: 'DELETE' }), context)).status).toBe(401);
    expect(runs).toEqual([]);
    expect((await handleKind(put(token, JSON.stringify(settings), settingsUrl), 'settings', context)).status).toBe(200);
    expect(runs).toHaveLength(1);
  });
});

describe('the account data API in process (real handlers, SQLite with the migrations)', () => {
  const watchlistItem = (symbol: string, extra: Record<string, unknown> = {}) => ({
    symbol,
    name: symbol,
    sector: 'Technology',
    currentPrice: 10,
    change: 0,
    changePercent: 0,
    addedDate: '2026-01-31',
    isFavorite: false,
    ...extra,
  });
  const body = (data: unknown, baseVersion: number, generation = 0) =>
    JSON.stringify({ data, baseVersion, generation });

  it('numbers versions; a stale write gets 409 with the current copy and changes nothing', async () => {
    const { fetchKind } = accountServer();
    const first = await fetchKind('u1', 'watchlist', { method: 'PUT', body: body([watchlistItem('A')], 0) });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ version: 1, generation: 0 });
    const second = await fetchKind('u1', 'watchlist', { method: 'PUT', body: body([watchlistItem('B')], 1) });
    expect(await second.json()).toEqual({ version: 2, generation: 0 });
    // Based on version 1 again (another device that read it): refused, with what the account holds now.
    const stale = await fetchKind('u1', 'watchlist', { method: 'PUT', body: body([watchlistItem('C')], 1) });
    expect(stale.status).toBe(409);
    expect(stale.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await stale.json()).toEqual({
      error: 'stale version',
      data: [watchlistItem('B')],
      version: 2,
      generation: 0,
    });
    // A first write when the account already has a row is stale too, and so is a version it never had.
    for (const base of [0, 3]) {
      expect((await fetchKind('u1', 'watchlist', { method: 'PUT', body: body([], base) })).status).toBe(409);
    }
    const read = await fetchKind('u1', 'watchlist');
    expect(await read.json()).toEqual({ data: [watchlistItem('B')], version: 2, generation: 0 });
    // Settings follow the same rule, and another account is untouched.
    const settings = { currencyDisplay: 'code', compactNumbers: true };
    expect((await fetchKind('u1', 'settings', { method: 'PUT', body: body(settings, 0) })).status).toBe(200);
    expect((await fetchKind('u1', 'settings', { method: 'PUT', body: body(settings, 0) })).status).toBe(409);
    expect(await (await fetchKind('u2', 'watchlist')).json()).toEqual({ data: null, version: 0, generation: 0 });
  });

  it("'Verwijder mijn gegevens' bumps the generation and leaves a tombstone; a write based on the one before is refused, a new one goes on from the tombstone's version", async () => {
    const { fetchKind, fetchAll } = accountServer();
    await fetchKind('u1', 'watchlist', { method: 'PUT', body: body([watchlistItem('A')], 0) });
    const deleted = await fetchAll('u1', { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ generation: 1 });
    // The row stays as a tombstone at the next version: a version is never given out twice.
    expect(await (await fetchKind('u1', 'watchlist')).json()).toEqual({ data: null, version: 2, generation: 1 });
    // A save from before the deletion (generation 0), whatever version it was based on: refused.
    for (const base of [2, 1, 0]) {
      const stale = await fetchKind('u1', 'watchlist', { method: 'PUT', body: body([watchlistItem('B')], base, 0) });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toEqual({ error: 'stale generation', data: null, version: 2, generation: 1 });
    }
    const fresh = await fetchKind('u1', 'watchlist', { method: 'PUT', body: body([watchlistItem('C')], 2, 1) });
    expect(await fresh.json()).toEqual({ version: 3, generation: 1 });
    expect(await (await fetchAll('u1', { method: 'DELETE' })).json()).toEqual({ generation: 2 });
  });

  it('refuses a date that does not exist, and accepts a case-insensitive Bearer scheme', async () => {
    const { fetchKind } = accountServer();
    for (const addedDate of ['2026-99-99', '2026-02-31', '2026-1-01']) {
      const put = fetchKind('u1', 'watchlist', { method: 'PUT', body: body([watchlistItem('A', { addedDate })], 0) });
      expect((await put).status).toBe(422);
    }
    const token = (await import('../support/accountServer')).emulatorToken('u1');
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const get = await fetchKind('u1', 'watchlist', { headers: { authorization: `${scheme} ${token}` } });
      expect(get.status).toBe(200);
      expect(get.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses emulator tokens from a caller that is not loopback, whatever the Host header or the URL say', async () => {
    const { fetchKind } = accountServer();
    for (const peer of ['192.168.1.20', '']) {
      const answer = await fetchKind('u1', 'watchlist', { headers: { 'cf-connecting-ip': peer, host: 'localhost' } });
      expect(answer.status).toBe(401);
    }
  });

  it("answers 503 with Retry-After when Google's keys cannot be fetched", async () => {
    const { db } = accountServer();
    const unreachable = createRemoteJWKSet(new URL('http://127.0.0.1:9/keys'), { timeoutDuration: 2000 });
    const now = Math.floor(Date.now() / 1000);
    const token = await sign(claims({ iat: now - 10, exp: now + 600, auth_time: now - 10 }));
    const answer = await handleKind(
      new Request('https://www.brokerkompas.nl/api/data/watchlist', { headers: { authorization: `Bearer ${token}` } }),
      'watchlist',
      { env: { DB: db, FIREBASE_PROJECT_ID: PROJECT }, keys: unreachable },
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(await answer.json()).toEqual({ error: 'signing keys unavailable' });
  });
});
