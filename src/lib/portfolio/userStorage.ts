// A nanostore whose value is kept in localStorage per signed-in user (issue 7).
//
// Why not @nanostores/persistent: its persistentAtom binds one fixed storage key when the store is
// created, but our key contains the uid and changes whenever another account signs in on the same
// device. This small store swaps the key on every change of the auth store instead: signed in →
// read (and validate) `prefix + uid`, falling back to the seed; signed out or loading → the empty
// value. Every update is written back at once. Storage that throws (private mode, quota) only
// loses persistence, never the in-memory value.
import { atom, onMount, type ReadableAtom } from 'nanostores';

export type AuthLike =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'signed-in'; readonly user: { readonly uid: string } };

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface UserStoreOptions<T> {
  readonly auth: ReadableAtom<AuthLike>;
  /** Storage key prefix; the uid is appended. */
  readonly prefix: string;
  /** Value for a user without (valid) stored data. */
  readonly seed: () => T;
  /** Value while nobody is signed in. */
  readonly empty: T;
  /** Parses stored text; undefined when missing, corrupt or of the wrong shape. */
  readonly parse: (text: string | null) => T | undefined;
  readonly storage?: () => KeyValueStorage | undefined;
}

export interface UserStore<T> {
  readonly $store: ReadableAtom<T>;
  /** Applies `fn` to the signed-in user's value and stores the result; false when signed out. */
  update(fn: (value: T) => T): boolean;
  /** Replaces the signed-in user's value with the seed; false when signed out. */
  reset(): boolean;
}

export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function userStorageKey(prefix: string, uid: string): string {
  return `${prefix}${uid}`;
}

export function createUserStore<T>(options: UserStoreOptions<T>): UserStore<T> {
  const { auth, prefix, seed, empty, parse } = options;
  const getStorage = options.storage ?? browserStorage;
  const $store = atom<T>(empty);
  /** The uid whose data $store currently holds. */
  let loadedUid: string | undefined;

  function read(key: string): string | null {
    try {
      return getStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function write(uid: string, value: T): void {
    try {
      getStorage()?.setItem(userStorageKey(prefix, uid), JSON.stringify(value));
    } catch {
      // Persistence is best effort; the in-memory value stays correct.
    }
  }

  function load(uid: string): T {
    const stored = parse(read(userStorageKey(prefix, uid)));
    if (stored !== undefined) return stored;
    const fresh = seed();
    write(uid, fresh);
    return fresh;
  }

  function currentUid(state: AuthLike): string | undefined {
    return state.status === 'signed-in' ? state.user.uid : undefined;
  }

  function sync(state: AuthLike): void {
    const uid = currentUid(state);
    if (uid === loadedUid) return;
    loadedUid = uid;
    $store.set(uid === undefined ? empty : load(uid));
  }

  function onStorage(event: StorageEvent): void {
    if (loadedUid !== undefined && event.key === userStorageKey(prefix, loadedUid)) {
      $store.set(load(loadedUid));
    }
  }

  onMount($store, () => {
    sync(auth.get());
    const unbind = auth.listen(sync);
    if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    return () => {
      unbind();
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      loadedUid = undefined;
    };
  });

  function apply(fn: (value: T) => T): boolean {
    sync(auth.get());
    const uid = loadedUid;
    if (uid === undefined) return false;
    const next = fn($store.get());
    $store.set(next);
    write(uid, next);
    return true;
  }

  return {
    $store,
    update: apply,
    reset: () => apply(() => seed()),
  };
}
