// 'Mijn bestanden': the reader's broker files, one list for Mijn kosten, box 3 and the portfolio (src/lib/myFiles.ts).
// A signed-in reader's files are kept on this device for that account (removed at sign-out, as the portfolio is,
// src/stores/deviceData.ts). This is the list as every page needs it; what only Mijn kosten and box 3 need (a
// signed-out reader's files, the sweep of closed tabs' sessions, the one-time read of the old storage, a removal that
// reaches the portfolio's records from outside its pages) is src/stores/myFilesTools.ts, which those tools load and
// which joins in here (joinMyFilesTools). The portfolio's pages are for a signed-in reader only and keep their records
// in step with the list themselves (src/islands/portfolio/own/ImportPanel.tsx), so they go without it (their 130 KB
// budget).
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { loadFileEntries, writeFileEntries } from '../browser/myFilesDb';
import { dayOfFile } from '../browser/fileDay';
import { browserStorage, localStorageChanges } from '../browser/storage';
import { portfolioAccountKeys } from '../lib/auth/deviceData';
import {
  accountOwner,
  entriesFromStoredPortfolio,
  placeOfFiles,
  readMyFileEntry,
  type MyFileEntry,
  type MyFilesOwner,
  type MyFilesPlace,
} from '../lib/myFiles';
import { MY_FILES_CHANGED_KEY } from '../lib/myFilesKeys';
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

export type ReadyMyFiles = Extract<MyFilesState, { status: 'ready' }>;

/** What Mijn kosten and box 3 add to the list (src/stores/myFilesTools.ts). */
export interface MyFilesTools {
  /** Before a reader's entries are read: the sweep of closed tabs' sessions and the one-time migration. */
  prepare(uid: string | null): Promise<void>;
  /** The owners whose entries a signed-out reader sees (this tab's session, the device). */
  guestOwners(): readonly MyFilesOwner[];
  /** Whose files a signed-out reader adds now, and the hints that they exist (src/stores/myFilesHint.ts). */
  guestOwner(state: ReadyMyFiles): MyFilesOwner;
  /** An account's file left the list: the portfolio's records of it go too. */
  removed(uid: string, name: string): Promise<void>;
}

let tools: MyFilesTools | undefined;

/** Joins the tools' part in (before the list is shown: src/stores/myFilesTools.ts does it as it loads). */
export function joinMyFilesTools(part: MyFilesTools): void {
  tools = part;
}

const $state = atom<MyFilesState>({ status: 'loading' });
export const $myFiles: ReadableAtom<MyFilesState> = $state;

const isFile = (file: unknown): file is Blob => typeof Blob !== 'undefined' && file instanceof Blob;

/** The stored entries of an owner, each checked (a bad one is left out). */
export async function readEntries(owner: MyFilesOwner): Promise<MyFileEntry[]> {
  return (await loadFileEntries(owner)).flatMap((value) => readMyFileEntry(value, isFile) ?? []);
}

export function storageGet(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
export function storageSet(key: string, value: string | null): void {
  try {
    if (value === null) browserStorage()?.removeItem(key);
    else browserStorage()?.setItem(key, value);
  } catch {
    // Storage blocked: the flag is a hint only.
  }
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

/** Reads the reader's entries (after what the tools do first). */
async function load(uid: string | null): Promise<void> {
  const ticket = ++loading;
  let entries: MyFileEntry[] = [];
  try {
    await tools?.prepare(uid);
    const owners = uid !== null ? [accountOwner(uid)] : (tools?.guestOwners() ?? []);
    entries = (await Promise.all(owners.map(readEntries))).flat();
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

export async function whenMyFilesReady(): Promise<ReadyMyFiles> {
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
export async function changeMyFiles(
  next: MyFileEntry[],
  put: readonly MyFileEntry[],
  remove: readonly string[],
): Promise<void> {
  const state = await whenMyFilesReady();
  let saveFailed = false;
  try {
    await writeFileEntries(put, remove);
    // Tells the other tabs (a storage event); they read the files again.
    storageSet(MY_FILES_CHANGED_KEY, String(Date.now()) + Math.random());
  } catch {
    saveFailed = true;
  }
  const current = $state.get();
  if (current.status === 'ready' && current.uid === state.uid)
    $state.set({ ...current, entries: next, place: placeFor(current.uid, next), saveFailed });
}

/**
 * Adds chosen files to the list (a file of a name already listed replaces it): for an account on this device, for a
 * signed-out reader as the tools keep them (src/stores/myFilesTools.ts).
 */
export async function addMyFiles(files: readonly File[]): Promise<void> {
  const state = await whenMyFilesReady();
  if (files.length === 0 || (state.uid === null && !tools)) return;
  const owner = state.uid !== null ? accountOwner(state.uid) : tools!.guestOwner(state);
  const added = files.map((file): MyFileEntry => ({
    id: crypto.randomUUID(),
    name: file.name,
    size: file.size,
    day: dayOfFile(file),
    added: new Date().toISOString(),
    owner,
    file,
  }));
  const kept = state.entries.filter((entry) => !added.some((file) => file.name === entry.name));
  const replaced = state.entries.filter((entry) => !kept.includes(entry)).map((entry) => entry.id);
  await changeMyFiles([...kept, ...added], added, replaced);
}

/**
 * Removes a file from the list, and so from every tool that reads the list: for an account, the portfolio's records of
 * that file too (on the portfolio's pages by the import panel, elsewhere by src/stores/myFilesTools.ts).
 */
export async function removeMyFile(id: string): Promise<void> {
  const state = await whenMyFilesReady();
  const entry = state.entries.find((listed) => listed.id === id);
  if (!entry) return;
  if (state.uid !== null) await tools?.removed(state.uid, entry.name).catch(() => undefined);
  await changeMyFiles(
    state.entries.filter((listed) => listed.id !== id),
    [],
    [id],
  );
}

/**
 * Lists files the portfolio holds that the list does not (read on another device and joined through the account
 * copy, or kept before the list existed): they serve the portfolio, and ask to be chosen again for Mijn kosten and
 * box 3.
 */
export async function listPortfolioFiles(names: readonly string[]): Promise<void> {
  const state = await whenMyFilesReady();
  if (state.uid === null) return;
  const missing = names.filter((name) => !state.entries.some((entry) => entry.name === name));
  if (missing.length === 0) return;
  const added = entriesFromStoredPortfolio(
    { savedAt: new Date().toISOString(), files: missing.map((name) => ({ name })) },
    accountOwner(state.uid),
  );
  await changeMyFiles([...state.entries, ...added], added, []);
}
