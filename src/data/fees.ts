// The fee model's entry: each provider's tariff as typed components of a small fee algebra (in the provider's home,
// src/data/providers/{id}.ts), every component with its source, the date it was checked and the dates it holds. All
// cost figures on the site (the cost tool, the broker and pair pages, Mijn kosten, /tarieven.json) are computed from
// this one module, so a tariff change is made in the provider's home and nowhere else.

// The broker list lives in brokerList.ts; re-exported here for the modules that read ids with the tariffs.
export { BROKER_IDS, type BrokerId } from './brokerList.ts';
export { TARIFFS } from './providers/index.ts';
export * from './providers/types.ts';
export * from './tariffs/markets.ts';

export { FEES_COMPILED, REFERENCE_RATE } from './feeDates.ts';
