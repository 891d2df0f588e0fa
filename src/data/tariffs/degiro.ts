// DEGIRO's tariff for Dutch clients (one plan, 'Basic'). Current figures from degiro.nl; the
// 15 May 2023 tariff overview was read in a copy of DEGIRO's PDF, so its date is marked unconfirmed.
import { OUTSIDE_AMSTERDAM } from './markets.ts';
import type { BrokerTariff, FeeSource } from './types.ts';

const TARIFFS: FeeSource = { title: 'DEGIRO – Tarieven', url: 'https://www.degiro.nl/tarieven' };
const OVERVIEW: FeeSource = {
  title: 'DEGIRO – Tarievenoverzicht (pdf)',
  url: 'https://www.degiro.nl/data/pdf/Tarievenoverzicht.pdf',
};
const FAQ_CONNECTIVITY: FeeSource = {
  title: 'DEGIRO – Gebühren (helpcenter, Duitsland)',
  url: 'https://www.degiro.de/helpcenter/faq/geb-hren/1179',
};

/** Figures compiled from degiro.nl for the site before this model (the repository's earlier fees.ts). */
const compiled = '2026-11-22';
/** Figures read for this model. */
const checked = '2026-11-25';
/** The tariff of 15 May 2023 (commission plus € 1,00 handling fee per order); still the tariff on degiro.nl. */
const since2023 = '2023-05-15';
const overviewCopy = 'gelezen in een kopie van het tarievenoverzicht van 15 mei 2023';

const commissionPlusHandling = (commission: number) =>
  ({
    kind: 'sum',
    parts: [
      { label: 'commission', fee: { kind: 'flat', amount: commission } },
      { label: 'handling', fee: { kind: 'flat', amount: 1 } },
    ],
  }) as const;

export const DEGIRO: BrokerTariff = {
  broker: 'degiro',
  plans: [
    {
      id: 'basic',
      name: '',
      components: [
        {
          key: 'order-nl',
          part: 'order',
          markets: ['euronext-amsterdam'],
          fee: commissionPlusHandling(2),
          source: TARIFFS,
          checked: compiled,
          validFrom: since2023,
        },
        {
          key: 'order-be',
          part: 'order',
          markets: ['euronext-brussels'],
          fee: commissionPlusHandling(2),
          source: OVERVIEW,
          checked,
          validFrom: since2023,
          confirmed: false,
          note: overviewCopy,
        },
        {
          key: 'order-us',
          part: 'order',
          markets: ['us'],
          fee: commissionPlusHandling(1),
          source: TARIFFS,
          checked: compiled,
          validFrom: since2023,
        },
        {
          key: 'order-europe',
          part: 'order',
          markets: [
            'euronext-paris',
            'euronext-milan',
            'euronext-lisbon',
            'xetra',
            'tradegate',
            'lse',
            'six',
            'nordics',
            'warsaw',
          ],
          fee: commissionPlusHandling(3.9),
          source: OVERVIEW,
          checked,
          validFrom: since2023,
          confirmed: false,
          note: overviewCopy,
        },
        {
          key: 'order-fx',
          part: 'order-fx',
          fee: { kind: 'percentage', percent: 0.25 },
          source: TARIFFS,
          checked: compiled,
          validFrom: since2023,
          note: 'AutoFX',
        },
        {
          key: 'dividend-fx',
          part: 'dividend-fx',
          fee: { kind: 'percentage', percent: 0.25 },
          source: TARIFFS,
          checked,
          validFrom: since2023,
          confirmed: false,
          note: 'AutoFX; dat het ook voor dividend geldt, vonden we niet bevestigd',
        },
        {
          key: 'connectivity',
          part: 'connectivity',
          markets: OUTSIDE_AMSTERDAM,
          fee: { kind: 'percentage', percent: 0.25, max: 2.5 },
          source: FAQ_CONNECTIVITY,
          checked,
          validFrom: since2023,
          confirmed: false,
          note: 'per beurs buiten Euronext Amsterdam, per jaar waarin je er handelt of een positie hebt; NYSE en Nasdaq apart; maximaal 0,25% van de rekeningwaarde',
        },
        {
          key: 'savings-plan-core',
          part: 'savings-plan',
          scope: 'core',
          fee: { kind: 'sum', parts: [{ label: 'handling', fee: { kind: 'flat', amount: 1 } }] },
          source: OVERVIEW,
          checked,
          validFrom: since2023,
          confirmed: false,
          note:
            'ETF uit de kernselectie, alleen op de notering in die selectie: alleen de handling fee; ' + overviewCopy,
        },
      ],
    },
  ],
};
