// Saxo's account statement ('Relevé de compte'; 'Rekeningoverzicht' in Dutch), the account's cash ledger, as the
// .xlsx Saxo exports (workbook.ts) or a CSV saved from it:
//   Compte ID,Date d'écriture,Date de valeur,Événement,Variation nette,Solde de compte,Commentaire
// Only the French header is recognised: it is the one confirmed from a real export; the Dutch and English ones could
// not be confirmed from Saxo's own pages, and a header is never guessed.
//
// Each row is one booking: a trade ('Shares ASML:xams 6588778146', one amount holding the trade's value and its
// costs together, so no order and no commission can be read from it), a corporate action, a deposit or withdrawal
// ('DEPOSIT …'), a fee. Both Mijn kosten (its paid costs) and the portfolio (its records) read the cash moves through
// `readSaxoAccountStatement`; the trades are in Saxo's Transactions report, which the reader is pointed to.
//
// The statement names no currency column: a booking's currency is the code its amount cell ends in ('-2.50 EUR'),
// and where no cell names one the account's currency is unknown and nothing is read as money (never assumed to be
// the euro), as the Transactions reader does.
import { yearOf } from '../brokerFiles/shared/dates.ts';
import { columnIndex } from '../brokerFiles/shared/header.ts';
import { readNumber } from '../brokerFiles/shared/numbers.ts';
import { cellAt, isBlankRow, lineNumberOf, type Row } from '../brokerFiles/shared/rows.ts';
import { normalizeSaxoHeader } from './saxo.ts';
import { parseSaxoDate } from '../brokerFiles/saxo/dates.ts';
import type { MoneyLine, ParsedExport } from './types.ts';

/** Column names (normalised: lower case, straight apostrophes). French only, see above. */
const SAXO_ACCOUNT_NAMES = {
  posted: ["date d'écriture"],
  valued: ['date de valeur'],
  event: ['événement'],
  change: ['variation nette'],
  balance: ['solde de compte'],
} as const;

/** The language of a Saxo account statement header, or null when it is none. */
export function isSaxoAccountHeader(header: readonly string[]): 'fr' | null {
  const normalized = normalizeSaxoHeader(header);
  const has = Object.values(SAXO_ACCOUNT_NAMES).every((names) => columnIndex(normalized, names) >= 0);
  return has ? 'fr' : null;
}

/** What a booking is, by the first words of its event. */
export type SaxoBooking = 'trade' | 'corporate-action' | 'deposit' | 'withdrawal' | 'fee' | 'other';

const BOOKINGS: readonly { readonly kind: SaxoBooking; readonly words: RegExp }[] = [
  { kind: 'trade', words: /^(shares|actions|aandelen|etfs?|bonds?|obligations)\b/i },
  { kind: 'corporate-action', words: /^(corporate actions?|opérations? sur titres)\b/i },
  { kind: 'deposit', words: /^(deposit|dépôt|storting)\b/i },
  { kind: 'withdrawal', words: /^(withdrawal|retrait|opname)\b/i },
  { kind: 'fee', words: /\b(fees?|frais|commission|courtage|kosten)\b/i },
];

export function saxoBookingOf(event: string): SaxoBooking {
  const text = event.trim();
  return BOOKINGS.find((booking) => booking.words.test(text))?.kind ?? 'other';
}

/** A fee for a trade (commission), which Mijn kosten counts; any other fee (custody, service) the model does not. */
const TRADE_FEE = /\b(commission|courtage)\b/i;

/** One cash move of the statement: a deposit, a withdrawal or a fee. */
export interface SaxoCashMove {
  /** The line the reader sees (1 = header, plus the rows above the header in a workbook sheet). */
  readonly line: number;
  readonly date: string;
  readonly kind: 'deposit' | 'withdrawal' | 'fee';
  /** Positive for what the kind says (deposited, withdrawn, paid); a refunded fee is negative. */
  readonly amount: number;
  readonly currency: string;
  /** A fee for a trade ('transaction') or any other ('other'). */
  readonly feeKind?: 'transaction' | 'other';
  readonly event: string;
}

