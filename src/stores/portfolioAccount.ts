// Keeping the reader's own portfolio with their account (docs/behaviour.md#account-data): off by default,
// turned on by the reader (src/islands/portfolio/own/AccountSwitch.tsx). What the account gets is the normalised
// records and typed prices (src/lib/portfolio/accountCopy.ts), never a file.
//
// The account's copy is a kind of account data like the watchlist: the store of src/stores/userStore.ts keeps this
// device's copy of it in localStorage with its sync state, and merges two devices' copies record by record. This
// module ties it to what the screens read (IndexedDB, src/stores/ownPortfolio.ts):
// - on (the account has a copy): a change made here (files chosen, a price typed, the portfolio removed) goes to the
//   account; a copy that arrives from the account replaces what this device shows;
// - a device that finds a copy with the account (another device turned keeping on) keeps it from then on, with what
//   it held itself added;
// - off: the account's copy is deleted (DELETE /api/data/portfolio), which leaves a tombstone (no data, the next
//   version); the device keeps its own. A device that still held the copy learns it from the tombstone (no copy,
//   where it had matched one) and stops too. Versions are never reused, so a device that missed both the tombstone
//   and a later copy from another device is refused and merges, rather than writing over that copy.
// Only the portfolio screens import this module, so no other page carries it.
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { deleteRemoteKind, getRemote, onOnline, putRemote, tabLock } from '../browser/accountApi';
import { browserStorage, localStorageChanges } from '../browser/storage';
import { portfolioAccountKeys } from '../lib/auth/deviceData';
import {
  EMPTY_ACCOUNT_PORTFOLIO,
  fromAccountPortfolio,
  mergeAccountPortfolios,
  parseAccountPortfolio,
  sameAccountPortfolio,
  toAccountPortfolio,
  unitePortfolios,
  type AccountPortfolio,
} from '../lib/portfolio/accountCopy';
import { PORTFOLIO_ACCOUNT_KEY_PREFIX, PORTFOLIO_SYNC_KEY_PREFIX } from '../lib/portfolio/constants';
import type { StoredPortfolio } from '../lib/portfolio/stored';
import type { Kind } from '../lib/sync/kinds';
import { portfolioOverLimit, type PortfolioLimit } from '../lib/sync/limits';
import { $auth } from './auth';
import { $ownPortfolio, keepAccountCopy, type OwnPortfolioState } from './ownPortfolio';
import { createUserStore, type RemoteCopy } from './userStore';

export type Keeping = 'unknown' | 'on' | 'off';

/** What went wrong last, for the switch's message. */
export type AccountProblem = PortfolioLimit | 'turn-on-failed' | 'turn-off-failed';

export interface PortfolioAccountState {
  /** 'unknown' until the account has answered (or this device knows it keeps the portfolio there). */
  readonly keeping: Keeping;
  /** A request of the switch is running. */
  readonly busy: boolean;
  readonly problem?: AccountProblem | undefined;
}

const $state = atom<PortfolioAccountState>({ keeping: 'unknown', busy: false });

/** Set when the account's copy was found: what the device holds is added to it before the device shows it. */
let uniteWhenRead = false;

function signedInUid(): string | undefined {
  const auth = $auth.get();
  return auth.status === 'signed-in' ? auth.user.uid : undefined;
}

function storage(): Storage | null {
  return browserStorage();
}

function keptHere(uid: string): boolean {
  try {
    return storage()?.getItem(portfolioAccountKeys(uid).kept) === '1';
  } catch {
    return false;
  }
}

function setKeptHere(uid: string, kept: boolean): void {
  try {
    const key = portfolioAccountKeys(uid).kept;
    if (kept) storage()?.setItem(key, '1');
    else storage()?.removeItem(key);
  } catch {
    // Storage blocked: the account's answer tells again on the next page.
  }
}

/** The server version this device's copy last matched (its sync state, src/stores/userStore.ts), 0 when none. */
function matchedVersion(uid: string): number {
  try {
    const text = storage()?.getItem(portfolioAccountKeys(uid).state) ?? null;
    const version = text === null ? undefined : (JSON.parse(text) as { version?: unknown }).version;
    return typeof version === 'number' ? version : 0;
  } catch {
    return 0;
  }
}

