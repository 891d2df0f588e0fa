// The merge rules of account data (src/lib/sync/reconcile.ts) and the per-user store's sync with the server
// (src/stores/userStore.ts `remote`), against an in-memory server with the API's behaviour.
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { SAMPLE_WATCHLIST, findStock } from '../../src/data/stocks';
import { WATCHLIST_KEY_PREFIX, WATCHLIST_SYNC_KEY_PREFIX } from '../../src/lib/portfolio/constants';
import type { WatchlistItem } from '../../src/lib/portfolio/types';
import type { AuthLike, KeyValueStorage } from '../../src/lib/portfolio/userStorage';
import {
  addToWatchlist,
  parseRemoteWatchlist,
  parseStoredWatchlist,
  removeFromWatchlist,
  setNotes,
} from '../../src/lib/portfolio/watchlist';
import type { DisplayPrefs } from '../../src/lib/portfolio/format';
import { newestSettings, reconcile, unionWatchlists, type Written } from '../../src/lib/sync/reconcile';
import { createUserStore } from '../../src/stores/userStore';

const item = (symbol: string, extra: Partial<WatchlistItem> = {}): WatchlistItem => ({
  ...findStock(symbol),
  addedDate: '2026-01-01',
  isFavorite: false,
  ...extra,
});
const symbols = (items: readonly WatchlistItem[]) => items.map((i) => i.symbol);

describe('unionWatchlists', () => {
  it('keeps every symbol of both lists once: the server order, then what only the device has', () => {
    const local = { value: [item('AMZN'), item('AAPL')], writtenAt: 10 };
    const server = { value: [item('AAPL'), item('MSFT')], writtenAt: 20 };
    expect(symbols(unionWatchlists(local, server))).toEqual(['AAPL', 'MSFT', 'AMZN']);
  });

  it('takes target and notes of a shared symbol from the more recently written list', () => {
    const local = { value: [item('AAPL', { targetPrice: 150, notes: 'device' })], writtenAt: 30 };
    const server = { value: [item('AAPL', { targetPrice: 200, notes: 'server' })], writtenAt: 20 };
    expect(unionWatchlists(local, server)[0]).toMatchObject({ targetPrice: 150, notes: 'device' });
    expect(unionWatchlists({ ...local, writtenAt: 10 }, server)[0]).toMatchObject({
      targetPrice: 200,
      notes: 'server',
    });
    // A tie goes to the server's copy, the one the other devices already have.
    expect(unionWatchlists({ ...local, writtenAt: 20 }, server)[0]).toMatchObject({ notes: 'server' });
  });

  it('keeps a symbol removed on one side since the common list removed, and one added on the other', () => {
    const base = [item('AAPL'), item('NVDA'), item('ASML')];
    const local = { value: [item('NVDA'), item('ASML'), item('AMZN')], writtenAt: 20 };
    const server = { value: [item('AAPL'), item('NVDA'), item('MSFT')], writtenAt: 10 };
    // AAPL went here, ASML there; AMZN came here, MSFT there.
    expect(symbols(unionWatchlists(local, server, base))).toEqual(['NVDA', 'MSFT', 'AMZN']);
    // Without the common list nothing can be told apart from an addition: everything is kept.
    expect(symbols(unionWatchlists(local, server))).toEqual(['AAPL', 'NVDA', 'MSFT', 'ASML', 'AMZN']);
  });
});

describe('newestSettings', () => {
  it('takes the most recently written copy whole', () => {
    const a: Written<DisplayPrefs> = { value: { currencyDisplay: 'code', compactNumbers: false }, writtenAt: 5 };
    const b: Written<DisplayPrefs> = { value: { currencyDisplay: 'symbol', compactNumbers: true }, writtenAt: 9 };
    expect(newestSettings(a, b)).toBe(b.value);
    expect(newestSettings({ ...a, writtenAt: 10 }, b)).toBe(a.value);
  });
});

describe('reconcile', () => {
  const merge = (l: { value: string }, s: { value: string }) => `${l.value}+${s.value}`;
  it('sends a changed device copy when the server has none, and keeps an untouched one local', () => {
    expect(reconcile('mine', { dirty: true, changedAt: 1 }, null, merge)).toEqual({
      value: 'mine',
      push: true,
      base: undefined,
    });
    expect(reconcile('seed', { dirty: false, changedAt: 0 }, null, merge)).toEqual({
      value: 'seed',
      push: false,
      base: undefined,
    });
  });
  it("takes the server's copy when the device changed nothing", () => {
    expect(reconcile('seed', { dirty: false, changedAt: 0 }, { value: 'acc', writtenAt: 7 }, merge)).toEqual({
      value: 'acc',
      push: false,
      base: 7,
    });
  });
  it('sends the device copy when the server did not change since it last matched', () => {
    expect(reconcile('new', { dirty: true, changedAt: 9, base: 7 }, { value: 'old', writtenAt: 7 }, merge)).toEqual({
      value: 'new',
      push: true,
      base: 7,
    });
  });
  it('merges when both changed: first sign-in on a device with data, or edits on two devices', () => {
    expect(reconcile('dev', { dirty: true, changedAt: 0 }, { value: 'acc', writtenAt: 7 }, merge).value).toBe(
      'dev+acc',
    );
    expect(reconcile('dev', { dirty: true, changedAt: 9, base: 5 }, { value: 'acc', writtenAt: 7 }, merge)).toEqual({
      value: 'dev+acc',
      push: true,
      base: 7,
    });
  });
});

