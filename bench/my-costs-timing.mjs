// Mijn kosten timing for `npm run bench`: a 5,000-order DEGIRO export parsed and priced (what the
// browser does after a file is chosen, without the file read), median of a few runs, budget < 300 ms;
// and an export of 200,000 data rows (the most the page reads) decoded, parsed and priced in a worker
// thread, as the browser does off the main thread, budget < 3 s; the same for an IBKR Activity Statement.
// The TypeScript sources are imported directly: Node 24 strips their (erasable-only) types.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { MAX_DATA_ROWS } from '../src/lib/brokerFiles/shared/limits.ts';
import { analyzeExports } from '../src/lib/exports/analyze.ts';
import { parseExportText } from '../src/lib/exports/parse.ts';
import { largeDegiroExport } from '../tests/support/largeExport.ts';
import { largeIbkrStatement } from '../tests/support/largeIbkr.ts';

export const MY_COSTS_ORDERS = 5000;
export const MY_COSTS_BUDGET_MS = 300;
export const MY_COSTS_LARGE_BUDGET_MS = 3000;
const RUNS = 7;

export async function measureMyCosts() {
  const { text, orders } = largeDegiroExport(MY_COSTS_ORDERS);
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const outcome = parseExportText(text);
    if (!outcome.ok) throw new Error(`generated export not read: ${outcome.problem}`);
    const analysis = analyzeExports([outcome.parsed]);
    times.push(performance.now() - started);
    if (outcome.parsed.orders.length !== orders || !Number.isFinite(analysis.pricing.brokers[0]?.total))
      throw new Error('unexpected benchmark result');
  }
  times.sort((a, b) => a - b);
  return {
    orders,
    bytes: text.length,
    parseAndPriceMs: times[Math.floor(times.length / 2)],
    ...(await measureLarge()),
    ...(await measureLargeIbkr()),
  };
}

/** Bytes of a generated export read in a worker thread, as the browser's export worker does. */
function inWorker(text) {
  const bytes = new TextEncoder().encode(text);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./my-costs-worker.mjs', import.meta.url), { workerData: bytes.buffer });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** An IBKR Activity Statement of 200,000 lines in a worker thread. */
async function measureLargeIbkr() {
  const { text, orders, rows } = largeIbkrStatement(MAX_DATA_ROWS);
  const result = await inWorker(text);
  if (result.orders !== orders || !result.priced) throw new Error('unexpected IBKR benchmark result');
  return { largeIbkrRows: rows, largeIbkrWorkerMs: result.ms };
}

/** Orders whose rows (every tenth order has two fills) come to MAX_DATA_ROWS. */
const LARGE_ORDERS = Math.floor(MAX_DATA_ROWS / 1.1);

/** 200,000 rows in a worker thread: the time from the bytes to the priced result. */
async function measureLarge() {
  const { text, orders } = largeDegiroExport(LARGE_ORDERS);
  const rows = text.split('\n').length - 2;
  if (rows > MAX_DATA_ROWS) throw new Error(`large export has ${rows} rows`);
  const bytes = new TextEncoder().encode(text);
  const result = await new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./my-costs-worker.mjs', import.meta.url), { workerData: bytes.buffer });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  if (result.orders !== orders || !result.priced) throw new Error('unexpected large benchmark result');
  return { largeRows: rows, largeWorkerMs: result.ms };
}

// `node bench/my-costs-timing.mjs` prints the figure on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { orders, bytes, parseAndPriceMs, largeRows, largeWorkerMs } = await measureMyCosts();
  console.log(
    `Mijn kosten: ${orders} orders (${(bytes / 1024).toFixed(0)} KB) parsed and priced in ${parseAndPriceMs.toFixed(1)} ms (budget < ${MY_COSTS_BUDGET_MS} ms)`,
  );
  console.log(
    `Mijn kosten: ${largeRows} rows read and priced in a worker in ${largeWorkerMs.toFixed(0)} ms (budget < ${MY_COSTS_LARGE_BUDGET_MS} ms)`,
  );
}
