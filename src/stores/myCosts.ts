// 'Bewaar op dit apparaat' for Mijn kosten: the reader's parsed exports in localStorage, under a key
// per reader (the signed-in account's uid, or 'gast' for whoever reads without an account), so two
// accounts on one device never see each other's files. Nothing is written until the reader saves;
// removing deletes the key. Storage that is blocked or full is reported, never thrown.
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { browserStorage, localStorageChanges } from '../browser/storage';
import { parseSavedExports, savedExportsKey, type SavedExports, type SavedFile } from '../lib/exports/saved';
import { $auth, initAuthForPage } from './auth';

/** The storage key of the current reader, or null while the auth state is still loading. */
const $readerKey: ReadableAtom<string | null> = computed($auth, (auth) => {
  if (auth.status === 'loading') return null;
  return savedExportsKey(auth.status === 'signed-in' ? auth.user.uid : null);
});

const $saved = atom<SavedExports | undefined>(undefined);

function read(key: string | null): SavedExports | undefined {
  if (key === null) return undefined;
  try {
    return parseSavedExports(browserStorage()?.getItem(key) ?? null);
  } catch {
    return undefined;
  }
}

onMount($saved, () => {
  initAuthForPage(location.pathname);
  const unbind = $readerKey.subscribe((key) => $saved.set(read(key)));
  // Another tab saving or removing this reader's files, clearing the storage (null key), or this page coming
  // back from the back/forward cache: read again, the same way the watchlist follows other tabs.
  const unwatch = localStorageChanges((changed) => {
    const key = $readerKey.get();
    if (key !== null && (changed === null || changed === key)) $saved.set(read(key));
  });
  return () => {
    unbind();
    unwatch();
  };
});

/** This reader's saved exports on this device, or undefined. */
export const $savedExports: ReadableAtom<SavedExports | undefined> = $saved;

/**
 * The storage key of the reader now (null while the account is not known): a file is read under it, and its
 * results may only be saved under the same key (saveExports) and are shown only while it holds.
 */
export const $myCostsReaderKey: ReadableAtom<string | null> = $readerKey;

/**
 * Saves the files for the current reader; false when storage is unavailable or full, and when the reader is no
 * longer the one the files were read under (`readUnder`): an account signed in or out in another tab meanwhile
 * must never find them, nor the next visitor of the shared 'gast' slot.
 */
export function saveExports(files: readonly SavedFile[], readUnder: string | null, now: Date = new Date()): boolean {
  const key = $readerKey.get();
  const storage = browserStorage();
  if (key === null || key !== readUnder || !storage || files.length === 0) return false;
  const value: SavedExports = { version: 1, savedAt: now.toISOString(), files };
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    return false;
  }
  $saved.set(value);
  return true;
}

/** Deletes this reader's saved exports from the device. */
export function removeSavedExports(): void {
  const key = $readerKey.get();
  try {
    if (key !== null) browserStorage()?.removeItem(key);
  } catch {
    // Blocked storage held nothing of ours either.
  }
  $saved.set(undefined);
}
