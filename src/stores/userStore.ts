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
// - With `remote` (the account data API), the stored value is the device's cache of the account's copy: shown at
//   once, then reconciled with the server's (src/lib/sync/reconcile.ts) after sign-in, after every change, when the
//   browser is back online and on a timer after a failure. Next to the value the store keeps its sync state under
//   `remote.statePrefix + uid`. A failed request changes nothing on the device; `$syncFailed` says the device holds
//   changes the account has not got yet.
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { reconcile, type SyncState, type Written } from '../lib/sync/reconcile';
import type { Kind } from '../lib/sync/kinds';
import {
  readStoredValue,
  userStorageKey,
  type AuthLike,
  type ExternalChanges,
  type KeyValueStorage,
  type StoredValue,
} from '../lib/portfolio/userStorage';

/** The account's copy on the server (src/browser/accountApi.ts), injected so the rules are unit-testable. */
export interface RemoteSync<T> {
  readonly kind: Kind;
  /** Storage key prefix of the sync state; the uid is appended. */
  readonly statePrefix: string;
  /** The server's copy; writtenAt null when it has none. Rejects on any failure. */
  readonly get: (kind: Kind) => Promise<{ readonly data: unknown; readonly writtenAt: number | null }>;
  /** Stores a copy; resolves with the server's writtenAt. Rejects on any failure. */
  readonly put: (kind: Kind, data: T) => Promise<number>;
  /** Reads the server's data; undefined when it cannot be used. */
  readonly parse: (data: unknown) => T | undefined;
  /** Both copies changed: one value that loses nothing (src/lib/sync/reconcile.ts); `base` is their last common copy. */
  readonly merge: (local: Written<T>, server: Written<T>, base: T | undefined) => T;
  /** Calls the listener when the browser is back online; returns the unsubscribe. */
  readonly onOnline: (listener: () => void) => () => void;
  /** Milliseconds since the epoch (Date.now in the browser). */
  readonly now?: () => number;
  /** Delays before retrying after a failure, in milliseconds; the last one repeats. */
  readonly retryDelaysMs?: readonly number[];
  /**
   * Runs a reconciliation while no other tab of this reader runs one of the same copy (src/browser/accountApi.ts
   * tabLock); without it, at once. Two tabs that reconcile at the same time overwrite each other's sync state, and a
   * removal made in one can then come back from the server's copy.
   */
  readonly lock?: (name: string, run: () => Promise<void>) => Promise<void>;
}

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
  /** Keeps the value with the signed-in account on the server too. */
  readonly remote?: RemoteSync<T>;
}

export interface UserStore<T> {
  readonly $store: ReadableAtom<T>;
  /** True after a write failed, until one succeeds (or the user changes). */
  readonly $saveFailed: ReadableAtom<boolean>;
  /** Applies `fn` to the signed-in user's stored value and stores the result; false when signed out. */
  update(fn: (value: T) => T): boolean;
  /** Replaces the signed-in user's value with the seed; false when signed out. */
  reset(): boolean;
  /** True while the device holds changes the account on the server has not got (they are retried). */
  readonly $syncFailed: ReadableAtom<boolean>;
  /** Resolves once the device and the server hold the same copy (rejects when the server cannot be reached). */
  readonly syncNow: () => Promise<void>;
  /** Removes the signed-in user's value and sync state from this device; the store shows the seed again. */
  readonly forget: () => void;
}

const NOT_SYNCED: SyncState = { dirty: false, changedAt: 0 };
const DEFAULT_RETRY_DELAYS_MS = [5_000, 15_000, 60_000];

function parseSyncState(text: string | null): SyncState | undefined {
  if (text === null) return undefined;
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    if (typeof v['dirty'] !== 'boolean' || typeof v['changedAt'] !== 'number') return undefined;
    return {
      dirty: v['dirty'],
      changedAt: v['changedAt'],
      base: typeof v['base'] === 'number' ? v['base'] : undefined,
      synced: typeof v['synced'] === 'string' ? v['synced'] : undefined,
    };
  } catch {
    return undefined;
  }
}

