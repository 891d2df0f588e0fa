import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountStorageKeys } from '../../src/lib/auth/deviceData';
import { AUTH_HINT_KEY } from '../../src/lib/auth/hint';
import { savedExportsKey } from '../../src/lib/exports/saved';
import {
  SETTINGS_KEY_PREFIX,
  SETTINGS_SYNC_KEY_PREFIX,
  WATCHLIST_KEY_PREFIX,
  WATCHLIST_SYNC_KEY_PREFIX,
} from '../../src/lib/portfolio/constants';
import { userStorageKey } from '../../src/lib/portfolio/userStorage';
import type { AuthClient, AuthUser } from '../../src/lib/auth/types';
import { createAuthStore } from '../../src/stores/auth';

const USER: AuthUser = {
  uid: 'u1',
  email: 'jan@example.com',
  creationTime: 'Sun, 22 Nov 2026 07:00:00 GMT',
  lastSignInTime: 'Sun, 22 Nov 2026 08:00:00 GMT',
};

function setup(overrides: Partial<AuthClient> = {}, { failLoads = 0, timeoutMs = 30_000 } = {}) {
  let listener: ((user: AuthUser | null) => void) | undefined;
  const client: AuthClient = {
    onUserChanged: (l) => {
      listener = l;
    },
    signIn: vi.fn(() => Promise.resolve(listener?.(USER))),
    register: vi.fn(() => Promise.resolve(listener?.(USER))),
    signInWithGoogle: vi.fn(() => Promise.resolve(listener?.(USER))),
    signOut: vi.fn(() => Promise.resolve(listener?.(null))),
    ...overrides,
  };
  const storage = new Map<string, string>();
  const hintListeners = new Set<() => void>();
  let failures = failLoads;
  const loadClient = vi.fn(() =>
    failures-- > 0
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(client),
  );
  const store = createAuthStore({
    loadClient,
    storage: () => ({
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    }),
    googleTimeoutMs: () => timeoutMs,
    hintChanges: (l) => {
      hintListeners.add(l);
      return () => hintListeners.delete(l);
    },
  });
  const emit = (user: AuthUser | null) => listener?.(user);
  /** Another tab writes or removes the hint: the storage event reaches this page. */
  const otherTab = (signedIn: boolean) => {
    if (signedIn) storage.set(AUTH_HINT_KEY, '1');
    else storage.delete(AUTH_HINT_KEY);
    for (const l of hintListeners) l();
  };
  return { store, client, storage, loadClient, emit, otherTab };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('auth store transitions', () => {
  afterEach(() => vi.useRealTimers());

  it('a page that decided signed-out without Firebase follows a sign-in in another tab', async () => {
    const { store, loadClient, emit, otherTab } = setup();
    store.initAuthForPage('/tools/mijn-kosten');
    expect(store.$auth.get()).toEqual({ status: 'signed-out' });
    expect(loadClient).not.toHaveBeenCalled();
    otherTab(true);
    // Not yet known which account: nothing may be saved for the old reader meanwhile.
    expect(store.$auth.get()).toEqual({ status: 'loading' });
    expect(loadClient).toHaveBeenCalledTimes(1);
    await flush();
    emit(USER);
    expect(store.$auth.get()).toEqual({ status: 'signed-in', user: USER });
    // The sign-out there reaches this page through Firebase, which it now observes.
    otherTab(false);
    emit(null);
    expect(store.$auth.get()).toEqual({ status: 'signed-out' });
  });

  it('ignores another tab removing a hint it never had', () => {
    const { store, loadClient, otherTab } = setup();
    store.initAuthForPage('/faq');
    otherTab(false);
    expect(store.$auth.get()).toEqual({ status: 'signed-out' });
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('starts loading and does not load Firebase until asked', () => {
    const { store, loadClient } = setup();
    expect(store.$auth.get()).toEqual({ status: 'loading' });
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('loading → signed-out when Firebase reports no user, and clears the hint', async () => {
    const { store, storage, emit } = setup();
    storage.set(AUTH_HINT_KEY, '1');
    store.initAuth();
    await flush();
    emit(null);
    expect(store.$auth.get()).toEqual({ status: 'signed-out' });
    expect(storage.has(AUTH_HINT_KEY)).toBe(false);
  });

  it('loading → signed-in with the user, and sets the hint', async () => {
    const { store, storage, emit } = setup();
    store.initAuth();
    await flush();
    emit(USER);
    expect(store.$auth.get()).toEqual({ status: 'signed-in', user: USER });
    expect(storage.get(AUTH_HINT_KEY)).toBe('1');
  });

  it('initAuth is idempotent', async () => {
    const { store, loadClient } = setup();
    store.initAuth();
    store.initAuth();
    await flush();
    store.initAuth();
    expect(loadClient).toHaveBeenCalledTimes(1);
  });

  it('signed-in → signed-out when Firebase drops a disabled user or an expired token', async () => {
    const { store, storage, emit } = setup();
    store.initAuth();
    await flush();
    emit(USER);
    emit(null);
    expect(store.$auth.get()).toEqual({ status: 'signed-out' });
    expect(storage.has(AUTH_HINT_KEY)).toBe(false);
  });

  it('signIn and register pass the credentials and end signed in', async () => {
    const { store, client, storage } = setup();
    await store.signIn('jan@example.com', 'geheim1');
    expect(client.signIn).toHaveBeenCalledWith('jan@example.com', 'geheim1');
    expect(store.$auth.get().status).toBe('signed-in');
    expect(storage.get(AUTH_HINT_KEY)).toBe('1');
    await store.register('piet@example.com', 'geheim2');
    expect(client.register).toHaveBeenCalledWith('piet@example.com', 'geheim2');
  });

  it('a failed sign-in rejects with the Firebase code and sets no hint', async () => {
    const error = Object.assign(new Error('wrong'), { code: 'auth/wrong-password' });
    const { store, storage, emit } = setup({ signIn: vi.fn(async () => Promise.reject(error)) });
    store.initAuth();
    await flush();
    emit(null);
    await expect(store.signIn('a@b.nl', 'x')).rejects.toMatchObject({ code: 'auth/wrong-password' });
    expect(store.$auth.get()).toEqual({ status: 'signed-out' });
    expect(storage.has(AUTH_HINT_KEY)).toBe(false);
  });

  it('signOut clears the hint and ends signed out', async () => {
    const { store, storage } = setup();
    await store.signIn('jan@example.com', 'geheim1');
    await store.signOut();
    expect(store.$auth.get()).toEqual({ status: 'signed-out' });
    expect(storage.has(AUTH_HINT_KEY)).toBe(false);
  });

  it('a failed sign-out keeps the hint (the reader is still signed in)', async () => {
    const { store, storage } = setup({ signOut: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await store.signIn('jan@example.com', 'geheim1');
    await expect(store.signOut()).rejects.toThrow('offline');
    expect(store.$auth.get().status).toBe('signed-in');
    expect(storage.get(AUTH_HINT_KEY)).toBe('1');
  });

  it('initAuthForPage: an anonymous reader of a content page is signed out without loading Firebase', () => {
    const { store, loadClient } = setup();
    store.initAuthForPage('/tools/stock-screener');
    expect(store.$auth.get()).toEqual({ status: 'signed-out' });
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('initAuthForPage loads Firebase with the signed-in hint, or on a page that needs auth', async () => {
    const hinted = setup();
    hinted.storage.set(AUTH_HINT_KEY, '1');
    hinted.store.initAuthForPage('/tools/stock-screener');
    expect(hinted.store.$auth.get()).toEqual({ status: 'loading' });
    await flush();
    hinted.emit(USER);
    expect(hinted.loadClient).toHaveBeenCalledTimes(1);
    expect(hinted.store.$auth.get().status).toBe('signed-in');

    for (const path of ['/login', '/profile', '/portfolio', '/portfolio/watchlist.html']) {
      const { store, loadClient } = setup();
      store.initAuthForPage(path);
      expect(loadClient, path).toHaveBeenCalledTimes(1);
      expect(store.$auth.get(), path).toEqual({ status: 'loading' });
    }
  });

  it('Google sign-in that hangs rejects after the identity timeout', async () => {
    vi.useFakeTimers();
    const { store } = setup({ signInWithGoogle: () => new Promise<void>(() => {}) }, { timeoutMs: 5_000 });
    const result = store.signInWithGoogle();
    const check = expect(result).rejects.toMatchObject({ code: 'auth/network-request-failed' });
    await vi.advanceTimersByTimeAsync(4_999);
    await vi.advanceTimersByTimeAsync(1);
    await check;
  });

  it('a Firebase download failure shows signed out, keeps the hint, and a later call retries', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, storage, loadClient, emit } = setup({}, { failLoads: 1 });
    storage.set(AUTH_HINT_KEY, '1');
    store.initAuth();
    await flush();
    expect(store.$auth.get()).toEqual({ status: 'signed-out' });
    expect(store.$unavailable.get()).toBe(true);
    expect(storage.get(AUTH_HINT_KEY)).toBe('1');
    expect(warn).toHaveBeenCalled();
    store.initAuth();
    await flush();
    emit(USER);
    expect(loadClient).toHaveBeenCalledTimes(2);
    expect(store.$unavailable.get()).toBe(false);
    expect(store.$auth.get().status).toBe('signed-in');
    warn.mockRestore();
  });

  it('a sign-in whose Firebase download fails rejects with a network-coded error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = setup({}, { failLoads: 2 });
    await expect(store.signInWithGoogle()).rejects.toMatchObject({
      name: 'AuthUnavailableError',
      code: 'auth/network-request-failed',
    });
    expect(store.$unavailable.get()).toBe(true);
    warn.mockRestore();
  });
});

describe('the data an account keeps on this device', () => {
  it("names the account's saved exports, watchlist, settings and their sync state, and no other reader's", () => {
    expect(accountStorageKeys('u1')).toEqual([
      savedExportsKey('u1'),
      userStorageKey(WATCHLIST_KEY_PREFIX, 'u1'),
      userStorageKey(SETTINGS_KEY_PREFIX, 'u1'),
      userStorageKey(WATCHLIST_SYNC_KEY_PREFIX, 'u1'),
      userStorageKey(SETTINGS_SYNC_KEY_PREFIX, 'u1'),
    ]);
    expect(accountStorageKeys('u1')).not.toContain(savedExportsKey(null));
    expect(accountStorageKeys('u1').some((key) => key.endsWith('u2'))).toBe(false);
  });
});
