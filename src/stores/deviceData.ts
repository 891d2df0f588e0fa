// Removing an account's data from this device ('Ook mijn gegevens van dit apparaat verwijderen' at sign-out,
// docs/behaviour.md#profile). The data lives only in this browser; by default it stays, so a reader who signs in again
// finds it.
import { removeFileEntriesOf } from '../browser/myFilesDb';
import { removePortfolio } from '../browser/portfolioDb';
import { browserStorage } from '../browser/storage';
import { accountStorageKeys, portfolioAccountKeys } from '../lib/auth/deviceData';
import { accountOwner } from '../lib/myFiles';
import { MY_FILES_CHANGED_KEY } from '../lib/myFilesKeys';

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
 * The copy kept for the account (src/stores/portfolioAccount.ts) goes too, and the account's files ('Mijn bestanden'). With the account's new `generation` (after
 * 'Verwijder mijn gegevens') its sync state stays as a tombstone, so no tab sends a copy from before the deletion.
 */
export async function removePortfolioFromDevice(uid: string, generation?: number): Promise<void> {
  try {
    const storage = browserStorage();
    const keys = portfolioAccountKeys(uid);
    for (const key of [keys.copy, keys.state, keys.kept]) storage?.removeItem(key);
    if (generation !== undefined)
      storage?.setItem(keys.state, JSON.stringify({ dirty: false, changedAt: 0, generation }));
  } catch {
    // Storage blocked: nothing is kept there to send either.
  }
  try {
    await removePortfolio(uid);
  } catch {
    // Nothing to remove.
  }
  // The account's files in 'Mijn bestanden' (src/stores/myFiles.ts) go with it; the other tabs read the list again.
  try {
    await removeFileEntriesOf([accountOwner(uid)]);
    browserStorage()?.setItem(MY_FILES_CHANGED_KEY, String(Date.now()));
  } catch {
    // Nothing stored, or no IndexedDB.
  }
  // Every other tab of the account drops the portfolio it shows (src/stores/ownPortfolio.ts), as a sign-out reaches
  // them through storage too: one left open could otherwise write it back with the next typed price. Set after the
  // removal, so a tab that reloads on it finds nothing. A sign-out needs no notice: the tabs are signed out.
  if (generation !== undefined) {
    try {
      browserStorage()?.setItem(portfolioAccountKeys(uid).removed, String(generation));
    } catch {
      // Storage blocked: the other tabs learn it from the account on their next load.
    }
  }
}
