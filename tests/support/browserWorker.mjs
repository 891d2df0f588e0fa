// Runs one of the site's module workers (src/browser/*Worker.ts) in a Node worker thread, as the browser runs it:
// the worker module itself, unchanged, with the two globals a browser worker has and Node's lacks (`postMessage` and
// `addEventListener('message')`) bridged to the thread's port. Node (24) strips the types of the .ts modules.
// workerData: { module: file URL of the worker, name: the chosen file's name }. The parent sends { bytes, ...rest };
// the worker module receives { file: File(bytes, name), ...rest }, as the page sends it.
import { registerHooks } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

// The site's modules import some of their own without an extension ('../fill'), as the bundler allows: tried with
// '.ts' and '/index.ts' after Node's own resolution fails.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.')) throw error;
      for (const ending of ['.ts', '/index.ts']) {
        try {
          return nextResolve(specifier + ending, context);
        } catch {
          // The next ending.
        }
      }
      throw error;
    }
  },
});

const listeners = [];
/** This thread's CPU time when the request came: its answer says how much the reading took (`cpuMs`). */
let requested = process.threadCpuUsage();
globalThis.postMessage = (message) => {
  if (message !== null && typeof message === 'object' && 'answer' in message) {
    const { user, system } = process.threadCpuUsage(requested);
    parentPort.postMessage({ ...message, cpuMs: (user + system) / 1000 });
  } else parentPort.postMessage(message);
};
globalThis.addEventListener = (type, listener) => {
  if (type === 'message') listeners.push(listener);
};
await import(workerData.module);
parentPort.on('message', ({ bytes, ...rest }) => {
  requested = process.threadCpuUsage();
  const data = { ...rest, file: new File([bytes], workerData.name) };
  for (const listener of listeners) listener({ data });
});
parentPort.postMessage({ ready: true });
