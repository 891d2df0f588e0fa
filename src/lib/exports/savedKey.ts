// Where 'Bewaar op dit apparaat' keeps the saved exports (./saved.ts), apart from their checks: the sign-out removal
// (src/lib/auth/deviceData.ts) needs only the key, and every portfolio page carries that removal.
export const SAVED_EXPORTS_KEY_PREFIX = 'bk-mijn-kosten:';

/** The storage key of one reader: the signed-in account, or this device's anonymous reader. */
export function savedExportsKey(uid: string | null): string {
  return `${SAVED_EXPORTS_KEY_PREFIX}${uid ?? 'gast'}`;
}
