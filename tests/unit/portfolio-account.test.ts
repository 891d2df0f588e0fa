// The reader's own portfolio kept with the account (opt-in): the API's new kind over the real handlers and
// SQLite with the migrations (tests/support/accountServer.ts), its limits on both sides, the account ids of records
// and the merge of two devices' copies record by record, through the per-user store (src/stores/userStore.ts).
import { readFileSync } from 'node:fs';
import { fixturePath } from '../support/exportFixtures';
import { DatabaseSync } from 'node:sqlite';
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import {
  fromAccountPortfolio,
  mergeAccountPortfolios,
  parseAccountPortfolio,
  sameAccountPortfolio,
  toAccountPortfolio,
  unitePortfolios,
  withStableIds,
  type AccountPortfolio,
} from '../../src/lib/portfolio/accountCopy';
import { PORTFOLIO_ACCOUNT_KEY_PREFIX, PORTFOLIO_SYNC_KEY_PREFIX } from '../../src/lib/portfolio/constants';
import { readPortfolioText, type PortfolioFile } from '../../src/lib/portfolio/fromExports';
import type { PortfolioRecord } from '../../src/lib/portfolio/records';
import { withFiles, withTypedPrice, type StoredPortfolio } from '../../src/lib/portfolio/stored';
import type { AuthLike, KeyValueStorage } from '../../src/lib/portfolio/userStorage';
import { MAX_BODY_BYTES, PORTFOLIO_LIMITS, portfolioOverLimit, putBodyBytes } from '../../src/lib/sync/limits';
import { createUserStore } from '../../src/stores/userStore';
import { accountServer } from '../support/accountServer';

const fixture = (name: string) => readFileSync(fixturePath(name), 'utf8');

function read(name: string, as = name): PortfolioFile {
  const outcome = readPortfolioText(fixture(name), { name: as, day: '2025-03-20' });
  if (!outcome.ok) throw new Error(`${name}: ${outcome.problem}`);
  return outcome.file;
}

const NOW = '2025-03-20T10:00:00.000Z';
const transactions = read('degiro-transacties.csv');
const statement = read('degiro-rekeningoverzicht.csv');
const closing = read('degiro-portefeuille.csv');
const both = withFiles(undefined, [transactions, statement, closing], NOW);
const copy = toAccountPortfolio(both);
const body = (data: unknown, baseVersion = 0, generation = 0) => JSON.stringify({ data, baseVersion, generation });

/** A copy of `count` records like the first, each one day apart (distinct ids), for the size limit. */
function copyOfSize(count: number): AccountPortfolio {
  const first = copy.records[0];
  if (!first) throw new Error('no record');
  const records = Array.from({ length: count }, (_, i): PortfolioRecord => {
    const date = new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    return { ...first, id: `r${i}`, date };
  });
  return { records, typed: [] };
}

