// Steps every portfolio reader shares: building a trade or a cash record, telling an ISIN, and turning one day's
// share movements without an order (a split, an ISIN change, a transfer) into records.
import type { FeeKind, PortfolioRecord, RecordKind, RecordSource } from '../records.ts';

const ISIN = /^[A-Z]{2}[A-Z0-9]{9}\d$/;

/** The ISIN in a cell, upper case, or null when the cell holds none (a ticker, a blank). */
export function isinOf(text: string): string | null {
  const upper = text.trim().toUpperCase();
  return ISIN.test(upper) ? upper : null;
}

/** 'AAPL(US0378331005) Cash Dividend …': the ISIN a description names in brackets, as IBKR writes it. */
export function isinInText(text: string): string | null {
  const match = /\(([A-Z]{2}[A-Z0-9]{9}\d)\)/.exec(text);
  return match ? match[1]! : null;
}

export interface TradeFields {
  readonly id: string;
  readonly date: string;
  readonly isin: string | null;
  readonly name: string;
  /** Signed: a sale is negative. */
  readonly quantity: number;
  readonly price: number;
  readonly currency: string;
  /** The trade's value without fees in `currency` (sign ignored). */
  readonly amount: number;
  /** That value in euros, when the file states it. */
  readonly amountEur: number | null;
  readonly feeEur: number;
  readonly fxRate: number | null;
  readonly feeParts?: Readonly<Partial<Record<FeeKind, number>>>;
}

/** A buy or a sell by the sign of its quantity. */
export function tradeRecord(fields: TradeFields, source: RecordSource): PortfolioRecord {
  const { feeParts, quantity, amount, price, ...rest } = fields;
  return {
    ...rest,
    kind: quantity < 0 ? 'sell' : 'buy',
    quantity: Math.abs(quantity),
    price: Math.abs(price),
    amount: Math.abs(amount),
    ...(feeParts ? { feeParts } : {}),
    source,
  };
}

export interface CashFields {
  readonly id: string;
  readonly date: string;
  readonly isin: string | null;
  readonly name: string;
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
