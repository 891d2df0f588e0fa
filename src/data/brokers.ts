// The facts of each compared broker (docs/behaviour.md#broker-comparison); its id and name come from brokerList.ts,
// its tariff (and every fee text the pages show) from fees.ts. Rating and markets are fixed figures; the other facts
// were checked on the date in `updated` against the brokers' own sites and registers.
import { BROKER_LIST, type BrokerId } from './brokerList.ts';

export interface BrokerLogo {
  /** Own simple SVG in public/logos (initials on a coloured square, not the broker's trademark). */
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export interface Broker {
  /** Stable id: element ids, the page /brokers/{id} and the key of its tariff in data/fees.ts. */
  readonly id: BrokerId;
  readonly name: string;
  readonly logo: BrokerLogo;
  /** Markets as shown (spec table). */
  readonly markets: string;
  readonly features: readonly string[];
  /** 0 to 5 (spec table). */
  readonly rating: number;
  /** The broker's own home page (https); the link may earn a commission. */
  readonly affiliateUrl: string;
  /** ISO date (YYYY-MM-DD) the facts were last checked. */
  readonly updated: string;
}

/**
 * rel of every affiliate link (`action.toBroker` in the dictionary): `sponsored` marks it as paid, `noopener` keeps the new tab away
 * from this page. The referrer is kept so the broker can attribute the visit.
 */
export const AFFILIATE_REL = 'sponsored noopener';

type BrokerFacts = Omit<Broker, 'id' | 'name' | 'logo'>;

const FACTS: Readonly<Record<BrokerId, BrokerFacts>> = {
  degiro: {
    markets: '>45 beurzen',
    features: ['Lage kosten', 'Veel beurzen', 'Nederlandse app'],
    rating: 4,
    affiliateUrl: 'https://www.degiro.nl',
    updated: '2026-11-22',
  },
  saxo: {
    markets: '>50 beurzen',
    features: ['Uitgebreid platform', 'Veel producten', 'Nederlandstalige service'],
    rating: 3.7,
    affiliateUrl: 'https://www.home.saxo/nl-nl',
    updated: '2026-11-22',
  },
  ibkr: {
    markets: '>90 beurzen',
    features: ['Meeste beurzen', 'Professionele tools', 'Lage kosten bij grote orders'],
    rating: 3.5,
    affiliateUrl: 'https://www.interactivebrokers.com',
    updated: '2026-11-22',
  },
  'trade-republic': {
    markets: '1 beurs',
    features: ['Spaarplannen', 'Rente op saldo', 'Eenvoudige app'],
    rating: 4,
    affiliateUrl: 'https://traderepublic.com',
    updated: '2026-11-22',
  },
  'trading-212': {
    markets: '>15 beurzen',
    features: ['Geen orderkosten', 'Fractionele aandelen', 'Automatisch beleggen (Pies)'],
    rating: 4.6,
    affiliateUrl: 'https://www.trading212.com',
    updated: '2026-11-22',
  },
};

const logo = (id: BrokerId): BrokerLogo => ({ src: `/logos/${id}.svg`, width: 48, height: 48 });

/** The brokers in the order of brokerList.ts. */
export const BROKERS: readonly Broker[] = BROKER_LIST.map(({ id, name }) => ({
  id,
  name,
  logo: logo(id),
  ...FACTS[id],
}));

/** The date shown as 'Laatst bijgewerkt': the most recent check of any broker. */
export const BROKERS_UPDATED: string =
  BROKERS.map((b) => b.updated)
    .sort()
    .at(-1) ?? '';
