// A nanostore whose value is kept in key-value storage per signed-in user.
//
// Why not @nanostores/persistent: its persistentAtom binds one fixed key when the store is created
// (ours contains the uid, which changes when another account signs in), writes without reading first
// and swallows failed writes. The rules here:
// - Signed in: read `prefix + uid`. Nothing stored → the seed, which is then stored. Stored text that
//   cannot be read → the seed on screen, but the stored text is left alone (the sample list never
//   overwrites what a reader stored).
// - Every write re-reads storage first and applies the change to what is stored now, so edits made
//   in another tab of the same reader are never overwritten.
// - A change made elsewhere (another tab, a page restored from the back/forward cache) reloads.
// - A write that throws (quota, private mode) keeps the value in memory and raises `$saveFailed`;
//   until a write succeeds again, the in-memory value is the one that is edited and kept.
import { atom, onMount, type ReadableAtom } from 'nanostores';
import {
  readStoredValue,
  userStorageKey,
  type AuthLike,
  type ExternalChanges,
  type KeyValueStorage,
  type StoredValue,
} from '../lib/portfolio/userStorage';

export interface UserStoreOptions<T> {
  readonly auth: ReadableAtom<AuthLike>;
  /** Storage key prefix; the uid is appended. */
  readonly prefix: string;
  /** Value for a user without stored data. */
  readonly seed: () => T;
  /** Value while nobody is signed in. */
  readonly empty: T;
  /** Parses stored text (never null); undefined when it cannot be read at all. */
  readonly parse: (text: string) => T | undefined;
  /** The storage, or null where there is none (private mode, storage blocked). */
  readonly storage: () => KeyValueStorage | null;
  /** Changes of the storage made outside this store. */
  readonly externalChanges: ExternalChanges;
}

export interface UserStore<T> {
  readonly $store: ReadableAtom<T>;
  /** True after a write failed, until one succeeds (or the user changes). */
  readonly $saveFailed: ReadableAtom<boolean>;
  /** Applies `fn` to the signed-in user's stored value and stores the result; false when signed out. */
  update(fn: (value: T) => T): boolean;
  /** Replaces the signed-in user's value with the seed; false when signed out. */
  reset(): boolean;
}

export function createUserStore<T>(options: UserStoreOptions<T>): UserStore<T> {
  const { auth, prefix, seed, empty, parse, storage, externalChanges } = options;
  const $store = atom<T>(empty);
  const $saveFailed = atom(false);
  /** The uid whose data $store currently holds. */
  let loadedUid: string | undefined;

  const keyOf = (uid: string): string => userStorageKey(prefix, uid);
  const read = (uid: string): StoredValue<T> => readStoredValue(storage(), keyOf(uid), parse);

  function write(uid: string, value: T): boolean {
    try {
      const target = storage();
      if (!target) return false;
      target.setItem(keyOf(uid), JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  }

  function load(uid: string): T {
    const stored = read(uid);
    if (stored.kind === 'value') return stored.value;
    const fresh = seed();
    if (stored.kind === 'absent') write(uid, fresh);
    return fresh;
  }

  function sync(state: AuthLike): void {
    const uid = state.status === 'signed-in' ? state.user.uid : undefined;
    if (uid === loadedUid) return;
    loadedUid = uid;
    $saveFailed.set(false);
    $store.set(uid === undefined ? empty : load(uid));
  }

  function onExternalChange(key: string | null): void {
    // While a change could not be saved, the in-memory value is the only copy of it: keep it.
    if (loadedUid === undefined || $saveFailed.get()) return;
    if (key === null || key === keyOf(loadedUid)) $store.set(load(loadedUid));
  }

  onMount($store, () => {
    sync(auth.get());
    const unbindAuth = auth.listen(sync);
    const unbindChanges = externalChanges(onExternalChange);
    return () => {
      unbindAuth();
      unbindChanges();
      loadedUid = undefined;
    };
  });

  function apply(fn: (value: T) => T): boolean {
    sync(auth.get());
    const uid = loadedUid;
    if (uid === undefined) return false;
    const stored = $saveFailed.get() ? undefined : read(uid);
    const base = stored?.kind === 'value' ? stored.value : $store.get();
    const next = fn(base);
    $store.set(next);
    $saveFailed.set(!write(uid, next));
    return true;
  }

  return {
    $store,
    $saveFailed,
    update: apply,
    reset: () => apply(() => seed()),
  };
}
