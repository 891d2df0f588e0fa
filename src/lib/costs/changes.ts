// The tariff changes and the open data, both generated from the fee model: a change is two components
// of one plan with the same key, the older with `validUntil`, the newer with `validFrom`.
import { brokerName } from '../../data/brokerList.ts';
import { BROKER_IDS, FEES_COMPILED, REFERENCE_RATE, TARIFFS, type BrokerId } from '../../data/fees.ts';
import type { BrokerTariff, FeeSource, TariffComponent } from '../../data/tariffs/types.ts';
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
  /** What changed, in words ('Order op Euronext Amsterdam'). */
  readonly what: string;
  readonly old: string;
  readonly new: string;
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
      for (const versions of byKey.values()) {
        const sorted = [...versions].sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
        sorted.slice(1).forEach((next, i) => {
          const before = sorted[i];
          if (before === undefined) return;
          changes.push({
            broker: id,
            brokerName: brokerName(id),
            plan: plan.name,
            what: componentLabel(next),
            old: describeFee(before.fee),
            new: describeFee(next.fee),
            validFrom: next.validFrom,
            source: next.source,
            confirmed: next.confirmed !== false,
          });
        });
      }
    }
  }
  return changes.sort((a, b) => (a.validFrom === b.validFrom ? 0 : a.validFrom < b.validFrom ? 1 : -1));
}

/** The formula /tarieven.json documents (the e2e test recomputes the yearly costs from it). */
export const YEARLY_COST_FORMULA =
  'total = sum over markets and kinds (share, etf) with orders of orders × (orderFee(market, kind) + orderFx if the market is not in EUR), ' +
  'orderFee taking the most specific order component for the market: one for the ETF selection the ETF is in (selections: with etfIsin the ' +
  'selection memberships holding on the date, else etfInCore = 1 for every selection), before one for orders of at least minOrderEur, ' +
  'before one for the kind (assets), before one for both; a component with readings costs the costliest of its readings ' +
  '+ 12 × savingsPlanFee(monthly amount; core plan if the ETF is in a selection and one is offered, else the plan for all ETFs, ' +
  'else an ETF order on euronext-amsterdam) + serviceFee(portfolioEur + 6 × monthlyEtfEur) per period (× 12 for a monthly fee; ' +
  'a fee with reducedByOrderFees less a twelfth of the year’s order and plan fees each month, not below 0; none from waivedFromEur) ' +
  '+ connectivityFee(portfolioEur + 6 × monthlyEtfEur) for each market with orders + the deposit fee of the deposit method on each of ' +
  '12 monthly deposits (portfolioEur counts as deposited before: freeUpToTotalEur and firstFree apply from it) ' +
  '+ fund cost: the ETF’s TER (etfIsin, else IE00B4L5Y983 at 0.20%), or the plan’s own fund component, on portfolioEur + 6 × monthlyEtfEur; ' +
  'of every plan the cheapest; components that hold on the date; dollar amounts at referenceRate.usdPerEur; ' +
  'US orders buy orderAmountEur × usdPerEur ÷ usSharePriceUsd shares.';

/** The whole model as open data: brokers, plans, components with sources and dates, and the quick profiles' results. */
export function openData(tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS) {
  return {
    title: 'Brokerkompas – tarievenmodel',
    compiled: FEES_COMPILED,
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
    })),
    quickProfiles: QUICK_PROFILES.map((quick) => ({
      label: quick.label,
      profile: quick.profile,
      yearlyCost: Object.fromEntries(BROKER_IDS.map((id) => [id, yearlyCost(tariffs[id], quick.profile)])),
    })),
    changes: tariffChanges(tariffs),
  };
}
