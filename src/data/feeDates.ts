// The fee model's dates and reference rate, apart from the tariffs (src/data/fees.ts re-exports them): the cost
// tool's lazily loaded arithmetic reads the date, and importing it from here carries no provider's tariff along.

/** The date the figures were last compiled from the sources (ISO date). */
export const FEES_COMPILED = '2026-11-28';

/**
 * Dollar amounts are converted at this reference rate (1 EUR = 1.10 USD). A fixed rate keeps the
 * comparison reproducible; the page shows it with its date.
 */
export const REFERENCE_RATE = { usdPerEur: 1.1, date: '2026-11-22' } as const;
