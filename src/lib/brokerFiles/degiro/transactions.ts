// DEGIRO's Transacties / Transactions.csv in its three layouts (columns.ts), in whatever language the header is
// written, read once into the ledger: every fill is a trade (the portfolio's record) and part of its order (the fee
// model's order, fills joined by their Order ID); its costs are what the reader paid; rows without an Order ID are
// corporate actions (split, ISIN change, transfer), read per day.
//
// Where the former cost and portfolio readers disagreed, the one rule chosen here:
// - a value in another currency than the euro is unread for every tool (the cost reader's rule): an account in
//   another currency would be summed as euros without a word, and its rate is no rate per euro;
// - a price that is no number makes the row unread for every tool (the portfolio reader's rule), as any other amount
//   that is no number does: the row cannot be trusted;
// - a currency conversion booked as a row of its own (exchange CNX: EUR/PLN for an account that trades in zloty)
//   is no trade, though it may carry an Order ID: no order, no holding and no shares moved; its AutoFX is a cost
//   paid, a fee record (the portfolio reader made a trade of it with an Order ID, a share move without one).
import { parseDayMonthYear, yearOf } from '../shared/dates.ts';
import { cashRecord, corporateActions, lineId, movesByDay, tradeRecord, type ShareMove } from '../shared/entries.ts';
import { isBlank, readNumber, readOptionalNumber, type NumberStyle } from '../shared/numbers.ts';
import { cellAt, isBlankRow, lineNumberOf, numberStyleOfColumns, PROGRESS_ROWS, type Row } from '../shared/rows.ts';
import { usableRate } from '../shared/venues.ts';
import type { DegiroLayout, ExportOrder, MoneyKind, MoneyLine } from '../../exports/types.ts';
import type { PortfolioRecord, RecordSource } from '../../portfolio/records.ts';
import type { ReadContext } from '../ledger.ts';
import type { LedgerRead } from '../registry.ts';
import { TRANSACTION_LAYOUTS, type TransactionColumns } from './columns.ts';
import { degiroMarket, degiroMarketId, degiroVenueName } from './venues.ts';

/** One readable row with an Order ID: a fill of an order and a trade of the portfolio. */
interface Fill {
  readonly line: number;
  readonly date: string;
  /** The time of day as the file writes it ('9:05' or '09:05'): with the date, the moment the trades are sorted by. */
  readonly time: string;
  readonly product: string;
  readonly isin: string | null;
  readonly exchange: string;
  /** Signed: negative for a sale. */
  readonly quantity: number;
  readonly price: number;
  readonly currency: string;
  readonly localValue: number;
  /** The value in euros as the file writes it (a purchase negative). */
  readonly value: number;
  /** The fill's rate when it is a positive finite number, else null. */
  readonly rate: number | null;
  readonly orderId: string;
  /** The transaction costs in euros: converted at the fill's own rate when the file states them in another currency. */
  readonly transactionEur: number;
  readonly autoFxEur: number;
  /** The fill's fees and AutoFX in euros (null when a fee is in another currency): what the order paid. */
  readonly paidEur: number | null;
}

/** DEGIRO's exchange code of a currency conversion row. */
const isConversionRow = (exchange: string): boolean => exchange.trim().toUpperCase() === 'CNX';

/** How a Transactions file writes its numbers: as its amount columns show, comma decimals where they do not tell. */
function degiroNumberStyle(rows: readonly Row[], columns: TransactionColumns): NumberStyle {
  return numberStyleOfColumns(
    rows,
    [columns.price, columns.localValue, columns.value, columns.rate, columns.fees, columns.autoFx],
    'comma-decimal',
  );
}

/**
 * The rate of an order from its fills: each fill's rate weighted by its dollar value (fills without a
 * usable rate left out), or null when none has one.
 */
export function weightedRate(
  fills: readonly { readonly localValue: number; readonly rate: number | null }[],
): number | null {
  let weight = 0;
  let sum = 0;
  for (const fill of fills) {
    if (fill.rate === null) continue;
    weight += Math.abs(fill.localValue);
    sum += Math.abs(fill.localValue) * fill.rate;
  }
  return weight > 0 ? sum / weight : null;
}

