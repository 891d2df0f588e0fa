// The browser's storage, for the modules that keep small per-reader data (the signed-in hint, lists).
import type { ExternalChanges } from '../lib/portfolio/userStorage';

/** localStorage, or null where it is unavailable (private mode, sandboxed frames, storage blocked). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Reports keys another tab changed (`storage` fires only in the other tabs; a null key means it
 * cleared the storage) and a page restored from the back/forward cache, which may have missed those
 * events while it was frozen.
 */
export const localStorageChanges: ExternalChanges = (listener) => {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent): void => {
    if (event.storageArea === null || event.storageArea === browserStorage()) listener(event.key);
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
