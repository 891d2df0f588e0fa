import type { Box3Year } from '../../../data/box3';
import type { ForfaitairResult } from '../../../lib/box3';
import { formatEuro, formatTer } from '../../../lib/format';
import { tBox3 } from '../../../i18n/nl/box3';
import Marks from './Marks';

interface Props {
  readonly result: ForfaitairResult;
  readonly figures: Box3Year;
  readonly bank: number;
  readonly other: number;
}

// formatTer writes any percentage given in percent with two decimals ('1,37%'), without Intl.
const pct = formatTer;

function Step({ n, title, text, value }: { n: number; title: string; text: React.ReactNode; value: number }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 py-3 last:border-0 dark:border-slate-700">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 dark:text-white">
          <span className="tabular-nums">{n}.</span> {title}
        </p>
        <div className="text-sm text-slate-700 dark:text-slate-300">{text}</div>
      </div>
      <p className="text-lg font-bold text-slate-900 tabular-nums dark:text-white" data-step={n}>
        {n === 4 ? pct(value) : formatEuro(value)}
      </p>
    </li>
  );
}

/** The six steps of the deemed-return calculation, each with its figure. */
export default function ForfaitairSteps({ result: r, figures: f, bank, other }: Props) {
  return (
    <ol className="card" data-testid="box3-steps">
      <Step
        n={1}
        title={tBox3('box3.step1')}
        value={r.totalReturn}
        text={
          <ul className="mt-1 space-y-0.5">
            <li>
              {tBox3('box3.step1.bank', { amount: formatEuro(bank), rate: pct(f.rateBank.value) })}
              <Marks figure={f.rateBank} /> = {formatEuro(r.returnBank)}
            </li>
            <li>
              {tBox3('box3.step1.other', { amount: formatEuro(other), rate: pct(f.rateOther.value) })}
              <Marks figure={f.rateOther} /> = {formatEuro(r.returnOther)}
            </li>
            <li>
              {tBox3('box3.step1.debts', {
                threshold: formatEuro(r.debtThreshold),
                amount: formatEuro(r.countedDebts),
                rate: pct(f.rateDebt.value),
              })}
              <Marks figure={f.rateDebt} /> = −{formatEuro(r.returnDebt)}
              <Marks figure={f.debtThreshold} />
            </li>
            <li className="font-medium">{tBox3('box3.step1.total')}</li>
          </ul>
        }
      />
      <Step
        n={2}
        title={tBox3('box3.step2')}
        value={r.rendementsgrondslag}
        text={tBox3('box3.step2.text', { assets: formatEuro(bank + other), debts: formatEuro(r.countedDebts) })}
      />
      <Step
        n={3}
        title={tBox3('box3.step3')}
        value={r.grondslag}
        text={
          <>
            {tBox3('box3.step3.text', { allowance: formatEuro(r.allowance) })}
            <Marks figure={f.taxFreeAllowance} />
          </>
        }
      />
      <Step
        n={4}
        title={tBox3('box3.step4')}
        value={r.effectivePct}
        text={tBox3('box3.step4.text', {
          total: formatEuro(r.totalReturn),
          base: formatEuro(r.rendementsgrondslag),
        })}
      />
      <Step
        n={5}
        title={tBox3('box3.step5')}
        value={r.voordeel}
        text={tBox3('box3.step5.text', { base: formatEuro(r.grondslag), pct: pct(r.effectivePct) })}
      />
      <Step
        n={6}
        title={tBox3('box3.step6')}
        value={r.tax}
        text={
          <>
            {tBox3('box3.step6.text', { rate: pct(f.taxRate.value), voordeel: formatEuro(r.voordeel) })}
            <Marks figure={f.taxRate} />
          </>
        }
      />
    </ol>
  );
}
