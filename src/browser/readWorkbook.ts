// Reads a chosen .xlsx in a worker of its own: the zip reader (fflate) and the workbook code are only
// downloaded when such a file is chosen, so Mijn kosten's first load does not carry them. Every .xlsx
// goes to the worker, however small: a few KB can inflate to gigabytes. A browser without workers reads it here.
import { readInWorker, startWorker, UNREADABLE, type Reading, type Unread } from './fileWorker.ts';

async function readHere<T>(file: File, reading: Reading<T>): Promise<T> {
  const [{ parseWorkbookBytes }, bytes] = await Promise.all([import('../lib/exports/parse.ts'), file.arrayBuffer()]);
  return reading.finish(parseWorkbookBytes(new Uint8Array(bytes)));
}

export function readWorkbookFile<T>(file: File, reading: Reading<T>): Promise<T | Unread> {
  const worker = startWorker(() => new Worker(new URL('./workbookWorker.ts', import.meta.url), { type: 'module' }));
  return worker
    ? readInWorker<T | Unread>(worker, { file, summarize: reading.summarize }, UNREADABLE)
    : readHere(file, reading);
}
