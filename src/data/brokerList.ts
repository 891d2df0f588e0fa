// The compared providers, once: each one's id, name and kind. The id is its page /brokers/{id} and the key of its
// home, src/data/providers/{id}.ts (facts, profile, tariff, corrections), registered in src/data/providers/index.ts;
// the type checker asks for that registration when a provider is added here. Imports nothing, so the route table
// and plain Node (bench/, scripts/) can read it.

/** What kind of provider it is: the home comparison's filter ('Online brokers', 'Banken', 'Indexfondsen'). */
export type ProviderKind = 'online-broker' | 'bank' | 'index-funds';

/** The kinds in the order the filter lists them. */
export const PROVIDER_KINDS: readonly ProviderKind[] = ['online-broker', 'bank', 'index-funds'];

export const BROKER_LIST = [
  { id: 'degiro', name: 'DEGIRO', kind: 'online-broker' },
  { id: 'saxo', name: 'Saxo', kind: 'online-broker' },
  { id: 'ibkr', name: 'IBKR', kind: 'online-broker' },
  { id: 'trade-republic', name: 'Trade Republic', kind: 'online-broker' },
  { id: 'trading-212', name: 'Trading 212', kind: 'online-broker' },
  { id: 'ing', name: 'ING', kind: 'bank' },
  { id: 'abn-amro', name: 'ABN AMRO', kind: 'bank' },
  { id: 'rabobank', name: 'Rabobank', kind: 'bank' },
  { id: 'bux', name: 'BUX', kind: 'online-broker' },
  { id: 'lynx', name: 'LYNX', kind: 'online-broker' },
  { id: 'meesman', name: 'Meesman', kind: 'index-funds' },
  { id: 'scalable-capital', name: 'Scalable Capital', kind: 'online-broker' },
  { id: 'lightyear', name: 'Lightyear', kind: 'online-broker' },
  { id: 'xtb', name: 'XTB', kind: 'online-broker' },
  { id: 'revolut', name: 'Revolut', kind: 'online-broker' },
  { id: 'etoro', name: 'eToro', kind: 'online-broker' },
  { id: 'brand-new-day', name: 'Brand New Day', kind: 'index-funds' },
  { id: 'peaks', name: 'Peaks', kind: 'index-funds' },
  { id: 'centraal-beheer', name: 'Centraal Beheer', kind: 'index-funds' },
  { id: 'fitvermogen', name: 'FitVermogen', kind: 'index-funds' },
] as const satisfies readonly { id: string; name: string; kind: ProviderKind }[];

/** Ids of the compared brokers (also their page slugs under /brokers/). */
export type BrokerId = (typeof BROKER_LIST)[number]['id'];

export const BROKER_IDS: readonly BrokerId[] = BROKER_LIST.map((b) => b.id);

/** How many providers the site compares ('twaalf aanbieders' on the pages). */
export const BROKER_COUNT: number = BROKER_LIST.length;

/** A compared broker's name by its id ('trading-212' → 'Trading 212'). */
export function brokerName(id: BrokerId): string {
  return BROKER_LIST.find((b) => b.id === id)?.name ?? id;
}

/** A compared provider's kind by its id. */
export function brokerKind(id: BrokerId): ProviderKind {
  return BROKER_LIST.find((b) => b.id === id)?.kind ?? 'online-broker';
}
