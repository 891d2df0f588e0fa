// What IBKR's three CSV reports share: their dates, their trade codes, how an order is built from its
// fills, and the rule for the account's base currency (never assumed to be the euro).
import { parseIsoDate } from '../brokerFiles/shared/dates.ts';
import type { ExportOrder, Market } from './types.ts';
import { paidInEuros } from '../brokerFiles/shared/orderPaid.ts';
import { priceCurrencyOrder, usableRate } from '../brokerFiles/shared/venues.ts';

/**
 * IBKR's dates: the statement's '2024-03-01, 10:30:00', the Flex '20240301;103000' or '2024-03-01;10:30:00',
 * or a plain ISO or compact day.
 */
export function parseIbkrDate(cell: string): string | null {
  const text = cell.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})(?:[;, ]|$)/.exec(text);
  if (compact) return parseIsoDate(`${compact[1]}-${compact[2]}-${compact[3]}`);
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[;, T]|$)/.exec(text);
  return iso ? parseIsoDate(iso[1]) : null;
}

/**
 * Trade codes that mark no order placed: an option assignment (A), exercise (Ex) or expiry (Ep). Codes
 * are separated by ';' ('C;Ep').
 */
const NOT_PLACED = new Set(['a', 'ex', 'ep']);

export function isNotPlaced(codes: string): boolean {
  return codes
    .split(/[;,\s]+/)
    .map((code) => code.trim().toLowerCase())
    .some((code) => NOT_PLACED.has(code));
}

/** A booking that cancels an earlier one (code Ca). */
export function isCancellation(codes: string): boolean {
  return codes
    .split(/[;,\s]+/)
    .map((code) => code.trim().toLowerCase())
    .includes('ca');
}

/** What IBKR's asset category names: the classes the readers tell apart. */
export type IbkrAssetClass = 'stock' | 'option' | 'warrant' | 'forex';

/**
 * IBKR's asset categories as its statements write them, per language, and the Flex codes (STK, OPT, WAR, CASH).
 * Only words seen in IBKR's own files or in parsers of real statements are listed (a lead, not IBKR's word, where
 * marked): English (IBKR's own), German, Russian (Акции, Варранты: parsers of real statements), Spanish (Acciones,
 * Opciones sobre acciones e índices: lead), Chinese (股票, 股票和指数期权: leads), and the stock words of French,
 * Italian and Dutch. A word not confirmed is not guessed: such a category falls to the fallback of the reader that
 * asks (a name that says option or warrant, else the symbol's shape).
 */
const ASSET_CLASSES: Readonly<Record<string, IbkrAssetClass>> = {
  stk: 'stock',
  etf: 'stock',
  stocks: 'stock',
  aktien: 'stock',
  акции: 'stock',
  actions: 'stock',
  azioni: 'stock',
  acciones: 'stock',
  aandelen: 'stock',
  股票: 'stock',
  opt: 'option',
  'equity and index options': 'option',
  'opciones sobre acciones e índices': 'option',
  股票和指数期权: 'option',
  war: 'warrant',
  warrants: 'warrant',
  варранты: 'warrant',
  cash: 'forex',
  forex: 'forex',
  devisen: 'forex',
  форекс: 'forex',
};

/** Words that name an option or a warrant in a category IBKR translated ('Опционы на акции и индексы'). */
const OPTION_WORDS = /option|opcion|opzion|опцион|期权|オプション/;
const WARRANT_WORDS = /warrant|optionsschein|варрант/;

/** The class an asset category names, in any language IBKR writes it, or null when it names none of them. */
export function ibkrAssetClass(category: string): IbkrAssetClass | null {
  const lower = category.trim().toLowerCase();
  const known = ASSET_CLASSES[lower];
  if (known) return known;
  if (WARRANT_WORDS.test(lower)) return 'warrant';
  if (OPTION_WORDS.test(lower)) return 'option';
  return null;
}

/**
 * A forex trade's symbol ('EUR.USD'): what marks a conversion where the category is missing or not known, so it
 * is never taken for a share order.
 */
