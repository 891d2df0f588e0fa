// ING Zelf Beleggen (formerly 'Zelf op de beurs'): facts, profile and tariff for Dutch clients: a basis fee and a
// tiered service fee on the portfolio, commission per share order, trackers without commission online. ING's current
// tariff page could not be read for this model: the service fee is from a copy of ING's tariff page taken on
// 6 February 2025 (in nicwortel/indexfondsenvergelijken.nl, data/brokers.json), the order fee from ING's tariff page
// as last published with figures (2014), so every component is marked unconfirmed. What could not be confirmed on
// ING's own current page says so in words ('niet bevestigd'). Trackers (ETFs) trade online without order costs,
// every tracker alike ('Geen transactiekosten beleggingsfondsen en trackers via internet', ING's tariff page): no
// selection applies. The service-fee tiers hold from 1 July 2024 (a third party's dated reading; ING's own page with
// that date we could not read).
import { EURONEXT_ABROAD } from '../tariffs/markets.ts';
import { AFM_COMPENSATION, DUTCH_BANK_PROTECTION, DUTCH_BANK_SUPERVISION } from './dutchBank.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading } from './types.ts';
import { fee, FX_NOT_FOUND, onePlan, order, savingsPlan, service, orderFxNotFound } from './types.ts';
import type { LeavingCosts } from './leaving.ts';
import { NOT_IN_TARIFF, dacsiRoute, leavingReading } from './leavingSources.ts';

const TARIFFS: FeeSource = {
  title: 'ING – Tarieven Zelf op de beurs',
  url: 'https://www.ing.nl/particulier/beleggen/beginnen-met-beleggen/tarieven/tarieven-zelf-op-de-beurs.html',
};
const TARIFFS_OLD: FeeSource = {
  title: 'ING – Tarieven beleggen',
  url: 'https://www.ing.nl/particulier/beleggen/beleggen-bij-ing/tarieven-beleggen/index.html',
};

export const home: ProviderHome = {
  facts: {
    markets: 'Euronext en grote buitenlandse beurzen',
    features: ['Bij je eigen bank', 'Trackers zonder orderkosten', 'In de bankieren-app'],
    rating: null,
    affiliate: false,
    url: 'https://www.ing.nl/particulier/beleggen',
    updated: '2026-11-25',
  },
  profile: {
    description:
      "Met Zelf Beleggen (voorheen Zelf op de beurs) belegt een ING-klant zelf in aandelen, trackers (ETF's), beleggingsfondsen en obligaties vanuit Mijn ING en de ING-app. Je betaalt een vaste basisfee en een servicefee als percentage van je belegd vermogen, plus orderkosten voor aandelen.",
    users: 'Klanten van ING die hun beleggingen naast hun betaal- en spaarrekening willen zien.',
    customerService: 'Nederlandstalig, per telefoon en chat via de ING-app en Mijn ING.',
    platformUsage:
      'Beleggen zit in Mijn ING en de ING-app; eenvoudig, met minder ordertypes en analyses dan een broker.',
    regulation: `ING Bank N.V., ${DUTCH_BANK_SUPERVISION}`,
    pros: [
      'Beleggen bij je eigen bank, in dezelfde app',
      'Trackers en beleggingsfondsen zonder orderkosten via internet (niet bevestigd voor het huidige tarief)',
      'Nederlandse bank met Nederlandse depositogarantie',
    ],
    cons: [
      'Vaste basisfee en een servicefee over je hele belegd vermogen',
      'Orderkosten voor aandelen hoger dan bij de goedkope brokers',
      'Minder beurzen en functies dan een gespecialiseerde broker',
    ],
    protection: DUTCH_BANK_PROTECTION,
    sources: [
      { ...TARIFFS, checked: '2026-11-25', confirmed: false },
      {
        title: 'DNB – Depositogarantiestelsel',
        url: 'https://www.dnb.nl/depositogarantiestelsel/',
        checked: '2026-11-25',
        confirmed: false,
      },
      AFM_COMPENSATION,
    ],
  },
  corrections: [
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['order-main', 'order-trackers'],
      wrong: 'een order in een tracker (ETF) kostte € 4 + 0,04%, het aandelentarief',
      now: 'trackers via internet zonder transactiekosten',
      source: TARIFFS_OLD,
    },
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['service-base', 'service'],
      wrong: 'de servicefee gold ‘in elk geval sinds 6 februari 2025’ (de datum van een kopie van de pagina)',
      now: 'de servicefee geldt sinds 1 juli 2024',
      source: TARIFFS,
    },
  ],
};

