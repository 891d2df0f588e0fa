import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * A value that differs between the pre-rendered HTML (`server`) and the browser (`client`) without a
 * hydration mismatch: React renders the server value while hydrating and switches right after.
 */
export function useClientValue<T>(client: () => T, server: () => T): T {
  return useSyncExternalStore(noSubscription, client, server);
}

/** false in the pre-rendered HTML and while hydrating, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useClientValue(onClient, onServer);
}

/**
 * Store values are read with `ssr: 'initial'`: the server render and hydration use the store's initial
 * value (auth 'loading', empty watchlist), because the live value may already be known when an island
 * hydrates (the header starts the observer first) and would not match the server HTML. React then
 * switches to the live value right after hydration.
 */
export const HYDRATION_SAFE = { ssr: 'initial' } as const;
