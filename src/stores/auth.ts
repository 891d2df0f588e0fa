// The auth state of the whole site (docs/behaviour.md#sign-in-state). Islands and scripts import this, never Firebase:
// Firebase itself is loaded on the first initAuth()/action through a dynamic import.
// The state machine (loading → signed-out | signed-in) is createAuthStore, with Firebase and the storage injected so
// its transitions are unit-testable without a browser (tests/unit/auth-store.test.ts).
import { atom, type ReadableAtom } from 'nanostores';
import { browserStorage, localStorageChanges } from '../browser/storage';
import { AUTH_HINT_KEY, readAuthHint, shouldLoadAuth, writeAuthHint } from '../lib/auth/hint';
import { identityTimeoutMs, isMobileUserAgent, withTimeout } from '../lib/auth/timeout';
import { AuthUnavailableError, type AuthClient, type AuthState, type AuthUser } from '../lib/auth/types';

export type { AuthState, AuthUser } from '../lib/auth/types';

export interface AuthStoreDeps {
  /** Lazy-loads Firebase (a dynamic import in the browser). */
  loadClient: () => Promise<AuthClient>;
  /** Where the signed-in hint lives (localStorage in the browser). */
  storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The identity timeout for the Google popup, decided at call time (online/offline, mobile). */
  googleTimeoutMs: () => number;
  /**
   * Calls `listener` when another tab changed the signed-in hint (a sign-in or sign-out there); returns the
   * unsubscribe. The storage event of the hint in the browser.
   */
  hintChanges: (listener: () => void) => () => void;
}

export interface AuthStore {
  $auth: ReadableAtom<AuthState>;
  /** True after the last attempt to load the sign-in code failed, until one succeeds. */
  $unavailable: ReadableAtom<boolean>;
  initAuth: () => void;
  initAuthForPage: (pathname: string) => void;
  signIn: (email: string, password: string) => Promise<void>;
  register: (email: string, password: string) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
}

export function createAuthStore(deps: AuthStoreDeps): AuthStore {
  const $auth = atom<AuthState>({ status: 'loading' });
  const $unavailable = atom(false);
  let client: Promise<AuthClient> | null = null;
  let observing = false;
  let followingOtherTabs = false;

  /**
   * A page that decided 'signed-out' without Firebase (no hint) follows a sign-in in another tab: the state is
   * 'loading' again (nothing may be saved for a reader not yet known) and Firebase reports the account. A page that
   * observes Firebase already follows both ways through Firebase's own storage sync (browserLocalPersistence).
   */
  function followOtherTabs(): void {
    if (followingOtherTabs) return;
    followingOtherTabs = true;
    deps.hintChanges(() => {
      if (observing || !readAuthHint(deps.storage())) return;
      $auth.set({ status: 'loading' });
      initAuth();
    });
  }

  function getClient(): Promise<AuthClient> {
    client ??= deps.loadClient().then(
      (loaded) => {
        $unavailable.set(false);
        return loaded;
      },
      (error: unknown) => {
        client = null; // a failed chunk download may succeed on the next attempt
        $unavailable.set(true);
        throw new AuthUnavailableError(error);
      },
    );
    return client;
  }

  function setUser(user: AuthUser | null): void {
    writeAuthHint(deps.storage(), user !== null);
    $auth.set(user ? { status: 'signed-in', user } : { status: 'signed-out' });
  }

  function initAuth(): void {
    if (observing) return;
    observing = true;
    getClient().then(
      (c) => c.onUserChanged(setUser),
      (error: unknown) => {
        // Firebase could not be loaded (offline, blocked): treat as signed out for this page, but keep
        // the hint, because the account itself did not change. A later call retries.
        observing = false;
        console.warn('Brokerkompas: de inlogdienst kon niet worden geladen.', error);
        $auth.set({ status: 'signed-out' });
      },
    );
  }

  /**
   * initAuth() where the page needs it: on login/profile/portfolio pages or with the signed-in hint.
   * Anyone else is an anonymous reader: signed out at once, and no Firebase code is downloaded.
   */
  function initAuthForPage(pathname: string): void {
    followOtherTabs();
    if (shouldLoadAuth(readAuthHint(deps.storage()), pathname)) initAuth();
    else if (!observing) $auth.set({ status: 'signed-out' });
  }

  async function signIn(email: string, password: string): Promise<void> {
    initAuth();
    await (await getClient()).signIn(email, password);
    writeAuthHint(deps.storage(), true);
  }

  async function register(email: string, password: string): Promise<void> {
    initAuth();
    await (await getClient()).register(email, password);
    writeAuthHint(deps.storage(), true);
  }

  async function signInWithGoogle(): Promise<void> {
    initAuth();
    // The timeout covers loading Firebase too: offline, the chunk download itself may hang.
    await withTimeout(
      getClient().then((c) => c.signInWithGoogle()),
      deps.googleTimeoutMs(),
    );
    writeAuthHint(deps.storage(), true);
  }

  async function signOut(): Promise<void> {
    await (await getClient()).signOut();
    // After the request: if it fails, the reader is still signed in and keeps the hint.
    writeAuthHint(deps.storage(), false);
  }

  return { $auth, $unavailable, initAuth, initAuthForPage, signIn, register, signInWithGoogle, signOut };
}

const store = createAuthStore({
  loadClient: () => import('../browser/firebase').then((m) => m.createAuthClient()),
  storage: browserStorage,
  googleTimeoutMs: () =>
    identityTimeoutMs({ online: navigator.onLine !== false, mobile: isMobileUserAgent(navigator.userAgent) }),
  hintChanges: (listener) =>
    localStorageChanges((key) => {
      if (key === null || key === AUTH_HINT_KEY) listener();
    }),
});

/** Starts as { status: 'loading' }; becomes signed-out or signed-in once initAuth() has run. */
export const $auth: ReadableAtom<AuthState> = store.$auth;
/** True when the sign-in code could not be downloaded (offline, blocked); the state is then signed-out. */
export const $authUnavailable: ReadableAtom<boolean> = store.$unavailable;
/** Idempotent: lazy-loads Firebase and observes the user. */
export const initAuth: () => void = store.initAuth;
/** initAuth() only where needed (hint set, or a login/profile/portfolio page); else signed out, no Firebase. */
export const initAuthForPage: (pathname: string) => void = store.initAuthForPage;
/** Rejects with the Firebase error (it carries a `code`). */
export const signIn: (email: string, password: string) => Promise<void> = store.signIn;
export const register: (email: string, password: string) => Promise<void> = store.register;
/** Google popup sign-in; rejects after the identity timeout (30 s, 60 s on mobile, 5 s offline) instead of hanging. */
export const signInWithGoogle: () => Promise<void> = store.signInWithGoogle;
export const signOut: () => Promise<void> = store.signOut;
