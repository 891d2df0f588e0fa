// Trade Republic: facts, profile and tariff for Dutch clients: one fee per order, free savings plans, everything in
// euros.
import { allMarketsBut } from '../tariffs/markets.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading } from './types.ts';
import { deposit, fee, onePlan, order, orderFx, savingsPlan } from './types.ts';
import type { LeavingCosts } from './leaving.ts';
import { NOT_IN_TARIFF, leavingReading } from './leavingSources.ts';

const PRICES: FeeSource = { title: 'Trade Republic – Prijzen', url: 'https://traderepublic.com/nl-nl/prijzen' };

export const home: ProviderHome = {
  facts: {
    markets: '1 beurs',
    features: ['Spaarplannen', 'Rente op saldo', 'Eenvoudige app'],
    rating: 4,
    url: 'https://traderepublic.com',
    affiliate: true,
    updated: '2026-11-22',
  },
  profile: {
    description:
      "Trade Republic is een Duitse bank die ook in Nederland actief is. Je koopt aandelen en ETF's voor €1 per order via één handelsplaats, en kunt gratis periodiek beleggen met spaarplannen vanaf kleine bedragen. Het aanbod is kleiner en je kiest niet zelf de beurs.",
    users:
      'Beginners en periodieke beleggers die eenvoudig en goedkoop willen beleggen; meer dan 8 miljoen klanten in Europa.',
    customerService: 'Via de chat in de app en per e-mail.',
    platformUsage:
      'Vooral een mobiele app, met daarnaast een webversie; zeer eenvoudig te gebruiken, met markt-, limiet- en stoporders.',
    regulation:
      'Trade Republic Bank GmbH (Duitsland), een bank onder toezicht van BaFin en de Deutsche Bundesbank. Geld valt onder de Duitse depositogarantie tot €100.000; effecten worden gescheiden bewaard, met beleggerscompensatie tot €20.000.',
    pros: ['Lage vaste orderkosten', "Gratis spaarplannen voor ETF's en aandelen", 'Zeer eenvoudige app'],
    cons: [
      'Eén handelsplaats: je kiest niet zelf de beurs',
      'Kleiner aanbod dan de grote brokers',
      'Klantenservice alleen via de chat en e-mail',
    ],
    protection: {
      depositGuarantee: 'Duitse depositogarantie tot €100.000.',
      investorCompensation: 'Beleggerscompensatie tot €20.000; effecten worden gescheiden bewaard.',
      supervisor: 'BaFin en Deutsche Bundesbank.',
    },
  },
  corrections: [
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['deposit-card'],
      wrong: 'stortingskosten ontbraken: storten telde als gratis',
      now: '1% op een storting met een kaart, behalve de eerste; een overschrijving is gratis',
      source: PRICES,
    },
    {
      corrected: '2026-11-28',
      wrongSince: '2026-11-22',
      keys: ['order', 'order-fx', 'savings-plan'],
      wrong:
        'de orderkosten, de valutakosten en het spaarplan stonden als bevestigd, terwijl we de Nederlandse prijzenpagina niet konden lezen',
      now: 'niet bevestigd; de bedragen zijn gelijk gebleven',
      source: PRICES,
    },
  ],
};

/** When these figures took effect was not found: the date they were first compiled stands in (validFromSeen). */
const validFrom = '2026-11-22';
/**
 * Compiled for the site before this model; Trade Republic's Dutch price page could not be read since (see the card
 * deposit), so these figures are not confirmed on it.
 */
const compiled: Reading = {
  source: PRICES,
  checked: '2026-11-22',
  validFrom,
  validFromSeen: true,
  confirmed: false,
};
const notRead = 'de Nederlandse prijzenpagina konden we bij het nalopen niet lezen';

export const tariff: BrokerTariff = onePlan('trade-republic', 'standard', [
  order('order', ['euronext-amsterdam', 'us'], fee.flat(1), {
    ...compiled,
    note: `genoteerd en afgerekend in euro; ${notRead}`,
  }),
  order('order-other', allMarketsBut('euronext-amsterdam', 'us'), fee.flat(1), {
    ...compiled,
    checked: '2026-11-25',
    confirmed: false,
    note: 'Trade Republic handelt via zijn eigen handelsplaats in euro; of elk effect van deze beurs er te koop is, vonden we niet bevestigd',
  }),
  orderFx(fee.free, { ...compiled, note: `je handelt in euro; ${notRead}` }),
  savingsPlan('all', fee.free, { ...compiled, note: `spaarplan; ${notRead}` }),
  deposit(
    'card',
    fee.percentage(1),
    {
      source: PRICES,
      checked: '2026-11-27',
      validFrom: '2026-11-27',
      validFromSeen: true,
      confirmed: false,
      note: '1% op een storting met een kaart, behalve de eerste; een overschrijving is gratis; zoals een derde de prijzenpagina in september 2026 las, zelf konden we die niet lezen',
    },
    { firstFree: true },
  ),
]);

/** Finanztip's reading (German, a third party): fractions cannot be moved to another provider. */
const FINANZTIP: FeeSource = {
  title: 'Finanztip – Trade Republic: Das ändert sich beim Aktienkauf (Duits, derde partij)',
  url: 'https://www.finanztip.de/daily/trade-republic-das-aendert-sich-beim-aktienkauf/',
};

/** What leaving Trade Republic costs: fractions cannot move (a German third party's reading); no transfer fee read. */
export const leaving: LeavingCosts = {
  transferOut: { ...leavingReading(PRICES, NOT_IN_TARIFF), fee: null, per: 'position' },
  transferIn: { ...leavingReading(PRICES, NOT_IN_TARIFF), fee: null, per: 'position' },
  fractions: {
    ...leavingReading(FINANZTIP, 'fracties zijn niet over te boeken naar een andere aanbieder en worden verkocht'),
    confirmed: false,
    rule: 'sold',
  },
  route: {
    ...leavingReading(
      PRICES,
      'Trade Republic staat niet in de deelnemerslijst van DACSI; je vraagt de overboeking aan bij Trade Republic',
    ),
    how: 'own-form',
    confirmed: false,
  },
};
