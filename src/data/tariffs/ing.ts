// ING Zelf Beleggen (formerly 'Zelf op de beurs') for Dutch clients: a basis fee and a tiered service fee on the
// portfolio, commission per share order, trackers without commission online. ING's current tariff page could not be
// read for this model: the service fee is from a copy of ING's tariff page taken on 6 February 2025 (in
// nicwortel/indexfondsenvergelijken.nl, data/brokers.json), the order fee from ING's tariff page as last published
// with figures (2014), so every component is marked unconfirmed. ING trades trackers (ETFs) online without order
// costs ('Geen transactiekosten beleggingsfondsen en trackers via internet', ING's tariff page), every tracker alike:
// no selection applies. The service-fee tiers hold from 1 July 2024 (a third party's dated reading; ING's own page
// with that date we could not read).
import { EURONEXT_ABROAD } from './markets.ts';
import type { BrokerTariff, FeeSource } from './types.ts';

const TARIFFS: FeeSource = {
  title: 'ING – Tarieven Zelf op de beurs',
  url: 'https://www.ing.nl/particulier/beleggen/beginnen-met-beleggen/tarieven/tarieven-zelf-op-de-beurs.html',
};
const TARIFFS_OLD: FeeSource = {
  title: 'ING – Tarieven beleggen',
  url: 'https://www.ing.nl/particulier/beleggen/beleggen-bij-ing/tarieven-beleggen/index.html',
};

const checked = '2026-11-25';
/** The service-fee tiers hold from this day (a third party's reading; before, the copy of 6 February 2025 stood in). */
const serviceSince = '2024-07-01';
/** The day the tracker and date rules were re-read for issue 36. */
const rechecked = '2026-11-27';
/** The order tariff ING published from 1 January 2014 (its page still says 'vanaf € 4 per transactie'). */
const ordersSince = '2014-01-01';
const copyNote =
  'uit een kopie van de tarievenpagina van ING van 6 februari 2025, geldig sinds 1 juli 2024 (die datum volgens een lezing door derden); het actuele tarief konden we niet lezen';
const oldNote = 'tarief zoals ING het in 2014 publiceerde; het actuele tarief konden we niet lezen';

export const ING: BrokerTariff = {
  broker: 'ing',
  plans: [
    {
      id: 'zelf-beleggen',
      name: '',
      components: [
        {
          key: 'order-main',
          part: 'order',
          markets: ['euronext-amsterdam', ...EURONEXT_ABROAD, 'xetra', 'us'],
          fee: { kind: 'base-plus-percentage', base: 4, percent: 0.04, max: 150 },
          source: TARIFFS_OLD,
          checked,
          validFrom: ordersSince,
          confirmed: false,
          note: `binnenlandse en de belangrijkste buitenlandse aandelen; ${oldNote}`,
        },
        {
          key: 'order-trackers',
          part: 'order',
          markets: ['euronext-amsterdam', ...EURONEXT_ABROAD, 'xetra'],
          assets: 'etf',
          fee: { kind: 'flat', amount: 0 },
          source: TARIFFS_OLD,
          checked: rechecked,
          validFrom: ordersSince,
          confirmed: false,
          note: `trackers via internet zonder transactiekosten, elke tracker gelijk; ${oldNote}`,
        },
        {
          key: 'order-other',
          part: 'order',
          markets: ['lse', 'six', 'nordics', 'warsaw'],
          fee: { kind: 'base-plus-percentage', base: 8, percent: 0.48 },
          source: TARIFFS_OLD,
          checked,
          validFrom: ordersSince,
          confirmed: false,
          note: `overige buitenlandse aandelen; ${oldNote}`,
        },
        {
          key: 'order-tradegate',
          part: 'order',
          markets: ['tradegate'],
          fee: { kind: 'not-offered' },
          source: TARIFFS,
          checked,
          validFrom: ordersSince,
          confirmed: false,
          note: 'Tradegate staat niet tussen de beurzen van ING',
        },
        {
          key: 'order-fx',
          part: 'order-fx',
          fee: { kind: 'flat', amount: 0 },
          source: TARIFFS,
          checked,
          validFrom: ordersSince,
          confirmed: false,
          note: 'valutakosten vonden we niet in de bron; niet meegeteld',
        },
        {
          key: 'savings-plan',
          part: 'savings-plan',
          scope: 'all',
          fee: { kind: 'flat', amount: 0 },
          source: TARIFFS_OLD,
          checked,
          validFrom: ordersSince,
          confirmed: false,
          note: `trackers en beleggingsfondsen zonder transactiekosten via internet; ${oldNote}`,
        },
        {
          key: 'service-base',
          part: 'service',
          period: 'year',
          fee: { kind: 'flat', amount: 20 },
          source: TARIFFS,
          checked,
          validFrom: serviceSince,
          confirmed: false,
          note: `basisfee € 5 per kwartaal; ${copyNote}`,
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
              { upTo: 2_500_000, percent: 0.08 },
              { upTo: 5_000_000, percent: 0.06 },
              { upTo: 10_000_000, percent: 0.05 },
              { upTo: null, percent: 0.04 },
            ],
          },
          source: TARIFFS,
          checked,
          validFrom: serviceSince,
          confirmed: false,
          note: `per kwartaal een kwart hiervan, over het gemiddelde van de waarden aan het eind van elke maand; ${copyNote}`,
        },
      ],
    },
  ],
};
