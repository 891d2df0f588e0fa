// IBKR Flex Queries, as CSV in the blocks and field names the cost reader reads (exports/ibkrFlex.ts), and as XML
// (readIbkrFlexXml: the same fields as attributes, one element per row):
//   trades: ORDER rows (or, without them, EXECUTION rows) of shares and ETFs with their ISIN; CLOSED_LOT rows and
//     forex (CASH) trades are no share trades. FXRateToBase of a euro account is the trade's own rate.
//   cash transactions by Type: dividends, withholding tax, deposits and withdrawals, commission adjustments and
//     other fees, the instrument from the description's 'SYMBOL(ISIN)' or the ISIN column.
//   open positions (Position and MarkPrice): IBKR's mark price of the report's day, a price quote.
import { isCurrencyCode, parseIbkrDate } from '../../exports/ibkrCommon.ts';
import {
  cellOf,
  flexBaseCurrency,
  flexBlocks,
  isFlexConversion,
  isFlexOption,
  isFlexOptionOrder,
  STOCK_CLASSES,
} from '../../exports/ibkrFlex.ts';
import type { FlexBlock } from '../../exports/ibkrFlex.ts';
import { readNumber } from '../../brokerFiles/shared/numbers.ts';
import type { Row } from '../../brokerFiles/shared/rows.ts';
import { xmlText } from '../../brokerFiles/shared/xlsx.ts';
import { IBKR_POSITIONS, type PriceQuote } from '../prices.ts';
import type { PortfolioRecord, RecordSource } from '../records.ts';
import {
  accountTransfer,
  cashRecord,
  isinInText,
  isinOf,
  lineId,
  tradeRecord,
  type CashFields,
} from '../../brokerFiles/shared/entries.ts';
import type { ReaderResult } from './types.ts';

const num = (text: string) => readNumber(text, 'dot-decimal');

/** Units of the row's currency per euro, from FXRateToBase in a euro account. */
function rateOf(block: FlexBlock, row: Row, base: string | null): number | null {
  const toBase = num(cellOf(block, row, 'fxratetobase'));
  return base === 'EUR' && toBase !== null && toBase > 0 ? 1 / toBase : null;
}

export function readIbkrFlex(
  header: readonly string[],
  rows: readonly Row[],
  source: RecordSource,
  day: string,
): ReaderResult {
  return readFlexBlocks(flexBlocks([header, ...rows]), source, day);
}

/** Flex XML elements read, by the block they belong in: an order and its executions are one trades block. */
const XML_BLOCKS: Readonly<Record<string, string>> = {
  Trade: 'trades',
  Order: 'trades',
  Lot: 'trades',
  CashTransaction: 'cash',
  OpenPosition: 'positions',
};

/** A Flex Query saved as XML (`<FlexQueryResponse>`): the first characters say so. */
export function isIbkrFlexXml(text: string): boolean {
  return /^\s*(<\?xml[^>]*>\s*)?<FlexQueryResponse\b/.test(text.replace(/^\ufeff/, ''));
}

/**
 * A Flex Query as XML: the same fields as the CSV, as attributes of one element per row (`<Trade … />`,
 * `<CashTransaction … />`, `<OpenPosition … />`), so each kind of element becomes a block of the CSV's shape and is
 * read as the CSV is. XML names the asset class `assetCategory`.
 */
export function readIbkrFlexXml(text: string, source: RecordSource, day: string): ReaderResult {
  const blocks = new Map<string, { columns: Map<string, number>; rows: { row: string[]; line: number }[] }>();
  let line = 1;
  let counted = 0;
  for (const match of text.matchAll(/<(\w+)\b([^>]*?)\/?>/g)) {
    const kind = XML_BLOCKS[match[1]!];
    if (!kind) continue;
    for (let at = text.indexOf('\n', counted); at !== -1 && at < match.index; at = text.indexOf('\n', at + 1))
      line += 1;
    counted = match.index;
    let block = blocks.get(kind);
    if (!block) {
      block = { columns: new Map<string, number>(), rows: [] };
      blocks.set(kind, block);
    }
    const { columns } = block;
    const row: string[] = [];
    for (const [, name, value] of match[2]!.matchAll(/([\w/]+)="([^"]*)"/g)) {
      const key = name!.toLowerCase() === 'assetcategory' ? 'assetclass' : name!.toLowerCase();
      if (!columns.has(key)) columns.set(key, columns.size);
      row[columns.get(key)!] = xmlText(value!);
    }
    block.rows.push({ row: Array.from(row, (cell) => cell ?? ''), line });
  }
  return readFlexBlocks([...blocks.values()], source, day);
}