describe('the portfolio kind of the account data API', () => {
  it('keeps the normalised records and typed prices of one account, and no other account reads or changes them', async () => {
    const { fetchKind } = accountServer();
    expect(copy.records.length).toBeGreaterThan(10);
    const typed = withTypedPrice(
      both,
      { isin: 'US5949181045', price: 400, currency: 'EUR', priceEur: 400, date: '2025-03-20' },
      NOW,
    );
    const data = toAccountPortfolio(typed);
    const put = await fetchKind('u1', 'portfolio', { method: 'PUT', body: body(data) });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ version: 1, generation: 0 });
    const got = (await (await fetchKind('u1', 'portfolio')).json()) as { data: unknown; version: number };
    expect(got.version).toBe(1);
    expect(parseAccountPortfolio(got.data)).toEqual(data);
    // Never the file: no raw line of the export is in what the account holds.
    expect(JSON.stringify(got.data)).not.toContain(fixture('degiro-transacties.csv').split('\n')[1]);
    // Another account sees nothing, its write lands in its own row, and its deletion leaves u1's copy alone.
    expect(await (await fetchKind('u2', 'portfolio')).json()).toEqual({ data: null, version: 0, generation: 0 });
    expect((await fetchKind('u2', 'portfolio', { method: 'PUT', body: body({ records: [], typed: [] }) })).status).toBe(
      200,
    );
    expect((await fetchKind('u2', 'portfolio', { method: 'DELETE' })).status).toBe(200);
    expect(((await (await fetchKind('u1', 'portfolio')).json()) as { version: number }).version).toBe(1);
  });

  it('answers 401 without a token (or with a bad one) on GET, PUT and DELETE, and changes nothing', async () => {
    const { fetchKind, context } = accountServer();
    expect((await fetchKind('u1', 'portfolio', { method: 'PUT', body: body(copy) })).status).toBe(200);
    const { handleKind } = await import('../../src/server/accountData');
    for (const authorization of [undefined, 'Bearer a.b.c', 'Basic dTE6cA==']) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const request = new Request('http://127.0.0.1:4322/api/data/portfolio', {
          method,
          ...(method === 'PUT' ? { body: body({ records: [], typed: [] }, 1) } : {}),
          headers: { 'cf-connecting-ip': '127.0.0.1', ...(authorization ? { authorization } : {}) },
        });
        const answer = await handleKind(request, 'portfolio', context);
        expect(answer.status).toBe(401);
        expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      }
    }
    const kept = (await (await fetchKind('u1', 'portfolio')).json()) as { data: unknown; version: number };
    expect(kept.version).toBe(1);
    expect(parseAccountPortfolio(kept.data)).toEqual(copy);
  });

  it("takes a body up to its own limit and refuses a larger one with 413, as the browser's check says beforehand", async () => {
    const { fetchKind } = accountServer();
    // Over the other kinds' 64 KB, under the portfolio's 1 MiB: taken.
    let fits = copyOfSize(1000);
    while (putBodyBytes(copyOfSize(fits.records.length + 200)) <= PORTFOLIO_LIMITS.bodyBytes)
      fits = copyOfSize(fits.records.length + 200);
    expect(putBodyBytes(fits)).toBeGreaterThan(MAX_BODY_BYTES);
    expect(portfolioOverLimit(fits)).toBeUndefined();
    expect((await fetchKind('u1', 'portfolio', { method: 'PUT', body: body(fits) })).status).toBe(200);
    // The next size up: the browser refuses to send it, and the server would refuse it too.
    const tooLarge = copyOfSize(fits.records.length + 200);
    expect(portfolioOverLimit(tooLarge)).toBe('too-large');
    const refused = await fetchKind('u1', 'portfolio', { method: 'PUT', body: body(tooLarge, 1) });
    expect(refused.status).toBe(413);
    expect(((await (await fetchKind('u1', 'portfolio')).json()) as { version: number }).version).toBe(1);
    // The other kinds keep their 64 KB.
    const watchlist = await fetchKind('u1', 'watchlist', { method: 'PUT', body: 'x'.repeat(MAX_BODY_BYTES + 1) });
    expect(watchlist.status).toBe(413);
  });

  it('refuses with 422 what is not the records and typed prices: a file, a missing or extra field, a bad day or kind, a repeated id', async () => {
    const { fetchKind } = accountServer();
    const record = copy.records[0];
    if (!record) throw new Error('no record');
    const bad: unknown[] = [
      { files: both.files, typed: [] },
      { records: copy.records },
      { records: [{ ...record, line: 'Datum,Tijd,Product' }], typed: [] },
      { records: [{ ...record, date: '2025-02-30' }], typed: [] },
      { records: [{ ...record, kind: 'gift' }], typed: [] },
      { records: [{ ...record, amount: 'NaN' }], typed: [] },
      { records: [{ ...record, name: 'x'.repeat(PORTFOLIO_LIMITS.text + 1) }], typed: [] },
      { records: [record, record], typed: [] },
      { records: [], typed: [{ isin: 'X', price: 0, currency: 'EUR', priceEur: 0, date: '2025-01-01' }] },
    ];
    for (const data of bad) {
      expect((await fetchKind('u1', 'portfolio', { method: 'PUT', body: body(data) })).status).toBe(422);
    }
    expect(await (await fetchKind('u1', 'portfolio')).json()).toEqual({ data: null, version: 0, generation: 0 });
  });

  it('DELETE of the kind leaves a tombstone of that row only (the next version, data null) and keeps the generation; a device based on it is refused', async () => {
    const { fetchKind, fetchAll } = accountServer();
    await fetchKind('u1', 'portfolio', { method: 'PUT', body: body(copy) });
    const settings = { currencyDisplay: 'code', compactNumbers: true };
    await fetchKind('u1', 'settings', { method: 'PUT', body: body(settings) });
    const deleted = await fetchKind('u1', 'portfolio', { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ data: null, version: 2, generation: 0 });
    // Deleting again changes nothing (the tombstone stays at its version).
    await fetchKind('u1', 'portfolio', { method: 'DELETE' });
    expect(await (await fetchKind('u1', 'portfolio')).json()).toEqual({ data: null, version: 2, generation: 0 });
    expect(((await (await fetchKind('u1', 'settings')).json()) as { version: number }).version).toBe(1);
    // Another device still based on version 1, or one that never had a copy (0): refused, with the tombstone.
    for (const base of [1, 0]) {
      const stale = await fetchKind('u1', 'portfolio', { method: 'PUT', body: body(copy, base) });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toMatchObject({ data: null, version: 2, generation: 0 });
    }
    // A write based on the tombstone is the next version, never one given out before.
    const again = await fetchKind('u1', 'portfolio', { method: 'PUT', body: body(copy, 2) });
    expect(await again.json()).toEqual({ version: 3, generation: 0 });
    // 'Verwijder mijn gegevens' removes it with everything else, leaving tombstones too.
    await fetchAll('u1', { method: 'DELETE' });
    expect(await (await fetchKind('u1', 'portfolio')).json()).toEqual({ data: null, version: 4, generation: 1 });
    expect(await (await fetchKind('u1', 'settings')).json()).toEqual({ data: null, version: 2, generation: 1 });
  });
});

