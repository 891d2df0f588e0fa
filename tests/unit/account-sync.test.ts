// The merge rules of account data (src/lib/sync/reconcile.ts) and the per-user store's sync with the server
// (src/stores/userStore.ts `remote`), against an in-memory server with the API's behaviour.
import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
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
import type { Kind } from '../../src/lib/sync/kinds';
import { mergeSettings, mergeWatchlists, reconcile } from '../../src/lib/sync/reconcile';
import { createUserStore, REFUSED } from '../../src/stores/userStore';
import { watchlistActions } from '../../src/stores/watchlistActions';
import { RATE_LIMITS, watchlistOverLimit, WATCHLIST_LIMITS } from '../../src/lib/sync/limits';
import { accountServer } from '../support/accountServer';
import { AccountApiError } from '../../src/browser/accountApi';

const item = (symbol: string, extra: Partial<WatchlistItem> = {}): WatchlistItem => ({
  ...findStock(symbol),
  addedDate: '2026-01-01',
  isFavorite: false,
  ...extra,
});
const symbols = (items: readonly WatchlistItem[]) => items.map((i) => i.symbol);

describe('mergeWatchlists', () => {
  it('without a common list keeps every symbol of both once: the server order, then what only the device has', () => {
    const local = [item('AMZN'), item('AAPL')];
    const server = [item('AAPL'), item('MSFT')];
    expect(symbols(mergeWatchlists(local, server).value)).toEqual(['AAPL', 'MSFT', 'AMZN']);
  });

  it('keeps a symbol removed on one side since the common list removed, and one added on the other', () => {
    const base = [item('AAPL'), item('NVDA'), item('ASML')];
    const local = [item('NVDA'), item('ASML'), item('AMZN')];
    const server = [item('AAPL'), item('NVDA'), item('MSFT')];
    // AAPL went here, ASML there; AMZN came here, MSFT there.
    expect(symbols(mergeWatchlists(local, server, base).value)).toEqual(['NVDA', 'MSFT', 'AMZN']);
  });

  it('merges one item field by field: edits of different fields on two sides are both kept, and nothing is reported', () => {
    const base = [item('AAPL', { targetPrice: 100, notes: 'old' })];
    const local = [item('AAPL', { targetPrice: 150, notes: 'old' })];
    const server = [item('AAPL', { targetPrice: 100, notes: 'new there', isFavorite: true })];
    const merged = mergeWatchlists(local, server, base);
    expect(merged.value[0]).toMatchObject({ targetPrice: 150, notes: 'new there', isFavorite: true });
    expect(merged.kept).toEqual([]);
  });

  it('where both sides changed one field, keeps the edit the server took first and reports the symbol', () => {
    const base = [item('AAPL', { notes: 'old' }), item('NVDA')];
    const local = [item('AAPL', { notes: 'here' }), item('NVDA', { notes: 'only here' })];
    const server = [item('AAPL', { notes: 'there' }), item('NVDA')];
    const merged = mergeWatchlists(local, server, base);
    expect(merged.value.map((i) => i.notes)).toEqual(['there', 'only here']);
    expect(merged.kept).toEqual(['AAPL']);
  });

  it('an item removed on the other device but edited here stays removed, and is reported', () => {
    const base = [item('AAPL'), item('NVDA')];
    const merged = mergeWatchlists([item('AAPL', { notes: 'edited here' }), item('NVDA')], [item('NVDA')], base);
    expect(symbols(merged.value)).toEqual(['NVDA']);
    expect(merged.kept).toEqual(['AAPL']);
  });
});

describe('mergeSettings', () => {
  const prefs = (currencyDisplay: 'symbol' | 'code', compactNumbers: boolean): DisplayPrefs => ({
    currencyDisplay,
    compactNumbers,
  });
  it('keeps a field changed on one side; on both, the server’s, reported as settings', () => {
    const base = prefs('symbol', false);
    expect(mergeSettings(prefs('code', false), prefs('symbol', true), base)).toEqual({
      value: prefs('code', true),
      kept: [],
    });
    expect(mergeSettings(prefs('code', false), prefs('symbol', true), prefs('symbol', true))).toEqual({
      value: prefs('code', false),
      kept: [],
    });
    // Two values per field: with a common copy both sides can only change a field to the same value; without one
    // (a device's first sync) a field that differs is a conflict.
    expect(mergeSettings(prefs('code', true), prefs('symbol', true), undefined)).toEqual({
      value: prefs('symbol', true),
      kept: ['settings'],
    });
  });
});

