// Reads chosen exports for the reader's own portfolio: the size rules Mijn kosten uses, then the text read here for a
// small file or in a module worker (src/browser/portfolioWorker.ts) for a large one, through the same pool and silence
// timer as Mijn kosten's workers (src/browser/fileWorker.ts). Nothing is sent anywhere.
import { MAX_EXPORT_BYTES, WORKER_THRESHOLD_BYTES, workerPoolSize } from '../lib/exports/limits.ts';
import type { PortfolioFileOutcome } from '../lib/portfolio/fromExports.ts';
import { taskPool } from '../lib/pool.ts';
import { dayOfFile } from './fileDay.ts';
import { isZipFile, readInWorker, startWorker } from './fileWorker.ts';

const UNREADABLE: PortfolioFileOutcome = { ok: false, problem: 'unreadable' };

const inPool = taskPool(() =>
  workerPoolSize(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency),
);

async function readHere(file: File): Promise<PortfolioFileOutcome> {
  const [{ readPortfolioText }, { decodeExport }, bytes] = await Promise.all([
    import('../lib/portfolio/fromExports.ts'),
    import('../lib/exports/encoding.ts'),
    file.arrayBuffer(),
  ]);
  return readPortfolioText(decodeExport(new Uint8Array(bytes)), { name: file.name, day: dayOfFile(file) });
}

export async function readPortfolioFile(file: File): Promise<PortfolioFileOutcome> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > MAX_EXPORT_BYTES) return { ok: false, problem: 'too-large' };
  try {
    // An .xlsx is Saxo's report, which the portfolio does not read yet.
    if (await isZipFile(file)) return { ok: false, problem: 'not-yet', format: 'saxo-transactions' };
    if (file.size <= WORKER_THRESHOLD_BYTES) return await readHere(file);
    return await inPool(() => {
      const worker = startWorker(
        () => new Worker(new URL('./portfolioWorker.ts', import.meta.url), { type: 'module' }),
      );
      return worker ? readInWorker(worker, { file, summarize: false }, UNREADABLE) : readHere(file);
    });
  } catch {
    return UNREADABLE;
  }
}
