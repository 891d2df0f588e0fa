// DEGIRO Transactions: one buy or sell per fill; rows without an Order ID are corporate actions (split, ISIN change,
// transfer), read per day (shared.ts). Columns as the cost reader's layouts (exports/degiroTransactions.ts), plus
// the ISIN and the price's currency, which the cost reader does not use.
import { yearOf } from '../../brokerFiles/shared/dates.ts';
import { degiroNumberStyle, LAYOUTS, readFillCells } from '../../exports/degiroTransactions.ts';
import { readOptionalNumber, type NumberStyle } from '../../brokerFiles/shared/numbers.ts';
import { cellAt, isBlankRow, lineNumberOf, type Row } from '../../brokerFiles/shared/rows.ts';
import type { DegiroLayout } from '../../exports/types.ts';
import type { PortfolioRecord, RecordSource } from '../records.ts';
import { corporateActions, lineId, movesByDay, tradeRecord, type ShareMove } from '../../brokerFiles/shared/entries.ts';
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
  const read = readFillCells(row, columns, style);
  const price = readOptionalNumber(cellAt(row, columns.price), style);
  if (read === null || price === null) return null;
  const { fees, rate } = read;
  // A fee in another currency is converted with the fill's own rate.
  const feeEur = read.feesCurrency === 'EUR' ? -fees : rate ? -fees / rate : 0;
  return {
    line: lineNumberOf(index),
    date: read.date,
    time: cellAt(row, 1),
    product: read.product,
    isin: cellAt(row, ISIN_COLUMN).toUpperCase() || null,
    quantity: read.quantity,
    price: Math.abs(price),
    currency: cellAt(row, PRICE_CURRENCY[layout]).toUpperCase() || 'EUR',
    localValue: read.localValue,
    valueEur: (read.valueCurrency || 'EUR') === 'EUR' ? Math.abs(read.value) : null,
    rate,
    transactionFeeEur: feeEur,
    autoFxEur: -read.autoFx,
    orderId: read.orderId,
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
  const style = degiroNumberStyle(rows, LAYOUTS[layout]);
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
