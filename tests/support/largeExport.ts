// A generated DEGIRO Transactions export (current English layout) of any number of orders, for the
// timing budget and the large-file browser test. Plain, erasable TypeScript: bench/ imports it in Node.

import { DEGIRO_TRANSACTIONS_HEADER_EN as HEADER } from './brokerFiles/degiro.ts';

export interface LargeExport {
  readonly text: string;
  readonly orders: number;
  /** Sum of the transaction fees in the file (each order pays €2.00 on its first row). */
  readonly paidEur: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `orders` orders over 2019–2025: two in three on Euronext Amsterdam, the rest on Nasdaq, every tenth
 * split over two fills. Every order pays €2.00, so the paid total is 2 × orders.
 */
export function largeDegiroExport(orders: number): LargeExport {
  const lines = [HEADER];
  for (let i = 0; i < orders; i += 1) {
    const date = `${pad((i % 28) + 1)}-${pad((i % 12) + 1)}-${2019 + (i % 7)}`;
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    const us = i % 3 === 2;
    const fills = i % 10 === 0 ? 2 : 1;
    for (let fill = 0; fill < fills; fill += 1) {
      const quantity = 5 + (i % 20);
      const price = 20 + (i % 50);
      const local = (quantity * price).toFixed(2);
      const fee = fill === 0 ? '-2.00' : '0.00';
      lines.push(
        us
          ? `${date},15:35,NVIDIA CORPORATION,US67066G1040,NDQ,XNAS,${quantity},${price}.00,USD,-${local},USD,-${((quantity * price) / 1.1).toFixed(2)},1.1000,0.00,${fee},0.00,${id},`
          : `${date},09:05,ASML HOLDING,NL0010273215,EAM,XAMS,${quantity},${price}.00,EUR,-${local},EUR,-${local},,0.00,${fee},0.00,${id},`,
      );
    }
  }
  return { text: `${lines.join('\n')}\n`, orders, paidEur: 2 * orders };
}
