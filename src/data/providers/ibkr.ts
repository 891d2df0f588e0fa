// Interactive Brokers (IBKR Pro): facts, profile and tariff for Dutch clients. Two plans, Fixed and Tiered; the tool
// shows the cheaper for a profile with its name. IBKR publishes one pricing page for all countries. Tiered adds the
// exchange, clearing and regulatory fees IBKR publishes per exchange; we read them for Xetra (all-in about € 0,03 +
// 0,058%, at least about € 2,18), not yet for the other exchanges, whose Tiered figure says so.
import { EURONEXT_ABROAD } from '../tariffs/markets.ts';
import type { BrokerTariff, FeeSource, PerShareFee, ProviderHome, Reading, TariffComponent } from './types.ts';
import { dividendFx, fee, order, orderFx } from './types.ts';
import type { LeavingCosts } from './leaving.ts';
import { DACSI, NOT_IN_TARIFF, leavingReading } from './leavingSources.ts';

const ibkr = (page: string, url: string): FeeSource => ({ title: `Interactive Brokers – ${page}`, url });
const FX = ibkr(
  'Commissions spot currencies',
  'https://www.interactivebrokers.com/en/pricing/commissions-spot-currencies.php',
);

/** IBKR's table of Xetra's exchange, clearing and regulatory fees (its Hong Kong site; the same table for all). */
const XETRA_FEES_SOURCE: FeeSource = {
  title: 'Interactive Brokers – Xetra (IBIS) Fees',
  url: 'https://www.clientam.com.hk/en/accounts/fees/IBIS-StkFees.php',
};

export const home: ProviderHome = {
  facts: {
    markets: '>90 beurzen',
    features: ['Meeste beurzen', 'Professionele tools', 'Lage kosten bij grote orders'],
    rating: 3.5,
    url: 'https://www.interactivebrokers.com',
    affiliate: true,
    updated: '2026-11-22',
  },
  profile: {
    description:
      "Interactive Brokers (IBKR) is een grote Amerikaanse broker met toegang tot meer dan 90 beurzen in één rekening. Het aanbod is enorm: aandelen, ETF's, opties, futures, obligaties en valuta. De kosten zijn laag bij grotere orders, maar het platform vraagt wat inwerktijd.",
    users:
      'Actieve en ervaren beleggers die wereldwijd willen handelen; wereldwijd meer dan 3 miljoen klantrekeningen.',
    customerService:
      'Engelstalig, per telefoon, chat en berichtensysteem; op handelsdagen vrijwel de klok rond bereikbaar.',
    platformUsage:
      'Trader Workstation (TWS) voor professionals, plus het eenvoudigere IBKR Desktop, de webomgeving Client Portal en de app IBKR Mobile. Krachtig, maar met een steile leercurve.',
    regulation:
      'Interactive Brokers Ireland Limited, onder toezicht van de Central Bank of Ireland. Iers Investor Compensation Scheme: 90% van je vordering tot maximaal €20.000.',
    pros: ['Meer dan 90 beurzen in één rekening', 'Valuta wisselen kost heel weinig', 'Lage kosten bij grote orders'],
    cons: [
      'Door het minimum per order op Euronext zijn kleine orders duur',
      'Engelstalige klantenservice',
      'Krachtig maar ingewikkeld platform met een steile leercurve',
    ],
    protection: {
      depositGuarantee:
        'Geen depositogarantie: IBKR Ireland is geen bank met Europese depositogarantie; geld valt onder de beleggerscompensatie.',
      investorCompensation: 'Iers Investor Compensation Scheme: 90% van je vordering tot €20.000.',
      supervisor: 'Central Bank of Ireland.',
    },
    notCounted: [
      'IBKR Tiered buiten Xetra: de beurs-, clearing- en toezichtkosten die IBKR per beurs doorberekent (ook op Euronext); die vonden we alleen voor Xetra, dus Tiered is op andere beurzen iets te laag gerekend',
      'Kosten van corporate actions en ADR’s: die vonden we niet op de prijspagina’s die we lazen',
    ],
  },
  corrections: [
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['order-euro', 'order-xetra'],
      wrong: 'IBKR Tiered op Xetra rekende alleen de commissie, zonder beurs-, clearing- en toezichtkosten',
      now: 'op Xetra telt Tiered de kosten die IBKR per beurs publiceert mee (ongeveer € 0,03 + 0,058%, minimaal ongeveer € 2,18)',
      source: XETRA_FEES_SOURCE,
    },
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: [],
      wrong:
        'de regel op de startpagina noemde het tarief van IBKR Fixed (0,05%, min. € 3,00) maar rekende de voorbeeldorder van € 1.000 tegen IBKR Tiered (€ 1,25)',
      now: 'de regel noemt het plan, en de voorbeeldorder rekent tegen hetzelfde plan',
      source: FX,
    },
    {
      corrected: '2026-11-28',
      wrongSince: '2026-11-22',
      keys: ['order-fx', 'order-euro', 'order-us'],
      wrong:
        'de valutakosten, het Fixed-tarief en de Amerikaanse tarieven van Fixed en Tiered stonden als bevestigd, maar zijn gelezen op de Engelstalige pagina’s van IBKR voor alle landen',
      now: 'niet bevestigd voor Nederland (IBKR heeft geen Nederlandse prijzenpagina); de bedragen zijn gelijk gebleven',
      source: FX,
    },
  ],
};

