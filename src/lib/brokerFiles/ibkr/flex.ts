// IBKR's Flex Query (CSV or XML, blocks as flexBlocks.ts reads them), read once into the ledger. Every column by name.
//   Trades: with LevelOfDetail, ORDER rows are orders and the only rows read; without ORDER rows EXECUTION rows are
//     the fills, grouped by IBOrderID into orders; CLOSED_LOT rows are no trades. Forex trades (asset class CASH, a
//     currency pair as symbol without an AssetClass column, or a nine-column query's conversion: isFlexConversion)
//     are conversions, their commission a conversion cost in its own currency or else the base currency. Options are
//     counted apart (an assignment or expiry, codes A and Ep, is no option order). A share row of an option
//     assignment or exercise is no order placed, but its shares moved: a trade entry, no order. Instruments other
//     than shares (warrants, bonds) are named orders the fee model does not price, and no trade entry.
//     FXRateToBase of a euro account is the trade's own rate.
//   Cash transactions by Type (dated by DateTime, Date/Time, Date, SettleDate or ReportDate): dividends, withholding
//     tax, deposits and withdrawals, commission adjustments and other fees.
//   Open positions (Position and MarkPrice): IBKR's mark price of the report's day, a price quote.
import { yearOf } from '../shared/dates.ts';
import { accountTransfer, cashRecord, isinOf, lineId, tradeRecord, type CashFields } from '../shared/entries.ts';
import type { Row } from '../shared/rows.ts';
import type { ReadContext } from '../ledger.ts';
import type { LedgerRead } from '../registry.ts';
import { IBKR_POSITIONS } from '../../portfolio/prices.ts';
import { ibkrAssetClass, isCurrencyPair, isUnnamedConversion } from './assetClasses.ts';
import { firstClue, ibkrNumber as num, isCurrencyCode, isinInText, isNotPlaced, parseIbkrDate } from './cells.ts';
import { collecting, ledgerRead, type Collected } from './collected.ts';
import { cellOf, flexCsvBlocks, flexXmlBlocks, type FlexBlock } from './flexBlocks.ts';
import { ibkrOrder, type IbkrFill } from './orders.ts';

const STOCK_CLASSES = new Set(['STK', 'ETF']);

/**
 * A forex trade: asset class CASH; without an AssetClass column, a currency pair as symbol ('EUR.USD'), or, in a query
 * without symbols (nine columns: Buy/Sell, TradeDate, ISIN, Quantity, TradePrice, …), a row without ISIN whose quantity
 * and price are a conversion's (isUnnamedConversion). Never taken for a share order.
 */
function isFlexConversion(block: FlexBlock, row: Row, quantity: number): boolean {
  const assetClass = cellOf(block, row, 'assetclass');
  if (assetClass !== '') return ibkrAssetClass(assetClass) === 'forex';
  const symbol = cellOf(block, row, 'symbol');
  if (isCurrencyPair(symbol)) return true;
  return (
    symbol === '' &&
    block.columns.has('isin') &&
    isUnnamedConversion({ isin: cellOf(block, row, 'isin'), quantity, price: cellOf(block, row, 'tradeprice') })
  );
}

/** The base currency: the currency whose rate to the base is 1, or null when the file shows none. */
function flexBaseCurrency(blocks: readonly FlexBlock[]): string | null {
  for (const block of blocks) {
    if (!block.columns.has('fxratetobase')) continue;
    for (const { row } of block.rows) {
      if (cellOf(block, row, 'fxratetobase') !== '1') continue;
      const clue = firstClue([cellOf(block, row, 'currencyprimary', 'currency')]);
      if (clue) return clue;
    }
  }
  return null;
}

/** Units of the row's currency per euro, from FXRateToBase in a euro account. */
function rateOf(block: FlexBlock, row: Row, base: string | null): number | null {
  const toBase = num(cellOf(block, row, 'fxratetobase'));
  return base === 'EUR' && toBase !== null && toBase > 0 ? 1 / toBase : null;
}

interface FlexContext extends Pick<ReadContext, 'source' | 'day'> {
  readonly base: string | null;
  readonly read: Collected;
}

