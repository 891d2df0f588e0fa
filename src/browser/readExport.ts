// Reads a chosen export file in the browser: the size rules first, then the bytes are decoded (UTF-16
// with a byte-order mark too) and parsed here or, for large files, in a module worker so the page
// keeps responding. Large files wait for one of a few workers (workerPoolSize: about the number of cores), and each
// file's PARSE_TIMEOUT_MS starts when its worker starts, so many files chosen together neither run out of time
// waiting nor hold all their text in memory at once. A worker that fails, or a parse that takes longer, ends as
// 'unreadable'. Nothing is sent anywhere: the File is read locally and only its parsed result comes back.
import { MAX_EXPORT_BYTES, WORKER_THRESHOLD_BYTES, workerPoolSize } from '../lib/exports/limits.ts';
import type { ExportOutcome } from '../lib/exports/types.ts';
import { taskPool } from '../lib/pool.ts';
import { isZipFile, readInWorker, startWorker, UNREADABLE } from './fileWorker.ts';

async function parseHere(file: File): Promise<ExportOutcome> {
  const [{ parseExportText }, { decodeExport }, bytes] = await Promise.all([
    import('../lib/exports/parse.ts'),
    import('../lib/exports/encoding.ts'),
    file.arrayBuffer(),
  ]);
  return parseExportText(decodeExport(new Uint8Array(bytes)));
}

/** The workers' places: a file's worker starts, and with it its timer, only once it has one. */
const inPool = taskPool(() =>
  workerPoolSize(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency),
);

export async function readExportFile(file: File): Promise<ExportOutcome> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > MAX_EXPORT_BYTES) return { ok: false, problem: 'too-large' };
  try {
    // An .xlsx (Saxo) is a zip archive: its reader and worker (readWorkbook.ts) load only for one, and it is read
    // through the same pool as the large CSV files.
    if (await isZipFile(file)) {
      const { readWorkbookFile } = await import('./readWorkbook.ts');
      return await inPool(() => readWorkbookFile(file));
    }
    if (file.size <= WORKER_THRESHOLD_BYTES) return await parseHere(file);
    // The worker starts, and with it the file's timer, only when the pool has a place for it.
    return await inPool(() => {
      const worker = startWorker(() => new Worker(new URL('./exportWorker.ts', import.meta.url), { type: 'module' }));
      return worker ? readInWorker(worker, file) : parseHere(file);
    });
  } catch {
    return UNREADABLE;
  }
}
