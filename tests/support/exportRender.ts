// Random valid broker exports for the property test: a small seeded PRNG (no dependency), generated
// orders with their fills, years, currencies and fees, and renderers that write them in each supported
// format and language the way the brokers do. The test parses the text and compares with the model.
import { TRADING212_HEADERS } from './brokerFiles/trading212';
import { PYTR_HEADERS, TRADE_REPUBLIC_HEADER } from './brokerFiles/traderepublic';
import {
  DEGIRO_ACCOUNT_HEADERS,
  degiroTransactionsHeader,
  type DegiroLanguage,
  type DegiroLayoutName,
} from './brokerFiles/degiro';

export type { DegiroLanguage, DegiroLayoutName };

/** mulberry32: a tiny seeded PRNG, enough to make every run reproducible from its seed. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export type GenMarket = 'EAM' | 'NSY' | 'NDQ' | 'XET';

export interface GenFill {
  readonly shares: number;
  /** Price in the order's currency, in cents (so every amount is exact to the cent). */
  readonly priceCents: number;
  /** Dollars per euro with four decimals, for dollar orders. */
  readonly rate: number;
  /** Fee in euro cents paid with this fill (DEGIRO books it on the first). */
  readonly feeCents: number;
}

export interface GenOrder {
  readonly id: string;
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly market: GenMarket;
  readonly sell: boolean;
  readonly fills: readonly GenFill[];
}

/** Orders over 2019–2025 on Euronext Amsterdam, NYSE, Nasdaq and Xetra; up to three fills each. */
export function generateOrders(random: Random, count: number, maxFills = 3): GenOrder[] {
  return Array.from({ length: count }, (_, index) => {
    const market = pick(random, ['EAM', 'NSY', 'NDQ', 'XET'] as const);
    const fills = Array.from({ length: int(random, 1, maxFills) }, (__, fill) => ({
      shares: int(random, 1, 400),
      priceCents: int(random, 100, 250_000),
      rate: int(random, 9000, 13000) / 10000,
      feeCents: fill === 0 ? int(random, 0, 600) : 0,
    }));
    return {
      id: `${String(index).padStart(8, '0')}-4e5f-4a00-8b00-${String(int(random, 0, 1e9)).padStart(12, '0')}`,
      year: int(random, 2019, 2025),
      month: int(random, 1, 12),
      day: int(random, 1, 28),
      market,
      sell: random() < 0.3,
      fills,
    };
  });
}

export const isDollar = (order: GenOrder) => order.market === 'NSY' || order.market === 'NDQ';
const pad = (n: number) => String(n).padStart(2, '0');
const cents = (value: number) => Math.round(value);

/** A fill's value in its own currency, in cents. */
export const localCents = (fill: GenFill) => fill.shares * fill.priceCents;
/** A fill's value in euro cents as the file writes it (dollars converted at the fill's rate, to the cent). */
export const euroCents = (order: GenOrder, fill: GenFill) =>
  isDollar(order) ? cents(localCents(fill) / fill.rate) : localCents(fill);

export type Style = 'comma-decimal' | 'dot-decimal';

/** An amount in cents as the file writes it: '-1.234,56', '-1234.56' or '-1,234.56'. */
export function amount(centsValue: number, style: Style, thousands: boolean): string {
  const sign = centsValue < 0 ? '-' : '';
  const abs = Math.abs(centsValue);
  const whole = String(Math.floor(abs / 100));
  const fraction = pad(abs % 100);
  const grouped = thousands ? whole.replace(/\B(?=(\d{3})+$)/g, style === 'comma-decimal' ? '.' : ',') : whole;
  const text = `${sign}${grouped}${style === 'comma-decimal' ? ',' : '.'}${fraction}`;
  return text.includes(',') ? `"${text}"` : text;
}

const rateText = (rate: number, style: Style) =>
  style === 'comma-decimal' ? `"${rate.toFixed(4).replace('.', ',')}"` : rate.toFixed(4);