describe('account ids of records', () => {
  it('are the same for the same export read on two devices under other names, and never repeat', () => {
    const here = toAccountPortfolio(withFiles(undefined, [transactions], NOW));
    const there = toAccountPortfolio(
      withFiles(undefined, [read('degiro-transacties.csv', 'Transactions (1).csv')], NOW),
    );
    expect(here.records.map((r) => r.id)).toEqual(there.records.map((r) => r.id));
    expect(new Set(copy.records.map((r) => r.id)).size).toBe(copy.records.length);
  });

  it('number records that say the same in their order, and keep an id a record already has from the account', () => {
    const [first] = transactions.records;
    if (!first) throw new Error('no record');
    const twice = withStableIds([first, { ...first, id: 'x:9' }]);
    expect(twice[1]?.id).toBe(`${twice[0]?.id}#2`);
    // From the account in the other order: each keeps its id; a new third one takes #3.
    const kept = withStableIds([twice[1] as PortfolioRecord, twice[0] as PortfolioRecord, { ...first, id: 'y:1' }]);
    expect(kept.map((r) => r.id)).toEqual([twice[1]?.id, twice[0]?.id, `${twice[0]?.id}#3`]);
  });

  it("survive the way back to the device: the device's copy made from the account's gives the account's again", () => {
    const elsewhere = fromAccountPortfolio(copy, undefined, NOW);
    expect(sameAccountPortfolio(toAccountPortfolio(elsewhere), copy)).toBe(true);
    const here = fromAccountPortfolio(copy, both, NOW);
    expect(sameAccountPortfolio(toAccountPortfolio(here), copy)).toBe(true);
    // The closing prices read here stay here.
    expect(here?.files.flatMap((file) => file.quotes)).toEqual(closing.quotes);
    expect(fromAccountPortfolio({ records: [], typed: [] }, both, NOW)).toBeUndefined();
  });
});

