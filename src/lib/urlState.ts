// The tools' state in the URL query, so a scenario or a search can be shared and survives a reload: one module per
// tool under ./query/ (islands import their own, so a bundle carries one tool's parameters); this one gathers them
// for pages and tests.
export * from './query/calculator.ts';
export * from './query/costs.ts';
export * from './query/finder.ts';
