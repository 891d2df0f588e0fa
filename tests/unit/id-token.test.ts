// Firebase ID token verification (src/server/idToken.ts) against a locally generated RSA key pair and key set, the
// way Google's key set is used online: valid, expired, wrong audience, wrong issuer, wrong algorithm, unknown key,
// unsigned outside and inside emulator mode; and the account API's refusals (src/server/accountData.ts).
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorTokensAllowed, InvalidTokenError, verifyIdToken } from '../../src/server/idToken';
import { handleAll, handleKind, type D1Like, type D1StatementLike } from '../../src/server/accountData';

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
    exp: NOW + 3600,
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

  it('refuses text that is no token, and everything when no project is configured', async () => {
    await expect(verify('not.a.token')).rejects.toThrow(InvalidTokenError);
    await expect(verifyIdToken(await sign(claims()), { projectId: '', keys, now: NOW })).rejects.toThrow(
      InvalidTokenError,
    );
  });
});

describe('emulatorTokensAllowed', () => {
  it('needs both the explicit setting and a loopback request', () => {
    expect(emulatorTokensAllowed('1', 'http://127.0.0.1:4322/api/data/watchlist')).toBe(true);
    expect(emulatorTokensAllowed('1', 'http://localhost:4322/api/data/watchlist')).toBe(true);
    expect(emulatorTokensAllowed('1', 'http://[::1]:4322/api/data/watchlist')).toBe(true);
    expect(emulatorTokensAllowed(undefined, 'http://127.0.0.1:4322/api/data/watchlist')).toBe(false);
    expect(emulatorTokensAllowed('0', 'http://127.0.0.1:4322/api/data/watchlist')).toBe(false);
    expect(emulatorTokensAllowed('1', 'https://www.brokerkompas.nl/api/data/watchlist')).toBe(false);
    expect(emulatorTokensAllowed('1', 'https://127.0.0.1.example.com/api/data/watchlist')).toBe(false);
  });
});

/** A D1 stand-in that records the statements run: enough to prove that a refused request writes nothing. */
function recordingDb() {
  const runs: string[] = [];
  const statement = (query: string): D1StatementLike => ({
    bind: () => statement(query),
    first: () => Promise.resolve(null),
    run: () => {
      runs.push(query);
      return Promise.resolve({});
    },
  });
  const db: D1Like = { prepare: statement };
  return { db, runs };
}

describe('account data API refusals', () => {
  const url = 'https://www.brokerkompas.nl/api/data/watchlist';
  const settings = { data: { currencyDisplay: 'code', compactNumbers: true } };
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