const EUROPE = ibkr(
  'Commissions stocks Europe',
  'https://www.interactivebrokers.com/en/pricing/commissions-stocks-europe.php',
);
const EUROPE_READ = ibkr(
  'Commissions stocks Europe',
  'https://www.interactivebrokers.com.hk/en/pricing/commissions-stocks-europe.php',
);
const US = ibkr(
  'Commissions stocks North America',
  'https://www.interactivebrokers.com/en/pricing/commissions-stocks.php',
);
const US_READ = ibkr(
  'Commissions stocks North America',
  'https://investors.interactivebrokers.com/en/pricing/commissions-stocks.php',
);

const checked = '2026-11-25';
/** When these figures took effect was not found: the date they were first compiled stands in (validFromSeen). */
const validFrom = '2026-11-22';
/** Figures compiled for the site before this model; the date they took effect was not found. */
const compiled = (source: FeeSource): Reading => ({ source, checked: '2026-11-22', validFrom, validFromSeen: true });
/** Figures read for this model. */
const read = (source: FeeSource): Reading => ({ source, checked, validFrom, validFromSeen: true });
const outsideEuro = 'minimum in lokale valuta; hier als euro gerekend';
/** IBKR publishes no Dutch pricing page: a figure read on its English one is not confirmed for Dutch clients. */
const english =
  'gelezen op de Engelstalige prijzenpagina van IBKR voor alle landen; een Nederlandse pagina vonden we niet';
const thirdParty =
  'exclusief beurs-, clearing- en toezichtkosten, die bij Tiered apart komen; die vonden we alleen voor Xetra, op deze beurs zijn ze niet meegerekend';

const euroMarkets = ['euronext-amsterdam', ...EURONEXT_ABROAD, 'xetra', 'tradegate'] as const;
const euroButXetra = euroMarkets.filter((market) => market !== 'xetra');
const nonEuroEurope = ['lse', 'six', 'nordics', 'warsaw'] as const;
const perShare = (price: number, min: number): PerShareFee => ({
  kind: 'per-share',
  perShare: price,
  min,
  maxPercent: 1,
  currency: 'USD',
});
const conversion = fee.percentage(0.002, { min: 2, currency: 'USD' });

