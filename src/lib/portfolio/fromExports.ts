// From an export's text to the portfolio's normalised records (records.ts) and prices (prices.ts). The files are
// recognised as Mijn kosten recognises them (detect.ts, read with the same CSV splitting and number rules), but the
// portfolio needs what the cost readers leave out: the ISIN, the sign of a quantity, the price, the dividends per
// instrument. So each format has its own row reader here; a new format is one more reader, no change to the maths.
//   DEGIRO Transactions: one buy or sell per fill; rows without an Order ID are corporate actions (split, ISIN change,
//     transfer), read per day.
//   DEGIRO Account: dividends and dividend tax per instrument, fees (connectivity, and transaction costs and AutoFX
//     where no Transactions file lists them), deposits and withdrawals.
//   DEGIRO Portfolio: the closing price of each product, of the day the file was saved.
import { accountLineKind, foldContinuationRows } from '../exports/degiroAccount.ts';
import { isDegiroPortfolioHeader, parseDegiroPortfolio } from '../exports/degiroPortfolio.ts';
import { LAYOUTS } from '../exports/degiroTransactions.ts';
import { parseDayMonthYear, yearOf } from '../exports/dates.ts';
import { detectExport } from '../exports/detect.ts';
import { MAX_DATA_ROWS } from '../exports/limits.ts';
import { isBlank, readNumber, readOptionalNumber, type NumberStyle } from '../exports/numbers.ts';
import { countDataLines, csvRows, normalizeLineEndings } from '../exports/parse.ts';
import { cellAt, isBlankRow, lineNumberOf, numberStyleOfColumns, type Row } from '../exports/rows.ts';
import type { DegiroLayout, ExportFormat, ExportProblem } from '../exports/types.ts';
import type { PriceQuote } from './prices.ts';
import type { FeeKind, PortfolioRecord, RecordSource } from './records.ts';

export type PortfolioFormat = 'degiro-transactions' | 'degiro-account' | 'degiro-portfolio';

/** What one file gives the portfolio. */
export interface PortfolioFile {
  readonly name: string;
  readonly format: PortfolioFormat;
  readonly records: readonly PortfolioRecord[];
  readonly quotes: readonly PriceQuote[];
  /** Lines that could not be read and were left out. */
  readonly skippedLines: readonly number[];
  /** Years in which this file lists every trade's costs (DEGIRO Transactions). */
  readonly tradeYears: readonly number[];
}

export type PortfolioFileProblem =
  | ExportProblem
  /** A format Mijn kosten reads, but whose portfolio reader is not written yet (the format is named). */
  | 'not-yet';

export type PortfolioFileOutcome =
  | { readonly ok: true; readonly file: PortfolioFile }
  | { readonly ok: false; readonly problem: PortfolioFileProblem; readonly format?: ExportFormat };

const DEGIRO = 'DEGIRO';

/** Extra columns of DEGIRO's Transactions layouts that the cost reader does not use. */
const ISIN_COLUMN = 3;
const PRICE_CURRENCY: Readonly<Record<DegiroLayout, number>> = { '2020': 6, old: 8, current: 8 };

interface TradeRow {
  readonly line: number;
  readonly date: string;
  /** 'HH:MM' as the file writes it, to order one day's trades. */
  readonly time: string;
  readonly product: string;
  readonly isin: string | null;
  /** Signed: negative for a sale. */
  readonly quantity: number;
  readonly price: number;
  readonly currency: string;
  readonly localValue: number;
  /** Euro value (absolute), or null when the file states it in another currency. */
  readonly valueEur: number | null;
  readonly rate: number | null;
  readonly transactionFeeEur: number;
  readonly autoFxEur: number;
  readonly orderId: string;
}

function readTradeRow(row: Row, index: number, layout: DegiroLayout, style: NumberStyle): TradeRow | null {
  const columns = LAYOUTS[layout];
  const cell = (at: number) => cellAt(row, at);
  const date = parseDayMonthYear(cell(columns.date));
  const quantity = readNumber(cell(columns.quantity), style);
  const price = readOptionalNumber(cell(columns.price), style);
  const localValue = readOptionalNumber(cell(columns.localValue), style);
  const value = readOptionalNumber(cell(columns.value), style);
  const fees = readOptionalNumber(cell(columns.fees), style);
  const autoFx = readOptionalNumber(cell(columns.autoFx), style);
  if (date === null || quantity === null || price === null || localValue === null || value === null) return null;
  if (fees === null || autoFx === null) return null;
  const rateText = cell(columns.rate);
  const rate = isBlank(rateText) ? null : readNumber(rateText, style);
  const valueCurrency = cell(columns.valueCurrency).toUpperCase() || 'EUR';
  const feesCurrency = cell(columns.feesCurrency).toUpperCase() || 'EUR';
  const usableRate = rate !== null && rate > 0 ? rate : null;
  // DEGIRO writes costs as negative amounts; a fee in another currency is converted with the fill's own rate.
  const feeEur = feesCurrency === 'EUR' ? -fees : usableRate ? -fees / usableRate : 0;
  const isin = cell(ISIN_COLUMN).toUpperCase();
  return {
    line: lineNumberOf(index),
    date,
    time: cell(1),
    product: cell(columns.product),
    isin: isin || null,
    quantity,
    price: Math.abs(price),
    currency: cell(PRICE_CURRENCY[layout]).toUpperCase() || 'EUR',
    localValue,
    valueEur: valueCurrency === 'EUR' ? Math.abs(value) : null,
    rate: usableRate,
    transactionFeeEur: feeEur,
    autoFxEur: -autoFx,
    orderId: cell(columns.orderId) || cell(columns.trailing),
  };
}

