// Trading 212 for Dutch clients: no commission, a conversion fee on orders in another currency, and
// free automatic investing (Pies).
import { ALL_MARKETS } from './markets.ts';
import type { BrokerTariff, FeeSource } from './types.ts';

const FEES: FeeSource = { title: 'Trading 212 – Kosten', url: 'https://www.trading212.com/nl/fees' };
const CONDITIONS: FeeSource = {
  title: 'Trading 212 – Trading conditions (Engelstalig)',
  url: 'https://www.trading212.com/en/Trading-Conditions',
};
const MULTI_CURRENCY: FeeSource = {
  title: 'Trading 212 – Introducing multi-currency support to Trading 212 Invest (community)',
  url: 'https://community.trading212.com/t/introducing-multi-currency-support-to-trading-212-invest/62620',
};

const compiled = '2026-11-22';
const checked = '2026-11-25';
/** When these figures took effect was not found: the date they were first compiled stands in (validFromSeen). */
const validFrom = '2026-11-22';

export const TRADING_212: BrokerTariff = {
  broker: 'trading-212',
  plans: [
    {
      id: 'invest',
      name: '',
      components: [
        {
          key: 'order',
          part: 'order',
          markets: ['euronext-amsterdam', 'us'],
          fee: { kind: 'flat', amount: 0 },
          source: FEES,
          checked: compiled,
          validFrom,
          validFromSeen: true,
        },
        {
          key: 'order-other',
          part: 'order',
          markets: ALL_MARKETS.filter((market) => market !== 'euronext-amsterdam' && market !== 'us'),
          fee: { kind: 'flat', amount: 0 },
          source: FEES,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: 'geen commissie; welke beurzen Trading 212 aanbiedt, vonden we niet per beurs bevestigd',
        },
        {
          key: 'order-fx',
          part: 'order-fx',
          fee: { kind: 'percentage', percent: 0.15 },
          source: FEES,
          checked: compiled,
          validFrom,
          validFromSeen: true,
        },
        {
          key: 'dividend-fx',
          part: 'dividend-fx',
          fee: { kind: 'flat', amount: 0 },
          source: MULTI_CURRENCY,
          checked,
          validFrom,
          validFromSeen: true,
          confirmed: false,
          note: "Trading 212 kondigde bij de rekening in meerdere valuta aan: 'Dividend payments will remain exempt from the FX fee' (Engelstalig bericht op zijn eigen forum, zonder datum die we konden lezen); op de Nederlandse tarievenpagina vonden we het niet",
        },
        ...(['ideal', 'card'] as const).map((method) => ({
          key: `deposit-${method}`,
          part: 'deposit' as const,
          method,
          fee: { kind: 'percentage' as const, percent: 0.7 },
          freeUpToTotalEur: 2000,
          source: CONDITIONS,
          checked: '2026-11-27',
          validFrom: '2026-11-27',
          validFromSeen: true as const,
          confirmed: false as const,
          note: "'No fees until you deposit EUR 2 000 in total. A fee of 0.7% will apply thereafter' (Engelstalige voorwaarden van Trading 212, voor kaarten, iDEAL en andere betaalmethoden; een overschrijving is gratis); op de Nederlandse tarievenpagina vonden we het niet",
        })),
        {
          key: 'savings-plan',
          part: 'savings-plan',
          scope: 'all',
          fee: { kind: 'flat', amount: 0 },
          source: FEES,
          checked: compiled,
          validFrom,
          validFromSeen: true,
          note: 'automatisch beleggen (Pies)',
        },
      ],
    },
  ],
};
