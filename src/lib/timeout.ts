// A promise given up after a time: the identity requests (src/lib/auth/timeout.ts) and the search index
// (src/scripts/search/pagefind.ts) use it.

/** Resolves or rejects like `promise`, but rejects with `error()` after `ms`. */
export function withinTime<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), ms);
  });
  // Promise.race subscribes to `promise`, so a late rejection of the abandoned call is handled.
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
