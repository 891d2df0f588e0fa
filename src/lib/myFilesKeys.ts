// The storage keys of 'Mijn bestanden' (src/stores/myFiles.ts), apart from the store: the pages' cheap hint
// (src/stores/myFilesHint.ts) reads them without loading it.

/** sessionStorage: this tab's session id; its files are listed while a tab of the session lives. */
export const MY_FILES_SESSION_KEY = 'bk-mijn-bestanden-sessie';
/** sessionStorage: set once this tab's session has files (the hint). */
export const MY_FILES_SESSION_HAS_FILES_KEY = 'bk-mijn-bestanden-sessie-bestanden';
/**
 * localStorage: set while some tab session's files may be in IndexedDB, so the next tool page loads the store, which
 * sweeps those of closed tabs (their files must not outlive the tab).
 */
export const MY_FILES_SESSIONS_KEY = 'bk-mijn-bestanden-sessies';
/** localStorage: set while the signed-out reader keeps files on this device ('Bewaar op dit apparaat'). */
export const MY_FILES_DEVICE_KEY = 'bk-mijn-bestanden-apparaat';
/** localStorage: a reader's (uid or 'gast') old storage was read into the store. */
export const MY_FILES_MIGRATED_PREFIX = 'bk-mijn-bestanden-gemigreerd:';
/** localStorage: changed whenever a tab changes the files, so the other tabs read them again. */
export const MY_FILES_CHANGED_KEY = 'bk-mijn-bestanden-gewijzigd';
