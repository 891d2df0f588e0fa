// What the history screen shows alike for the sample and for the reader's own records (own/OwnHistory.tsx): the
// totals bought, sold and received as dividends, and the filter of the transactions table. One place for their
// labels and options.
import { useId } from 'react';
import { tHistory } from '../../i18n/en/history';
import { tPortfolio } from '../../i18n/en/portfolio';
import type { TransactionType } from '../../lib/portfolio/types';
import Field from '../ui/Field';
import StatCard from '../ui/StatCard';

/** The filter's value: every transaction, or one type. */
export type HistoryFilterValue = 'all' | TransactionType;

const TYPES: readonly TransactionType[] = ['buy', 'sell', 'dividend'];

const TOTAL_LABELS = (): Readonly<Record<TransactionType, string>> => ({
  buy: tHistory('history.total.buy'),
  sell: tHistory('history.total.sell'),
  dividend: tPortfolio('portfolio.dividendsReceived'),
});

/** The three totals, each a card written by `format`; its value's test id is `${testIdPrefix}${type}`. */
export function HistoryTotals({
  totals,
  format,
  testIdPrefix,
}: {
  totals: Readonly<Record<TransactionType, number>>;
  format: (value: number) => string;
  testIdPrefix: string;
}) {
  const labels = TOTAL_LABELS();
  return (
    <section aria-label={tHistory('history.totals')} className="mt-8 grid gap-4 sm:grid-cols-3">
      {TYPES.map((type) => (
        <StatCard key={type} label={labels[type]} value={format(totals[type])} valueTestId={`${testIdPrefix}${type}`} />
      ))}
    </section>
  );
}

/** 'Show': all transactions, or only buys, sells or dividends (the aside of the transactions' card). */
export function HistoryFilter({
  value,
  onChange,
}: {
  value: HistoryFilterValue;
  onChange: (value: HistoryFilterValue) => void;
}) {
  const id = `${useId()}-type`;
  return (
    <Field id={id} label={tHistory('history.show')}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as HistoryFilterValue)}
        className="mt-1 rounded-lg border border-slate-400 bg-white px-3 py-2 dark:border-slate-500 dark:bg-slate-950"
      >
        <option value="all">{tHistory('history.filter.all')}</option>
        <option value="buy">{tHistory('history.filter.buy')}</option>
        <option value="sell">{tHistory('history.filter.sell')}</option>
        <option value="dividend">{tHistory('history.dividends')}</option>
      </select>
    </Field>
  );
}
