// DEGIRO Account (Rekeningoverzicht): dividends and dividend tax per instrument, fees (connectivity, and
// transaction costs and AutoFX where no Transactions file lists them), deposits and withdrawals, and the trades
// themselves from their 'Koop 10 @ 85,3 EUR' lines (in every language the cost readers know, tradeWords.ts). A
// trade's costs carry its Order Id: they go into the trade's cost as in the Transactions file. combine.ts leaves the
// trades and their costs out for the years a Transactions file lists, so nothing is counted twice.
import { parseDayMonthYear } from '../../brokerFiles/shared/dates.ts';
import { accountLineKind, foldContinuationRows } from '../../exports/degiroAccount.ts';
import { readNumber } from '../../brokerFiles/shared/numbers.ts';
import { cellAt, isBlankRow, lineNumberOf, numberStyleOfColumns, type Row } from '../../brokerFiles/shared/rows.ts';
import { readTradeWords } from '../../brokerFiles/shared/tradeWords.ts';
import type { FeeKind, PortfolioRecord, RecordSource } from '../records.ts';
import { cashRecord, lineId, tradeRecord } from '../../brokerFiles/shared/entries.ts';
import type { ReaderResult } from './types.ts';

const ACCOUNT = {
  date: 0,
  time: 1,
  product: 3,
  isin: 4,
  description: 5,
  fx: 6,
  currency: 7,
  amount: 8,
  balance: 10,
  orderId: 11,
} as const;

/** Deposits and withdrawals in the languages DEGIRO writes; withdrawals first ('Terugstorting' ends in 'storting'). */
const WITHDRAWAL = /terugstorting|opname|uitbetaling|withdrawal|auszahlung|retrait/i;
const DEPOSIT = /storting|deposit|einzahlung|dépôt|versement|ideal|sofort/i;
/** Lines that move money between currencies or reserve it: no deposit, whatever else their text says. */
const NOT_CASH_FLOW = /valuta|currency|währung|reservation|reservering|overboeking van uw geldrekening|cash sweep/i;

const FEE_KINDS: Readonly<Partial<Record<string, FeeKind>>> = {
  connectivity: 'connectivity',
  transaction: 'transaction',
  conversion: 'conversion',
  'transaction-tax': 'transaction-tax',
};

/** A trade's own costs (by Order Id), which belong in its cost rather than apart. */
const TRADE_COSTS = new Set<FeeKind>(['transaction', 'conversion']);

