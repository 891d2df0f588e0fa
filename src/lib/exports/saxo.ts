// Saxo's Transactions report ('Transacties', 'Transactions', 'Opérations'), as the .xlsx Saxo exports
// (read by workbook.ts) or as the CSV a reader saves from Excel:
//   Client ID,Trade Date,Value Date,Type,Instrument,Instrument ISIN,Instrument currency,Event,Order ID,
//   Booked Amount,Conversion Rate,…
// in the account's language (Dutch, English, French); headers may end in spaces. Columns by name.
//
// The report has no commission column: a trade is described in words ('Buy 19 @ 149.00 USD',
// 'Acheter 19 @ 149.00 USD', 'Koop 19 @ 149,00 USD', 'Vendre -600 @ 5.04 EUR') and its booked amount
// is what it cost or brought in the account's currency. The cost is then the booked amount less
// quantity × price × conversion rate. The price in the words is rounded, and the booked amount of a
// French share bought also holds the French financial transaction tax, so a cost is derived only where
// that is unambiguous: the rounding cannot move it by more than half a unit of the account's currency,
// it does not come out below zero beyond the rounding, and no tax is mixed in. Other orders are still
// priced at every broker; the report says for how many the cost could not be derived.
//
// Position transfers ('Transfer in', 'Transfert entrant', order ID 0), service charges and their refunds
// are no orders and no order costs.
import { yearOf } from '../brokerFiles/shared/dates.ts';
import { columnIndex } from '../brokerFiles/shared/header.ts';
import { isBlank, readNumber } from '../brokerFiles/shared/numbers.ts';
import { cellAt, isBlankRow, type Row } from '../brokerFiles/shared/rows.ts';
import { parseSaxoDate } from '../brokerFiles/saxo/dates.ts';
import type { ExportLanguage, ExportOrder, MoneyLine, ParsedExport } from './types.ts';
import { readTradeWords, type TradeInWords } from '../brokerFiles/shared/tradeWords.ts';
import { priceCurrencyOrder, usableRate } from '../brokerFiles/shared/venues.ts';

export { readTradeWords } from '../brokerFiles/shared/tradeWords.ts';

/** Column names per language (normalised: lower case, trimmed, straight apostrophes). */
const SAXO_NAMES = {
  date: {
    en: ['trade date'],
    nl: ['transactiedatum', 'handelsdatum', 'boekingsdatum'],
    fr: ["date d'opération", "date de l'opération", 'date de transaction', 'date de négociation'],
  },
  event: { en: ['event'], nl: ['gebeurtenis'], fr: ['événement', 'evenement'] },
  // Some reports name the booked amount just 'Amount' ('Bedrag').
  booked: {
    en: ['booked amount', 'amount'],
    nl: ['geboekt bedrag', 'geboekte bedrag', 'bedrag'],
    fr: ['montant comptabilisé', 'montant réservé', 'montant'],
  },
  rate: {
    en: ['conversion rate', 'exchange rate'],
    nl: ['conversiekoers', 'omrekeningskoers', 'wisselkoers'],
    fr: ['taux de conversion', 'taux de change'],
  },
  orderId: {
    en: ['order id', 'orderid'],
    nl: ['order-id', 'ordernummer', 'order id'],
    fr: ["id de l'ordre", "id d'ordre", 'ordre id', "numéro d'ordre"],
  },
  isin: {
    en: ['instrument isin', 'isin'],
    nl: ['instrument isin', 'isin'],
    fr: ["isin de l'instrument", "code isin de l'instrument", 'isin'],
  },
  instrument: { en: ['instrument'], nl: ['instrument'], fr: ['instrument'] },
  accountCurrency: { en: ['account currency'], nl: ['rekeningvaluta'], fr: ['devise du compte'] },
  type: { en: ['type'], nl: ['type'], fr: ['type', 'type de transaction'] },
} as const;

type Language = Extract<ExportLanguage, 'en' | 'nl' | 'fr'>;
const LANGUAGES: readonly Language[] = ['en', 'nl', 'fr'];

