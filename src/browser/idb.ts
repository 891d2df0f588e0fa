// The one way this site reaches IndexedDB (the portfolio, src/browser/portfolioDb.ts; 'Mijn bestanden',
// src/browser/myFilesDb.ts): every call opens the database and closes it again, so a deletion in another tab is never
// blocked by a connection left open here.

/** A database of one object store: its name, its store's, and how the store is made at version 1. */
export interface OneStoreDb {
  readonly name: string;
  readonly store: string;
  readonly create: (db: IDBDatabase) => void;
}

function open(db: OneStoreDb): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB unavailable'));
      return;
    }
    const request = indexedDB.open(db.name, 1);
    request.onupgradeneeded = () => db.create(request.result);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

/** Runs `act` on the store in one transaction; resolves with its request's result once the transaction is done. */
export async function inStore<T>(
  db: OneStoreDb,
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest | void,
): Promise<T> {
  const opened = await open(db);
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = opened.transaction(db.store, mode);
      const request = act(transaction.objectStore(db.store));
      // Resolved when the transaction is done, so a write is on disk before the page moves on (a sign-out navigates).
      transaction.oncomplete = () => resolve((request ? request.result : undefined) as T);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  } finally {
    opened.close();
  }
}