export function createUserStore<T>(options: UserStoreOptions<T>): UserStore<T> {
  const { auth, prefix, seed, empty, parse, storage, externalChanges, remote } = options;
  const $store = atom<T>(empty);
  const $saveFailed = atom(false);
  const $syncFailed = atom(false);
  const now = remote?.now ?? Date.now;
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

  /**
   * The copy an edit or a reconciliation starts from: the stored one (another tab's change may be stored before this
   * tab has heard of it), or the one in memory while a change could not be saved or nothing readable is stored.
   */
  function currentCopy(uid: string): T {
    const stored = $saveFailed.get() ? undefined : read(uid);
    return stored?.kind === 'value' ? stored.value : $store.get();
  }

  function load(uid: string): T {
    const stored = read(uid);
    if (stored.kind === 'value') return stored.value;
    const fresh = seed();
    if (stored.kind === 'absent') write(uid, fresh);
    return fresh;
  }

  // ---- The account's copy on the server (only with `remote`).
  const stateKeyOf = (uid: string): string => userStorageKey(remote?.statePrefix ?? '', uid);

  /**
   * The sync state; a value stored before sync existed counts as changed unless it is still the seed. `current` is the
   * copy about to be reconciled: when given, that copy decides (the one in memory, which is what would be sent; storage
   * may have been changed behind this store meanwhile, and its change is then read on the next load, not pushed here).
   */
  function readSyncState(uid: string, current?: T): SyncState {
    let text: string | null = null;
    try {
      text = storage()?.getItem(stateKeyOf(uid)) ?? null;
    } catch {
      text = null;
    }
    const state = parseSyncState(text);
    if (state) return state;
    const stored = read(uid);
    if (stored.kind !== 'value') return NOT_SYNCED;
    // Compared as the parser gives them back, so the key order of the stored items does not matter.
    return { dirty: canonical(current ?? stored.value) !== canonical(seed()), changedAt: 0 };
  }

  /** A copy as JSON in one form (as the parser gives it back), so two copies compare by content. */
  function canonical(value: T): string {
    return JSON.stringify(parse(JSON.stringify(value)) ?? value);
  }

  /**
   * The sync state for the copy about to be reconciled, with a copy that differs from the last one matched with the
   * server counted as changed. Chromium hands a localStorage write to another tab's process later, so a tab that has
   * not yet seen this tab's change can store a clean state over it (docs/behaviour.md#account-data); the content
   * still tells.
   */
  function syncStateOf(uid: string, local: T): SyncState {
    const state = readSyncState(uid, local);
    if (state.dirty || state.synced === undefined || canonical(local) === state.synced) return state;
    return { ...state, dirty: true };
  }

  function writeSyncState(uid: string, state: SyncState): void {
    try {
      storage()?.setItem(stateKeyOf(uid), JSON.stringify(state));
    } catch {
      // Storage full or blocked: the state is derived again next time (the value then counts as changed).
    }
  }

  /** Marks a change made on this device; changedAt always grows, so a change during a request is never missed. */
  function markChanged(uid: string): void {
    if (!remote) return;
    const state = readSyncState(uid);
    writeSyncState(uid, { ...state, dirty: true, changedAt: Math.max(now(), state.changedAt + 1) });
  }

  let running: Promise<void> | null = null;
  let runAgain = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  /** Grows on forget(): a reconciliation that started before it writes nothing afterwards. */
  let generation = 0;

  function clearRetry(): void {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
  }

  /** One reconciliation, alone among this reader's tabs. */
  function reconcileOnce(uid: string, sync: RemoteSync<T>): Promise<void> {
    const lock = sync.lock ?? ((_name: string, run: () => Promise<void>) => run());
    return lock(stateKeyOf(uid), () => reconcileLocked(uid, sync));
  }

  async function reconcileLocked(uid: string, sync: RemoteSync<T>): Promise<void> {
    const started = generation;
    const copy = await sync.get(sync.kind);
    if (loadedUid !== uid || generation !== started) return;
    const parsed = copy.writtenAt === null ? undefined : sync.parse(copy.data);
    const server =
      copy.writtenAt !== null && parsed !== undefined ? { value: parsed, writtenAt: copy.writtenAt } : null;
    // Sending the copy in memory could undo on the server a change another tab stored meanwhile.
    const local = currentCopy(uid);
    const state = syncStateOf(uid, local);
    const common = state.synced === undefined ? undefined : parse(state.synced);
    const result = reconcile(local, state, server, sync.merge, common);
    if (result.value !== local) $saveFailed.set(!write(uid, result.value));
    if (JSON.stringify(result.value) !== JSON.stringify($store.get())) $store.set(result.value);
    if (!result.push) {
      writeSyncState(uid, {
        dirty: false,
        changedAt: state.changedAt,
        base: result.base,
        synced: canonical(result.value),
      });
      return;
    }
    const writtenAt = await sync.put(sync.kind, result.value);
    if (loadedUid !== uid || generation !== started) return;
    // A change made while the request ran is newer than what was sent: it stays marked and goes next.
    const after = readSyncState(uid);
    const changedMeanwhile = after.changedAt !== state.changedAt;
    writeSyncState(uid, {
      dirty: changedMeanwhile,
      changedAt: after.changedAt,
      base: writtenAt,
      synced: canonical(result.value),
    });
    if (changedMeanwhile) runAgain = true;
  }

  function scheduleRetry(uid: string, sync: RemoteSync<T>): void {
    clearRetry();
    const delays = sync.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    const delay = delays[Math.min(failures, delays.length - 1)] ?? DEFAULT_RETRY_DELAYS_MS[0];
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (loadedUid === uid) void syncNow().catch(() => {});
    }, delay);
  }

  /** One reconciliation at a time; a request for another while one runs is served right after it. */
  function syncNow(): Promise<void> {
    const uid = loadedUid;
    if (!remote || uid === undefined) return Promise.resolve();
    if (running) {
      runAgain = true;
      return running;
    }
    runAgain = false;
    const run = reconcileOnce(uid, remote).then(
      () => {
        failures = 0;
        clearRetry();
        if (loadedUid === uid) $syncFailed.set(false);
      },
      (error: unknown) => {
        if (loadedUid !== uid) return;
        $syncFailed.set(readSyncState(uid).dirty);
        scheduleRetry(uid, remote);
        throw error;
      },
    );
    running = run.finally(() => {
      running = null;
      if (runAgain && loadedUid === uid) void syncNow().catch(() => {});
    });
    return running;
  }

  function sync(state: AuthLike): void {
    const uid = state.status === 'signed-in' ? state.user.uid : undefined;
    if (uid === loadedUid) return;
    loadedUid = uid;
    $saveFailed.set(false);
    $syncFailed.set(false);
    clearRetry();
    failures = 0;
    $store.set(uid === undefined ? empty : load(uid));
    if (uid !== undefined) void syncNow().catch(() => {});
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
    const unbindOnline = remote?.onOnline(() => void syncNow().catch(() => {})) ?? (() => {});
    return () => {
      unbindAuth();
      unbindChanges();
      unbindOnline();
      clearRetry();
      loadedUid = undefined;
    };
  });

  function apply(fn: (value: T) => T): boolean {
    sync(auth.get());
    const uid = loadedUid;
    if (uid === undefined) return false;
    const base = currentCopy(uid);
    const next = fn(base);
    $store.set(next);
    $saveFailed.set(!write(uid, next));
    markChanged(uid);
    void syncNow().catch(() => {});
    return true;
  }

  function forget(): void {
    const state = auth.get();
    if (state.status !== 'signed-in') return;
    const { uid } = state.user;
    generation += 1;
    clearRetry();
    try {
      const target = storage();
      target?.removeItem?.(keyOf(uid));
      if (remote) target?.removeItem?.(stateKeyOf(uid));
    } catch {
      // Storage blocked: there is nothing this store could remove.
    }
    if (loadedUid !== uid) return;
    $syncFailed.set(false);
    $saveFailed.set(false);
    // The seed on screen, not stored: the device keeps nothing of the account until the reader changes something.
    $store.set(seed());
  }

  return {
    $store,
    $saveFailed,
    $syncFailed,
    update: apply,
    reset: () => apply(() => seed()),
    syncNow,
    forget,
  };
}
