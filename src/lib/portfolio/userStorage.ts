// Per-user values in key-value storage, the pure part: the storage key, what storage holds for it (nothing, a value,
// something unreadable) and the shapes the store (src/stores/userStore.ts, which has the rules) and the browser
// adapter (src/browser/storage.ts) share.

export type AuthLike =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'signed-in'; readonly user: { readonly uid: string } };

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  /** Where the storage can remove a key (the browser's always can). */
  removeItem?(key: string): void;
}

/** Calls `listener` with the changed key (null: everything may have changed); returns the unsubscribe. */
export type ExternalChanges = (listener: (key: string | null) => void) => () => void;

export function userStorageKey(prefix: string, uid: string): string {
  return `${prefix}${uid}`;
}

/** What storage holds for a key: nothing, a value, or something that cannot be read. */
export type StoredValue<T> =
  { readonly kind: 'absent' } | { readonly kind: 'value'; readonly value: T } | { readonly kind: 'unreadable' };

export function readStoredValue<T>(
  storage: KeyValueStorage | null,
  key: string,
  parse: (text: string) => T | undefined,
): StoredValue<T> {
  let text: string | null;
  try {
    if (!storage) return { kind: 'unreadable' };
    text = storage.getItem(key);
  } catch {
    return { kind: 'unreadable' };
  }
  if (text === null) return { kind: 'absent' };
  const value = parse(text);
  return value === undefined ? { kind: 'unreadable' } : { kind: 'value', value };
}