export interface SaxoAccountStatement {
  readonly moves: readonly SaxoCashMove[];
  /** Trade bookings: their orders and costs are in the Transactions report. */
  readonly trades: number;
  /** Corporate actions and other bookings, read but no cash move. */
  readonly other: number;
  readonly skippedLines: readonly number[];
  /** The account's currency as the amount cells name it, or null when none does. */
  readonly currency: string | null;
}

/** An amount with the currency its cell may end in ('-2.50 EUR'). */
function amountOf(cell: string): { readonly amount: number | null; readonly currency: string | null } {
  const code = /\s*([A-Z]{3})$/.exec(cell.trim());
  const amount = readNumber(code ? cell.trim().slice(0, code.index) : cell, 'dot-decimal');
  return { amount, currency: code ? code[1]! : null };
}

/** The statement's cash moves, trades and other bookings. `lineOffset`: rows above the header in a sheet. */
export function readSaxoAccountStatement(
  rawHeader: readonly string[],
  rows: readonly Row[],
  lineOffset = 0,
): SaxoAccountStatement {
  const header = normalizeSaxoHeader(rawHeader);
  const col = (key: keyof typeof SAXO_ACCOUNT_NAMES) => columnIndex(header, SAXO_ACCOUNT_NAMES[key]);
  const columns = { posted: col('posted'), valued: col('valued'), event: col('event'), change: col('change') };
  const named = rows.map((row) => amountOf(cellAt(row, columns.change)).currency).find((code) => code !== null);
  const currency = named ?? null;
  const moves: SaxoCashMove[] = [];
  const skippedLines: number[] = [];
  let trades = 0;
  let other = 0;
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const line = lineNumberOf(index) + lineOffset;
    const event = cellAt(row, columns.event);
    const booking = saxoBookingOf(event);
    if (booking === 'trade') trades += 1;
    if (booking === 'trade' || booking === 'corporate-action' || booking === 'other') {
      if (booking !== 'trade') other += 1;
      return;
    }
    const date = parseSaxoDate(cellAt(row, columns.posted)) ?? parseSaxoDate(cellAt(row, columns.valued));
    const { amount, currency: own } = amountOf(cellAt(row, columns.change));
    const moveCurrency = own ?? currency;
    if (date === null || amount === null || moveCurrency === null) {
      skippedLines.push(line);
      return;
    }
    if (booking === 'fee') {
      const feeKind = TRADE_FEE.test(event) ? 'transaction' : 'other';
      moves.push({ line, date, kind: 'fee', amount: -amount, currency: moveCurrency, feeKind, event });
      return;
    }
    // A cash transfer's sign decides: money in is a deposit, money out a withdrawal, whatever the words say.
    const kind = amount < 0 ? 'withdrawal' : 'deposit';
    moves.push({ line, date, kind, amount: Math.abs(amount), currency: moveCurrency, event });
  });
  return { moves, trades, other, skippedLines, currency };
}

/**
 * The statement for Mijn kosten: no orders (its trades are in the Transactions report); a fee for a trade as a paid
 * transaction cost, left out for a year a Transactions report read with it covers (paid.ts); other fees (custody,
 * service), which the fee model does not count, with the deposits and withdrawals among the rows read but no order.
 */
export function parseSaxoAccount(header: readonly string[], rows: readonly Row[], lineOffset = 0): ParsedExport {
  const statement = readSaxoAccountStatement(header, rows, lineOffset);
  const money: MoneyLine[] = statement.moves.flatMap((move) =>
    move.kind === 'fee' && move.feeKind === 'transaction'
      ? [{ year: yearOf(move.date), kind: 'transaction', amount: move.amount, currency: move.currency } as const]
      : [],
  );
  return {
    format: 'saxo-account',
    orders: [],
    money,
    skippedLines: [...statement.skippedLines],
    otherRows: statement.moves.length - money.length + statement.trades + statement.other,
    language: 'fr',
    baseCurrency: statement.currency,
  };
}
