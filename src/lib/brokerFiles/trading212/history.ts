// Trading 212's history export, read once into the ledger: its market, limit and stop orders (ISIN, shares, price in
// the price's currency, the 'Exchange rate' of a euro account as the rate per euro) with the amounts paid with each
// (fees, and the taxes on buying, which are no broker cost but part of what a purchase cost); dividends with the tax
// withheld; deposits and withdrawals; 'Stock split close/open' pairs as splits or ISIN changes (corporateActions).
// A row the ledger reads but cannot (no date, no number where one is needed, a price without its currency) is one
// skipped line for every tool.
import type { ExportOrder, MoneyKind, MoneyLine } from '../../exports/types.ts';
import type { FeeKind, PortfolioRecord } from '../../portfolio/records.ts';
import type { ReadContext } from '../ledger.ts';
import type { LedgerRead } from '../registry.ts';
import { parseIsoDate, yearOf } from '../shared/dates.ts';
import {
  corporateActions,
  dividendRecords,
  isinOf,
  lineId,
  movesByDay,
  tradeRecord,
  transferRecord,
  type ShareMove,
} from '../shared/entries.ts';
import { readNumber } from '../shared/numbers.ts';
import { paidInEuros } from '../shared/orderPaid.ts';
import { cellAt, dividendLines, orderIdentity, readRows, type Row, type RowResult } from '../shared/rows.ts';
import { priceCurrencyOrder } from '../shared/venues.ts';
import {
  DEPOSIT_ACTION,
  DIVIDEND_ACTION,
  historyLayout,
  ORDER_ACTION,
  SELL_ACTION,
  SPLIT_IN_ACTION,
  SPLIT_OUT_ACTION,
  WITHDRAWAL_ACTION,
} from './columns.ts';

const FEE_KIND: Readonly<Record<MoneyKind, FeeKind>> = {
  transaction: 'transaction',
  conversion: 'conversion',
  connectivity: 'connectivity',
  'transaction-tax': 'transaction-tax',
  dividend: 'other',
  'dividend-tax': 'other',
};

/**
 * The amounts paid with an order in euros, by kind, for the portfolio: every amount, taxes on buying included, is part
 * of a purchase's cost or lowers a sale's proceeds. An amount in a currency the order's rate does not convert is no
 * euro amount and is left out.
 */
function feePartsOf(
  paid: readonly MoneyLine[],
  currency: string,
  rate: number | null,
): Partial<Record<FeeKind, number>> {
  const parts: Partial<Record<FeeKind, number>> = {};
  for (const line of paid) {
    const euros =
      line.currency === 'EUR' ? line.amount : line.currency === currency && rate ? line.amount / rate : null;
    if (euros !== null) parts[FEE_KIND[line.kind]] = (parts[FEE_KIND[line.kind]] ?? 0) + euros;
  }
  return parts;
}

export function readHistory(rawHeader: readonly string[], rows: readonly Row[], context: ReadContext): LedgerRead {
  const { source } = context;
  const layout = historyLayout(rawHeader, rows);
  const { col, style } = layout;
  const entries: PortfolioRecord[] = [];
  const moves: ShareMove[] = [];

  const readRow = (row: Row, line: number): RowResult<ExportOrder> => {
    const action = cellAt(row, col.action);
    const isOrder = ORDER_ACTION.test(action);
    const isDividend = DIVIDEND_ACTION.test(action);
    const isMove = SPLIT_OUT_ACTION.test(action) || SPLIT_IN_ACTION.test(action);
    const cash = DEPOSIT_ACTION.test(action) ? 'deposit' : WITHDRAWAL_ACTION.test(action) ? 'withdrawal' : null;
    const read = isOrder || isDividend || isMove || cash !== null;
    const account = layout.accountCurrency(row);
    const amounts = layout.paidAmounts(row, account);
    if (amounts.some((fee) => fee.read === 'unreadable')) return { status: 'skip' };
    const date = parseIsoDate(cellAt(row, col.time));
    if (date === null) return read ? { status: 'skip' } : { status: 'other' };
    const year = yearOf(date);
    const money: MoneyLine[] = [];
    for (const { kind, read: paid } of amounts) {
      if (paid && paid !== 'unreadable' && paid.amount !== 0)
        money.push({ year, kind, amount: Math.abs(paid.amount), currency: paid.currency });
    }
    if (!read) return { status: 'other', money };

    const id = lineId(source, line);
    const isin = isinOf(cellAt(row, col.isin));
    const name = cellAt(row, col.name) || cellAt(row, col.ticker);
    if (cash || isDividend) {
      const moved = layout.totalAndTax(row, account);
      if (moved === null) return { status: 'skip' };
      if (cash) {
        entries.push(transferRecord({ id, date, kind: cash, ...moved.total }, source));
        return { status: 'other', money };
      }
      // The tax is stated in the dividend's own currency; the row's rate (per euro, in a euro account) converts it.
      const withheld = moved.withheld && { ...moved.withheld, fxRate: layout.ratePerEuro(row, account) };
      entries.push(...dividendRecords({ id, date, isin, name }, moved.total, withheld, source));
      return { status: 'money', money: [...money, ...dividendLines(year, moved.total, moved.withheld)] };
    }

    const shares = readNumber(cellAt(row, col.shares), style);
    const price = readNumber(cellAt(row, col.price), style);
    const currency = cellAt(row, col.priceCurrency).toUpperCase();
    if (shares === null || price === null) return { status: 'skip' };
    if (isMove) {
      const quantity = SPLIT_OUT_ACTION.test(action) ? -Math.abs(shares) : Math.abs(shares);
      moves.push({ id, date, isin, name, quantity, currency: currency || account, value: 0, valueEur: null });
      return { status: 'other', money };
    }
    // An order without its price's currency has no market and no euro value: unread, as no tool may guess them.
    if (currency === '') return { status: 'skip' };
    const rate = layout.ratePerEuro(row, account);
    const order = priceCurrencyOrder({ ...orderIdentity(row, line, col), date, currency, shares, price, rate });
    // What the order cost at Trading 212: its conversion fee and any transaction fee (taxes on buying are no broker
    // cost); without the conversion-fee column the file cannot show that cost.
    const costs = money.filter((paid) => paid.kind !== 'transaction-tax');
    const paid = paidInEuros(costs, (code) => (code === currency ? rate : null));
    const leavesOut = layout.listsConversion ? {} : { paidLeavesOut: 'fx' as const };

    const fxRate = currency === 'EUR' ? null : rate;
    const feeParts = feePartsOf(money, currency, fxRate);
    const feeEur = Object.values(feeParts).reduce((sum, part) => sum + part, 0);
    const quantity = SELL_ACTION.test(action) ? -Math.abs(shares) : Math.abs(shares);
    // Fee parts only where the cost is more than the transaction fee (a conversion, a tax on buying).
    const parts = Object.keys(feeParts).some((kind) => kind !== 'transaction') ? { feeParts } : {};
    entries.push(tradeRecord({ id, date, isin, name, quantity, price, currency, feeEur, fxRate, ...parts }, source));
    return { status: 'item', item: { ...order, ...paid, ...leavesOut }, money };
  };

  const read = readRows(rows, readRow, context.progress);
  // Trading 212 lists the oldest first; a day's split rows become records after the file's other records.
  for (const day of movesByDay(moves)) entries.push(...corporateActions(day, source));
  return {
    format: 'trading212',
    entries,
    orders: read.items,
    money: read.money,
    quotes: [],
    skippedLines: read.skippedLines,
    otherRows: read.otherRows,
    tradeYears: [],
    facts: {},
  };
}
