// IBKR's Transaction History report (the newer one): Date,Account,Description,Transaction Type,Symbol,Quantity,Price,
// Price Currency,Gross Amount,Commission,Net Amount. Its amounts are in the base currency. Buy and Sell rows are
// fills: those of one instrument, side and day in one account are one order, each a trade entry; a description that
// names a warrant or turbo is no share order (the report has no asset category). Some reports have no Price Currency:
// their trades are then valued by the gross amount, in the base currency. Dividends, taxes, fees and deposits by their
// Transaction Type.
import { yearOf } from '../shared/dates.ts';
import { cashRecord, tradeRecord, type CashFields } from '../shared/entries.ts';
import { ibkrNumber as num, isCurrencyCode, parseIbkrDate } from './cells.ts';
import { ibkrOrder, type IbkrFill } from './orders.ts';
import { columnOf, dataRows, type IbkrBlock } from './sections.ts';
import { idOf, symbolAndIsin, type StatementContext } from './statementContext.ts';

/** A description that names a warrant or turbo. */
const NAMES_WARRANT = /\bwarrants?\b|\bwrt\b|optionsschein|\bturbo\b/i;

export function readHistory(block: IbkrBlock, context: StatementContext): void {
  const { read, base } = context;
  const col = {
    date: columnOf(block, 'date'),
    account: columnOf(block, 'account'),
    description: columnOf(block, 'description'),
    type: columnOf(block, 'transaction type'),
    symbol: columnOf(block, 'symbol'),
    quantity: columnOf(block, 'quantity'),
    price: columnOf(block, 'price'),
    priceCurrency: columnOf(block, 'price currency'),
    gross: columnOf(block, 'gross amount'),
    commission: columnOf(block, 'commission'),
    net: columnOf(block, 'net amount'),
  };
  const amountCurrency = base ?? 'XXX';
  const open = new Map<string, { id: string; fills: IbkrFill[] }>();
  for (const { line, at } of dataRows(block)) {
    const type = at(col.type).toLowerCase();
    const date = parseIbkrDate(at(col.date));
    const commission = at(col.commission) === '' ? 0 : num(at(col.commission));
    if (date === null || commission === null) {
      read.skipped.push(line.line);
      continue;
    }
    const year = yearOf(date);
    const symbol = at(col.symbol);
    const named = symbolAndIsin(at(col.description));
    const instrument = { isin: named?.isin ?? context.isins.get(symbol) ?? null, name: symbol };
    const id = idOf(context, line.line);
    const isTrade = type === 'buy' || type === 'sell';
    if (isTrade) {
      const quantity = num(at(col.quantity));
      const price = num(at(col.price));
      const gross = num(at(col.gross));
      // Without a Price Currency column the trade is known only by its gross amount in the base currency.
      const byGross = col.priceCurrency < 0;
      const currency = byGross ? (base ?? '') : at(col.priceCurrency).toUpperCase();
      const value = byGross ? Math.abs(gross ?? NaN) : Math.abs((quantity ?? NaN) * (price ?? NaN));
      if (quantity === null || price === null || !Number.isFinite(value) || !isCurrencyCode(currency)) {
        read.skipped.push(line.line);
        continue;
      }
      const worth = Math.abs(quantity * price);
      const grossEur = base === 'EUR' && gross !== null ? Math.abs(gross) : null;
      read.entries.push(
        tradeRecord(
          {
            id,
            date,
            ...instrument,
            quantity: type === 'sell' ? -Math.abs(quantity) : Math.abs(quantity),
            price,
            currency,
            amount: worth,
            amountEur: currency === 'EUR' ? worth : grossEur,
            feeEur: base === 'EUR' ? Math.abs(commission) : 0,
            fxRate: grossEur && grossEur > 0 && currency !== 'EUR' ? worth / grossEur : null,
          },
          context.source,
        ),
      );
      if (commission !== 0)
        read.money.push({ year, kind: 'transaction', amount: -commission, currency: amountCurrency });
      const key = `${at(col.account)}|${symbol}|${type}|${date}`;
      const fill: IbkrFill = {
        date,
        product: symbol,
        currency,
        quantity,
        value,
        rate: null,
        isStock: !NAMES_WARRANT.test(at(col.description)),
        category: currency,
        commission: { amount: -commission, currency: amountCurrency },
      };
      const entry = open.get(key);
      if (entry) entry.fills.push(fill);
      else open.set(key, { id: `regel-${line.line}`, fills: [fill] });
      continue;
    }
    if (commission !== 0)
      read.money.push({
        year,
        kind: type.includes('forex') ? 'conversion' : 'transaction',
        amount: -commission,
        currency: amountCurrency,
      });
    const net = num(at(col.net));
    if (net === null) {
      read.skipped.push(line.line);
      continue;
    }
    const common = { id, date, currency: amountCurrency };
    const none = { isin: null, name: '' };
    let fields: CashFields | null = null;
    if (type === 'dividend' || type === 'payment in lieu') {
      read.money.push({ year, kind: 'dividend', amount: net, currency: amountCurrency });
      fields = { ...common, ...instrument, kind: 'dividend', amount: net };
    } else if (type.includes('withholding')) {
      read.money.push({ year, kind: 'dividend-tax', amount: -net, currency: amountCurrency });
      fields = { ...common, ...instrument, kind: 'withholding', amount: -net };
    } else if (type.includes('commission adj')) {
      read.money.push({ year, kind: 'transaction', amount: -net, currency: amountCurrency });
      fields = { ...common, ...none, kind: 'fee', amount: -net };
    } else {
      read.other += 1;
      if (type === 'deposit' || type === 'withdrawal')
        fields = { ...common, ...none, kind: net < 0 ? 'withdrawal' : 'deposit', amount: Math.abs(net) };
      else if (type.includes('fee')) fields = { ...common, ...none, kind: 'fee', amount: -net };
    }
    if (fields && fields.amount !== 0) read.entries.push(cashRecord(fields, context.source));
  }
  for (const [, entry] of open) read.orders.push(ibkrOrder(entry.id, entry.fills));
}
