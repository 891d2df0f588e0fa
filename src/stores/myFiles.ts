// 'Mijn bestanden': the reader's broker files, one list for Mijn kosten, box 3 and the portfolio (src/lib/myFiles.ts).
// A signed-in reader's files are kept on this device for that account (removed at sign-out, as the portfolio is); a
// signed-out reader's for the tab's session (a session id in sessionStorage, whose entries are swept once no live tab
// holds its Web Lock) and, after 'Bewaar op dit apparaat', on this device. What Mijn kosten saved and what the
// portfolio kept before this store existed is read into it once per reader (migrate below).
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { loadPortfolio, removePortfolio, savePortfolio } from '../browser/portfolioDb';
import { loadAllFileEntries, loadFileEntries, removeFileEntriesOf, writeFileEntries } from '../browser/myFilesDb';
import { dayOfFile } from '../browser/fileDay';
import { browserStorage, localStorageChanges } from '../browser/storage';
import { portfolioAccountKeys } from '../lib/auth/deviceData';
import { savedExportsKey } from '../lib/exports/savedKey';
import {
  accountOwner,
  entriesFromSavedExports,
  entriesFromStoredPortfolio,
  ownersOfReader,
  placeOfFiles,
  portfolioFilesIn,
  portfolioWithoutFile,
  savedFilesIn,
  readMyFileEntry,
  sessionOf,
  sessionOwner,
  withEntries,
  type MyFileEntry,
  type MyFilesOwner,
  type MyFilesPlace,
} from '../lib/myFiles';
import {
  MY_FILES_CHANGED_KEY,
  MY_FILES_DEVICE_KEY,
  MY_FILES_MIGRATED_PREFIX,
  MY_FILES_SESSION_HAS_FILES_KEY,
  MY_FILES_SESSION_KEY,
  MY_FILES_SESSIONS_KEY,
} from '../lib/myFilesKeys';
import { $auth, initAuthForPage } from './auth';

export type MyFilesState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      /** Whose files are listed: the account's uid, or null for a signed-out reader. */
      readonly uid: string | null;
      readonly entries: readonly MyFileEntry[];
      readonly place: MyFilesPlace;
      /** The last change could not be kept in this browser (storage blocked or full): shown on this page only. */
      readonly saveFailed: boolean;
    };

const $state = atom<MyFilesState>({ status: 'loading' });
export const $myFiles: ReadableAtom<MyFilesState> = $state;

/** This tab's session id, once asked for. */
let session: string | undefined;

/** This tab's session id (sessionStorage survives reloads and moves between pages, and ends with the tab). */
function sessionId(): string {
  if (session) return session;
  let id: string | null = null;
  try {
    id = sessionStorage.getItem(MY_FILES_SESSION_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(MY_FILES_SESSION_KEY, id);
    }
  } catch {
    id = null;
  }
  session = id ?? crypto.randomUUID();
  holdSession(session);
  return session;
}

const lockName = (id: string) => `bk-files-session:${id}`;

/** Holds the session's lock while this page lives, so another tab sees the session is alive (shared: a duplicated tab holds it too). */
function holdSession(id: string): void {
  try {
    void navigator.locks?.request(lockName(id), { mode: 'shared' }, () => new Promise<void>(() => {}));
  } catch {
    // No Web Locks: sessions are not swept in this browser (they stay until removed).
  }
}

/** Removes the entries of sessions no live tab holds (their tabs closed). */
async function sweepSessions(): Promise<void> {
  if (!navigator.locks?.query) return;
  const held = new Set(((await navigator.locks.query()).held ?? []).map((lock) => lock.name));
  const all = (await loadAllFileEntries()) as { owner?: unknown }[];
  const dead = new Set<string>();
  let live = false;
  for (const entry of all) {
    if (typeof entry.owner !== 'string') continue;
    const id = sessionOf(entry.owner as MyFilesOwner);
    if (id === null) continue;
    if (id !== session && !held.has(lockName(id))) dead.add(entry.owner);
    else live = true;
  }
  if (dead.size > 0) await removeFileEntriesOf([...dead]);
  // No session's files left: pages need not load the store to sweep.
  if (!live) storageSet(MY_FILES_SESSIONS_KEY, null);
}

const isFile = (file: unknown): file is Blob => typeof Blob !== 'undefined' && file instanceof Blob;

