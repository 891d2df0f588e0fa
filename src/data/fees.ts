// The fee model: each broker's tariff as typed components, every component with the broker's own
// tariff page it comes from and the date its figures were compiled. All cost figures on the site
// (the cost tool, the broker pages, the home page's cost sort) are computed from this one module,
// so a tariff change is made here and nowhere else.

import type { BrokerId } from './brokerList.ts';

// The broker list lives in brokerList.ts; re-exported here for the modules that read ids with the tariffs.
export { BROKER_IDS, type BrokerId } from './brokerList.ts';

/** The date the figures below were compiled from the sources (ISO date). */
export const FEES_COMPILED = '2026-11-22';

/**
 * Dollar amounts are converted at this reference rate (1 EUR = 1.10 USD). A fixed rate keeps the
 * comparison reproducible; the page shows it with its date.
 */
export const REFERENCE_RATE = { usdPerEur: 1.1, date: '2026-11-22' } as const;

export interface FeeSource {
  readonly title: string;
  /** The broker's own tariff page (https). */
  readonly url: string;
}

interface Sourced {
  readonly source: FeeSource;
  /** ISO date the figures were compiled. */
  readonly compiled: string;
  /** Dutch remark shown with the component ('kernselectie: alleen handling fee'). */
  readonly note?: string;
}

/**
 * An order fee charged in euros: max(commission + percent × value, minimum) + handling.
 * A fixed fee is `commissionEur` with percent 0.
 */
export interface EuroOrderFee extends Sourced {
  readonly kind: 'euro';
  readonly commissionEur: number;
  /** Percentage of the order value (0.08 means 0.08%). */
  readonly percent: number;
  readonly minimumEur: number;
  /** A fixed handling fee on top of the commission (never subject to the minimum). */
  readonly handlingEur: number;
}

/** A US order fee as a percentage of the dollar value with a dollar minimum. */
export interface UsdPercentOrderFee extends Sourced {
  readonly kind: 'usd-percent';
  readonly percent: number;
  readonly minimumUsd: number;
}

/** A US order fee per share with a dollar minimum and a cap as a percentage of the order value. */
export interface UsdPerShareOrderFee extends Sourced {
  readonly kind: 'usd-per-share';
  readonly usdPerShare: number;
  readonly minimumUsd: number;
  /** The fee never exceeds this percentage of the order value. */
  readonly maxPercent: number;
}

export type UsOrderFee = EuroOrderFee | UsdPercentOrderFee | UsdPerShareOrderFee;

/** Currency conversion on a US order: a percentage of the converted amount, with a dollar minimum. */
export interface ConversionFee extends Sourced {
  readonly percent: number;
  readonly minimumUsd: number;
}

/** A fixed yearly fee; `onlyWithUsOrders` when it is only charged in a year with US orders. */
export interface YearlyFee extends Sourced {
  readonly eurPerYear: number;
  readonly onlyWithUsOrders: boolean;
  /**
   * Charged once for every US exchange with orders in the year (NYSE and Nasdaq apart), not once a
   * year. The yearly comparison assumes one US exchange; Mijn kosten counts the exchanges in a file.
   */
  readonly perUsExchange?: boolean;
  /** A cap as a percentage of the account value that the model does not apply (it needs the account value). */
  readonly capPercentOfAccountNotModelled?: number;
}

/** A periodic ETF purchase: a fixed euro fee, or charged as an ordinary Euronext order. */
export type EtfPurchaseFee =
  (Sourced & { readonly kind: 'euro'; readonly eur: number }) | (Sourced & { readonly kind: 'as-euronext' });

export interface Tariff {
  readonly euronext: EuroOrderFee;
  readonly us: UsOrderFee;
  readonly conversion: ConversionFee;
  readonly yearly: YearlyFee;
  readonly etf: EtfPurchaseFee;
}

/** The brokers' own tariff pages; Saxo's and IBKR's sit under one address each. */
const source = (title: string, url: string): FeeSource => ({ title, url });
const saxo = (page: string, path: string) =>
  source(`Saxo – ${page}`, `https://www.home.saxo/nl-nl/rates-and-conditions/${path}`);
const ibkr = (page: string, slug: string) =>
  source(`Interactive Brokers – ${page}`, `https://www.interactivebrokers.com/en/pricing/${slug}.php`);

