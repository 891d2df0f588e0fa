// A generated IBKR Activity Statement of any number of trade rows, for the timing budget (bench/) and
// tests: every order one Order row and, for every fifth, two Execution rows under it, in euros and
// dollars. Plain, erasable TypeScript: bench/ imports it in Node.

import { IBKR_ACTIVITY_PREAMBLE, IBKR_TRADES_HEADER } from './brokerFiles/ibkr.ts';

export interface LargeIbkr {
  readonly text: string;
  readonly orders: number;
  readonly rows: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A statement of at most `rows` lines after its first (what the page counts against MAX_DATA_ROWS). */
export function largeIbkrStatement(rows: number): LargeIbkr {
  const lines = [...IBKR_ACTIVITY_PREAMBLE, IBKR_TRADES_HEADER];
  let orders = 0;
  let written = lines.length - 1;
  for (let i = 0; written < rows; i += 1) {
    const fills = i % 5 === 0 ? 2 : 0;
    if (written + 1 + fills > rows) break;
    const currency = i % 3 === 2 ? 'USD' : 'EUR';
    const day = `${2019 + (i % 7)}-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`;
    const quantity = 1000 + (i % 3000);
    const price = 20 + (i % 50);
    const row = (discriminator: string, q: number) =>
      `Trades,Data,${discriminator},Stocks,${currency},SYM${i % 500},"${day}, 10:00:00","${q.toLocaleString('en-US')}",${price},${price},"-${(q * price).toLocaleString('en-US')}",-1.25,${q * price},0,0,O`;
    lines.push(row('Order', quantity));
    for (let f = 0; f < fills; f += 1) lines.push(row('Execution', f === 0 ? 400 : quantity - 400));
    orders += 1;
    written += 1 + fills;
  }
  return { text: `${lines.join('\n')}\n`, orders, rows: written };
}
