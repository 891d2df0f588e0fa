import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $auth, initAuthForPage, type AuthState } from '../../stores/auth';
import { HYDRATION_SAFE } from './useHydrated';

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
