// The reader's own portfolio for `npm run bench`: 10,000 transactions turned into a portfolio (holdings by
// FIFO and moving average, income, allocation, IRR per holding and in all) in < 200 ms, the work the portfolio's build
// worker (src/browser/portfolioBuildWorker.ts) does after each change. Median of a few runs; the records are generated: 40
// instruments over ten years of monthly buys, yearly sales, dividends with tax and fees. The same work from files:
// 10,000 trades as a Trading 212 CSV and as an IBKR Activity Statement, read (src/lib/portfolio/fromExports.ts) and
// built, as the file worker (src/browser/brokerFileWorker.ts) and the build worker do when the reader chooses them.
// The TypeScript sources are imported directly: Node 24 strips their (erasable-only) types.
import { performance } from 'node:perf_hooks';
import { buildPortfolio } from '../src/lib/portfolio/build.ts';
import { readPortfolioText } from '../src/lib/portfolio/fromExports.ts';
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

/** 10,000 trades as the rows of two brokers' exports: the generated ones, and a purchase for each other record. */
function files(input) {
  const trades = input.map((record) =>
    record.kind === 'buy' || record.kind === 'sell'
      ? record
      : { ...record, kind: 'buy', quantity: 1, price: record.amount, feeEur: 0 },
  );
  const signed = (record) => (record.kind === 'sell' ? -record.quantity : record.quantity);
  const trading212 = [
    'Action,Time,ISIN,Ticker,Name,No. of shares,Price / share,Currency (Price / share),Exchange rate,Total,Currency (Total),ID,Transaction fee,Currency (Transaction fee)',
    ...trades.map(
      (r) =>
        `Market ${r.kind},${r.date} 10:00:00,${r.isin},T${r.isin.slice(-4)},${r.name},${r.quantity},${r.price.toFixed(2)},EUR,Not available,${r.amount.toFixed(2)},EUR,${r.id},${r.feeEur.toFixed(2)},EUR`,
    ),
  ];
  const ibkr = [
    'Statement,Header,Field Name,Field Value',
    'Statement,Data,Period,"January 1, 2015 - December 31, 2025"',
    'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code',
    ...trades.map(
      (r) =>
        `Trades,Data,Order,Stocks,EUR,S${r.isin.slice(-4)},"${r.date}, 10:00:00",${signed(r)},${r.price.toFixed(2)},0,${(-signed(r) * r.price).toFixed(2)},${(-r.feeEur).toFixed(2)},0,0,0,O`,
    ),
  ];
  return { trades: trades.length, texts: { trading212: trading212.join('\n'), 'ibkr-activity': ibkr.join('\n') } };
}

function medianMs(work) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return median(times);
}

export function measurePortfolio() {
  const input = records();
  const buildMs = medianMs(() => buildPortfolio(input, { exported: [], typed: [] }));
  const { trades, texts } = files(input);
  const fromFiles = {};
  for (const [format, text] of Object.entries(texts)) {
    fromFiles[format] = medianMs(() => {
      const outcome = readPortfolioText(text, { name: `bench-${format}.csv`, day: '2025-12-31' });
      if (!outcome.ok || outcome.file.records.length !== trades) throw new Error(`bench ${format}: not read`);
      buildPortfolio(outcome.file.records, { exported: [], typed: [] });
    });
  }
  return { transactions: input.length, buildMs, fileTrades: trades, fromFilesMs: fromFiles };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(measurePortfolio());