describe('two devices’ copies', () => {
  const transactionsCopy = toAccountPortfolio(withFiles(undefined, [transactions], NOW));
  const statementCopy = toAccountPortfolio(withFiles(undefined, [statement], NOW));

  it('merge record by record: what each added is kept, what one removed since the common copy stays removed', () => {
    const [gone, ...rest] = transactionsCopy.records;
    const base = transactionsCopy;
    const local: AccountPortfolio = { records: [...base.records, ...statementCopy.records], typed: [] };
    const server: AccountPortfolio = { records: rest, typed: [] };
    const merged = mergeAccountPortfolios(local, server, base).value;
    expect(merged.records.map((r) => r.id)).toEqual([...rest, ...statementCopy.records].map((r) => r.id));
    expect(merged.records.some((r) => r.id === gone?.id)).toBe(false);
  });

  it('without a common copy (keeping turned on where a portfolio was already kept) keep every record of both once', () => {
    const united = unitePortfolios(transactionsCopy, copy);
    expect(new Set(united.records.map((r) => r.id))).toEqual(new Set(copy.records.map((r) => r.id)));
    expect(unitePortfolios(copy, transactionsCopy)).toBe(copy);
  });

  it('the same copy is the same whatever order a record lists its fields in (a file read vs storage read back)', () => {
    const reordered = {
      records: transactionsCopy.records.map((record) => Object.fromEntries(Object.entries(record).reverse())),
      typed: [],
    } as unknown as AccountPortfolio;
    expect(sameAccountPortfolio(reordered, transactionsCopy)).toBe(true);
    const [first, ...rest] = transactionsCopy.records;
    expect(sameAccountPortfolio({ records: [{ ...first!, quantity: 5 }, ...rest], typed: [] }, transactionsCopy)).toBe(
      false,
    );
  });

  it('meet through the store: records added on two devices reach both, via the real handlers', async () => {
    const server = accountServer();
    const deviceOf = () => {
      const items = new Map<string, string>();
      const storage: KeyValueStorage = {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      };
      const $auth = atom<AuthLike>({ status: 'loading' });
      const api = server.client('u1');
      const store = createUserStore<AccountPortfolio>({
        auth: $auth,
        prefix: PORTFOLIO_ACCOUNT_KEY_PREFIX,
        seed: () => ({ records: [], typed: [] }),
        empty: { records: [], typed: [] },
        parse: (text) => parseAccountPortfolio(JSON.parse(text)),
        storage: () => storage,
        externalChanges: () => () => {},
        remote: {
          kind: 'portfolio',
          statePrefix: PORTFOLIO_SYNC_KEY_PREFIX,
          get: api.get,
          put: api.put,
          parse: parseAccountPortfolio,
          merge: mergeAccountPortfolios,
          overLimit: portfolioOverLimit,
          onOnline: () => () => {},
          retryDelaysMs: [60_000],
        },
      });
      store.$store.listen(() => {});
      $auth.set({ status: 'signed-in', user: { uid: 'u1' } });
      return store;
    };
    const a = deviceOf();
    await a.syncNow();
    a.update(() => transactionsCopy);
    await a.syncNow();
    const b = deviceOf();
    await b.syncNow();
    expect(sameAccountPortfolio(b.$store.get(), transactionsCopy)).toBe(true);
    // Both add a file at once; B's write comes second, is refused as stale, merged and sent again.
    a.update((current) => ({ ...current, records: [...current.records, ...statementCopy.records.slice(0, 2)] }));
    b.update((current) => ({ ...current, records: [...current.records, ...statementCopy.records.slice(2)] }));
    await a.syncNow();
    await b.syncNow();
    await a.syncNow();
    const everything = { records: [...transactionsCopy.records, ...statementCopy.records], typed: [] };
    expect(sameAccountPortfolio(a.$store.get(), everything)).toBe(true);
    expect(sameAccountPortfolio(b.$store.get(), everything)).toBe(true);
    const onServer = await server.client('u1').get('portfolio');
    expect(sameAccountPortfolio(parseAccountPortfolio(onServer.data) ?? { records: [], typed: [] }, everything)).toBe(
      true,
    );
  });
});

