// Worker thread for bench/my-costs-timing.mjs: what the browser's file worker (src/browser/brokerFileWorker.ts) does
// with a chosen file (decode, count the lines, parse), then the pricing the page does with the result. Answers with
// the time it took and the counts, so the main thread can check the work was real.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { analyzeExports } from '../src/lib/exports/analyze.ts';
import { decodeExport } from '../src/lib/brokerFiles/shared/encoding.ts';
import { parseExportText } from '../src/lib/exports/parse.ts';

const started = performance.now();
const outcome = parseExportText(decodeExport(new Uint8Array(workerData)));
if (!outcome.ok) throw new Error(`generated export not read: ${outcome.problem}`);
const analysis = analyzeExports([outcome.parsed]);
parentPort.postMessage({
  ms: performance.now() - started,
  orders: outcome.parsed.orders.length,
  priced: Number.isFinite(analysis.pricing.brokers[0]?.total),
});
