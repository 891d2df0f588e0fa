// A reader's yearly cost at each broker from the fee model, and the brokers ranked by it.
import { brokerName } from '../../data/brokerList.ts';
import { BROKER_IDS, REFERENCE_RATE, TARIFFS, type BrokerId, type Tariff } from '../../data/fees.ts';
import {
  etfPurchaseFee,
  euronextOrderFee,
  usConversionFee,
  usOrderFee,
  yearlyFixedFee,
  type UsOrder,
} from './orderFees.ts';
import type { CostProfile } from './profile.ts';

const MONTHS_PER_YEAR = 12;

/** A year's cost in euros by component, in full precision. */
export interface YearlyCost {
  /** Orders on Euronext Amsterdam. */
  readonly euronext: number;
  /** Order fees of the US orders. */
  readonly us: number;
  /** Currency conversion of the US orders. */
  readonly conversion: number;
  /** Fixed yearly fees. */
  readonly fixed: number;
  /** The monthly ETF purchases. */
  readonly etf: number;
  readonly total: number;
}

/** The profile's average US order: its euro amount in dollars at the rate, in shares at the average price. */
export function averageUsOrder(profile: CostProfile, usdPerEur: number = REFERENCE_RATE.usdPerEur): UsOrder {
  const valueUsd = profile.orderAmountEur * usdPerEur;
  return { valueUsd, shares: valueUsd / profile.usSharePriceUsd, usdPerEur };
}

/**
 * Yearly cost = Euronext orders × Euronext fee + US orders × (US fee + conversion)
 * + the fixed yearly fees + 12 × the ETF purchase fee (when there is a monthly ETF amount).
 */
export function yearlyCost(
  tariff: Tariff,
  profile: CostProfile,
  usdPerEur: number = REFERENCE_RATE.usdPerEur,
): YearlyCost {
  const usOrder = averageUsOrder(profile, usdPerEur);
  const euronext = profile.euronextOrders * euronextOrderFee(tariff, profile.orderAmountEur);
  const us = profile.usOrders * usOrderFee(tariff, usOrder);
  const conversion = profile.usOrders * usConversionFee(tariff, usOrder);
  // The profile has no exchanges: a fee per US exchange is counted for one (CostMethod says so).
  const fixed = yearlyFixedFee(tariff, { usOrders: profile.usOrders, usExchanges: 1 });
  const etf = MONTHS_PER_YEAR * etfPurchaseFee(tariff, profile.monthlyEtfEur);
  return { euronext, us, conversion, fixed, etf, total: euronext + us + conversion + fixed + etf };
}

export interface RankedBroker {
  readonly id: BrokerId;
  readonly name: string;
  readonly cost: YearlyCost;
  /** Euros more per year than the cheapest broker (0 for the cheapest). */
  readonly differenceEur: number;
}

/** Every broker's yearly cost for the profile, cheapest first; equal costs by name. */
export function rankBrokers(
  profile: CostProfile,
  tariffs: Readonly<Record<BrokerId, Tariff>> = TARIFFS,
): RankedBroker[] {
  const costs = BROKER_IDS.map((id) => ({ id, name: brokerName(id), cost: yearlyCost(tariffs[id], profile) }));
  costs.sort((a, b) => a.cost.total - b.cost.total || a.name.localeCompare(b.name, 'nl'));
  const cheapest = costs[0]?.cost.total ?? 0;
  return costs.map((c) => ({ ...c, differenceEur: c.cost.total - cheapest }));
}
