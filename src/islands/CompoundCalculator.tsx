// Compound interest calculator island. All arithmetic lives in src/lib/compound.ts.
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { calculateCompound, CHART_REFERENCE_YEARS, sanitizeField, valueAfterYears } from '../lib/compound';
import { CALCULATOR_BOUNDS, type Frequency, type NumericInput } from '../lib/calculatorInputs';
import {
  CALCULATOR_BOX3_PARAMS,
  CALCULATOR_PARAMS,
  FREQUENCY_PARAM,
  calculatorStateFromQuery,
  calculatorStateToQuery,
  type CalculatorState,
} from '../lib/query/calculator';
import type { Box3TaxYear } from '../data/box3';
import type { KeepResult } from '../lib/box3';
import GrowthChart from './calculator/GrowthChart';
import NumberField from './calculator/NumberField';
import ResultTiles from './calculator/ResultTiles';
import YearTable from './calculator/YearTable';
import ToggleGroup from './ui/ToggleGroup';
import { useClientValue, useHydrated } from './ui/useHydrated';
import ToolForm from './ui/ToolForm';
import { useJumpToResults, useUrlForm } from './ui/useToolForm';
import { tCalculator } from '../i18n/nl/calculator';
import ToolResults from './ui/ToolResults';

interface Props {
  /** The calendar year at build time; the browser switches to its own current year after hydration. */
  readonly buildYear: number;
  /** The box 3 rules' year the option uses (the latest in src/data/box3.ts). */
  readonly box3Year: Box3TaxYear;
}

type Box3Inputs = Pick<CalculatorState, 'start' | 'contribution' | 'frequency' | 'years' | 'returnPct' | 'box3Partner'>;

/**
 * The box 3 option's end value, or null while off. The box 3 rules and their sources load only when the option is
 * on, so the calculator's first load stays as it was.
 */
function useAfterBox3(on: boolean, inputs: Box3Inputs, box3Year: Box3TaxYear): KeepResult | null {
  const { start, contribution, frequency, years, returnPct, box3Partner } = inputs;
  // A result belongs to the inputs it was computed for: a stale one is never shown.
  const key = JSON.stringify([start, contribution, frequency, years, returnPct, box3Partner]);
  const [result, setResult] = useState<{ key: string; value: KeepResult } | null>(null);
  useEffect(() => {
    if (!on) return;
    let current = true;
    // The year comes from the page: a lazy import of src/data/box3.ts as a whole would keep every export of it (the
    // sources' titles and addresses too) in the chunk the box 3 tool loads first.
    void import('../lib/box3').then((box3) => {
      if (!current) return;
      const value = box3.keptAfterYears({
        startValue: start,
        deposit: contribution,
        depositsPerYear: frequency === 'monthly' ? 12 : 1,
        years,
        returnPct,
        terPct: 0,
        yearlyCost: () => 0,
        box3: box3.box3Rules(box3Year),
        partner: box3Partner,
      });
      setResult({ key, value });
    });
    return () => {
      current = false;
    };
  }, [on, key, start, contribution, frequency, years, returnPct, box3Partner, box3Year]);
  return on && result?.key === key ? result.value : null;
}

const currentYear = () => new Date().getFullYear();
const VIEWS: readonly { value: View; label: string }[] = [
  { value: 'chart', label: tCalculator('calc.view.chart') },
  { value: 'table', label: tCalculator('calc.view.table') },
];

type View = 'chart' | 'table';

