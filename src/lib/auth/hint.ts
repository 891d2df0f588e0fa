// The signed-in hint: a tiny localStorage flag that lets content pages skip Firebase entirely for
// anonymous readers (docs/behaviour.md#sign-in-state). Set on sign-in, cleared on sign-out or whenever
// Firebase reports signed-out. No Firebase import here: the header script ships this to every page.

import { pageNeedsAuth } from '../../data/signInPages';

export const AUTH_HINT_KEY = 'bk-auth-hint';
const HINT_VALUE = '1';

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem' | 'removeItem'>;

export function readAuthHint(storage: ReadStorage | null): boolean {
  try {
    return storage?.getItem(AUTH_HINT_KEY) === HINT_VALUE;
  } catch {
    return false;
  }
}

export function writeAuthHint(storage: WriteStorage | null, signedIn: boolean): void {
  try {
    if (signedIn) storage?.setItem(AUTH_HINT_KEY, HINT_VALUE);
    else storage?.removeItem(AUTH_HINT_KEY);
  } catch {
    // Storage full or blocked: the hint is an optimisation only.
  }
}

/** Whether a page has to load Firebase to know the auth state. */
export function shouldLoadAuth(hint: boolean, pathname: string): boolean {
  return hint || pageNeedsAuth(pathname);
}

export type AuthLinkState =
  { readonly status: 'loading' } | { readonly status: 'signed-out' } | { readonly status: 'signed-in' };

export interface AuthLinkTarget {
  readonly href: '/login' | '/profile';
  /** Which of the link's texts to show (the page renders both, scripts/authLink.ts picks one). */
  readonly label: 'login' | 'profile';
}

/** Header account link: Login when signed out, Profiel when signed in, neither while loading. */
export function authLinkFor(state: AuthLinkState): AuthLinkTarget | null {
  if (state.status === 'signed-in') return { href: '/profile', label: 'profile' };
  if (state.status === 'signed-out') return { href: '/login', label: 'login' };
  return null;
}
