// Reads a chosen export file in the browser: the size rules first, then the bytes are decoded (UTF-16
// with a byte-order mark too) and parsed here or, for large files, in a module worker so the page
// keeps responding. Large files wait for one of a few workers (workerPoolSize: about the number of cores), and each
// file's PARSE_TIMEOUT_MS starts when its worker starts, so many files chosen together neither run out of time
// waiting nor hold all their text in memory at once. A worker that fails, or stops making progress, ends as
// 'unreadable'. Nothing is sent anywhere: the File is read locally and only its parsed result (readExportFile) or,
// for Mijn kosten, its summary (readExportSummary) comes back.
import type { SummaryOutcome } from '../lib/exports/analyze.ts';
import { MAX_EXPORT_BYTES, WORKER_THRESHOLD_BYTES, workerPoolSize } from '../lib/brokerFiles/shared/limits.ts';
import type { ExportOutcome } from '../lib/exports/types.ts';
import { taskPool } from '../lib/pool.ts';
import { isZipFile, readInWorker, startWorker, UNREADABLE, type Reading, type Unread } from './fileWorker.ts';

async function parseHere<T>(file: File, reading: Reading<T>): Promise<T> {
  const [{ parseExportText }, { decodeExport }, bytes] = await Promise.all([
    import('../lib/exports/parse.ts'),
    import('../lib/brokerFiles/shared/encoding.ts'),
    file.arrayBuffer(),
  ]);
  return reading.finish(parseExportText(decodeExport(new Uint8Array(bytes))));
}

/** The workers' places: a file's worker starts, and with it its timer, only once it has one. */
const inPool = taskPool(() =>
  workerPoolSize(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency),
);

async function readFile<T>(file: File, reading: Reading<T>): Promise<T | Unread> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > MAX_EXPORT_BYTES) return { ok: false, problem: 'too-large' };
  try {
    // An .xlsx (Saxo) is a zip archive: its reader and worker (readWorkbook.ts) load only for one, and it is read
    // through the same pool as the large CSV files.
    if (await isZipFile(file)) {
      const { readWorkbookFile } = await import('./readWorkbook.ts');
      return await inPool(() => readWorkbookFile(file, reading));
    }
    if (file.size <= WORKER_THRESHOLD_BYTES) return await parseHere(file, reading);
    // The worker starts, and with it the file's timer, only when the pool has a place for it.
    return await inPool(() => {
      const worker = startWorker(() => new Worker(new URL('./exportWorker.ts', import.meta.url), { type: 'module' }));
      return worker
        ? readInWorker<T | Unread>(worker, { file, summarize: reading.summarize }, UNREADABLE)
        : parseHere(file, reading);
    });
  } catch {
    return UNREADABLE;
  }
}

const PARSED: Reading<ExportOutcome> = { summarize: false, finish: (outcome) => Promise.resolve(outcome) };
const SUMMARIZED: Reading<SummaryOutcome> = {
  summarize: true,
  finish: async (outcome) => (await import('../lib/exports/analyze.ts')).summarizeOutcome(outcome),
};

/** The file parsed: its orders and money lines (box 3's prefill, and saving Mijn kosten's files). */
export function readExportFile(file: File): Promise<ExportOutcome> {
  return readFile(file, PARSED);
}

/** What Mijn kosten shows of the file: its details and summary, made in the worker for a large file. */
export function readExportSummary(file: File): Promise<SummaryOutcome> {
  return readFile(file, SUMMARIZED);
}