const DEGIRO_TARIFFS = source('DEGIRO – Tarieven', 'https://www.degiro.nl/tarieven');
const SAXO_COMMISSIONS = saxo('Commissies aandelen', 'stocks/commissions');
const SAXO_CONVERSION = saxo('Valutaconversiekosten', 'currency-conversion-fees');
const IBKR_EUROPE = ibkr('Commissions stocks Europe', 'commissions-stocks-europe');
const IBKR_US = ibkr('Commissions stocks North America', 'commissions-stocks');
const IBKR_FX = ibkr('Commissions spot currencies', 'commissions-spot-currencies');
const TRADE_REPUBLIC_PRICES = source('Trade Republic – Prijzen', 'https://traderepublic.com/nl-nl/prijzen');
const TRADING_212_FEES = source('Trading 212 – Kosten', 'https://www.trading212.com/nl/fees');

const compiled = FEES_COMPILED;
const noYearlyFee = (source: FeeSource): YearlyFee => ({ eurPerYear: 0, onlyWithUsOrders: false, source, compiled });
const flatEuro = (source: FeeSource, commissionEur: number, handlingEur = 0, note?: string): EuroOrderFee => ({
  kind: 'euro',
  commissionEur,
  percent: 0,
  minimumEur: 0,
  handlingEur,
  source,
  compiled,
  ...(note === undefined ? {} : { note }),
});

export const TARIFFS: Readonly<Record<BrokerId, Tariff>> = {
  degiro: {
    euronext: flatEuro(DEGIRO_TARIFFS, 2, 1),
    us: flatEuro(DEGIRO_TARIFFS, 1, 1),
    conversion: { percent: 0.25, minimumUsd: 0, source: DEGIRO_TARIFFS, compiled, note: 'AutoFX' },
    yearly: {
      eurPerYear: 2.5,
      onlyWithUsOrders: true,
      perUsExchange: true,
      capPercentOfAccountNotModelled: 0.25,
      source: DEGIRO_TARIFFS,
      compiled,
      note: 'aansluitkosten, NYSE en Nasdaq apart, in elk jaar waarin je daar handelt',
    },
    etf: {
      kind: 'euro',
      eur: 1,
      source: DEGIRO_TARIFFS,
      compiled,
      note: 'ETF uit de kernselectie: alleen handling fee',
    },
  },
  saxo: {
    euronext: {
      kind: 'euro',
      commissionEur: 0,
      percent: 0.08,
      minimumEur: 2,
      handlingEur: 0,
      source: SAXO_COMMISSIONS,
      compiled,
    },
    us: { kind: 'usd-percent', percent: 0.08, minimumUsd: 1, source: SAXO_COMMISSIONS, compiled },
    conversion: { percent: 0.25, minimumUsd: 0, source: SAXO_CONVERSION, compiled },
    yearly: noYearlyFee(SAXO_COMMISSIONS),
    etf: { kind: 'as-euronext', source: SAXO_COMMISSIONS, compiled },
  },
  ibkr: {
    euronext: {
      kind: 'euro',
      commissionEur: 0,
      percent: 0.05,
      minimumEur: 3,
      handlingEur: 0,
      source: IBKR_EUROPE,
      compiled,
    },
    us: { kind: 'usd-per-share', usdPerShare: 0.005, minimumUsd: 1, maxPercent: 1, source: IBKR_US, compiled },
    conversion: {
      percent: 0.002,
      minimumUsd: 2,
      source: IBKR_FX,
      compiled,
      note: 'één conversie per Amerikaanse order',
    },
    yearly: noYearlyFee(IBKR_US),
    etf: { kind: 'as-euronext', source: IBKR_EUROPE, compiled },
  },
  'trade-republic': {
    euronext: flatEuro(TRADE_REPUBLIC_PRICES, 1),
    us: flatEuro(TRADE_REPUBLIC_PRICES, 1, 0, 'genoteerd en afgerekend in euro'),
    conversion: {
      percent: 0,
      minimumUsd: 0,
      source: TRADE_REPUBLIC_PRICES,
      compiled,
      note: 'je handelt in euro',
    },
    yearly: noYearlyFee(TRADE_REPUBLIC_PRICES),
    etf: { kind: 'euro', eur: 0, source: TRADE_REPUBLIC_PRICES, compiled, note: 'spaarplan' },
  },
  'trading-212': {
    euronext: flatEuro(TRADING_212_FEES, 0),
    us: flatEuro(TRADING_212_FEES, 0),
    conversion: { percent: 0.15, minimumUsd: 0, source: TRADING_212_FEES, compiled },
    yearly: noYearlyFee(TRADING_212_FEES),
    etf: { kind: 'euro', eur: 0, source: TRADING_212_FEES, compiled, note: 'automatisch beleggen (Pies)' },
  },
};