export const isCurrencyPair = (symbol: string): boolean => /^[A-Z]{3}\.[A-Z]{3}$/.test(symbol.trim());

/**
 * A Flex trade row with neither asset class nor symbol (a query of nine columns) that is a currency conversion: no
 * ISIN, a quantity in the thousands and a price quoted as a rate is (three or more decimals: '1.1173').
 */
export function isUnnamedConversion(row: {
  readonly isin: string;
  readonly quantity: number;
  readonly price: string;
}): boolean {
  return row.isin.trim() === '' && Math.abs(row.quantity) >= 1000 && /^\d+\.\d{3,}$/.test(row.price.trim());
}

/** ISO currency code, as IBKR writes it in currency cells ('USD'); totals rows have words there. */
export function isCurrencyCode(cell: string): boolean {
  return /^[A-Z]{3}$/.test(cell.trim());
}

/** The code at the end of a header or total cell naming the base currency: 'Comm in EUR', 'Total in GBP'. */
export function trailingCurrency(cell: string): string | null {
  const match = /\S\s+([A-Z]{3})$/.exec(cell.trim());
  return match ? match[1]! : null;
}

/** One fill (or one order row) of a trade in a share or another instrument. */
export interface IbkrFill {
  readonly date: string;
  readonly product: string;
  readonly currency: string;
  /** Signed quantity: a sell is negative. */
  readonly quantity: number;
  /** Absolute value of the fill in `currency`. */
  readonly value: number;
  /** Price currency per euro when the file gives it (Flex FXRateToBase in a euro account), else null. */
  readonly rate: number | null;
  /** The instrument is a share or an ETF (not an option, future or bond). */
  readonly isStock: boolean;
  /** The asset category's name as the file writes it, to name orders that are not compared. */
  readonly category: string;
  /** The commission paid with this fill (positive when paid), and its currency. */
  readonly commission?: { readonly amount: number; readonly currency: string };
}

/**
 * One order from its fills (partial fills are one order, as IBKR counts them): shares and value summed,
 * priced by the currency of its price; instruments other than shares are counted per category and not
 * priced. `fileRate` is a currency's units per euro by the file's own totals, where it states them.
 */
export function ibkrOrder(
  id: string,
  fills: readonly IbkrFill[],
  fileRate: (currency: string) => number | null = () => null,
): ExportOrder {
  const first = fills.reduce((earliest, fill) => (fill.date < earliest.date ? fill : earliest));
  const shares = fills.reduce((sum, fill) => sum + Math.abs(fill.quantity), 0);
  const value = fills.reduce((sum, fill) => sum + fill.value, 0);
  const rated = fills.filter((fill) => usableRate(fill.rate) !== null);
  const rate =
    rated.length > 0
      ? rated.reduce((sum, fill) => sum + fill.value * fill.rate!, 0) / rated.reduce((sum, fill) => sum + fill.value, 0)
      : null;
  const order = priceCurrencyOrder({
    id,
    date: first.date,
    product: first.product,
    currency: first.currency,
    shares,
    price: shares > 0 ? value / shares : 0,
    rate: usableRate(rate),
  });
  // IBKR books currency conversions as trades of their own: the order's cost is its commission alone.
  const costs = fills.map((fill) => fill.commission ?? { amount: 0, currency: 'EUR' });
  // A commission is converted at the order's own rate, else at the rate the file's own totals state.
  const paid = paidInEuros(costs, (currency) =>
    currency === first.currency && rate !== null ? rate : fileRate(currency),
  );
  if (first.isStock) return { ...order, ...paid, paidLeavesOut: 'fx' };
  const market: Market = 'other';
  return { ...order, market, marketId: null, venue: first.category, valueUsd: 0, usdPerEur: null };
}

/** The base currency the file names, or the clue of a header or total; null when there is none. */
export function firstClue(clues: readonly (string | null | undefined)[]): string | null {
  return clues.find((clue): clue is string => typeof clue === 'string' && isCurrencyCode(clue)) ?? null;
}
