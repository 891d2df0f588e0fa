// What a reader keeps at each broker after some years: the profile's portfolio plus its monthly plan, compounded by
// keptAfterYears (src/lib/box3/keeps.ts) less the fund's TER, the broker's yearly cost from the fee model (measured on
// each year's value, so holding costs grow with the portfolio) and box 3. The profile's orders are costs, not
// capital. Not exported from ./index.ts: the tool imports this lazily, with the box 3 rules, to keep its first load.
import { brokerName } from '../../data/brokerList.ts';
import { LATEST_BOX3_YEAR } from '../../data/box3.ts';
import { BROKER_IDS, TARIFFS, type BrokerId } from '../../data/fees.ts';
import type { BrokerTariff, MarketId } from '../../data/providers/types.ts';
import { keptAfterYears, type KeepResult } from '../box3/keeps.ts';
import { box3Rules, type Box3Rules } from '../box3/rules.ts';
import type { KeepOptions } from './keepOptions.ts';
import type { CostProfile } from './profile.ts';
import { TARIFF_DATE } from './tariff.ts';
import { yearlyCost } from './yearly.ts';

export interface BrokerKept {
  readonly id: BrokerId;
  readonly name: string;
  /** null when the broker does not offer a market the profile trades on. */
  readonly kept: KeepResult | null;
  readonly unavailable: readonly MarketId[];
}

/** The years at one broker that offers every market of the profile. */
function keptAt(
  tariff: BrokerTariff,
  profile: CostProfile,
  options: KeepOptions,
  rules: Box3Rules,
  date: string,
): KeepResult {
  return keptAfterYears({
    startValue: profile.portfolioEur,
    deposit: profile.monthlyEtfEur,
    years: options.years,
    returnPct: options.returnPct,
    terPct: options.terPct,
    yearlyCost: (value) => yearlyCost(tariff, { ...profile, portfolioEur: value }, date).total,
    box3: rules,
    partner: options.partner,
  });
}

/** One broker's result, or null when it lacks a market of the profile (its cost would leave those orders out). */
export function keptAtBroker(
  tariff: BrokerTariff,
  profile: CostProfile,
  options: KeepOptions,
  rules: Box3Rules = box3Rules(LATEST_BOX3_YEAR),
  date: string = TARIFF_DATE,
): KeepResult | null {
  if (yearlyCost(tariff, profile, date).unavailable.length > 0) return null;
  return keptAt(tariff, profile, options, rules, date);
}

/** Every broker, the highest end value first; brokers without a figure last, by name. */
export function keptPerBroker(
  profile: CostProfile,
  options: KeepOptions,
  rules: Box3Rules = box3Rules(LATEST_BOX3_YEAR),
  tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS,
  date: string = TARIFF_DATE,
): BrokerKept[] {
  const rows = BROKER_IDS.map((id) => {
    const { unavailable } = yearlyCost(tariffs[id], profile, date);
    const kept = unavailable.length > 0 ? null : keptAt(tariffs[id], profile, options, rules, date);
    return { id, name: brokerName(id), kept, unavailable };
  });
  const end = (row: BrokerKept) => row.kept?.endValue ?? -1;
  return rows.sort((a, b) => end(b) - end(a) || a.name.localeCompare(b.name, 'nl'));
}
