// Reads a chosen .xlsx in a worker of its own: the zip reader (fflate) and the workbook code are only
// downloaded when such a file is chosen, so Mijn kosten's first load does not carry them. Every .xlsx
// goes to the worker, however small: a few KB can inflate to gigabytes. A worker that fails or takes
// longer than PARSE_TIMEOUT_MS ends as 'unreadable'; a browser without workers reads it here.
import { PARSE_TIMEOUT_MS } from '../lib/exports/limits.ts';
import type { ExportOutcome } from '../lib/exports/types.ts';

const UNREADABLE: ExportOutcome = { ok: false, problem: 'unreadable' };

/** The file starts like a zip archive ('PK\3\4'): read as a workbook, whatever its name. */
export async function isZipFile(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

async function readHere(file: File): Promise<ExportOutcome> {
  const [{ parseWorkbookBytes }, bytes] = await Promise.all([import('../lib/exports/workbook.ts'), file.arrayBuffer()]);
  return parseWorkbookBytes(new Uint8Array(bytes));
}

export async function readWorkbookFile(file: File): Promise<ExportOutcome> {
  let worker: Worker | null = null;
  try {
    worker =
      typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./workbookWorker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  if (!worker) return readHere(file);
  const running = worker;
  return new Promise((resolve) => {
    const finish = (outcome: ExportOutcome) => {
      clearTimeout(timer);
      running.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish(UNREADABLE), PARSE_TIMEOUT_MS);
    running.addEventListener('message', (event: MessageEvent<ExportOutcome>) => finish(event.data));
    running.addEventListener('error', () => finish(UNREADABLE));
    running.addEventListener('messageerror', () => finish(UNREADABLE));
    running.postMessage(file);
  });
}