function readPositions(block: FlexBlock, { base, day, read }: FlexContext): void {
  read.other += block.rows.length;
  for (const { row } of block.rows) {
    const isin = isinOf(cellOf(block, row, 'isin'));
    const price = num(cellOf(block, row, 'markprice'));
    const currency = cellOf(block, row, 'currencyprimary', 'currency');
    const rate = currency === 'EUR' ? 1 : rateOf(block, row, base);
    const date = parseIbkrDate(cellOf(block, row, 'reportdate', 'date')) ?? day;
    if (!isin || price === null || price <= 0 || !isCurrencyCode(currency) || rate === null) continue;
    read.quotes.push({ isin, price, currency, priceEur: price / rate, date, from: IBKR_POSITIONS });
  }
}

function readCash(block: FlexBlock, { base, source, read }: FlexContext): void {
  for (const { row, line } of block.rows) {
    const currency = cellOf(block, row, 'currencyprimary', 'currency');
    const date = parseIbkrDate(cellOf(block, row, 'datetime', 'date/time', 'date', 'settledate', 'reportdate'));
    const amount = num(cellOf(block, row, 'amount'));
    if (!isCurrencyCode(currency) || date === null || amount === null) {
      read.skipped.push(line);
      continue;
    }
    const year = yearOf(date);
    const description = cellOf(block, row, 'description');
    const isin = isinOf(cellOf(block, row, 'isin')) ?? isinInText(description);
    const name = cellOf(block, row, 'symbol') || description.slice(0, Math.max(0, description.indexOf('('))).trim();
    const type = cellOf(block, row, 'type').toLowerCase();
    const common = { id: lineId(source, line), date, currency, fxRate: rateOf(block, row, base) };
    let fields: CashFields | null = null;
    if (/withholding/.test(type)) {
      fields = { ...common, isin, name, kind: 'withholding', amount: -amount };
      read.money.push({ year, kind: 'dividend-tax', amount: -amount, currency });
    } else if (/dividend|in lieu/.test(type)) {
      fields = { ...common, isin, name, kind: 'dividend', amount };
      read.money.push({ year, kind: 'dividend', amount, currency });
    } else if (/commission adj/.test(type)) {
      fields = { ...common, isin: null, name: '', kind: 'fee', amount: -amount, feeKind: 'transaction' };
      read.money.push({ year, kind: 'transaction', amount: -amount, currency });
    } else {
      read.other += 1;
      if (/deposit|withdraw/.test(type))
        fields = { ...common, ...accountTransfer(amount < 0 ? 'withdrawal' : 'deposit', amount) };
      else if (/fee/.test(type)) fields = { ...common, isin: null, name: '', kind: 'fee', amount: -amount };
    }
    if (fields && fields.amount !== 0) read.entries.push(cashRecord(fields, source));
  }
}

