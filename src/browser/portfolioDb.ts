// The reader's own portfolio on this device: IndexedDB (its records can run to many megabytes, past what localStorage
// holds), one entry per account (the Firebase uid), so two accounts on one device never see each other's. Removed at
// sign-out and by 'Verwijder mijn gegevens' (src/stores/deviceData.ts). Opened per call (src/browser/idb.ts).
import { inStore, type OneStoreDb } from './idb';

const DB: OneStoreDb = {
  name: 'brokerkompas-portfolio',
  store: 'accounts',
  create: (db) => db.createObjectStore('accounts'),
};

/** The account's stored value as IndexedDB holds it (checked by the caller), or undefined. */
export function loadPortfolio(uid: string): Promise<unknown> {
  return inStore<unknown>(DB, 'readonly', (store) => store.get(uid));
}

export async function savePortfolio(uid: string, value: unknown): Promise<void> {
  await inStore<IDBValidKey>(DB, 'readwrite', (store) => store.put(value, uid));
}

export async function removePortfolio(uid: string): Promise<void> {
  await inStore<undefined>(DB, 'readwrite', (store) => store.delete(uid));
}
