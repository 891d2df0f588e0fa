// IBKR Flex Query CSVs: the columns are the ones the reader chose, all quoted, in English field names:
//   "ClientAccountID","TradeDate","Symbol","ISIN",…,"Quantity","TradePrice","IBCommission","IBCommissionCurrency",…
// A query with several sections writes them stacked, each block under its own header (trades, then cash
// transactions), optionally framed by BOF/BOA/BOS/EOS/EOA/EOF lines. Every column is read by name.
//
// Trades: with LevelOfDetail, ORDER rows are orders and EXECUTION rows their fills (read only when the
// query has no ORDER rows, grouped by IBOrderID); CLOSED_LOT rows are no trades. Forex trades (asset
// class CASH, or a currency pair as symbol when the query has no AssetClass column) are conversions and
// their commission a conversion cost; that commission may be in another
// currency than the trade, and without IBCommissionCurrency it is taken to be in the base currency
// (the currency whose FXRateToBase is 1), or left unnamed when the file shows none.
// Cash transactions (dated by DateTime, Date/Time, Date, SettleDate or ReportDate): dividends, withholding
// tax and commission adjustments by their Type.
import { yearOf } from '../brokerFiles/shared/dates.ts';
import { normalizeHeader } from '../brokerFiles/shared/header.ts';
import {
  firstClue,
  ibkrAssetClass,
  ibkrOrder,
  isCurrencyCode,
  isCurrencyPair,
  isNotPlaced,
  isUnnamedConversion,
  parseIbkrDate,
  type IbkrFill,
} from './ibkrCommon.ts';
import { readNumber } from '../brokerFiles/shared/numbers.ts';
import { isBlankRow, type Row } from '../brokerFiles/shared/rows.ts';
import type { ExportOrder, MoneyLine, ParsedExport } from './types.ts';

const TRAILERS = new Set(['BOF', 'BOA', 'BOS', 'EOS', 'EOA', 'EOF']);

/** Field names that only Flex headers have; one of them marks a header row. */
const FLEX_FIELDS = new Set([
  'clientaccountid',
  'accountid',
  'currencyprimary',
  'assetclass',
  'ibcommission',
  'ibcommissioncurrency',
  'tradeprice',
  'tradedate',
  'iborderid',
  'levelofdetail',
  'fxratetobase',
  'transactiontype',
  'settledate',
  'reportdate',
]);

const isTrailer = (row: Row): boolean => TRAILERS.has((row[0] ?? '').replace(/^\ufeff/, '').trim());

/** A row of Flex field names: no cell is empty or numeric and at least two are Flex-only names. */
function isFlexHeader(row: Row): boolean {
  const cells = normalizeHeader(row);
  return (
    cells.filter((cell) => FLEX_FIELDS.has(cell)).length >= 2 && cells.every((cell) => /^[a-z][\w/ ]*$/.test(cell))
  );
}

export function isIbkrFlex(header: readonly string[], rows: readonly Row[]): boolean {
  if (isFlexHeader(header)) return true;
  if (!isTrailer(header)) return false;
  const next = rows.find((row) => !isBlankRow(row) && !isTrailer(row));
  return next !== undefined && isFlexHeader(next);
}

export interface FlexBlock {
  readonly columns: ReadonlyMap<string, number>;
  readonly rows: { readonly row: Row; readonly line: number }[];
}

export function flexBlocks(all: readonly Row[]): FlexBlock[] {
  const blocks: FlexBlock[] = [];
  all.forEach((row, index) => {
    if (isBlankRow(row) || isTrailer(row)) return;
    if (isFlexHeader(row)) {
      blocks.push({ columns: new Map(normalizeHeader(row).map((name, at) => [name, at])), rows: [] });
      return;
    }
    blocks.at(-1)?.rows.push({ row, line: index + 1 });
  });
  return blocks;
}

export const STOCK_CLASSES = new Set(['STK', 'ETF']);

