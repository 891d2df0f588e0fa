// Reads a chosen export file in the browser: the size rules first, then the text is parsed here or,
// for large files, in a module worker so the page keeps responding. Nothing is sent anywhere: the
// File is read locally and only its parsed result comes back.
import { MAX_EXPORT_BYTES, WORKER_THRESHOLD_BYTES } from '../lib/exports/limits.ts';
import type { ExportOutcome } from '../lib/exports/types.ts';

async function parseHere(file: File): Promise<ExportOutcome> {
  const [{ parseExportText }, text] = await Promise.all([import('../lib/exports/parse.ts'), file.text()]);
  return parseExportText(text);
}

function parseInWorker(file: File): Promise<ExportOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./exportWorker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<ExportOutcome>) => {
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message || 'export worker failed'));
    });
    worker.postMessage(file);
  });
}

export async function readExportFile(file: File): Promise<ExportOutcome> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > MAX_EXPORT_BYTES) return { ok: false, problem: 'too-large' };
  try {
    if (file.size <= WORKER_THRESHOLD_BYTES || typeof Worker === 'undefined') return await parseHere(file);
    // A worker that cannot start (old browser, blocked) only costs responsiveness: parse here instead.
    return await parseInWorker(file).catch(() => parseHere(file));
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}
