// Reads a chosen .xlsx in a worker of its own: the zip reader (fflate) and the workbook code are only
// downloaded when such a file is chosen, so Mijn kosten's first load does not carry them. Every .xlsx
// goes to the worker, however small: a few KB can inflate to gigabytes. A browser without workers reads it here.
import type { ExportOutcome } from '../lib/exports/types.ts';
import { readInWorker, startWorker } from './fileWorker.ts';

async function readHere(file: File): Promise<ExportOutcome> {
  const [{ parseWorkbookBytes }, bytes] = await Promise.all([import('../lib/exports/workbook.ts'), file.arrayBuffer()]);
  return parseWorkbookBytes(new Uint8Array(bytes));
}

export function readWorkbookFile(file: File): Promise<ExportOutcome> {
  const worker = startWorker(() => new Worker(new URL('./workbookWorker.ts', import.meta.url), { type: 'module' }));
  return worker ? readInWorker(worker, file) : readHere(file);
}
