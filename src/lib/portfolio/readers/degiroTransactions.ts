// DEGIRO Transactions: one buy or sell per fill; rows without an Order ID are corporate actions (split, ISIN change,
// transfer), read per day (shared.ts). Columns as the cost reader's layouts (exports/degiroTransactions.ts), plus
// the ISIN and the price's currency, which the cost reader does not use.
import { parseDayMonthYear, yearOf } from '../../exports/dates.ts';
import { LAYOUTS } from '../../exports/degiroTransactions.ts';
import { isBlank, readNumber, readOptionalNumber, type NumberStyle } from '../../exports/numbers.ts';
import { cellAt, isBlankRow, lineNumberOf, numberStyleOfColumns, type Row } from '../../exports/rows.ts';
import type { DegiroLayout } from '../../exports/types.ts';
import type { PortfolioRecord, RecordSource } from '../records.ts';
import { corporateActions, lineId, movesByDay, tradeRecord, type ShareMove } from './shared.ts';
import type { ReaderResult } from './types.ts';

const ISIN_COLUMN = 3;
const PRICE_CURRENCY: Readonly<Record<DegiroLayout, number>> = { '2020': 6, old: 8, current: 8 };

interface TradeRow {
  readonly line: number;
  readonly date: string;
  /** 'HH:MM' as the file writes it, to order one day's trades. */
  readonly time: string;
  readonly product: string;
  readonly isin: string | null;
  /** Signed: negative for a sale. */
  readonly quantity: number;
  readonly price: number;
  readonly currency: string;
  readonly localValue: number;
  /** Euro value (absolute), or null when the file states it in another currency. */
  readonly valueEur: number | null;
  readonly rate: number | null;
  readonly transactionFeeEur: number;
  readonly autoFxEur: number;
  readonly orderId: string;
}

function readTradeRow(row: Row, index: number, layout: DegiroLayout, style: NumberStyle): TradeRow | null {
  const columns = LAYOUTS[layout];
  const cell = (at: number) => cellAt(row, at);
  const date = parseDayMonthYear(cell(columns.date));
  const quantity = readNumber(cell(columns.quantity), style);
  const price = readOptionalNumber(cell(columns.price), style);
  const localValue = readOptionalNumber(cell(columns.localValue), style);
  const value = readOptionalNumber(cell(columns.value), style);
  const fees = readOptionalNumber(cell(columns.fees), style);
  const autoFx = readOptionalNumber(cell(columns.autoFx), style);
  if (date === null || quantity === null || price === null || localValue === null || value === null) return null;
  if (fees === null || autoFx === null) return null;
  const rateText = cell(columns.rate);
  const rate = isBlank(rateText) ? null : readNumber(rateText, style);
  const valueCurrency = cell(columns.valueCurrency).toUpperCase() || 'EUR';
  const feesCurrency = cell(columns.feesCurrency).toUpperCase() || 'EUR';
  const usableRate = rate !== null && rate > 0 ? rate : null;
  // DEGIRO writes costs as negative amounts; a fee in another currency is converted with the fill's own rate.
  const feeEur = feesCurrency === 'EUR' ? -fees : usableRate ? -fees / usableRate : 0;
  const isin = cell(ISIN_COLUMN).toUpperCase();
  return {
    line: lineNumberOf(index),
    date,
    time: cell(1),
    product: cell(columns.product),
    isin: isin || null,
    quantity,
    price: Math.abs(price),
    currency: cell(PRICE_CURRENCY[layout]).toUpperCase() || 'EUR',
    localValue,
    valueEur: valueCurrency === 'EUR' ? Math.abs(value) : null,
    rate: usableRate,
    transactionFeeEur: feeEur,
    autoFxEur: -autoFx,
    orderId: cell(columns.orderId) || cell(columns.trailing),
  };
}

function degiroTradeRecord(row: TradeRow, source: RecordSource): PortfolioRecord {
  return tradeRecord(
    {
      id: lineId(source, row.line),
      date: row.date,
      isin: row.isin,
      name: row.product,
      quantity: row.quantity,
      price: row.price,
      currency: row.currency,
      amount: row.localValue,
      amountEur: row.valueEur,
      feeEur: row.transactionFeeEur + row.autoFxEur,
      fxRate: row.rate,
      ...(row.autoFxEur !== 0 ? { feeParts: { transaction: row.transactionFeeEur, conversion: row.autoFxEur } } : {}),
    },
    source,
  );
}

const shareMove = (row: TradeRow, source: RecordSource): ShareMove => ({
  id: lineId(source, row.line),
  date: row.date,
  isin: row.isin,
  name: row.product,
  quantity: row.quantity,
  currency: row.currency,
  value: row.localValue,
  valueEur: row.valueEur,
});

export function readDegiroTransactions(rows: readonly Row[], layout: DegiroLayout, source: RecordSource): ReaderResult {
  const columns = LAYOUTS[layout];
  const style = numberStyleOfColumns(
    rows,
    [columns.price, columns.localValue, columns.value, columns.rate, columns.fees, columns.autoFx],
    'comma-decimal',
  );
  const trades: TradeRow[] = [];
  const skippedLines: number[] = [];
  const moves: ShareMove[] = [];
  const years = new Set<number>();
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const trade = readTradeRow(row, index, layout, style);
    if (!trade) {
      skippedLines.push(lineNumberOf(index));
      return;
    }
    if (trade.orderId) {
      years.add(yearOf(trade.date));
      trades.push(trade);
    } else moves.push(shareMove(trade, source));
  });
  // DEGIRO lists the newest first: the trades in the order they happened, so a sale follows the purchase of the
  // same day (the maths keeps one day's records in the order given).
  const moment = (trade: TradeRow) => `${trade.date} ${trade.time.padStart(5, '0')}`;
  trades.sort((a, b) => (moment(a) < moment(b) ? -1 : moment(a) > moment(b) ? 1 : 0));
  const records = trades.map((trade) => degiroTradeRecord(trade, source));
  for (const day of movesByDay(moves)) records.push(...corporateActions(day, source));
  return { records, skippedLines, tradeYears: [...years].sort((a, b) => a - b) };
}
