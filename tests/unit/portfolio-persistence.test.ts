import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { SAMPLE_WATCHLIST, findStock } from '../../src/data/stocks';
import { WATCHLIST_KEY_PREFIX } from '../../src/lib/portfolio/constants';
import { parseStoredSettings } from '../../src/lib/portfolio/settings';
import type { AuthLike, ExternalChanges, KeyValueStorage } from '../../src/lib/portfolio/userStorage';
import { createUserStore } from '../../src/stores/userStore';
import { addToWatchlist, parseStoredWatchlist } from '../../src/lib/portfolio/watchlist';
import type { WatchlistItem } from '../../src/lib/portfolio/types';

class MemoryStorage implements KeyValueStorage {
  readonly data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
}

/** Another tab (or a page restored from the back/forward cache) as the store sees it. */
function externalChangeSource() {
  const listeners = new Set<(key: string | null) => void>();
  const subscribe: ExternalChanges = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { subscribe, emit: (key: string | null) => listeners.forEach((l) => l(key)) };
}

function setup(storage: KeyValueStorage = new MemoryStorage()) {
  const $auth = atom<AuthLike>({ status: 'loading' });
  const changes = externalChangeSource();
  const store = createUserStore<readonly WatchlistItem[]>({
    auth: $auth,
    prefix: WATCHLIST_KEY_PREFIX,
    seed: () => [...SAMPLE_WATCHLIST],
    empty: [],
    parse: parseStoredWatchlist,
    storage: () => storage,
    externalChanges: changes.subscribe,
  });
  const values: (readonly WatchlistItem[])[] = [];
  const unbind = store.$store.subscribe((v) => values.push(v));
  const signIn = (uid: string) => $auth.set({ status: 'signed-in', user: { uid } });
  const signOut = () => $auth.set({ status: 'signed-out' });
  const add = (symbol: string) =>
    store.update((items) => addToWatchlist(items, findStock(symbol), { targetPrice: '1' }, '2026-01-01').items);
  const symbols = () => store.$store.get().map((i) => i.symbol);
  return { $auth, store, values, unbind, signIn, signOut, add, symbols, storage, emit: changes.emit };
}