function setState(change: Partial<PortfolioAccountState>): void {
  $state.set({ ...$state.get(), ...change });
}

/** What the account said about its copy: none (never one, or a tombstone: data null) or one. */
function learnt(uid: string, copy: RemoteCopy): void {
  if (signedInUid() !== uid) return;
  const { keeping } = $state.get();
  if (copy.data === null) {
    // A copy this device had matched is gone (a tombstone, whose version is above it): keeping was turned off on
    // another device. A device that has just turned keeping on has matched nothing yet and keeps going.
    if (keeping === 'on' && matchedVersion(uid) > 0) stopHere(uid);
    else if (keeping === 'unknown') setState({ keeping: 'off' });
    return;
  }
  if (keeping === 'on') return;
  // Another device keeps the portfolio with the account: this one does too from now on, adding what it holds (once
  // the device's copy is read, if it is not yet).
  setKeptHere(uid, true);
  setState({ keeping: 'on', problem: undefined });
  uniteWhenRead = true;
  const own = $ownPortfolio.get();
  if (own.status === 'ready' && own.uid === uid) queueMicrotask(() => uniteWithDevice(own));
}

function uniteWithDevice(own: Extract<OwnPortfolioState, { status: 'ready' }>): void {
  if (!uniteWhenRead) return;
  uniteWhenRead = false;
  if (!own.stored) return;
  const mine = toAccountPortfolio(own.stored);
  store.update((account) => unitePortfolios(account, mine));
}

const store = createUserStore<AccountPortfolio>({
  auth: $auth,
  prefix: PORTFOLIO_ACCOUNT_KEY_PREFIX,
  seed: () => EMPTY_ACCOUNT_PORTFOLIO,
  empty: EMPTY_ACCOUNT_PORTFOLIO,
  parse: (text) => {
    try {
      return parseAccountPortfolio(JSON.parse(text));
    } catch {
      return undefined;
    }
  },
  storage,
  externalChanges: localStorageChanges,
  remote: {
    kind: 'portfolio',
    statePrefix: PORTFOLIO_SYNC_KEY_PREFIX,
    get: async (kind: Kind): Promise<RemoteCopy> => {
      const uid = signedInUid();
      const copy = await getRemote(kind);
      if (uid !== undefined) learnt(uid, copy);
      return copy;
    },
    put: async (kind, data, base) => {
      const uid = signedInUid();
      const outcome = await putRemote(kind, data, base);
      if (uid !== undefined && !outcome.saved) learnt(uid, outcome.current);
      return outcome;
    },
    parse: parseAccountPortfolio,
    merge: mergeAccountPortfolios,
    overLimit: portfolioOverLimit,
    onOnline,
    lock: tabLock,
  },
});

/** This device stops keeping the portfolio with the account; what it shows stays. */
function stopHere(uid: string): void {
  // Off first: the store's emptied copy must not reach the device.
  setKeptHere(uid, false);
  setState({ keeping: 'off' });
  store.forget();
}

/** The stored portfolio this module last wrote to the device, so its own write is not taken for the reader's. */
let written: StoredPortfolio | undefined;
let previous: OwnPortfolioState = { status: 'loading' };

/** The account's copy is shown on this device (a write only when it differs from what the device shows). */
function showAccountCopy(copy: AccountPortfolio): void {
  const own = $ownPortfolio.get();
  if (own.status !== 'ready' || own.uid !== signedInUid() || $state.get().keeping !== 'on' || uniteWhenRead) return;
  if (sameAccountPortfolio(toAccountPortfolio(own.stored), copy)) return;
  written = fromAccountPortfolio(copy, own.stored, new Date().toISOString());
  void keepAccountCopy(own.uid, written);
}

/**
 * The reader changed the portfolio on this device (files, a typed price, removal): the account gets the change. Only
 * the change is applied to the account's copy (a three-way merge against the device's copy before it), so a copy from
 * another device that arrived meanwhile and is not yet shown here is not undone.
 */
function sendChange(before: StoredPortfolio | undefined, after: StoredPortfolio | undefined): void {
  const mine = toAccountPortfolio(after);
  if (sameAccountPortfolio(mine, store.$store.get())) return;
  const base = toAccountPortfolio(before);
  store.update((account) => mergeAccountPortfolios(mine, account, base).value);
}

