// Rabo Zelf Beleggen for Dutch clients: a tiered fee for the basic service with a minimum per quarter, and a fee per
// order (trackers too). Rabobank's current tariff PDF could not be read for this model: the figures are from a copy
// of it taken on 31 July 2024 (in nicwortel/indexfondsenvergelijken.nl, data/brokers.json), so they are unconfirmed.
import { ALL_MARKETS } from './markets.ts';
import type { BrokerTariff, FeeSource } from './types.ts';

const TARIFFS: FeeSource = {
  title: 'Rabobank – Tarieven beleggen bij de Rabobank (pdf)',
  url: 'https://media.rabobank.com/m/14436ec47eac2bbb/original/Tarieven-beleggen-bij-de-Rabobank.pdf',
};

const checked = '2026-11-25';
/** The tariff as a copy of Rabobank's PDF showed it on this date (the date it took effect is not known). */
const seen = '2024-07-31';
const copyNote =
  'uit een kopie van de tarieven-pdf van de Rabobank van 31 juli 2024; de actuele versie konden we niet lezen';
/** The order fee dates from 2020 (a third party's dated reading); the exact day we did not find. */
const ordersSince = '2020-01-01';
const OFFERED = ALL_MARKETS.filter((market) => market !== 'tradegate' && market !== 'warsaw');

export const RABOBANK: BrokerTariff = {
  broker: 'rabobank',
  plans: [
    {
      id: 'zelf-beleggen',
      name: '',
      components: [
        {
          key: 'order',
          part: 'order',
          markets: OFFERED,
          fee: { kind: 'base-plus-percentage', base: 5, percent: 0.05, max: 150 },
          source: TARIFFS,
          checked: '2026-11-27',
          validFrom: ordersSince,
          validFromSeen: true,
          confirmed: false,
          note: `het tarief voor trackers, ook voor aandelen aangenomen; sinds 2020 (de dag vonden we niet); ${copyNote}`,
        },
        {
          key: 'order-not-offered',
          part: 'order',
          markets: ['tradegate', 'warsaw'],
          fee: { kind: 'not-offered' },
          source: TARIFFS,
          checked,
          validFrom: seen,
          validFromSeen: true,
          confirmed: false,
          note: 'Tradegate en Warschau vonden we niet tussen de beurzen van de Rabobank',
        },
        {
          key: 'order-fx',
          part: 'order-fx',
          fee: { kind: 'flat', amount: 0 },
          source: TARIFFS,
          checked,
          validFrom: seen,
          validFromSeen: true,
          confirmed: false,
          note: 'valutakosten vonden we niet in de bron; niet meegeteld',
        },
        {
          key: 'service',
          part: 'service',
          period: 'year',
          fee: {
            kind: 'tiered',
            tiers: [
              { upTo: 100_000, percent: 0.24 },
              { upTo: 500_000, percent: 0.12 },
              { upTo: 2_000_000, percent: 0.04 },
              { upTo: null, percent: 0.01 },
            ],
            min: 20,
          },
          source: TARIFFS,
          checked,
          validFrom: seen,
          validFromSeen: true,
          confirmed: false,
          note: `basisdienstverlening: per kwartaal een kwart hiervan over de gemiddelde waarde in het kwartaal, minimaal € 5 per kwartaal; ${copyNote}`,
        },
      ],
    },
  ],
};
