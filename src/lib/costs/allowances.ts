// The broker fee kinds that depend on more than one order or on the reader's activity: free orders up to a monthly
// volume (XTB) or a monthly number (Revolut), and a fee for an idle account (XTB, eToro). A year's orders are spread
// evenly over its months, as LYNX's activity fee is offset by a twelfth of the year's order fees.
import type { InactivityComponent, OrderComponent, TariffPlan } from '../../data/providers/types.ts';
import { positive, type FeeBasis } from './algebra.ts';
import { componentFee, componentsOn, TARIFF_DATE } from './tariff.ts';

const MONTHS_PER_YEAR = 12;

/** One row of a year's orders: how many, at which value, priced by which order component. */
export interface PricedOrders {
  readonly count: number;
  readonly basis: FeeBasis;
  readonly component: OrderComponent;
}

/** Whether an order component has a free allowance (its single order's price is then not the year's). */
export function hasAllowance(component: OrderComponent | undefined): boolean {
  return component?.freeMonthlyVolumeEur !== undefined || component?.freeOrdersPerMonth !== undefined;
}

/**
 * The share of a month's orders charged above a free allowance: nothing while the month stays within it, else the
 * part beyond it (a month of 20 orders with 5 free: 15 of 20 charged).
 */
export function chargedShare(monthlyAmount: number, allowance: number): number {
  const month = positive(monthlyAmount);
  return month <= positive(allowance) ? 0 : (month - positive(allowance)) / month;
}

/**
 * A year's fees of the orders priced by components with a free allowance. The allowance is shared by every such row
 * (XTB's volume and Revolut's number count all stock and ETF orders together); the orders beyond it pay the
 * component's fee, spread over the rows in proportion. Rows without an allowance are not counted here.
 */
export function allowanceOrderFees(rows: readonly PricedOrders[]): number {
  const byVolume = rows.filter((row) => row.component.freeMonthlyVolumeEur !== undefined && row.count > 0);
  const byNumber = rows.filter((row) => row.component.freeOrdersPerMonth !== undefined && row.count > 0);
  const fees = (group: readonly PricedOrders[]) =>
    group.reduce((sum, row) => sum + row.count * (componentFee(row.component, row.basis) ?? 0), 0);
  // The smallest allowance of the rows counts (a plan has one).
  const volume = byVolume.reduce((sum, row) => sum + row.count * positive(row.basis.valueEur), 0) / MONTHS_PER_YEAR;
  const volumeFree = Math.min(...byVolume.map((row) => row.component.freeMonthlyVolumeEur ?? 0));
  const number = byNumber.reduce((sum, row) => sum + row.count, 0) / MONTHS_PER_YEAR;
  const numberFree = Math.min(...byNumber.map((row) => row.component.freeOrdersPerMonth ?? 0));
  return (
    (byVolume.length === 0 ? 0 : fees(byVolume) * chargedShare(volume, volumeFree)) +
    (byNumber.length === 0 ? 0 : fees(byNumber) * chargedShare(number, numberFree))
  );
}

/** What makes an account active for an inactivity fee: the year's orders, plan purchases and holding. */
export interface Activity {
  readonly ordersPerYear: number;
  readonly monthlyPlanEur: number;
  readonly holdingEur: number;
}

/**
 * A year's inactivity fees: twelve months of each inactivity component for a reader without any order or plan
 * purchase (holding counts as activity where the component says so); nothing for an active reader.
 */
export function inactivityFeesForYear(
  plan: TariffPlan,
  activity: Activity,
  usdPerEur: number,
  date: string = TARIFF_DATE,
): number {
  const traded = positive(activity.ordersPerYear) > 0 || positive(activity.monthlyPlanEur) > 0;
  if (traded) return 0;
  return componentsOn(plan, date)
    .filter((c): c is InactivityComponent => c.part === 'inactivity')
    .filter((c) => !(c.holdingIsActivity && positive(activity.holdingEur) > 0))
    .reduce((sum, c) => sum + MONTHS_PER_YEAR * (componentFee(c, { valueEur: 0, usdPerEur }) ?? 0), 0);
}
