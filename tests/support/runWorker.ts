// Runs one of the site's module workers in a Node worker thread (tests/support/browserWorker.mjs) with a bound on its
// time and memory, for the tests of hostile files: the worker's own CPU time for the request (the thread's, so other
// work on a loaded machine does not count) must stay within `cpuSeconds`; it is ended as soon as the process grows by
// more than `megabytes` (sampled every 10 ms) or `seconds` pass on the clock (a watchdog, generous for a loaded
// machine), and the run says which bound it crossed. Node counts a worker's array buffers (where an inflated zip lives)
// in the process, not in the thread's heap limit, so both are watched: `resourceLimits` bounds the heap, the samples
// the rest.
import { Worker } from 'node:worker_threads';

export interface WorkerRun {
  /** The worker's answer, or null when it crossed a bound or failed. */
  readonly answer: unknown;
  /** 'still working' messages before the answer. */
  readonly progress: number;
  /** The longest time without a message, from the request to the answer, in ms. */
  readonly longestSilenceMs: number;
  readonly ms: number;
  /** The worker thread's CPU time from the request to its answer, in ms (null without an answer). */
  readonly cpuMs: number | null;
  /** Largest growth of the process's memory over the run, in MB. */
  readonly grewMb: number;
  /** The bound crossed ('cpu', 'time', 'memory'), or the worker's error, or null. */
  readonly failure: string | null;
}

export interface WorkerBounds {
  readonly cpuSeconds: number;
  readonly seconds: number;
  readonly megabytes: number;
}

const WORKERS = new URL('../../src/browser/', import.meta.url);

/** `request` goes to the worker with `file` made of `bytes`, as the page sends the chosen File. */
export function runWorker(
  worker: 'brokerFileWorker',
  file: { readonly name: string; readonly bytes: Uint8Array },
  request: Record<string, unknown>,
  bounds: WorkerBounds,
): Promise<WorkerRun> {
  const thread = new Worker(new URL('./browserWorker.mjs', import.meta.url), {
    workerData: { module: new URL(`${worker}.ts`, WORKERS).href, name: file.name },
    resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 },
  });
  return new Promise((resolve) => {
    let started = 0;
    let last = 0;
    let longestSilenceMs = 0;
    let progress = 0;
    let baseline = process.memoryUsage.rss();
    let grew = 0;
    let sampler: ReturnType<typeof setInterval> | undefined;
    const finish = (answer: unknown, failure: string | null, cpuMs: number | null = null) => {
      clearInterval(sampler);
      void thread.terminate();
      const ms = started ? performance.now() - started : 0;
      resolve({ answer, progress, longestSilenceMs, ms, cpuMs, grewMb: Math.round(grew / 2 ** 20), failure });
    };
    const heard = () => {
      const now = performance.now();
      longestSilenceMs = Math.max(longestSilenceMs, now - last);
      last = now;
    };
    thread.on('message', (message: { ready?: true; progress?: true; answer?: unknown; cpuMs?: number }) => {
      if (message.ready) {
        baseline = process.memoryUsage.rss();
        started = last = performance.now();
        sampler = setInterval(() => {
          grew = Math.max(grew, process.memoryUsage.rss() - baseline);
          if (grew > bounds.megabytes * 2 ** 20) finish(null, 'memory');
          else if (performance.now() - started > bounds.seconds * 1000) finish(null, 'time');
        }, 10);
        thread.postMessage({ ...request, bytes: file.bytes });
      } else if (message.progress) {
        heard();
        progress += 1;
      } else if ('answer' in message) {
        heard();
        grew = Math.max(grew, process.memoryUsage.rss() - baseline);
        const cpuMs = message.cpuMs ?? null;
        const failure =
          grew > bounds.megabytes * 2 ** 20
            ? 'memory'
            : cpuMs === null || cpuMs > bounds.cpuSeconds * 1000
              ? 'cpu'
              : null;
        finish(message.answer, failure, cpuMs);
      }
    });
    thread.on('error', (error) => finish(null, String(error)));
  });
}
