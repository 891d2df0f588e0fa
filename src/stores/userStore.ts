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
//   browser is back online and on a timer after a failure (after the wait the server asked for, if any). Next to the
//   value the store keeps its sync state under `remote.statePrefix + uid`. A failed request changes nothing on the
//   device; `$syncFailed` says the device holds changes the account has not got yet. A write the server refuses as
//   stale (another device wrote first) is merged with the copy the refusal carries and sent again; `$kept` names the
//   items where the other device's edit was kept. A copy from before a deletion of the account's data is discarded,
//   never sent, and `$deleted` says so. A merged copy over the account's limits is not sent; `$overLimit` says why.
//   A copy the server refuses as invalid (422) is not sent again until the next change ($overLimit 'refused'); when
//   the server asks to wait (429), the retry waits as long and `$waitSeconds` says so.
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { reconcile, type Merge, type SyncState } from '../lib/sync/reconcile';
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
  /** The server's copy (data null and version 0 when it has none). Rejects on any failure. */
  readonly get: (kind: Kind) => Promise<RemoteCopy>;
  /**
   * Sends a copy as a write based on a version and generation: resolves with the new version, or with the server's
   * current copy when the write was stale. Rejects on any other failure.
   */
  readonly put: (
    kind: Kind,
    data: T,
    base: { readonly version: number; readonly generation: number },
  ) => Promise<
    | { readonly saved: true; readonly version: number; readonly generation: number }
    | { readonly saved: false; readonly current: RemoteCopy }
  >;
  /** Reads the server's data; undefined when it cannot be used. */
  readonly parse: (data: unknown) => T | undefined;
  /** Both copies changed: one value that loses nothing (src/lib/sync/reconcile.ts); `base` is their last common copy. */
  readonly merge: Merge<T>;
  /** Why the account cannot keep a value (the limits of src/lib/sync/limits.ts), or undefined when it can. */
  readonly overLimit?: (value: T) => string | undefined;
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

/** The account's copy as src/browser/accountApi.ts gives it. */
export interface RemoteCopy {
  readonly data: unknown;
  readonly version: number;
  readonly generation: number;
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
  /**
   * Removes the signed-in user's value from this device; the store shows the seed again. With the account's new
   * generation (after 'Verwijder mijn gegevens'), the sync state keeps it, so no copy from before goes back.
   */
  readonly forget: (generation?: number) => void;
  /** The items (symbols, or 'settings') of which another device's edit was kept over this device's, since the last change here. */
  readonly $kept: ReadableAtom<readonly string[]>;
  /** True once this tab learnt that the account's data was deleted elsewhere (its copy from before is gone). */
  readonly $deleted: ReadableAtom<boolean>;
  /**
   * Why the merged copy cannot be kept with the account (it is kept on the device, not sent), or undefined: a reason
   * of `remote.overLimit`, or 'refused' when the server did not accept it (422; sent again only after a change).
   */
  readonly $overLimit: ReadableAtom<string | undefined>;
  /** The seconds the server asked to wait (429, too many requests) before the changes are sent again, or undefined. */
  readonly $waitSeconds: ReadableAtom<number | undefined>;
}

/** The reason of $overLimit when the server refused the copy as invalid (422). */
export const REFUSED = 'refused';

const NOT_SYNCED: SyncState = { dirty: false, changedAt: 0 };
const DEFAULT_RETRY_DELAYS_MS = [5_000, 15_000, 60_000];
/** Stale writes answered in one reconciliation before it gives up until the next (each is merged and sent again). */
const MAX_CONFLICT_ROUNDS = 5;

const wholeNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

