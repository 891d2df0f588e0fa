// The auth state of the whole site (issue 6). Islands and scripts import this, never Firebase:
// Firebase itself is loaded on the first initAuth()/action through a dynamic import.
import type { ReadableAtom } from 'nanostores';
import { browserStorage } from '../browser/storage';
import { createAuthStore, type AuthState } from '../lib/auth/store';
import { identityTimeoutMs, isMobileUserAgent } from '../lib/auth/timeout';

export type { AuthState, AuthUser } from '../lib/auth/store';

const store = createAuthStore({
  loadClient: () => import('../lib/firebase/client').then((m) => m.createAuthClient()),
  storage: browserStorage,
  googleTimeoutMs: () =>
    identityTimeoutMs({ online: navigator.onLine !== false, mobile: isMobileUserAgent(navigator.userAgent) }),
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
/** Google popup sign-in; rejects after the spec §9 identity timeout instead of hanging. */
export const signInWithGoogle: () => Promise<void> = store.signInWithGoogle;
export const signOut: () => Promise<void> = store.signOut;
