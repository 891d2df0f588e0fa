// How the page runs the file workers (src/browser/readBrokerFile.ts): their silence timer and how many run at once.
// Apart from limits.ts, whose size rules the tools' pages import at first load, so the portfolio's pages, which read
// files only through the workers, load these two and not those.

/**
 * A worker that reports no progress for this long is given up (the page says the file could not be read). A silence
 * timer, not a total: the worker reports every step and every 10,000 rows (src/browser/readBrokerFile.ts, askWorker),
 * since a valid 50 MB export takes about 10 s on a loaded 2-core machine and longer on a slow phone.
 */
export const PARSE_TIMEOUT_MS = 10_000;

/**
 * Workers reading files at the same time: the device's cores (navigator.hardwareConcurrency), at least 1 and at most 4.
 * More would only share the same cores, hold more files in memory at once and let each file's PARSE_TIMEOUT_MS run
 * out while it waits for a core.
 */
export function workerPoolSize(cores: number | undefined): number {
  // Not a number of at least 1 (unknown, NaN, 0): 2.
  return (cores ?? 0) >= 1 ? Math.min(4, Math.floor(cores ?? 0)) : 2;
}
