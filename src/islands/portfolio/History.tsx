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
import CardSection from '../ui/CardSection';
import CheckLabel from '../ui/CheckLabel';
import DataTable, { type Column } from '../ui/DataTable';
import Field from '../ui/Field';
import StatCard from '../ui/StatCard';
import { NUM_TD, TD } from '../ui/tableLook';
import { PortfolioPage, useMoney } from './shared';

const TRANSACTIONS = newestFirst(SAMPLE_TRANSACTIONS);
const TOTALS = totalsByType(SAMPLE_TRANSACTIONS);
const POSITIONS = new Map(replayTransactions(SAMPLE_TRANSACTIONS).map((p) => [p.symbol, p]));
const TYPE_CLASS: Record<TransactionType, string> = {
  buy: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  sell: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  dividend: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
};
const TOTAL_LABELS: Record<TransactionType, string> = {
  buy: 'Total bought',
  sell: 'Total sold',
  dividend: 'Dividends received',
};
const TRANSACTION_COLUMNS: readonly Column[] = [
  { label: 'Date' },
  { label: 'Type' },
  { label: 'Stock' },
  { label: 'Shares', numeric: true },
  { label: 'Price', numeric: true },
  { label: 'Amount', numeric: true },
];
const POSITION_COLUMNS: readonly Column[] = [
  { label: 'Stock' },
  { label: 'Shares', numeric: true },
  { label: 'Avg Price', numeric: true },
  { label: 'Dividends', numeric: true },
  { label: 'Matches holdings' },
];

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
          <StatCard key={t} label={TOTAL_LABELS[t]} value={money(TOTALS[t], true)} valueTestId={`total-${t}`} />
        ))}
      </section>

      <CardSection
        headingId="tx-title"
        title="Transactions"
        aside={
          <Field id={`${id}-type`} label="Show">
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
          </Field>
        }
      >
        <p className="sr-only" aria-live="polite">
          {rows.length} transactions shown
        </p>
        <DataTable label="Transactions table" columns={TRANSACTION_COLUMNS}>
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
              <td className={NUM_TD}>{formatInteger(t.shares)}</td>
              <td className={NUM_TD}>
                {money(t.price)}
                {t.type === 'dividend' && <span className="text-slate-600 dark:text-slate-300"> per share</span>}
              </td>
              <td className={NUM_TD}>
                {t.type === 'buy' ? '-' : '+'}
                {money(transactionAmount(t))}
              </td>
            </tr>
          ))}
        </DataTable>
      </CardSection>

      <CardSection headingId="check-title" title="Positions from this history">
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Replaying the buys and sells (average-cost method) gives your current holdings.
        </p>
        <DataTable label="Positions from this history" columns={POSITION_COLUMNS}>
          {SAMPLE_HOLDINGS.map((h) => {
            const p = POSITIONS.get(h.symbol);
            const matches = p !== undefined && p.shares === h.shares && p.avgPrice === h.avgPrice;
            return (
              <tr key={h.symbol} data-testid="position-row">
                <th scope="row" className={`${TD} text-left font-semibold`}>
                  {h.symbol}
                </th>
                <td className={NUM_TD}>{formatInteger(p?.shares ?? 0)}</td>
                <td className={NUM_TD}>{money(p?.avgPrice ?? 0)}</td>
                <td className={NUM_TD}>{money(p?.dividends ?? 0)}</td>
                <td className={TD}>
                  <CheckLabel ok={matches}>{matches ? 'Yes' : 'No'}</CheckLabel>
                </td>
              </tr>
            );
          })}
        </DataTable>
      </CardSection>
    </>
  );
}
