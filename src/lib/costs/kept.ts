// What a reader keeps at each broker after some years: the profile's portfolio plus its monthly plan, compounded by
// keptAfterYears (src/lib/box3/keeps.ts) less the fund's cost, the broker's yearly cost from the fee model (measured
// on each year's value, so holding costs grow with the portfolio) and box 3. The profile's orders are costs, not
// capital. The fund cost is counted once: keptAfterYears takes it as the TER plus the fund's transaction costs and
// leakage (the reader's ETF's, or the provider's own fund's at Meesman), so the broker's cost here is its yearly cost without its fund part. Not exported from
// ./index.ts: the tool imports this lazily, with the box 3 rules it gets from its page, to keep its first load.
import type { BrokerTariff, MarketId } from '../../data/providers/types.ts';
import { keptAfterYears, type KeepResult } from '../box3/keeps.ts';
import type { Box3Rules } from '../box3/rules.ts';
import type { KeepOptions } from './keepOptions.ts';
import type { CostProfile } from './profile.ts';
import { TARIFF_DATE } from './tariff.ts';
import { DEFAULT_USD_PER_EUR, yearlyCost, type EtfFund } from './yearly.ts';

export interface BrokerKept<Id extends string = string> {
  readonly id: Id;
  readonly name: string;
  /** null when the broker does not offer a market the profile trades on. */
  readonly kept: KeepResult | null;
  readonly unavailable: readonly MarketId[];
}

/** One broker's result, or null when it lacks a market of the profile (its cost would leave those orders out). */
export function keptAtBroker(
  tariff: BrokerTariff,
  profile: CostProfile,
  options: KeepOptions,
  rules: Box3Rules,
  date: string = TARIFF_DATE,
  etfFund?: EtfFund,
): KeepResult | null {
  const now = yearlyCost(tariff, profile, date, DEFAULT_USD_PER_EUR, etfFund);
  if (now.unavailable.length > 0) return null;
  return keptAfterYears({
    startValue: profile.portfolioEur,
    deposit: profile.monthlyEtfEur,
    years: options.years,
    returnPct: options.returnPct,
    // The reader's TER (the field under 'Wat je overhoudt') plus the ETF's transaction costs and leakage, or the
    // provider's own fund's whole cost where it replaces the ETF: the fund cost counted once, in the growth.
    terPct: now.ownFund ? now.fundPercent : options.terPct + now.fundPercent - now.fundRates.terPct,
    yearlyCost: (value) => {
      const cost = yearlyCost(tariff, { ...profile, portfolioEur: value }, date, DEFAULT_USD_PER_EUR, etfFund);
      return cost.total - cost.fund;
    },
    box3: rules,
    partner: options.partner,
  });
}

/** Every broker, the highest end value first; brokers without a figure last, by name. */
export function keptPerBroker<Id extends string>(
  brokers: readonly { readonly id: Id; readonly name: string; readonly tariff: BrokerTariff }[],
  profile: CostProfile,
  options: KeepOptions,
  rules: Box3Rules,
  date: string = TARIFF_DATE,
  etfFund?: EtfFund,
): BrokerKept<Id>[] {
  const rows = brokers.map(({ id, name, tariff }) => {
    const kept = keptAtBroker(tariff, profile, options, rules, date, etfFund);
    const unavailable =
      kept === null ? yearlyCost(tariff, profile, date, DEFAULT_USD_PER_EUR, etfFund).unavailable : [];
    return { id, name, kept, unavailable };
  });
  const end = (row: BrokerKept<Id>) => row.kept?.endValue ?? -1;
  return rows.sort((a, b) => end(b) - end(a) || a.name.localeCompare(b.name, 'nl'));
}
