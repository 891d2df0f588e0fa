// One provider's side of a switch for a reader's profile: its yearly cost and its price of one order, where the
// switch sells (or buys) one position or a fraction. Apart from switching.ts so its arithmetic stays testable alone.
import type { LeavingCosts } from '../../data/providers/leaving.ts';
import type { BrokerTariff } from '../../data/providers/types.ts';
import { positive } from './algebra.ts';
import type { CostProfile } from './profile.ts';
import { switchingCost, type SwitchCost, type SwitchSide } from './switching.ts';
import { orderCost, SAVINGS_PLAN_MARKET, TARIFF_DATE } from './tariff.ts';
import { DEFAULT_USD_PER_EUR, yearlyCost, type EtfFund } from './yearly.ts';

/** A fraction is worth less than one share: its sale is priced as an order of one euro (the order's minimum). */
export const FRACTION_ORDER_EUR = 1;

/**
 * The side of a provider: the cheapest plan's price of a share order on Euronext Amsterdam for one position's value
 * (portfolio ÷ positions) and for a fraction; null where no plan offers the order.
 */
export function switchSide(
  tariff: BrokerTariff,
  leaving: LeavingCosts,
  yearly: number,
  profile: Pick<CostProfile, 'portfolioEur'>,
  positions: number,
  date: string = TARIFF_DATE,
): SwitchSide {
  const each = positions > 0 ? positive(profile.portfolioEur) / positions : 0;
  const cheapest = (valueEur: number): number | null => {
    const prices = tariff.plans
      .map((plan) => orderCost(plan, SAVINGS_PLAN_MARKET, { valueEur, usdPerEur: DEFAULT_USD_PER_EUR }, date))
      .filter((price): price is number => price !== null);
    return prices.length === 0 ? null : Math.min(...prices);
  };
  return { leaving, yearly, orderCost: cheapest(each), fractionOrderCost: cheapest(FRACTION_ORDER_EUR) };
}

/** The positions the pages' example profile holds when they price a switch (the tool asks the reader's own). */
export const EXAMPLE_POSITIONS = 5;

/** A switch for a profile, and whether the two yearly costs compare (both offer every market of the profile). */
export interface SwitchBetween {
  readonly cost: SwitchCost;
  /** false: a side lacks a market of the profile, so its yearly total leaves orders out and months are not given. */
  readonly comparable: boolean;
}

/** Switching from one provider to another for a profile: both yearly costs from their tariffs, then the switch. */
export function switchBetween(
  from: { readonly tariff: BrokerTariff; readonly leaving: LeavingCosts },
  to: { readonly tariff: BrokerTariff; readonly leaving: LeavingCosts },
  profile: CostProfile,
  positions: number,
  etfFund?: EtfFund,
): SwitchBetween {
  const fromYearly = yearlyCost(from.tariff, profile, TARIFF_DATE, DEFAULT_USD_PER_EUR, etfFund);
  const toYearly = yearlyCost(to.tariff, profile, TARIFF_DATE, DEFAULT_USD_PER_EUR, etfFund);
  const cost = switchingCost({
    from: switchSide(from.tariff, from.leaving, fromYearly.total, profile, positions),
    to: switchSide(to.tariff, to.leaving, toYearly.total, profile, positions),
    positions,
    portfolioEur: profile.portfolioEur,
    usdPerEur: DEFAULT_USD_PER_EUR,
  });
  return { cost, comparable: fromYearly.unavailable.length === 0 && toYearly.unavailable.length === 0 };
}
