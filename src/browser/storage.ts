// localStorage and its change events, for the per-reader stores (src/lib/portfolio/userStorage.ts).
import type { ExternalChanges, KeyValueStorage } from '../lib/portfolio/userStorage';

/** localStorage, or undefined where it is missing or access throws (privacy settings). */
export function localStorageOrUndefined(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Reports keys another tab changed (`storage` fires only in the other tabs; a null key means it
 * cleared the storage) and a page restored from the back/forward cache, which missed those events
 * while it was frozen.
 */
export const localStorageChanges: ExternalChanges = (listener) => {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent): void => {
    if (event.storageArea === null || event.storageArea === localStorageOrUndefined()) listener(event.key);
  };
  const onPageShow = (event: PageTransitionEvent): void => {
    if (event.persisted) listener(null);
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
};
