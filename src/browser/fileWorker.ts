// Reading one chosen file in a module worker, for both readers (src/browser/readExport.ts: CSV and text exports;
// src/browser/readWorkbook.ts: .xlsx). Nothing is sent anywhere: the File goes to the worker and only its parsed
// result comes back. A worker that fails, or takes longer than PARSE_TIMEOUT_MS, ends as 'unreadable'.
import { PARSE_TIMEOUT_MS } from '../lib/exports/limits.ts';
import type { ExportOutcome } from '../lib/exports/types.ts';

export const UNREADABLE: ExportOutcome = { ok: false, problem: 'unreadable' };

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

/** Sends the file to the worker and resolves with its answer; the timer starts now, and the worker ends either way. */
export function readInWorker(worker: Worker, file: File): Promise<ExportOutcome> {
  return new Promise((resolve) => {
    const finish = (outcome: ExportOutcome) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish(UNREADABLE), PARSE_TIMEOUT_MS);
    worker.addEventListener('message', (event: MessageEvent<ExportOutcome>) => finish(event.data));
    worker.addEventListener('error', () => finish(UNREADABLE));
    worker.addEventListener('messageerror', () => finish(UNREADABLE));
    worker.postMessage(file);
  });
}

/** In the worker: answers each File it is sent with `parse` of its bytes (plain data), or 'unreadable'. */
export function answerFiles(parse: (bytes: Uint8Array) => ExportOutcome): void {
  addEventListener('message', (event: MessageEvent<File>) => {
    event.data.arrayBuffer().then(
      (bytes) => postMessage(parse(new Uint8Array(bytes))),
      () => postMessage(UNREADABLE),
    );
  });
}

/** The file starts like a zip archive ('PK\3\4'), as every .xlsx does: read as a workbook, whatever its name. */
export async function isZipFile(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}
