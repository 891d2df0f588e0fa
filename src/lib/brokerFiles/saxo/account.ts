// Saxo's account statement ('Relevé de compte'; 'Rekeningoverzicht' in Dutch), the account's cash ledger, as the
// .xlsx Saxo exports (workbook.ts) or a CSV saved from it, read once into the ledger.
//
// Each row is one booking: a trade ('Shares ASML:xams 6588778146', one amount holding the trade's value and its costs
// together, so no order and no commission can be read from it), a corporate action, a deposit or withdrawal
// ('DEPOSIT …'), a fee. Deposits, withdrawals and fees are entries; a fee for a trade is also money paid, which
// Mijn kosten counts for a year no Transactions report read with it covers (exports/paid.ts); other fees (custody,
// service), which the fee model does not count, and the deposits and withdrawals are rows read but no order. The
// trades are in Saxo's Transactions report, which the reader is pointed to (myCosts.file.saxoAccountTrades).
//
// The statement names no currency column: a booking's currency is the code its amount cell ends in ('-2.50 EUR'),
// and where no cell names one the account's currency is unknown and the booking is not read (never assumed to be
// the euro), as the Transactions reader does.
import type { MoneyLine } from '../../exports/types.ts';
import type { PortfolioRecord, RecordSource } from '../../portfolio/records.ts';
import { yearOf } from '../shared/dates.ts';
import { cashRecord, lineId, transferRecord } from '../shared/entries.ts';
import { readNumber } from '../shared/numbers.ts';
import { cellAt, isBlankRow, PROGRESS_ROWS, type Row } from '../shared/rows.ts';
import type { LedgerRead } from '../registry.ts';
import { statementColumns } from './columns.ts';
import { parseSaxoDate } from './dates.ts';

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

/** An amount with the currency its cell may end in ('-2.50 EUR'). */
function amountOf(cell: string): { readonly amount: number | null; readonly currency: string | null } {
  const code = /\s*([A-Z]{3})$/.exec(cell.trim());
  const amount = readNumber(code ? cell.trim().slice(0, code.index) : cell, 'dot-decimal');
  return { amount, currency: code ? code[1]! : null };
}

/** The first currency an amount cell names: the account's. */
function statementCurrency(rows: readonly Row[], change: number): string | null {
  for (const row of rows) {
    const code = /([A-Z]{3})$/.exec(cellAt(row, change));
    if (code) return code[1]!;
  }
  return null;
}

/** The statement's rows (below `header`) to the ledger. `lineOffset`: rows above the header in a workbook sheet. */
export function readSaxoAccount(
  header: readonly string[],
  rows: readonly Row[],
  source: RecordSource,
  progress: () => void = () => {},
  lineOffset = 0,
): LedgerRead {
  const columns = statementColumns(header);
  const currency = statementCurrency(rows, columns.change);
  const entries: PortfolioRecord[] = [];
  const money: MoneyLine[] = [];
  const skippedLines: number[] = [];
  let otherRows = 0;
  for (let index = 0; index < rows.length; index += 1) {
    if (index % PROGRESS_ROWS === PROGRESS_ROWS - 1) progress();
    const row = rows[index]!;
    if (isBlankRow(row)) continue;
    const line = index + 2 + lineOffset;
    const event = cellAt(row, columns.event);
    const booking = saxoBookingOf(event);
    // A trade's orders and costs are in the Transactions report; a corporate action moves no cash read here.
    if (booking === 'trade' || booking === 'corporate-action' || booking === 'other') {
      otherRows += 1;
      continue;
    }
    const date = parseSaxoDate(cellAt(row, columns.posted)) ?? parseSaxoDate(cellAt(row, columns.valued));
    const { amount, currency: own } = amountOf(cellAt(row, columns.change));
    const moveCurrency = own ?? currency;
    if (date === null || amount === null || moveCurrency === null) {
      skippedLines.push(line);
      continue;
    }
    const at = { id: lineId(source, line), date, currency: moveCurrency };
    if (booking === 'fee') {
      // Booked as a negative change; a refunded fee is positive, so a negative fee.
      const feeKind = TRADE_FEE.test(event) ? 'transaction' : 'other';
      entries.push(cashRecord({ ...at, isin: null, name: event, kind: 'fee', amount: -amount, feeKind }, source));
      if (feeKind === 'transaction')
        money.push({ year: yearOf(date), kind: 'transaction', amount: -amount, currency: moveCurrency });
      else otherRows += 1;
      continue;
    }
    // A cash transfer's sign decides: money in is a deposit, money out a withdrawal, whatever the words say.
    entries.push(transferRecord({ ...at, kind: amount < 0 ? 'withdrawal' : 'deposit', amount }, source));
    otherRows += 1;
  }
  return {
    format: 'saxo-account',
    entries,
    orders: [],
    money,
    quotes: [],
    skippedLines,
    otherRows,
    tradeYears: [],
    facts: { language: 'fr', baseCurrency: currency },
  };
}