describe('what the device keeps of the account’s copy', () => {
  it('refuses a copy with a bad record or a repeated id, so it never reaches the sums', () => {
    const [record] = copy.records;
    expect(parseAccountPortfolio({ records: [{ ...record, quantity: 'x' }], typed: [] })).toBeUndefined();
    expect(parseAccountPortfolio({ records: [record, record], typed: [] })).toBeUndefined();
    expect(parseAccountPortfolio(null)).toBeUndefined();
    const stored: StoredPortfolio | undefined = fromAccountPortfolio(copy, undefined, NOW);
    expect(stored?.files.map((file) => file.name).sort()).toEqual(
      ['degiro-rekeningoverzicht.csv', 'degiro-transacties.csv'].sort(),
    );
  });
});

describe('migration 0003', () => {
  it('keeps every row written before it, with its version, and lets the portfolio kind in, no other', () => {
    const db = new DatabaseSync(':memory:');
    const migration = (name: string) => readFileSync(`migrations/${name}`, 'utf8');
    db.exec(migration('0001_account_data.sql'));
    db.exec(migration('0002_versions_and_generation.sql'));
    db.prepare(
      "INSERT INTO account_data (uid, kind, data, written_at, version) VALUES ('u1', 'watchlist', '[]', 5, 7)",
    ).run();
    db.prepare("INSERT INTO account_generation (uid, generation) VALUES ('u1', 2)").run();
    expect(() =>
      db.prepare("INSERT INTO account_data (uid, kind, data, written_at) VALUES ('u1', 'portfolio', '{}', 1)").run(),
    ).toThrow(/CHECK/);
    db.exec(migration('0003_portfolio_kind.sql'));
    expect(db.prepare('SELECT uid, kind, data, written_at, version FROM account_data').all()).toEqual([
      { uid: 'u1', kind: 'watchlist', data: '[]', written_at: 5, version: 7 },
    ]);
    expect(db.prepare('SELECT generation FROM account_generation').get()).toEqual({ generation: 2 });
    db.prepare("INSERT INTO account_data (uid, kind, data, written_at) VALUES ('u1', 'portfolio', '{}', 1)").run();
    expect(db.prepare("SELECT version FROM account_data WHERE kind = 'portfolio'").get()).toEqual({ version: 1 });
    expect(() =>
      db.prepare("INSERT INTO account_data (uid, kind, data, written_at) VALUES ('u1', 'holdings', '{}', 1)").run(),
    ).toThrow(/CHECK/);
  });
});

describe('migration 0004', () => {
  it('keeps every row with its version and lets a row be a tombstone (data null), of the three kinds only', () => {
    const db = new DatabaseSync(':memory:');
    const migration = (name: string) => readFileSync(`migrations/${name}`, 'utf8');
    for (const name of ['0001_account_data.sql', '0002_versions_and_generation.sql', '0003_portfolio_kind.sql'])
      db.exec(migration(name));
    db.prepare(
      "INSERT INTO account_data (uid, kind, data, written_at, version) VALUES ('u1', 'portfolio', '{}', 5, 7)",
    ).run();
    expect(() => db.prepare("UPDATE account_data SET data = NULL WHERE uid = 'u1'").run()).toThrow(/NOT NULL/);
    db.exec(migration('0004_tombstones.sql'));
    expect(db.prepare('SELECT uid, kind, data, written_at, version FROM account_data').all()).toEqual([
      { uid: 'u1', kind: 'portfolio', data: '{}', written_at: 5, version: 7 },
    ]);
    db.prepare("UPDATE account_data SET data = NULL, version = version + 1 WHERE uid = 'u1'").run();
    expect(db.prepare('SELECT data, version FROM account_data').get()).toEqual({ data: null, version: 8 });
    expect(() =>
      db.prepare("INSERT INTO account_data (uid, kind, data, written_at) VALUES ('u1', 'holdings', '{}', 1)").run(),
    ).toThrow(/CHECK/);
  });
});
