// The browser's storage, for the modules that keep small per-reader data (the signed-in hint, lists).

/** localStorage, or null where it is unavailable (private mode, sandboxed frames, storage blocked). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
