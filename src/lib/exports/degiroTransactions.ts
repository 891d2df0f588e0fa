// DEGIRO's Transacties / Transactions.csv in its three layouts, in whatever language the header is
// written: the layout (recognised by its shape in src/lib/brokerFiles/degiro/recognise.ts) fixes where each value stands.
//
// 2020 (18 columns): each currency cell stands BEFORE its amount, no venue column
//   Datum,Uhrzeit,Produkt,ISIN,Referenzbörse,Anzahl,,Kurs,,Wert in Lokalwährung,,Wert,Wechselkurs,,
//   Transaktionskost,,Gesamt,Order-ID
// Old (19 columns): every amount is followed by an unnamed column with its currency
//   Datum,Tijd,Product,ISIN,Beurs,Uitvoeringsplaats,Aantal,Koers,,Lokale waarde,,Waarde,,Wisselkoers,
//   Transactiekosten en/of,,Totaal,,Order ID
// Current: the euro columns say 'EUR' in their name, AutoFX costs have a column of their own, and a
// trailing unnamed column sometimes holds the Order ID instead of the 'Order ID' column.
//
// Rows of one order share an Order ID (partial fills). Rows without one (corporate actions, exchange
// code DEG) are no orders. Sells have a negative quantity; buys and sells are priced alike.
import { parseDayMonthYear, yearOf } from '../brokerFiles/shared/dates.ts';
import { isBlank, readNumber, readOptionalNumber, type NumberStyle } from '../brokerFiles/shared/numbers.ts';
import { cellAt, numberStyleOfColumns, readRows, type Row, type RowResult } from '../brokerFiles/shared/rows.ts';
import type { DegiroLayout, ExportOrder, MoneyKind, MoneyLine, ParsedExport } from './types.ts';
import { degiroMarket, degiroMarketId, degiroVenueName, usableRate } from '../brokerFiles/shared/venues.ts';

export interface Columns {
  readonly date: number;
  readonly product: number;
  readonly exchange: number;
  readonly quantity: number;
  readonly price: number;
  readonly localValue: number;
  readonly value: number;
  /** Column of the value's currency, or -1 when the header names it (current layout: EUR). */
  readonly valueCurrency: number;
  readonly rate: number;
  readonly autoFx: number;
  readonly fees: number;
  /** Column of the fees' currency, or -1 (current layout: EUR). */
  readonly feesCurrency: number;
  readonly orderId: number;
  /** The unnamed last column of the current layout, or -1. */
  readonly trailing: number;
}

// The 19-column layout; the other two differ from it only where their columns moved.
const OLD: Columns = {
  date: 0,
  product: 2,
  exchange: 4,
  quantity: 6,
  price: 7,
  localValue: 9,
  value: 11,
  valueCurrency: 12,
  rate: 13,
  autoFx: -1,
  fees: 14,
  feesCurrency: 15,
  orderId: 18,
  trailing: -1,
};

export const LAYOUTS: Readonly<Record<DegiroLayout, Columns>> = {
  // No venue column, and each currency cell before its amount.
  '2020': { ...OLD, quantity: 5, valueCurrency: 10, rate: 12, feesCurrency: 13, orderId: 17 },
  old: OLD,
  // 'EUR' in the column names instead of currency cells, an AutoFX column, and the Order ID also in the last column.
  current: { ...OLD, valueCurrency: -1, rate: 12, autoFx: 13, feesCurrency: -1, orderId: 16, trailing: 17 },
};

/** One readable row of the file. */
interface Fill {
  readonly date: string;
  readonly product: string;
  readonly exchange: string;
  readonly quantity: number;
  readonly localValue: number;
  readonly value: number;
  /** The fill's rate when it is a positive finite number, else null. */
  readonly rate: number | null;
  readonly orderId: string;
  /** The fill's fees and AutoFX in euros (null when a fee is in another currency). */
  readonly paidEur: number | null;
}

/** DEGIRO's exchange code of a currency conversion row. */
const isConversionRow = (exchange: string): boolean => exchange.trim().toUpperCase() === 'CNX';

/** How a Transactions file writes its numbers: as its amount columns show, comma decimals where they do not tell. */
export function degiroNumberStyle(rows: readonly Row[], columns: Columns): NumberStyle {
  return numberStyleOfColumns(
    rows,
    [columns.price, columns.localValue, columns.value, columns.rate, columns.fees, columns.autoFx],
    'comma-decimal',
  );
}

