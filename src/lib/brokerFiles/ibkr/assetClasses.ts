// IBKR's asset categories in every language it writes them, and the shapes that mark a currency conversion where the
// category is missing: what tells a share order from an option, a warrant or a conversion in every IBKR report.

/** What IBKR's asset category names: the classes the reader tells apart. */
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
 * Categories that name instruments other than shares where ibkrAssetClass knows no word, in the languages read by
 * column order, where a symbol without spaces would otherwise pass for a share: a warrant's symbol has none.
 */
const NOT_SHARES =
  /warrant|optionsschein|варрант|опцион|option|futur|fut\b|bond|obligation|anleihe|cfd|zertifikat|certifica|turbo/;

/**
 * A share or an ETF by its asset category, in any language IBKR writes it (ibkrAssetClass); in a language read by
 * column order (not `byName`) an unknown category that names no other instrument, with a symbol without spaces.
 */
export function isStockCategory(category: string, symbol: string, byName: boolean): boolean {
  const known = ibkrAssetClass(category);
  if (known !== null) return known === 'stock';
  return !byName && !NOT_SHARES.test(category.toLowerCase()) && !/\s/.test(symbol);
}

/**
 * A forex trade's symbol ('EUR.USD'): what marks a conversion where the category is missing or not known, so it
 * is never taken for a share order.
 */
export const isCurrencyPair = (symbol: string): boolean => /^[A-Z]{3}\.[A-Z]{3}$/.test(symbol.trim());

/** A forex trade: its category says so in any language, or its symbol is a currency pair ('EUR.USD'). */
export const isForexTrade = (category: string, symbol: string): boolean =>
  ibkrAssetClass(category) === 'forex' || isCurrencyPair(symbol);

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
