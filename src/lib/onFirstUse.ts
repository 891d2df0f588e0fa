// A value made on its first use rather than when its module loads.

/**
 * `make()` on the first call, the same value after. For the Intl formatters and collators: creating one loads its
 * locale data, and a module that makes a dozen when it loads costs a tool page tens of ms before it can hydrate (the
 * dozen in format.ts took about 30 ms on the bench machine, four times that in Lighthouse's mobile emulation), while
 * a page uses two or three of them.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
