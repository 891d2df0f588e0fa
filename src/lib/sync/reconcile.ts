// How a device's copy of an account's data (a watchlist, the settings) and the server's copy become one, as pure
// functions (docs/behaviour.md#account-data). The store (src/stores/userStore.ts) keeps, next to each copy on the
// device, its sync state: whether it holds changes the server has not got yet, when it was last changed here, and
// which server version it last matched.

/** A copy and when it was written, in milliseconds since the epoch. */
export interface Written<T> {
  readonly value: T;
  readonly writtenAt: number;
}

/** What the device knows about its copy's relation to the server. */
export interface SyncState {
  /** The copy holds changes the server has not got yet. */
  readonly dirty: boolean;
  /** When the copy was last changed on this device (its clock); 0 when unknown (data from before sync). */
  readonly changedAt: number;
  /** The server's writtenAt the copy last matched; undefined before the first sync on this device. */
  readonly base?: number | undefined;
  /**
   * The copy last matched with the server, as JSON: a stored copy that differs from it holds changes whatever `dirty`
   * says, and a merge can tell an item removed on one side from one added on the other. Undefined before this was kept.
   */
  readonly synced?: string | undefined;
}

/** The outcome: the value to keep on the device, and whether the server must get it. */
export interface Reconciled<T> {
  readonly value: T;
  readonly push: boolean;
  /** The server version the value now matches (undefined: none yet). */
  readonly base: number | undefined;
}

/**
 * One copy from two: nothing a reader typed is lost.
 * - The server has nothing: a device copy with changes is sent; an untouched one (the sample list) stays local.
 * - The device has no changes: the server's copy wins (another device changed it, or this one is new).
 * - The device has changes and the server did not change since this device last matched it: the device's copy is
 *   sent (it includes removals).
 * - Both changed (first sign-in on a device that already held data, or edits offline on two devices): `merge`.
 */
export function reconcile<T>(
  local: T,
  state: SyncState,
  server: Written<T> | null,
  merge: (local: Written<T>, server: Written<T>, base: T | undefined) => T,
  /** The copy both sides last had in common (state.synced, read), when known. */
  base?: T,
): Reconciled<T> {
  if (server === null) return { value: local, push: state.dirty, base: undefined };
  if (!state.dirty) return { value: server.value, push: false, base: server.writtenAt };
  if (state.base !== undefined && state.base === server.writtenAt) {
    return { value: local, push: true, base: server.writtenAt };
  }
  return {
    value: merge({ value: local, writtenAt: state.changedAt }, server, base),
    push: true,
    base: server.writtenAt,
  };
}

/** Settings: the most recently written copy, whole (the server's on a tie: it is the one other devices have). */
export function newestSettings<T>(local: Written<T>, server: Written<T>): T {
  return local.writtenAt > server.writtenAt ? local.value : server.value;
}

/**
 * Watchlists: the union by symbol. A symbol on both lists takes its item (target, notes, favourite) from the more
 * recently written list; the server's order first, then what only the device has, in its order. With the list both
 * last had in common (`base`), a symbol removed on one side since then stays removed instead of coming back.
 */
export function unionWatchlists<T extends { readonly symbol: string }>(
  localCopy: Written<readonly T[]>,
  serverCopy: Written<readonly T[]>,
  base?: readonly T[],
): T[] {
  const removedFrom = (list: readonly T[]) => {
    const kept = new Set(list.map((item) => item.symbol));
    return new Set((base ?? []).map((item) => item.symbol).filter((symbol) => !kept.has(symbol)));
  };
  const removedHere = removedFrom(localCopy.value);
  const removedThere = removedFrom(serverCopy.value);
  const local = { ...localCopy, value: localCopy.value.filter((item) => !removedThere.has(item.symbol)) };
  const server = { ...serverCopy, value: serverCopy.value.filter((item) => !removedHere.has(item.symbol)) };
  const localNewer = local.writtenAt > server.writtenAt;
  const localBySymbol = new Map(local.value.map((item) => [item.symbol, item]));
  const serverSymbols = new Set(server.value.map((item) => item.symbol));
  const fromServer = server.value.map((item) => (localNewer ? (localBySymbol.get(item.symbol) ?? item) : item));
  return [...fromServer, ...local.value.filter((item) => !serverSymbols.has(item.symbol))];
}
