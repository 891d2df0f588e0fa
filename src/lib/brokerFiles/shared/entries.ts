// Steps every portfolio reader shares: building a trade or a cash record (a dividend with its tax, a deposit or a
// withdrawal), telling an ISIN, and turning one day's share movements without an order (a split, an ISIN change, a
// transfer) into records.
import type { PriceQuote } from '../../portfolio/prices.ts';
import type { FeeKind, PortfolioRecord, RecordKind, RecordSource } from '../../portfolio/records.ts';
import type { ReaderResult } from '../../portfolio/readers/types.ts';
import { PORTFOLIO_LIMITS } from '../../sync/limits.ts';
import { fitText, isAcceptedRecord } from '../../sync/portfolioRules.ts';

const ISIN = /^[A-Z]{2}[A-Z0-9]{9}\d$/;

/** The ISIN in a cell, upper case, or null when the cell holds none (a ticker, a blank). */
export function isinOf(text: string): string | null {
  const upper = text.trim().toUpperCase();
  return ISIN.test(upper) ? upper : null;
}

/** What places a record: its line in the file (`lineId`), its day and its instrument. */
export type RecordAt = Pick<PortfolioRecord, 'id' | 'date' | 'isin' | 'name'>;

/** A record's id: the file and its line, unique within one import. */
export function lineId(source: RecordSource, line: number): string {
  return `${source.file}:${line}`;
}

export interface TradeFields extends RecordAt, Pick<PortfolioRecord, 'currency' | 'feeParts'> {
  /** Signed: a sale is negative. */
  readonly quantity: number;
  readonly price: number;
  /** The trade's value without fees in `currency` (sign ignored); where the file states none, shares × price. */
  readonly amount?: number;
  /** That value in euros as the file states it; left out, the value itself for a trade in euros, else unknown. */
  readonly amountEur?: number | null;
  /** The fees booked with the trade in euros; left out, none. */
  readonly feeEur?: number;
  readonly fxRate?: number | null;
}

/** A buy or a sell by the sign of its quantity. */
export function tradeRecord(fields: TradeFields, source: RecordSource): PortfolioRecord {
  const { feeParts, quantity, price, currency, amount: stated, amountEur, feeEur, fxRate, ...at } = fields;
  const amount = Math.abs(stated ?? quantity * price);
  return {
    ...at,
    kind: quantity < 0 ? 'sell' : 'buy',
    quantity: Math.abs(quantity),
    price: Math.abs(price),
    currency,
    amount,
    amountEur: amountEur === undefined ? (currency === 'EUR' ? amount : null) : amountEur,
    feeEur: feeEur ?? 0,
    fxRate: fxRate ?? null,
    ...(feeParts ? { feeParts } : {}),
    source,
  };
}

export interface CashFields extends RecordAt {
  readonly kind: Extract<RecordKind, 'dividend' | 'withholding' | 'fee' | 'deposit' | 'withdrawal'>;
  /** Positive for what the kind says (received, withheld, paid, deposited, withdrawn); a refund is negative. */
  readonly amount: number;
  readonly currency: string;
  readonly fxRate?: number | null;
  readonly feeKind?: FeeKind;
}

/** A money record: its euro amount is known when it is in euros, else through its rate. */
export function cashRecord(fields: CashFields, source: RecordSource): PortfolioRecord {
  const { feeKind, fxRate, ...rest } = fields;
  return {
    ...rest,
    quantity: 0,
    price: null,
    amountEur: fields.currency === 'EUR' ? fields.amount : null,
    feeEur: 0,
    fxRate: fields.currency === 'EUR' ? null : (fxRate ?? null),
    ...(fields.kind === 'fee' ? { feeKind: feeKind ?? 'other' } : {}),
    source,
  };
}

/**
 * Money into or out of the account, as the kind says: about no instrument, its amount without sign (files book a
 * withdrawal as a negative change).
 */
export function accountTransfer(kind: 'deposit' | 'withdrawal', amount: number) {
  return { isin: null, name: '', kind, amount: Math.abs(amount) } as const;
}

/** A deposit or a withdrawal as a record (`accountTransfer`). */
export function transferRecord(
  fields: Pick<CashFields, 'id' | 'date' | 'amount' | 'currency'> & { readonly kind: 'deposit' | 'withdrawal' },
  source: RecordSource,
): PortfolioRecord {
  const { kind, amount, ...rest } = fields;
  return cashRecord({ ...rest, ...accountTransfer(kind, amount) }, source);
}

/** A dividend and the tax withheld on it, the tax as a record of its own (id `…:tax`, without sign) when there is any. */
export function dividendRecords(
  at: RecordAt,
  received: { readonly amount: number; readonly currency: string },
  withheld: { readonly amount: number; readonly currency: string; readonly fxRate?: number | null } | null,
  source: RecordSource,
): PortfolioRecord[] {
  const dividend = cashRecord({ ...at, kind: 'dividend', ...received }, source);
  if (!withheld || withheld.amount === 0) return [dividend];
  const tax = { ...withheld, amount: Math.abs(withheld.amount) };
  return [dividend, cashRecord({ ...at, id: `${at.id}:tax`, kind: 'withholding', ...tax }, source)];
}

