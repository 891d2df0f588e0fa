// Trade Republic through pytr (`pytr export_transactions`), the open-source tool most of its readers
// export with. Semicolon-separated, in the language pytr ran in, columns by position:
//   Datum;Typ;Wert;Notiz;ISIN;Stück;Gebühren;Steuern[;ISIN2;Stück2]                      (de)
//   Datum;Transactietype;Waarde (netto);Opmerking;ISIN;Aantal;Kosten;Belasting[;…]         (nl)
//   Date;Type;Value;Note;ISIN;Shares;Fees;Taxes[;…]                                        (en)
// Dates are ISO ('2024-02-20T16:32:07' or '2024-02-20'); numbers plain ('-3002.8') or localised
// ('-3.002,8'), a number that cannot tell its style read in the style of the header's language. Savings-plan executions are written as buys. The value is net: a buy's value is what
// left the account (order value plus fees), a sell's what came in (order value minus fees and taxes).
// Trade Republic trades in euros, so every order is a euro order.
import { parseIsoDate, yearOf } from './dates.ts';
import { normalizeHeaderCell } from './header.ts';
import { readNumber, readOptionalNumber, type NumberStyle } from './numbers.ts';
import { cellAt, dividendLines, numberStyleOfColumns, parsedOrders, readRows } from './rows.ts';
import type { Row, RowResult } from './rows.ts';
import type { ExportOrder, ParsedExport } from './types.ts';
import { priceCurrencyOrder } from './venues.ts';

const COLUMNS = { date: 0, type: 1, value: 2, note: 3, isin: 4, shares: 5, fees: 6, taxes: 7 } as const;

/** Type words in German, Dutch and English (pytr's translations), savings plans included. */
const BUY = new Set([
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
const SELL = new Set(['verkauf', 'verkoop', 'sell']);
const DIVIDEND = new Set(['dividende', 'dividend']);

/**
 * pytr writes numbers in the style of the language it ran in: German and Dutch with a decimal comma
 * ('10,799' is ten shares and a bit), English with a point. A cell that cannot tell by itself is read so.
 */
export function pytrNumberStyle(header: readonly string[]): NumberStyle {
  return normalizeHeaderCell(header[COLUMNS.date] ?? '') === 'datum' ? 'comma-decimal' : 'dot-decimal';
}

export function parsePytr(header: readonly string[], rows: readonly Row[], progress?: () => void): ParsedExport {
  const style = numberStyleOfColumns(
    rows,
    [COLUMNS.value, COLUMNS.shares, COLUMNS.fees, COLUMNS.taxes],
    pytrNumberStyle(header),
  );

  const readRow = (row: Row, line: number): RowResult<ExportOrder> => {
    const type = cellAt(row, COLUMNS.type).toLowerCase();
    const isBuy = BUY.has(type);
    const isSell = SELL.has(type);
    const isDividend = DIVIDEND.has(type);
    if (!isBuy && !isSell && !isDividend) return { status: 'other' };
    const day = parseIsoDate(cellAt(row, COLUMNS.date));
    const value = readNumber(cellAt(row, COLUMNS.value), style);
    const fees = readOptionalNumber(cellAt(row, COLUMNS.fees), style);
    const taxes = readOptionalNumber(cellAt(row, COLUMNS.taxes), style);
    if (day === null || value === null || fees === null || taxes === null) return { status: 'skip' };
    const year = yearOf(day);
    if (isDividend) {
      const money = dividendLines(year, { amount: value, currency: 'EUR' }, { amount: taxes, currency: 'EUR' });
      return { status: 'money', money };
    }
    const shares = readNumber(cellAt(row, COLUMNS.shares), style);
    if (shares === null || shares === 0) return { status: 'skip' };
    // Net value back to the order value: a buy paid its fees on top, a sell had fees and taxes taken off.
    const orderValue = isBuy ? Math.abs(value) - Math.abs(fees) : Math.abs(value) + Math.abs(fees) + Math.abs(taxes);
    const order = priceCurrencyOrder({
      id: `regel-${line}`,
      date: day,
      product: cellAt(row, COLUMNS.note) || cellAt(row, COLUMNS.isin),
      currency: 'EUR',
      shares,
      price: orderValue / Math.abs(shares),
      rate: null,
    });
    const money = fees !== 0 ? [{ year, kind: 'transaction' as const, amount: Math.abs(fees), currency: 'EUR' }] : [];
    return { status: 'item', item: order, money };
  };

  return parsedOrders('pytr', readRows(rows, readRow, progress));
}
