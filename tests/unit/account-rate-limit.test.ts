// The account API's rate limit in process (the real handlers over node:sqlite with the migrations, tests/support/
// accountServer.ts), with the server's clock given: per address before the token is checked, per account after, per
// minute (docs/behaviour.md#account-data). The Pages runtime's own test of the account limit is
// tests/e2e/account-api.e2e.ts.
import { describe, expect, it } from 'vitest';
import { handleAll, handleKind } from '../../src/server/accountData';
import { RATE_LIMITS } from '../../src/lib/sync/limits';
import { accountServer, emulatorToken } from '../support/accountServer';

const MINUTE = RATE_LIMITS.windowSeconds * 1000;

function setup(startMs: number) {
  const { context } = accountServer();
  let now = startMs;
  const ctx = { ...context, now: () => now };
  const request = (address: string, token?: string, init: RequestInit = {}) =>
    new Request('http://127.0.0.1:4322/api/data/settings', {
      ...init,
      headers: { 'cf-connecting-ip': address, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  return {
    get: (address: string, token?: string) => handleKind(request(address, token), 'settings', ctx),
    deleteAll: (address: string, token: string) =>
      handleAll(new Request('http://127.0.0.1:4322/api/data', request(address, token, { method: 'DELETE' })), ctx),
    setNow: (ms: number) => {
      now = ms;
    },
    db: context.env.DB,
  };
}

describe('the rate limit of the account API', () => {
  it(`per address: ${RATE_LIMITS.perAddress} requests a minute (with or without a token), then 429 with Retry-After until the minute ends`, async () => {
    const start = 1_000 * MINUTE + 15_000;
    const api = setup(start);
    for (let i = 0; i < RATE_LIMITS.perAddress; i += 1) expect((await api.get('127.0.0.9')).status).toBe(401);
    const token = emulatorToken('u1');
    const over = await api.get('127.0.0.9', token);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('45');
    expect(await over.json()).toEqual({ error: 'too many requests' });
    expect((await api.deleteAll('127.0.0.9', token)).status).toBe(429);
    // Another address, and the same address in the next minute, are not limited.
    expect((await api.get('127.0.0.10', token)).status).toBe(200);
    api.setNow(start + MINUTE);
    expect((await api.get('127.0.0.9', token)).status).toBe(200);
  });

  it(`per account: ${RATE_LIMITS.perAccount} requests a minute from any addresses, then 429; the counts of past minutes are removed`, async () => {
    const start = 2_000 * MINUTE;
    const api = setup(start);
    const token = emulatorToken('u1');
    for (let i = 0; i < RATE_LIMITS.perAccount; i += 1)
      expect((await api.get(i % 2 ? '127.0.0.1' : '::1', token)).status).toBe(200);
    const over = await api.get('127.0.0.2', token);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('60');
    expect((await api.get('127.0.0.2', emulatorToken('u2'))).status).toBe(200);
    // Two minutes on: allowed again, and only this minute's counts are kept.
    api.setNow(start + 2 * MINUTE);
    expect((await api.get('127.0.0.2', token)).status).toBe(200);
    const minutes = (await api.db.prepare('SELECT DISTINCT minute FROM request_count').first<{ minute: number }>())
      ?.minute;
    expect(minutes).toBe(2_002);
  });
});
