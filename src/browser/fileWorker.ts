// Reading one chosen file in a module worker, for both readers (src/browser/readExport.ts: CSV and text exports;
// src/browser/readWorkbook.ts: .xlsx). Nothing is sent anywhere: the File goes to the worker and only its parsed
// result comes back, or for Mijn kosten (`summarize`) only its summary (src/lib/exports/analyze.ts: a few numbers per
// broker, plan and year): hundreds of thousands of orders would take the page seconds to receive (a structured clone
// is rebuilt on the main thread) and more to price. A worker that fails, or goes silent for PARSE_TIMEOUT_MS, ends as
// 'unreadable'.
import { PARSE_TIMEOUT_MS } from '../lib/brokerFiles/shared/limits.ts';
import type { ExportOutcome } from '../lib/exports/types.ts';

/** A file that was not read, and why: the same in either reading. */
export type Unread = Extract<ExportOutcome, { readonly ok: false }>;

export const UNREADABLE: Unread = { ok: false, problem: 'unreadable' };

/** What the page sends a worker: the file, and whether to answer with its summary rather than its parsed result. */
export interface FileRequest {
  readonly file: File;
  readonly summarize: boolean;
}

/**
 * How a file is read: for its parsed result or for its summary (`summarize`, sent to the worker), and `finish` making
 * the same from a parse done on the page (a small file, or a browser without workers).
 */
export interface Reading<T> {
  readonly summarize: boolean;
  readonly finish: (outcome: ExportOutcome) => Promise<T>;
}

/** What a worker sends: 'still working' after each step of the reading, then its answer. */
type WorkerMessage<T> = { readonly progress: true } | { readonly answer: T };

/**
 * The worker `start` makes, or null where none can start (no Worker, or the browser refuses it): the file is then read
 * on the page, which only costs responsiveness. `start` holds the literal `new Worker(new URL(…))` the bundler needs.
 */
export function startWorker(start: () => Worker): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return start();
  } catch {
    return null;
  }
}

/**
 * Sends the request to the worker and resolves with its answer; the worker ends either way.
 *
 * The timer is a silence timer, not a total: it starts when the worker starts (the pool in readExport.ts starts a
 * worker only when it has a place for it) and starts again at every step the worker reports (bytes read, text decoded,
 * rows split, orders read, each broker priced). A 50 MB export takes about 10 s in all on a loaded 2-core machine and
 * several times that on a slow phone, so a 10 s total would fail valid files; a step that makes no progress for
 * PARSE_TIMEOUT_MS is a stuck file, and the page says it could not be read ('kon niet worden gelezen').
 */
export function readInWorker<T>(worker: Worker, request: FileRequest, unreadable: T): Promise<T> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: T) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(outcome);
    };
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(unreadable), PARSE_TIMEOUT_MS);
    };
    wait();
    worker.addEventListener('message', (event: MessageEvent<WorkerMessage<T> | null>) => {
      const message = event.data;
      if (message !== null && typeof message === 'object' && 'answer' in message) finish(message.answer);
      else if (message !== null && typeof message === 'object' && 'progress' in message) wait();
      // Anything else is no worker of ours.
      else finish(unreadable);
    });
    worker.addEventListener('error', () => finish(unreadable));
    worker.addEventListener('messageerror', () => finish(unreadable));
    worker.postMessage(request);
  });
}

/**
 * In the worker: answers each request with `parse` of the file's bytes (plain data), or its summary when asked, or
 * 'unreadable'. Both get `progress`, to call between their steps.
 */
export function answerFiles<S>(
  parse: (bytes: Uint8Array, progress: () => void) => ExportOutcome,
  summarize: (outcome: ExportOutcome, progress: () => void) => S,
): void {
  const progress = () => postMessage({ progress: true } satisfies WorkerMessage<never>);
  addEventListener('message', (event: MessageEvent<FileRequest>) => {
    const { file, summarize: wanted } = event.data;
    void file
      .arrayBuffer()
      .then((bytes) => {
        progress();
        const outcome = parse(new Uint8Array(bytes), progress);
        return wanted ? summarize(outcome, progress) : outcome;
      })
      // A file that cannot be read, or a reader that fails on it, is 'unreadable' at once rather than after the timer.
      .catch(() => UNREADABLE)
      .then((answer) => postMessage({ answer } satisfies WorkerMessage<ExportOutcome | S>));
  });
}

/** The file starts like a zip archive ('PK\3\4'), as every .xlsx does: read as a workbook, whatever its name. */
export async function isZipFile(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}