describe('per-user watchlist store', () => {
  it('is empty while loading or signed out, and refuses updates then', () => {
    const t = setup();
    expect(t.store.$store.get()).toEqual([]);
    expect(t.add('AMZN')).toBe(false);
    t.signOut();
    expect(t.store.$store.get()).toEqual([]);
    t.unbind();
  });

  it('seeds a new user with the 4 sample stocks and stores them under a uid key', () => {
    const storage = new MemoryStorage();
    const t = setup(storage);
    t.signIn('u1');
    expect(t.store.$store.get()).toHaveLength(4);
    expect(JSON.parse(storage.getItem('bk-watchlist:u1') ?? 'null')).toHaveLength(4);
    t.unbind();
  });

  it('persists updates and restores them for the same user (reload)', () => {
    const storage = new MemoryStorage();
    const first = setup(storage);
    first.signIn('u1');
    expect(first.add('AMZN')).toBe(true);
    first.unbind();
    const second = setup(storage);
    second.signIn('u1');
    expect(second.store.$store.get().map((i) => i.symbol)).toEqual(['AAPL', 'NVDA', 'ASML', 'TSLA', 'AMZN']);
    second.unbind();
  });

  it('keeps two accounts apart and swaps lists when the user changes', () => {
    const t = setup();
    t.signIn('alice');
    t.add('AMZN');
    t.signIn('bob');
    expect(t.store.$store.get()).toHaveLength(4);
    t.add('MSFT');
    t.signOut();
    expect(t.store.$store.get()).toEqual([]);
    t.signIn('alice');
    expect(t.store.$store.get().map((i) => i.symbol)).toContain('AMZN');
    expect(t.store.$store.get().map((i) => i.symbol)).not.toContain('MSFT');
    t.unbind();
  });

  it.each(['{not json', '"a string"', '{"items":[]}'])(
    'shows the sample list for unreadable data %s but leaves the stored text alone',
    (corrupt) => {
      const storage = new MemoryStorage();
      storage.setItem('bk-watchlist:u1', corrupt);
      const t = setup(storage);
      expect(() => t.signIn('u1')).not.toThrow();
      expect(t.store.$store.get()).toEqual(SAMPLE_WATCHLIST);
      expect(storage.getItem('bk-watchlist:u1')).toBe(corrupt);
      t.unbind();
    },
  );

  it('drops one invalid stored item and keeps the valid ones, without writing the sample list over them', () => {
    const storage = new MemoryStorage();
    const stored = JSON.stringify([SAMPLE_WATCHLIST[1], { symbol: 1 }, SAMPLE_WATCHLIST[3]]);
    storage.setItem('bk-watchlist:u1', stored);
    const t = setup(storage);
    t.signIn('u1');
    expect(t.symbols()).toEqual(['NVDA', 'TSLA']);
    expect(storage.getItem('bk-watchlist:u1')).toBe(stored);
    t.unbind();
  });

  it('keeps a stored empty list (the reader removed everything) instead of the sample list', () => {
    const storage = new MemoryStorage();
    storage.setItem('bk-watchlist:u1', '[]');
    const t = setup(storage);
    t.signIn('u1');
    expect(t.store.$store.get()).toEqual([]);
    t.unbind();
  });

  it('follows a change another tab stored, and a write applies to what is stored now', () => {
    const storage = new MemoryStorage();
    const tabA = setup(storage);
    const tabB = setup(storage);
    tabA.signIn('u1');
    tabB.signIn('u1');
    tabA.add('AMZN');
    // Without the event: tab B's own write still starts from what tab A stored.
    tabB.add('MSFT');
    expect(tabB.symbols()).toEqual(['AAPL', 'NVDA', 'ASML', 'TSLA', 'AMZN', 'MSFT']);
    // With the event: tab A shows tab B's change without writing anything.
    tabA.emit('bk-watchlist:u1');
    expect(tabA.symbols()).toEqual(tabB.symbols());
    tabA.emit('bk-watchlist:other');
    expect(tabA.values).toHaveLength(4); // empty, seed, +AMZN, the event above; the other key changed nothing
    // A cleared storage (key null) or a page back from the back/forward cache reloads as well.
    storage.data.set('bk-watchlist:u1', JSON.stringify([SAMPLE_WATCHLIST[0]]));
    tabA.emit(null);
    expect(tabA.symbols()).toEqual(['AAPL']);
    tabA.unbind();
    tabB.unbind();
  });

  it('a failed write keeps the change in memory, says so, and the next edits build on it', () => {
    const storage = new MemoryStorage();
    const t = setup(storage);
    t.signIn('u1');
    const setItem = storage.setItem.bind(storage);
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    expect(t.add('AMZN')).toBe(true);
    expect(t.store.$saveFailed.get()).toBe(true);
    // An event from another tab must not replace the only copy of the unsaved change.
    t.emit('bk-watchlist:u1');
    t.add('MSFT');
    expect(t.symbols()).toEqual(['AAPL', 'NVDA', 'ASML', 'TSLA', 'AMZN', 'MSFT']);
    storage.setItem = setItem;
    t.add('KO');
    expect(t.store.$saveFailed.get()).toBe(false);
    expect(parseStoredWatchlist(storage.getItem('bk-watchlist:u1') ?? '')?.map((i) => i.symbol)).toEqual([
      'AAPL',
      'NVDA',
      'ASML',
      'TSLA',
      'AMZN',
      'MSFT',
      'KO',
    ]);
    t.unbind();
  });

  it('survives a storage that throws (keeps the in-memory value)', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const t = setup(broken);
    t.signIn('u1');
    expect(t.store.$store.get()).toHaveLength(4);
    expect(t.add('AMZN')).toBe(true);
    expect(t.store.$store.get()).toHaveLength(5);
    t.unbind();
  });

  it('reset puts the seed back', () => {
    const t = setup();
    t.signIn('u1');
    t.add('AMZN');
    expect(t.store.reset()).toBe(true);
    expect(t.store.$store.get()).toEqual(SAMPLE_WATCHLIST);
    t.unbind();
  });
});

describe('stored settings', () => {
  it('accepts a valid value and rejects anything else', () => {
    expect(parseStoredSettings('{"currencyDisplay":"code","compactNumbers":true}')).toEqual({
      currencyDisplay: 'code',
      compactNumbers: true,
    });
    expect(parseStoredSettings('{"currencyDisplay":"euro","compactNumbers":true}')).toBeUndefined();
    expect(parseStoredSettings('{"currencyDisplay":"code"}')).toBeUndefined();
    expect(parseStoredSettings('nope')).toBeUndefined();
  });
});
