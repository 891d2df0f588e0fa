// Scalable Capital for Dutch clients: two plans, FREE Broker and PRIME+ Broker; the tool prices both and shows the
// cheaper for the profile by name. Scalable's Dutch price page could not be read for this model, so every figure is
// unconfirmed. FREE: € 0,99 per order on one venue, EIX (gettex and Xetra cost € 1,99 since 1 September 2026); a buy
// of € 250 or more of an iShares, Vanguard, Xtrackers or Amundi ETF on EIX is free. PRIME+: € 4,99 a month. Those
// figures are a third party's dated reading of Scalable's pages (September 2026). Before, the data priced every
// venue at € 0,99 (gettex, from a copy of a white-label version) and left PRIME+ out.
import { ETFS } from '../etfs.ts';
import { ALL_MARKETS } from './markets.ts';
import type { BrokerTariff, FeeSource, TariffComponent } from './types.ts';

const PRICES: FeeSource = { title: 'Scalable Capital – Prijzen', url: 'https://nl.scalable.capital/prijzen' };
const PRIME: FeeSource = { title: 'Scalable Capital – PRIME+ Broker', url: 'https://at.scalable.capital/en/interest' };

const checked = '2026-11-27';
/** Not known: the pages read have no date. The date they were read stands in (validFromSeen). */
const validFrom = '2026-11-25';
/** Xetra and gettex cost € 1,99 per order from this day (the third party's reading). */
const venues2026 = '2026-09-01';
const thirdParty =
  'zoals een derde de pagina’s van Scalable in september 2026 las; de Nederlandse prijzenpagina konden we niet lezen';
const copyNote =
  'uit een kopie van de Engelstalige brokerpagina van Scalable; de Nederlandse prijzenpagina konden we niet lezen';

/** The markets whose orders can go to EIX; Xetra orders go to Xetra. */
const VIA_EIX = ALL_MARKETS.filter((market) => market !== 'xetra');
/** The big issuers whose ETFs are free on EIX from € 250. */
const BIG_ISSUERS = ['iShares', 'Vanguard', 'Xtrackers', 'Amundi'];

const reading = { source: PRICES, checked, validFromSeen: true, confirmed: false } as const;

/** The savings plans and the conversion, alike in both plans. */
const common: readonly TariffComponent[] = [
  {
    key: 'order-fx',
    part: 'order-fx',
    fee: { kind: 'flat', amount: 0 },
    ...reading,
    validFrom,
    note: 'je handelt in euro',
  },
  {
    key: 'savings-plan',
    part: 'savings-plan',
    scope: 'all',
    fee: { kind: 'flat', amount: 0 },
    ...reading,
    source: PRIME,
    validFrom,
    note: `spaarplannen zonder orderkosten in elk prijsmodel; ${copyNote}`,
  },
];

export const SCALABLE_CAPITAL: BrokerTariff = {
  broker: 'scalable-capital',
  plans: [
    {
      id: 'free',
      name: 'Scalable FREE Broker',
      components: [
        {
          key: 'order',
          part: 'order',
          markets: VIA_EIX,
          fee: { kind: 'flat', amount: 0.99 },
          ...reading,
          validFrom,
          note: `op EIX, in euro; of elk effect van deze beurs er te koop is, vonden we niet bevestigd; ${thirdParty}`,
        },
        {
          key: 'order-xetra',
          part: 'order',
          markets: ['xetra'],
          fee: { kind: 'flat', amount: 1.99 },
          source: PRICES,
          checked,
          confirmed: false,
          validFrom: venues2026,
          note: `Xetra (en gettex) sinds 1 september 2026; ${thirdParty}`,
        },
        {
          key: 'order-etf-eix',
          part: 'order',
          markets: VIA_EIX,
          assets: 'etf',
          selection: 'grote uitgevers op EIX',
          minOrderEur: 250,
          fee: { kind: 'flat', amount: 0 },
          ...reading,
          validFrom,
          note: `ETF’s van iShares, Vanguard, Xtrackers en Amundi op EIX vanaf € 250 per order; ${thirdParty}`,
        },
        ...common,
      ],
    },
    {
      id: 'prime',
      name: 'Scalable PRIME+ Broker',
      components: [
        {
          key: 'order',
          part: 'order',
          markets: ALL_MARKETS,
          fee: { kind: 'flat', amount: 0.99 },
          ...reading,
          validFrom,
          note: `orders onder € 250; ${thirdParty}`,
        },
        {
          key: 'order-from-250',
          part: 'order',
          markets: VIA_EIX,
          minOrderEur: 250,
          fee: { kind: 'flat', amount: 0 },
          ...reading,
          validFrom,
          note: `handelsflatrate: orders vanaf € 250 zonder orderkosten; voor Xetra vonden we het niet; ${thirdParty}`,
        },
        {
          key: 'subscription',
          part: 'service',
          period: 'month',
          fee: { kind: 'flat', amount: 4.99 },
          ...reading,
          validFrom,
          note: `abonnement PRIME+; ${thirdParty}`,
        },
        ...common,
      ],
    },
  ],
  selections: [
    {
      selection: 'grote uitgevers op EIX',
      isins: ETFS.filter((etf) => BIG_ISSUERS.some((issuer) => etf.name.startsWith(issuer))).map((etf) => etf.isin),
      source: PRICES,
      checked,
      validFrom,
      validFromSeen: true,
      confirmed: false,
      note: `elke ETF van iShares, Vanguard, Xtrackers of Amundi in de ETF-lijst van deze site; ${thirdParty}`,
    },
  ],
};
