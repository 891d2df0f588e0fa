// The box 3 tool: the deemed-return calculation step by step, the tegenbewijs and the verdict, for a year and with
// or without a fiscal partner. Every field is in the address bar (src/lib/box3/form.ts); the arithmetic lives in
// src/lib/box3, the figures and their sources in src/data/box3.ts.
import { useId, useMemo, type ChangeEvent } from 'react';
import { BOX3_TAX_YEARS, type Box3TaxYear } from '../../data/box3';
import {
  actualReturn,
  BOX3_DURING_FIELDS,
  BOX3_PARAMS,
  BOX3_START_FIELDS,
  box3Figures,
  box3FromQuery,
  box3Rules,
  box3ToQuery,
  compareTegenbewijs,
  forfaitairBox3,
  sanitizeAmount,
  type Box3AmountField,
} from '../../lib/box3';
import { readAmount } from '../../lib/amount';
import { formatEuro } from '../../lib/format';
import { tBox3 } from '../../i18n/nl/box3';
import AmountField from './box3/AmountField';
import ExportPrefill from './box3/ExportPrefill';
import ForfaitairSteps from './box3/ForfaitairSteps';
import Tegenbewijs from './box3/Tegenbewijs';
import ToolForm from '../ui/ToolForm';
import { useHydrated } from '../ui/useHydrated';
import { useJumpToResults, useUrlForm } from '../ui/useToolForm';
import ToolResults from '../ui/ToolResults';

const RADIO =
  'flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-400 px-3 py-2 text-sm font-medium text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 dark:border-slate-500 dark:text-slate-100 dark:has-checked:border-accent-300 dark:has-checked:bg-slate-800 dark:has-focus-visible:ring-accent-300';
const LEGEND = 'text-sm font-semibold text-slate-900 dark:text-slate-100';

function Choice<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset>
      <legend className={LEGEND}>{legend}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {options.map((o) => (
          <label key={o.value} className={RADIO}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value as V)}
              className="accent-brand-700 dark:accent-accent-300"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const LABELS: Readonly<
  Record<Box3AmountField, { label: Parameters<typeof tBox3>[0]; hint?: Parameters<typeof tBox3>[0] }>
> = {
  bank: { label: 'box3.bank' },
  other: { label: 'box3.other' },
  debts: { label: 'box3.debts', hint: 'box3.debts.hint' },
  otherEnd: { label: 'box3.otherEnd' },
  deposits: { label: 'box3.deposits' },
  withdrawals: { label: 'box3.withdrawals' },
  dividends: { label: 'box3.dividends', hint: 'box3.dividends.hint' },
  interest: { label: 'box3.interest' },
  otherIncome: { label: 'box3.otherIncome' },
  interestPaid: { label: 'box3.interestPaid' },
};

export default function Box3Tool() {
  const id = useId();
  const hydrated = useHydrated();
  const { value: form, update, field } = useUrlForm(box3FromQuery, box3ToQuery, sanitizeAmount);
  const { resultsHeading, onSubmit } = useJumpToResults();

  const rules = useMemo(() => box3Rules(form.year), [form.year]);
  const figures = box3Figures(form.year);
  const forfaitair = useMemo(
    () => forfaitairBox3({ bank: form.bank, other: form.other, debts: form.debts }, rules, form.partner),
    [form.bank, form.other, form.debts, rules, form.partner],
  );
  const tegenbewijs = useMemo(
    () =>
      compareTegenbewijs(
        forfaitair,
        actualReturn({
          otherStart: form.other,
          otherEnd: form.otherEnd,
          deposits: form.deposits,
          withdrawals: form.withdrawals,
          dividends: form.dividends,
          interest: form.interest,
          otherIncome: form.otherIncome,
          interestPaid: form.interestPaid,
        }),
        rules,
      ),
    [forfaitair, form, rules],
  );

  const amountField = (name: Box3AmountField) => {
    const base = field(name);
    const entry = LABELS[name];
    return (
      <AmountField
        key={name}
        name={BOX3_PARAMS[name]}
        label={tBox3(entry.label)}
        hint={entry.hint ? tBox3(entry.hint) : undefined}
        value={base.value}
        onValueChange={base.onValueChange}
        // A text with a problem stays in the field until the reader corrects it.
        onBlur={() => {
          if (readAmount(base.value).ok) base.onBlur();
        }}
      />
    );
  };

  const years = BOX3_TAX_YEARS.map((y) => ({ value: String(y), label: String(y) }));
  const partnerOptions = [
    { value: 'nee', label: tBox3('box3.partner.no') },
    { value: 'ja', label: tBox3('box3.partner.yes') },
  ] as const;

  return (
    <div className="grid gap-6 lg:grid-cols-3" data-hydrated={hydrated || undefined} data-box3>
      <ToolForm label={tBox3('box3.form')} title={tBox3('box3.situation')} onSubmit={onSubmit}>
        <Choice
          legend={tBox3('box3.year')}
          name={BOX3_PARAMS.year}
          options={years}
          value={String(form.year)}
          onChange={(v) => update({ year: Number(v) as Box3TaxYear })}
        />
        <div>
          <Choice
            legend={tBox3('box3.partner')}
            name={BOX3_PARAMS.partner}
            options={partnerOptions}
            value={form.partner ? 'ja' : 'nee'}
            onChange={(v) => update({ partner: v === 'ja' })}
          />
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{tBox3('box3.partner.hint')}</p>
        </div>
        <fieldset className="space-y-4">
          <legend className={LEGEND}>{tBox3('box3.start')}</legend>
          {BOX3_START_FIELDS.map(amountField)}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className={LEGEND}>{tBox3('box3.during')}</legend>
          <p className="text-xs text-slate-600 dark:text-slate-400">{tBox3('box3.during.hint')}</p>
          {BOX3_DURING_FIELDS.map(amountField)}
        </fieldset>
        <button type="submit" className="btn-primary w-full">
          {tBox3('box3.submit')}
        </button>
        <ExportPrefill year={form.year} onApply={(gross) => update({ dividends: gross })} />
      </ToolForm>

      <ToolResults
        id={`${id}-results`}
        headingRef={resultsHeading}
        title={tBox3('box3.result')}
        intro={
          <>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {tBox3('box3.result.intro', {
                year: form.year,
                who: tBox3(form.partner ? 'box3.who.partner' : 'box3.who.single'),
              })}
            </p>
          </>
        }
      >
        <ForfaitairSteps result={forfaitair} figures={figures} bank={form.bank} other={form.other} />
        {form.partner && (
          <p className="text-sm text-slate-800 dark:text-slate-200" data-testid="box3-split">
            {tBox3('box3.split', {
              tax: formatEuro(forfaitair.tax),
              base: formatEuro(forfaitair.perPerson.grondslag),
              voordeel: formatEuro(forfaitair.perPerson.voordeel),
              each: formatEuro(forfaitair.perPerson.tax),
            })}
          </p>
        )}
        <p className="text-xs text-slate-600 dark:text-slate-400">{tBox3('box3.rounding')}</p>
        <Tegenbewijs result={tegenbewijs} headingId={`${id}-tb`} />
      </ToolResults>
    </div>
  );
}
