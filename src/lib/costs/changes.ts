// The tariff changes, the corrections and the open data, all generated from the provider homes: a change is two
// components of one plan with the same key, the older with `validUntil`, the newer with `validFrom`; a correction is
// our own error in a provider's data (its home's `corrections`), never shown as a change by the provider.
import { brokerName } from '../../data/brokerList.ts';
import { BROKER_IDS, FEES_COMPILED, REFERENCE_RATE, TARIFFS, type BrokerId } from '../../data/fees.ts';
import { HOMES } from '../../data/providers/index.ts';
import type {
  BrokerTariff,
  DataCorrection,
  FeeSource,
  ProviderHome,
  TariffComponent,
} from '../../data/providers/types.ts';
import { tPages } from '../../i18n/nl/pages.ts';
import { describeFee } from './algebra.ts';
import { componentLabel } from './describe.ts';
import { QUICK_PROFILES } from './profile.ts';
import { yearlyCost } from './yearly.ts';

/** One row of /tarieven/wijzigingen. */
export interface TariffChange {
  readonly broker: BrokerId;
  readonly brokerName: string;
  /** The plan's name, empty for a broker with one plan. */
  readonly plan: string;
  /** The plan's stable key ('fixed', 'standard'). */
  readonly planId: string;
  /** The component's key in its plan ('order-euronext'). */
  readonly key: string;
  /** What changed, in words ('Order op Euronext Amsterdam'). */
  readonly what: string;
  /** The fee before; for a component the provider introduced, that there was none ('nieuw'). */
  readonly old: string;
  readonly new: string;
  /** The provider introduced the component on `validFrom` (it had no fee of this kind before). */
  readonly introduced: boolean;
  readonly validFrom: string;
  readonly source: FeeSource;
  readonly confirmed: boolean;
}

/** Every change in the data, newest first; per plan, consecutive components of one key. */
export function tariffChanges(tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS): TariffChange[] {
  const changes: TariffChange[] = [];
  for (const id of BROKER_IDS) {
    for (const plan of tariffs[id].plans) {
      const byKey = new Map<string, TariffComponent[]>();
      for (const component of plan.components) {
        byKey.set(component.key, [...(byKey.get(component.key) ?? []), component]);
      }
      const change = (before: TariffComponent | undefined, next: TariffComponent): TariffChange => ({
        broker: id,
        brokerName: brokerName(id),
        plan: plan.name,
        planId: plan.id,
        key: next.key,
        what: componentLabel(next),
        old: before === undefined ? tPages('changes.introduced.old') : describeFee(before.fee),
        new: describeFee(next.fee),
        introduced: before === undefined,
        validFrom: next.validFrom,
        source: next.source,
        confirmed: next.confirmed !== false,
      });
      for (const versions of byKey.values()) {
        const [first, ...later] = [...versions].sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
        if (first === undefined) continue;
        // A component the provider introduced on its date is a change too: new, with nothing before it.
        if (first.introduced === true) changes.push(change(undefined, first));
        [first, ...later].slice(0, -1).forEach((before, i) => changes.push(change(before, later[i]!)));
      }
    }
  }
  return changes.sort((a, b) => (a.validFrom === b.validFrom ? 0 : a.validFrom < b.validFrom ? 1 : -1));
}

/** One correction of our data, as the change log and the open data list it. */
export interface TariffCorrection extends DataCorrection {
  readonly broker: BrokerId;
  readonly brokerName: string;
}

/** Every correction in the provider homes, the most recent first (by the day it was corrected, then by broker). */
export function tariffCorrections(
  homes: Readonly<Record<BrokerId, Pick<ProviderHome, 'corrections'>>> = HOMES,
): TariffCorrection[] {
  return BROKER_IDS.flatMap((id) =>
    homes[id].corrections.map((correction) => ({ broker: id, brokerName: brokerName(id), ...correction })),
  ).sort((a, b) => (a.corrected === b.corrected ? 0 : a.corrected < b.corrected ? 1 : -1));
}

/**
 * The licence of the open data: a standard one, so a reader knows what reuse is allowed without our own wording.
 * Creative Commons Attribution 4.0: reuse and adaptation for any purpose, with attribution.
 */
