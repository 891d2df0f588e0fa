// The reader's own portfolio on this device: IndexedDB (its records can run to many megabytes, past what localStorage
// holds), one entry per account (the Firebase uid), so two accounts on one device never see each other's. Removed at
// sign-out and by 'Verwijder mijn gegevens' (src/stores/deviceData.ts). Every call opens the database and closes it
// again, so a deletion in another tab is never blocked by a connection left open here.

const DB_NAME = 'brokerkompas-portfolio';
const STORE = 'accounts';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB unavailable'));
      return;
    }
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      // Resolved when the transaction is done, so a write is on disk before the page moves on (a sign-out navigates).
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  } finally {
    db.close();
  }
}

/** The account's stored value as IndexedDB holds it (checked by the caller), or undefined. */
export function loadPortfolio(uid: string): Promise<unknown> {
  return run<unknown>('readonly', (store) => store.get(uid));
}

export async function savePortfolio(uid: string, value: unknown): Promise<void> {
  await run<IDBValidKey>('readwrite', (store) => store.put(value, uid));
}

export async function removePortfolio(uid: string): Promise<void> {
  await run<undefined>('readwrite', (store) => store.delete(uid));
}
