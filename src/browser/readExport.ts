// Reads a chosen export file in the browser: the size rules first, then the bytes are decoded (UTF-16
// with a byte-order mark too) and parsed here or, for large files, in a module worker so the page
// keeps responding. Large files wait for one of a few workers (workerPoolSize: about the number of cores), and each
// file's PARSE_TIMEOUT_MS starts when its worker starts, so many files chosen together neither run out of time
// waiting nor hold all their text in memory at once. A worker that fails, or a parse that takes longer, ends as
// 'unreadable'. Nothing is sent anywhere: the File is read locally and only its parsed result comes back.
import { MAX_EXPORT_BYTES, PARSE_TIMEOUT_MS, WORKER_THRESHOLD_BYTES, workerPoolSize } from '../lib/exports/limits.ts';
import type { ExportOutcome } from '../lib/exports/types.ts';
import { taskPool } from '../lib/pool.ts';

const UNREADABLE: ExportOutcome = { ok: false, problem: 'unreadable' };

async function parseHere(file: File): Promise<ExportOutcome> {
  const [{ parseExportText }, { decodeExport }, bytes] = await Promise.all([
    import('../lib/exports/parse.ts'),
    import('../lib/exports/encoding.ts'),
    file.arrayBuffer(),
  ]);
  return parseExportText(decodeExport(new Uint8Array(bytes)));
}

function parseInWorker(worker: Worker, file: File): Promise<ExportOutcome> {
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

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./exportWorker.ts', import.meta.url), { type: 'module' });
  } catch {
    // A browser that cannot start one only loses responsiveness: the file is parsed here instead.
    return null;
  }
}

/** The workers' places: a file's worker starts, and with it its timer, only once it has one. */
const inPool = taskPool(() =>
  workerPoolSize(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency),
);

export async function readExportFile(file: File): Promise<ExportOutcome> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > MAX_EXPORT_BYTES) return { ok: false, problem: 'too-large' };
  try {
    // An .xlsx (Saxo) is a zip archive: it has a reader and a worker of its own (readWorkbook.ts), read through the
    // same pool as the large CSV files.
    const workbook = await import('./readWorkbook.ts');
    if (await workbook.isZipFile(file)) return await inPool(() => workbook.readWorkbookFile(file));
    if (file.size <= WORKER_THRESHOLD_BYTES) return await parseHere(file);
    // The worker starts, and with it the file's timer, only when the pool has a place for it.
    return await inPool(() => {
      const worker = startWorker();
      return worker ? parseInWorker(worker, file) : parseHere(file);
    });
  } catch {
    return UNREADABLE;
  }
}
