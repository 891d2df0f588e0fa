// What 'Bewaar op dit apparaat' reads back: only well-formed saved exports, per reader key.
import { describe, expect, it } from 'vitest';
import { parseSavedExports, savedExportsKey, type SavedExports } from '../../src/lib/exports/saved';
import { parsedFixture } from '../support/exportFixtures';

const valid: SavedExports = {
  version: 1,
  savedAt: '2026-11-22T10:00:00.000Z',
  files: [{ name: 'trade-republic.csv', parsed: parsedFixture('trade-republic.csv') }],
};

describe('saved exports', () => {
  it('round-trips what was saved', () => {
    expect(parseSavedExports(JSON.stringify(valid))).toEqual(valid);
  });

  it('ignores missing, corrupt or wrongly shaped data', () => {
    expect(parseSavedExports(null)).toBeUndefined();
    expect(parseSavedExports('')).toBeUndefined();
    expect(parseSavedExports('{not json')).toBeUndefined();
    expect(parseSavedExports(JSON.stringify({ ...valid, version: 2 }))).toBeUndefined();
    expect(parseSavedExports(JSON.stringify({ ...valid, savedAt: 'gisteren' }))).toBeUndefined();
    expect(parseSavedExports(JSON.stringify({ ...valid, files: [] }))).toBeUndefined();
    const file = valid.files[0]!;
    const withParsed = (patch: object) =>
      JSON.stringify({ ...valid, files: [{ ...file, parsed: { ...file.parsed, ...patch } }] });
    const withOrder = (patch: object) => withParsed({ orders: [{ ...file.parsed.orders[0], ...patch }] });
    expect(parseSavedExports(withOrder({}))).toBeDefined();
    expect(parseSavedExports(withOrder({ valueEur: 'veel' }))).toBeUndefined();
    expect(parseSavedExports(withOrder({ market: 'xetra' }))).toBeUndefined();
    expect(parseSavedExports(withOrder({ usdPerEur: 0 }))).toBeUndefined();
    expect(parseSavedExports(withParsed({ format: 'csv' }))).toBeUndefined();
    expect(parseSavedExports(withParsed({ skippedLines: [1.5] }))).toBeUndefined();
  });

  it('loads results saved before exchanges, languages and covered years were kept, and checks them when present', () => {
    const degiro = parsedFixture('degiro-transaktionen-2020-de.csv');
    const saved = (parsed: object) => JSON.stringify({ ...valid, files: [{ name: 'Transactions.csv', parsed }] });
    const older = {
      ...degiro,
      language: undefined,
      layout: undefined,
      lists: undefined,
      orders: degiro.orders.map(({ exchange: _exchange, ...order }) => order),
    };
    expect(parseSavedExports(saved(older))?.files[0]!.parsed.orders).toHaveLength(4);
    expect(parseSavedExports(saved(degiro))?.files[0]!.parsed).toEqual(degiro);
    expect(parseSavedExports(saved({ ...degiro, language: 'xx' }))).toBeUndefined();
    expect(parseSavedExports(saved({ ...degiro, layout: 1999 }))).toBeUndefined();
    expect(parseSavedExports(saved({ ...degiro, lists: { years: ['2020'], kinds: [] } }))).toBeUndefined();
    expect(parseSavedExports(saved({ ...degiro, orders: [{ ...degiro.orders[0], exchange: 3 }] }))).toBeUndefined();
    expect(parseSavedExports(saved(parsedFixture('pytr-de.csv')))).toBeDefined();
  });

  it('keeps each reader apart: a signed-in account by uid, otherwise the device guest', () => {
    expect(savedExportsKey('abc123')).toBe('bk-mijn-kosten:abc123');
    expect(savedExportsKey(null)).toBe('bk-mijn-kosten:gast');
  });
});

describe('saved results of IBKR and Saxo', () => {
  it('round-trip the new formats with their base currency and underived costs, and refuse a bad base currency', () => {
    const files = [
      { name: 'stmt.csv', parsed: parsedFixture('ibkr-activity-en.csv') },
      { name: 'saxo.csv', parsed: parsedFixture('saxo-transactions-en.csv') },
    ];
    const saved = { version: 1, savedAt: '2026-11-25T12:00:00.000Z', files };
    expect(parseSavedExports(JSON.stringify(saved))).toEqual(saved);
    const bad = { ...saved, files: [{ name: 'x', parsed: { ...files[0]!.parsed, baseCurrency: 'euro' } }] };
    expect(parseSavedExports(JSON.stringify(bad))).toBeUndefined();
  });
});
