// Mijn kosten timing for `npm run bench`: a 5,000-order DEGIRO export parsed and priced (what the
// browser does after a file is chosen, without the file read), median of a few runs. Budget < 300 ms.
// The TypeScript sources are imported directly: Node 24 strips their (erasable-only) types.
import { performance } from 'node:perf_hooks';
import { analyzeExports } from '../src/lib/exports/analyze.ts';
import { parseExportText } from '../src/lib/exports/parse.ts';
import { largeDegiroExport } from '../tests/support/largeExport.ts';

export const MY_COSTS_ORDERS = 5000;
export const MY_COSTS_BUDGET_MS = 300;
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
  return { orders, bytes: text.length, parseAndPriceMs: times[Math.floor(times.length / 2)] };
}

// `node bench/my-costs-timing.mjs` prints the figure on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { orders, bytes, parseAndPriceMs } = await measureMyCosts();
  console.log(
    `Mijn kosten: ${orders} orders (${(bytes / 1024).toFixed(0)} KB) parsed and priced in ${parseAndPriceMs.toFixed(1)} ms (budget < ${MY_COSTS_BUDGET_MS} ms)`,
  );
}
