// The compared providers as the pages show them (docs/behaviour.md#broker-comparison): each one's id, name and kind
// from brokerList.ts with the facts of its home (src/data/providers/{id}.ts), its tariff (and every fee text the pages
// show) from fees.ts. Rating and markets are fixed figures; the other facts were checked on the date in `updated`
// against the providers' own sites and registers.
import { BROKER_LIST, type BrokerId } from './brokerList.ts';
import { HOMES } from './providers/index.ts';
import type { Broker, BrokerLogo, BrokerProfile } from './providers/types.ts';

export type {
  Broker,
  BrokerFacts,
  BrokerLogo,
  BrokerProfile,
  BrokerProtection,
  FactSource,
} from './providers/types.ts';

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
  ...HOMES[id].facts,
}));

/** What each provider's page and the comparison's details tell in words (only pre-rendered pages read it). */
export const BROKER_PROFILES: Readonly<Record<BrokerId, BrokerProfile>> = Object.fromEntries(
  BROKER_LIST.map(({ id }) => [id, HOMES[id].profile]),
) as Record<BrokerId, BrokerProfile>;

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
