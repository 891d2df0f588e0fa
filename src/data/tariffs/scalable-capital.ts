// Scalable Capital for Dutch clients, the FREE Broker plan: a fee per order and free savings plans, all in euros via
// gettex. Scalable's Dutch price page could not be read for this model: the order fee is from a copy of a white-label
// version of the Scalable Broker, the free savings plans from Scalable's English broker page, so both are unconfirmed.
// Scalable's PRIME+ subscription (orders without commission for a monthly fee) is left out: its price was in no
// source we could read.
import { ALL_MARKETS } from './markets.ts';
import type { BrokerTariff, FeeSource } from './types.ts';

const PRICES: FeeSource = { title: 'Scalable Capital – Prijzen', url: 'https://nl.scalable.capital/prijzen' };
const PRIME: FeeSource = { title: 'Scalable Capital – PRIME+ Broker', url: 'https://at.scalable.capital/en/interest' };

const checked = '2026-11-25';
/** Not known: the pages read have no date. The date they were read stands in (validFromSeen). */
const validFrom = '2026-11-25';
const copyNote =
  'uit een kopie van de Engelstalige brokerpagina van Scalable; de Nederlandse prijzenpagina konden we niet lezen';
const whiteLabelNote =
  'bedrag uit een kopie van een white-label-versie van de Scalable Broker, niet van een pagina van Scalable zelf; de Nederlandse prijzenpagina konden we niet lezen';

export const SCALABLE_CAPITAL: BrokerTariff = {
  broker: 'scalable-capital',
  plans: [
    {
      id: 'free',
      name: '',
      components: [
        {
          key: 'order',
          part: 'order',
          markets: ALL_MARKETS,
          fee: { kind: 'flat', amount: 0.99 },
          source: PRICES,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: `FREE Broker, via gettex in euro; of elk effect van deze beurs er te koop is, vonden we niet bevestigd; ${whiteLabelNote}`,
        },
        {
          key: 'order-fx',
          part: 'order-fx',
          fee: { kind: 'flat', amount: 0 },
          source: PRICES,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: 'je handelt in euro',
        },
        {
          key: 'savings-plan',
          part: 'savings-plan',
          scope: 'all',
          fee: { kind: 'flat', amount: 0 },
          source: PRIME,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: `spaarplannen zonder orderkosten in elk prijsmodel; ${copyNote}`,
        },
      ],
    },
  ],
};
