// DEGIRO's Transacties / Transactions.csv, both layouts and both languages.
//
// Older layout (19 columns): every amount is followed by an unnamed column with its currency
//   Datum,Tijd,Product,ISIN,Beurs,Uitvoeringsplaats,Aantal,Koers,,Lokale waarde,,Waarde,,Wisselkoers,
//   Transactiekosten en/of,,Totaal,,Order ID
// Current layout: the euro columns say 'EUR' in their name, AutoFX costs have a column of their own,
// and a trailing unnamed column sometimes holds the Order ID instead of the 'Order ID' column.
//
// Rows of one order share an Order ID (partial fills). Rows without one (corporate actions, exchange
// code DEG) are no orders. Sells have a negative quantity; buys and sells are priced alike.
import { parseDayMonthYear, yearOf } from './dates.ts';
import { columnIndex, columnStartingWith, normalizeHeader } from './header.ts';
import { isBlank, parseDecimal, parseOptionalDecimal, type NumberStyle } from './numbers.ts';
import { isBlankRow, lineNumberOf, numberStyleOfColumns, type Row } from './rows.ts';
import type { ExportOrder, MoneyLine, ParsedExport } from './types.ts';
import { degiroMarket, degiroVenueName } from './venues.ts';

interface Columns {
  readonly date: number;
  readonly product: number;
  readonly exchange: number;
  readonly quantity: number;
  readonly price: number;
  readonly localValue: number;
  readonly value: number;
  /** Column of the value's currency, or -1 when the header names the currency (current layout: EUR). */
  readonly valueCurrency: number;
  readonly rate: number;
  readonly autoFx: number;
  readonly fees: number;
  readonly feesCurrency: number;
  readonly orderId: number;
  /** The unnamed last column of the current layout, or -1. */
  readonly trailing: number;
}

/** The unnamed column right after `index` holds the currency of the amount in `index`. */
function currencyColumnAfter(header: readonly string[], index: number): number {
  return index >= 0 && header[index + 1] === '' ? index + 1 : -1;
}

function columnsOf(rawHeader: readonly string[]): Columns {
  const header = normalizeHeader(rawHeader);
  const value = columnIndex(header, ['waarde', 'waarde eur', 'value', 'value eur']);
  const fees = columnStartingWith(header, ['transactiekosten', 'transaction and/or', 'transaction costs']);
  const orderId = columnIndex(header, ['order id']);
  const last = header.length - 1;
  return {
    date: columnIndex(header, ['datum', 'date']),
    product: columnIndex(header, ['product']),
    exchange: columnIndex(header, ['beurs', 'reference exchange', 'reference', 'exchange']),
    quantity: columnIndex(header, ['aantal', 'quantity']),
    price: columnIndex(header, ['koers', 'price']),
    localValue: columnIndex(header, ['lokale waarde', 'local value']),
    value,
    valueCurrency: currencyColumnAfter(header, value),
    rate: columnIndex(header, ['wisselkoers', 'exchange rate']),
    autoFx: columnStartingWith(header, ['autofx']),
    fees,
    feesCurrency: currencyColumnAfter(header, fees),
    orderId,
    trailing: last > orderId && header[last] === '' ? last : -1,
  };
}

const cell = (row: Row, index: number): string => (index >= 0 ? (row[index] ?? '').trim() : '');

function orderIdOf(row: Row, columns: Columns): string {
  return cell(row, columns.orderId) || cell(row, columns.trailing);
}

/** One readable row of the file. */
interface Fill {
  readonly date: string;
  readonly product: string;
  readonly exchange: string;
  readonly quantity: number;
  readonly localValue: number;
  readonly value: number;
  readonly rate: number | null;
  readonly orderId: string;
}

type RowResult =
  { readonly ok: true; readonly fill: Fill; readonly money: readonly MoneyLine[] } | { readonly ok: false };

function readRow(row: Row, columns: Columns, style: NumberStyle): RowResult {
  const date = parseDayMonthYear(cell(row, columns.date));
  const quantity = parseDecimal(cell(row, columns.quantity), style);
  const localValue = parseOptionalDecimal(cell(row, columns.localValue), style);
  const value = parseOptionalDecimal(cell(row, columns.value), style);
  const rateText = cell(row, columns.rate);
  const rate = isBlank(rateText) ? null : parseDecimal(rateText, style);
  const fees = parseOptionalDecimal(cell(row, columns.fees), style);
  const autoFx = parseOptionalDecimal(cell(row, columns.autoFx), style);
  if (date === null || quantity === null || localValue === null || value === null || fees === null || autoFx === null)
    return { ok: false };
  if (rate === null && !isBlank(rateText)) return { ok: false };
  // Only euro accounts: a value in another currency would be summed as euros without a word.
  const valueCurrency = cell(row, columns.valueCurrency).toUpperCase();
  if (valueCurrency !== '' && valueCurrency !== 'EUR') return { ok: false };
  const year = yearOf(date);
  const feesCurrency = cell(row, columns.feesCurrency).toUpperCase() || 'EUR';
  const money: MoneyLine[] = [];
  // DEGIRO writes costs as negative amounts; what the reader paid is their opposite.
  if (fees !== 0) money.push({ year, kind: 'transaction', amount: -fees, currency: feesCurrency });
  if (autoFx !== 0) money.push({ year, kind: 'conversion', amount: -autoFx, currency: 'EUR' });
  return {
    ok: true,
    money,
    fill: {
      date,
      product: cell(row, columns.product),
      exchange: cell(row, columns.exchange),
      quantity,
      localValue,
      value,
      rate: rate !== null && rate > 0 ? rate : null,
      orderId: orderIdOf(row, columns),
    },
  };
}

/** One order from its fills: values and shares summed as absolute amounts. */
function orderFromFills(id: string, fills: readonly Fill[]): ExportOrder {
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
    usdPerEur: market === 'us' ? (fills.find((fill) => fill.rate !== null)?.rate ?? null) : null,
  };
}

export function parseDegiroTransactions(header: readonly string[], rows: readonly Row[]): ParsedExport {
  const columns = columnsOf(header);
  const style = numberStyleOfColumns(
    rows,
    [columns.price, columns.localValue, columns.value, columns.rate, columns.fees, columns.autoFx],
    'comma-decimal',
  );
  const fillsByOrder = new Map<string, Fill[]>();
  const money: MoneyLine[] = [];
  const skippedLines: number[] = [];
  let otherRows = 0;
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const result = readRow(row, columns, style);
    if (!result.ok) {
      skippedLines.push(lineNumberOf(index));
      return;
    }
    money.push(...result.money);
    const { fill } = result;
    if (!fill.orderId) {
      otherRows += 1;
      return;
    }
    const fills = fillsByOrder.get(fill.orderId);
    if (fills) fills.push(fill);
    else fillsByOrder.set(fill.orderId, [fill]);
  });
  const orders = [...fillsByOrder].map(([id, fills]) => orderFromFills(id, fills));
  return { format: 'degiro-transactions', orders, money, skippedLines, otherRows };
}
