// DEGIRO's Rekeningoverzicht / Account.csv: every cash movement of the account, in the account's language.
//   Datum,Tijd,Valutadatum,Product,ISIN,Omschrijving,FX,Mutatie,,Saldo,,Order Id
// The columns stand where this shape puts them (src/lib/brokerFiles/degiro/recognise.ts): the column named 'Mutatie' ('Change',
// 'Änderung', 'Variation') holds the currency, the amount is in the unnamed column after it. The lines
// that matter here are the costs (connectivity fees, transaction fees, AutoFX) and the dividends with
// their dividend tax; deposits, currency bookings and trades themselves are other rows.
//
// A long description may wrap onto a continuation row whose leading cells are empty, holding the rest
// of the text or the Order Id: it belongs to the row above.
import { parseDayMonthYear, yearOf } from '../brokerFiles/shared/dates.ts';
import { isBlank, readNumber } from '../brokerFiles/shared/numbers.ts';
import { cellAt, isBlankRow, numberStyleOfColumns, readRows, type Row } from '../brokerFiles/shared/rows.ts';
import type { MoneyKind, MoneyLine, ParsedExport } from './types.ts';

const COLUMNS = { date: 0, description: 5, currency: 7, amount: 8, balance: 10, orderId: 11 } as const;

/**
 * Description patterns in Dutch, English, German and French; the first that matches decides (tax
 * before dividend, since 'Dividendbelasting' starts with 'Dividend').
 */
const DESCRIPTION_KINDS: readonly { readonly pattern: RegExp; readonly kind: MoneyKind }[] = [
  {
    pattern:
      /aansluitingskosten|connection fee|connectivity fee|börsenanbindung|anschlussgebühr|verbindungsgebühr|frais de connexion/i,
    kind: 'connectivity',
  },
  {
    pattern:
      /transactiekosten|transaction (and\/or third party )?fees?|transaction costs|transaktionsgebühr|transaktionskosten|frais de (transaction|courtage)/i,
    kind: 'transaction',
  },
  { pattern: /autofx/i, kind: 'conversion' },
  {
    pattern:
      /dividendbelasting|dividend tax|bronbelasting|withholding tax|dividendensteuer|quellensteuer|kapitalertragsteuer|imp[oô]ts? sur (les )?dividendes?|retenue à la source/i,
    kind: 'dividend-tax',
  },
  { pattern: /^dividend/i, kind: 'dividend' },
];

export function accountLineKind(description: string): MoneyKind | null {
  return DESCRIPTION_KINDS.find(({ pattern }) => pattern.test(description.trim()))?.kind ?? null;
}

/** Costs and tax are booked as negative changes; the reader paid their opposite. Dividends are received. */
function signedForKind(kind: MoneyKind, change: number): number {
  return kind === 'dividend' ? change : -change;
}

const isContinuation = (row: Row): boolean =>
  !isBlankRow(row) && isBlank(row[COLUMNS.date]) && isBlank(row[1]) && isBlank(row[COLUMNS.amount]);

/**
 * Continuation rows folded into the row above: its description gets the rest of the text and a
 * missing Order Id is taken from it. The continuation row itself becomes blank, so every other row
 * keeps its line number.
 */
export function foldContinuationRows(rows: readonly Row[]): Row[] {
  const folded: Row[] = rows.map((row) => [...row]);
  let owner = -1;
  folded.forEach((row, index) => {
    if (isBlankRow(row)) return;
    if (!isContinuation(row) || owner < 0) {
      owner = index;
      return;
    }
    const target = [...folded[owner]!];
    const rest = cellAt(row, COLUMNS.description);
    if (rest) target[COLUMNS.description] = `${cellAt(target, COLUMNS.description)} ${rest}`.trim();
    const orderId = cellAt(row, COLUMNS.orderId);
    if (orderId && !cellAt(target, COLUMNS.orderId)) target[COLUMNS.orderId] = orderId;
    folded[owner] = target;
    folded[index] = [];
  });
  return folded;
}

export function parseDegiroAccount(
  _header: readonly string[],
  rawRows: readonly Row[],
  progress?: () => void,
): ParsedExport {
  const rows = foldContinuationRows(rawRows);
  const style = numberStyleOfColumns(rows, [COLUMNS.amount, COLUMNS.balance], 'comma-decimal');
  const read = readRows<never>(
    rows,
    (row) => {
      const kind = accountLineKind(cellAt(row, COLUMNS.description));
      if (kind === null) return { status: 'other' };
      const day = parseDayMonthYear(cellAt(row, COLUMNS.date));
      const change = readNumber(cellAt(row, COLUMNS.amount), style);
      const currency = cellAt(row, COLUMNS.currency).toUpperCase();
      if (day === null || change === null || currency === '') return { status: 'skip' };
      const line: MoneyLine = { year: yearOf(day), kind, amount: signedForKind(kind, change), currency };
      return { status: 'money', money: [line] };
    },
    progress,
  );
  return {
    format: 'degiro-account',
    orders: [],
    money: read.money,
    skippedLines: read.skippedLines,
    otherRows: read.otherRows,
  };
}
