// A few tasks at a time: Mijn kosten reads large files through it (src/browser/readExport.ts), one worker per place.

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