function readFlexBlocks(blocks: readonly FlexBlock[], source: RecordSource, day: string): ReaderResult {
  const base = flexBaseCurrency(blocks);
  const records: PortfolioRecord[] = [];
  const quotes: PriceQuote[] = [];
  const skippedLines: number[] = [];
  let options = 0;
  for (const block of blocks) {
    const has = (name: string) => block.columns.has(name);
    const cell = (row: Row, ...names: string[]) => cellOf(block, row, ...names);
    const isTrades = has('quantity') && (has('tradeprice') || has('proceeds'));
    const isCash = !isTrades && has('amount') && has('type');
    const isPositions = has('markprice') && has('position');
    if (isPositions) {
      for (const { row } of block.rows) {
        const isin = isinOf(cell(row, 'isin'));
        const price = num(cell(row, 'markprice'));
        const currency = cell(row, 'currencyprimary', 'currency');
        const rate = currency === 'EUR' ? 1 : rateOf(block, row, base);
        const date = parseIbkrDate(cell(row, 'reportdate', 'date')) ?? day;
        if (!isin || price === null || price <= 0 || !isCurrencyCode(currency) || rate === null) continue;
        quotes.push({ isin, price, currency, priceEur: price / rate, date, from: IBKR_POSITIONS });
      }
      continue;
    }
    if (isCash) {
      for (const { row, line } of block.rows) {
        const currency = cell(row, 'currencyprimary', 'currency');
        const date = parseIbkrDate(cell(row, 'datetime', 'date/time', 'date', 'settledate', 'reportdate'));
        const amount = num(cell(row, 'amount'));
        if (!isCurrencyCode(currency) || date === null || amount === null) {
          skippedLines.push(line);
          continue;
        }
        const description = cell(row, 'description');
        const isin = isinOf(cell(row, 'isin')) ?? isinInText(description);
        const name = cell(row, 'symbol') || description.slice(0, Math.max(0, description.indexOf('('))).trim();
        const type = cell(row, 'type').toLowerCase();
        const common = { id: lineId(source, line), date, currency, fxRate: rateOf(block, row, base) };
        let fields: CashFields | null = null;
        if (/withholding/.test(type)) fields = { ...common, isin, name, kind: 'withholding', amount: -amount };
        else if (/dividend|in lieu/.test(type)) fields = { ...common, isin, name, kind: 'dividend', amount };
        else if (/deposit|withdraw/.test(type))
          fields = { ...common, ...accountTransfer(amount < 0 ? 'withdrawal' : 'deposit', amount) };
        else if (/commission adj/.test(type))
          fields = { ...common, isin: null, name: '', kind: 'fee', amount: -amount, feeKind: 'transaction' };
        else if (/fee/.test(type)) fields = { ...common, isin: null, name: '', kind: 'fee', amount: -amount };
        if (fields && fields.amount !== 0) records.push(cashRecord(fields, source));
      }
      continue;
    }
    if (!isTrades) continue;
    const details = block.rows.map(({ row }) => cell(row, 'levelofdetail').toUpperCase());
    const hasOrders = details.includes('ORDER');
    block.rows.forEach(({ row, line }, index) => {
      const detail = details[index]!;
      if (detail === 'CLOSED_LOT' || (hasOrders && detail !== 'ORDER')) return;
      const assetClass = cell(row, 'assetclass').toUpperCase();
      const symbol = cell(row, 'symbol');
      const quantity = num(cell(row, 'quantity'));
      if (quantity !== null && isFlexConversion(block, row, quantity)) return;
      if (isFlexOption(block, row)) {
        if (isFlexOptionOrder(block, row)) options += 1;
        return;
      }
      if (assetClass !== '' && !STOCK_CLASSES.has(assetClass)) return;
      const currency = cell(row, 'currencyprimary', 'currency');
      const date = parseIbkrDate(cell(row, 'tradedate', 'datetime', 'date/time', 'reportdate'));
      const price = num(cell(row, 'tradeprice'));
      const commissionText = cell(row, 'ibcommission', 'commission');
      const commission = commissionText === '' ? 0 : num(commissionText);
      if (!isCurrencyCode(currency) || date === null || quantity === null || price === null || commission === null) {
        skippedLines.push(line);
        return;
      }
      // A share row of an option assignment or exercise is read too: no order was placed, but shares moved.
      const proceeds = num(cell(row, 'proceeds'));
      const amount = proceeds !== null && proceeds !== 0 ? Math.abs(proceeds) : Math.abs(quantity * price);
      const rate = currency === 'EUR' ? null : rateOf(block, row, base);
      const commissionCurrency = cell(row, 'ibcommissioncurrency') || currency;
      const fee = Math.abs(commission);
      const feeEur = commissionCurrency === 'EUR' ? fee : commissionCurrency === currency && rate ? fee / rate : 0;
      records.push(
        tradeRecord(
          {
            id: lineId(source, line),
            date,
            isin: isinOf(cell(row, 'isin')),
            name: cell(row, 'description') || symbol || cell(row, 'isin'),
            quantity,
            price,
            currency,
            amount,
            feeEur,
            fxRate: rate,
          },
          source,
        ),
      );
    });
  }
  return { records, quotes, skippedLines, ...(options > 0 ? { optionOrders: options } : {}) };
}