const VENUES: Readonly<Record<GenMarket, string>> = { EAM: 'XAMS', NSY: 'XNYS', NDQ: 'XNAS', XET: 'XETA' };

/** A DEGIRO Transactions file of these orders in `layout` and `language`, numbers in `style`. */
export function renderDegiro(
  orders: readonly GenOrder[],
  layout: DegiroLayoutName,
  language: DegiroLanguage,
  style: Style,
  random: Random,
): string {
  const lines = [degiroTransactionsHeader(layout, language)];
  for (const order of orders) {
    const date = `${pad(order.day)}-${pad(order.month)}-${order.year}`;
    const currency = isDollar(order) ? 'USD' : 'EUR';
    for (const fill of order.fills) {
      const sign = order.sell ? 1 : -1;
      const q = String(order.sell ? -fill.shares : fill.shares);
      const price = amount(fill.priceCents, style, random() < 0.5);
      const local = amount(sign * localCents(fill), style, random() < 0.5);
      const value = amount(sign * euroCents(order, fill), style, random() < 0.5);
      const rate = isDollar(order) ? rateText(fill.rate, style) : '';
      const fee = fill.feeCents > 0 ? amount(-fill.feeCents, style, false) : '';
      const total = amount(sign * euroCents(order, fill) - fill.feeCents, style, random() < 0.5);
      const head = [date, '10:00', `PRODUCT ${order.id.slice(0, 8)}`, 'NL0000000000', order.market];
      let cells: string[];
      if (layout === '2020')
        cells = [
          ...head,
          q,
          currency,
          price,
          currency,
          local,
          'EUR',
          value,
          rate,
          fee ? 'EUR' : '',
          fee,
          'EUR',
          total,
          order.id,
        ];
      else if (layout === 'old')
        cells = [
          ...head,
          VENUES[order.market],
          q,
          price,
          currency,
          local,
          currency,
          value,
          'EUR',
          rate,
          fee,
          fee ? 'EUR' : '',
          total,
          'EUR',
          order.id,
        ];
      else {
        // The current layout sometimes writes the Order ID in the trailing unnamed column.
        const trailing = random() < 0.3;
        cells = [
          ...head,
          VENUES[order.market],
          q,
          price,
          currency,
          local,
          currency,
          value,
          rate,
          amount(0, style, false),
          fee,
          total,
          trailing ? '' : order.id,
          trailing ? order.id : '',
        ];
      }
      lines.push(cells.join(','));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Trading 212's column sets: 2021 (currency in the names), 2023 (currency columns), 2025 (Time (UTC), Notes/ID first). */
export type Trading212Set = '2021' | '2023' | '2025';

/** One order per row (Trading 212 has no fills): the first fill of each order; no Xetra orders. */
export function renderTrading212(orders: readonly GenOrder[], set: Trading212Set): string {
  const header = {
    '2021': TRADING212_HEADERS.currencyInNames,
    '2023': TRADING212_HEADERS.currencyColumnsWithNotes,
    '2025': TRADING212_HEADERS.timeUtc,
  }[set];
  const lines: string[] = [header];
  for (const order of orders) {
    const fill = order.fills[0]!;
    const dollar = isDollar(order);
    const action = `${order.fills.length > 1 ? 'Limit' : 'Market'} ${order.sell ? 'sell' : 'buy'}`;
    const time =
      set === '2025'
        ? `${order.year}-${pad(order.month)}-${pad(order.day)} 14:30:00.250+00:00`
        : `${order.year}-${pad(order.month)}-${pad(order.day)} 14:30:00`;
    const price = (fill.priceCents / 100).toFixed(2);
    const rate = dollar ? fill.rate.toFixed(4) : set === '2025' ? 'Not available' : '1.00';
    const total = (euroCents(order, fill) / 100).toFixed(2);
    const fee = fill.feeCents > 0 ? (fill.feeCents / 100).toFixed(2) : '';
    const currency = dollar ? 'USD' : 'EUR';
    const name = `Product ${order.id.slice(0, 8)}`;
    const cells = {
      '2021': [action, time, 'US0000000000', 'TCK', name, fill.shares, price, currency, rate, total, order.id, fee],
      '2023': [
        action,
        time,
        'US0000000000',
        'TCK',
        name,
        fill.shares,
        price,
        currency,
        rate,
        total,
        'EUR',
        '',
        order.id,
        fee,
        fee ? 'EUR' : '',
      ],
      '2025': [
        action,
        time,
        'US0000000000',
        'TCK',
        name,
        '',
        order.id,
        fill.shares,
        price,
        currency,
        rate,
        total,
        'EUR',
        fee,
        fee ? 'EUR' : '',
      ],
    }[set];
    lines.push(cells.join(','));
  }
  return `\ufeff${lines.join('\n')}\n`;
}

/** pytr's header and type words per language. */
export const PYTR_LANGUAGES = {
  de: { header: PYTR_HEADERS.deWithSecondIsin, buy: 'Kauf', sell: 'Verkauf' },
  nl: { header: PYTR_HEADERS.nl, buy: 'Aankoop', sell: 'Verkoop' },
  en: { header: PYTR_HEADERS.enWithSecondIsin, buy: 'Buy', sell: 'Sell' },
} as const;
export type PytrLanguage = keyof typeof PYTR_LANGUAGES;

/** pytr's CSV of euro orders (Trade Republic trades in euros), one row per order. */
export function renderPytr(orders: readonly GenOrder[], language: PytrLanguage, style: Style): string {
  const words = PYTR_LANGUAGES[language];
  const extra = words.header.split(';').length === 10 ? ';;' : '';
  const number = (centsValue: number) => amount(centsValue, style, false).replace(/"/g, '');
  const lines: string[] = [words.header];
  for (const order of orders) {
    const fill = order.fills[0]!;
    const value = localCents(fill);
    const net = order.sell ? value - fill.feeCents : -(value + fill.feeCents);
    const fee = fill.feeCents > 0 ? number(fill.feeCents) : '';
    lines.push(
      [
        `${order.year}-${pad(order.month)}-${pad(order.day)}T10:00:00`,
        order.sell ? words.sell : words.buy,
        number(net),
        `Product ${order.id.slice(0, 8)}`,
        'IE0000000000',
        String(fill.shares),
        fee,
        '',
      ].join(';') + extra,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** DEGIRO's account statement header and the descriptions of its cost lines per language. */
export const DEGIRO_ACCOUNT_LANGUAGES = {
  nl: {
    header: DEGIRO_ACCOUNT_HEADERS.nl,
    fee: 'DEGIRO Transactiekosten en/of kosten van derden',
    connection: (year: number, exchange: string) => `DEGIRO Aansluitingskosten ${year} (${exchange})`,
  },
  en: {
    header: DEGIRO_ACCOUNT_HEADERS.en,
    fee: 'DEGIRO Transaction and/or third party fees',
    connection: (year: number, exchange: string) => `DEGIRO Exchange Connection Fee ${year} (${exchange})`,
  },
  de: {
    header: DEGIRO_ACCOUNT_HEADERS.de,
    fee: 'DEGIRO Transaktionsgebühren und/oder Gebühren Dritter',
    connection: (year: number, exchange: string) => `DEGIRO Gebühr für Börsenanbindung ${year} (${exchange})`,
  },
  fr: {
    header: DEGIRO_ACCOUNT_HEADERS.fr,
    fee: 'DEGIRO Frais de courtage et/ou de parties tierces',
    connection: (year: number, exchange: string) =>
      `DEGIRO Frais de connexion aux places boursières ${year} (${exchange})`,
  },
} as const;
export type AccountLanguage = keyof typeof DEGIRO_ACCOUNT_LANGUAGES;

/** The US exchanges with orders in each year, as the statement books their connection fees. */
export function usExchangesPerYear(orders: readonly GenOrder[]): Map<number, Set<string>> {
  const years = new Map<number, Set<string>>();
  for (const order of orders) {
    if (!isDollar(order)) continue;
    const set = years.get(order.year) ?? new Set<string>();
    set.add(order.market);
    years.set(order.year, set);
  }
  return years;
}

/**
 * A DEGIRO account statement of these orders' fees and the year's connection fee per US exchange; a
 * description sometimes wraps onto a continuation row (with the rest of the text, or the Order Id).
 */
export function renderAccount(
  orders: readonly GenOrder[],
  language: AccountLanguage,
  style: Style,
  random: Random,
): string {
  const words = DEGIRO_ACCOUNT_LANGUAGES[language];
  const lines: string[] = [words.header];
  const quote = (text: string) => `"${text}"`;
  const push = (date: string, product: string, description: string, feeCents: number, orderId: string) => {
    const wrap = random() < 0.3;
    const cut = description.lastIndexOf(' ', Math.floor(description.length / 2));
    const [first, rest] = wrap && cut > 0 ? [description.slice(0, cut), description.slice(cut + 1)] : [description, ''];
    const idOnContinuation = wrap && random() < 0.5;
    const amountText = amount(-feeCents, style, false);
    lines.push(
      [
        date,
        '08:00',
        date,
        product,
        '',
        quote(first),
        '',
        'EUR',
        amountText,
        'EUR',
        amount(100_000, style, true),
        idOnContinuation ? '' : orderId,
      ].join(','),
    );
    if (wrap)
      lines.push(['', '', '', '', '', quote(rest), '', '', '', '', '', idOnContinuation ? orderId : ''].join(','));
  };
  for (const [year, exchanges] of usExchangesPerYear(orders))
    for (const exchange of exchanges) push(`02-01-${year}`, '', words.connection(year, exchange), 250, '');
  for (const order of orders)
    for (const fill of order.fills)
      if (fill.feeCents > 0)
        push(
          `${pad(order.day)}-${pad(order.month)}-${order.year}`,
          `PRODUCT ${order.id.slice(0, 8)}`,
          words.fee,
          fill.feeCents,
          order.id,
        );
  return `${lines.join('\n')}\n`;
}

/**
 * Trade Republic's own CSV, one row per order, with the rate it was booked at for dollar prices; every
 * amount (the fee too) is in the row's currency.
 */
export function renderTradeRepublic(orders: readonly GenOrder[]): string {
  const lines = [TRADE_REPUBLIC_HEADER];
  for (const order of orders) {
    const fill = order.fills[0]!;
    const dollar = isDollar(order);
    const date = `${order.year}-${pad(order.month)}-${pad(order.day)}`;
    const value = (localCents(fill) / 100).toFixed(2);
    const fee = fill.feeCents > 0 ? `-${(fill.feeCents / 100).toFixed(2)}` : '';
    const cells = [
      `${date}T10:00:00.000Z`,
      date,
      'DEFAULT',
      'TRADING',
      order.sell ? 'SELL' : 'BUY',
      'STOCK',
      `Product ${order.id.slice(0, 8)}`,
      'IE0000000000',
      String(fill.shares),
      (fill.priceCents / 100).toFixed(2),
      order.sell ? value : `-${value}`,
      fee,
      '',
      dollar ? 'USD' : 'EUR',
      '',
      '',
      dollar ? fill.rate.toFixed(4) : '',
      'Order',
      order.id,
    ];
    lines.push(cells.map((cell) => `"${cell}"`).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A reader's DEGIRO pair: the Transactions file (current layout, Dutch) of the orders of some years (each year of an
 * order kept with chance `share`), and the account statement of all the orders, which repeats their costs.
 */
export function degiroTransactionsAndStatement(
  random: Random,
  orders: readonly GenOrder[],
  share: number,
): { readonly transactions: string; readonly statement: string } {
  const covered = new Set(orders.filter(() => random() < share).map((o) => o.year));
  const transactions = renderDegiro(
    orders.filter((o) => covered.has(o.year)),
    'current',
    'nl',
    'comma-decimal',
    random,
  );
  return { transactions, statement: renderAccount(orders, 'nl', 'comma-decimal', random) };
}
