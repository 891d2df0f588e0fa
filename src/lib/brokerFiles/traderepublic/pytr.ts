// Trade Republic through pytr (`pytr export_transactions`), the open-source tool most of its readers export with,
// read once into the ledger. Semicolon-separated, in the language pytr ran in, columns by position:
//   Datum;Typ;Wert;Notiz;ISIN;Stück;Gebühren;Steuern[;ISIN2;Stück2]                      (de)
//   Datum;Transactietype;Waarde (netto);Opmerking;ISIN;Aantal;Kosten;Belasting[;…]         (nl)
//   Date;Type;Value;Note;ISIN;Shares;Fees;Taxes[;…]                                        (en)
// Dates are ISO ('2024-02-20T16:32:07' or '2024-02-20'); numbers plain ('-3002.8') or localised ('-3.002,8'), a
// number that cannot tell its style read in the style of the header's language. Savings-plan executions are written
// as buys (their type names the plan; a buy without a fee in a file that states fees is one too): they are free at
// Trade Republic and priced as its savings plan. The value is net: a buy's value is what left the account (order
// value plus fees), a sell's what came in (order value minus fees and taxes). Trade Republic trades in euros, so every
// order is a euro order. Taxes on a sale (German capital gains tax) are no cost of the trade. A row naming a second
// ISIN and count (newer pytr: ISIN2;Shares2) moves shares from the first to the second: an ISIN change or a split.
import type { ExportOrder } from '../../exports/types.ts';
import type { PortfolioRecord } from '../../portfolio/records.ts';
import type { ReadContext } from '../ledger.ts';
import type { LedgerRead } from '../registry.ts';
import { parseIsoDate, yearOf } from '../shared/dates.ts';
import { corporateActions, dividendRecords, isinOf, lineId, tradeRecord, transferRecord } from '../shared/entries.ts';
import { normalizeHeaderCell } from '../shared/header.ts';
import { isBlank, readNumber, readOptionalNumber, type NumberStyle } from '../shared/numbers.ts';
import { cellAt, dividendLines, numberStyleOfColumns, readRows, type Row, type RowResult } from '../shared/rows.ts';
import { priceCurrencyOrder } from '../shared/venues.ts';

const C = { date: 0, type: 1, value: 2, note: 3, isin: 4, shares: 5, fees: 6, taxes: 7 } as const;
const SECOND = { isin: 8, shares: 9 } as const;

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
/** pytr's event types of a savings-plan execution: free at Trade Republic. */
const SAVINGS_PLAN = /spar|spaar|savings/;
const SELL = new Set(['verkauf', 'verkoop', 'sell']);
const DIVIDEND = new Set(['dividende', 'dividend']);
const DEPOSIT = new Set(['einlage', 'deposit', 'storting']);
const WITHDRAWAL = new Set(['entnahme', 'auszahlung', 'removal', 'withdrawal', 'opname']);

/**
 * pytr writes numbers in the style of the language it ran in: German and Dutch with a decimal comma ('10,799' is ten
 * shares and a bit), English with a point. A cell that cannot tell by itself is read so.
 */
function pytrNumberStyle(header: readonly string[]): NumberStyle {
  return normalizeHeaderCell(header[C.date] ?? '') === 'datum' ? 'comma-decimal' : 'dot-decimal';
}

/** The net value back to the order value: a buy paid its fees on top, a sell had fees and taxes taken off. */
function orderValueOf(isBuy: boolean, value: number, fees: number, taxes: number): number {
  return isBuy ? Math.abs(value) - Math.abs(fees) : Math.abs(value) + Math.abs(fees) + Math.abs(taxes);
}