function parseSyncState(text: string | null): SyncState | undefined {
  if (text === null) return undefined;
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    if (typeof v['dirty'] !== 'boolean' || typeof v['changedAt'] !== 'number') return undefined;
    // A state written before versions (its `base` was a time) has no version: its copy is merged once, as a device
    // that syncs for the first time.
    return {
      dirty: v['dirty'],
      changedAt: v['changedAt'],
      version: wholeNumber(v['version']),
      generation: wholeNumber(v['generation']),
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
  const $kept = atom<readonly string[]>([]);
  const $deleted = atom(false);
  const $overLimit = atom<string | undefined>(undefined);
  const $waitSeconds = atom<number | undefined>(undefined);
  /** The account generation this tab last saw in its sync state; another one there means a deletion elsewhere. */
  let knownGeneration: number | undefined;
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
  let epoch = 0;

  function clearRetry(): void {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
  }

  /** One reconciliation, alone among this reader's tabs. */
  function reconcileOnce(uid: string, sync: RemoteSync<T>): Promise<void> {
    const lock = sync.lock ?? ((_name: string, run: () => Promise<void>) => run());
    return lock(stateKeyOf(uid), () => reconcileLocked(uid, sync));
  }

  /** Notes the generation in the sync state; one other than this tab knew means another tab deleted the data. */
  function noteGeneration(generation: number | undefined): void {
    if (generation === undefined) return;
    if (knownGeneration !== undefined && generation !== knownGeneration) $deleted.set(true);
    knownGeneration = generation;
  }

  /** The account's data was deleted after this copy was made: it goes from the device, and is never sent. */
  function discardDeleted(uid: string, generation: number): void {
    try {
      storage()?.removeItem?.(keyOf(uid));
    } catch {
      // Storage blocked: nothing is stored that could be sent later either.
    }
    writeSyncState(uid, { dirty: false, changedAt: 0, generation });
    knownGeneration = generation;
    $deleted.set(true);
    $kept.set([]);
    $overLimit.set(undefined);
    $saveFailed.set(false);
    $store.set(seed());
  }

  async function reconcileLocked(uid: string, sync: RemoteSync<T>): Promise<void> {
    const started = epoch;
    let copy = await sync.get(sync.kind);
    for (let round = 1; ; round += 1) {
      if (loadedUid !== uid || epoch !== started) return;
      // Sending the copy in memory could undo on the server a change another tab stored meanwhile.
      const local = currentCopy(uid);
      const state = syncStateOf(uid, local);
      noteGeneration(state.generation);
      const value = copy.data === null ? null : (sync.parse(copy.data) ?? null);
      const common = state.synced === undefined ? undefined : parse(state.synced);
      const result = reconcile(
        local,
        state,
        { value, version: copy.version, generation: copy.generation },
        sync.merge,
        common,
      );
      if (result.deleted) {
        discardDeleted(uid, result.generation);
        return;
      }
      knownGeneration = result.generation;
      if (result.kept.length > 0) $kept.set([...new Set([...$kept.get(), ...result.kept])]);
      // Only a copy that differs is stored: writing the same copy again would be a write made after another tab's
      // edit this tab has not seen yet (Chromium hands those on later), and the last write wins, undoing that edit.
      if (canonical(result.value) !== canonical(local)) $saveFailed.set(!write(uid, result.value));
      if (JSON.stringify(result.value) !== JSON.stringify($store.get())) $store.set(result.value);
      const synced = result.common === null ? undefined : canonical(result.common);
      const base = { version: result.version, generation: result.generation };
      if (!result.push) {
        $overLimit.set(undefined);
        writeSyncState(uid, { dirty: false, changedAt: state.changedAt, ...base, synced: canonical(result.value) });
        return;
      }
      // Merged with the server's copy: that copy is now the common one, so a refused write merges only what is new.
      writeSyncState(uid, { dirty: true, changedAt: state.changedAt, ...base, synced });
      const limit = sync.overLimit?.(result.value);
      $overLimit.set(limit);
      if (limit !== undefined) return;
      const outcome = await sync.put(sync.kind, result.value, base);
      if (loadedUid !== uid || epoch !== started) return;
      if (!outcome.saved) {
        if (round >= MAX_CONFLICT_ROUNDS) throw new Error('The account kept changing; the next sync tries again.');
        copy = outcome.current;
        continue;
      }
      // A change made while the request ran is newer than what was sent: it stays marked and goes next.
      const after = readSyncState(uid);
      const changedMeanwhile = after.changedAt !== state.changedAt;
      writeSyncState(uid, {
        dirty: changedMeanwhile,
        changedAt: after.changedAt,
        version: outcome.version,
        generation: outcome.generation,
        synced: canonical(result.value),
      });
      knownGeneration = outcome.generation;
      if (changedMeanwhile) runAgain = true;
      return;
    }
  }

  /** The next try after a failure: after the wait the server asked for (Retry-After), else the next of the delays. */
  function scheduleRetry(uid: string, sync: RemoteSync<T>, error: unknown): void {
    clearRetry();
    const delays = sync.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    const asked = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
    const delay =
      typeof asked === 'number' && asked > 0
        ? asked
        : (delays[Math.min(failures, delays.length - 1)] ?? DEFAULT_RETRY_DELAYS_MS[0]);
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
        if (loadedUid === uid) {
          $syncFailed.set(false);
          $waitSeconds.set(undefined);
        }
      },
      (error: unknown) => {
        if (loadedUid !== uid) return;
        const { status, retryAfterMs } = (error ?? {}) as { status?: unknown; retryAfterMs?: unknown };
        if (status === 422) {
          // The same copy would be refused again: it stays on the device, the screens say so, and only a change
          // sends it again (never a timer: that would ask the server for ever).
          clearRetry();
          $waitSeconds.set(undefined);
          $syncFailed.set(false);
          $overLimit.set(REFUSED);
          throw error;
        }
        $waitSeconds.set(
          status === 429 && typeof retryAfterMs === 'number' ? Math.ceil(retryAfterMs / 1000) : undefined,
        );
        $syncFailed.set(readSyncState(uid).dirty);
        scheduleRetry(uid, remote, error);
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
    $kept.set([]);
    $deleted.set(false);
    $overLimit.set(undefined);
    $waitSeconds.set(undefined);
    knownGeneration = undefined;
    clearRetry();
    failures = 0;
    $store.set(uid === undefined ? empty : load(uid));
    if (uid !== undefined) void syncNow().catch(() => {});
  }

  function onExternalChange(key: string | null): void {
    // While a change could not be saved, the in-memory value is the only copy of it: keep it.
    if (loadedUid === undefined) return;
    // Another tab's sync state with a new generation: that tab deleted the account's data ('Verwijder mijn gegevens').
    if (remote && (key === null || key === stateKeyOf(loadedUid))) noteGeneration(readSyncState(loadedUid).generation);
    if ($saveFailed.get()) return;
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
    // The rule changed nothing (a stock already on the list, a change over the limits): nothing to store or send.
    if (next === base) return true;
    $kept.set([]);
    $deleted.set(false);
    $store.set(next);
    $saveFailed.set(!write(uid, next));
    markChanged(uid);
    void syncNow().catch(() => {});
    return true;
  }

  function forget(generation?: number): void {
    const state = auth.get();
    if (state.status !== 'signed-in') return;
    const { uid } = state.user;
    epoch += 1;
    clearRetry();
    try {
      const target = storage();
      target?.removeItem?.(keyOf(uid));
      if (remote) target?.removeItem?.(stateKeyOf(uid));
    } catch {
      // Storage blocked: there is nothing this store could remove.
    }
    // A tombstone on the device: the other tabs learn of the deletion from it, and none sends a copy from before.
    if (remote && generation !== undefined) {
      writeSyncState(uid, { dirty: false, changedAt: 0, generation });
      knownGeneration = generation;
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
    $kept,
    $deleted,
    $overLimit,
    $waitSeconds,
  };
}
