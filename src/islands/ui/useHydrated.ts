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
