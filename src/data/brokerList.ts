// The compared brokers, once: each one's id and name. The id is its page /brokers/{id}, the key of its tariff
// (fees.ts), its profile (brokerProfiles.ts), its facts (brokers.ts) and its logo (public/logos/{id}.svg); the type
// checker then asks for each of those when a broker is added here. Imports nothing, so the route table and plain
// Node (bench/, scripts/) can read it.

export const BROKER_LIST = [
  { id: 'degiro', name: 'DEGIRO' },
  { id: 'saxo', name: 'Saxo' },
  { id: 'ibkr', name: 'IBKR' },
  { id: 'trade-republic', name: 'Trade Republic' },
  { id: 'trading-212', name: 'Trading 212' },
] as const;

/** Ids of the compared brokers (also their page slugs under /brokers/). */
export type BrokerId = (typeof BROKER_LIST)[number]['id'];

export const BROKER_IDS: readonly BrokerId[] = BROKER_LIST.map((b) => b.id);

/** How many brokers the site compares ('vijf brokers' on the pages). */
export const BROKER_COUNT: number = BROKER_LIST.length;

/** A compared broker's name by its id ('trading-212' → 'Trading 212'). */
export function brokerName(id: BrokerId): string {
  return BROKER_LIST.find((b) => b.id === id)?.name ?? id;
}
