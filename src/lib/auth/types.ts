// The signed-in user, the auth states and what the auth store needs from Firebase: types the store
// (src/stores/auth.ts), the Firebase adapter (src/browser/firebase.ts) and the islands share.
export interface AuthUser {
  uid: string;
  email: string | null;
  creationTime: string | null;
  lastSignInTime: string | null;
}

export type AuthState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: AuthUser };

/** What the store needs from Firebase; src/browser/firebase.ts implements it. */
export interface AuthClient {
  /** Calls `listener` now and on every change (including Firebase's own sign-out of a disabled user). */
  onUserChanged: (listener: (user: AuthUser | null) => void) => void;
  signIn: (email: string, password: string) => Promise<void>;
  register: (email: string, password: string) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
}

/** Firebase's own code could not be loaded (offline, blocked); shaped like a Firebase network error. */
export class AuthUnavailableError extends Error {
  readonly code = 'auth/network-request-failed';
  constructor(cause: unknown) {
    super('The sign-in code could not be loaded.', { cause });
    this.name = 'AuthUnavailableError';
  }
}
