// Trade Republic's own transaction export, read once into the ledger, columns by name:
//   "datetime","date","account_type","category","type","asset_class","name","symbol","shares","price",
//   "amount","fee","tax","currency","original_amount","original_currency","fx_rate",…
// BUY and SELL rows are orders and `fee` is what was paid for them; `fx_rate`, when given, is the rate the order was
// booked at (price currency per euro). `symbol` holds the ISIN; `amount` is signed (negative for money out) and holds
// the fee, so a trade's value is shares × price. DIVIDEND rows carry the dividend in `amount` and the tax withheld in
// `tax`. The customer's transfers in and out are deposits and withdrawals; everything else (interest, savings-plan
// cash) is another row. A savings-plan execution (its type, category or description names the plan, or a buy without
// a fee in a file that states fees) is free at Trade Republic and priced as the broker's savings plan.
import type { ExportOrder } from '../../exports/types.ts';
import type { PortfolioRecord } from '../../portfolio/records.ts';
import type { ReadContext } from '../ledger.ts';
import type { LedgerRead } from '../registry.ts';
import { parseIsoDate, yearOf } from '../shared/dates.ts';
import { dividendRecords, isinOf, lineId, tradeRecord, transferRecord } from '../shared/entries.ts';
import { columnIndex, normalizeHeader } from '../shared/header.ts';
import { isBlank, readNumber, readOptionalNumber } from '../shared/numbers.ts';
import { paidInEuros } from '../shared/orderPaid.ts';
import {
  cellAt,
  dividendLines,
  numberStyleOfColumns,
  orderIdentity,
  readRows,
  type Row,
  type RowResult,
} from '../shared/rows.ts';
import { priceCurrencyOrder, usableRate } from '../shared/venues.ts';

const ORDER_TYPES = new Set(['BUY', 'SELL']);
const DIVIDEND_TYPE = 'DIVIDEND';
/** A savings-plan execution, by its type, category or description (free at Trade Republic). */
const SAVINGS_PLAN = /sparplan|spaarplan|savings.?plan|saving_plan|savingsplan/i;
const DEPOSIT = /customer_inbound|deposit|einzahlung|storting/i;
const WITHDRAWAL = /customer_outbound|withdrawal|auszahlung|opname|payout/i;

/** The columns of Trade Republic's export (and of the community exports in its shape) that the reader uses. */
function exportColumns(rawHeader: readonly string[]) {
  const header = normalizeHeader(rawHeader);
  return {
    datetime: columnIndex(header, ['datetime']),
    date: columnIndex(header, ['date']),
    type: columnIndex(header, ['type']),
    name: columnIndex(header, ['name']),
    symbol: columnIndex(header, ['symbol']),
    shares: columnIndex(header, ['shares']),
    price: columnIndex(header, ['price']),
    amount: columnIndex(header, ['amount']),
    fee: columnIndex(header, ['fee']),
    tax: columnIndex(header, ['tax']),
    currency: columnIndex(header, ['currency']),
    rate: columnIndex(header, ['fx_rate']),
    category: columnIndex(header, ['category']),
    description: columnIndex(header, ['description']),
    id: columnIndex(header, ['transaction_id', 'id']),
  };
}

export function readExport(rawHeader: readonly string[], rows: readonly Row[], context: ReadContext): LedgerRead {
  const { source } = context;
  const col = exportColumns(rawHeader);
  // Numbers in the style the amount columns show (dot decimals where they do not tell).
  const style = numberStyleOfColumns(
    rows,
    [col.shares, col.price, col.amount, col.fee, col.tax, col.rate],
    'dot-decimal',
  );
  const isPlan = (row: Row) =>
    [col.type, col.category, col.description].some((at) => SAVINGS_PLAN.test(cellAt(row, at)));
  // A file that states a fee with its orders shows a buy without one as a savings-plan execution.
  const statesFees = rows.some(
    (row) => ORDER_TYPES.has(cellAt(row, col.type).toUpperCase()) && !isBlank(cellAt(row, col.fee)),
  );
  const entries: PortfolioRecord[] = [];

  const readRow = (row: Row, line: number): RowResult<ExportOrder> => {
    const type = cellAt(row, col.type).toUpperCase();
    const planBuy = isPlan(row) && !/SELL/.test(type);
    const isOrder = ORDER_TYPES.has(type) || planBuy;
    const isDividend = type === DIVIDEND_TYPE;
    const cash =
      isOrder || isDividend ? null : WITHDRAWAL.test(type) ? 'withdrawal' : DEPOSIT.test(type) ? 'deposit' : null;
    if (!isOrder && !isDividend && !cash) return { status: 'other' };
    const date = parseIsoDate(cellAt(row, col.date)) ?? parseIsoDate(cellAt(row, col.datetime));
    const currency = cellAt(row, col.currency).toUpperCase();
    const fee = readOptionalNumber(cellAt(row, col.fee), style);
    const tax = readOptionalNumber(cellAt(row, col.tax), style);
    if (date === null || currency === '' || fee === null || tax === null) return { status: 'skip' };
    // The amount is what a transfer or a dividend moved; an order's value is shares × price, so it needs none.
    const amountText = cellAt(row, col.amount);
    const amount = cash ? readOptionalNumber(amountText, style) : isDividend ? readNumber(amountText, style) : 0;
    if (amount === null) return { status: 'skip' };
    const id = lineId(source, line);
    if (cash) {
      entries.push(transferRecord({ id, date, kind: cash, amount, currency }, source));
      return { status: 'other' };
    }
    const year = yearOf(date);
    const at = {
      id,
      date,
      isin: isinOf(cellAt(row, col.symbol)),
      name: cellAt(row, col.name) || cellAt(row, col.symbol),
    };
    if (isDividend) {
      const received = { amount, currency };
      const withheld = { amount: tax, currency };
      entries.push(...dividendRecords(at, received, withheld, source));
      return { status: 'money', money: dividendLines(year, received, withheld) };
    }
    const shares = readNumber(cellAt(row, col.shares), style);
    const price = readNumber(cellAt(row, col.price), style);
    // An order of no shares is no order either tool can place.
    if (shares === null || price === null || shares === 0) return { status: 'skip' };
    const rateText = cellAt(row, col.rate);
    const rate = isBlank(rateText) ? null : usableRate(readNumber(rateText, style));
    const order = priceCurrencyOrder({
      ...orderIdentity(row, line, { id: col.id, name: col.name, ticker: col.symbol }),
      date,
      currency,
      shares,
      price,
      rate,
    });
    const cost = { amount: Math.abs(fee), currency };
    const money = fee !== 0 ? [{ year, kind: 'transaction' as const, ...cost }] : [];
    const paid = paidInEuros([cost], (code) => (code === currency ? rate : null));
    const savingsPlan = type !== 'SELL' && (planBuy || (statesFees && isBlank(cellAt(row, col.fee))));

    const feeEur = currency === 'EUR' ? cost.amount : rate ? cost.amount / rate : 0;
    const quantity = type === 'SELL' ? -Math.abs(shares) : Math.abs(shares);
    const fxRate = currency === 'EUR' ? null : rate;
    entries.push(tradeRecord({ ...at, quantity, price, currency, feeEur, fxRate }, source));
    return { status: 'item', item: { ...order, ...paid, ...(savingsPlan ? { savingsPlan } : {}) }, money };
  };

  const read = readRows(rows, readRow, context.progress);
  return {
    format: 'trade-republic',
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
