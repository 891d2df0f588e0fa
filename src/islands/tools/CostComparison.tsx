// The cost comparison island: a trading profile (kept in the URL) and every broker's yearly cost for
// it, cheapest first. All arithmetic is in src/lib/costs; this file only wires input to output.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
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
import { KEPT_TITLE_ID } from './costs/keptTitle';
import ToolForm from '../ui/ToolForm';
import { useJumpToResults, useUrlForm } from '../ui/useToolForm';
import ToolResults from '../ui/ToolResults';
import { fundRatesOf, loadFundRates } from './costs/fundRates';
import { useSwitching } from './costs/useSwitching';
import FieldFrame, { describedBy, FIELD_INPUT_CLASS } from '../ui/FieldFrame';
import { useFeeModel, type CostModelData, type EtfChoice, type FeeModel, type Pending } from './costs/useRanking';

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
  /** The state the page rendered its results for: no query (the default profile, the default ETF's TER). */
  readonly pageState: CostToolState;
  /**
   * The page's results for `pageState` (the ranking, 'Na 20 jaar', the chart), rendered at build as static HTML and
   * handed over as Astro slots: hydration does not walk them, and the first visit carries neither the fee model nor
   * the components that draw other results (they load with the model: ./costs/model.ts).
   */
  readonly results?: ReactNode;
  readonly kept?: ReactNode;
  readonly chart?: ReactNode;
  /** Whether the selection box changes the page's ranking (some provider's list says 'onbekend' for its ETF). */
  readonly pageBoxCounts: boolean;
  /**
   * The site's ETF list (the reader picks theirs: its TER is the fund cost, its ISIN decides the selections) and the
   * tariffs' date, from the page; the tariffs themselves come with the fee model (COST_TARIFFS_PATH).
   */
  readonly model: CostModelData;
}

const DEPOSIT_LABEL: Readonly<Record<DepositMethod, CostsKey>> = {
  bank: 'costs.field.deposit.bank',
  ideal: 'costs.field.deposit.ideal',
  card: 'costs.field.deposit.card',
};

/**
 * The fee model once the state differs from the page's, and what it computes: the ranking (null for the page's profile,
 * whose ranking is the page's) and 'Na 20 jaar' (null for the page's state). A result belongs to the state it was
 * computed for: a stale one is never shown.
 */
function useResults(state: CostToolState, pageState: CostToolState, box3: Box3Rules, model: CostModelData) {
  const key = costStateToQuery(state);
  // With 'Waar beleg je nu?' set the results carry switching lines, which the page's static ranking has not.
  const ownRanking = sameProfile(state, pageState) && state.from === '';
  const ownKept = key === costStateToQuery(pageState);
  const fee = useFeeModel(!ownKept, key);
  const loaded: FeeModel | null = fee !== null && typeof fee !== 'string' ? fee : null;
  // Counts the picked funds' rates fetched (/fondsen/<ISIN>.json), so the results are priced again when they arrive.
  const [fundsIn, setFundsIn] = useState(0);
  useEffect(() => {
    if (state.etfIsin === '') return;
    let current = true;
    void loadFundRates(state.etfIsin).then(() => {
      if (current) setFundsIn((n) => n + 1);
    });
    return () => {
      current = false;
    };
  }, [state.etfIsin]);
  const ranked = useMemo(
    () =>
      ownRanking || !loaded
        ? null
        : loaded.model.rankTariffs(loaded.tariffs, state, model.date, fundRatesOf(model.etfs)),
    // The key stands for the whole state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ownRanking, loaded, key, model, fundsIn],
  );
  const kept = useMemo(
    () =>
      ownKept || !loaded
        ? null
        : loaded.model.keptPerBroker(loaded.tariffs, state, state, box3, model.date, fundRatesOf(model.etfs)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ownKept, loaded, key, box3, model, fundsIn],
  );
  const pending: Pending = fee === 'failed' ? 'failed' : 'loading';
  return { ownRanking, ownKept, View: loaded?.model ?? null, ranked, kept, pending };
}

/**
 * What stands for results the fee model has still to compute, or could not; `main` for the ranking's place (the one
 * that announces a failure and that tests find), not the chart's or 'Na 20 jaar''s.
 */
function Pending(props: { readonly pending: Pending; readonly className: string; readonly main?: boolean }) {
  const main = props.main ?? false;
  return props.pending === 'failed' ? (
    <p className={props.className} role={main ? 'alert' : undefined} data-cost-failed={main || undefined}>
      {tCosts('costs.model.failed')}
    </p>
  ) : (
    <p className={props.className} data-cost-loading={main || undefined}>
      {tCosts('costs.keep.loading')}
    </p>
  );
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

export default function CostComparison(props: Props) {
  const { links, keepEtf, box3, pageState, model } = props;
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
  const { ownRanking, ownKept, View, ranked, kept, pending } = useResults(profile, pageState, box3, model);
  const switching = useSwitching(profile, ranked);
  // The selection box counts only where a provider's list does not say whether the ETF is in it ('onbekend').
  const boxCounts = ownRanking ? props.pageBoxCounts : selectionBoxCounts(ranked);
  // data-hydrated="true" once React runs in the browser (tests wait for it), set on the element rather than rendered:
  // a value that changes right after hydration (useHydrated) renders the whole island again at once, every result
  // included, which was the page's longest task under Lighthouse's throttling.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.setAttribute('data-hydrated', 'true'), []);
  // Picking an ETF sets the TER under 'Wat je overhoudt' to its TER (the reader can still change it there).
  const pickEtf = (isin: string) => {
    const picked = etfs.find((choice) => choice.isin === isin);
    update({ etfIsin: picked ? isin : '', terPct: (picked ?? keepEtf).terPct });
  };

  const { resultsHeading, onSubmit } = useJumpToResults();

  return (
    <div ref={root} className="grid gap-6 lg:grid-cols-3">
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
        {ownRanking ? (
          props.results
        ) : View && ranked ? (
          <View.CostResults
            ranked={ranked}
            links={links}
            marketNames={model.marketNames}
            boxTicked={profile.etfInCore === 1}
            switching={switching}
          />
        ) : (
          <Pending pending={pending} className="card text-sm text-slate-700 dark:text-slate-300" main />
        )}
        <div className="card" data-kept>
          <h3 id={KEPT_TITLE_ID} className="text-base font-semibold text-slate-900 dark:text-white">
            {tCosts('costs.keep.title', { years: formatInteger(profile.years) })}
          </h3>
          {ownKept ? (
            props.kept
          ) : View && kept ? (
            <View.KeptResults
              rows={kept}
              state={profile}
              etfName={etf.name}
              box3Year={box3.year}
              marketNames={model.marketNames}
            />
          ) : (
            <Pending pending={pending} className="mt-1 text-sm text-slate-700 dark:text-slate-300" />
          )}
        </div>
        <div className="card">
          <h3 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{tCosts('costs.chart.title')}</h3>
          {ownRanking ? (
            props.chart
          ) : View && ranked ? (
            <View.CostChart ranked={ranked} />
          ) : (
            <Pending pending={pending} className="text-sm text-slate-700 dark:text-slate-300" />
          )}
        </div>
      </ToolResults>
    </div>
  );
}
