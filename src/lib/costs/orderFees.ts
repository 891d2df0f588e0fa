// The fee of one order, conversion, yearly charge or ETF purchase at one broker, from its tariff in
// the fee model. Every function returns euros in full precision; rounding is left to the display.
import type { EtfPurchaseFee, EuroOrderFee, Tariff } from '../../data/fees.ts';

/** A US order: its value in dollars, the number of shares it buys, and the dollar rate used. */
export interface UsOrder {
  readonly valueUsd: number;
  readonly shares: number;
  /** Dollars per euro (1.10 means 1 EUR = 1.10 USD). */
  readonly usdPerEur: number;
}

/** Only positive, finite amounts count; anything else is no order at all. */
function positive(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Dollars to euros at `usdPerEur`; an unusable rate converts nothing. */
function usdToEur(usd: number, usdPerEur: number): number {
  return positive(usdPerEur) === 0 ? 0 : usd / usdPerEur;
}

/** max(commission + percent × value, minimum) + handling, for an order of `valueEur` euros. */
function euroOrderFee(fee: EuroOrderFee, valueEur: number): number {
  return Math.max(fee.commissionEur + (positive(valueEur) * fee.percent) / 100, fee.minimumEur) + fee.handlingEur;
}

/** The fee in euros of one order of `valueEur` euros on Euronext Amsterdam. */
export function euronextOrderFee(tariff: Tariff, valueEur: number): number {
  return euroOrderFee(tariff.euronext, valueEur);
}

/**
 * The fee in euros of one order on a US exchange. Dollar fees convert at the order's rate:
 * a percentage with a minimum, or a price per share with a minimum and at most a percentage of
 * the order value (the cap wins over the minimum on very small orders).
 */
export function usOrderFee(tariff: Tariff, order: UsOrder): number {
  const fee = tariff.us;
  const valueUsd = positive(order.valueUsd);
  if (fee.kind === 'euro') return euroOrderFee(fee, usdToEur(valueUsd, order.usdPerEur));
  if (fee.kind === 'usd-percent') {
    return usdToEur(Math.max((valueUsd * fee.percent) / 100, fee.minimumUsd), order.usdPerEur);
  }
  const perShare = Math.max(positive(order.shares) * fee.usdPerShare, fee.minimumUsd);
  return usdToEur(Math.min(perShare, (valueUsd * fee.maxPercent) / 100), order.usdPerEur);
}

/** The currency conversion of one US order in euros: a percentage of the amount, at least the minimum. */
export function usConversionFee(tariff: Tariff, order: Pick<UsOrder, 'valueUsd' | 'usdPerEur'>): number {
  const { percent, minimumUsd } = tariff.conversion;
  const valueUsd = positive(order.valueUsd);
  if (valueUsd === 0 || (percent === 0 && minimumUsd === 0)) return 0;
  return usdToEur(Math.max((valueUsd * percent) / 100, minimumUsd), order.usdPerEur);
}

/** A year of orders as the yearly fee needs it. */
export interface FeeYear {
  readonly usOrders: number;
  /**
   * The distinct US exchanges with orders that year (NYSE and Nasdaq count apart). Missing, or 0 in a
   * year with US orders (a file that names no exchange), counts as one.
   */
  readonly usExchanges?: number;
}

/**
 * The fixed fees of a year; a fee tied to the US exchanges only in a year with US orders, and a fee
 * per US exchange once for each of them.
 */
export function yearlyFixedFee(tariff: Tariff, year: FeeYear): number {
  const { eurPerYear, onlyWithUsOrders, perUsExchange } = tariff.yearly;
  const withUsOrders = year.usOrders > 0;
  if (onlyWithUsOrders && !withUsOrders) return 0;
  if (!perUsExchange || !withUsOrders) return eurPerYear;
  return eurPerYear * Math.max(1, Math.floor(year.usExchanges ?? 1));
}

function etfFee(fee: EtfPurchaseFee, tariff: Tariff, amountEur: number): number {
  return fee.kind === 'euro' ? fee.eur : euronextOrderFee(tariff, amountEur);
}

/** The fee in euros of one periodic ETF purchase of `amountEur`; no purchase costs nothing. */
export function etfPurchaseFee(tariff: Tariff, amountEur: number): number {
  return positive(amountEur) === 0 ? 0 : etfFee(tariff.etf, tariff, amountEur);
}