/** The cells of a row both readers (costs and portfolio) read, or null when a date or an amount is unreadable. */
export function readFillCells(row: Row, columns: Columns, style: NumberStyle) {
  const cell = (index: number) => cellAt(row, index);
  const date = parseDayMonthYear(cell(columns.date));
  const quantity = readNumber(cell(columns.quantity), style);
  const localValue = readOptionalNumber(cell(columns.localValue), style);
  const value = readOptionalNumber(cell(columns.value), style);
  const fees = readOptionalNumber(cell(columns.fees), style);
  const autoFx = readOptionalNumber(cell(columns.autoFx), style);
  if (date === null || quantity === null || localValue === null || value === null || fees === null || autoFx === null)
    return null;
  const rateText = cell(columns.rate);
  return {
    date,
    product: cell(columns.product),
    quantity,
    localValue,
    value,
    /** '' where the header names it (the current layout: euros). */
    valueCurrency: cell(columns.valueCurrency).toUpperCase(),
    /** DEGIRO writes costs as negative amounts. */
    fees,
    feesCurrency: cell(columns.feesCurrency).toUpperCase() || 'EUR',
    autoFx,
    /** A rate that is no positive number is no rate (an order then converts at the reference rate). */
    rate: isBlank(rateText) ? null : usableRate(readNumber(rateText, style)),
    orderId: cell(columns.orderId) || cell(columns.trailing),
  };
}

function readRow(row: Row, columns: Columns, style: NumberStyle): RowResult<Fill> {
  const read = readFillCells(row, columns, style);
  if (read === null) return { status: 'skip' };
  const { valueCurrency, fees, feesCurrency, autoFx, ...cells } = read;
  // Only euro accounts: a value in another currency would be summed as euros without a word.
  if (valueCurrency !== '' && valueCurrency !== 'EUR') return { status: 'skip' };
  const year = yearOf(cells.date);
  // What the reader paid is the costs' opposite.
  let money: MoneyLine[] | undefined;
  if (fees !== 0) money = [{ year, kind: 'transaction', amount: -fees, currency: feesCurrency }];
  if (autoFx !== 0) (money ??= []).push({ year, kind: 'conversion', amount: -autoFx, currency: 'EUR' });
  const fill: Fill = {
    ...cells,
    exchange: cellAt(row, columns.exchange),
    paidEur: fees !== 0 && feesCurrency !== 'EUR' ? null : -fees - autoFx,
  };
  // A currency conversion booked as a row of its own (exchange CNX: EUR/PLN for an account that trades in
  // zloty) is no order, though it carries an order ID; its AutoFX is still a cost paid.
  if (!fill.orderId || isConversionRow(fill.exchange)) return money ? { status: 'other', money } : { status: 'other' };
  return money ? { status: 'item', item: fill, money } : { status: 'item', item: fill };
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

/** One order from its fills: values and shares summed as absolute amounts. */
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

export function parseDegiroTransactions(
  _header: readonly string[],
  rows: readonly Row[],
  layout: DegiroLayout = 'current',
  progress?: () => void,
): ParsedExport {
  const columns = LAYOUTS[layout];
  const style = degiroNumberStyle(rows, columns);
  const read = readRows(rows, (row) => readRow(row, columns, style), progress);
  const fillsByOrder = new Map<string, Fill[]>();
  const years = new Set<number>();
  for (const fill of read.items) {
    years.add(yearOf(fill.date));
    const fills = fillsByOrder.get(fill.orderId);
    if (fills) fills.push(fill);
    else fillsByOrder.set(fill.orderId, [fill]);
  }
  for (const line of read.money) years.add(line.year);
  const orders = [...fillsByOrder].map(([id, fills]) => orderFromFills(id, fills, columns.autoFx >= 0));
  const kinds: MoneyKind[] = columns.autoFx >= 0 ? ['transaction', 'conversion'] : ['transaction'];
  return {
    format: 'degiro-transactions',
    orders,
    money: read.money,
    skippedLines: read.skippedLines,
    otherRows: read.otherRows,
    layout,
    lists: { years: [...years].sort((a, b) => a - b), kinds },
  };
}
