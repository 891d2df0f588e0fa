import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { SAMPLE_WATCHLIST, findStock } from '../../src/data/stocks';
import { WATCHLIST_KEY_PREFIX } from '../../src/lib/portfolio/constants';
import { parseStoredSettings } from '../../src/lib/portfolio/settings';
import { createUserStore, type AuthLike, type KeyValueStorage } from '../../src/lib/portfolio/userStorage';
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

function setup(storage: KeyValueStorage = new MemoryStorage()) {
  const $auth = atom<AuthLike>({ status: 'loading' });
  const store = createUserStore<readonly WatchlistItem[]>({
    auth: $auth,
    prefix: WATCHLIST_KEY_PREFIX,
    seed: () => [...SAMPLE_WATCHLIST],
    empty: [],
    parse: parseStoredWatchlist,
    storage: () => storage,
  });
  const values: (readonly WatchlistItem[])[] = [];
  const unbind = store.$store.subscribe((v) => values.push(v));
  const signIn = (uid: string) => $auth.set({ status: 'signed-in', user: { uid } });
  const signOut = () => $auth.set({ status: 'signed-out' });
  const add = (symbol: string) =>
    store.update((items) => addToWatchlist(items, findStock(symbol), { targetPrice: '1' }, '2026-01-01').items);
  return { $auth, store, values, unbind, signIn, signOut, add, storage };
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

  it.each(['{not json', '"a string"', '[{"symbol":1}]', '{"items":[]}'])(
    'recovers from corrupt data %s by resetting to the seed',
    (corrupt) => {
      const storage = new MemoryStorage();
      storage.setItem('bk-watchlist:u1', corrupt);
      const t = setup(storage);
      expect(() => t.signIn('u1')).not.toThrow();
      expect(t.store.$store.get()).toEqual(SAMPLE_WATCHLIST);
      expect(parseStoredWatchlist(storage.getItem('bk-watchlist:u1'))).toEqual(SAMPLE_WATCHLIST);
      t.unbind();
    },
  );

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
    expect(parseStoredSettings(null)).toBeUndefined();
  });
});
