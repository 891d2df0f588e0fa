// Firebase configuration from the PUBLIC_FIREBASE_* build environment (issue 6, spec §7/§9).
// Pure: no Firebase import, so it can be unit-tested and used by tiny scripts.

/** The demo project the site uses when no API key is configured (the Auth emulator accepts any `demo-*`). */
export const DEMO_PROJECT_ID = 'demo-brokerkompas';
/** Any non-empty key works against the emulator; the REST helpers in the tests use the same one. */
export const DEMO_API_KEY = 'fake-api-key';
/** Where `npm start` and firebase.json run the Auth emulator. */
export const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';

export interface FirebaseEnv {
  readonly PUBLIC_FIREBASE_API_KEY?: string | undefined;
  readonly PUBLIC_FIREBASE_AUTH_DOMAIN?: string | undefined;
  readonly PUBLIC_FIREBASE_PROJECT_ID?: string | undefined;
  readonly PUBLIC_FIREBASE_APP_ID?: string | undefined;
  readonly PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string | undefined;
}

export interface FirebaseSettings {
  readonly options: {
    readonly apiKey: string;
    readonly authDomain: string;
    readonly projectId: string;
    readonly appId?: string;
  };
  /** host:port of the Auth emulator, or null for the hosted service. */
  readonly emulatorHost: string | null;
}

const clean = (value: string | undefined): string => (value ?? '').trim();

/**
 * No API key → the demo project against the emulator at 127.0.0.1:9099.
 * PUBLIC_FIREBASE_AUTH_EMULATOR_HOST, when set, always wins (also next to a real key).
 */
export function firebaseSettings(env: FirebaseEnv): FirebaseSettings {
  const apiKey = clean(env.PUBLIC_FIREBASE_API_KEY);
  const emulatorOverride = clean(env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST);
  if (!apiKey) {
    // Always the demo project: the emulator that `npm start` and the tests run serves only that one
    // (single-project mode), whatever PUBLIC_FIREBASE_PROJECT_ID says.
    return {
      options: { apiKey: DEMO_API_KEY, authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`, projectId: DEMO_PROJECT_ID },
      emulatorHost: emulatorOverride || DEFAULT_EMULATOR_HOST,
    };
  }
  const projectId = clean(env.PUBLIC_FIREBASE_PROJECT_ID);
  const appId = clean(env.PUBLIC_FIREBASE_APP_ID);
  return {
    options: {
      apiKey,
      authDomain: clean(env.PUBLIC_FIREBASE_AUTH_DOMAIN) || (projectId ? `${projectId}.firebaseapp.com` : ''),
      projectId,
      ...(appId ? { appId } : {}),
    },
    emulatorHost: emulatorOverride || null,
  };
}

/** The URL `connectAuthEmulator` wants. */
export function emulatorUrl(host: string): string {
  return `http://${host}`;
}
