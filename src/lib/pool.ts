// A few tasks at a time: every chosen broker file is read through it (src/browser/readBrokerFile.ts), one worker per place.

/** Runs tasks with at most `size()` at once; a finished (or failed) task hands its place to the next in line. */
export function taskPool(size: () => number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < size()) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
