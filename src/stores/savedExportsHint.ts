// Whether this device may hold results saved in Mijn kosten, read without the reader's store (src/stores/myCosts.ts):
// that store starts the auth state, with its code and, for a signed-in reader, Firebase. The results live only in
// this device's localStorage, one key per reader under one prefix (src/lib/exports/savedKey.ts), so a device with no
// such key has nothing to show: a tool that only offers them (box 3) loads the store once a key exists.
import { browserStorage, localStorageChanges } from '../browser/storage';
import { AUTH_HINT_KEY, readAuthHint } from '../lib/auth/hint';
import { SAVED_EXPORTS_KEY_PREFIX } from '../lib/exports/savedKey';

/**
 * True when some reader's saved results are stored on this device (whose they are is the store's to decide), and
 * for a signed-in reader (the signed-in hint), whose page loads the auth state anyway (the header's account link):
 * their tool keeps loading the store at once, as it always did. Reading the hint here also keeps the storage helpers
 * in the header script's chunk rather than in a chunk of their own that Mijn kosten would download too.
 */
export function deviceMayHaveSavedExports(): boolean {
  const storage = browserStorage();
  if (readAuthHint(storage)) return true;
  try {
    for (let i = 0; i < (storage?.length ?? 0); i++) {
      if (storage?.key(i)?.startsWith(SAVED_EXPORTS_KEY_PREFIX)) return true;
    }
  } catch {
    // Blocked storage holds nothing the store could read either.
  }
  return false;
}

/**
 * Calls `listener` when another tab may have saved or removed results or signed in (a saved-results key or the
 * signed-in hint changed, the storage was cleared) and when the page comes back from the back/forward cache; returns
 * the unsubscribe.
 */
export function onSavedExportsMayChange(listener: () => void): () => void {
  return localStorageChanges((key) => {
    if (key === null || key === AUTH_HINT_KEY || key.startsWith(SAVED_EXPORTS_KEY_PREFIX)) listener();
  });
}