function tradeRecord(row: TradeRow, source: RecordSource): PortfolioRecord {
  const feeEur = row.transactionFeeEur + row.autoFxEur;
  return {
    id: `${source.file}:${row.line}`,
    date: row.date,
    isin: row.isin,
    name: row.product,
    kind: row.quantity < 0 ? 'sell' : 'buy',
    quantity: Math.abs(row.quantity),
    price: row.price,
    currency: row.currency,
    amount: Math.abs(row.localValue),
    amountEur: row.valueEur,
    feeEur,
    fxRate: row.rate,
    ...(row.autoFxEur !== 0 ? { feeParts: { transaction: row.transactionFeeEur, conversion: row.autoFxEur } } : {}),
    source,
  };
}

/**
 * A day's rows without an Order ID: DEGIRO books a corporate action as shares out and shares in. One product out and
 * one in is a split (same ISIN, factor in/out) or an ISIN change (another ISIN, with a split when the counts differ);
 * anything else is a transfer of each row's shares.
 */
function corporateActions(rows: readonly TradeRow[], source: RecordSource): PortfolioRecord[] {
  const base = (row: TradeRow) => ({
    id: `${source.file}:${row.line}`,
    date: row.date,
    isin: row.isin,
    name: row.product,
    price: null,
    currency: row.currency,
    amount: 0,
    amountEur: null,
    feeEur: 0,
    fxRate: null,
    source,
  });
  const out = rows.filter((row) => row.quantity < 0);
  const into = rows.filter((row) => row.quantity > 0);
  if (out.length === 1 && into.length === 1 && out[0]!.isin && into[0]!.isin) {
    const [from, to] = [out[0]!, into[0]!];
    const factor = to.quantity / -from.quantity;
    const records: PortfolioRecord[] = [];
    if (from.isin !== to.isin) records.push({ ...base(from), kind: 'isin-change', quantity: 0, newIsin: to.isin! });
    if (Math.abs(factor - 1) > 1e-9) records.push({ ...base(to), kind: 'split', quantity: factor });
    return records;
  }
  return rows.map((row) => ({
    ...base(row),
    kind: 'transfer',
    quantity: row.quantity,
    amount: Math.abs(row.localValue),
    amountEur: row.valueEur !== null && row.valueEur !== 0 ? row.valueEur : null,
  }));
}

function readDegiroTransactions(rows: readonly Row[], layout: DegiroLayout, source: RecordSource) {
  const columns = LAYOUTS[layout];
  const style = numberStyleOfColumns(
    rows,
    [columns.price, columns.localValue, columns.value, columns.rate, columns.fees, columns.autoFx],
    'comma-decimal',
  );
  const trades: TradeRow[] = [];
  const skippedLines: number[] = [];
  const actionsByDay = new Map<string, TradeRow[]>();
  const years = new Set<number>();
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const trade = readTradeRow(row, index, layout, style);
    if (!trade) {
      skippedLines.push(lineNumberOf(index));
      return;
    }
    if (trade.orderId) {
      years.add(yearOf(trade.date));
      trades.push(trade);
    } else {
      const day = actionsByDay.get(trade.date);
      if (day) day.push(trade);
      else actionsByDay.set(trade.date, [trade]);
    }
  });
  // DEGIRO lists the newest first: the trades in the order they happened, so a sale follows the purchase of the
  // same day (the maths keeps one day's records in the order given).
  const moment = (trade: TradeRow) => `${trade.date} ${trade.time.padStart(5, '0')}`;
  trades.sort((a, b) => (moment(a) < moment(b) ? -1 : moment(a) > moment(b) ? 1 : 0));
  const records = trades.map((trade) => tradeRecord(trade, source));
  for (const day of actionsByDay.values()) records.push(...corporateActions(day, source));
  return { records, skippedLines, tradeYears: [...years].sort((a, b) => a - b) };
}

const ACCOUNT = { date: 0, product: 3, isin: 4, description: 5, fx: 6, currency: 7, amount: 8, balance: 10 } as const;

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