const shared: readonly TariffComponent[] = [
  orderFx(conversion, {
    ...compiled(FX),
    confirmed: false,
    note: `één conversie per order in een andere valuta; ${english}`,
  }),
  dividendFx(conversion, {
    ...read(FX),
    confirmed: false,
    note: 'alleen als je het dividend zelf omwisselt; anders blijft het in dollars staan',
  }),
];

export const tariff: BrokerTariff = {
  broker: 'ibkr',
  plans: [
    {
      id: 'fixed',
      name: 'IBKR Fixed',
      components: [
        order('order-euro', euroMarkets, fee.percentage(0.05, { min: 3 }), {
          ...compiled(EUROPE),
          confirmed: false,
          note: english,
        }),
        order('order-europe-other', nonEuroEurope, fee.percentage(0.05, { min: 3 }), {
          ...read(EUROPE_READ),
          confirmed: false,
          note: outsideEuro,
        }),
        order('order-us', ['us'], perShare(0.005, 1), { ...compiled(US), confirmed: false, note: english }),
        ...shared,
      ],
    },
    {
      id: 'tiered',
      name: 'IBKR Tiered',
      components: [
        // Read on IBKR's Hong Kong site: its Irish (EU) and Dutch pages were not found (search of 27 Nov 2026), so the
        // figure is not confirmed for Dutch clients, though IBKR publishes one table for all countries.
        order('order-euro', euroButXetra, fee.percentage(0.05, { min: 1.25, max: 29 }), {
          ...read(EUROPE_READ),
          confirmed: false,
          note: 'tot € 50 miljoen handelsvolume per maand; ' + thirdParty + '; gelezen op de Hongkongse site van IBKR',
        }),
        order(
          'order-xetra',
          ['xetra'],
          {
            kind: 'sum',
            parts: [
              { label: 'commission', fee: fee.percentage(0.05, { min: 1.25, max: 29 }) },
              { label: 'exchange', fee: fee.percentage(0.0072, { min: 0.9 }) },
              { label: 'clearing', fee: fee.basePlusPercentage(0.02, 0.0008, { max: 4.02 }) },
              { label: 'regulatory', fee: fee.flat(0.01) },
            ],
          },
          {
            ...read(XETRA_FEES_SOURCE),
            checked: '2026-11-27',
            confirmed: false,
            note: 'Tiered-commissie tot € 50 miljoen per maand plus de kosten die IBKR per beurs doorberekent: beurskosten 0,0072% (min. € 0,90, standaardorders), clearing € 0,02 + 0,0008%, toezicht € 0,01; samen ongeveer € 0,03 + 0,058%, minimaal ongeveer € 2,18; gelezen op de Hongkongse site van IBKR',
          },
        ),
        order('order-europe-other', nonEuroEurope, fee.percentage(0.05, { min: 1.25, max: 29 }), {
          ...read(EUROPE_READ),
          confirmed: false,
          note: `${outsideEuro}; ${thirdParty}`,
        }),
        order('order-us', ['us'], perShare(0.0035, 0.35), {
          ...read(US_READ),
          confirmed: false,
          note: `tot 300.000 aandelen per maand; ${thirdParty}; ${english}`,
        }),
        ...shared,
      ],
    },
  ],
};

/** What leaving IBKR costs: not in DACSI's list; no transfer fee on the fee pages we could read. */
export const leaving: LeavingCosts = {
  transferOut: { ...leavingReading(EUROPE_READ, NOT_IN_TARIFF), fee: null, per: 'position' },
  transferIn: { ...leavingReading(EUROPE_READ, NOT_IN_TARIFF), fee: null, per: 'position' },
  fractions: {
    ...leavingReading(EUROPE_READ, 'of fracties worden overgeboekt of verkocht, staat niet op de tariefpagina'),
    rule: null,
  },
  route: {
    ...leavingReading(
      DACSI,
      'IBKR staat niet in de deelnemerslijst van DACSI: een overboeking vraag je aan bij de aanbieder zelf',
    ),
    how: 'own-form',
    confirmed: false,
  },
};
