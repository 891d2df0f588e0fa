// The reader's own portfolio from normalised records and the prices known: holdings with their value and price
// source, results by FIFO and moving average, income and fees by year, allocation, and the returns. Pure: the same
// records and prices give the same portfolio, in a worker or on the page.
import { ETFS } from '../../data/etfs.ts';
import { holdingsReplay, replayHoldings, type HoldingProblem, type Position } from './holdings.ts';
import { cashByYear, dividendsByYear, feesByYear, type CashYear, type DividendYear, type FeeYear } from './income.ts';
import { bestPrice, type ChosenPrice, type PriceInputs } from './prices.ts';
import { inDateOrder, type PortfolioRecord } from './records.ts';
import {
  internalRateOfReturn,
  timeWeightedReturn,
  type DatedFlow,
  type TimeWeighted,
  type ValuedFlow,
} from './returns.ts';
import { allocationBy, toCents } from './summary.ts';
import type { SectorAllocation } from './types.ts';

export interface OwnHolding extends Position {
  readonly price: ChosenPrice | null;
  /** quantity × price in euros, or null when no price is known (never 0 for want of one). */
  readonly valueEur: number | null;
  /** Value minus cost basis by each method, or null without a value. */
  readonly unrealisedFifo: number | null;
  readonly unrealisedAverage: number | null;
  /** Average price per share by each method: cost basis / quantity. */
  readonly averagePriceFifo: number;
  readonly averagePriceAverage: number;
  /** Money-weighted return per year, or null (no price, or flows that give none). */
  readonly irr: number | null;
  /** From the site's ETF list, when the ISIN is on it. */
  readonly region: string | null;
  readonly assetClass: 'etf' | null;
}

export type ReturnFigure =
  | { readonly ok: true; readonly value: number; readonly from: string; readonly to: string }
  | { readonly ok: false; readonly reason: 'missing-price' | 'no-flows' };

export interface PortfolioTotals {
  /** Sum of the holdings that have a price. */
  readonly valueEur: number;
  /** Holdings without any price (their value is left out of valueEur and said so). */
  readonly unpriced: number;
  readonly costBasisFifo: number;
  readonly costBasisAverage: number;
  readonly realisedFifo: number;
  readonly realisedAverage: number;
  /** Over the priced holdings only. */
  readonly unrealisedFifo: number;
  readonly unrealisedAverage: number;
  readonly dividendsEur: number;
  readonly withheldEur: number;
  readonly feesEur: number;
}

export interface OwnPortfolio {
  /** Instruments still held, largest value first (unpriced ones last). */
  readonly holdings: readonly OwnHolding[];
  /** Instruments sold in full, with their realised result. */
  readonly closed: readonly OwnHolding[];
  readonly totals: PortfolioTotals;
  readonly dividends: readonly DividendYear[];
  readonly fees: readonly FeeYear[];
  readonly cash: readonly CashYear[];
  readonly allocation: {
    readonly byInstrument: readonly SectorAllocation[];
    readonly byCurrency: readonly SectorAllocation[];
    /** Keys 'unknown' where the ETF list does not know the instrument. */
    readonly byRegion: readonly SectorAllocation[];
    readonly byAssetClass: readonly SectorAllocation[];
  };
  readonly irr: ReturnFigure;
  readonly twr: TimeWeighted;
  readonly problems: readonly HoldingProblem[];
  /** Every record, oldest first. */
  readonly transactions: readonly PortfolioRecord[];
}

const ETF_BY_ISIN = new Map(ETFS.map((etf) => [etf.isin, etf]));

const maxDate = (dates: readonly string[]): string => dates.reduce((a, b) => (b > a ? b : a), '');

function valued(position: Position, inputs: PriceInputs): OwnHolding {
  const price = position.quantity > 0 ? bestPrice(position, inputs) : null;
  const valueEur = price ? position.quantity * price.priceEur : null;
  const etf = position.isin ? ETF_BY_ISIN.get(position.isin) : undefined;
  const perShare = (cost: number) => (position.quantity > 0 ? cost / position.quantity : 0);
  let irr: number | null = null;
  if (position.quantity === 0) irr = internalRateOfReturn(position.flows);
  else if (price && valueEur !== null) {
    const end = maxDate([price.date, ...position.flows.map((flow) => flow.date)]);
    irr = internalRateOfReturn([...position.flows, { date: end, amount: valueEur }]);
  }
  return {
    ...position,
    price,
    valueEur,
    unrealisedFifo: valueEur === null ? null : valueEur - position.fifo.costBasis,
    unrealisedAverage: valueEur === null ? null : valueEur - position.average.costBasis,
    averagePriceFifo: perShare(position.fifo.costBasis),
    averagePriceAverage: perShare(position.average.costBasis),
    irr,
    region: etf?.region ?? null,
    assetClass: etf ? 'etf' : null,
  };
}

function portfolioIrr(
  holdings: readonly OwnHolding[],
  closed: readonly OwnHolding[],
  accountFees: readonly DatedFlow[],
): ReturnFigure {
  if (holdings.some((holding) => holding.valueEur === null)) return { ok: false, reason: 'missing-price' };
  const flows = [...holdings, ...closed].flatMap((holding) => holding.flows).concat(accountFees);
  if (flows.length === 0) return { ok: false, reason: 'no-flows' };
  const from = flows.reduce((a, b) => (b.date < a.date ? b : a)).date;
  const to = maxDate([...flows.map((flow) => flow.date), ...holdings.map((holding) => holding.price?.date ?? '')]);
  const value = holdings.reduce((sum, holding) => sum + (holding.valueEur ?? 0), 0);
  const rate = internalRateOfReturn(value > 0 ? [...flows, { date: to, amount: value }] : flows);
  return rate === null ? { ok: false, reason: 'no-flows' } : { ok: true, value: rate, from, to };
}

