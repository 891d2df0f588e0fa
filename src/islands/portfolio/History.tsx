// /portfolio/history: the reader's own transactions once they have chosen their exports (own/OwnHistory.tsx); until
// then the sample transactions (buys, sells, dividends), newest first, marked 'Demo', and a check that replaying them
// gives the holdings' share counts and average prices.
import { tHistory } from '../../i18n/en/history';
import { tPortfolio } from '../../i18n/en/portfolio';
import { useState } from 'react';
import { SAMPLE_HOLDINGS } from '../../data/holdings';
import { SAMPLE_TRANSACTIONS } from '../../data/transactions';
import { formatInteger, formatLocalDate } from '../../lib/portfolio/format';
import { newestFirst, replayTransactions, totalsByType, transactionAmount } from '../../lib/portfolio/history';
import type { TransactionType } from '../../lib/portfolio/types';
import CardSection from '../ui/CardSection';
import CheckLabel from '../ui/CheckLabel';
import DataTable, { type Column } from '../ui/DataTable';
import { NUM_TD, TD } from '../ui/tableLook';
import { HistoryFilter, HistoryTotals, type HistoryFilterValue } from './HistoryParts';
import { PortfolioPage, useMoney } from './shared';
import OwnOrDemo from './own/OwnOrDemo';
import OwnHistory from './own/OwnHistory';

const TRANSACTIONS = newestFirst(SAMPLE_TRANSACTIONS);
const TOTALS = totalsByType(SAMPLE_TRANSACTIONS);
const POSITIONS = new Map(replayTransactions(SAMPLE_TRANSACTIONS).map((p) => [p.symbol, p]));
const TYPE_CLASS: Record<TransactionType, string> = {
  buy: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  sell: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  dividend: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
};
const TYPE_LABELS: Record<TransactionType, string> = {
  buy: tHistory('history.type.buy'),
  sell: tHistory('history.type.sell'),
  dividend: tHistory('history.type.dividend'),
};
const TRANSACTION_COLUMNS: readonly Column[] = [
  { label: tHistory('history.date') },
  { label: tHistory('history.type') },
  { label: tPortfolio('portfolio.stock') },
  { label: tPortfolio('portfolio.shares'), numeric: true },
  { label: tPortfolio('portfolio.price'), numeric: true },
  { label: tHistory('history.amount'), numeric: true },
];
const POSITION_COLUMNS: readonly Column[] = [
  { label: tPortfolio('portfolio.stock') },
  { label: tPortfolio('portfolio.shares'), numeric: true },
  { label: tPortfolio('portfolio.avgPrice'), numeric: true },
  { label: tHistory('history.dividends'), numeric: true },
  { label: tHistory('history.matches') },
];

export default function History() {
  return (
    <PortfolioPage
      title={tHistory('history.title')}
      subtitle={tHistory('history.subtitle')}
      signedOut={{ title: tHistory('history.signedOut.title'), text: tHistory('history.signedOut.text') }}
    >
      {() => <OwnOrDemo own={(portfolio) => <OwnHistory portfolio={portfolio} />} demo={() => <HistoryContent />} />}
    </PortfolioPage>
  );
}

function HistoryContent() {
  const money = useMoney();
  const [type, setType] = useState<HistoryFilterValue>('all');
  const rows = type === 'all' ? TRANSACTIONS : TRANSACTIONS.filter((t) => t.type === type);
  return (
    <>
      <HistoryTotals totals={TOTALS} format={(value) => money(value, true)} testIdPrefix="total-" />

      <CardSection
        headingId="tx-title"
        title={tHistory('history.transactions')}
        aside={<HistoryFilter value={type} onChange={setType} />}
      >
        <p className="sr-only" aria-live="polite">
          {tHistory('history.shown', { count: rows.length })}
        </p>
        <DataTable label={tHistory('history.table')} columns={TRANSACTION_COLUMNS}>
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
                  <span className="text-slate-600 dark:text-slate-300">{tHistory('history.perShare')}</span>
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

      <CardSection headingId="check-title" title={tHistory('history.positions')}>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{tHistory('history.positionsNote')}</p>
        <DataTable label={tHistory('history.positions')} columns={POSITION_COLUMNS}>
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
                  <CheckLabel ok={matches}>{tHistory(matches ? 'history.yes' : 'history.no')}</CheckLabel>
                </td>
              </tr>
            );
          })}
        </DataTable>
      </CardSection>
    </>
  );
}
