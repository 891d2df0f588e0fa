// The shape of one provider's data file (src/data/providers/{id}.ts): the facts the comparison shows (brokers.ts
// assembles them with the id and name from brokerList.ts) and the words its page shows (brokerProfiles.ts).
// Adding a provider is its entry in brokerList.ts plus this file and its tariff; the type checker asks for the rest.
import type { BrokerFacts } from '../brokers.ts';
import type { BrokerProfile } from '../brokerProfiles.ts';

export interface ProviderData {
  readonly facts: BrokerFacts;
  readonly profile: BrokerProfile;
}