function readTrades(block: FlexBlock, { base, source, read }: FlexContext): void {
  const details = block.rows.map(({ row }) => cellOf(block, row, 'levelofdetail').toUpperCase());
  // With ORDER rows they are the orders: EXECUTION rows are their fills and summaries restate them.
  const hasOrders = details.includes('ORDER');
  const byOrder = new Map<string, { id: string; fills: IbkrFill[] }>();
  block.rows.forEach(({ row, line }, index) => {
    const detail = details[index]!;
    if (detail === 'CLOSED_LOT' || (hasOrders && detail !== 'ORDER')) {
      read.other += 1;
      return;
    }
    const currency = cellOf(block, row, 'currencyprimary', 'currency');
    const date = parseIbkrDate(cellOf(block, row, 'tradedate', 'datetime', 'date/time', 'reportdate'));
    const quantity = num(cellOf(block, row, 'quantity'));
    const commissionText = cellOf(block, row, 'ibcommission', 'commission');
    const commission = commissionText === '' ? 0 : num(commissionText);
    if (!isCurrencyCode(currency) || date === null || quantity === null || commission === null) {
      read.skipped.push(line);
      return;
    }
    const year = yearOf(date);
    const commissionCurrency = cellOf(block, row, 'ibcommissioncurrency');
    const named = isCurrencyCode(commissionCurrency) ? commissionCurrency : null;
    if (isFlexConversion(block, row, quantity)) {
      read.other += 1;
      // A conversion's commission is charged in the base currency, whatever the pair.
      if (commission !== 0)
        read.money.push({ year, kind: 'conversion', amount: -commission, currency: named ?? base ?? 'XXX' });
      return;
    }
    const assetClass = cellOf(block, row, 'assetclass').toUpperCase();
    const codes = cellOf(block, row, 'notes/codes', 'notes', 'code', 'codes');
    const notPlaced = isNotPlaced(codes);
    if (ibkrAssetClass(assetClass) === 'option') {
      if (notPlaced) read.other += 1;
      else read.options += 1;
      return;
    }
    const price = num(cellOf(block, row, 'tradeprice'));
    const proceeds = num(cellOf(block, row, 'proceeds'));
    const value = proceeds !== null && proceeds !== 0 ? Math.abs(proceeds) : Math.abs(quantity * (price ?? NaN));
    if (!Number.isFinite(value)) {
      read.skipped.push(line);
      return;
    }
    const isStock = assetClass === '' || STOCK_CLASSES.has(assetClass);
    const paidIn = named ?? currency;
    if (commission !== 0) read.money.push({ year, kind: 'transaction', amount: -commission, currency: paidIn });
    const rate = rateOf(block, row, base);
    if (isStock) {
      const fee = Math.abs(commission);
      const ownRate = currency === 'EUR' ? null : rate;
      read.entries.push(
        tradeRecord(
          {
            id: lineId(source, line),
            date,
            isin: isinOf(cellOf(block, row, 'isin')),
            name: cellOf(block, row, 'description') || cellOf(block, row, 'symbol') || cellOf(block, row, 'isin'),
            quantity,
            // Without TradePrice, the price its proceeds give.
            price: price ?? (quantity === 0 ? 0 : value / Math.abs(quantity)),
            currency,
            amount: value,
            feeEur: paidIn === 'EUR' ? fee : paidIn === currency && ownRate ? fee / ownRate : 0,
            fxRate: ownRate,
          },
          source,
        ),
      );
    }
    // An option's assignment or exercise delivers shares, but no order was placed.
    if (notPlaced) {
      read.other += 1;
      return;
    }
    const fill: IbkrFill = {
      date,
      product: cellOf(block, row, 'description') || cellOf(block, row, 'symbol') || cellOf(block, row, 'isin'),
      currency,
      quantity,
      value,
      rate,
      isStock,
      category: assetClass,
      commission: { amount: -commission, currency: paidIn },
    };
    const orderId = cellOf(block, row, 'iborderid', 'orderid');
    const key = !hasOrders && orderId ? `${cellOf(block, row, 'clientaccountid')}|${orderId}` : `regel-${line}`;
    const entry = byOrder.get(key);
    if (entry) entry.fills.push(fill);
    else byOrder.set(key, { id: orderId || `regel-${line}`, fills: [fill] });
  });
  for (const [, entry] of byOrder) read.orders.push(ibkrOrder(entry.id, entry.fills));
}

function readFlexBlocks(blocks: readonly FlexBlock[], { source, day }: ReadContext): LedgerRead {
  const base = flexBaseCurrency(blocks);
  const context: FlexContext = { source, day, base, read: collecting() };
  for (const block of blocks) {
    const has = (name: string) => block.columns.has(name);
    if (has('quantity') && (has('tradeprice') || has('proceeds'))) readTrades(block, context);
    else if (has('amount') && has('type')) readCash(block, context);
    else if (has('markprice') && has('position')) readPositions(block, context);
    else context.read.other += block.rows.length;
  }
  return ledgerRead('ibkr-flex', context.read, { language: 'en', baseCurrency: base });
}

/** A Flex Query CSV's rows (the header first). */
export const readIbkrFlexCsv = (header: readonly string[], rows: readonly Row[], context: ReadContext): LedgerRead =>
  readFlexBlocks(flexCsvBlocks([header, ...rows]), context);

/** A Flex Query saved as XML, from its whole text. */
export const readIbkrFlexXml = (text: string, context: ReadContext): LedgerRead =>
  readFlexBlocks(flexXmlBlocks(text), context);
