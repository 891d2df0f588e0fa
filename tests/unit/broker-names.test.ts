// Records name their broker as src/data/brokerList.ts does, through the registry's broker id of the file's format;
// copies kept before with the former name ('Interactive Brokers' for IBKR), on this device (IndexedDB) or with the
// account, are read under the current name, and the account's ids, made of the name records had when they were
// first made, stay: a copy kept before joins a file read today without any record twice.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brokerName } from '../../src/data/brokerList';
import { FORMAT_BROKER } from '../../src/lib/brokerFiles/registry';
import type { BrokerFileFormat } from '../../src/lib/brokerFiles/ledger';
import {
  formerFileKind,
  parseAccountPortfolio,
  sameAccountPortfolio,
  toAccountPortfolio,
  unitePortfolios,
} from '../../src/lib/portfolio/accountCopy';
import { combineFiles } from '../../src/lib/portfolio/combine';
import { readPortfolioText, type PortfolioFile } from '../../src/lib/portfolio/fromExports';
import type { PortfolioRecord } from '../../src/lib/portfolio/records';
import { readStoredPortfolio, withFiles } from '../../src/lib/portfolio/stored';
import { fixturePath } from '../support/exportFixtures';

const NOW = '2025-03-20T10:00:00.000Z';

function read(name: string): PortfolioFile {
  const outcome = readPortfolioText(readFileSync(fixturePath(name), 'utf8'), { name, day: '2025-03-20' });
  if (!outcome.ok) throw new Error(`${name}: ${outcome.problem}`);
  return outcome.file;
}

/** The same file as the portfolio wrote it before: its records said 'Interactive Brokers'. */
const asWrittenBefore = (file: PortfolioFile): PortfolioFile => ({
  ...file,
  records: file.records.map((record) => ({ ...record, source: { ...record.source, broker: 'Interactive Brokers' } })),
});

/** Through JSON, as IndexedDB's structured clone and the account's API give it back. */
const kept = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const ibkr = read('ibkr-activity-en.csv');

describe("a record's broker", () => {
  it('is named as brokerList names the broker of the file’s format', () => {
    expect(ibkr.records.length).toBeGreaterThan(0);
    expect(new Set(ibkr.records.map((record) => record.source.broker))).toEqual(new Set([brokerName('ibkr')]));
    expect(brokerName('ibkr')).toBe('IBKR');
    const degiro = read('degiro-transacties.csv');
    expect(new Set(degiro.records.map((record) => record.source.broker))).toEqual(new Set([brokerName('degiro')]));
  });

  it('gives a copy without file kinds its broker’s format, by brokerList’s name of every broker', () => {
    const formats = Object.keys(FORMAT_BROKER) as BrokerFileFormat[];
    for (const format of formats) {
      const broker = FORMAT_BROKER[format];
      const record = { ...ibkr.records[0]!, kind: 'buy', source: { file: 'x.csv', broker: brokerName(broker) } };
      expect(FORMAT_BROKER[formerFileKind([record as PortfolioRecord])], format).toBe(broker);
    }
  });
});

describe("a copy kept with 'Interactive Brokers'", () => {
  it('on this device (IndexedDB) reads and combines as IBKR, as the file read today', () => {
    const before = readStoredPortfolio(kept(withFiles(undefined, [asWrittenBefore(ibkr)], NOW)));
    const today = withFiles(undefined, [ibkr], NOW);
    expect(before?.files[0]?.records.every((record) => record.source.broker === 'IBKR')).toBe(true);
    expect(combineFiles(before?.files ?? [])).toEqual(combineFiles(kept(today.files) as PortfolioFile[]));
  });

  it('with the account has the ids the file read today gets, so the two join without a record twice', () => {
    // The account's copy as the portfolio made it before: ids made of the former name, which ids keep.
    const accountBefore = toAccountPortfolio(withFiles(undefined, [asWrittenBefore(ibkr)], NOW));
    const parsed = parseAccountPortfolio(kept(accountBefore));
    const today = toAccountPortfolio(withFiles(undefined, [ibkr], NOW));
    expect(today.records.map((record) => record.id)).toEqual(accountBefore.records.map((record) => record.id));
    expect(today.records.every((record) => record.id.startsWith('Interactive Brokers|'))).toBe(true);
    expect(parsed && sameAccountPortfolio(parsed, today)).toBe(true);
    // A device that holds today's read turns keeping on: nothing is added twice.
    const united = unitePortfolios(parsed!, today);
    expect(united.records).toHaveLength(today.records.length);
  });

  it('keeps a device’s own id (file name and line), which names no broker', () => {
    const stored = readStoredPortfolio(kept(withFiles(undefined, [asWrittenBefore(ibkr)], NOW)));
    expect(stored?.files[0]?.records.map((record) => record.id)).toEqual(ibkr.records.map((record) => record.id));
  });
});
