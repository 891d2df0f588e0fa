// Where 'Mijn bestanden' keeps the reader's files (src/lib/myFiles.ts): IndexedDB, because a File is kept whole (it is
// structured-cloneable, with its name and date) and files run to megabytes. One entry per file, found by its owner (an
// account, a tab's session, this device's signed-out reader). Every call opens the database and closes it again, as
// src/browser/portfolioDb.ts does, so a deletion in another tab is never blocked by a connection left open here.

const DB_NAME = 'brokerkompas-files';
const STORE = 'files';
const BY_OWNER = 'owner';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB unavailable'));
      return;
    }
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'id' }).createIndex(BY_OWNER, 'owner');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest | void): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      // Resolved when the transaction is done, so a write is on disk before the page moves on.
      transaction.oncomplete = () => resolve((request ? request.result : undefined) as T);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  } finally {
    db.close();
  }
}

/** The stored entries of one owner, as IndexedDB holds them (checked by the caller). */
export function loadFileEntries(owner: string): Promise<unknown[]> {
  return run<unknown[]>('readonly', (store) => store.index(BY_OWNER).getAll(owner));
}

/** Every stored entry (for sweeping the sessions no tab holds any more). */
export function loadAllFileEntries(): Promise<unknown[]> {
  return run<unknown[]>('readonly', (store) => store.getAll());
}

/** Writes the entries and deletes the ids in one transaction: a replaced file never shows twice. */
export async function writeFileEntries(put: readonly unknown[], remove: readonly string[] = []): Promise<void> {
  await run<undefined>('readwrite', (store) => {
    for (const id of remove) store.delete(id);
    for (const entry of put) store.put(entry);
  });
}

/** Deletes every entry of the owners. */
export async function removeFileEntriesOf(owners: readonly string[]): Promise<void> {
  await run<undefined>('readwrite', (store) => {
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