/** The order tariff ING published from 1 January 2014 (its page still says 'vanaf € 4 per transactie'). */
const orders2014: Reading = { source: TARIFFS_OLD, checked: '2026-11-25', validFrom: '2014-01-01', confirmed: false };
/**
 * The service-fee tiers as a copy of ING's page of 6 February 2025 showed them; they hold from 1 July 2024 (a third
 * party's dated reading; before, the copy's date stood in).
 */
const service2025: Reading = {
  source: TARIFFS,
  checked: '2026-11-27',
  validFrom: '2024-07-01',
  confirmed: false,
};
const copyNote =
  'uit een kopie van de tarievenpagina van ING van 6 februari 2025, geldig sinds 1 juli 2024 (die datum volgens een lezing door derden); het actuele tarief konden we niet lezen';
const oldNote = 'tarief zoals ING het in 2014 publiceerde; het actuele tarief konden we niet lezen';

export const tariff: BrokerTariff = onePlan('ing', 'zelf-beleggen', [
  order(
    'order-main',
    ['euronext-amsterdam', ...EURONEXT_ABROAD, 'xetra', 'us'],
    fee.basePlusPercentage(4, 0.04, { max: 150 }),
    { ...orders2014, note: `binnenlandse en de belangrijkste buitenlandse aandelen; ${oldNote}` },
  ),
  order(
    'order-trackers',
    ['euronext-amsterdam', ...EURONEXT_ABROAD, 'xetra'],
    fee.free,
    {
      ...orders2014,
      checked: '2026-11-27',
      note: `trackers via internet zonder transactiekosten, elke tracker gelijk; ${oldNote}`,
    },
    { assets: 'etf' },
  ),
  order('order-other', ['lse', 'six', 'nordics', 'warsaw'], fee.basePlusPercentage(8, 0.48), {
    ...orders2014,
    note: `overige buitenlandse aandelen; ${oldNote}`,
  }),
  order('order-tradegate', ['tradegate'], fee.notOffered, {
    ...orders2014,
    source: TARIFFS,
    note: 'Tradegate staat niet tussen de beurzen van ING',
  }),
  orderFxNotFound({ ...orders2014, source: TARIFFS, note: FX_NOT_FOUND }),
  savingsPlan('all', fee.free, {
    ...orders2014,
    note: `trackers en beleggingsfondsen zonder transactiekosten via internet; ${oldNote}`,
  }),
  service('service-base', 'year', fee.flat(20), { ...service2025, note: `basisfee € 5 per kwartaal; ${copyNote}` }),
  service(
    'service',
    'year',
    fee.tiered([
      [100_000, 0.24],
      [500_000, 0.12],
      [2_500_000, 0.08],
      [5_000_000, 0.06],
      [10_000_000, 0.05],
      [null, 0.04],
    ]),
    {
      ...service2025,
      note: `per kwartaal een kwart hiervan, over het gemiddelde van de waarden aan het eind van elke maand; ${copyNote}`,
    },
  ),
]);

/** What leaving ING costs: a DACSI participant; no transfer fee in the tariff we could read. */
export const leaving: LeavingCosts = {
  transferOut: { ...leavingReading(TARIFFS, NOT_IN_TARIFF), fee: null, per: 'position' },
  transferIn: { ...leavingReading(TARIFFS, NOT_IN_TARIFF), fee: null, per: 'position' },
  fractions: {
    ...leavingReading(TARIFFS, 'of fracties worden overgeboekt of verkocht, staat niet in het tarievenoverzicht'),
    rule: null,
  },
  route: dacsiRoute('2013-03-01'),
};