export const OPEN_DATA_LICENCE = {
  name: 'CC BY 4.0',
  title: 'Creative Commons Naamsvermelding 4.0 Internationaal',
  url: 'https://creativecommons.org/licenses/by/4.0/deed.nl',
} as const;

/** The formula /tarieven.json documents (the e2e test recomputes the yearly costs from it). */
export const YEARLY_COST_FORMULA =
  'total = sum over markets and kinds (share, etf) with orders of orders × (orderFee(market, kind) + orderFx if the market is not in EUR), ' +
  'orderFee taking the most specific order component for the market: one for the ETF selection the ETF is in (selections: the ' +
  'memberships holding on the date of etfIsin, else of IE00B4L5Y983; an ISIN a partial list does not name, or a selection without a list, ' +
  'is in it when etfInCore = 1), before one for orders of at least minOrderEur, ' +
  'before one for the kind (assets), before one for both; a component with readings costs the costliest of its readings ' +
  '+ 12 × savingsPlanFee(monthly amount; core plan if the ETF is in a selection and one is offered, else the plan for all ETFs, ' +
  'else an ETF order on euronext-amsterdam) + serviceFee(portfolioEur + 6 × monthlyEtfEur) per period (× 12 for a monthly fee, × 4 for a quarterly one; ' +
  'a fee with reducedByOrderFees less a twelfth of the year’s order and plan fees each month, not below 0; none from waivedFromEur) ' +
  '+ connectivityFee(portfolioEur + 6 × monthlyEtfEur) for each market with orders + the deposit fee of the deposit method on each of ' +
  '12 monthly deposits (portfolioEur counts as deposited before: freeUpToTotalEur and firstFree apply from it) ' +
  '+ fund cost on portfolioEur + 6 × monthlyEtfEur: TER + transaction costs + dividend yield × dividend leakage ÷ 100 of the ETF ' +
  '(etfIsin, else IE00B4L5Y983), or the plan’s own fund component + that fund’s transaction costs and leakage, each part from ' +
  '/fondsen.json (rates); a part that is null (unknown) is left out; ' +
  // The broker fee kinds: free allowances, a daily custody fee, inactivity and withdrawals.
  'orders whose component has freeMonthlyVolumeEur or freeOrdersPerMonth are spread evenly over 12 months and only the part of ' +
  'a month beyond the allowance pays the fee (a single order within freeMonthlyVolumeEur costs 0); a service fee with period day ' +
  'counts 365 times; + 12 × each inactivity component’s fee when the profile has no orders and no monthly plan (not with ' +
  'holdingIsActivity and a portfolio); withdrawal components are not counted (the profile withdraws nothing); ' +
  'of every plan the cheapest; components that hold on the date; dollar amounts at referenceRate.usdPerEur; ' +
  'US orders buy orderAmountEur × usdPerEur ÷ usSharePriceUsd shares.';

/** The whole model as open data: brokers, plans, components with sources and dates, and the quick profiles' results. */
export function openData(tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS) {
  return {
    title: 'Brokerkompas – tarievenmodel',
    compiled: FEES_COMPILED,
    licence: OPEN_DATA_LICENCE,
    referenceRate: REFERENCE_RATE,
    formula: YEARLY_COST_FORMULA,
    brokers: BROKER_IDS.map((id) => ({
      id,
      name: brokerName(id),
      plans: tariffs[id].plans.map((plan) => ({
        id: plan.id,
        name: plan.name,
        components: plan.components.map((component) => ({
          ...component,
          confirmed: component.confirmed !== false,
          validFromSeen: component.validFromSeen === true,
          label: componentLabel(component),
          description: describeFee(component.fee),
        })),
      })),
      selections: tariffs[id].selections ?? [],
    })),
    quickProfiles: QUICK_PROFILES.map((quick) => ({
      label: quick.label,
      profile: quick.profile,
      yearlyCost: Object.fromEntries(BROKER_IDS.map((id) => [id, yearlyCost(tariffs[id], quick.profile)])),
    })),
    changes: tariffChanges(tariffs),
    corrections: tariffCorrections(),
  };
}
