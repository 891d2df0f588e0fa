// Where 'Mijn bestanden' keeps the reader's files (src/lib/myFiles.ts): IndexedDB, because a File is kept whole (it is
// structured-cloneable, with its name and date) and files run to megabytes. One entry per file, found by its owner (an
// account, a tab's session, this device's signed-out reader). Opened per call (src/browser/idb.ts).
import { inStore, type OneStoreDb } from './idb';

const BY_OWNER = 'owner';
const DB: OneStoreDb = {
  name: 'brokerkompas-files',
  store: 'files',
  create: (db) => db.createObjectStore('files', { keyPath: 'id' }).createIndex(BY_OWNER, 'owner'),
};

/** The stored entries of one owner, as IndexedDB holds them (checked by the caller). */
export function loadFileEntries(owner: string): Promise<unknown[]> {
  return inStore<unknown[]>(DB, 'readonly', (store) => store.index(BY_OWNER).getAll(owner));
}

/** Every stored entry (for sweeping the sessions no tab holds any more). */
export function loadAllFileEntries(): Promise<unknown[]> {
  return inStore<unknown[]>(DB, 'readonly', (store) => store.getAll());
}

/** Writes the entries and deletes the ids in one transaction: a replaced file never shows twice. */
export async function writeFileEntries(put: readonly unknown[], remove: readonly string[] = []): Promise<void> {
  await inStore<undefined>(DB, 'readwrite', (store) => {
    for (const id of remove) store.delete(id);
    for (const entry of put) store.put(entry);
  });
}

/** Deletes every entry of the owners. */
export async function removeFileEntriesOf(owners: readonly string[]): Promise<void> {
  await inStore<undefined>(DB, 'readwrite', (store) => {
    for (const owner of owners) {
      const request = store.index(BY_OWNER).openKeyCursor(IDBKeyRange.only(owner));
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return;
        store.delete(cursor.primaryKey);
        cursor.continue();
      };
    }
  });
}
