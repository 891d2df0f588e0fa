// /portfolio/history: the sample transactions (buys, sells, dividends), newest first,
// and a check that replaying them gives the holdings' share counts and average prices.
import { tEn } from '../../i18n/tEn';
import { useId, useState } from 'react';
import { SAMPLE_HOLDINGS } from '../../data/holdings';
import { SAMPLE_TRANSACTIONS } from '../../data/transactions';
import { formatInteger, formatLocalDate } from '../../lib/portfolio/format';
import { newestFirst, replayTransactions, totalsByType, transactionAmount } from '../../lib/portfolio/history';
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
const TYPE_LABELS: Record<TransactionType, string> = {
  buy: tEn('history.type.buy'),
  sell: tEn('history.type.sell'),
  dividend: tEn('history.type.dividend'),
};
const TOTAL_LABELS: Record<TransactionType, string> = {
  buy: tEn('history.total.buy'),
  sell: tEn('history.total.sell'),
  dividend: tEn('portfolio.dividendsReceived'),
};
const TRANSACTION_COLUMNS: readonly Column[] = [
  { label: tEn('history.date') },
  { label: tEn('history.type') },
  { label: tEn('portfolio.stock') },
  { label: tEn('portfolio.shares'), numeric: true },
  { label: tEn('portfolio.price'), numeric: true },
  { label: tEn('history.amount'), numeric: true },
];
const POSITION_COLUMNS: readonly Column[] = [
  { label: tEn('portfolio.stock') },
  { label: tEn('portfolio.shares'), numeric: true },
  { label: tEn('portfolio.avgPrice'), numeric: true },
  { label: tEn('history.dividends'), numeric: true },
  { label: tEn('history.matches') },
];

export default function History() {
  return (
    <PortfolioPage
      title={tEn('history.title')}
      subtitle={tEn('history.subtitle')}
      signedOut={{ title: tEn('history.signedOut.title'), text: tEn('history.signedOut.text') }}
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
      <section aria-label={tEn('history.totals')} className="mt-8 grid gap-4 sm:grid-cols-3">
        {(['buy', 'sell', 'dividend'] as const).map((t) => (
          <StatCard key={t} label={TOTAL_LABELS[t]} value={money(TOTALS[t], true)} valueTestId={`total-${t}`} />
        ))}
      </section>

      <CardSection
        headingId="tx-title"
        title={tEn('history.transactions')}
        aside={
          <Field id={`${id}-type`} label={tEn('history.show')}>
            <select
              id={`${id}-type`}
              value={type}
              onChange={(e) => setType(e.target.value as 'all' | TransactionType)}
              className="mt-1 rounded-lg border border-slate-400 bg-white px-3 py-2 dark:border-slate-500 dark:bg-slate-950"
            >
              <option value="all">{tEn('history.filter.all')}</option>
              <option value="buy">{tEn('history.filter.buy')}</option>
              <option value="sell">{tEn('history.filter.sell')}</option>
              <option value="dividend">{tEn('history.dividends')}</option>
            </select>
          </Field>
        }
      >
        <p className="sr-only" aria-live="polite">
          {tEn('history.shown', { count: rows.length })}
        </p>
        <DataTable label={tEn('history.table')} columns={TRANSACTION_COLUMNS}>
          {rows.map((t) => (
            <tr key={t.id} data-testid="tx-row">
              <td className={TD}>
                <time dateTime={t.date}>{formatLocalDate(t.date)}</time>
              </td>
              <td className={TD}>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TYPE_CLASS[t.type]}`}>
                  {TYPE_LABELS[t.type]}
                </span>
              </td>
              <th scope="row" className={`${TD} text-left font-semibold`}>
                {t.symbol}
              </th>
              <td className={NUM_TD}>{formatInteger(t.shares)}</td>
              <td className={NUM_TD}>
                {money(t.price)}
                {t.type === 'dividend' && (
                  <span className="text-slate-600 dark:text-slate-300">{tEn('history.perShare')}</span>
                )}
              </td>
              <td className={NUM_TD}>
                {t.type === 'buy' ? '-' : '+'}
                {money(transactionAmount(t))}
              </td>
            </tr>
          ))}
        </DataTable>
      </CardSection>

      <CardSection headingId="check-title" title={tEn('history.positions')}>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{tEn('history.positionsNote')}</p>
        <DataTable label={tEn('history.positions')} columns={POSITION_COLUMNS}>
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
                  <CheckLabel ok={matches}>{tEn(matches ? 'history.yes' : 'history.no')}</CheckLabel>
                </td>
              </tr>
            );
          })}
        </DataTable>
      </CardSection>
    </>
  );
}
