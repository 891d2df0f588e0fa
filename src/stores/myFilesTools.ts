// What Mijn kosten and box 3 add to 'Mijn bestanden' (src/stores/myFiles.ts), loaded with their list: a signed-out
// reader's files, kept for the tab's session (a session id in sessionStorage, whose entries are swept once no live tab
// holds its Web Lock) and, after 'Bewaar op dit apparaat', on this device; what Mijn kosten saved and what the
// portfolio kept before the list existed, read into it once per reader (migrate below); and, for an account, a file
// removed here takes the portfolio's records of it along. The portfolio's own pages need none of it: a signed-in
// reader only, whose records their import panel keeps in step with the list.
import { loadPortfolio, removePortfolio, savePortfolio } from '../browser/portfolioDb';
import { loadAllFileEntries, removeFileEntriesOf, writeFileEntries } from '../browser/myFilesDb';
import { savedExportsKey } from '../lib/exports/savedKey';
import {
  accountOwner,
  entriesFromStoredPortfolio,
  ownersOfReader,
  sessionOf,
  sessionOwner,
  type MyFileEntry,
  type MyFilesOwner,
} from '../lib/myFiles';
import {
  entriesFromSavedExports,
  portfolioFilesIn,
  portfolioWithoutFile,
  savedFilesIn,
  withEntries,
} from '../lib/myFilesMigration';
import {
  MY_FILES_DEVICE_KEY,
  MY_FILES_MIGRATED_PREFIX,
  MY_FILES_SESSION_HAS_FILES_KEY,
  MY_FILES_SESSION_KEY,
  MY_FILES_SESSIONS_KEY,
} from '../lib/myFilesKeys';
import {
  $myFiles,
  addMyFiles,
  changeMyFiles,
  readEntries,
  removeMyFile,
  storageGet,
  storageSet,
  joinMyFilesTools,
  whenMyFilesReady,
} from './myFiles';

export { $myFiles, addMyFiles, removeMyFile };

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

/**
 * Reads what the tools kept before the list into it, once per reader: Mijn kosten's saved results (its localStorage
 * key is removed once they are written here, so a file the reader removes from the list is gone from the device) and,
 * for an account, the names of the files the portfolio keeps (its records stay where they are). A migration that fails
 * to write removes nothing and is tried again at the next load.
 */
async function migrate(uid: string | null): Promise<void> {
  const flag = `${MY_FILES_MIGRATED_PREFIX}${uid ?? 'gast'}`;
  if (storageGet(flag)) return;
  const owner: MyFilesOwner = uid === null ? 'device' : accountOwner(uid);
  const found: MyFileEntry[] = [];
  const saved = savedFilesIn(storageGet(savedExportsKey(uid)));
  if (saved) found.push(...entriesFromSavedExports(saved, owner));
  if (uid !== null) {
    const kept = portfolioFilesIn(await loadPortfolio(uid).catch(() => undefined));
    if (kept) found.push(...entriesFromStoredPortfolio(kept, owner));
  }
  if (found.length > 0) {
    // A file chosen again since (listed with its file) is not listed twice.
    const current = await readEntries(owner);
    await writeFileEntries(withEntries([], found).filter((entry) => !current.some((c) => c.name === entry.name)));
    if (uid === null) storageSet(MY_FILES_DEVICE_KEY, '1');
    if (saved) storageSet(savedExportsKey(uid), null);
  }
  storageSet(flag, '1');
}

joinMyFilesTools({
  async prepare(uid) {
    // This page holds the tab's session while it lives, whoever reads, so a signed-in tab's earlier files stay its own.
    sessionId();
    await sweepSessions().catch(() => undefined);
    await migrate(uid);
  },
  guestOwners: () => ownersOfReader(null, sessionId()),
  guestOwner(state) {
    const owner: MyFilesOwner = state.entries.some((entry) => entry.owner === 'device')
      ? 'device'
      : sessionOwner(sessionId());
    try {
      sessionStorage.setItem(MY_FILES_SESSION_HAS_FILES_KEY, '1');
    } catch {
      // The hint only: without it the list loads once a file is chosen.
    }
    if (owner !== 'device') storageSet(MY_FILES_SESSIONS_KEY, '1');
    return owner;
  },
  // The portfolio's kept value (IndexedDB) without the file, edited here so a removal on Mijn kosten or box 3 reaches it.
  async removed(uid, name) {
    const without = portfolioWithoutFile(await loadPortfolio(uid), name, new Date().toISOString());
    if (without === undefined) await removePortfolio(uid);
    else if (without !== null) await savePortfolio(uid, without);
  },
});

/** 'Bewaar op dit apparaat' for a signed-out reader: this session's files are kept on the device beyond the tab. */
export async function keepMyFilesOnDevice(): Promise<void> {
  const state = await whenMyFilesReady();
  if (state.uid !== null) return;
  const moved = state.entries.map((entry) =>
    entry.owner === 'device' ? entry : { ...entry, owner: 'device' as const },
  );
  await changeMyFiles(moved, moved, []);
  storageSet(MY_FILES_DEVICE_KEY, '1');
}

/** Back to the tab only: the signed-out reader's files stop being kept on this device (they stay for this tab). */
export async function stopKeepingMyFilesOnDevice(): Promise<void> {
  const state = await whenMyFilesReady();
  if (state.uid !== null) return;
  const owner = sessionOwner(sessionId());
  const moved = state.entries.map((entry) => ({ ...entry, owner }));
  await changeMyFiles(moved, moved, []);
  storageSet(MY_FILES_DEVICE_KEY, null);
  if (moved.length > 0) storageSet(MY_FILES_SESSIONS_KEY, '1');
}