export function readDegiroAccount(rawRows: readonly Row[], source: RecordSource): ReaderResult {
  const rows = foldContinuationRows(rawRows);
  const style = numberStyleOfColumns(rows, [ACCOUNT.amount, ACCOUNT.balance], 'comma-decimal');
  // DEGIRO converts an amount in another currency with a booking of the same day that states its rate (FX column):
  // that rate turns the dividend, its tax and a trade into euros.
  const rates = new Map<string, number>();
  for (const row of rows) {
    const fx = readNumber(cellAt(row, ACCOUNT.fx), style);
    const day = parseDayMonthYear(cellAt(row, ACCOUNT.date));
    const currency = cellAt(row, ACCOUNT.currency).toUpperCase();
    if (fx !== null && fx > 0 && day !== null && currency !== 'EUR') rates.set(`${day} ${currency}`, fx);
  }
  const tradeOrders = new Set(
    rows.flatMap((row) =>
      readTradeWords(cellAt(row, ACCOUNT.description), style) && cellAt(row, ACCOUNT.orderId)
        ? [cellAt(row, ACCOUNT.orderId)]
        : [],
    ),
  );
  const feesOfOrder = new Map<string, { transaction: number; conversion: number }>();
  const trades: { moment: string; orderId: string; line: number; record: PortfolioRecord }[] = [];
  const records: PortfolioRecord[] = [];
  const skippedLines: number[] = [];
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const line = lineNumberOf(index);
    const description = cellAt(row, ACCOUNT.description);
    const trade = readTradeWords(description, style);
    const moneyKind = trade ? null : accountLineKind(description);
    const cashKind =
      trade || NOT_CASH_FLOW.test(description)
        ? null
        : WITHDRAWAL.test(description)
          ? 'withdrawal'
          : DEPOSIT.test(description)
            ? 'deposit'
            : null;
    if (!trade && moneyKind === null && cashKind === null) return;
    const date = parseDayMonthYear(cellAt(row, ACCOUNT.date));
    const change = readNumber(cellAt(row, ACCOUNT.amount), style);
    const currency = cellAt(row, ACCOUNT.currency).toUpperCase();
    if (date === null || change === null || currency === '') {
      skippedLines.push(line);
      return;
    }
    const rate = currency === 'EUR' ? null : (rates.get(`${date} ${currency}`) ?? null);
    const orderId = cellAt(row, ACCOUNT.orderId);
    const isin = cellAt(row, ACCOUNT.isin).toUpperCase() || null;
    const name = cellAt(row, ACCOUNT.product);
    const id = lineId(source, line);
    if (trade) {
      // The booked change is the trade's value; its costs join it below, by order.
      const { quantity, price } = trade;
      const record = tradeRecord(
        { id, date, isin, name, quantity, price, currency, amount: change, fxRate: rate },
        source,
      );
      trades.push({ moment: `${date} ${cellAt(row, ACCOUNT.time).padStart(5, '0')}`, orderId, line, record });
      return;
    }
    const feeKind = moneyKind ? (FEE_KINDS[moneyKind] ?? 'other') : undefined;
    // A trade's cost in euros joins the trade (DEGIRO books it with the trade's Order Id).
    if (feeKind && TRADE_COSTS.has(feeKind) && currency === 'EUR' && orderId && tradeOrders.has(orderId)) {
      const fees = feesOfOrder.get(orderId) ?? { transaction: 0, conversion: 0 };
      fees[feeKind as 'transaction' | 'conversion'] += -change;
      feesOfOrder.set(orderId, fees);
      return;
    }
    // Costs and tax are booked as negative changes, dividends and deposits as positive ones. A refund (a positive
    // fee line, a reversed dividend) keeps its sign against the kind: an amount below 0 lowers every sum it is in.
    const kind =
      moneyKind === 'dividend'
        ? 'dividend'
        : moneyKind === 'dividend-tax'
          ? 'withholding'
          : moneyKind
            ? 'fee'
            : cashKind!;
    const amount = kind === 'dividend' || kind === 'deposit' ? change : -change;
    records.push(
      cashRecord(
        { id, date, isin, name, kind, amount, currency, fxRate: rate, ...(feeKind ? { feeKind } : {}) },
        source,
      ),
    );
  });
  // DEGIRO lists the newest first: the trades in the order they happened, each with the costs of its order (split
  // over its fills by value when an order has several).
  trades.sort((a, b) => (a.moment < b.moment ? -1 : a.moment > b.moment ? 1 : a.line - b.line));
  const orderValue = new Map<string, number>();
  for (const { orderId, record } of trades)
    if (orderId) orderValue.set(orderId, (orderValue.get(orderId) ?? 0) + record.amount);
  const tradeRecords = trades.map(({ orderId, record }) => {
    const fees = orderId ? feesOfOrder.get(orderId) : undefined;
    if (!fees) return record;
    const share = (orderValue.get(orderId) ?? 0) > 0 ? record.amount / orderValue.get(orderId)! : 1;
    const transaction = fees.transaction * share;
    const conversion = fees.conversion * share;
    return {
      ...record,
      feeEur: transaction + conversion,
      ...(conversion !== 0 ? { feeParts: { transaction, conversion } } : {}),
    };
  });
  return { records: [...tradeRecords, ...records], skippedLines };
}
