// /portfolio/history for the reader's own portfolio: the totals bought, sold and received as dividends, and every
// record the exports gave, newest first, with the spec's columns and filter (buys, sells, dividends).
import { useState } from 'react';
import { tHistory } from '../../../i18n/en/history';
import { tPortfolio } from '../../../i18n/en/portfolio';
import { formatDay, formatMoney, formatShares } from '../../../lib/portfolio/labels';
import type { RecordKind } from '../../../lib/portfolio/records';
import { recordTotals } from '../../../lib/portfolio/results';
import type { PortfolioView } from '../../../lib/portfolio/view';
import { ownWord as w } from '../../../stores/ownPortfolio';
import CardSection from '../../ui/CardSection';
import { HistoryFilter, HistoryTotals, type HistoryFilterValue } from '../HistoryParts';
import TextTable from './TextTable';

/** Rows shown at most: a file of 10,000 lines must not make the page slow; the count says how many there are. */
const HISTORY_ROWS = 500;

const KIND_NAMES = (): Readonly<Record<RecordKind, string>> => ({
  buy: w('own.kind.buy'),
  sell: w('own.kind.sell'),
  dividend: w('own.kind.dividend'),
  withholding: w('own.kind.withholding'),
  fee: w('own.kind.fee'),
  deposit: w('own.kind.deposit'),
  withdrawal: w('own.kind.withdrawal'),
  split: w('own.kind.split'),
  'isin-change': w('own.kind.isin-change'),
  transfer: w('own.kind.transfer'),
});

/** The record's shares column: a split's factor, an ISIN change's new ISIN, or the quantity. */
function sharesCell(record: PortfolioView['transactions'][number]): string {
  if (record.kind === 'split') return w('own.splitFactor', { factor: formatShares(record.quantity) });
  if (record.kind === 'isin-change') return w('own.isinChange', { isin: record.newIsin ?? '' });
  return record.quantity !== 0 ? formatShares(record.quantity) : '';
}

export default function OwnHistory({ portfolio }: { portfolio: PortfolioView }) {
  const [filter, setFilter] = useState<HistoryFilterValue>('all');
  const totals = recordTotals(portfolio.transactions);
  const chosen =
    filter === 'all' ? portfolio.transactions : portfolio.transactions.filter((record) => record.kind === filter);
  const rows = chosen.slice(-HISTORY_ROWS).reverse();
  const kinds = KIND_NAMES();
  return (
    <div data-testid="own-history">
      <HistoryTotals totals={totals} format={formatMoney} testIdPrefix="own-total-" />
      {totals.withoutEuros > 0 && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {w('own.historyWithoutEuros', { count: totals.withoutEuros })}
        </p>
      )}
      <CardSection
        headingId="own-history-title"
        title={tHistory('history.transactions')}
        aside={<HistoryFilter value={filter} onChange={setFilter} />}
      >
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
          {chosen.length > HISTORY_ROWS
            ? w('own.historyShown', { shown: HISTORY_ROWS, count: chosen.length })
            : tHistory('history.shown', { count: chosen.length })}
        </p>
        <TextTable
          label={tHistory('history.table')}
          testId="own-history-row"
          columns={[
            [tHistory('history.date'), false],
            [tHistory('history.type'), false],
            [tPortfolio('portfolio.stock'), false],
            [tPortfolio('portfolio.shares'), true],
            [tPortfolio('portfolio.price'), true],
            [tHistory('history.amount'), true],
            [w('own.col.file'), false],
          ]}
          rows={rows.map((record) => [
            formatDay(record.date),
            kinds[record.kind],
            record.name || record.isin || '–',
            sharesCell(record),
            record.price !== null ? formatMoney(record.price, record.currency) : '',
            record.amount !== 0 ? formatMoney(record.amount, record.currency) : '',
            record.source.file,
          ])}
        />
      </CardSection>
    </div>
  );
}
