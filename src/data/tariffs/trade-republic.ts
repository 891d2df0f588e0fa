// Trade Republic for Dutch clients: one fee per order, free savings plans, everything in euros.
import { ALL_MARKETS } from './markets.ts';
import type { BrokerTariff, FeeSource } from './types.ts';

const PRICES: FeeSource = { title: 'Trade Republic – Prijzen', url: 'https://traderepublic.com/nl-nl/prijzen' };

const compiled = '2026-11-22';
const checked = '2026-11-25';
/** When these figures took effect was not found: the date they were first compiled stands in (validFromSeen). */
const validFrom = '2026-11-22';

export const TRADE_REPUBLIC: BrokerTariff = {
  broker: 'trade-republic',
  plans: [
    {
      id: 'standard',
      name: '',
      components: [
        {
          key: 'order',
          part: 'order',
          markets: ['euronext-amsterdam', 'us'],
          fee: { kind: 'flat', amount: 1 },
          source: PRICES,
          checked: compiled,
          validFrom,
          validFromSeen: true,
          note: 'genoteerd en afgerekend in euro',
        },
        {
          key: 'order-other',
          part: 'order',
          markets: ALL_MARKETS.filter((market) => market !== 'euronext-amsterdam' && market !== 'us'),
          fee: { kind: 'flat', amount: 1 },
          source: PRICES,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: 'Trade Republic handelt via zijn eigen handelsplaats in euro; of elk effect van deze beurs er te koop is, vonden we niet bevestigd',
        },
        {
          key: 'order-fx',
          part: 'order-fx',
          fee: { kind: 'flat', amount: 0 },
          source: PRICES,
          checked: compiled,
          validFrom,
          validFromSeen: true,
          note: 'je handelt in euro',
        },
        {
          key: 'deposit-card',
          part: 'deposit',
          method: 'card',
          fee: { kind: 'percentage', percent: 1 },
          firstFree: true,
          source: PRICES,
          checked: '2026-11-27',
          validFrom: '2026-11-27',
          validFromSeen: true,
          confirmed: false,
          note: '1% op een storting met een kaart, behalve de eerste; een overschrijving is gratis; zoals een derde de prijzenpagina in september 2026 las, zelf konden we die niet lezen',
        },
        {
          key: 'savings-plan',
          part: 'savings-plan',
          scope: 'all',
          fee: { kind: 'flat', amount: 0 },
          source: PRICES,
          checked: compiled,
          validFrom,
          validFromSeen: true,
          note: 'spaarplan',
        },
      ],
    },
  ],
};