export function normalizeSaxoHeader(header: readonly string[]): string[] {
  return header.map((cell) =>
    cell
      .replace(/^\ufeff/, '')
      .replace(/[\u2019\u2018]/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase(),
  );
}

/**
 * The column of the first name in `names` the header has: the names go from most to least specific, so a
 * report with both 'Booked Amount' and a plain 'Amount' reads the booked one.
 */
function preferredColumn(header: readonly string[], names: readonly string[]): number {
  for (const name of names) {
    const index = header.indexOf(name);
    if (index >= 0) return index;
  }
  return -1;
}

/** The language of a Saxo transactions header, or null when it is none. */
export function isSaxoHeader(header: readonly string[]): Language | null {
  const normalized = normalizeSaxoHeader(header);
  const language = LANGUAGES.find(
    (lang) =>
      columnIndex(normalized, SAXO_NAMES.date[lang]) >= 0 &&
      columnIndex(normalized, SAXO_NAMES.event[lang]) >= 0 &&
      columnIndex(normalized, SAXO_NAMES.booked[lang]) >= 0,
  );
  return language ?? null;
}

export const SAXO_TRANSFER = /transfer|transfert|overboeking|overdracht/i;
export const SAXO_DIVIDEND = /dividend/i;

interface Fill {
  readonly line: number;
  readonly date: string;
  readonly product: string;
  readonly isin: string;
  readonly trade: TradeInWords;
  readonly booked: number;
  /** Account currency per unit of the price currency, when the row gives one. */
  readonly rate: number | null;
}

/** Half a unit of the account's currency: a derived cost less certain than this is not shown. */
const MAX_ROUNDING = 0.5;

/** The order's cost in the account's currency, or null when the report does not tell it unambiguously. */
export function derivedCost(fills: readonly Fill[], accountCurrency: string | null): number | null {
  if (accountCurrency === null) return null;
  let cost = 0;
  let bound = 0;
  for (const fill of fills) {
    const rate = fill.rate ?? (fill.trade.currency === accountCurrency ? 1 : null);
    if (rate === null) return null;
    // A French share bought: the booked amount holds the financial transaction tax, not named apart.
    if (fill.isin.toUpperCase().startsWith('FR') && fill.trade.quantity > 0) return null;
    const value = fill.trade.quantity * fill.trade.price * rate;
    cost += -fill.booked - value;
    bound += Math.abs(fill.trade.quantity) * 0.5 * 10 ** -fill.trade.decimals * rate + 0.005;
  }
  if (bound > MAX_ROUNDING || cost < -bound) return null;
  return Math.max(0, Math.round(cost * 100) / 100);
}

/** The report's language and where each column stands, by its names in that language. */
export function saxoColumns(rawHeader: readonly string[]) {
  const header = normalizeSaxoHeader(rawHeader);
  const language = isSaxoHeader(header) ?? 'en';
  const col = (key: keyof typeof SAXO_NAMES) => preferredColumn(header, SAXO_NAMES[key][language]);
  const columns = {
    date: col('date'),
    event: col('event'),
    booked: col('booked'),
    rate: col('rate'),
    orderId: col('orderId'),
    isin: col('isin'),
    instrument: col('instrument'),
    accountCurrency: col('accountCurrency'),
    type: col('type'),
  };
  return { language, columns };
}

/** A booked amount, which some reports write with its currency ('-2,831.00 USD'). */
export type SaxoColumns = ReturnType<typeof saxoColumns>;

export function readBooked(cell: string): number | null {
  return readNumber(cell.replace(/\s*[A-Z]{3}$/, ''), 'dot-decimal');
}

/** A row that moves positions between accounts rather than trading (order ID 0 marks one too). */
export function isSaxoTransfer(row: Row, columns: SaxoColumns['columns']): boolean {
  return (
    SAXO_TRANSFER.test(cellAt(row, columns.event)) ||
    SAXO_TRANSFER.test(cellAt(row, columns.type)) ||
    cellAt(row, columns.orderId) === '0'
  );
}

/**
 * The account's currency: the first the report names, or the currency of the first readable trade booked at a rate
 * of exactly 1 (that currency is the account's), in row order; null when the report shows neither.
 */
export function saxoAccountCurrency(rows: readonly Row[], columns: SaxoColumns['columns']): string | null {
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    const named = cellAt(row, columns.accountCurrency).toUpperCase();
    if (/^[A-Z]{3}$/.test(named)) return named;
    const event = cellAt(row, columns.event);
    const trade = readTradeWords(event);
    if (!trade || SAXO_DIVIDEND.test(event) || isSaxoTransfer(row, columns)) continue;
    const rateText = cellAt(row, columns.rate);
    const rate = isBlank(rateText) ? null : usableRate(readNumber(rateText, 'dot-decimal'));
    const readable =
      parseSaxoDate(cellAt(row, columns.date)) !== null && readBooked(cellAt(row, columns.booked)) !== null;
    if (rate === 1 && readable) return trade.currency;
  }
  return null;
}