function readDegiroAccount(rawRows: readonly Row[], source: RecordSource) {
  const rows = foldContinuationRows(rawRows);
  const style = numberStyleOfColumns(rows, [ACCOUNT.amount, ACCOUNT.balance], 'comma-decimal');
  // DEGIRO converts a dividend in another currency with a booking of the same day that states its rate (FX column):
  // that rate turns the dividend and its tax into euros.
  const rates = new Map<string, number>();
  for (const row of rows) {
    const fx = readNumber(cellAt(row, ACCOUNT.fx), style);
    const day = parseDayMonthYear(cellAt(row, ACCOUNT.date));
    const currency = cellAt(row, ACCOUNT.currency).toUpperCase();
    if (fx !== null && fx > 0 && day !== null && currency !== 'EUR') rates.set(`${day} ${currency}`, fx);
  }
  const records: PortfolioRecord[] = [];
  const skippedLines: number[] = [];
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const description = cellAt(row, ACCOUNT.description);
    const moneyKind = accountLineKind(description);
    const cashKind = NOT_CASH_FLOW.test(description)
      ? null
      : WITHDRAWAL.test(description)
        ? 'withdrawal'
        : DEPOSIT.test(description)
          ? 'deposit'
          : null;
    if (moneyKind === null && cashKind === null) return;
    const date = parseDayMonthYear(cellAt(row, ACCOUNT.date));
    const change = readNumber(cellAt(row, ACCOUNT.amount), style);
    const currency = cellAt(row, ACCOUNT.currency).toUpperCase();
    if (date === null || change === null || currency === '') {
      skippedLines.push(lineNumberOf(index));
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
    const record: PortfolioRecord = {
      id: `${source.file}:${lineNumberOf(index)}`,
      date,
      isin: cellAt(row, ACCOUNT.isin).toUpperCase() || null,
      name: cellAt(row, ACCOUNT.product),
      kind,
      quantity: 0,
      price: null,
      currency,
      amount,
      amountEur: currency === 'EUR' ? amount : null,
      feeEur: 0,
      fxRate: currency === 'EUR' ? null : (rates.get(`${date} ${currency}`) ?? null),
      ...(kind === 'fee' ? { feeKind: FEE_KINDS[moneyKind ?? ''] ?? 'other' } : {}),
      source,
    };
    records.push(record);
  });
  return { records, skippedLines };
}

function readPortfolioQuotes(rows: readonly Row[], day: string) {
  const portfolio = parseDegiroPortfolio(rows);
  const quotes: PriceQuote[] = portfolio.lines.flatMap((line) =>
    line.isin && line.quantity !== 0
      ? [
          {
            isin: line.isin,
            price: line.closing,
            currency: line.currency,
            priceEur: line.valueEur / line.quantity,
            date: day,
            from: 'DEGIRO Portfolio',
          },
        ]
      : [],
  );
  return { quotes, skippedLines: portfolio.skippedLines };
}

/**
 * One file's text to what it gives the portfolio. `file.day` is the day the file was saved (the Portfolio export's
 * prices are of that day).
 */
export function readPortfolioText(
  text: string,
  file: { readonly name: string; readonly day: string },
  progress: () => void = () => {},
): PortfolioFileOutcome {
  if (!/\S/.test(text)) return { ok: false, problem: 'empty' };
  const clean = normalizeLineEndings(text);
  if (countDataLines(clean) > MAX_DATA_ROWS) return { ok: false, problem: 'too-many-rows' };
  const [header, ...rows] = csvRows(clean, progress);
  if (!header) return { ok: false, problem: 'unknown' };
  const source: RecordSource = { file: file.name, broker: DEGIRO };
  const empty = { records: [], quotes: [], skippedLines: [], tradeYears: [] };
  if (isDegiroPortfolioHeader(header)) {
    const read = readPortfolioQuotes(rows, file.day);
    if (read.quotes.length === 0) return { ok: false, problem: 'no-rows' };
    return { ok: true, file: { ...empty, ...read, name: file.name, format: 'degiro-portfolio' } };
  }
  const detected = detectExport(header, rows);
  if (!detected) return { ok: false, problem: 'unknown' };
  progress();
  if (detected.format === 'degiro-transactions') {
    const read = readDegiroTransactions(rows, detected.layout ?? 'current', source);
    if (read.records.length === 0) return { ok: false, problem: 'no-rows' };
    return { ok: true, file: { ...empty, ...read, name: file.name, format: 'degiro-transactions' } };
  }
  if (detected.format === 'degiro-account') {
    const read = readDegiroAccount(rows, source);
    if (read.records.length === 0 && read.skippedLines.length === 0) return { ok: false, problem: 'no-rows' };
    return { ok: true, file: { ...empty, ...read, name: file.name, format: 'degiro-account' } };
  }
  return { ok: false, problem: 'not-yet', format: detected.format };
}