export function cellOf(block: FlexBlock, row: Row, ...names: string[]): string {
  for (const name of names) {
    const index = block.columns.get(name);
    if (index !== undefined) return (row[index] ?? '').trim();
  }
  return '';
}

const has = (block: FlexBlock, name: string) => block.columns.has(name);

/**
 * A forex trade: asset class CASH; without an AssetClass column, a currency pair as symbol ('EUR.USD'), or, in a query
 * without symbols (nine columns: Buy/Sell, TradeDate, ISIN, Quantity, TradePrice, …), a row without ISIN whose quantity
 * and price are a conversion's (isUnnamedConversion). Never taken for a share order.
 */
export function isFlexConversion(block: FlexBlock, row: Row, quantity: number): boolean {
  const assetClass = cellOf(block, row, 'assetclass').toUpperCase();
  if (assetClass !== '') return ibkrAssetClass(assetClass) === 'forex';
  const symbol = cellOf(block, row, 'symbol');
  if (isCurrencyPair(symbol)) return true;
  return (
    symbol === '' &&
    block.columns.has('isin') &&
    isUnnamedConversion({ isin: cellOf(block, row, 'isin'), quantity, price: cellOf(block, row, 'tradeprice') })
  );
}

/** An option's trade (asset class OPT): left out of the orders. */
export const isFlexOption = (block: FlexBlock, row: Row): boolean =>
  ibkrAssetClass(cellOf(block, row, 'assetclass')) === 'option';

/** The row's trade codes ('A', 'C;Ep'). */
export const flexCodes = (block: FlexBlock, row: Row): string =>
  cellOf(block, row, 'notes/codes', 'notes', 'code', 'codes');

/** An option order the reader placed (no assignment or expiry), counted apart in the report. */
export const isFlexOptionOrder = (block: FlexBlock, row: Row): boolean =>
  isFlexOption(block, row) && !isNotPlaced(flexCodes(block, row));

/** The base currency: the currency whose rate to the base is 1, or null when the file shows none. */
export function flexBaseCurrency(blocks: readonly FlexBlock[]): string | null {
  const clues: string[] = [];
  for (const block of blocks) {
    for (const { row } of block.rows) {
      if (cellOf(block, row, 'fxratetobase') === '1') clues.push(cellOf(block, row, 'currencyprimary', 'currency'));
    }
  }
  return firstClue(clues);
}