/**
 * The time-weighted return needs the portfolio's value just before every flow. That value is known on a day only
 * when an export gives a price of that day for every instrument then held; otherwise the answer is 'no-valuations'.
 *
 * Linear in the days: the records are replayed once, oldest first, up to each flow day in turn, and each price is found
 * in a map. (Replaying every record and searching every price again for each day took 9.8 s for 12,000 days.)
 */
function portfolioTwr(
  records: readonly PortfolioRecord[],
  inputs: PriceInputs,
  flows: readonly DatedFlow[],
): TimeWeighted {
  const quoteDays = new Set(inputs.exported.map((quote) => quote.date));
  const amounts = new Map<string, number>();
  for (const flow of flows) amounts.set(flow.date, (amounts.get(flow.date) ?? 0) + flow.amount);
  const days = [...amounts.keys()].sort();
  if (days.length === 0 || days.some((day) => !quoteDays.has(day))) return { ok: false, reason: 'no-valuations' };
  // The first price of each instrument and day, as a search from the start would find it.
  const prices = new Map<string, number>();
  for (const quote of inputs.exported) {
    const key = `${quote.isin} ${quote.date}`;
    if (!prices.has(key)) prices.set(key, quote.priceEur);
  }
  const priceOn = (isin: string | null, day: string) => (isin === null ? null : (prices.get(`${isin} ${day}`) ?? null));
  const sorted = inDateOrder(records);
  const replay = holdingsReplay();
  let replayed = 0;
  /**
   * The value at `day`'s prices of what was held before `day` (with `including`, also after that day's records). Days
   * come in order, so the replay only moves forward.
   */
  const valueBefore = (day: string, including = false): number | null => {
    for (; replayed < sorted.length; replayed += 1) {
      const record = sorted[replayed]!;
      if (record.date > day || (record.date === day && !including)) break;
      replay.add(record);
    }
    let total = 0;
    for (const position of replay.instruments()) {
      if (position.quantity === 0) continue;
      const price = priceOn(position.isin, day);
      if (price === null) return null;
      total += position.quantity * price;
    }
    return total;
  };
  const valuedFlows: ValuedFlow[] = days.map((day) => ({
    date: day,
    amount: amounts.get(day)!,
    valueBefore: valueBefore(day),
  }));
  const [first, ...rest] = valuedFlows;
  const lastDay = maxDate(inputs.exported.map((quote) => quote.date));
  const endValue = lastDay > days.at(-1)! ? valueBefore(lastDay, true) : null;
  if (!first || first.valueBefore === null || endValue === null) return { ok: false, reason: 'no-valuations' };
  return timeWeightedReturn({ date: first.date, value: first.valueBefore - first.amount }, rest, {
    date: lastDay,
    value: endValue,
  });
}

export function buildPortfolio(records: readonly PortfolioRecord[], inputs: PriceInputs): OwnPortfolio {
  const replay = replayHoldings(records);
  const all = replay.positions.map((position) => valued(position, inputs));
  const holdings = all
    .filter((holding) => holding.quantity > 0)
    .sort((a, b) => (b.valueEur ?? -Infinity) - (a.valueEur ?? -Infinity) || a.name.localeCompare(b.name));
  const closed = all.filter((holding) => holding.quantity === 0);
  const sum = (items: readonly OwnHolding[], pick: (holding: OwnHolding) => number | null) =>
    items.reduce((total, holding) => total + (pick(holding) ?? 0), 0);
  const accountFees = -replay.accountFeeFlows.reduce((total, flow) => total + flow.amount, 0);
  const priced = holdings.filter((holding) => holding.valueEur !== null);
  const valueCents = (holding: OwnHolding) => toCents(holding.valueEur ?? 0);
  return {
    holdings,
    closed,
    totals: {
      valueEur: sum(priced, (holding) => holding.valueEur),
      unpriced: holdings.length - priced.length,
      costBasisFifo: sum(holdings, (holding) => holding.fifo.costBasis),
      costBasisAverage: sum(holdings, (holding) => holding.average.costBasis),
      realisedFifo: sum(all, (holding) => holding.fifo.realised),
      realisedAverage: sum(all, (holding) => holding.average.realised),
      unrealisedFifo: sum(priced, (holding) => holding.unrealisedFifo),
      unrealisedAverage: sum(priced, (holding) => holding.unrealisedAverage),
      dividendsEur: sum(all, (holding) => holding.dividendsEur),
      withheldEur: sum(all, (holding) => holding.withheldEur),
      feesEur: sum(all, (holding) => holding.feesEur) + accountFees,
    },
    dividends: dividendsByYear(records),
    fees: feesByYear(records),
    cash: cashByYear(records),
    allocation: {
      byInstrument: allocationBy(priced, (holding) => holding.name || holding.key, valueCents),
      byCurrency: allocationBy(priced, (holding) => holding.currency, valueCents),
      byRegion: allocationBy(priced, (holding) => holding.region ?? 'unknown', valueCents),
      byAssetClass: allocationBy(priced, (holding) => holding.assetClass ?? 'unknown', valueCents),
    },
    irr: portfolioIrr(holdings, closed, replay.accountFeeFlows),
    twr: portfolioTwr(records, inputs, [...all.flatMap((holding) => holding.flows), ...replay.accountFeeFlows]),
    problems: replay.problems,
    transactions: inDateOrder(records),
  };
}
