// The cost table of a broker's page: what one order costs at a few typical sizes on the markets readers
// use most, per plan, computed from the fee model (US orders at the reference rate and the default
// profile's share price; conversion included where the market is not in euros).
import { REFERENCE_RATE } from '../../data/fees.ts';
import type { BrokerTariff, MarketId } from '../../data/providers/types.ts';
import { tCostsModel } from '../../i18n/nl/costsModel.ts';
import { marketName } from './describe.ts';
import { DEFAULT_PROFILE } from './profile.ts';
import { orderCost, savingsPlanFee, TARIFF_DATE } from './tariff.ts';
import { averageOrder } from './yearly.ts';

/** The order sizes in euros the broker pages show. */
export const TABLE_ORDER_AMOUNTS: readonly number[] = [500, 1000, 5000];

/** The markets of the table, the ones the profile asks about. */
export const TABLE_MARKETS: readonly MarketId[] = ['euronext-amsterdam', 'xetra', 'us'];

export interface CostTableRow {
  readonly label: string;
  /** Euros per order, one per amount of TABLE_ORDER_AMOUNTS (full precision); null: not offered. */
  readonly fees: readonly (number | null)[];
}

/** One row per market and plan, one column per order size, and a row for a savings-plan purchase. */
export function brokerCostTable(
  tariff: BrokerTariff,
  amounts: readonly number[] = TABLE_ORDER_AMOUNTS,
  date: string = TARIFF_DATE,
): CostTableRow[] {
  const basis = (amountEur: number) => averageOrder({ ...DEFAULT_PROFILE, orderAmountEur: amountEur });
  const named = (plan: { readonly name: string }, label: string) => (plan.name ? `${plan.name}: ${label}` : label);
  return tariff.plans.flatMap((plan) => [
    ...TABLE_MARKETS.map((market) => ({
      label: named(plan, tCostsModel('costs.component.order', { markets: marketName(market) })),
      fees: amounts.map((a) => orderCost(plan, market, basis(a), date)),
    })),
    {
      label: named(plan, tCostsModel('costs.table.etf')),
      fees: amounts.map((a) => savingsPlanFee(plan, a, false, REFERENCE_RATE.usdPerEur, date)),
    },
  ]);
}

/** The assumptions behind the US rows, for the table's caption. */
export const TABLE_US_ASSUMPTIONS = {
  usdPerEur: REFERENCE_RATE.usdPerEur,
  rateDate: REFERENCE_RATE.date,
  sharePriceUsd: DEFAULT_PROFILE.usSharePriceUsd,
} as const;