export default function CompoundCalculator({ buildYear, box3Year }: Props) {
  const id = useId();
  // Until the reader edits something, the inputs follow the URL query (defaults on the server).
  const { value: inputs, update, field } = useUrlForm(calculatorStateFromQuery, calculatorStateToQuery, sanitizeField);
  const [view, setView] = useState<View>('chart');
  const startYear = useClientValue(currentYear, () => buildYear);
  // Tests wait for data-hydrated before they interact.
  const hydrated = useHydrated();

  const result = useMemo(() => calculateCompound(inputs), [inputs]);
  const reference = useMemo(() => valueAfterYears(inputs, CHART_REFERENCE_YEARS), [inputs]);
  // Box 3 (off by default): each year's deemed-return tax on the 1 January balance, paid from the balance.
  const afterTax = useAfterBox3(inputs.box3, inputs, box3Year);

  const { resultsHeading, onSubmit } = useJumpToResults();

  /** What every number field gets from its input: query name, bounds, shown text and handlers. */
  const numberField = (name: NumericInput) => ({
    name: CALCULATOR_PARAMS[name],
    bounds: CALCULATOR_BOUNDS[name],
    ...field(name),
  });

  /** What every box 3 checkbox gets from its input: query name, state and handler. */
  const checkField = (name: keyof typeof CALCULATOR_BOX3_PARAMS) => ({
    type: 'checkbox',
    name: CALCULATOR_BOX3_PARAMS[name],
    checked: inputs[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ [name]: event.currentTarget.checked }),
  });

  const onYears = (event: ChangeEvent<HTMLInputElement>) =>
    update({ years: sanitizeField('years', event.currentTarget.value) });
  const onFrequency = (event: ChangeEvent<HTMLInputElement>) =>
    update({ frequency: event.currentTarget.value === FREQUENCY_PARAM.yearly ? 'yearly' : 'monthly' });

  const frequencies: readonly { value: Frequency; label: string }[] = [
    { value: 'monthly', label: tCalculator('calc.monthly') },
    { value: 'yearly', label: tCalculator('calc.yearly') },
  ];
  const yearsText = (years: number) => tCalculator('calc.yearsValue', { years });

  return (
    <div className="grid gap-6 lg:grid-cols-3" data-hydrated={hydrated || undefined}>
      <ToolForm label={tCalculator('calc.form')} title={tCalculator('calc.situation')} onSubmit={onSubmit}>
        <NumberField label={tCalculator('calc.start')} prefix="€" {...numberField('start')} />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            {tCalculator('calc.frequency')}
          </legend>
          <div className="mt-1 grid grid-cols-2 gap-2">
            {frequencies.map((f) => (
              <label
                key={f.value}
                className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-400 px-3 py-2 text-sm font-medium text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 dark:border-slate-500 dark:text-slate-100 dark:has-checked:border-accent-300 dark:has-checked:bg-slate-800 dark:has-focus-visible:ring-accent-300"
              >
                <input
                  type="radio"
                  name={CALCULATOR_PARAMS.frequency}
                  value={FREQUENCY_PARAM[f.value]}
                  checked={inputs.frequency === f.value}
                  onChange={onFrequency}
                  className="accent-brand-700 dark:accent-accent-300"
                />
                {f.label}
              </label>
            ))}
          </div>
        </fieldset>
        <NumberField
          label={tCalculator('calc.contribution')}
          prefix="€"
          hint={tCalculator(
            inputs.frequency === 'monthly' ? 'calc.contribution.hintMonthly' : 'calc.contribution.hintYearly',
          )}
          {...numberField('contribution')}
        />
        <NumberField
          label={tCalculator('calc.return')}
          suffix="%"
          hint={tCalculator('calc.return.hint')}
          {...numberField('returnPct')}
        />
        <NumberField
          label={tCalculator('calc.inflation')}
          suffix="%"
          hint={tCalculator('calc.inflation.hint')}
          {...numberField('inflationPct')}
        />
        <div>
          <div className="flex items-baseline justify-between">
            <label htmlFor={`${id}-years`} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
              {tCalculator('calc.years')}
            </label>{' '}
            <output htmlFor={`${id}-years`} className="text-sm font-bold text-slate-900 tabular-nums dark:text-white">
              {yearsText(inputs.years)}
            </output>
          </div>
          <input
            id={`${id}-years`}
            name={CALCULATOR_PARAMS.years}
            type="range"
            min={CALCULATOR_BOUNDS.years.min}
            max={CALCULATOR_BOUNDS.years.max}
            step={CALCULATOR_BOUNDS.years.step}
            value={inputs.years}
            onChange={onYears}
            aria-valuetext={yearsText(inputs.years)}
            className="mt-2 w-full accent-brand-700 dark:accent-accent-300"
          />
          <div aria-hidden="true" className="flex justify-between text-xs text-slate-600 dark:text-slate-400">
            <span>{yearsText(CALCULATOR_BOUNDS.years.min)}</span> <span>{yearsText(CALCULATOR_BOUNDS.years.max)}</span>
          </div>
        </div>
        <fieldset className="space-y-2">
          <legend className="sr-only">{tCalculator('calc.box3')}</legend>
          <label className="flex items-start gap-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
            <input
              {...checkField('box3')}
              aria-describedby={`${id}-box3-hint`}
              className="mt-0.5 accent-brand-700 dark:accent-accent-300"
            />
            {tCalculator('calc.box3')}
          </label>
          <p id={`${id}-box3-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {tCalculator('calc.box3.hint', { year: box3Year })}
          </p>
          {inputs.box3 && (
            <label className="flex items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
              <input {...checkField('box3Partner')} className="accent-brand-700 dark:accent-accent-300" />
              {tCalculator('calc.box3.partner')}
            </label>
          )}
        </fieldset>
        <button type="submit" className="btn-primary w-full">
          {tCalculator('calc.submit')}
        </button>
      </ToolForm>

      <ToolResults id={`${id}-results`} headingRef={resultsHeading} title={tCalculator('calc.result')}>
        <ResultTiles
          result={result}
          years={inputs.years}
          inflationPct={inputs.inflationPct}
          afterTax={afterTax ? { value: afterTax.endValue, tax: afterTax.tax } : null}
        />
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{tCalculator('calc.disclaimer')}</p>
        <div className="card">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-base font-semibold text-slate-900 dark:text-white">{tCalculator('calc.growth')}</h3>
            <ToggleGroup label={tCalculator('calc.view')} options={VIEWS} value={view} onChange={setView} />
          </div>
          {view === 'chart' ? (
            <GrowthChart yearly={result.yearly} reference={reference} startYear={startYear} />
          ) : (
            <YearTable yearly={result.yearly} startYear={startYear} />
          )}
        </div>
      </ToolResults>
    </div>
  );
}