/** The fees an order's fills record in euros, when every fill records them in euros. */
function paidOf(fills: readonly Fill[]): { readonly paidEur?: number } {
  let paid = 0;
  for (const fill of fills) {
    if (fill.paidEur === null) return {};
    paid += fill.paidEur;
  }
  return { paidEur: paid };
}

/** One order from its fills: values and shares summed as absolute amounts; buys and sells are priced alike. */
function orderFromFills(id: string, fills: readonly Fill[], listsFx: boolean): ExportOrder {
  const first = fills.reduce((earliest, fill) => (fill.date < earliest.date ? fill : earliest));
  const market = degiroMarket(first.exchange);
  const sum = (pick: (fill: Fill) => number) => fills.reduce((total, fill) => total + Math.abs(pick(fill)), 0);
  return {
    id,
    date: first.date,
    product: first.product,
    market,
    venue: degiroVenueName(first.exchange),
    shares: sum((fill) => fill.quantity),
    valueEur: sum((fill) => fill.value),
    valueUsd: market === 'us' ? sum((fill) => fill.localValue) : 0,
    usdPerEur: market === 'us' ? weightedRate(fills) : null,
    exchange: market === 'us' ? first.exchange.toUpperCase() : null,
    marketId: degiroMarketId(first.exchange),
    ...paidOf(fills),
    // A layout without an AutoFX column cannot show the conversion cost: both sides leave it out.
    ...(listsFx ? {} : { paidLeavesOut: 'fx' as const }),
  };
}

function tradeOf(fill: Fill, source: RecordSource): PortfolioRecord {
  const { transactionEur: transaction, autoFxEur: conversion } = fill;
  return tradeRecord(
    {
      id: lineId(source, fill.line),
      date: fill.date,
      isin: fill.isin,
      name: fill.product,
      quantity: fill.quantity,
      price: fill.price,
      currency: fill.currency,
      amount: fill.localValue,
      amountEur: Math.abs(fill.value),
      feeEur: transaction + conversion,
      fxRate: fill.rate,
      ...(conversion !== 0 ? { feeParts: { transaction, conversion } } : {}),
    },
    source,
  );
}

/** 'YYYY-MM-DD HH:MM': DEGIRO lists the newest first; the trades are kept in the order they happened. */
const momentOf = (fill: Fill): string => `${fill.date} ${fill.time.padStart(5, '0')}`;

/** Sorted by moment, a day's trades in the file's order where they share one (a stable sort). */
function byMoment(fills: readonly Fill[]): Fill[] {
  const keyed = fills.map((fill) => ({ fill, moment: momentOf(fill) }));
  keyed.sort((a, b) => (a.moment < b.moment ? -1 : a.moment > b.moment ? 1 : 0));
  return keyed.map(({ fill }) => fill);
}

