import type { TegenbewijsResult } from '../../../lib/box3';
import { formatEuro } from '../../../lib/format';
import { tBox3 } from '../../../i18n/nl/box3';
import CheckLabel from '../../ui/CheckLabel';

interface Props {
  readonly result: TegenbewijsResult;
  readonly headingId: string;
}

function Line({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: number;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-4 py-1.5 ${strong ? 'font-semibold' : ''}`}>
      <dt className={strong ? '' : 'text-slate-700 dark:text-slate-300'}>{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums dark:text-white" data-testid={testId}>
        {formatEuro(value)}
      </dd>
    </div>
  );
}

/** The actual return, line by line, the tax under each system and the verdict. */
export default function Tegenbewijs({ result: r, headingId }: Props) {
  const rows: readonly [string, number, string][] = [
    [tBox3('box3.tb.valueChange'), r.actual.valueChange, 'valueChange'],
    [tBox3('box3.tb.netDeposits'), -r.actual.netDeposits, 'netDeposits'],
    [tBox3('box3.tb.income'), r.actual.income, 'income'],
    [tBox3('box3.tb.interestPaid'), -r.actual.interestPaid, 'interestPaid'],
  ];
  const verdict = !r.pays
    ? tBox3('box3.tb.notPays')
    : r.saving > 0
      ? tBox3('box3.tb.pays', { amount: formatEuro(r.saving) })
      : tBox3('box3.tb.paysNothing');
  return (
    <section className="card space-y-3" aria-labelledby={headingId} data-testid="box3-tegenbewijs">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {tBox3('box3.tb.title')}
      </h3>
      <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {rows.map(([label, value, key]) => (
          <Line key={key} label={label} value={value} />
        ))}
        <Line label={tBox3('box3.tb.total')} value={r.actual.total} testId="box3-actual" strong />
        <Line label={tBox3('box3.tb.deemed')} value={r.deemed} />
        <Line label={tBox3('box3.tb.taxDeemed')} value={r.deemedTax} testId="box3-tax-deemed" />
        <Line label={tBox3('box3.tb.taxActual')} value={r.actualTax} testId="box3-tax-actual" />
      </dl>
      <p data-testid="box3-verdict">
        <CheckLabel ok={r.pays && r.saving > 0}>{verdict}</CheckLabel>
      </p>
      {r.actual.total < 0 && <p className="text-sm text-slate-700 dark:text-slate-300">{tBox3('box3.tb.negative')}</p>}
    </section>
  );
}
