// Trade Republic through pytr (`pytr export_transactions`), the open-source tool most of its readers
// export with. Semicolon-separated, in the language pytr ran in, columns by position:
//   Datum;Typ;Wert;Notiz;ISIN;Stück;Gebühren;Steuern[;ISIN2;Stück2]                      (de)
//   Datum;Transactietype;Waarde (netto);Opmerking;ISIN;Aantal;Kosten;Belasting[;…]         (nl)
//   Date;Type;Value;Note;ISIN;Shares;Fees;Taxes[;…]                                        (en)
// Dates are ISO ('2024-02-20T16:32:07' or '2024-02-20'); numbers plain ('-3002.8') or localised
// ('-3.002,8'), a number that cannot tell its style read in the style of the header's language.
// Savings-plan executions are written as buys (their type names the plan; a buy without a fee in a file
// that states fees is one too): they are free at Trade Republic. The value is net: a buy's value is what
// left the account (order value plus fees), a sell's what came in (order value minus fees and taxes).
// Trade Republic trades in euros, so every order is a euro order.
import { parseIsoDate, yearOf } from '../brokerFiles/shared/dates.ts';
import { normalizeHeaderCell } from '../brokerFiles/shared/header.ts';
import { isBlank, readNumber, readOptionalNumber, type NumberStyle } from '../brokerFiles/shared/numbers.ts';
import { cellAt, dividendLines, numberStyleOfColumns, parsedOrders, readRows } from '../brokerFiles/shared/rows.ts';
import type { Row, RowResult } from '../brokerFiles/shared/rows.ts';
import type { ExportOrder, ParsedExport } from './types.ts';
import { priceCurrencyOrder } from '../brokerFiles/shared/venues.ts';

export const PYTR_COLUMNS = { date: 0, type: 1, value: 2, note: 3, isin: 4, shares: 5, fees: 6, taxes: 7 } as const;

/** Type words in German, Dutch and English (pytr's translations), savings plans included. */
export const PYTR_BUY = new Set([
  'kauf',
  'aankoop',
  'buy',
  'sparplan',
  'sparplanausführung',
  'sparplan ausgeführt',
  'savings plan',
  'savings plan execution',
  'spaarplan',
  'spaarplanuitvoering',
]);
/** pytr's event types of a savings-plan execution: free at Trade Republic. */
const SAVINGS_PLAN = /spar|spaar|savings/;
export const PYTR_SELL = new Set(['verkauf', 'verkoop', 'sell']);
export const PYTR_DIVIDEND = new Set(['dividende', 'dividend']);

/**
 * pytr writes numbers in the style of the language it ran in: German and Dutch with a decimal comma
 * ('10,799' is ten shares and a bit), English with a point. A cell that cannot tell by itself is read so.
 */
export function pytrNumberStyle(header: readonly string[]): NumberStyle {
  return normalizeHeaderCell(header[PYTR_COLUMNS.date] ?? '') === 'datum' ? 'comma-decimal' : 'dot-decimal';
}

/** The net value back to the order value: a buy paid its fees on top, a sell had fees and taxes taken off. */
export function pytrOrderValue(isBuy: boolean, value: number, fees: number, taxes: number): number {
  return isBuy ? Math.abs(value) - Math.abs(fees) : Math.abs(value) + Math.abs(fees) + Math.abs(taxes);
}

export function parsePytr(header: readonly string[], rows: readonly Row[], progress?: () => void): ParsedExport {
  const style = numberStyleOfColumns(
    rows,
    [PYTR_COLUMNS.value, PYTR_COLUMNS.shares, PYTR_COLUMNS.fees, PYTR_COLUMNS.taxes],
    pytrNumberStyle(header),
  );

  // A file that states a fee with its orders shows a buy without one as a savings-plan execution.
  const statesFees = rows.some((row) => {
    const type = cellAt(row, PYTR_COLUMNS.type).toLowerCase();
    return (PYTR_BUY.has(type) || PYTR_SELL.has(type)) && !isBlank(cellAt(row, PYTR_COLUMNS.fees));
  });

  const readRow = (row: Row, line: number): RowResult<ExportOrder> => {
    const type = cellAt(row, PYTR_COLUMNS.type).toLowerCase();
    const isBuy = PYTR_BUY.has(type);
    const isSell = PYTR_SELL.has(type);
    const isDividend = PYTR_DIVIDEND.has(type);
    if (!isBuy && !isSell && !isDividend) return { status: 'other' };
    const day = parseIsoDate(cellAt(row, PYTR_COLUMNS.date));
    const value = readNumber(cellAt(row, PYTR_COLUMNS.value), style);
    const fees = readOptionalNumber(cellAt(row, PYTR_COLUMNS.fees), style);
    const taxes = readOptionalNumber(cellAt(row, PYTR_COLUMNS.taxes), style);
    if (day === null || value === null || fees === null || taxes === null) return { status: 'skip' };
    const year = yearOf(day);
    if (isDividend) {
      const money = dividendLines(year, { amount: value, currency: 'EUR' }, { amount: taxes, currency: 'EUR' });
      return { status: 'money', money };
    }
    const shares = readNumber(cellAt(row, PYTR_COLUMNS.shares), style);
    if (shares === null || shares === 0) return { status: 'skip' };
    const orderValue = pytrOrderValue(isBuy, value, fees, taxes);
    const order = priceCurrencyOrder({
      id: `regel-${line}`,
      date: day,
      product: cellAt(row, PYTR_COLUMNS.note) || cellAt(row, PYTR_COLUMNS.isin),
      currency: 'EUR',
      shares,
      price: orderValue / Math.abs(shares),
      rate: null,
    });
    const money = fees !== 0 ? [{ year, kind: 'transaction' as const, amount: Math.abs(fees), currency: 'EUR' }] : [];
    const savingsPlan = isBuy && (SAVINGS_PLAN.test(type) || (statesFees && isBlank(cellAt(row, PYTR_COLUMNS.fees))));
    const item = { ...order, paidEur: Math.abs(fees), ...(savingsPlan ? { savingsPlan } : {}) };
    return { status: 'item', item, money };
  };

  return parsedOrders('pytr', readRows(rows, readRow, progress));
}
