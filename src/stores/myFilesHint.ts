// Whether the reader may have files in 'Mijn bestanden' (src/stores/myFiles.ts), read without the store: the store
// starts the auth state and IndexedDB, which a first visit must not download (the tools' budgets). True for a
// signed-in reader (their page loads the auth state anyway), for a tab whose session has files, for a device that
// keeps a signed-out reader's files or may hold a closed tab's (to sweep them), and for a device whose old storage
// (Mijn kosten's saved results) is still to be read in.
import { browserStorage, localStorageChanges } from '../browser/storage';
import { AUTH_HINT_KEY, readAuthHint } from '../lib/auth/hint';
import { SAVED_EXPORTS_KEY_PREFIX } from '../lib/exports/savedKey';
import {
  MY_FILES_CHANGED_KEY,
  MY_FILES_DEVICE_KEY,
  MY_FILES_MIGRATED_PREFIX,
  MY_FILES_SESSION_HAS_FILES_KEY,
  MY_FILES_SESSIONS_KEY,
} from '../lib/myFilesKeys';

function mayHaveFilesNow(): boolean {
  const storage = browserStorage();
  if (readAuthHint(storage)) return true;
  try {
    if (sessionStorage.getItem(MY_FILES_SESSION_HAS_FILES_KEY)) return true;
    if (storage?.getItem(MY_FILES_DEVICE_KEY)) return true;
    // Files of another tab's session may be left after it closed: the store sweeps them.
    if (storage?.getItem(MY_FILES_SESSIONS_KEY)) return true;
    return (
      storage?.getItem(`${SAVED_EXPORTS_KEY_PREFIX}gast`) !== null &&
      storage?.getItem(`${MY_FILES_MIGRATED_PREFIX}gast`) === null
    );
  } catch {
    return false;
  }
}

let latched = false;

/**
 * The hint, read once true for the page's life: the list, once shown, stays while its store sweeps or removes what
 * made the hint true (React reads this on every render).
 */
export function readerMayHaveFiles(): boolean {
  latched ||= mayHaveFilesNow();
  return latched;
}

/**
 * Calls `listener` when another tab may have given this reader files (kept them on the device, changed the list, signed
 * in) and when the page is back from the back/forward cache; returns the unsubscribe.
 */
export function onReaderFilesMayChange(listener: () => void): () => void {
  return localStorageChanges((key) => {
    if (key === null || key === AUTH_HINT_KEY || key === MY_FILES_DEVICE_KEY || key === MY_FILES_CHANGED_KEY)
      listener();
  });
}