function onOwnChange(own: OwnPortfolioState): void {
  const before = previous;
  previous = own;
  if (own.status !== 'ready' || $state.get().keeping !== 'on') return;
  if (uniteWhenRead) {
    uniteWithDevice(own);
    showAccountCopy(store.$store.get());
    return;
  }
  // A change from ready to ready of one account that this module did not write is the reader's; a load is not.
  if (before.status === 'ready' && before.uid === own.uid && before.stored !== own.stored && own.stored !== written)
    sendChange(before.stored, own.stored);
  else showAccountCopy(store.$store.get());
}

onMount($state, () => {
  let shownUid: string | undefined;
  const unbindAuth = $auth.subscribe((auth) => {
    const uid = auth.status === 'signed-in' ? auth.user.uid : undefined;
    // The same account again (a refreshed user): what this tab learnt of it stays.
    if (uid !== undefined && uid === shownUid) return;
    shownUid = uid;
    uniteWhenRead = false;
    setState({ keeping: uid !== undefined && keptHere(uid) ? 'on' : 'unknown', busy: false, problem: undefined });
  });
  const unbindCopy = store.$store.subscribe(showAccountCopy);
  const unbindOwn = $ownPortfolio.subscribe(onOwnChange);
  const unbindDeleted = store.$deleted.subscribe((deleted) => {
    const uid = signedInUid();
    if (deleted && uid !== undefined) {
      setKeptHere(uid, false);
      setState({ keeping: 'off' });
    }
  });
  return () => {
    unbindAuth();
    unbindCopy();
    unbindOwn();
    unbindDeleted();
  };
});

/** Whether the portfolio is kept with the account, and the switch's last problem. */
export const $portfolioAccount: ReadableAtom<PortfolioAccountState> = $state;
/** True while the account has not got this device's changes yet (they are kept here and retried). */
export const $portfolioAccountSyncFailed: ReadableAtom<boolean> = store.$syncFailed;
/** Why the copy (merged with another device's) cannot be kept with the account; it stays on this device. */
export const $portfolioAccountOverLimit: ReadableAtom<string | undefined> = store.$overLimit;
/** The seconds the account asked to wait before the changes are sent again (429, too many requests). */
export const $portfolioAccountWaitSeconds: ReadableAtom<number | undefined> = store.$waitSeconds;

/**
 * Keeps the portfolio with the account from now on: checked against the account's limits first (a copy over them is
 * not sent, and the reason is shown), then sent, merged with any copy the account already holds.
 */
export async function keepWithAccount(): Promise<void> {
  const uid = signedInUid();
  const own = $ownPortfolio.get();
  if (uid === undefined || own.status !== 'ready' || own.uid !== uid || $state.get().busy) return;
  const mine = toAccountPortfolio(own.stored);
  const limit = portfolioOverLimit(mine);
  if (limit !== undefined) {
    setState({ problem: limit });
    return;
  }
  // A copy from an earlier time this device kept it is no common ground now: the account's copy is merged whole.
  store.forget();
  setKeptHere(uid, true);
  setState({ keeping: 'on', busy: true, problem: undefined });
  store.update(() => ({ ...mine }));
  try {
    await store.syncNow();
    setState({ busy: false });
  } catch {
    // Kept on this device and retried; $portfolioAccountSyncFailed says so. A refusal (422) or a wait the account
    // asked for (429) has its own message from the store, which 'could not be reached' would hide.
    const told = store.$overLimit.get() !== undefined || store.$waitSeconds.get() !== undefined;
    setState({ busy: false, problem: told ? undefined : 'turn-on-failed' });
  }
}

/** Stops keeping the portfolio with the account: the account's copy is deleted; this device keeps its own. */
export async function stopKeepingWithAccount(): Promise<void> {
  const uid = signedInUid();
  if (uid === undefined || $state.get().busy) return;
  setState({ busy: true, problem: undefined });
  try {
    await deleteRemoteKind('portfolio');
  } catch {
    setState({ busy: false, problem: 'turn-off-failed' });
    return;
  }
  if (signedInUid() !== uid) return;
  stopHere(uid);
  setState({ busy: false });
}
