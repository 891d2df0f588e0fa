// The cost model's public face: fees per order and per year, profiles and the ranking.
export * from './algebra.ts';
export * from './tariff.ts';
export * from './profile.ts';
export * from './yearly.ts';
export * from './ranking.ts';
export * from './describe.ts';
export * from './table.ts';
export * from './pairs.ts';
export * from './verdict.ts';
export * from './changes.ts';
export * from './keepOptions.ts';
