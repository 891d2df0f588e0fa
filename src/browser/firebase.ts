// The only module that imports Firebase. src/stores/auth.ts loads it with a dynamic import, so pages
// that never need the auth state (and anonymous readers) download none of it.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  initializeAuth,
  onAuthStateChanged,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AuthClient, AuthUser } from '../lib/auth/types';
import { emulatorUrl } from '../lib/firebase/config';

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    creationTime: user.metadata.creationTime ?? null,
    lastSignInTime: user.metadata.lastSignInTime ?? null,
  };
}

/** Test hook, only in non-production builds that talk to the Auth emulator (see createAuthClient). */
export interface EmulatorTestHook {
  /** Google sign-in with an emulator test credential: a JSON id token like {"sub","email","email_verified"}. */
  signInWithGoogleIdToken(idToken: string): Promise<void>;
}

declare global {
  interface Window {
    __brokerkompasAuthTest?: EmulatorTestHook;
  }
}

/** The page's Auth instance, once createAuthClient has run. */
let pageAuth: Auth | undefined;

/**
 * The signed-in user's Firebase ID token (refreshed by Firebase when it is about to expire), or null when nobody is
 * signed in: what the account data API (src/browser/accountApi.ts) sends as its bearer token.
 */
export async function currentIdToken(): Promise<string | null> {
  await pageAuth?.authStateReady();
  return (await pageAuth?.currentUser?.getIdToken()) ?? null;
}

export function createAuthClient(): AuthClient {
  const settings = __FIREBASE_SETTINGS__;
  const app = initializeApp(settings.options);
  // No popupRedirectResolver here: it would load Google's iframe on every page. Only the Google
  // button passes it to signInWithPopup.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  pageAuth = auth;
  auth.languageCode = 'nl';
  if (settings.emulatorHost) {
    connectAuthEmulator(auth, emulatorUrl(settings.emulatorHost), { disableWarnings: true });
  }

  // A build-time constant (false in production and with hosted Firebase), so those builds drop this
  // branch: the emulator accepts unsigned JSON id tokens, the hosted service never does.
  if (__AUTH_TEST_HOOK__) {
    window.__brokerkompasAuthTest = {
      async signInWithGoogleIdToken(idToken) {
        await signInWithCredential(auth, GoogleAuthProvider.credential(idToken));
      },
    };
  }

  return {
    onUserChanged(listener) {
      // Also fires with null when Firebase signs a disabled user or an expired token out.
      onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null));
    },
    async signIn(email, password) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    async register(email, password) {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    async signInWithGoogle() {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      await signInWithPopup(auth, provider, browserPopupRedirectResolver);
    },
    async signOut() {
      await signOut(auth);
    },
  };
}
