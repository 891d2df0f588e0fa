// IBKR Flex Queries, as CSV and as XML, in one shape: blocks of rows under named columns.
//   CSV: the columns the reader chose, all quoted, in English field names ("ClientAccountID","TradeDate","Symbol",
//     "ISIN",…); a query with several sections writes them stacked, each block under its own header (trades, then
//     cash transactions), optionally framed by BOF/BOA/BOS/EOS/EOA/EOF lines.
//   XML (`<FlexQueryResponse>`): the same fields as attributes of one element per row (`<Trade … />`,
//     `<CashTransaction … />`, `<OpenPosition … />`); each kind of element becomes a block of the CSV's shape. XML
//     names the asset class `assetCategory`.
import { normalizeHeader } from '../shared/header.ts';
import { isBlankRow, type Row } from '../shared/rows.ts';
import { xmlText } from '../shared/xlsx.ts';

export interface FlexBlock {
  /** Column places by their lower-case field names. */
  readonly columns: ReadonlyMap<string, number>;
  readonly rows: { readonly row: Row; readonly line: number }[];
}

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

/** A Flex Query CSV: its first line (or the first after the BOF/BOA trailers) is a header of Flex field names. */
export function isIbkrFlex(header: readonly string[], rows: readonly Row[]): boolean {
  if (isFlexHeader(header)) return true;
  if (!isTrailer(header)) return false;
  const next = rows.find((row) => !isBlankRow(row) && !isTrailer(row));
  return next !== undefined && isFlexHeader(next);
}

/** The CSV's blocks: each header starts one, holding the rows up to the next. */
export function flexCsvBlocks(all: readonly Row[]): FlexBlock[] {
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

/** A Flex Query saved as XML (`<FlexQueryResponse>`): the first characters say so. */
export function isIbkrFlexXml(text: string): boolean {
  return /^\s*(<\?xml[^>]*>\s*)?<FlexQueryResponse\b/.test(text.replace(/^\ufeff/, ''));
}

/** Flex XML elements read, by the block they belong in: an order and its executions are one trades block. */
const XML_BLOCKS: Readonly<Record<string, string>> = {
  Trade: 'trades',
  Order: 'trades',
  Lot: 'trades',
  CashTransaction: 'cash',
  OpenPosition: 'positions',
};

/** The XML's elements as blocks of the CSV's shape, each row with the line its element starts on. */
export function flexXmlBlocks(text: string): FlexBlock[] {
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
  return [...blocks.values()];
}

/** The cell of the first of `names` the block has, trimmed; '' when it has none. */
export function cellOf(block: FlexBlock, row: Row, ...names: string[]): string {
  for (const name of names) {
    const index = block.columns.get(name);
    if (index !== undefined) return (row[index] ?? '').trim();
  }
  return '';
}
