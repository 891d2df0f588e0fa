// /portfolio/history (issue 7): the sample transactions (buys, sells, dividends), newest first,
// and a check that replaying them gives the holdings' share counts and average prices.
import { useId, useState } from 'react';
import { SAMPLE_HOLDINGS } from '../../data/holdings';
import { SAMPLE_TRANSACTIONS } from '../../data/transactions';
import { formatInteger, formatLocalDate } from '../../lib/portfolio/format';
import {
  TRANSACTION_LABELS,
  newestFirst,
  replayTransactions,
  totalsByType,
  transactionAmount,
} from '../../lib/portfolio/history';
import type { TransactionType } from '../../lib/portfolio/types';
import { PortfolioPage, TD, TH, TableScroll, useMoney } from './shared';

const TRANSACTIONS = newestFirst(SAMPLE_TRANSACTIONS);
const TOTALS = totalsByType(SAMPLE_TRANSACTIONS);
const POSITIONS = new Map(replayTransactions(SAMPLE_TRANSACTIONS).map((p) => [p.symbol, p]));
const TYPE_CLASS: Record<TransactionType, string> = {
  buy: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  sell: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  dividend: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
};

export default function History() {
  return (
    <PortfolioPage
      title="Transaction History"
      subtitle="Every buy, sell and dividend behind your current holdings"
      signedOut={{
        title: 'Please log in to view your transactions',
        text: 'Create an account or sign in to see your transaction history',
      }}
    >
      {() => <HistoryContent />}
    </PortfolioPage>
  );
}

function HistoryContent() {
  const money = useMoney();
  const id = useId();
  const [type, setType] = useState<'all' | TransactionType>('all');
  const rows = type === 'all' ? TRANSACTIONS : TRANSACTIONS.filter((t) => t.type === type);
  return (
    <>
      <section aria-label="Totals" className="mt-8 grid gap-4 sm:grid-cols-3">
        {(['buy', 'sell', 'dividend'] as const).map((t) => (
          <div key={t} className="card">
            <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">
              {t === 'buy' ? 'Total bought' : t === 'sell' ? 'Total sold' : 'Dividends received'}
            </h2>
            <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white" data-testid={`total-${t}`}>
              {money(TOTALS[t], true)}
            </p>
          </div>
        ))}
      </section>

      <section aria-labelledby="tx-title" className="card mt-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="tx-title" className="text-xl font-bold text-slate-900 dark:text-white">
            Transactions
          </h2>
          <div>
            <label htmlFor={`${id}-type`} className="block text-sm font-medium">
              Show
            </label>
            <select
              id={`${id}-type`}
              value={type}
              onChange={(e) => setType(e.target.value as 'all' | TransactionType)}
              className="mt-1 rounded-lg border border-slate-400 bg-white px-3 py-2 dark:border-slate-500 dark:bg-slate-950"
            >
              <option value="all">All transactions</option>
              <option value="buy">Buys</option>
              <option value="sell">Sells</option>
              <option value="dividend">Dividends</option>
            </select>
          </div>
        </div>
        <p className="sr-only" aria-live="polite">
          {rows.length} transactions shown
        </p>
        <TableScroll label="Transactions table">
          <table className="w-full border-collapse text-sm">
            <thead className="border-b border-slate-200 dark:border-slate-700">
              <tr>
                <th scope="col" className={TH}>
                  Date
                </th>
                <th scope="col" className={TH}>
                  Type
                </th>
                <th scope="col" className={TH}>
                  Stock
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Shares
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Price
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {rows.map((t) => (
                <tr key={t.id} data-testid="tx-row">
                  <td className={TD}>
                    <time dateTime={t.date}>{formatLocalDate(t.date)}</time>
                  </td>
                  <td className={TD}>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TYPE_CLASS[t.type]}`}>
                      {TRANSACTION_LABELS[t.type]}
                    </span>
                  </td>
                  <th scope="row" className={`${TD} text-left font-semibold`}>
                    {t.symbol}
                  </th>
                  <td className={`${TD} text-right tabular-nums`}>{formatInteger(t.shares)}</td>
                  <td className={`${TD} text-right tabular-nums`}>
                    {money(t.price)}
                    {t.type === 'dividend' && <span className="text-slate-600 dark:text-slate-300"> per share</span>}
                  </td>
                  <td className={`${TD} text-right tabular-nums`}>
                    {t.type === 'buy' ? '-' : '+'}
                    {money(transactionAmount(t))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <section aria-labelledby="check-title" className="card mt-8">
        <h2 id="check-title" className="text-xl font-bold text-slate-900 dark:text-white">
          Positions from this history
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Replaying the buys and sells (average-cost method) gives your current holdings.
        </p>
        <TableScroll label="Positions from this history">
          <table className="w-full border-collapse text-sm">
            <thead className="border-b border-slate-200 dark:border-slate-700">
              <tr>
                <th scope="col" className={TH}>
                  Stock
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Shares
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Avg Price
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Dividends
                </th>
                <th scope="col" className={TH}>
                  Matches holdings
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {SAMPLE_HOLDINGS.map((h) => {
                const p = POSITIONS.get(h.symbol);
                const matches = p !== undefined && p.shares === h.shares && p.avgPrice === h.avgPrice;
                return (
                  <tr key={h.symbol} data-testid="position-row">
                    <th scope="row" className={`${TD} text-left font-semibold`}>
                      {h.symbol}
                    </th>
                    <td className={`${TD} text-right tabular-nums`}>{formatInteger(p?.shares ?? 0)}</td>
                    <td className={`${TD} text-right tabular-nums`}>{money(p?.avgPrice ?? 0)}</td>
                    <td className={`${TD} text-right tabular-nums`}>{money(p?.dividends ?? 0)}</td>
                    <td className={TD}>
                      {matches ? (
                        <span className="font-medium text-emerald-700 dark:text-emerald-400">
                          <span aria-hidden="true">✓ </span>Yes
                        </span>
                      ) : (
                        <span className="font-medium text-red-700 dark:text-red-400">
                          <span aria-hidden="true">✗ </span>No
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </>
  );
}
