// Rabo Zelf Beleggen: facts, profile and tariff for Dutch clients: a tiered fee for the basic service with a minimum
// per quarter, and a fee per order (trackers too). Rabobank's current tariff PDF could not be read for this model: the
// figures are from a copy of it taken on 31 July 2024 (in nicwortel/indexfondsenvergelijken.nl, data/brokers.json),
// so they are unconfirmed. What could not be confirmed on Rabobank's own current page says so in words ('niet
// bevestigd').
import { allMarketsBut } from '../tariffs/markets.ts';
import { AFM_COMPENSATION, DUTCH_BANK_PROTECTION, DUTCH_BANK_SUPERVISION } from './dutchBank.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading } from './types.ts';
import { fee, FX_NOT_FOUND, onePlan, order, service, orderFxNotFound } from './types.ts';
import type { LeavingCosts } from './leaving.ts';
import { NOT_IN_TARIFF, dacsiRoute, leavingReading } from './leavingSources.ts';

const TARIFFS: FeeSource = {
  title: 'Rabobank – Tarieven beleggen bij de Rabobank (pdf)',
  url: 'https://media.rabobank.com/m/14436ec47eac2bbb/original/Tarieven-beleggen-bij-de-Rabobank.pdf',
};

export const home: ProviderHome = {
  facts: {
    markets: 'Euronext en grote buitenlandse beurzen',
    features: ['Bij je eigen bank', 'Geen aparte beleggersrekening nodig', 'In de Rabo App'],
    rating: null,
    affiliate: false,
    url: 'https://www.rabobank.nl/particulieren/beleggen',
    updated: '2026-11-25',
  },
  profile: {
    description:
      "Met Rabo Zelf Beleggen belegt een Rabobank-klant zelf in aandelen, trackers (ETF's), beleggingsfondsen en obligaties via Rabo Online Bankieren en de Rabo App. De effectenrekening koppel je aan je eigen betaal- of spaarrekening. Je betaalt kosten voor de basisdienstverlening als percentage van je belegd vermogen, met een minimum per kwartaal, en kosten per order.",
    users: 'Klanten van de Rabobank die zelf willen beleggen vanuit hun eigen bank.',
    customerService: 'Nederlandstalig, per telefoon en chat; ook via het lokale kantoor.',
    platformUsage:
      'Beleggen zit in Rabo Online Bankieren en de Rabo App. Aan- en verkopen, dividend en kosten lopen via je eigen betaal- of spaarrekening.',
    regulation: `Coöperatieve Rabobank U.A., ${DUTCH_BANK_SUPERVISION}`,
    pros: [
      'Beleggen bij je eigen bank, zonder aparte geldrekening',
      'Nederlandse bank met Nederlandse depositogarantie',
      'Service ook via het lokale kantoor',
    ],
    cons: [
      'Kosten voor de basisdienstverlening over je hele belegd vermogen, met een minimum per kwartaal',
      "Ook voor trackers (ETF's) betaal je orderkosten",
      'Minder beurzen en functies dan een gespecialiseerde broker',
    ],
    protection: DUTCH_BANK_PROTECTION,
    sources: [
      { ...TARIFFS, checked: '2026-11-25', confirmed: false },
      {
        title: 'Rabobank – Effectenrekening en Rabo BeleggersRekening',
        url: 'https://www.rabobank.nl/particulieren/beleggen/handig-voor-beleggers/effecten-en-beleggersrekening',
        checked: '2026-11-25',
        confirmed: true,
      },
      AFM_COMPENSATION,
    ],
  },
  corrections: [
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['order'],
      wrong: 'het tarief per order stond als geldig sinds 31 juli 2024, de datum van de kopie die we lazen',
      now: 'het tarief per order geldt sinds 2020',
      source: TARIFFS,
    },
  ],
};

/** The tariff as a copy of Rabobank's PDF showed it on 31 July 2024 (the date it took effect is not known). */
const copy2024: Reading = {
  source: TARIFFS,
  checked: '2026-11-25',
  validFrom: '2024-07-31',
  validFromSeen: true,
  confirmed: false,
};
const copyNote =
  'uit een kopie van de tarieven-pdf van de Rabobank van 31 juli 2024; de actuele versie konden we niet lezen';

export const tariff: BrokerTariff = onePlan('rabobank', 'zelf-beleggen', [
  order('order', allMarketsBut('tradegate', 'warsaw'), fee.basePlusPercentage(5, 0.05, { max: 150 }), {
    ...copy2024,
    checked: '2026-11-27',
    // The order fee dates from 2020 (a third party's dated reading), not from the 2024 copy; the day we did not find.
    validFrom: '2020-01-01',
    note: `het tarief voor trackers, ook voor aandelen aangenomen; sinds 2020 (de dag vonden we niet); ${copyNote}`,
  }),
  order('order-not-offered', ['tradegate', 'warsaw'], fee.notOffered, {
    ...copy2024,
    note: 'Tradegate en Warschau vonden we niet tussen de beurzen van de Rabobank',
  }),
  orderFxNotFound({ ...copy2024, note: FX_NOT_FOUND }),
  service(
    'service',
    'year',
    fee.tiered(
      [
        [100_000, 0.24],
        [500_000, 0.12],
        [2_000_000, 0.04],
        [null, 0.01],
      ],
      { min: 20 },
    ),
    {
      ...copy2024,
      note: `basisdienstverlening: per kwartaal een kwart hiervan over de gemiddelde waarde in het kwartaal, minimaal € 5 per kwartaal; ${copyNote}`,
    },
  ),
]);

/** What leaving Rabobank costs: a DACSI participant; no transfer fee in the tariff we could read. */
export const leaving: LeavingCosts = {
  transferOut: { ...leavingReading(TARIFFS, NOT_IN_TARIFF), fee: null, per: 'position' },
  transferIn: { ...leavingReading(TARIFFS, NOT_IN_TARIFF), fee: null, per: 'position' },
  fractions: {
    ...leavingReading(TARIFFS, 'of fracties worden overgeboekt of verkocht, staat niet in het tarievenoverzicht'),
    rule: null,
  },
  route: dacsiRoute('2013-03-01'),
};
