// The auth state machine behind src/stores/auth.ts, with the Firebase client injected so the
// transitions are unit-testable without a browser (spec §4: loading → signed-out | signed-in).
import { atom, type ReadableAtom } from 'nanostores';
import { readAuthHint, shouldLoadAuth, writeAuthHint } from './hint';
import { withTimeout } from './timeout';

export interface AuthUser {
  uid: string;
  email: string | null;
  creationTime: string | null;
  lastSignInTime: string | null;
}

export type AuthState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: AuthUser };

/** What the store needs from Firebase; src/lib/firebase/client.ts implements it. */
export interface AuthClient {
  /** Calls `listener` now and on every change (including Firebase's own sign-out of a disabled user). */
  onUserChanged: (listener: (user: AuthUser | null) => void) => void;
  signIn: (email: string, password: string) => Promise<void>;
  register: (email: string, password: string) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
}

export interface AuthStoreDeps {
  /** Lazy-loads Firebase (a dynamic import in the browser). */
  loadClient: () => Promise<AuthClient>;
  /** Where the signed-in hint lives (localStorage in the browser). */
  storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Spec §9 identity timeout for the Google popup, decided at call time (online/offline, mobile). */
  googleTimeoutMs: () => number;
}

/** Firebase's own code could not be loaded (offline, blocked); shaped like a Firebase network error. */
export class AuthUnavailableError extends Error {
  readonly code = 'auth/network-request-failed';
  constructor(cause: unknown) {
    super('The sign-in code could not be loaded.', { cause });
    this.name = 'AuthUnavailableError';
  }
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
