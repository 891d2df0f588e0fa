import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $auth, initAuthForPage, type AuthState } from '../../stores/auth';

/**
 * Store values are read with `ssr: 'initial'`: the server render and hydration use the store's initial
 * value (auth 'loading', empty watchlist), because the live value may already be known when an island
 * hydrates (the header starts the observer first) and would not match the server HTML. React then
 * switches to the live value right after hydration.
 */
export const HYDRATION_SAFE = { ssr: 'initial' } as const;

/**
 * The one way islands read the auth state: starts the observer once where the page needs it (always on
 * login, profile and portfolio pages; elsewhere only with the signed-in hint) and returns the state.
 */
export function useAuth(): AuthState {
  useEffect(() => {
    initAuthForPage(location.pathname);
  }, []);
  return useStore($auth, HYDRATION_SAFE);
}