export function parseSaxoTransactions(rawHeader: readonly string[], rows: readonly Row[]): ParsedExport {
  const { language, columns } = saxoColumns(rawHeader);
  const fills: Fill[] = [];
  const skipped: number[] = [];
  const dividends: { year: number; amount: number }[] = [];
  let other = 0;
  const accountCurrency = saxoAccountCurrency(rows, columns);
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const line = index + 2;
    const event = cellAt(row, columns.event);
    const trade = readTradeWords(event);
    const date = parseSaxoDate(cellAt(row, columns.date));
    const booked = readBooked(cellAt(row, columns.booked));
    if (SAXO_DIVIDEND.test(event) && !SAXO_TRANSFER.test(event)) {
      if (date === null || booked === null) skipped.push(line);
      else dividends.push({ year: yearOf(date), amount: booked });
      return;
    }
    if (!trade || isSaxoTransfer(row, columns)) {
      other += 1;
      return;
    }
    const rateText = cellAt(row, columns.rate);
    const rate = isBlank(rateText) ? null : usableRate(readNumber(rateText, 'dot-decimal'));
    if (date === null || booked === null) {
      skipped.push(line);
      return;
    }
    fills.push({
      line,
      date,
      product: cellAt(row, columns.instrument),
      isin: cellAt(row, columns.isin),
      trade,
      booked,
      rate,
    });
  });

  const byOrder = new Map<string, Fill[]>();
  for (const fill of fills) {
    const id = cellAt(rows[fill.line - 2]!, columns.orderId) || `regel-${fill.line}`;
    const list = byOrder.get(id);
    if (list) list.push(fill);
    else byOrder.set(id, [fill]);
  }
  const orders: ExportOrder[] = [];
  const money: MoneyLine[] = [];
  let costUnknown = 0;
  for (const [id, list] of byOrder) {
    const first = list.reduce((earliest, fill) => (fill.date < earliest.date ? fill : earliest));
    const shares = list.reduce((sum, fill) => sum + Math.abs(fill.trade.quantity), 0);
    const value = list.reduce((sum, fill) => sum + Math.abs(fill.trade.quantity * fill.trade.price), 0);
    // The price currency per euro, when the account is in euros and the rows give their rate.
    const rate = accountCurrency === 'EUR' && first.rate !== null ? 1 / first.rate : null;
    const cost = derivedCost(list, accountCurrency);
    if (cost === null) costUnknown += 1;
    else if (cost > 0)
      money.push({ year: yearOf(first.date), kind: 'transaction', amount: cost, currency: accountCurrency! });
    const order = priceCurrencyOrder({
      id,
      date: first.date,
      product: first.product,
      currency: first.trade.currency,
      shares,
      price: value / shares,
      rate,
    });
    // The derived cost is the commission: the conversion is inside the booked rate, so both sides leave it out.
    orders.push(cost !== null && accountCurrency === 'EUR' ? { ...order, paidEur: cost, paidLeavesOut: 'fx' } : order);
  }
  if (accountCurrency !== null)
    for (const dividend of dividends)
      money.push({ year: dividend.year, kind: 'dividend', amount: dividend.amount, currency: accountCurrency });
  else other += dividends.length;
  return {
    format: 'saxo-transactions',
    orders,
    money,
    skippedLines: skipped,
    otherRows: other,
    language,
    baseCurrency: accountCurrency,
    costUnknown,
  };
}