export function readDegiroTransactions(
  rows: readonly Row[],
  layout: DegiroLayout,
  { source, progress }: ReadContext,
): LedgerRead {
  const columns = TRANSACTION_LAYOUTS[layout];
  const listsFx = columns.autoFx >= 0;
  const style = degiroNumberStyle(rows, columns);
  const fills: Fill[] = [];
  const fillsByOrder = new Map<string, Fill[]>();
  const money: MoneyLine[] = [];
  const conversions: PortfolioRecord[] = [];
  const moves: ShareMove[] = [];
  const skippedLines: number[] = [];
  /** The years the file lists every order's costs for: its orders' years and the years of the costs it books. */
  const listedYears = new Set<number>();
  /** The years of its trades (every row with an Order ID), for the portfolio. */
  const tradeYears = new Set<number>();
  let otherRows = 0;
  rows.forEach((row, index) => {
    if (index % PROGRESS_ROWS === PROGRESS_ROWS - 1) progress();
    if (isBlankRow(row)) return;
    const line = lineNumberOf(index);
    const date = parseDayMonthYear(cellAt(row, columns.date));
    const quantity = readNumber(cellAt(row, columns.quantity), style);
    const price = readOptionalNumber(cellAt(row, columns.price), style);
    const localValue = readOptionalNumber(cellAt(row, columns.localValue), style);
    const value = readOptionalNumber(cellAt(row, columns.value), style);
    const fees = readOptionalNumber(cellAt(row, columns.fees), style);
    const autoFx = readOptionalNumber(cellAt(row, columns.autoFx), style);
    // '' where the header names it (the current layout: euros).
    const valueCurrency = cellAt(row, columns.valueCurrency).toUpperCase();
    if (
      date === null ||
      quantity === null ||
      price === null ||
      localValue === null ||
      value === null ||
      fees === null ||
      autoFx === null ||
      (valueCurrency !== '' && valueCurrency !== 'EUR')
    ) {
      skippedLines.push(line);
      return;
    }
    const year = yearOf(date);
    const feesCurrency = cellAt(row, columns.feesCurrency).toUpperCase() || 'EUR';
    // DEGIRO writes costs as negative amounts: what the reader paid is their opposite.
    if (fees !== 0) money.push({ year, kind: 'transaction', amount: -fees, currency: feesCurrency });
    if (autoFx !== 0) money.push({ year, kind: 'conversion', amount: -autoFx, currency: 'EUR' });
    if (fees !== 0 || autoFx !== 0) listedYears.add(year);
    const rateText = cellAt(row, columns.rate);
    // A rate that is no positive number is no rate (an order then converts at the reference rate).
    const rate = isBlank(rateText) ? null : usableRate(readNumber(rateText, style));
    const orderId = cellAt(row, columns.orderId) || cellAt(row, columns.trailing);
    const exchange = cellAt(row, columns.exchange);
    const product = cellAt(row, columns.product);
    const isin = cellAt(row, columns.isin).toUpperCase() || null;
    const currency = cellAt(row, columns.priceCurrency).toUpperCase() || 'EUR';
    // A fee in another currency is converted with the fill's own rate.
    const transactionEur = feesCurrency === 'EUR' ? -fees : rate ? -fees / rate : 0;
    if (orderId) tradeYears.add(year);
    if (isConversionRow(exchange)) {
      // No order and no shares moved, with or without an Order ID: only its costs are read.
      otherRows += 1;
      const at = { date, isin: null, name: product, kind: 'fee', currency: 'EUR' } as const;
      const id = lineId(source, line);
      if (autoFx !== 0) conversions.push(cashRecord({ ...at, id, feeKind: 'conversion', amount: -autoFx }, source));
      if (transactionEur !== 0) {
        const fee = { ...at, id: `${id}:transaction`, feeKind: 'transaction', amount: transactionEur } as const;
        conversions.push(cashRecord(fee, source));
      }
      return;
    }
    if (!orderId) {
      otherRows += 1;
      const id = lineId(source, line);
      moves.push({ id, date, isin, name: product, quantity, currency, value: localValue, valueEur: Math.abs(value) });
      return;
    }
    listedYears.add(year);
    const fill: Fill = {
      line,
      date,
      time: cellAt(row, columns.time),
      product,
      isin,
      exchange,
      quantity,
      price: Math.abs(price),
      currency,
      localValue,
      value,
      rate,
      orderId,
      transactionEur,
      autoFxEur: -autoFx,
      paidEur: fees !== 0 && feesCurrency !== 'EUR' ? null : -fees - autoFx,
    };
    fills.push(fill);
    const ofOrder = fillsByOrder.get(orderId);
    if (ofOrder) ofOrder.push(fill);
    else fillsByOrder.set(orderId, [fill]);
  });
  const orders: ExportOrder[] = [];
  for (const [id, ofOrder] of fillsByOrder) orders.push(orderFromFills(id, ofOrder, listsFx));
  /** The portfolio's records, built when a view first asks for them (Mijn kosten reads only the orders). */
  let entries: PortfolioRecord[] | undefined;
  const entriesOf = (): PortfolioRecord[] => {
    const built = byMoment(fills).map((fill) => tradeOf(fill, source));
    for (const record of conversions) built.push(record);
    for (const day of movesByDay(moves)) for (const record of corporateActions(day, source)) built.push(record);
    return built;
  };
  const kinds: MoneyKind[] = listsFx ? ['transaction', 'conversion'] : ['transaction'];
  const sorted = (years: Set<number>) => [...years].sort((a, b) => a - b);
  return {
    format: 'degiro-transactions',
    get entries() {
      return (entries ??= entriesOf());
    },
    orders,
    money,
    quotes: [],
    skippedLines,
    otherRows,
    tradeYears: sorted(tradeYears),
    facts: { layout, lists: { years: sorted(listedYears), kinds } },
  };
}