class MemoryStorage implements KeyValueStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

/** The API's behaviour in memory: rows per account, writtenAt from a clock, failures on demand. */
class FakeServer {
  rows = new Map<string, { data: unknown; writtenAt: number }>();
  clock = 1000;
  failing = false;
  holding = false;
  held: (() => void)[] = [];
  /** Answers every held request and holds no more. */
  release() {
    this.holding = false;
    for (const answer of this.held.splice(0)) answer();
  }
  forUser(uid: string) {
    return {
      get: () => {
        if (this.failing) return Promise.reject(new Error('500'));
        const row = this.rows.get(uid);
        return Promise.resolve(
          row ? { data: structuredClone(row.data), writtenAt: row.writtenAt } : { data: null, writtenAt: null },
        );
      },
      put: (_kind: string, data: unknown) => {
        if (this.failing) return Promise.reject(new Error('500'));
        this.clock += 10;
        const writtenAt = this.clock;
        this.rows.set(uid, { data: structuredClone(data), writtenAt });
        // Held: the server has stored the copy, but its answer has not reached the page yet.
        if (this.holding) return new Promise<number>((answer) => this.held.push(() => answer(writtenAt)));
        return Promise.resolve(writtenAt);
      },
    };
  }
}

/** One browser tab signed in as `uid`; `tab` gives it the other tabs' storage events and their locks. */
/** A tab's storage and the storage events it hears. */
interface TabView extends KeyValueStorage {
  readonly listeners: Set<(key: string | null) => void>;
}

function device(
  server: FakeServer,
  uid = 'u1',
  storage = new MemoryStorage(),
  tab?: { readonly storage: TabView; readonly lock: (name: string, run: () => Promise<void>) => Promise<void> },
) {
  const $auth = atom<AuthLike>({ status: 'loading' });
  let clock = 5000;
  const api = server.forUser(uid);
  const store = createUserStore<readonly WatchlistItem[]>({
    auth: $auth,
    prefix: WATCHLIST_KEY_PREFIX,
    seed: () => [...SAMPLE_WATCHLIST],
    empty: [],
    parse: parseStoredWatchlist,
    storage: () => tab?.storage ?? storage,
    externalChanges: (listener) => {
      tab?.storage.listeners.add(listener);
      return () => tab?.storage.listeners.delete(listener);
    },
    remote: {
      kind: 'watchlist',
      statePrefix: WATCHLIST_SYNC_KEY_PREFIX,
      get: api.get,
      put: api.put,
      parse: parseRemoteWatchlist,
      merge: unionWatchlists,
      onOnline: () => () => {},
      now: () => (clock += 100),
      retryDelaysMs: [60_000],
      ...(tab ? { lock: tab.lock } : {}),
    },
  });
  const unbind = store.$store.listen(() => {});
  $auth.set({ status: 'signed-in', user: { uid } });
  const add = (symbol: string) =>
    store.update((items) => addToWatchlist(items, findStock(symbol), { targetPrice: '1' }, '2026-01-01').items);
  return { store, storage, unbind, add, symbols: () => symbols(store.$store.get()) };
}

const SAMPLE = symbols(SAMPLE_WATCHLIST);

