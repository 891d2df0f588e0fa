// The cost table of a broker's page: what one order costs at a few typical sizes, computed from the
// fee model (US orders at the reference rate and the default profile's share price).
import { REFERENCE_RATE, type Tariff } from '../../data/fees.ts';
import { tCosts } from '../../i18n/nl/costs.ts';
import { etfPurchaseFee, euronextOrderFee, usConversionFee, usOrderFee } from './orderFees.ts';
import { DEFAULT_PROFILE } from './profile.ts';
import { averageUsOrder } from './yearly.ts';

/** The order sizes in euros the broker pages show. */
export const TABLE_ORDER_AMOUNTS: readonly number[] = [500, 1000, 5000];

export interface CostTableRow {
  readonly label: string;
  /** Euros per order, one per amount of TABLE_ORDER_AMOUNTS (full precision). */
  readonly fees: readonly number[];
}

/** One row per kind of order, one column per order size. */
export function brokerCostTable(tariff: Tariff, amounts: readonly number[] = TABLE_ORDER_AMOUNTS): CostTableRow[] {
  const usOrder = (amountEur: number) => averageUsOrder({ ...DEFAULT_PROFILE, orderAmountEur: amountEur });
  return [
    { label: tCosts('costs.tariff.euronext'), fees: amounts.map((a) => euronextOrderFee(tariff, a)) },
    { label: tCosts('costs.table.usOrder'), fees: amounts.map((a) => usOrderFee(tariff, usOrder(a))) },
    { label: tCosts('costs.table.usConversion'), fees: amounts.map((a) => usConversionFee(tariff, usOrder(a))) },
    { label: tCosts('costs.table.etf'), fees: amounts.map((a) => etfPurchaseFee(tariff, a)) },
  ];
}

/** The assumptions behind the US rows, for the table's caption. */
export const TABLE_US_ASSUMPTIONS = {
  usdPerEur: REFERENCE_RATE.usdPerEur,
  rateDate: REFERENCE_RATE.date,
  sharePriceUsd: DEFAULT_PROFILE.usSharePriceUsd,
} as const;