export function readPytr(header: readonly string[], rows: readonly Row[], context: ReadContext): LedgerRead {
  const { source } = context;
  const style = numberStyleOfColumns(rows, [C.value, C.shares, C.fees, C.taxes], pytrNumberStyle(header));
  // A file that states a fee with its orders shows a buy without one as a savings-plan execution.
  const statesFees = rows.some((row) => {
    const type = cellAt(row, C.type).toLowerCase();
    return (BUY.has(type) || SELL.has(type)) && !isBlank(cellAt(row, C.fees));
  });
  const entries: PortfolioRecord[] = [];

  const readRow = (row: Row, line: number): RowResult<ExportOrder> => {
    const type = cellAt(row, C.type).toLowerCase();
    const isBuy = BUY.has(type);
    const isSell = SELL.has(type);
    const isDividend = DIVIDEND.has(type);
    const cash = DEPOSIT.has(type) ? 'deposit' : WITHDRAWAL.has(type) ? 'withdrawal' : null;
    const secondIsin = isinOf(cellAt(row, SECOND.isin));
    const isMove = !isBuy && !isSell && !isDividend && !cash && secondIsin !== null;
    if (!isBuy && !isSell && !isDividend && !cash && !isMove) return { status: 'other' };
    const date = parseIsoDate(cellAt(row, C.date));
    // A trade or a dividend says what it moved; a transfer or a share move may leave the value blank.
    const valueText = cellAt(row, C.value);
    const value = isBuy || isSell || isDividend ? readNumber(valueText, style) : readOptionalNumber(valueText, style);
    const fees = readOptionalNumber(cellAt(row, C.fees), style);
    const taxes = readOptionalNumber(cellAt(row, C.taxes), style);
    if (date === null || value === null || fees === null || taxes === null) return { status: 'skip' };
    const id = lineId(source, line);
    if (cash) {
      entries.push(transferRecord({ id, date, kind: cash, amount: value, currency: 'EUR' }, source));
      return { status: 'other' };
    }
    const year = yearOf(date);
    const isin = isinOf(cellAt(row, C.isin));
    const name = cellAt(row, C.note) || cellAt(row, C.isin);
    if (isDividend) {
      const received = { amount: value, currency: 'EUR' };
      const withheld = { amount: taxes, currency: 'EUR' };
      entries.push(...dividendRecords({ id, date, isin, name }, received, withheld, source));
      return { status: 'money', money: dividendLines(year, received, withheld) };
    }
    const shares = readNumber(cellAt(row, C.shares), style);
    if (shares === null || shares === 0) return { status: 'skip' };
    if (isMove) {
      const into = readNumber(cellAt(row, SECOND.shares), style);
      if (into === null || into === 0) return { status: 'skip' };
      const move = { date, name, currency: 'EUR', value: 0, valueEur: null };
      const out = { ...move, id, isin, quantity: -Math.abs(shares) };
      entries.push(
        ...corporateActions([out, { ...move, id: `${id}:2`, isin: secondIsin, quantity: Math.abs(into) }], source),
      );
      return { status: 'other' };
    }
    const orderValue = orderValueOf(isBuy, value, fees, taxes);
    const price = orderValue / Math.abs(shares);
    const order = priceCurrencyOrder({
      id: `regel-${line}`,
      date,
      product: name,
      currency: 'EUR',
      shares,
      price,
      rate: null,
    });
    const fee = Math.abs(fees);
    const money = fee !== 0 ? [{ year, kind: 'transaction' as const, amount: fee, currency: 'EUR' }] : [];
    const savingsPlan = isBuy && (SAVINGS_PLAN.test(type) || (statesFees && isBlank(cellAt(row, C.fees))));

    // Trade Republic trades in euros: the order value is the euro value.
    const quantity = isSell ? -Math.abs(shares) : Math.abs(shares);
    const trade = { currency: 'EUR', amount: orderValue, amountEur: orderValue, price, feeEur: fee };
    entries.push(tradeRecord({ id, date, isin, name, quantity, ...trade }, source));
    return { status: 'item', item: { ...order, paidEur: fee, ...(savingsPlan ? { savingsPlan } : {}) }, money };
  };

  const read = readRows(rows, readRow, context.progress);
  return {
    format: 'pytr',
    entries,
    orders: read.items,
    money: read.money,
    quotes: [],
    skippedLines: read.skippedLines,
    otherRows: read.otherRows,
    tradeYears: [],
    facts: {},
  };
}
