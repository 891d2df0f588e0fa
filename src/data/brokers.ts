// The facts of each compared provider (docs/behaviour.md#broker-comparison); its id, name and kind come from
// brokerList.ts, its tariff (and every fee text the pages show) from fees.ts. Rating and markets are fixed figures;
// the other facts were checked on the date in `updated` against the providers' own sites and registers. The spec's
// five have their facts here; every later provider has them in its own file, src/data/providers/{id}.ts.
import { BROKER_LIST, type BrokerId, type ProviderKind } from './brokerList.ts';
import { ABN_AMRO } from './providers/abn-amro.ts';
import { BUX } from './providers/bux.ts';
import { ING } from './providers/ing.ts';
import { LYNX } from './providers/lynx.ts';
import { MEESMAN } from './providers/meesman.ts';
import { RABOBANK } from './providers/rabobank.ts';
import { SCALABLE_CAPITAL } from './providers/scalable-capital.ts';

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
  readonly kind: ProviderKind;
  /** null: no licensed logo, so the neutral first-letter mark shows (never a copied trademark file). */
  readonly logo: BrokerLogo | null;
  /** Markets as shown (spec table). */
  readonly markets: string;
  readonly features: readonly string[];
  /**
   * 0 to 5 (spec table): only the spec's five have one. A later provider shows 'nog niet beoordeeld' (null) until a
   * rating method written on the site scores every provider alike.
   */
  readonly rating: number | null;
  /** The provider's own site (https). */
  readonly url: string;
  /** Whether `url` is an affiliate link (it may earn a commission): only then rel="sponsored" and the disclosure. */
  readonly affiliate: boolean;
  /** ISO date (YYYY-MM-DD) the facts were last checked. */
  readonly updated: string;
}

/**
 * rel of every affiliate link (`action.toBroker` in the dictionary): `sponsored` marks it as paid, `noopener` keeps the new tab away
 * from this page. The referrer is kept so the broker can attribute the visit.
 */
export const AFFILIATE_REL = 'sponsored noopener';
/** rel of a link to a provider's site that is not an affiliate link. */
export const PLAIN_REL = 'noopener';

/** The rel of the link to a provider's own site: `sponsored` only for an affiliate link. */
export function providerLinkRel(broker: Pick<Broker, 'affiliate'>): string {
  return broker.affiliate ? AFFILIATE_REL : PLAIN_REL;
}

/** What a provider's data gives; the id, name and kind come from brokerList.ts, the logo from public/logos. */
export type BrokerFacts = Omit<Broker, 'id' | 'name' | 'kind' | 'logo'>;

const FACTS: Readonly<Record<BrokerId, BrokerFacts>> = {
  degiro: {
    markets: '>45 beurzen',
    features: ['Lage kosten', 'Veel beurzen', 'Nederlandse app'],
    rating: 4,
    url: 'https://www.degiro.nl',
    affiliate: true,
    updated: '2026-11-22',
  },
  saxo: {
    markets: '>50 beurzen',
    features: ['Uitgebreid platform', 'Veel producten', 'Nederlandstalige service'],
    rating: 3.7,
    url: 'https://www.home.saxo/nl-nl',
    affiliate: true,
    updated: '2026-11-22',
  },
  ibkr: {
    markets: '>90 beurzen',
    features: ['Meeste beurzen', 'Professionele tools', 'Lage kosten bij grote orders'],
    rating: 3.5,
    url: 'https://www.interactivebrokers.com',
    affiliate: true,
    updated: '2026-11-22',
  },
  'trade-republic': {
    markets: '1 beurs',
    features: ['Spaarplannen', 'Rente op saldo', 'Eenvoudige app'],
    rating: 4,
    url: 'https://traderepublic.com',
    affiliate: true,
    updated: '2026-11-22',
  },
  'trading-212': {
    markets: '>15 beurzen',
    features: ['Geen orderkosten', 'Fractionele aandelen', 'Automatisch beleggen (Pies)'],
    rating: 4.6,
    url: 'https://www.trading212.com',
    affiliate: true,
    updated: '2026-11-22',
  },
  ing: ING.facts,
  'abn-amro': ABN_AMRO.facts,
  rabobank: RABOBANK.facts,
  bux: BUX.facts,
  lynx: LYNX.facts,
  meesman: MEESMAN.facts,
  'scalable-capital': SCALABLE_CAPITAL.facts,
};

/** The providers with an own simple logo file in public/logos; every other one shows the first-letter mark. */
const LOGO_FILES: ReadonlySet<string> = new Set(['degiro', 'saxo', 'ibkr', 'trade-republic', 'trading-212']);

const logo = (id: BrokerId): BrokerLogo | null =>
  LOGO_FILES.has(id) ? { src: `/logos/${id}.svg`, width: 48, height: 48 } : null;

/** The providers in the order of brokerList.ts. */
export const BROKERS: readonly Broker[] = BROKER_LIST.map(({ id, name, kind }) => ({
  id,
  name,
  kind,
  logo: logo(id),
  ...FACTS[id],
}));

/** The date shown as 'Laatst bijgewerkt': the most recent check of any broker. */
export const BROKERS_UPDATED: string =
  BROKERS.map((b) => b.updated)
    .sort()
    .at(-1) ?? '';

/** What the cost tool shows of a provider beside its figures: its mark and its link (passed to the island as props,
 * so the island's bundle carries no provider facts). */
export type BrokerLink = Pick<Broker, 'id' | 'name' | 'logo' | 'url' | 'affiliate'>;

/** The link of every provider, in the broker list's order. */
export const BROKER_LINKS: readonly BrokerLink[] = BROKERS.map(({ id, name, logo, url, affiliate }) => ({
  id,
  name,
  logo,
  url,
  affiliate,
}));