describe('reconcile', () => {
  const merge = (l: string, s: string) => ({ value: `${l}+${s}`, kept: [] });
  const server = (value: string | null, version: number, generation = 0) => ({ value, version, generation });
  it('sends a changed device copy when the server has none, and keeps an untouched one local', () => {
    expect(reconcile('mine', { dirty: true, changedAt: 1 }, server(null, 0), merge)).toMatchObject({
      value: 'mine',
      push: true,
      version: 0,
    });
    expect(reconcile('seed', { dirty: false, changedAt: 0 }, server(null, 0), merge)).toMatchObject({
      value: 'seed',
      push: false,
    });
  });
  it("takes the server's copy when the device changed nothing", () => {
    expect(reconcile('seed', { dirty: false, changedAt: 0 }, server('acc', 7), merge)).toMatchObject({
      value: 'acc',
      push: false,
      version: 7,
    });
  });
  it('sends the device copy when the server is still at the version it last matched', () => {
    const state = { dirty: true, changedAt: 9, version: 7, generation: 0 };
    expect(reconcile('new', state, server('old', 7), merge)).toMatchObject({ value: 'new', push: true, version: 7 });
  });
  it('merges when both changed, as a write based on the server’s version', () => {
    expect(reconcile('dev', { dirty: true, changedAt: 0 }, server('acc', 7), merge)).toMatchObject({
      value: 'dev+acc',
      push: true,
      version: 7,
    });
    const state = { dirty: true, changedAt: 9, version: 5, generation: 0 };
    expect(reconcile('dev', state, server('acc', 7), merge)).toMatchObject({ value: 'dev+acc', version: 7 });
  });
  it('equal device times decide nothing: the versions do', () => {
    const state = { dirty: true, changedAt: 7, version: 7, generation: 0 };
    // The device's change counter equals the server's version: irrelevant, the versions match, so the copy is sent.
    expect(reconcile('dev', state, server('acc', 7), merge)).toMatchObject({ value: 'dev', push: true });
    expect(reconcile('dev', { ...state, version: 6 }, server('acc', 7), merge)).toMatchObject({ value: 'dev+acc' });
  });
  it('a copy of an older account generation is discarded, changed or not', () => {
    const state = { dirty: true, changedAt: 9, version: 3, generation: 0 };
    expect(reconcile('dev', state, server(null, 0, 1), merge)).toEqual({ deleted: true, generation: 1 });
    expect(reconcile('dev', { ...state, dirty: false }, server('acc', 1, 1), merge)).toEqual({
      deleted: true,
      generation: 1,
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

/**
 * The account data API in process (tests/support/accountServer.ts: the real handlers over SQLite with the
 * migrations), with failures and held answers on demand.
 */
class FakeServer {
  readonly api = accountServer();
  failing = false;
  holding = false;
  held: (() => void)[] = [];
  /** Answers every held request and holds no more. */
  release() {
    this.holding = false;
    for (const answer of this.held.splice(0)) answer();
  }
  forUser(uid: string, offline: () => boolean = () => false) {
    const client = this.api.client(uid);
    const down = () => this.failing || offline();
    return {
      get: (kind: Kind) => (down() ? Promise.reject(new Error('500')) : client.get(kind)),
      put: async (kind: Kind, data: unknown, base: { version: number; generation: number }) => {
        if (down()) throw new Error('500');
        const outcome = await client.put(kind, data, base);
        // Held: the server has stored the copy, but its answer has not reached the page yet.
        if (this.holding) return new Promise<typeof outcome>((answer) => this.held.push(() => answer(outcome)));
        return outcome;
      },
    };
  }
  /** The account's watchlist on the server: its symbols, or null when it has none. */
  async symbols(uid = 'u1'): Promise<string[] | null> {
    const copy = await this.api.client(uid).get('watchlist');
    return copy.data === null ? null : symbols(parseRemoteWatchlist(copy.data) ?? []);
  }
  async item(symbol: string, uid = 'u1'): Promise<WatchlistItem | undefined> {
    const copy = await this.api.client(uid).get('watchlist');
    return (parseRemoteWatchlist(copy.data) ?? []).find((i) => i.symbol === symbol);
  }
}

/** One browser tab signed in as `uid`; `tab` gives it the other tabs' storage events and their locks. */
/** A tab's storage and the storage events it hears. */
interface TabView extends KeyValueStorage {
  readonly listeners: Set<(key: string | null) => void>;
}

interface DeviceOptions {
  readonly uid?: string;
  readonly storage?: MemoryStorage;
  /** A tab of a browser: its storage events and the browser's locks. */
  readonly tab?: {
    readonly storage: TabView;
    readonly lock: (name: string, run: () => Promise<void>) => Promise<void>;
  };
  /** The device's clock, in milliseconds (each device its own: some are slow). */
  readonly clock?: () => number;
}

function device(server: FakeServer, { uid = 'u1', storage = new MemoryStorage(), tab, clock }: DeviceOptions = {}) {
  const $auth = atom<AuthLike>({ status: 'loading' });
  let ticks = 5000;
  let offline = false;
  const api = server.forUser(uid, () => offline);
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
      merge: mergeWatchlists,
      overLimit: watchlistOverLimit,
      onOnline: () => () => {},
      now: clock ?? (() => (ticks += 100)),
      retryDelaysMs: [60_000],
      ...(tab ? { lock: tab.lock } : {}),
    },
  });
  const unbind = store.$store.listen(() => {});
  $auth.set({ status: 'signed-in', user: { uid } });
  const actions = watchlistActions(store);
  const add = (symbol: string, notes?: string) =>
    actions.addStock(findStock(symbol), { targetPrice: '1', ...(notes === undefined ? {} : { notes }) });
  const notesOf = (symbol: string) => store.$store.get().find((i) => i.symbol === symbol)?.notes;
  return {
    store,
    storage,
    unbind,
    add,
    actions,
    notesOf,
    symbols: () => symbols(store.$store.get()),
    /** Cuts the device off the network (its requests fail) or brings it back. */
    setOffline: (value: boolean) => {
      offline = value;
    },
    /** Syncs while offline: the request fails and the change stays on the device. */
    failSync: () => expect(store.syncNow()).rejects.toThrow(),
  };
}

const SAMPLE = symbols(SAMPLE_WATCHLIST);

describe('the watchlist store with the account', () => {
  it('shows the sample list to a new account and does not send it; the first change is sent', async () => {
    const server = new FakeServer();
    const a = device(server);
    await a.store.syncNow();
    expect(a.symbols()).toEqual(SAMPLE);
    expect(await server.symbols()).toBeNull();
    a.add('AMZN');
    await a.store.syncNow();
    expect(await server.symbols()).toEqual([...SAMPLE, 'AMZN']);
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
    const old = device(server, { storage });
    await old.store.syncNow();
    expect(old.symbols().sort()).toEqual([...SAMPLE, 'AMZN', 'META'].sort());
    expect((await server.symbols())?.sort()).toEqual(old.symbols().sort());
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
    expect(await server.symbols()).toBeNull();
    server.failing = false;
    await a.store.syncNow();
    expect(a.store.$syncFailed.get()).toBe(false);
    expect(await server.symbols()).not.toBeNull();
    a.unbind();
  });

  it('edits on two devices while apart are both kept, item by item', async () => {
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
    device(server, { tab: { storage, lock } });

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
    expect(await server.symbols()).toEqual(expected);
    expect(symbols(parseStoredWatchlist(memory.getItem(`${WATCHLIST_KEY_PREFIX}u1`) ?? '') ?? [])).toEqual(expected);
    expect(a.symbols()).toEqual(expected);
    expect(b.symbols()).toEqual(expected);
    a.unbind();
    b.unbind();
  });
});

/**
 * One browser's localStorage as Chromium gives it to tabs in separate processes: a tab sees its own writes at once,
 * another tab's only once they are delivered (in the order they were made), as the browser hands them on later. The
 * last write of a key is what storage holds; so, as Chromium's cached storage area does, a tab never applies another
 * tab's write of a key it has itself written since (the two tabs then agree on the later one).
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
    const entries = this.log.slice(tab.seen);
    entries.forEach((entry, i) => {
      const superseded = entries.slice(i + 1).some((later) => later.from === tab && later.key === entry.key);
      if (entry.from !== tab && !superseded) tab.apply(entry.key, entry.value);
    });
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

/** Two tabs of one browser, their views lagging, both at the account's copy: the sample and MSFT. */
async function twoTabsInStep() {
  const server = new FakeServer();
  const browser = new LaggingStorage();
  const lock = browserLocks();
  const viewA = browser.tab();
  const viewB = browser.tab();
  const a = device(server, { tab: { storage: viewA, lock } });
  const b = device(server, { tab: { storage: viewB, lock } });
  a.add('MSFT');
  await a.store.syncNow();
  browser.deliver(viewB);
  await b.store.syncNow();
  browser.deliver(viewA);
  return { server, browser, viewA, viewB, a, b };
}

describe('two tabs whose views of storage lag behind each other', () => {
  it('a removal is kept when the other tab, not having seen it yet, marks the copy as sent', async () => {
    const { server, browser, viewA, viewB, a, b } = await twoTabsInStep();
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
    expect(await server.symbols()).toEqual(expected);
    expect(b.symbols()).toEqual(expected);
    expect(a.symbols()).toEqual(expected);
    a.unbind();
    b.unbind();
  });

  it('a removal is kept when the other tab, not having seen it yet, finds its copy the same as the account’s', async () => {
    const { server, browser, viewA, viewB, a, b } = await twoTabsInStep();

    // Tab B removes AAPL; before that reaches tab A, A syncs: from its view nothing changed, and the account's copy
    // is the one it holds. Storing that same copy again would be a write made after B's, undoing the removal.
    b.store.update((items) => removeFromWatchlist(items, 'AAPL'));
    await a.store.syncNow();
    browser.deliver(viewB);
    browser.deliver(viewA);
    await b.store.syncNow();
    browser.deliver(viewA);
    await a.store.syncNow();

    const expected = [...SAMPLE, 'MSFT'].filter((symbol) => symbol !== 'AAPL');
    expect(await server.symbols()).toEqual(expected);
    expect(b.symbols()).toEqual(expected);
    expect(a.symbols()).toEqual(expected);
    a.unbind();
    b.unbind();
  });
});

const MINUTE = 60_000;
const AMZN_ITEM = () => findStock('AMZN');

describe('versioned writes across devices', () => {
  it('two devices that sync within one round trip keep both edits', async () => {
    const server = new FakeServer();
    const a = device(server);
    const b = device(server);
    a.add('MSFT');
    await a.store.syncNow();
    await b.store.syncNow();
    // Both read version 1, both add a stock, both send at once: the second write is stale, merged and sent again.
    a.add('AMZN');
    b.add('META');
    await Promise.all([a.store.syncNow(), b.store.syncNow()]);
    await a.store.syncNow();
    const expected = [...SAMPLE, 'MSFT', 'AMZN', 'META'];
    expect((await server.symbols())?.sort()).toEqual([...expected].sort());
    expect(a.symbols().sort()).toEqual([...expected].sort());
    expect(b.symbols().sort()).toEqual([...expected].sort());
    // Adding different stocks is no conflict: nobody is told an edit was overruled.
    expect([...a.store.$kept.get(), ...b.store.$kept.get()]).toEqual([]);
    a.unbind();
    b.unbind();
  });

  it('the server numbers versions: twenty writes at once based on one version give one write and nineteen refusals', async () => {
    const { client } = new FakeServer().api;
    const put = client('u1').put;
    const first = await put('watchlist', [], { version: 0, generation: 0 });
    expect(first).toEqual({ saved: true, version: 1, generation: 0 });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        put('watchlist', [{ ...AMZN_ITEM(), addedDate: '2026-01-01', isFavorite: i % 2 === 0 }], {
          version: 1,
          generation: 0,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.saved)).toEqual([{ saved: true, version: 2, generation: 0 }]);
    for (const refused of outcomes.filter((o) => !o.saved)) expect(refused).toMatchObject({ current: { version: 2 } });
  });

  it('equal device clocks decide nothing: edits of different fields are both kept, the same field goes by server order', async () => {
    const server = new FakeServer();
    const sameClock = () => 1_000_000;
    const a = device(server, { clock: sameClock });
    const b = device(server, { clock: sameClock });
    a.add('AMZN', 'first');
    await a.store.syncNow();
    await b.store.syncNow();
    a.setOffline(true);
    b.setOffline(true);
    a.actions.setNotes('AMZN', 'from a');
    a.actions.setTarget('AAPL', '222');
    b.actions.setNotes('AMZN', 'from b');
    b.actions.toggleFavorite('NVDA');
    await a.failSync();
    await b.failSync();
    a.setOffline(false);
    b.setOffline(false);
    // b reaches the server first: its note is the one every other device gets; a is told.
    await b.store.syncNow();
    await a.store.syncNow();
    await b.store.syncNow();
    expect(await server.item('AMZN')).toMatchObject({ notes: 'from b' });
    expect(await server.item('AAPL')).toMatchObject({ targetPrice: 222 });
    expect(await server.item('NVDA')).toMatchObject({ isFavorite: true });
    expect(a.store.$store.get()).toEqual(b.store.$store.get());
    expect(a.store.$kept.get()).toEqual(['AMZN']);
    expect(b.store.$kept.get()).toEqual([]);
    a.unbind();
    b.unbind();
  });

  it('a slow device clock cannot override a newer edit, nor lose its own newer note', async () => {
    const server = new FakeServer();
    let real = 10 * MINUTE;
    const fast = device(server, { clock: () => (real += 1000) + 10 * MINUTE });
    const slow = device(server, { clock: () => (real += 1000) - 10 * MINUTE });
    fast.add('AMZN', 'start');
    await fast.store.syncNow();
    await slow.store.syncNow();
    // The slow device edits the note; meanwhile the other device adds a stock and gets to the server first.
    slow.setOffline(true);
    slow.actions.setNotes('AMZN', 'newer, on the slow device');
    await slow.failSync();
    fast.add('MSFT');
    await fast.store.syncNow();
    slow.setOffline(false);
    await slow.store.syncNow();
    await fast.store.syncNow();
    expect(await server.item('AMZN')).toMatchObject({ notes: 'newer, on the slow device' });
    expect(await server.symbols()).toContain('MSFT');
    // An old offline edit on the device whose clock runs ahead does not overwrite a newer one the server has.
    fast.setOffline(true);
    fast.actions.setNotes('AMZN', 'old offline edit');
    await fast.failSync();
    slow.actions.setNotes('AMZN', 'newest');
    await slow.store.syncNow();
    fast.setOffline(false);
    await fast.store.syncNow();
    expect(await server.item('AMZN')).toMatchObject({ notes: 'newest' });
    expect(fast.notesOf('AMZN')).toBe('newest');
    expect(fast.store.$kept.get()).toEqual(['AMZN']);
    fast.unbind();
    slow.unbind();
  });

  it('a delete followed by a stale write from another device leaves the account empty', async () => {
    const server = new FakeServer();
    const a = device(server);
    const b = device(server);
    a.add('AMZN');
    await a.store.syncNow();
    await b.store.syncNow();
    // b goes offline and adds a stock; a deletes the account's data.
    b.setOffline(true);
    b.add('MSFT');
    await b.failSync();
    const generation = await server.api.client('u1').deleteAll();
    expect(generation).toBe(1);
    a.store.forget(generation);
    expect(await server.symbols()).toBeNull();
    // A save sent before the deletion with the old generation lands after it: refused, with the new generation.
    const stale = await server.api.client('u1').put('watchlist', [], { version: 1, generation: 0 });
    expect(stale).toEqual({ saved: false, current: { data: null, version: 2, generation: 1 } });
    // b comes back: its copy is from before the deletion, so it is discarded, never sent, and b says so.
    b.setOffline(false);
    await b.store.syncNow();
    expect(await server.symbols()).toBeNull();
    expect(b.symbols()).toEqual(SAMPLE);
    expect(b.store.$deleted.get()).toBe(true);
    expect(b.storage.getItem(`${WATCHLIST_KEY_PREFIX}u1`)).toBeNull();
    // A third device shows neither the old list nor b's offline edit; a change after the deletion is kept.
    const c = device(server);
    await c.store.syncNow();
    expect(c.symbols()).toEqual(SAMPLE);
    b.add('META');
    await b.store.syncNow();
    expect(await server.symbols()).toEqual([...SAMPLE, 'META']);
    a.unbind();
    b.unbind();
    c.unbind();
  });

  it('a tab of the browser that deleted learns it from the stored generation and says so', async () => {
    const server = new FakeServer();
    const memory = new MemoryStorage();
    const tabs = new Set<TabStorage>();
    const lock = browserLocks();
    const a = device(server, { tab: { storage: new TabStorage(memory, tabs), lock } });
    const b = device(server, { tab: { storage: new TabStorage(memory, tabs), lock } });
    a.add('AMZN');
    await a.store.syncNow();
    await b.store.syncNow();
    a.store.forget(await server.api.client('u1').deleteAll());
    await settle();
    expect(b.store.$deleted.get()).toBe(true);
    expect(a.store.$deleted.get()).toBe(false);
    b.add('META');
    await b.store.syncNow();
    expect(await server.symbols()).toEqual([...SAMPLE, 'META']);
    a.unbind();
    b.unbind();
  });

  it('an over-long note is refused in the form, not queued: nothing stored, nothing sent', async () => {
    const server = new FakeServer();
    const a = device(server);
    await a.store.syncNow();
    const long = 'x'.repeat(WATCHLIST_LIMITS.notes + 1);
    expect(a.add('AMZN', long)).toBe('notes-too-long');
    expect(a.symbols()).toEqual(SAMPLE);
    expect(a.storage.getItem(`${WATCHLIST_SYNC_KEY_PREFIX}u1`)).not.toContain('"dirty":true');
    const before = a.notesOf('AAPL');
    expect(a.actions.setNotes('AAPL', long)).toBe('notes-too-long');
    expect(a.notesOf('AAPL')).toBe(before);
    await a.store.syncNow();
    expect(await server.symbols()).toBeNull();
    // At the limit it is kept and reaches the account.
    expect(a.add('AMZN', 'x'.repeat(WATCHLIST_LIMITS.notes))).toBe('added');
    await a.store.syncNow();
    expect((await server.item('AMZN'))?.notes).toHaveLength(WATCHLIST_LIMITS.notes);
    a.unbind();
  });

  it('a list that would exceed the body limit says so on add, and one over the item limit too', async () => {
    const server = new FakeServer();
    const a = device(server);
    const note = 'n'.repeat(WATCHLIST_LIMITS.notes);
    // Notes at the limit on every sample stock and more: the body limit comes before the item limit.
    for (const symbol of ['AAPL', 'NVDA', 'ASML', 'TSLA']) a.actions.setNotes(symbol, note);
    let outcome: string = 'saved';
    for (let i = 0; outcome === 'saved' && i < 100; i += 1) {
      outcome = a.actions.addStock({ ...AMZN_ITEM(), symbol: `S${i}` }, { notes: note }) === 'added' ? 'saved' : 'full';
    }
    expect(a.actions.addStock({ ...AMZN_ITEM(), symbol: 'LAST' }, { notes: note })).toBe('too-large');
    await a.store.syncNow();
    expect((await server.symbols())?.length).toBe(a.symbols().length);
    const b = device(new FakeServer(), { uid: 'u2' });
    for (let i = b.symbols().length; i < WATCHLIST_LIMITS.items; i += 1)
      b.actions.addStock({ ...AMZN_ITEM(), symbol: `T${i}` });
    expect(b.symbols()).toHaveLength(WATCHLIST_LIMITS.items);
    expect(b.actions.addStock({ ...AMZN_ITEM(), symbol: 'ONE' })).toBe('too-many');
    a.unbind();
    b.unbind();
  });

  it('a list merged from two devices over the limit is kept on the device and not sent, with the reason', async () => {
    const server = new FakeServer();
    const a = device(server);
    const b = device(server);
    await a.store.syncNow();
    await b.store.syncNow();
    const half = WATCHLIST_LIMITS.items / 2 + 1;
    b.setOffline(true);
    for (let i = 0; i < half; i += 1) a.actions.addStock({ ...AMZN_ITEM(), symbol: `A${i}` });
    for (let i = 0; i < half; i += 1) b.actions.addStock({ ...AMZN_ITEM(), symbol: `B${i}` });
    await a.store.syncNow();
    await b.failSync();
    b.setOffline(false);
    await b.store.syncNow();
    expect(b.store.$overLimit.get()).toBe('too-many');
    expect(b.symbols().length).toBeGreaterThan(WATCHLIST_LIMITS.items);
    expect((await server.symbols())?.length).toBe(SAMPLE.length + half);
    // Removing stocks is allowed, and once the list fits it goes.
    for (const symbol of b
      .symbols()
      .filter((s) => s.startsWith('B'))
      .slice(0, 10))
      b.actions.removeStock(symbol);
    await b.store.syncNow();
    expect(b.store.$overLimit.get()).toBeUndefined();
    expect(await server.symbols()).toEqual(b.symbols());
    a.unbind();
    b.unbind();
  });
});

describe('a server that asks to wait (503 with Retry-After)', () => {
  it('keeps the change, and tries again after the wait the server asked for', async () => {
    vi.useFakeTimers();
    try {
      const server = new FakeServer();
      const $auth = atom<AuthLike>({ status: 'loading' });
      const api = server.forUser('u1');
      let unavailable = true;
      const storage = new MemoryStorage();
      const store = createUserStore<readonly WatchlistItem[]>({
        auth: $auth,
        prefix: WATCHLIST_KEY_PREFIX,
        seed: () => [...SAMPLE_WATCHLIST],
        empty: [],
        parse: parseStoredWatchlist,
        storage: () => storage,
        externalChanges: () => () => {},
        remote: {
          kind: 'watchlist',
          statePrefix: WATCHLIST_SYNC_KEY_PREFIX,
          get: (kind) => (unavailable ? Promise.reject(new AccountApiError('503', 30_000)) : api.get(kind)),
          put: api.put,
          parse: parseRemoteWatchlist,
          merge: mergeWatchlists,
          onOnline: () => () => {},
          retryDelaysMs: [5_000],
        },
      });
      const unbind = store.$store.listen(() => {});
      $auth.set({ status: 'signed-in', user: { uid: 'u1' } });
      watchlistActions(store).addStock(findStock('AMZN'), { targetPrice: '1' });
      await vi.advanceTimersByTimeAsync(0);
      expect(store.$syncFailed.get()).toBe(true);
      unavailable = false;
      // Not after the store's own first delay (5 s): the server asked for 30.
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await server.symbols()).toBeNull();
      await vi.advanceTimersByTimeAsync(25_000);
      await vi.waitFor(async () => expect(await server.symbols()).toContain('AMZN'));
      expect(store.$syncFailed.get()).toBe(false);
      unbind();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('what the server refuses or asks to wait for, from the real handlers', () => {
  /** A watchlist store of account u1 against the in-process API with the server's clock `now`. */
  function storeOn(server: ReturnType<typeof accountServer>, storage = new MemoryStorage()) {
    const $auth = atom<AuthLike>({ status: 'loading' });
    const client = server.client('u1');
    let puts = 0;
    const store = createUserStore<readonly WatchlistItem[]>({
      auth: $auth,
      prefix: WATCHLIST_KEY_PREFIX,
      seed: () => [...SAMPLE_WATCHLIST],
      empty: [],
      parse: parseStoredWatchlist,
      storage: () => storage,
      externalChanges: () => () => {},
      remote: {
        kind: 'watchlist',
        statePrefix: WATCHLIST_SYNC_KEY_PREFIX,
        get: client.get,
        put: (kind, data, base) => {
          puts += 1;
          return client.put(kind, data, base);
        },
        parse: parseRemoteWatchlist,
        merge: mergeWatchlists,
        onOnline: () => () => {},
        retryDelaysMs: [5_000],
      },
    });
    const unbind = store.$store.listen(() => {});
    $auth.set({ status: 'signed-in', user: { uid: 'u1' } });
    return { store, unbind, puts: () => puts, actions: watchlistActions(store) };
  }

  it('429: the change is kept, the screens get the seconds to wait, and it is sent after that wait', async () => {
    vi.useFakeTimers();
    try {
      let now = 10 * 60_000 + 20_000;
      const server = accountServer(() => now);
      const { store, unbind, actions } = storeOn(server);
      await vi.advanceTimersByTimeAsync(0);
      // The account's requests this minute are used up (another tab, a loop elsewhere).
      for (let i = 0; i < RATE_LIMITS.perAccount; i += 1) await server.fetchKind('u1', 'settings');
      actions.addStock(findStock('AMZN'), { targetPrice: '1' });
      await vi.advanceTimersByTimeAsync(0);
      expect(store.$waitSeconds.get()).toBe(40);
      expect(store.$syncFailed.get()).toBe(true);
      // Not after the store's own first delay (5 s): the server asked for 40.
      await vi.advanceTimersByTimeAsync(5_000);
      expect(server.db.sqlite.prepare("SELECT count(*) AS n FROM account_data WHERE uid = 'u1'").get()).toEqual({
        n: 0,
      });
      now += 40_000;
      await vi.advanceTimersByTimeAsync(35_000);
      await vi.waitFor(() => expect(store.$waitSeconds.get()).toBeUndefined());
      expect(symbols(parseRemoteWatchlist((await server.client('u1').get('watchlist')).data) ?? [])).toContain('AMZN');
      expect(store.$syncFailed.get()).toBe(false);
      unbind();
    } finally {
      vi.useRealTimers();
    }
  });

  it('422: the copy is not sent again by any timer, the screens say it was refused, and a change sends it again', async () => {
    vi.useFakeTimers();
    try {
      const server = accountServer();
      const storage = new MemoryStorage();
      // A list stored by an older version of the site, with a symbol longer than the account takes: this device's
      // reader accepts it, the server does not.
      const long = { ...item('AAPL'), symbol: 'X'.repeat(WATCHLIST_LIMITS.symbol + 1) };
      storage.setItem(`${WATCHLIST_KEY_PREFIX}u1`, JSON.stringify([long]));
      storage.setItem(`${WATCHLIST_SYNC_KEY_PREFIX}u1`, JSON.stringify({ dirty: true, changedAt: 1 }));
      const { store, unbind, puts, actions } = storeOn(server, storage);
      await vi.advanceTimersByTimeAsync(0);
      expect(puts()).toBe(1);
      expect(store.$overLimit.get()).toBe(REFUSED);
      expect(store.$syncFailed.get()).toBe(false);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(puts()).toBe(1);
      // The reader changes the list: sent again once (and refused again, as long as the long symbol is on it).
      actions.addStock(findStock('AMZN'), { targetPrice: '1' });
      await vi.advanceTimersByTimeAsync(0);
      expect(puts()).toBe(2);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(puts()).toBe(2);
      unbind();
    } finally {
      vi.useRealTimers();
    }
  });
});