/** One row of shares moved without an order. */
export interface ShareMove {
  readonly id: string;
  readonly date: string;
  readonly isin: string | null;
  readonly name: string;
  /** Signed: shares out are negative. */
  readonly quantity: number;
  readonly currency: string;
  /** Value of the shares in `currency`, 0 when the file gives none. */
  readonly value: number;
  readonly valueEur: number | null;
}

/**
 * One day's share movements without an order: one product out and one in is a split (same ISIN, factor in/out) or
 * an ISIN change (another ISIN, with a split when the counts differ); anything else is a transfer of each row's
 * shares. Brokers book a corporate action so (DEGIRO, Trading 212's 'Stock split open/close').
 */
export function corporateActions(moves: readonly ShareMove[], source: RecordSource): PortfolioRecord[] {
  const base = (move: ShareMove) => ({
    id: move.id,
    date: move.date,
    isin: move.isin,
    name: move.name,
    price: null,
    currency: move.currency,
    amount: 0,
    amountEur: null,
    feeEur: 0,
    fxRate: null,
    source,
  });
  const out = moves.filter((move) => move.quantity < 0);
  const into = moves.filter((move) => move.quantity > 0);
  if (out.length === 1 && into.length === 1 && out[0]!.isin && into[0]!.isin) {
    const [from, to] = [out[0]!, into[0]!];
    const factor = to.quantity / -from.quantity;
    const records: PortfolioRecord[] = [];
    if (from.isin !== to.isin) records.push({ ...base(from), kind: 'isin-change', quantity: 0, newIsin: to.isin! });
    if (Math.abs(factor - 1) > 1e-9) records.push({ ...base(to), kind: 'split', quantity: factor });
    return records;
  }
  return moves.map((move) => ({
    ...base(move),
    kind: 'transfer',
    quantity: move.quantity,
    amount: Math.abs(move.value),
    amountEur: move.valueEur !== null && move.valueEur !== 0 ? Math.abs(move.valueEur) : null,
  }));
}

/** Moves grouped per day, each day's in the file's order. */
export function movesByDay(moves: readonly ShareMove[]): ShareMove[][] {
  const days = new Map<string, ShareMove[]>();
  for (const move of moves) {
    const day = days.get(move.date);
    if (day) day.push(move);
    else days.set(move.date, [move]);
  }
  return [...days.values()];
}

/** The record with its texts shortened to what the account keeps (a product name of 250 characters). */
function withFittedTexts(record: PortfolioRecord): PortfolioRecord {
  const { name, currency, newIsin } = record;
  const fitted = fitText(name) !== name || fitText(currency) !== currency || (newIsin && fitText(newIsin) !== newIsin);
  if (!fitted) return record;
  return {
    ...record,
    name: fitText(name),
    currency: fitText(currency),
    ...(newIsin === undefined ? {} : { newIsin: fitText(newIsin) }),
  };
}

/** A price with finite numbers within the bound (src/lib/sync/limits.ts), as the stored check wants it. */
const usableQuote = (quote: PriceQuote): boolean =>
  [quote.price, quote.priceEur].every(
    (value) => Number.isFinite(value) && Math.abs(value) <= PORTFOLIO_LIMITS.magnitude,
  );

/** The line a record was read from (its id starts with `lineId`), or undefined. */
function lineOf(record: PortfolioRecord): number | undefined {
  const line = Number.parseInt(record.id.slice(record.source.file.length + 1), 10);
  return Number.isSafeInteger(line) ? line : undefined;
}

/**
 * A reader's result with only records the account accepts (src/lib/sync/portfolioRules.ts, the server's rules in plain
 * TypeScript), so what is stored can be kept with the account and no sum meets a number it cannot survive: over-long
 * texts are shortened; every record of a line with a record that still breaks a rule (a number that is not finite or
 * beyond the bound, such as `1` followed by 200 zeros; a negative fee) goes, and the line is named as unread, as Mijn
 * kosten's readers skip it. A price of that kind is left out. Applied by the dispatch (fromExports.ts) to every reader.
 */
export function withAcceptedRecords(read: ReaderResult): ReaderResult {
  const fitted = read.records.map(withFittedTexts);
  const lines = new Set(fitted.filter((record) => !isAcceptedRecord(record)).map(lineOf));
  const records = lines.size === 0 ? fitted : fitted.filter((record) => !lines.has(lineOf(record)));
  const quotes = read.quotes?.filter(usableQuote);
  const skipped = [...read.skippedLines, ...[...lines].filter((line): line is number => line !== undefined)];
  return {
    ...read,
    records,
    ...(quotes ? { quotes } : {}),
    skippedLines: [...new Set(skipped)].sort((a, b) => a - b),
  };
}
