// Trading 212's history export, read by name with the cost reader's columns (exports/trading212.ts): its market,
// limit and stop orders (ISIN, shares, price in the price's currency, the 'Exchange rate' of a euro account as the
// rate per euro), with their fees and the taxes on buying (stamp duty, French transaction tax) in the cost;
// dividends with the tax withheld; deposits and withdrawals; 'Stock split close/open' pairs as splits or ISIN
// changes (shared.ts corporateActions).
import { parseIsoDate } from '../../brokerFiles/shared/dates.ts';
import { isBlank, readNumber } from '../../brokerFiles/shared/numbers.ts';
import { cellAt, isBlankRow, lineNumberOf, type Row } from '../../brokerFiles/shared/rows.ts';
import { DIVIDEND_ACTION, ORDER_ACTION, trading212Layout } from '../../exports/trading212.ts';
import type { MoneyKind } from '../../exports/types.ts';
import { usableRate } from '../../brokerFiles/shared/venues.ts';
import type { FeeKind, PortfolioRecord, RecordSource } from '../records.ts';
import {
  corporateActions,
  dividendRecords,
  isinOf,
  lineId,
  movesByDay,
  tradeRecord,
  transferRecord,
  type ShareMove,
} from '../../brokerFiles/shared/entries.ts';
import type { ReaderResult } from './types.ts';

const SPLIT_OUT = /split close/i;
const SPLIT_IN = /split open/i;
const DEPOSIT = /^deposit$/i;
const WITHDRAWAL = /^withdrawal$/i;

const FEE_KIND: Readonly<Record<MoneyKind, FeeKind>> = {
  transaction: 'transaction',
  conversion: 'conversion',
  connectivity: 'connectivity',
  'transaction-tax': 'transaction-tax',
  dividend: 'other',
  'dividend-tax': 'other',
};

export function readTrading212(rawHeader: readonly string[], rows: readonly Row[], source: RecordSource): ReaderResult {
  const { col, style, accountCurrency, totalAndTax, paidAmounts, ratePerEuro } = trading212Layout(rawHeader, rows);
  const records: PortfolioRecord[] = [];
  const moves: ShareMove[] = [];
  const skippedLines: number[] = [];
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const line = lineNumberOf(index);
    const action = cellAt(row, col.action);
    const isOrder = ORDER_ACTION.test(action);
    const isDividend = DIVIDEND_ACTION.test(action);
    const isMove = SPLIT_OUT.test(action) || SPLIT_IN.test(action);
    const cash = DEPOSIT.test(action) ? 'deposit' : WITHDRAWAL.test(action) ? 'withdrawal' : null;
    if (!isOrder && !isDividend && !isMove && !cash) return;
    const date = parseIsoDate(cellAt(row, col.time));
    if (date === null) {
      skippedLines.push(line);
      return;
    }
    const id = lineId(source, line);
    const isin = isinOf(cellAt(row, col.isin));
    const name = cellAt(row, col.name) || cellAt(row, col.ticker);
    if (cash || isDividend) {
      const read = totalAndTax(row);
      if (read === null) {
        skippedLines.push(line);
        return;
      }
      if (cash) {
        records.push(transferRecord({ id, date, kind: cash, ...read.total }, source));
        return;
      }
      // The tax is stated in the dividend's own currency; the row's exchange rate (per euro, in a euro account)
      // converts it.
      const withheld = read.withheld && { ...read.withheld, fxRate: ratePerEuro(row) };
      records.push(...dividendRecords({ id, date, isin, name }, read.total, withheld, source));
      return;
    }
    const shares = readNumber(cellAt(row, col.shares), style);
    const price = readNumber(cellAt(row, col.price), style);
    const account = accountCurrency(row);
    const currency = cellAt(row, col.priceCurrency).toUpperCase() || account;
    if (shares === null || price === null) {
      skippedLines.push(line);
      return;
    }
    if (isMove) {
      const quantity = SPLIT_OUT.test(action) ? -Math.abs(shares) : Math.abs(shares);
      moves.push({ id, date, isin, name, quantity, currency, value: 0, valueEur: null });
      return;
    }
    const amounts = paidAmounts(row);
    const rateText = cellAt(row, col.rate);
    // The rate is per unit of the account's currency: only in a euro account is it a rate per euro.
    const rate =
      currency === 'EUR'
        ? null
        : account === 'EUR' && !isBlank(rateText)
          ? usableRate(Math.abs(readNumber(rateText, style) ?? NaN))
          : null;
    if (amounts.some((fee) => fee.read === 'unreadable')) {
      skippedLines.push(line);
      return;
    }
    // Every amount paid with the order, taxes on buying included, is part of its cost (a purchase) or lowers its
    // proceeds (a sale). An amount in a currency without a rate to the euro is no euro amount and is left out.
    const feeParts: Partial<Record<FeeKind, number>> = {};
    for (const { kind, read } of amounts) {
      if (!read || read === 'unreadable' || read.amount === 0) continue;
      const euros =
        read.currency === 'EUR'
          ? Math.abs(read.amount)
          : read.currency === currency && rate
            ? Math.abs(read.amount) / rate
            : null;
      if (euros === null) continue;
      feeParts[FEE_KIND[kind]] = (feeParts[FEE_KIND[kind]] ?? 0) + euros;
    }
    const feeEur = Object.values(feeParts).reduce((sum, part) => sum + part, 0);
    const quantity = /sell$/i.test(action) ? -Math.abs(shares) : Math.abs(shares);
    // Fee parts only where the cost is more than the transaction fee (a conversion, a tax on buying).
    const parts = Object.keys(feeParts).some((kind) => kind !== 'transaction') ? { feeParts } : {};
    records.push(
      tradeRecord({ id, date, isin, name, quantity, price, currency, feeEur, fxRate: rate, ...parts }, source),
    );
  });
  // Trading 212 lists the oldest first; a day's records keep that order.
  for (const day of movesByDay(moves)) records.push(...corporateActions(day, source));
  return { records, skippedLines };
}
