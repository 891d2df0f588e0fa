// The reader's own portfolio off the page: each chosen export is read, and the portfolio built, in a module worker
// (src/browser/portfolioWorker.ts), so the page loads neither the CSV readers, nor the maths, nor the check of what
// IndexedDB holds. Files are read one at a time (src/stores/ownPortfolio.ts), each in a worker that ends when it
// has answered or has reported no progress for SILENCE_MS. Nothing is sent anywhere.
import type { PortfolioFileOutcome } from '../lib/portfolio/fromExports.ts';
import type { StoredPortfolio } from '../lib/portfolio/stored.ts';
import type { PortfolioView } from '../lib/portfolio/view.ts';

/** As Mijn kosten's (src/lib/brokerFiles/shared/limits.ts, not imported: the page would load that module for two numbers). */
const SILENCE_MS = 10_000;

/** What came of a chosen file: its outcome and the worker's sentence about it (null when no worker answered). */
export interface FileRead {
  readonly outcome: PortfolioFileOutcome;
  readonly message: string | null;
}

const UNREADABLE: FileRead = { outcome: { ok: false, problem: 'unreadable' }, message: null };

/**
 * Sends `request` to a new worker and resolves with its answer, or `fallback` when no worker starts, it fails, or it
 * stays silent for SILENCE_MS ('still working' messages restart the timer). The worker ends either way.
 */
function ask<T>(request: unknown, fallback: T): Promise<T> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./portfolioWorker.ts', import.meta.url), { type: 'module' });
  } catch {
    return Promise.resolve(fallback);
  }
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (answer: T) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(answer);
    };
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(fallback), SILENCE_MS);
    };
    wait();
    worker.addEventListener(
      'message',
      (event: MessageEvent<{ readonly answer?: T; readonly progress?: true } | null>) => {
        if (event.data?.progress) wait();
        else finish(event.data && 'answer' in event.data ? event.data.answer : fallback);
      },
    );
    worker.addEventListener('error', () => finish(fallback));
    worker.postMessage(request);
  });
}

/** One file in its own worker; the store reads the chosen files one after another, so one worker runs at a time. */
export function readPortfolioFile(file: File): Promise<FileRead> {
  return ask({ file }, UNREADABLE);
}

/**
 * What IndexedDB held, checked, and its portfolio, built in the worker: `stored` undefined when nothing usable was
 * kept; null when no worker answered.
 */
export function buildInWorker(
  kept: unknown,
): Promise<{ readonly stored: StoredPortfolio | undefined; readonly portfolio: PortfolioView | undefined } | null> {
  return ask({ build: kept }, null);
}
