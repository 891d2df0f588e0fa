// The cost comparison island: a trading profile (kept in the URL) and every broker's yearly cost for
// it, cheapest first. All arithmetic is in src/lib/costs; this file only wires input to output.
import { useCallback, useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
// Modules that carry no tariff: the fee model loads after first paint (./costs/useRanking.ts).
import { KEEP_BOUNDS, keepDefaults, type KeepField } from '../../lib/costs/keepOptions';
import {
  DEPOSIT_METHODS,
  POSITIONS_BOUNDS,
  PROFILE_BOUNDS,
  QUICK_PROFILES,
  sameProfile,
  type CostProfile,
  type DepositMethod,
  type ProfileField,
} from '../../lib/costs/profile';
import type { Box3Rules } from '../../lib/box3/rules';
import { selectionBoxCounts } from '../../lib/costs/selectionBox';
import { counted } from '../../i18n/fill';
import { tCosts, type CostsKey } from '../../i18n/nl/costs';
import { formatEuro, formatInteger, formatTer } from '../../lib/format';
import {
  COST_PARAMS,
  costStateFromQuery,
  costStateToQuery,
  KEEP_PARAMS,
  sanitizeCostToolField,
  SWITCH_PARAMS,
  type CostToolState,
} from '../../lib/query/costs';
import type { BrokerLink } from '../../data/brokers';
import NumberField from '../calculator/NumberField';
import CostChart from './costs/CostChart';
import CostResults from './costs/CostResults';
import type { KeptProps } from './costs/KeptResults';
import { useHydrated } from '../ui/useHydrated';
import ToolForm from '../ui/ToolForm';
import { useJumpToResults, useUrlForm } from '../ui/useToolForm';
import ToolResults from '../ui/ToolResults';
import { fundRatesOf, loadFundRates } from './costs/fundRates';
import { useSwitching } from './costs/useSwitching';
import FieldFrame, { describedBy, FIELD_INPUT_CLASS } from '../ui/FieldFrame';
import {
  COST_TARIFFS_ID,
  useRanking,
  whenIdle,
  type CostModelData,
  type EtfChoice,
  type PageRanking,
} from './costs/useRanking';

const FIELDS: readonly {
  field: Exclude<ProfileField, 'etfInCore'>;
  label: CostsKey;
  prefix?: string;
  hint: CostsKey;
}[] = [
  { field: 'euronextEtfOrders', label: 'costs.field.nlEtf', hint: 'costs.field.nlEtf.hint' },
  { field: 'euronextOrders', label: 'costs.field.nl', hint: 'costs.field.nl.hint' },
  { field: 'xetraEtfOrders', label: 'costs.field.xetraEtf', hint: 'costs.field.xetraEtf.hint' },
  { field: 'xetraOrders', label: 'costs.field.xetra', hint: 'costs.field.xetra.hint' },
  { field: 'usOrders', label: 'costs.field.us', hint: 'costs.field.us.hint' },
  { field: 'orderAmountEur', label: 'costs.field.amount', prefix: '€', hint: 'costs.field.amount.hint' },
  { field: 'monthlyEtfEur', label: 'costs.field.etf', prefix: '€', hint: 'costs.field.etf.hint' },
  { field: 'usSharePriceUsd', label: 'costs.field.price', prefix: '$', hint: 'costs.field.price.hint' },
  { field: 'portfolioEur', label: 'costs.field.portfolio', prefix: '€', hint: 'costs.field.portfolio.hint' },
];

const KEEP_INPUTS: readonly { field: KeepField; label: CostsKey; suffix?: string; hint: CostsKey }[] = [
  { field: 'years', label: 'costs.keep.years', hint: 'costs.keep.years.hint' },
  { field: 'returnPct', label: 'costs.keep.return', suffix: '%', hint: 'costs.keep.return.hint' },
  { field: 'terPct', label: 'costs.keep.ter', suffix: '%', hint: 'costs.keep.ter.hint' },
];

interface Props {
  /** Every provider's mark and link (src/data/brokers.ts BROKER_LINKS). */
  readonly links: readonly BrokerLink[];
  /** The world-index ETF whose TER is the default (from src/data/etfs.ts, by KEEP_ETF_ISIN). */
  readonly keepEtf: EtfChoice;
  /** The box 3 rules 'Na 20 jaar' uses (the latest in src/data/box3.ts), from the page: no box 3 table in the bundle. */
  readonly box3: Box3Rules;
  /** The ranking for the default profile, computed by the page: the fee model is not in the first load. */
  readonly ranking: PageRanking;
  /**
   * The site's ETF list (the reader picks theirs: its TER is the fund cost, its ISIN decides the selections) and the
   * tariffs' date, from the page; the tariffs themselves the page writes apart (COST_TARIFFS_ID).
   */
  readonly model: CostModelData;
}

const DEPOSIT_LABEL: Readonly<Record<DepositMethod, CostsKey>> = {
  bank: 'costs.field.deposit.bank',
  ideal: 'costs.field.deposit.ideal',
  card: 'costs.field.deposit.card',
};

/**
 * 'Na 20 jaar' per broker, or null while it loads: the arithmetic and the box 3 rules load lazily, so the tool's first
 * load stays within its budget. A result belongs to the state it was computed for: a stale one is never shown.
 */
function useKept(state: CostToolState, etfName: string, box3: Box3Rules, model: CostModelData): ReactNode {
  const key = costStateToQuery(state);
  const [result, setResult] = useState<{ key: string; View: ComponentType<KeptProps>; props: KeptProps } | null>(null);
  useEffect(() => {
    let current = true;
    // When the browser is idle: twenty years at every provider is work the page's first paint and hydration need not
    // wait for (Lighthouse's Total Blocking Time).
    const cancel = whenIdle(() => {
      void Promise.all([import('./costs/model'), loadFundRates(state.etfIsin)]).then(([loaded]) => {
        if (!current) return;
        const rows = loaded.keptPerBroker(
          loaded.pageTariffs(COST_TARIFFS_ID),
          state,
          state,
          box3,
          model.date,
          fundRatesOf(model.etfs),
        );
        const props = { rows, state, etfName, box3Year: box3.year, marketNames: model.marketNames };
        setResult({ key, View: loaded.KeptResults, props });
      });
    });
    return () => {
      current = false;
      cancel();
    };
    // The key stands for the whole state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result?.key === key ? <result.View {...result.props} /> : null;
}

/** A checkbox with its label (and a hint under it), as the form's yes/no fields show. */
function CheckField(props: {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly label: string;
  readonly hint?: string;
  readonly disabled?: boolean;
}) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={props.id}
        name={props.name}
        type="checkbox"
        value={props.value}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
        className="mt-1 size-4"
      />
      <label htmlFor={props.id} className="text-sm text-slate-800 dark:text-slate-200">
        {props.label} {props.hint && <span className="block text-slate-600 dark:text-slate-400">{props.hint}</span>}
      </label>
    </div>
  );
}

const orders = (count: number) =>
  counted(tCosts, count, 'costs.results.oneOrder', 'costs.results.orders', { count: formatInteger(count) });

/** A TER by ISIN from the page's ETF list. */

function profileSummary(p: CostProfile, etf: EtfChoice): string {
  return tCosts('costs.results.summary', {
    nl: orders(p.euronextOrders),
    nlEtf: formatInteger(p.euronextEtfOrders),
    xetra: formatInteger(p.xetraOrders),
    xetraEtf: formatInteger(p.xetraEtfOrders),
    us: formatInteger(p.usOrders),
    amount: formatEuro(p.orderAmountEur),
    etf:
      p.monthlyEtfEur > 0
        ? tCosts(p.etfInCore === 1 ? 'costs.results.withEtfCore' : 'costs.results.withEtf', {
            amount: formatEuro(p.monthlyEtfEur),
          })
        : tCosts('costs.results.noEtf'),
    portfolio: formatEuro(p.portfolioEur),
    fund: etf.name,
    ter: formatTer(etf.terPct),
  });
}

export default function CostComparison({ links, keepEtf, box3, ranking, model }: Props) {
  const id = useId();
  const etfs = model.etfs;
  // The TER under 'Wat je overhoudt' defaults to the picked ETF's; an ISIN the list does not hold counts as none.
  const fromQuery = useCallback(
    (search: string) => {
      const picked = etfs.find((etf) => etf.isin === costStateFromQuery(search, keepDefaults(0)).etfIsin);
      const read = costStateFromQuery(search, keepDefaults((picked ?? keepEtf).terPct));
      // A provider the list does not hold is 'nergens'.
      const state = links.some((link) => link.id === read.from) ? read : { ...read, from: '' };
      return picked ? state : { ...state, etfIsin: '' };
    },
    [etfs, keepEtf, links],
  );
  // Until the reader edits something, the profile follows the URL query (the defaults on the server).
  const {
    value: profile,
    replace,
    update,
    field: numberField,
  } = useUrlForm(fromQuery, costStateToQuery, sanitizeCostToolField);
  // A quick profile replaces the profile's fields and keeps the 'Na 20 jaar' options.
  const choose = (quick: CostProfile) => replace({ ...profile, ...quick });
  const etf = etfs.find((choice) => choice.isin === profile.etfIsin) ?? keepEtf;
  const kept = useKept(profile, etf.name, box3, model);
  // false in the pre-rendered HTML, true once React runs in the browser (tests wait for it).
  const hydrated = useHydrated();
  const ranked = useRanking(profile, ranking, model);
  const switching = useSwitching(profile, ranked);
  // The selection box counts only where a provider's list does not say whether the ETF is in it ('onbekend').
  const boxCounts = selectionBoxCounts(ranked);
  // Picking an ETF sets the TER under 'Wat je overhoudt' to its TER (the reader can still change it there).
  const pickEtf = (isin: string) => {
    const picked = etfs.find((choice) => choice.isin === isin);
    update({ etfIsin: picked ? isin : '', terPct: (picked ?? keepEtf).terPct });
  };

  const { resultsHeading, onSubmit } = useJumpToResults();

  return (
    <div className="grid gap-6 lg:grid-cols-3" data-hydrated={hydrated || undefined}>
      <ToolForm label={tCosts('costs.form.label')} title={tCosts('costs.form.title')} onSubmit={onSubmit}>
        <div role="group" aria-labelledby={`${id}-quick`} className="noscript:hidden">
          <p id={`${id}-quick`} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            {tCosts('costs.form.quick')}
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            {QUICK_PROFILES.map((quick) => (
              <button
                key={quick.label}
                type="button"
                aria-pressed={sameProfile(profile, quick.profile)}
                onClick={() => choose(quick.profile)}
                className="btn-secondary px-3 py-1.5 text-sm aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 dark:aria-pressed:border-accent-300 dark:aria-pressed:bg-slate-800 dark:aria-pressed:text-accent-300"
              >
                {tCosts(quick.label)}
              </button>
            ))}
          </div>
        </div>
        {FIELDS.map(({ field, label, prefix, hint }) => (
          <NumberField
            key={field}
            name={COST_PARAMS[field]}
            label={tCosts(label)}
            {...(prefix ? { prefix } : {})}
            hint={tCosts(hint)}
            bounds={PROFILE_BOUNDS[field]}
            {...numberField(field)}
          />
        ))}
        <FieldFrame id={`${id}-fund`} label={tCosts('costs.field.fund')} hint={tCosts('costs.field.fund.hint')}>
          <select
            id={`${id}-fund`}
            name={COST_PARAMS.etfIsin}
            value={profile.etfIsin}
            onChange={(event) => pickEtf(event.currentTarget.value)}
            aria-describedby={describedBy(`${id}-fund`, 'hint')}
            className={FIELD_INPUT_CLASS}
          >
            <option value="">
              {tCosts('costs.field.fund.none', { etf: keepEtf.name, ter: formatTer(keepEtf.terPct) })}
            </option>
            {etfs.map((choice) => (
              <option key={choice.isin} value={choice.isin}>
                {`${choice.name} (${formatTer(choice.terPct)})`}
              </option>
            ))}
          </select>
        </FieldFrame>
        <CheckField
          id={`${id}-core`}
          name={COST_PARAMS.etfInCore}
          value="1"
          checked={profile.etfInCore === 1}
          disabled={!boxCounts}
          onChange={(checked) => update({ etfInCore: checked ? 1 : 0 })}
          label={tCosts('costs.field.core')}
          hint={tCosts(boxCounts ? 'costs.field.core.hint' : 'costs.field.core.known')}
        />
        <FieldFrame
          id={`${id}-deposit`}
          label={tCosts('costs.field.deposit')}
          hint={tCosts('costs.field.deposit.hint')}
        >
          <select
            id={`${id}-deposit`}
            name={COST_PARAMS.deposit}
            value={profile.deposit}
            onChange={(event) => update({ deposit: event.currentTarget.value as DepositMethod })}
            aria-describedby={describedBy(`${id}-deposit`, 'hint')}
            className={FIELD_INPUT_CLASS}
          >
            {DEPOSIT_METHODS.map((method) => (
              <option key={method} value={method}>
                {tCosts(DEPOSIT_LABEL[method])}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={`${id}-from`} label={tCosts('costs.field.from')} hint={tCosts('costs.field.from.hint')}>
          <select
            id={`${id}-from`}
            name={SWITCH_PARAMS.from}
            value={profile.from}
            onChange={(event) => update({ from: event.currentTarget.value })}
            aria-describedby={describedBy(`${id}-from`, 'hint')}
            className={FIELD_INPUT_CLASS}
          >
            <option value="">{tCosts('costs.field.from.none')}</option>
            {links.map((broker) => (
              <option key={broker.id} value={broker.id}>
                {broker.name}
              </option>
            ))}
          </select>
        </FieldFrame>
        <NumberField
          name={SWITCH_PARAMS.positions}
          label={tCosts('costs.field.positions')}
          hint={tCosts('costs.field.positions.hint')}
          bounds={POSITIONS_BOUNDS}
          {...numberField('positions')}
        />
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            {tCosts('costs.keep.legend')}
          </legend>
          {KEEP_INPUTS.map(({ field, label, suffix, hint }) => (
            <NumberField
              key={field}
              name={KEEP_PARAMS[field]}
              label={tCosts(label)}
              {...(suffix ? { suffix } : {})}
              hint={tCosts(hint, { etf: etf.name, ter: formatTer(etf.terPct) })}
              bounds={KEEP_BOUNDS[field]}
              {...numberField(field)}
            />
          ))}
          <CheckField
            id={`${id}-partner`}
            name={KEEP_PARAMS.partner}
            value="ja"
            checked={profile.partner}
            onChange={(checked) => update({ partner: checked })}
            label={tCosts('costs.keep.partner')}
          />
        </fieldset>
        <button type="submit" className="btn-primary w-full">
          {tCosts('costs.form.submit')}
        </button>
      </ToolForm>

      <ToolResults
        id={`${id}-results`}
        headingRef={resultsHeading}
        title={tCosts('costs.results.title')}
        intro={
          <>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" aria-live="polite" data-profile-summary>
              {profileSummary(profile, etf)}
            </p>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{tCosts('costs.results.leftOut')}</p>
          </>
        }
      >
        {ranked ? (
          <CostResults
            ranked={ranked}
            links={links}
            marketNames={model.marketNames}
            boxTicked={profile.etfInCore === 1}
            switching={switching}
          />
        ) : (
          <p className="card text-sm text-slate-700 dark:text-slate-300" data-cost-loading>
            {tCosts('costs.keep.loading')}
          </p>
        )}
        <div className="card" data-kept>
          <h3 className="text-base font-semibold text-slate-900 dark:text-white">
            {tCosts('costs.keep.title', { years: formatInteger(profile.years) })}
          </h3>
          {kept ?? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{tCosts('costs.keep.loading')}</p>}
        </div>
        <div className="card">
          <h3 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{tCosts('costs.chart.title')}</h3>
          {ranked ? (
            <CostChart ranked={ranked} />
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">{tCosts('costs.keep.loading')}</p>
          )}
        </div>
      </ToolResults>
    </div>
  );
}