describe('the watchlist store with the account', () => {
  it('shows the sample list to a new account and does not send it; the first change is sent', async () => {
    const server = new FakeServer();
    const a = device(server);
    await a.store.syncNow();
    expect(a.symbols()).toEqual(SAMPLE);
    expect(server.rows.size).toBe(0);
    a.add('AMZN');
    await a.store.syncNow();
    expect(symbols(parseRemoteWatchlist(server.rows.get('u1')?.data) ?? [])).toEqual([...SAMPLE, 'AMZN']);
    a.unbind();
  });

  it("gives a fresh device the account's list, and a removal reaches the server", async () => {
    const server = new FakeServer();
    const a = device(server);
    a.add('AMZN');
    await a.store.syncNow();
    const b = device(server);
    expect(b.symbols()).toEqual(SAMPLE); // at once, from the (empty) device
    await b.store.syncNow();
    expect(b.symbols()).toEqual([...SAMPLE, 'AMZN']);
    b.store.update((items) => removeFromWatchlist(items, 'AAPL'));
    await b.store.syncNow();
    await a.store.syncNow();
    expect(a.symbols()).not.toContain('AAPL');
    a.unbind();
    b.unbind();
  });

  it('merges data a device held before its first sync with the account: nothing typed is lost', async () => {
    const server = new FakeServer();
    const other = device(server);
    other.add('AMZN');
    await other.store.syncNow();
    const storage = new MemoryStorage();
    storage.setItem('bk-watchlist:u1', JSON.stringify([item('META', { notes: 'from before sync' })]));
    const old = device(server, 'u1', storage);
    await old.store.syncNow();
    expect(old.symbols().sort()).toEqual([...SAMPLE, 'AMZN', 'META'].sort());
    expect(symbols(parseRemoteWatchlist(server.rows.get('u1')?.data) ?? []).sort()).toEqual(old.symbols().sort());
    other.unbind();
    old.unbind();
  });

  it('keeps the device copy when the server fails, says so, and sends it once the server answers', async () => {
    const server = new FakeServer();
    const a = device(server);
    await a.store.syncNow();
    server.failing = true;
    a.add('AMZN');
    await expect(a.store.syncNow()).rejects.toThrow('500');
    expect(a.symbols()).toEqual([...SAMPLE, 'AMZN']);
    expect(a.store.$syncFailed.get()).toBe(true);
    expect(server.rows.size).toBe(0);
    server.failing = false;
    await a.store.syncNow();
    expect(a.store.$syncFailed.get()).toBe(false);
    expect(server.rows.size).toBe(1);
    a.unbind();
  });

  it('edits on two devices while apart are both kept (union), with the newest notes', async () => {
    const server = new FakeServer();
    const a = device(server);
    const b = device(server);
    await a.store.syncNow();
    a.add('AMZN');
    await a.store.syncNow();
    await b.store.syncNow();
    server.failing = true;
    a.add('META');
    b.store.update((items) => setNotes(items, 'AMZN', 'b says'));
    await expect(a.store.syncNow()).rejects.toThrow();
    await expect(b.store.syncNow()).rejects.toThrow();
    server.failing = false;
    await a.store.syncNow();
    await b.store.syncNow();
    await a.store.syncNow();
    expect(a.symbols()).toContain('META');
    expect(a.store.$store.get().find((i) => i.symbol === 'AMZN')?.notes).toBe('b says');
    expect(b.store.$store.get()).toEqual(a.store.$store.get());
    a.unbind();
    b.unbind();
  });

  it('forget removes the value and the sync state from the device and shows the sample list', async () => {
    const server = new FakeServer();
    const a = device(server);
    a.add('AMZN');
    await a.store.syncNow();
    a.store.forget();
    expect(a.symbols()).toEqual(SAMPLE);
    expect([...a.storage.data.keys()].filter((k) => k.endsWith('u1'))).toEqual([]);
    a.unbind();
  });
});

/** One browser's localStorage seen from one tab: a write in a tab reaches the other tabs as a storage event, later. */
class TabStorage implements KeyValueStorage {
  readonly listeners = new Set<(key: string | null) => void>();
  constructor(
    private readonly shared: MemoryStorage,
    private readonly tabs: Set<TabStorage>,
  ) {
    tabs.add(this);
  }
  getItem(key: string) {
    return this.shared.getItem(key);
  }
  setItem(key: string, value: string) {
    this.shared.setItem(key, value);
    for (const tab of this.tabs)
      if (tab !== this) for (const listener of tab.listeners) setTimeout(() => listener(key), 0);
  }
  removeItem(key: string) {
    this.shared.removeItem(key);
  }
}

