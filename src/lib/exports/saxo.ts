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
import { yearOf } from './dates.ts';
import { columnIndex } from './header.ts';
import { isBlank, readNumber } from './numbers.ts';
import { cellAt, isBlankRow, type Row } from './rows.ts';
import { parseSaxoDate } from './saxoDates.ts';
import type { ExportLanguage, ExportOrder, MoneyLine, ParsedExport } from './types.ts';
import { priceCurrencyOrder, usableRate } from './venues.ts';

/** Column names per language (normalised: lower case, trimmed, straight apostrophes). */
const NAMES = {
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

/** The language of a Saxo transactions header, or null when it is none. */
export function isSaxoHeader(header: readonly string[]): Language | null {
  const normalized = normalizeSaxoHeader(header);
  const language = LANGUAGES.find(
    (lang) =>
      columnIndex(normalized, NAMES.date[lang]) >= 0 &&
      columnIndex(normalized, NAMES.event[lang]) >= 0 &&
      columnIndex(normalized, NAMES.booked[lang]) >= 0,
  );
  return language ?? null;
}

/** The trade in words: verb, signed quantity, price, price currency. */
const TRADE_WORDS =
  /^(buy|sell|bought|sold|koop|verkoop|kopen|verkopen|gekocht|verkocht|acheter|vendre|achat|vente)\s+([-+]?[\d.,\u00a0 ]*\d)\s*@\s*([\d.,\u00a0 ]*\d)\s+([A-Z]{3})$/i;
const SELL_WORDS = /^(sell|sold|verkoop|verkopen|verkocht|vendre|vente)$/i;
const TRANSFER = /transfer|transfert|overboeking|overdracht/i;
const DIVIDEND = /dividend/i;

interface Trade {
  readonly quantity: number;
  readonly price: number;
  /** Decimals the price is written with: its rounding bounds the derived cost. */
  readonly decimals: number;
  readonly currency: string;
}

export function readTradeWords(text: string): Trade | null {
  const match = TRADE_WORDS.exec(text.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const quantityText = match[2]!.replace(/[\u00a0 ]/g, '');
  const priceText = match[3]!.replace(/[\u00a0 ]/g, '');
  const quantity = readNumber(quantityText, 'dot-decimal');
  const price = readNumber(priceText, 'dot-decimal');
  if (quantity === null || price === null || quantity === 0) return null;
  const sell = SELL_WORDS.test(match[1]!);
  const decimalMark = /[.,]\d{1,2}$|[.,]\d{4,}$/.exec(priceText);
  const decimals = decimalMark ? decimalMark[0].length - 1 : 0;
  return {
    quantity: sell ? -Math.abs(quantity) : Math.abs(quantity),
    price,
    decimals,
    currency: match[4]!.toUpperCase(),
  };
}

interface Fill {
  readonly line: number;
  readonly date: string;
  readonly product: string;
  readonly isin: string;
  readonly trade: Trade;
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

export function parseSaxoTransactions(rawHeader: readonly string[], rows: readonly Row[]): ParsedExport {
  const header = normalizeSaxoHeader(rawHeader);
  const language = isSaxoHeader(header) ?? 'en';
  const col = (key: keyof typeof NAMES) => columnIndex(header, NAMES[key][language]);
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
  const fills: Fill[] = [];
  const skipped: number[] = [];
  const dividends: { year: number; amount: number }[] = [];
  let other = 0;
  let accountCurrency: string | null = null;
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const line = index + 2;
    const event = cellAt(row, columns.event);
    const orderId = cellAt(row, columns.orderId);
    const trade = readTradeWords(event);
    const named = cellAt(row, columns.accountCurrency).toUpperCase();
    if (/^[A-Z]{3}$/.test(named)) accountCurrency ??= named;
    const date = parseSaxoDate(cellAt(row, columns.date));
    const booked = readNumber(cellAt(row, columns.booked).replace(/\s*[A-Z]{3}$/, ''), 'dot-decimal');
    if (DIVIDEND.test(event) && !TRANSFER.test(event)) {
      if (date === null || booked === null) skipped.push(line);
      else dividends.push({ year: yearOf(date), amount: booked });
      return;
    }
    if (!trade || TRANSFER.test(event) || TRANSFER.test(cellAt(row, columns.type)) || orderId === '0') {
      other += 1;
      return;
    }
    const rateText = cellAt(row, columns.rate);
    const rate = isBlank(rateText) ? null : usableRate(readNumber(rateText, 'dot-decimal'));
    if (date === null || booked === null) {
      skipped.push(line);
      return;
    }
    // A rate of exactly 1 on a trade priced in a currency shows that currency is the account's.
    if (rate === 1) accountCurrency ??= trade.currency;
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
    orders.push(
      priceCurrencyOrder({
        id,
        date: first.date,
        product: first.product,
        currency: first.trade.currency,
        shares,
        price: value / shares,
        rate,
      }),
    );
    const cost = derivedCost(list, accountCurrency);
    if (cost === null) costUnknown += 1;
    else if (cost > 0)
      money.push({ year: yearOf(first.date), kind: 'transaction', amount: cost, currency: accountCurrency! });
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
