// The account data API on the real Pages runtime (Functions + local D1), without a browser: versions are never given
// out twice (a deletion leaves a tombstone), and the rate limit per account (docs/behaviour.md#account-data; the limit
// per address, 1,000 requests, is checked in process: tests/unit/account-rate-limit.test.ts). Each "device" is a
// client of one account that remembers the version it last matched, as src/stores/userStore.ts does.
import { describe, expect, inject, it } from 'vitest';
import { EMULATOR_API_KEY, emulatorOrigin, uniqueEmail } from './support/auth';
import { RATE_LIMITS } from '../../src/lib/sync/limits';

/** A new account in the Auth emulator and its ID token (unsigned, accepted from loopback by the local runtime). */
async function newAccountToken(): Promise<string> {
  const res = await fetch(
    `${emulatorOrigin()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${EMULATOR_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('api'), password: 'geheim123', returnSecureToken: true }),
    },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { idToken: string }).idToken;
}

/**
 * A request to the API. `address`: the caller's address as the runtime hands it on (locally wrangler keeps a
 * CF-Connecting-IP the caller sent); each test uses a loopback address of its own, so its requests count neither
 * against another test's address limit nor the suite's.
 */
function api(path: string, init: RequestInit & { token?: string; address: string }): Promise<Response> {
  const { token, address, ...rest } = init;
  return fetch(new URL(path, inject('baseUrl')), {
    ...rest,
    headers: {
      'cf-connecting-ip': address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
      ...rest.headers,
    },
  });
}

/** `count` portfolio records (the normalised shape src/lib/portfolio/accountCopy.ts sends), distinct ids. */
function portfolio(count: number) {
  const records = Array.from({ length: count }, (_, i) => ({
    id: `degiro|buy|2025-01-${String(i + 1).padStart(2, '0')}|IE00B4L5Y983|1|-80|EUR|`,
    date: `2025-01-${String(i + 1).padStart(2, '0')}`,
    isin: 'IE00B4L5Y983',
    name: 'iShares Core MSCI World',
    kind: 'buy',
    quantity: 1,
    price: 80,
    currency: 'EUR',
    amount: -80,
    amountEur: -80,
    feeEur: 1,
    fxRate: null,
    source: { file: 'Transactions.csv', broker: 'degiro' },
  }));
  return { records, typed: [] };
}

/** A valid value of each kind, of `n` items where the kind has items. */
const VALUES = {
  portfolio,
  watchlist: (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      symbol: `S${i}`,
      name: `Stock ${i}`,
      sector: 'Tech',
      currentPrice: 10,
      change: 0,
      changePercent: 0,
      addedDate: '2025-01-01',
      isFavorite: false,
    })),
  settings: (n: number) => ({ currencyDisplay: n > 5 ? 'code' : 'symbol', compactNumbers: n > 5 }),
} as const;

type Copy = { data: unknown; version: number; generation: number };

describe('versions are never reused (a deletion leaves a tombstone)', () => {
  for (const kind of ['portfolio', 'watchlist', 'settings'] as const) {
    it(`${kind}: off and on again, a device based on the first version is refused (409) and gets the new copy`, async () => {
      const token = await newAccountToken();
      const address = '127.0.0.2';
      const path = `/api/data/${kind}`;
      const put = (data: unknown, baseVersion: number) =>
        api(path, { method: 'PUT', token, address, body: JSON.stringify({ data, baseVersion, generation: 0 }) });
      // A keeps 5 records: version 1.
      const a = await put(VALUES[kind](5), 0);
      expect(await a.json()).toEqual({ version: 1, generation: 0 });
      // B turns keeping off: the copy goes, the version moves on.
      const off = await api(path, { method: 'DELETE', token, address });
      expect(off.status).toBe(200);
      const tombstone = (await off.json()) as Copy;
      expect(tombstone).toEqual({ data: null, version: 2, generation: 0 });
      // C (which has seen the tombstone) turns it on again with 9 records: version 3, not 1 again.
      const c = await put(VALUES[kind](9), tombstone.version);
      expect(await c.json()).toEqual({ version: 3, generation: 0 });
      // A types a price on its copy based on version 1: refused, with C's copy to merge.
      const stale = await put(VALUES[kind](5), 1);
      expect(stale.status).toBe(409);
      expect(await stale.json()).toEqual({ error: 'stale version', data: VALUES[kind](9), version: 3, generation: 0 });
      // The account still holds C's copy.
      const now = (await (await api(path, { token, address })).json()) as Copy;
      expect(now).toEqual({ data: VALUES[kind](9), version: 3, generation: 0 });
    });
  }

  it("'Verwijder mijn gegevens' bumps the generation and leaves tombstones: nothing from before is written back", async () => {
    const token = await newAccountToken();
    const address = '127.0.0.2';
    const body = (data: unknown, baseVersion: number, generation: number) =>
      JSON.stringify({ data, baseVersion, generation });
    await api('/api/data/portfolio', { method: 'PUT', token, address, body: body(portfolio(5), 0, 0) });
    const deleted = await api('/api/data', { method: 'DELETE', token, address });
    expect(await deleted.json()).toEqual({ generation: 1 });
    const after = (await (await api('/api/data/portfolio', { token, address })).json()) as Copy;
    expect(after).toEqual({ data: null, version: 2, generation: 1 });
    // A write from before the deletion (generation 0), whatever its version: refused.
    for (const version of [1, 2]) {
      const stale = await api('/api/data/portfolio', {
        method: 'PUT',
        token,
        address,
        body: body(portfolio(5), version, 0),
      });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toEqual({ error: 'stale generation', data: null, version: 2, generation: 1 });
    }
  });
});

/** Sends `count` requests, `parallel` at a time; the statuses in the order sent. */
async function burst(count: number, parallel: number, send: () => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += parallel) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(parallel, count - i) }, async () => {
        const res = await send();
        await res.body?.cancel();
        return res.status;
      }),
    );
    statuses.push(...batch);
  }
  return statuses;
}

describe('the rate limit', () => {
  it(`answers 429 with Retry-After after ${RATE_LIMITS.perAccount} requests of one account in a minute, from any address`, async () => {
    const other = await newAccountToken();
    // The limit counts per minute of the server's clock (this machine's). A burst that crosses a minute's turn is
    // counted in two windows, so it is tried again with a fresh account, at the start of the new minute.
    const minute = () => Math.floor(Date.now() / (RATE_LIMITS.windowSeconds * 1000));
    let token = '';
    let over: Response | undefined;
    for (let attempt = 0; attempt < 3 && !over; attempt += 1) {
      token = await newAccountToken();
      const start = minute();
      // The account's requests come from two addresses: the limit is the account's, not the address's.
      let n = 0;
      const statuses = await burst(RATE_LIMITS.perAccount, 25, () =>
        api('/api/data/settings', { token, address: n++ % 2 === 0 ? '127.0.0.3' : '127.0.0.4' }),
      );
      expect(statuses.every((status) => status === 200)).toBe(true);
      const answer = await api('/api/data/settings', { token, address: '127.0.0.5' });
      if (minute() === start) over = answer;
      else await answer.body?.cancel();
    }
    if (!over) throw new Error('Every burst crossed a minute’s turn.');
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.windowSeconds);
    expect(await over.json()).toEqual({ error: 'too many requests' });
    expect(over.headers.get('cache-control')).toBe('no-store');
    // A write over the limit is not written.
    const write = await api('/api/data/settings', {
      method: 'PUT',
      token,
      address: '127.0.0.5',
      body: JSON.stringify({ data: VALUES.settings(9), baseVersion: 0, generation: 0 }),
    });
    expect(write.status).toBe(429);
    // Another account is not limited.
    expect((await api('/api/data/settings', { token: other, address: '127.0.0.5' })).status).toBe(200);
  });
});
