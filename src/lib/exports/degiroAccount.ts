// DEGIRO's Rekeningoverzicht / Account.csv: every cash movement of the account.
//   Datum,Tijd,Valutadatum,Product,ISIN,Omschrijving,FX,Mutatie,,Saldo,,Order Id
// The column named 'Mutatie' ('Change') holds the currency; the amount is in the unnamed column after
// it. The lines that matter here are the costs (connectivity fees, transaction fees, AutoFX) and the
// dividends with their dividend tax; deposits, currency bookings and trades themselves are skipped.
import { parseDayMonthYear, yearOf } from './dates.ts';
import { columnIndex, normalizeHeader } from './header.ts';
import { parseDecimal } from './numbers.ts';
import { isBlankRow, lineNumberOf, numberStyleOfColumns, type Row } from './rows.ts';
import type { MoneyKind, MoneyLine, ParsedExport } from './types.ts';

/** Description patterns, Dutch and English; the first that matches decides (tax before dividend). */
const DESCRIPTION_KINDS: readonly { readonly pattern: RegExp; readonly kind: MoneyKind }[] = [
  { pattern: /aansluitingskosten|connection fee|connectivity fee/i, kind: 'connectivity' },
  { pattern: /transactiekosten|transaction (and\/or third party )?fee|transaction costs/i, kind: 'transaction' },
  { pattern: /autofx/i, kind: 'conversion' },
  { pattern: /dividendbelasting|dividend tax|bronbelasting|withholding tax/i, kind: 'dividend-tax' },
  { pattern: /^dividend/i, kind: 'dividend' },
];

export function accountLineKind(description: string): MoneyKind | null {
  return DESCRIPTION_KINDS.find(({ pattern }) => pattern.test(description.trim()))?.kind ?? null;
}

/** Costs and tax are booked as negative changes; the reader paid their opposite. Dividends are received. */
function signedForKind(kind: MoneyKind, change: number): number {
  return kind === 'dividend' ? change : -change;
}

export function parseDegiroAccount(rawHeader: readonly string[], rows: readonly Row[]): ParsedExport {
  const header = normalizeHeader(rawHeader);
  const date = columnIndex(header, ['datum', 'date']);
  const description = columnIndex(header, ['omschrijving', 'description']);
  const currency = columnIndex(header, ['mutatie', 'change']);
  const amount = currency + 1;
  const style = numberStyleOfColumns(rows, [amount, amount + 2], 'comma-decimal');
  const money: MoneyLine[] = [];
  const skippedLines: number[] = [];
  let otherRows = 0;
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const kind = accountLineKind(row[description] ?? '');
    if (kind === null) {
      otherRows += 1;
      return;
    }
    const day = parseDayMonthYear(row[date]);
    const change = parseDecimal(row[amount], style);
    const code = (row[currency] ?? '').trim().toUpperCase();
    if (day === null || change === null || code === '') {
      skippedLines.push(lineNumberOf(index));
      return;
    }
    money.push({ year: yearOf(day), kind, amount: signedForKind(kind, change), currency: code });
  });
  return { format: 'degiro-account', orders: [], money, skippedLines, otherRows };
}
