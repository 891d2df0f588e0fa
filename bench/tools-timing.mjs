// Tools timing for `npm run bench` (budget: each < 16 ms, one frame).
//  - calcMs:   median time of one calculator update for a 50-year scenario: the calculation, the 50-year
//              scale reference and the chart geometry (what the island does on every keystroke);
//  - filterMs: median time of filtering and sorting the whole ETF catalogue with a typical query;
//  - profileMs: median time of computing one cost profile for every broker (yearly cost of each plan, cheapest plan,
//               ranking: what the cost tool does on every change), over the quick profiles; budget < 5 ms.
// The TypeScript sources are imported directly: Node 24 strips their (erasable-only) types.
import { performance } from 'node:perf_hooks';
import { ETFS } from '../src/data/etfs.ts';
import { buildChart } from '../src/lib/chart.ts';
import { calculateCompound, CHART_REFERENCE_YEARS, valueAfterYears } from '../src/lib/compound.ts';
import { QUICK_PROFILES } from '../src/lib/costs/profile.ts';
import { rankBrokers } from '../src/lib/costs/ranking.ts';
import { DEFAULT_FINDER_STATE, findEtfs } from '../src/lib/etf.ts';
import { median } from './stats.mjs';

const RUNS = 301;
export const PROFILE_BUDGET_MS = 5;
const WARMUP = 50;

function measure(fn) {
  for (let i = 0; i < WARMUP; i++) fn(i);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    fn(i);
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function measureTools() {
  let sink = 0;
  const calcMs = measure((i) => {
    // Vary the input a little so nothing can be cached between runs.
    const inputs = {
      start: 10000 + i,
      contribution: 200,
      frequency: 'monthly',
      years: 50,
      returnPct: 7,
      inflationPct: 2,
    };
    const result = calculateCompound(inputs);
    const reference = valueAfterYears(inputs, CHART_REFERENCE_YEARS);
    const chart = buildChart({ yearly: result.yearly, reference, availableWidth: 800, startYear: 2026 });
    sink += result.realValue + chart.bars.length;
  });
  const queries = ['msci', 'MSCI World', 'ie00', 'vanguard', 'technologie'];
  const filterMs = measure((i) => {
    const found = findEtfs(ETFS, {
      ...DEFAULT_FINDER_STATE,
      query: queries[i % queries.length],
      distribution: i % 2 ? 'Alle' : 'Herbeleggend',
      sort: { key: 'ter', direction: 'asc' },
    });
    sink += found.length;
  });
  const profileMs = measure((i) => {
    const { profile } = QUICK_PROFILES[i % QUICK_PROFILES.length];
    // A different portfolio value each run, so nothing can be cached between runs.
    const ranked = rankBrokers({ ...profile, portfolioEur: profile.portfolioEur + i });
    sink += ranked[0].cost.total + ranked.length;
  });
  if (!Number.isFinite(sink)) throw new Error('unexpected benchmark result');
  return { calcMs, filterMs, profileMs };
}

// `node bench/tools-timing.mjs` prints the figures on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { calcMs, filterMs, profileMs } = await measureTools();
  console.log(`calculation ${calcMs.toFixed(3)} ms, ETF filter ${filterMs.toFixed(3)} ms (budget < 16 ms each)`);
  console.log(`one cost profile for every broker ${profileMs.toFixed(3)} ms (budget < ${PROFILE_BUDGET_MS} ms)`);
}
