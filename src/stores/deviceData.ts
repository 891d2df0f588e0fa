// Removing an account's data from this device ('Ook mijn gegevens van dit apparaat verwijderen' at sign-out,
// docs/behaviour.md#profile). The data lives only in this browser; by default it stays, so a reader who signs in again
// finds it.
import { removePortfolio } from '../browser/portfolioDb';
import { browserStorage } from '../browser/storage';
import { accountStorageKeys } from '../lib/auth/deviceData';

/** Removes every stored value of the account `uid` from this browser; false when storage refused. */
export function removeAccountDataFromDevice(uid: string): boolean {
  try {
    const storage = browserStorage();
    for (const key of accountStorageKeys(uid)) storage?.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes the account's own portfolio (read from its exports, kept in IndexedDB) from this device: at every sign-out
 * and by 'Verwijder mijn gegevens'. Never throws (nothing stored, or no IndexedDB, is nothing to remove).
 */
export async function removePortfolioFromDevice(uid: string): Promise<void> {
  try {
    await removePortfolio(uid);
  } catch {
    // Nothing to remove.
  }
}
