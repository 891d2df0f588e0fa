// The cash sections of IBKR's Activity Statement, one money line and one entry per Data row with a currency code
// (totals are Data rows with words in the currency cell: 'Total', 'Total in EUR'):
//   Dividends, Withholding Tax (per instrument: the description names 'SYMBOL(ISIN)'), Commission Adjustments (they
//   reduce the commissions), Transaction Fees: Comm/Fee in the trade's currency already holds UK stamp duty, which
//   Transaction Fees lists again, so the stamp duty is moved apart as a tax; the French and Spanish financial
//   transaction taxes are only in Transaction Fees and are added as taxes; bookings cancelled (code Ca) cancel.
//   Fees (account fees) and Deposits & Withdrawals are entries only: no cost of an order.
import type { MoneyKind } from '../../exports/types.ts';
import { yearOf } from '../shared/dates.ts';
import { accountTransfer, cashRecord, type CashFields } from '../shared/entries.ts';
import { ibkrNumber as num, isCancellation, isCurrencyCode, parseIbkrDate } from './cells.ts';
import { columnOf, dataRows, type IbkrBlock, type SectionKind } from './sections.ts';
import { idOf, rateOn, symbolAndIsin, type StatementContext } from './statementContext.ts';

/** A tax on buying shares that IBKR books only under Transaction Fees, on top of the commission. */
const ON_TOP = /financial transaction tax|\bftt\b|french|spanish|italian|daily trade charge|finanztransaktionssteuer/i;
/** UK stamp duty and the PTM levy: already part of Comm/Fee. */
const IN_COMMISSION = /stamp|sdrt|ptm|stempel/i;

export type CashKind = Extract<
  SectionKind,
  'fees' | 'dividends' | 'withholding' | 'adjustments' | 'cash' | 'account-fees'
>;

const CASH_KINDS: ReadonlySet<SectionKind> = new Set<CashKind>([
  'fees',
  'dividends',
  'withholding',
  'adjustments',
  'cash',
  'account-fees',
]);

/** A section read as money rows. */
export const isCashKind = (kind: SectionKind | null): kind is CashKind => kind !== null && CASH_KINDS.has(kind);

export function readCash(block: IbkrBlock, kind: CashKind, context: StatementContext): void {
  const { read } = context;
  const columns = {
    currency: columnOf(block, 'currency', 'währung'),
    date: columnOf(block, 'date', 'datum', 'date/time', 'datum/zeit', 'settle date', 'valutadatum'),
    description: columnOf(block, 'description', 'beschreibung'),
    amount: columnOf(block, 'amount', 'betrag'),
    code: columnOf(block, 'code'),
    symbol: columnOf(block, 'symbol'),
  };
  for (const { line, at } of dataRows(block)) {
    const currency = at(columns.currency);
    if (!isCurrencyCode(currency)) continue;
    const date = parseIbkrDate(at(columns.date));
    const amount = num(at(columns.amount));
    if (date === null || amount === null) {
      read.skipped.push(line.line);
      continue;
    }
    const year = yearOf(date);
    const paid = (lineKind: MoneyKind, value: number) => {
      if (value !== 0) read.money.push({ year, kind: lineKind, amount: value, currency });
    };
    const description = at(columns.description);
    const named = symbolAndIsin(description);
    const symbol = at(columns.symbol);
    const instrument = { isin: named?.isin ?? context.isins.get(symbol) ?? null, name: named?.symbol ?? symbol };
    const common = { id: idOf(context, line.line), date, currency, fxRate: rateOn(context, date, currency) };
    const none = { isin: null, name: '' };
    let fields: CashFields | null = null;
    if (kind === 'dividends') {
      paid('dividend', amount);
      fields = { ...common, ...instrument, kind: 'dividend', amount };
    } else if (kind === 'withholding') {
      paid('dividend-tax', -amount);
      fields = { ...common, ...instrument, kind: 'withholding', amount: -amount };
    } else if (kind === 'adjustments') {
      paid('transaction', -amount);
      fields = { ...common, ...none, kind: 'fee', amount: -amount, feeKind: 'transaction' };
    } else if (kind === 'fees') {
      // A cancelled booking is a refund, whatever its sign.
      const cost = isCancellation(at(columns.code)) ? -Math.abs(amount) : -amount;
      if (ON_TOP.test(description)) {
        paid('transaction-tax', cost);
        fields = { ...common, ...instrument, kind: 'fee', amount: cost, feeKind: 'transaction-tax' };
      } else if (IN_COMMISSION.test(description) || currency === 'GBP') {
        // Already in the trade's commission (the portfolio's fee of the trade): moved apart as a tax for Mijn kosten.
        paid('transaction-tax', cost);
        paid('transaction', -cost);
      } else read.other += 1;
    } else if (kind === 'account-fees') fields = { ...common, ...none, kind: 'fee', amount: -amount };
    else fields = { ...common, ...accountTransfer(amount < 0 ? 'withdrawal' : 'deposit', amount) };
    if (fields && fields.amount !== 0) read.entries.push(cashRecord(fields, context.source));
  }
}
