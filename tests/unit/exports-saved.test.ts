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

  it('keeps each reader apart: a signed-in account by uid, otherwise the device guest', () => {
    expect(savedExportsKey('abc123')).toBe('bk-mijn-kosten:abc123');
    expect(savedExportsKey(null)).toBe('bk-mijn-kosten:gast');
  });
});
