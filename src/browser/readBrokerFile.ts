// Reads a chosen broker file, for every tool: Mijn kosten, box 3 and the reader's own portfolio. Every file goes to a
// module worker (brokerFileWorker.ts), however small, so the page never downloads the readers, the .xlsx reader
// (fflate) or the fee model; the worker applies the size rules, reads the file through the one front door
// (src/lib/brokerFiles/read.ts) into a ledger and answers with the view the page asks for. Files wait for one of a few
// workers (workerPoolSize: about the number of cores), and each file's silence timer (PARSE_TIMEOUT_MS) starts when its
// worker starts, so many files chosen together neither run out of time waiting nor hold all their bytes in memory at
// once. A worker that fails, cannot start, or stops making progress ends as 'unreadable'. Nothing is sent anywhere:
// the File is read on this device and only the view comes back.
import type { SummaryOutcome } from '../lib/exports/analyze.ts';
import type { ExportOutcome } from '../lib/exports/types.ts';
import type { PortfolioFileOutcome } from '../lib/portfolio/fromExports.ts';
import { PARSE_TIMEOUT_MS, workerPoolSize } from '../lib/brokerFiles/shared/workers.ts';
import { taskPool } from '../lib/pool.ts';

/** A file for the portfolio: what it gives, and the worker's sentence about it (none when no worker answered). */
export interface PortfolioFileRead {
  readonly outcome: PortfolioFileOutcome;
  readonly message?: string;
}

/**
 * What the page may ask of a file: Mijn kosten's summary (a few numbers per broker, plan and year: the orders of a
 * large file would take the page seconds to receive and more to price), the parsed export (box 3, and saving Mijn
 * kosten's files), or what it gives the portfolio.
 */
export interface BrokerFileViews {
  readonly summary: SummaryOutcome;
  readonly parsed: ExportOutcome;
  readonly portfolio: PortfolioFileRead;
}

export type BrokerFileView = keyof BrokerFileViews;

/** What the page sends a worker: the file, and the view to answer with. */
export interface BrokerFileRequest {
  readonly file: File;
  readonly view: BrokerFileView;
}

/** What a worker sends: 'still working' after each step of its work, then its answer. */
export type WorkerMessage<T> = { readonly progress: true } | { readonly answer: T };

/** Either message, as the page reads it. */
type WorkerAnswer<T> = { readonly progress: true; readonly answer: T };

const UNREAD = { ok: false, problem: 'unreadable' } as const;

/**
 * Sends `request` to the worker `start` makes (it holds the literal `new Worker(new URL(…))` the bundler needs) and
 * resolves with its answer, or `fallback` when none starts, it fails or it goes silent; the worker ends either way.
 * Every worker of the site answers through it: a file's (below) and the portfolio's build (buildPortfolio.ts).
 *
 * The timer is a silence timer, not a total: it starts when the worker starts (the pool starts a file's worker only
 * when it has a place for it) and starts again at every step the worker reports (bytes read, text decoded, rows split,
 * orders read, each broker priced). A 50 MB export takes about 10 s in all on a loaded 2-core machine and several
 * times that on a slow phone, so a 10 s total would fail valid files; a step that makes no progress for
 * PARSE_TIMEOUT_MS is a stuck file, and the page says it could not be read.
 */
export function askWorker<T>(start: () => Worker, request: unknown, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = start();
    } catch {
      // No module workers in this browser, or it refuses one.
      return resolve(fallback);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (answer: T) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(answer);
    };
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(fallback), PARSE_TIMEOUT_MS);
    };
    wait();
    // Anything but progress or an answer is no worker of ours.
    worker.onmessage = ({ data }: MessageEvent<Partial<WorkerAnswer<T>> | null>) =>
      data?.progress ? wait() : finish(data?.answer ?? fallback);
    worker.onerror = worker.onmessageerror = () => finish(fallback);
    worker.postMessage(request);
  });
}

/** The workers' places: a file's worker starts, and with it its timer, only once it has one. */
const inPool = taskPool(() => workerPoolSize((globalThis.navigator as Navigator | undefined)?.hardwareConcurrency));

/** One chosen file, read in a worker of the pool, answered with `view`. */
export function readBrokerFile<V extends BrokerFileView>(file: File, view: V): Promise<BrokerFileViews[V]> {
  const unreadable = (view === 'portfolio' ? { outcome: UNREAD } : UNREAD) as BrokerFileViews[V];
  const request: BrokerFileRequest = { file, view };
  return inPool(() =>
    askWorker(
      () => new Worker(new URL('./brokerFileWorker.ts', import.meta.url), { type: 'module' }),
      request,
      unreadable,
    ),
  );
}