function storageGet(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
function storageSet(key: string, value: string | null): void {
  try {
    if (value === null) browserStorage()?.removeItem(key);
    else browserStorage()?.setItem(key, value);
  } catch {
    // Storage blocked: the flag is a hint only.
  }
}

/**
 * Reads what the tools kept before this store into it, once per reader: Mijn kosten's saved results (its localStorage
 * key is removed once they are written here, so a file the reader removes from the list is gone from the device) and,
 * for an account, the names of the files the portfolio keeps (its records stay where they are). A migration that fails
 * to write removes nothing and is tried again at the next load.
 */
async function migrate(uid: string | null, owner: MyFilesOwner): Promise<void> {
  const flag = `${MY_FILES_MIGRATED_PREFIX}${uid ?? 'gast'}`;
  if (storageGet(flag)) return;
  const found: MyFileEntry[] = [];
  const saved = savedFilesIn(storageGet(savedExportsKey(uid)));
  if (saved) found.push(...entriesFromSavedExports(saved, owner));
  if (uid !== null) {
    const kept = portfolioFilesIn(await loadPortfolio(uid).catch(() => undefined));
    if (kept) found.push(...entriesFromStoredPortfolio(kept, owner));
  }
  if (found.length > 0) {
    // A file chosen again since (listed with its file) is not listed twice.
    const current = (await loadFileEntries(owner)).flatMap((value) => readMyFileEntry(value, isFile) ?? []);
    await writeFileEntries(withEntries([], found).filter((entry) => !current.some((c) => c.name === entry.name)));
    if (uid === null) storageSet(MY_FILES_DEVICE_KEY, '1');
    if (saved) storageSet(savedExportsKey(uid), null);
  }
  storageSet(flag, '1');
}

function placeFor(uid: string | null, entries: readonly MyFileEntry[]): MyFilesPlace {
  if (uid !== null) return placeOfFiles(true, storageGet(portfolioAccountKeys(uid).kept) === '1', false);
  return placeOfFiles(
    false,
    false,
    entries.some((entry) => entry.owner === 'device'),
  );
}

let loading = 0;

/** Reads the reader's entries (after the one-time migration and the sweep of closed tabs' sessions). */
async function load(uid: string | null): Promise<void> {
  const ticket = ++loading;
  const owners = ownersOfReader(uid, sessionId());
  let entries: MyFileEntry[] = [];
  try {
    await sweepSessions().catch(() => undefined);
    await migrate(uid, uid === null ? 'device' : accountOwner(uid));
    const values = (await Promise.all(owners.map((owner) => loadFileEntries(owner)))).flat();
    entries = values.flatMap((value) => readMyFileEntry(value, isFile) ?? []);
  } catch {
    entries = [];
  }
  if (ticket !== loading) return;
  $state.set({ status: 'ready', uid, entries, place: placeFor(uid, entries), saveFailed: false });
}

function reload(): void {
  const auth = $auth.get();
  if (auth.status !== 'loading') void load(auth.status === 'signed-in' ? auth.user.uid : null);
}

onMount($state, () => {
  initAuthForPage(location.pathname);
  const unbindAuth = $auth.subscribe((auth) => {
    if (auth.status === 'loading') $state.set({ status: 'loading' });
    else void load(auth.status === 'signed-in' ? auth.user.uid : null);
  });
  // Another tab added or removed files (it bumps MY_FILES_CHANGED_KEY), or the page is back from the bfcache.
  const unbindStorage = localStorageChanges((key) => {
    if (key === null || key === MY_FILES_CHANGED_KEY) reload();
  });
  return () => {
    unbindAuth();
    unbindStorage();
  };
});

/** Tells the other tabs the files changed (a storage event); they read them again. */
function changed(): void {
  storageSet(MY_FILES_CHANGED_KEY, String(Date.now()) + Math.random());
}

async function whenReady(): Promise<Extract<MyFilesState, { status: 'ready' }> | undefined> {
  const now = $state.get();
  if (now.status === 'ready') return now;
  return new Promise((resolve) => {
    const unbind = $state.listen((state) => {
      if (state.status === 'ready') {
        unbind();
        resolve(state);
      }
    });
  });
}

/** Applies a change to the listed entries and keeps it; a failed write is said on the page, the entries shown still. */
async function change(next: MyFileEntry[], put: readonly MyFileEntry[], remove: readonly string[]): Promise<void> {
  const state = await whenReady();
  if (!state) return;
  let saveFailed = false;
  try {
    await writeFileEntries(put, remove);
    changed();
  } catch {
    saveFailed = true;
  }
  const current = $state.get();
  if (current.status === 'ready' && current.uid === state.uid)
    $state.set({ ...current, entries: next, place: placeFor(current.uid, next), saveFailed });
}

/**
 * Adds chosen files to the list (a file of a name already listed replaces it): for an account on this device, for a
 * signed-out reader for this tab's session, or on the device when the reader already keeps files there.
 */
export async function addMyFiles(files: readonly File[]): Promise<void> {
  const state = await whenReady();
  if (!state || files.length === 0) return;
  const device = state.uid === null && state.entries.some((entry) => entry.owner === 'device');
  const owner: MyFilesOwner =
    state.uid !== null ? accountOwner(state.uid) : device ? 'device' : sessionOwner(sessionId());
  const added = files.map((file): MyFileEntry => ({
    id: crypto.randomUUID(),
    name: file.name,
    size: file.size,
    day: dayOfFile(file),
    added: new Date().toISOString(),
    owner,
    file,
  }));
  try {
    sessionStorage.setItem(MY_FILES_SESSION_HAS_FILES_KEY, '1');
  } catch {
    // The hint only: without it the list loads once a file is chosen.
  }
  if (sessionOf(owner) !== null) storageSet(MY_FILES_SESSIONS_KEY, '1');
  const kept = state.entries.filter((entry) => !added.some((file) => file.name === entry.name));
  const replaced = state.entries.filter((entry) => !kept.includes(entry)).map((entry) => entry.id);
  await change([...kept, ...added], added, replaced);
}

/**
 * Removes a file from the list, and so from every tool that reads the list: for an account, the portfolio's records of
 * that file too (its IndexedDB value, edited here so a removal on Mijn kosten or box 3 reaches it; the portfolio's own
 * page drops them from what it shows, src/islands/portfolio/own/ImportPanel.tsx).
 */
export async function removeMyFile(id: string): Promise<void> {
  const state = await whenReady();
  const entry = state?.entries.find((listed) => listed.id === id);
  if (!state || !entry) return;
  if (state.uid !== null) await forgetPortfolioFile(state.uid, entry.name).catch(() => undefined);
  await change(
    state.entries.filter((listed) => listed.id !== id),
    [],
    [id],
  );
}

async function forgetPortfolioFile(uid: string, name: string): Promise<void> {
  const without = portfolioWithoutFile(await loadPortfolio(uid), name, new Date().toISOString());
  if (without === undefined) await removePortfolio(uid);
  else if (without !== null) await savePortfolio(uid, without);
}

/**
 * Lists files the portfolio holds that the list does not (read on another device and joined through the account
 * copy): they serve the portfolio, and ask to be chosen again for Mijn kosten and box 3.
 */
export async function listPortfolioFiles(names: readonly string[]): Promise<void> {
  const state = await whenReady();
  if (!state || state.uid === null) return;
  const missing = names.filter((name) => !state.entries.some((entry) => entry.name === name));
  if (missing.length === 0) return;
  const added = entriesFromStoredPortfolio(
    { savedAt: new Date().toISOString(), files: missing.map((name) => ({ name })) },
    accountOwner(state.uid),
  );
  await change([...state.entries, ...added], added, []);
}

/** 'Bewaar op dit apparaat' for a signed-out reader: this session's files are kept on the device beyond the tab. */
export async function keepMyFilesOnDevice(): Promise<void> {
  const state = await whenReady();
  if (!state || state.uid !== null) return;
  const moved = state.entries.map((entry) =>
    entry.owner === 'device' ? entry : { ...entry, owner: 'device' as const },
  );
  await change(moved, moved, []);
  storageSet(MY_FILES_DEVICE_KEY, '1');
}

/** Back to the tab only: the signed-out reader's files stop being kept on this device (they stay for this tab). */
export async function stopKeepingMyFilesOnDevice(): Promise<void> {
  const state = await whenReady();
  if (!state || state.uid !== null) return;
  const owner = sessionOwner(sessionId());
  const moved = state.entries.map((entry) => ({ ...entry, owner }));
  await change(moved, moved, []);
  storageSet(MY_FILES_DEVICE_KEY, null);
  if (moved.length > 0) storageSet(MY_FILES_SESSIONS_KEY, '1');
}

/**
 * Removes an account's files from this device (sign-out, 'Verwijder mijn gegevens', src/stores/deviceData.ts); never
 * throws. The migration flag stays, so what the old places still hold is not read in again.
 */
export async function forgetMyFiles(uid: string): Promise<void> {
  try {
    await removeFileEntriesOf([accountOwner(uid)]);
    changed();
  } catch {
    // Nothing stored, or no IndexedDB.
  }
  const current = $state.get();
  if (current.status === 'ready' && current.uid === uid) $state.set({ ...current, entries: [] });
}