/** Locks as the Web Locks API grants them in one browser: one holder per name at a time, in request order. */
function browserLocks() {
  const tails = new Map<string, Promise<void>>();
  return (name: string, run: () => Promise<void>): Promise<void> => {
    const mine = (tails.get(name) ?? Promise.resolve()).then(run);
    tails.set(
      name,
      mine.catch(() => {}),
    );
    return mine;
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('two tabs of one reader with the account', () => {
  const tab = (server: FakeServer, storage: TabStorage, lock: ReturnType<typeof browserLocks>) =>
    device(server, 'u1', undefined, { storage, lock });

  it('a removal in one tab while the other tab’s change is on its way to the server stays removed', async () => {
    const server = new FakeServer();
    const memory = new MemoryStorage();
    const tabs = new Set<TabStorage>();
    const lock = browserLocks();
    const a = tab(server, new TabStorage(memory, tabs), lock);
    const b = tab(server, new TabStorage(memory, tabs), lock);
    a.store.update((items) => addToWatchlist(items, findStock('MSFT'), {}, '2026-01-01').items);
    await a.store.syncNow();
    await b.store.syncNow();
    await settle();
    expect(b.symbols()).toEqual([...SAMPLE, 'MSFT']);

    // Tab A adds a stock; the server stores it, but its answer is still on the way when tab B removes TSLA.
    server.holding = true;
    a.store.update((items) => addToWatchlist(items, findStock('AMZN'), {}, '2026-01-01').items);
    await settle();
    b.store.update((items) => removeFromWatchlist(items, 'TSLA'));
    await settle();
    server.release();
    await Promise.all([a.store.syncNow(), b.store.syncNow()]);
    await settle();
    await Promise.all([a.store.syncNow(), b.store.syncNow()]);
    await settle();

    const expected = [...SAMPLE, 'MSFT', 'AMZN'].filter((symbol) => symbol !== 'TSLA');
    expect(symbols(parseRemoteWatchlist(server.rows.get('u1')?.data) ?? [])).toEqual(expected);
    expect(symbols(parseStoredWatchlist(memory.getItem(`${WATCHLIST_KEY_PREFIX}u1`) ?? '') ?? [])).toEqual(expected);
    expect(a.symbols()).toEqual(expected);
    expect(b.symbols()).toEqual(expected);
    a.unbind();
    b.unbind();
  });
});

/**
 * One browser's localStorage as Chromium gives it to tabs in separate processes: a tab sees its own writes at once,
 * another tab's only once they are delivered (in the order they were made), as the browser hands them on later.
 */
class LaggingStorage {
  private readonly log: { key: string; value: string | null; from: LaggingTab }[] = [];
  readonly tabs: LaggingTab[] = [];
  tab(): LaggingTab {
    const tab = new LaggingTab(this);
    this.tabs.push(tab);
    return tab;
  }
  record(key: string, value: string | null, from: LaggingTab) {
    this.log.push({ key, value, from });
  }
  /** Hands every write made so far by the other tabs to `tab`. */
  deliver(tab: LaggingTab) {
    for (const entry of this.log.slice(tab.seen)) {
      if (entry.from !== tab) tab.apply(entry.key, entry.value);
    }
    tab.seen = this.log.length;
  }
}

class LaggingTab implements KeyValueStorage {
  readonly view = new Map<string, string>();
  readonly listeners = new Set<(key: string | null) => void>();
  seen = 0;
  constructor(private readonly browser: LaggingStorage) {}
  getItem(key: string) {
    return this.view.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.view.set(key, value);
    this.browser.record(key, value, this);
  }
  removeItem(key: string) {
    this.view.delete(key);
    this.browser.record(key, null, this);
  }
  apply(key: string, value: string | null) {
    if (value === null) this.view.delete(key);
    else this.view.set(key, value);
    for (const listener of this.listeners) listener(key);
  }
}

describe('two tabs whose views of storage lag behind each other', () => {
  it('a removal is kept when the other tab, not having seen it yet, marks the copy as sent', async () => {
    const server = new FakeServer();
    const browser = new LaggingStorage();
    const lock = browserLocks();
    const viewA = browser.tab();
    const viewB = browser.tab();
    const a = device(server, 'u1', undefined, { storage: viewA, lock });
    const b = device(server, 'u1', undefined, { storage: viewB, lock });
    a.add('MSFT');
    await a.store.syncNow();
    browser.deliver(viewB);
    await b.store.syncNow();
    browser.deliver(viewA);
    expect(b.symbols()).toEqual([...SAMPLE, 'MSFT']);

    // Tab A adds AMZN; while its request is on its way, tab B (which has seen the addition) removes AAPL.
    server.holding = true;
    a.add('AMZN');
    const sending = a.store.syncNow();
    await settle();
    browser.deliver(viewB);
    b.store.update((items) => removeFromWatchlist(items, 'AAPL'));
    // A's answer arrives before B's removal has reached A: A marks the copy it sent as the account's.
    server.release();
    await sending;
    browser.deliver(viewB);
    browser.deliver(viewA);
    await b.store.syncNow();
    browser.deliver(viewA);
    await a.store.syncNow();

    const expected = [...SAMPLE, 'MSFT', 'AMZN'].filter((symbol) => symbol !== 'AAPL');
    expect(symbols(parseRemoteWatchlist(server.rows.get('u1')?.data) ?? [])).toEqual(expected);
    expect(b.symbols()).toEqual(expected);
    expect(a.symbols()).toEqual(expected);
    a.unbind();
    b.unbind();
  });
});
