// The fee model's entry: each provider's tariff as typed components of a small fee algebra (in the provider's home,
// src/data/providers/{id}.ts), every component with its source, the date it was checked and the dates it holds. All
// cost figures on the site (the cost tool, the broker and pair pages, Mijn kosten, /tarieven.json) are computed from
// this one module, so a tariff change is made in the provider's home and nowhere else.

// The broker list lives in brokerList.ts; re-exported here for the modules that read ids with the tariffs.
export { BROKER_IDS, type BrokerId } from './brokerList.ts';
export { TARIFFS } from './providers/index.ts';
export * from './providers/types.ts';
export * from './tariffs/markets.ts';

/** The date the figures were last compiled from the sources (ISO date). */
export const FEES_COMPILED = '2026-11-27';

/**
 * Dollar amounts are converted at this reference rate (1 EUR = 1.10 USD). A fixed rate keeps the
 * comparison reproducible; the page shows it with its date.
 */
export const REFERENCE_RATE = { usdPerEur: 1.1, date: '2026-11-22' } as const;
