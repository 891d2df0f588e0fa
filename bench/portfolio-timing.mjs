// The reader's own portfolio for `npm run bench` (issue 38): 10,000 transactions turned into a portfolio (holdings by
// FIFO and moving average, income, allocation, IRR per holding and in all) in < 200 ms, the work the portfolio worker
// (src/browser/portfolioWorker.ts) does after each change. Median of a few runs; the records are generated: 40
// instruments over ten years of monthly buys, yearly sales, dividends with tax and fees.
// The TypeScript sources are imported directly: Node 24 strips their (erasable-only) types.
import { performance } from 'node:perf_hooks';
import { buildPortfolio } from '../src/lib/portfolio/build.ts';
import { median } from './stats.mjs';

export const PORTFOLIO_BUDGET_MS = 200;
const TRANSACTIONS = 10_000;
const RUNS = 9;

function records() {
  const out = [];
  const source = { file: 'bench.csv', broker: 'DEGIRO' };
  for (let i = 0; out.length < TRANSACTIONS; i++) {
    const instrument = i % 40;
    const isin = `NL${String(instrument).padStart(9, '0')}0`;
    const day = new Date(Date.UTC(2015, 0, 1) + Math.floor(i / 40) * 86_400_000 * 9).toISOString().slice(0, 10);
    const kind = i % 23 === 0 ? 'sell' : i % 7 === 0 ? 'dividend' : i % 11 === 0 ? 'withholding' : 'buy';
    const price = 20 + instrument + (i % 100) / 10;
    const quantity = kind === 'buy' ? 5 : kind === 'sell' ? 3 : 0;
    const amount = quantity ? quantity * price : 4.5;
    out.push({
      id: `r${i}`,
      date: day,
      isin,
      name: `Instrument ${instrument}`,
      kind,
      quantity,
      price: quantity ? price : null,
      currency: 'EUR',
      amount,
      amountEur: amount,
      feeEur: quantity ? 2 : 0,
      fxRate: null,
      source,
    });
  }
  return out;
}

export function measurePortfolio() {
  const input = records();
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    buildPortfolio(input, { exported: [], typed: [] });
    times.push(performance.now() - started);
  }
  return { transactions: input.length, buildMs: median(times) };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(measurePortfolio());
