// How a device's copy of an account's data (a watchlist, the settings) and the server's copy become one, as pure
// functions (docs/behaviour.md#account-data). The store (src/stores/userStore.ts) keeps, next to each copy on the
// device, its sync state: whether it holds changes the server has not got yet, which server version and account
// generation it last matched, and the copy it last had in common with the server.
//
// No device clock decides anything: the server numbers the versions of a row and refuses a write based on an older
// one (src/server/accountData.ts), so of two edits of one item the one the server took first is the one every other
// device already has, and it is kept; the device whose edit came second is told so.

/** What the device knows about its copy's relation to the server. */
export interface SyncState {
  /** The copy holds changes the server has not got yet. */
  readonly dirty: boolean;
  /**
   * A counter of changes made on this device, which grows with each one: a change made while a request ran is told
   * by it (it is compared only with itself, never with another device's or the server's).
   */
  readonly changedAt: number;
  /** The server version of the row the copy last matched; undefined before the first sync on this device. */
  readonly version?: number | undefined;
  /** The account generation (bumped by each deletion) the copy belongs to; undefined before the first sync. */
  readonly generation?: number | undefined;
  /**
   * The copy last matched with the server, as JSON: a stored copy that differs from it holds changes whatever `dirty`
   * says, and a merge tells an item removed on one side from one added on the other by it.
   */
  readonly synced?: string | undefined;
}

/** The account's copy as the API gives it. */
export interface ServerCopy<T> {
  /** Null when the account has no row of this kind (or one this device cannot read). */
  readonly value: T | null;
  /** The row's version; 0 when there is no row. */
  readonly version: number;
  /** The account's generation; 0 before any deletion. */
  readonly generation: number;
}

/** A merged value, and the items of which an edit made on another device was kept over this device's edit. */
export interface Merged<T> {
  readonly value: T;
  readonly kept: readonly string[];
}

/** Both copies changed since `base` (undefined: no common copy known): one value that keeps both sides' intent. */
export type Merge<T> = (local: T, server: T, base: T | undefined) => Merged<T>;

export type Reconciled<T> =
  /** The account's data was deleted after this device's copy was made: the copy goes, it is never sent. */
  | { readonly deleted: true; readonly generation: number }
  | {
      readonly deleted: false;
      /** The value to keep on the device. */
      readonly value: T;
      /** The server must get `value`, as a write based on `version`. */
      readonly push: boolean;
      readonly version: number;
      readonly generation: number;
      /** The copy `value` now has in common with the server (what a later merge starts from). */
      readonly common: T | null;
      readonly kept: readonly string[];
    };

/**
 * One copy from two: nothing a reader typed is lost, and nothing deleted comes back.
 * - The account's generation is not the one the device's copy belongs to: the data was deleted meanwhile (on another
 *   device or tab), and the device's copy is discarded.
 * - The server has nothing: a device copy with changes is sent; an untouched one (the sample list) stays local.
 * - The device has no changes: the server's copy wins (another device changed it, or this one is new).
 * - The device has changes and the server is still at the version this device last matched: the device's copy is
 *   sent (it includes removals).
 * - Both changed (first sign-in on a device that already held data, edits on two devices): `merge`, and the result
 *   is sent as a write based on the server's version.
 */
export function reconcile<T>(
  local: T,
  state: SyncState,
  server: ServerCopy<T>,
  merge: Merge<T>,
  /** The copy both sides last had in common (state.synced, read), when known. */
  base?: T,
): Reconciled<T> {
  const { version, generation } = server;
  if (state.generation !== undefined && state.generation !== generation) return { deleted: true, generation };
  const same = { deleted: false, version, generation, kept: [] } as const;
  if (server.value === null) return { ...same, value: local, push: state.dirty, common: null };
  if (!state.dirty) return { ...same, value: server.value, push: false, common: server.value };
  if (state.version === version && state.generation === generation) {
    return { ...same, value: local, push: true, common: base ?? null };
  }
  const merged = merge(local, server.value, base);
  return { ...same, value: merged.value, push: true, common: server.value, kept: merged.kept };
}

/** Two JSON values with the same content (key order aside). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * One record edited on two sides, field by field: a field changed on one side only takes that side's value; a field
 * changed on both to different values takes the server's (the edit the server took first) and is a conflict.
 * Without a common record every differing field is a conflict.
 */
export function mergeFields<T extends object>(
  local: T,
  server: T,
  base: T | undefined,
): { readonly value: T; readonly conflict: boolean } {
  const l = local as Record<string, unknown>;
  const s = server as Record<string, unknown>;
  const b = base as Record<string, unknown> | undefined;
  const out: Record<string, unknown> = {};
  let conflict = false;
  for (const key of new Set([...Object.keys(s), ...Object.keys(l)])) {
    const lv = l[key];
    const sv = s[key];
    let value: unknown;
    if (sameValue(lv, sv)) value = sv;
    else if (b !== undefined && sameValue(lv, b[key])) value = sv;
    else if (b !== undefined && sameValue(sv, b[key])) value = lv;
    else {
      value = sv;
      conflict = true;
    }
    if (value !== undefined) out[key] = value;
  }
  return { value: out as T, conflict };
}

/** Settings: field by field (mergeFields); a conflict is reported as 'settings'. */
export function mergeSettings<T extends object>(local: T, server: T, base: T | undefined): Merged<T> {
  const { value, conflict } = mergeFields(local, server, base);
  return { value, kept: conflict ? ['settings'] : [] };
}

/**
 * Lists of items with a key (a watchlist's symbol, a portfolio record's id), item by item, against the list both last
 * had in common (`base`):
 * - an item added on either side is kept; one removed on either side stays removed (a removal here of an item the
 *   other device edited meanwhile stays a removal: the reader here chose it);
 * - an item on both lists is merged field by field (mergeFields); where both sides changed a field, the server's
 *   edit is kept and the item's key is reported;
 * - an item removed by the other device but edited here stays removed, and is reported;
 * - the server's order first, then what only this device added, in its order.
 * Without a common list nothing can be told from an addition: every item of both is kept.
 */
export function mergeKeyed<T extends object>(
  keyOf: (item: T) => string,
  local: readonly T[],
  server: readonly T[],
  base?: readonly T[],
): Merged<T[]> {
  const byKey = (list: readonly T[] | undefined) => new Map((list ?? []).map((item) => [keyOf(item), item]));
  const localItems = byKey(local);
  const serverItems = byKey(server);
  const baseItems = byKey(base);
  const kept: string[] = [];
  const value: T[] = [];
  for (const item of server) {
    const key = keyOf(item);
    const mine = localItems.get(key);
    const before = baseItems.get(key);
    if (mine === undefined) {
      // Removed here since the common list: it stays removed. Not in that list: the other device added it.
      if (before === undefined) value.push(item);
      continue;
    }
    const merged = mergeFields(mine, item, before);
    if (merged.conflict) kept.push(key);
    value.push(merged.value);
  }
  for (const item of local) {
    const key = keyOf(item);
    if (serverItems.has(key)) continue;
    const before = baseItems.get(key);
    if (before === undefined) value.push(item);
    else if (!sameValue(item, before)) kept.push(key);
  }
  return { value, kept };
}

/** Watchlists, item by item by symbol (mergeKeyed). */
export function mergeWatchlists<T extends { readonly symbol: string }>(
  local: readonly T[],
  server: readonly T[],
  base?: readonly T[],
): Merged<T[]> {
  return mergeKeyed((item) => item.symbol, local, server, base);
}