export function parseIbkrFlex(header: readonly string[], rows: readonly Row[]): ParsedExport {
  const blocks = flexBlocks([header, ...rows]);
  const orders: ExportOrder[] = [];
  const money: MoneyLine[] = [];
  const skipped: number[] = [];
  let other = 0;
  let options = 0;
  const baseCurrency = flexBaseCurrency(blocks);

  for (const block of blocks) {
    const isTrades = has(block, 'quantity') && (has(block, 'tradeprice') || has(block, 'proceeds'));
    const isCash = !isTrades && has(block, 'amount') && has(block, 'type');
    if (!isTrades && !isCash) {
      other += block.rows.length;
      continue;
    }
    if (isCash) {
      for (const { row, line } of block.rows) {
        const currency = cellOf(block, row, 'currencyprimary', 'currency');
        const date = parseIbkrDate(cellOf(block, row, 'datetime', 'date/time', 'date', 'settledate', 'reportdate'));
        const amount = readNumber(cellOf(block, row, 'amount'), 'dot-decimal');
        if (!isCurrencyCode(currency) || date === null || amount === null) {
          skipped.push(line);
          continue;
        }
        const year = yearOf(date);
        const type = cellOf(block, row, 'type').toLowerCase();
        if (/withholding/.test(type)) money.push({ year, kind: 'dividend-tax', amount: -amount, currency });
        else if (/dividend/.test(type)) money.push({ year, kind: 'dividend', amount, currency });
        else if (/commission adj/.test(type)) money.push({ year, kind: 'transaction', amount: -amount, currency });
        else other += 1;
      }
      continue;
    }
    const details = block.rows.map(({ row }) => cellOf(block, row, 'levelofdetail').toUpperCase());
    const useExecutions = !details.includes('ORDER');
    const byOrder = new Map<string, { id: string; fills: IbkrFill[] }>();
    block.rows.forEach(({ row, line }, index) => {
      const detail = details[index]!;
      if (detail === 'CLOSED_LOT' || (detail === 'EXECUTION' && !useExecutions)) {
        other += 1;
        return;
      }
      const currency = cellOf(block, row, 'currencyprimary', 'currency');
      const date = parseIbkrDate(cellOf(block, row, 'tradedate', 'datetime', 'date/time', 'reportdate'));
      const quantity = readNumber(cellOf(block, row, 'quantity'), 'dot-decimal');
      const commissionText = cellOf(block, row, 'ibcommission', 'commission');
      const commission = commissionText === '' ? 0 : readNumber(commissionText, 'dot-decimal');
      if (!isCurrencyCode(currency) || date === null || quantity === null || commission === null) {
        skipped.push(line);
        return;
      }
      const year = yearOf(date);
      const assetClass = cellOf(block, row, 'assetclass').toUpperCase();
      const commissionCurrency = cellOf(block, row, 'ibcommissioncurrency');
      if (isFlexConversion(block, row, quantity)) {
        other += 1;
        // A conversion's commission is charged in the base currency, whatever the pair.
        const paidIn = isCurrencyCode(commissionCurrency) ? commissionCurrency : (baseCurrency ?? 'XXX');
        if (commission !== 0) money.push({ year, kind: 'conversion', amount: -commission, currency: paidIn });
        return;
      }
      if (isFlexOption(block, row)) {
        if (isFlexOptionOrder(block, row)) options += 1;
        else other += 1;
        return;
      }
      if (commission !== 0)
        money.push({
          year,
          kind: 'transaction',
          amount: -commission,
          currency: isCurrencyCode(commissionCurrency) ? commissionCurrency : currency,
        });
      if (isNotPlaced(flexCodes(block, row))) {
        other += 1;
        return;
      }
      const price = readNumber(cellOf(block, row, 'tradeprice'), 'dot-decimal');
      const proceeds = readNumber(cellOf(block, row, 'proceeds'), 'dot-decimal');
      const value = proceeds !== null && proceeds !== 0 ? Math.abs(proceeds) : Math.abs(quantity * (price ?? NaN));
      if (!Number.isFinite(value)) {
        skipped.push(line);
        return;
      }
      // FXRateToBase is the base currency per unit of the trade's; in a euro account its inverse is per euro.
      const toBase = readNumber(cellOf(block, row, 'fxratetobase'), 'dot-decimal');
      const rate = baseCurrency === 'EUR' && toBase !== null && toBase > 0 ? 1 / toBase : null;
      const fill: IbkrFill = {
        date,
        product: cellOf(block, row, 'description') || cellOf(block, row, 'symbol') || cellOf(block, row, 'isin'),
        currency,
        quantity,
        value,
        rate,
        isStock: assetClass === '' || STOCK_CLASSES.has(assetClass),
        category: assetClass,
        commission: {
          amount: -commission,
          currency: isCurrencyCode(commissionCurrency) ? commissionCurrency : currency,
        },
      };
      const orderId = cellOf(block, row, 'iborderid', 'orderid');
      const key = useExecutions && orderId ? `${cellOf(block, row, 'clientaccountid')}|${orderId}` : `regel-${line}`;
      const entry = byOrder.get(key);
      if (entry) entry.fills.push(fill);
      else byOrder.set(key, { id: orderId || `regel-${line}`, fills: [fill] });
    });
    for (const [, entry] of byOrder) orders.push(ibkrOrder(entry.id, entry.fills));
  }
  return {
    format: 'ibkr-flex',
    orders,
    money,
    skippedLines: skipped,
    otherRows: other,
    language: 'en',
    ...(options > 0 ? { optionOrders: options } : {}),
    baseCurrency,
  };
}
