// 'Mijn bestanden' (src/lib/myFiles.ts, src/lib/myFilesMigration.ts): what a stored entry must hold, whose entries a reader sees, which tools an
// entry serves, and how what Mijn kosten and the portfolio kept before becomes entries, with nothing lost.
import { describe, expect, it } from 'vitest';
import { parseSavedExports, type SavedExports } from '../../src/lib/exports/saved';
import {
  accountOwner,
  entriesFromStoredPortfolio,
  entryServes,
  ownersOfReader,
  placeOfFiles,
  readMyFileEntry,
  sessionOf,
  sessionOwner,
  type MyFileEntry,
  type MyFilesTool,
} from '../../src/lib/myFiles';
import {
  entriesFromSavedExports,
  portfolioFilesIn,
  portfolioWithoutFile,
  savedFilesIn,
  withEntries,
} from '../../src/lib/myFilesMigration';
import { readStoredPortfolio, type StoredPortfolio } from '../../src/lib/portfolio/stored';
import { parsedFixture } from '../support/exportFixtures';

const isFile = (file: unknown): file is Blob => file instanceof Blob;
const TOOLS: readonly MyFilesTool[] = ['costs', 'box3', 'portfolio'];
const served = (entry: MyFileEntry) => TOOLS.filter((tool) => entryServes(entry, tool));

const chosen: MyFileEntry = {
  id: 'a1',
  name: 'Transactions.csv',
  size: 12,
  day: '2026-11-20',
  added: '2026-11-27T10:00:00.000Z',
  owner: accountOwner('uid-1'),
  file: new Blob(['Datum,Tijd\n']),
};

const saved: SavedExports = {
  version: 1,
  savedAt: '2026-11-22T10:00:00.000Z',
  files: [{ name: 'trade-republic.csv', parsed: parsedFixture('trade-republic.csv') }],
};

const portfolio: StoredPortfolio = {
  version: 1,
  savedAt: '2026-11-23T09:00:00.000Z',
  files: [
    {
      name: 'Account.csv',
      format: 'degiro-account',
      records: [],
      quotes: [],
      skippedLines: [],
      tradeYears: [],
    },
  ],
  typed: [],
};

describe('my files: entries', () => {
  it('keeps a well-formed entry and refuses what storage may hold half-written or hand-edited', () => {
    expect(readMyFileEntry(chosen, isFile)).toEqual(chosen);
    expect(readMyFileEntry(null, isFile)).toBeUndefined();
    expect(readMyFileEntry({ ...chosen, id: '' }, isFile)).toBeUndefined();
    expect(readMyFileEntry({ ...chosen, name: 7 }, isFile)).toBeUndefined();
    expect(readMyFileEntry({ ...chosen, size: -1 }, isFile)).toBeUndefined();
    expect(readMyFileEntry({ ...chosen, size: 1.5 }, isFile)).toBeUndefined();
    expect(readMyFileEntry({ ...chosen, day: '20-11-2026' }, isFile)).toBeUndefined();
    expect(readMyFileEntry({ ...chosen, added: 'gisteren' }, isFile)).toBeUndefined();
    expect(readMyFileEntry({ ...chosen, owner: 'iemand' }, isFile)).toBeUndefined();
    expect(readMyFileEntry({ ...chosen, file: 'Datum,Tijd' }, isFile)).toBeUndefined();
    expect(readMyFileEntry({ ...chosen, portfolio: 'ja' }, isFile)).toBeUndefined();
    expect(readMyFileEntry({ ...chosen, parsed: 'orders' }, isFile)).toBeUndefined();
    // An entry without its file that serves no tool is nothing kept.
    expect(readMyFileEntry({ ...chosen, file: null }, isFile)).toBeUndefined();
  });

  it('lists an account its own files, a signed-out reader this tab session’s and the device’s', () => {
    expect(ownersOfReader('uid-1', 's1')).toEqual(['account:uid-1']);
    expect(ownersOfReader(null, 's1')).toEqual(['session:s1', 'device']);
    expect(ownersOfReader('uid-2', 's1')).not.toContain(accountOwner('uid-1'));
    expect(sessionOf(sessionOwner('s1'))).toBe('s1');
    expect(sessionOf(accountOwner('s1'))).toBeNull();
    expect(sessionOf('device')).toBeNull();
  });

  it('says where the files are kept: this tab, this device, or this device and the account', () => {
    expect(placeOfFiles(false, false, false)).toBe('tab');
    expect(placeOfFiles(false, false, true)).toBe('device');
    expect(placeOfFiles(true, false, false)).toBe('device');
    expect(placeOfFiles(true, true, false)).toBe('device-and-account');
  });

  it('serves every tool with the file itself', () => {
    expect(served(chosen)).toEqual(TOOLS);
  });

  it('replaces a listed file of the same name, per owner', () => {
    const again = { ...chosen, id: 'a2', size: 20 };
    expect(withEntries([chosen], [again])).toEqual([again]);
    const other = { ...chosen, id: 'b1', owner: accountOwner('uid-2') };
    expect(withEntries([chosen], [other])).toEqual([chosen, other]);
  });
});

describe('my files: migration of what the tools kept before', () => {
  it('makes each of Mijn kosten’s saved files an entry that serves Mijn kosten and box 3 and asks again for the portfolio', () => {
    const entries = entriesFromSavedExports(saved, 'device');
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ name: 'trade-republic.csv', owner: 'device', file: null, added: saved.savedAt });
    expect(served(entry!)).toEqual(['costs', 'box3']);
    // Nothing lost: the parsed export comes through storage whole, and reads back as Mijn kosten saved it.
    const stored = readMyFileEntry(structuredClone(entry), isFile);
    expect(
      parseSavedExports(JSON.stringify({ ...saved, files: [{ name: stored!.name, parsed: stored!.parsed }] })),
    ).toEqual(saved);
  });

  it('makes each of the portfolio’s kept files an entry that serves the portfolio and asks again for Mijn kosten and box 3', () => {
    const entries = entriesFromStoredPortfolio(portfolio, accountOwner('uid-1'));
    expect(entries).toEqual([
      {
        id: 'portfolio:account:uid-1:Account.csv',
        name: 'Account.csv',
        size: 0,
        day: '',
        added: portfolio.savedAt,
        owner: 'account:uid-1',
        file: null,
        portfolio: true,
      },
    ]);
    expect(served(entries[0]!)).toEqual(['portfolio']);
    // The records stay where they were: the portfolio's stored value is untouched.
    expect(readStoredPortfolio(portfolio)).toEqual(portfolio);
    expect(readMyFileEntry(structuredClone(entries[0]), isFile)).toEqual(entries[0]);
  });

  it('lists a file both kept once, serving all three tools', () => {
    const owner = accountOwner('uid-1');
    const both = { ...saved, files: [{ ...saved.files[0]!, name: 'Account.csv' }] };
    const merged = withEntries(
      [],
      [...entriesFromSavedExports(both, owner), ...entriesFromStoredPortfolio(portfolio, owner)],
    );
    expect(merged).toHaveLength(1);
    expect(served(merged[0]!)).toEqual(TOOLS);
  });

  it('gives a migrated entry the same id every time, so migrating twice adds nothing twice', () => {
    const first = entriesFromSavedExports(saved, 'device');
    const second = entriesFromSavedExports(saved, 'device');
    expect(first.map((e) => e.id)).toEqual(second.map((e) => e.id));
  });

  it('lets the file chosen again replace a migrated entry, which then serves every tool', () => {
    const [migrated] = entriesFromStoredPortfolio(portfolio, accountOwner('uid-1'));
    const again = { ...chosen, name: 'Account.csv' };
    const [entry] = withEntries([migrated!], [again]);
    expect(entry).toEqual(again);
    expect(served(entry!)).toEqual(TOOLS);
  });

  it('reads Mijn kosten’s stored text loosely, and from it entries that round-trip what was saved', () => {
    const read = savedFilesIn(JSON.stringify(saved));
    expect(read).toEqual({ savedAt: saved.savedAt, files: saved.files });
    expect(entriesFromSavedExports(read!, 'device').map((entry) => entry.parsed)).toEqual(
      saved.files.map((file) => file.parsed),
    );
    expect(savedFilesIn(null)).toBeUndefined();
    expect(savedFilesIn('{half')).toBeUndefined();
    expect(savedFilesIn(JSON.stringify({ savedAt: 3, files: [] }))).toBeUndefined();
    // A file without its parsed export is left out, the others stay.
    const mixed = { ...saved, files: [{ name: 'kapot.csv' }, ...saved.files] };
    expect(savedFilesIn(JSON.stringify(mixed))?.files.map((file) => file.name)).toEqual(['trade-republic.csv']);
  });

  it('reads the portfolio’s kept value for its file names, and removes one file from it leaving the rest', () => {
    expect(portfolioFilesIn(portfolio)).toEqual({ savedAt: portfolio.savedAt, files: [{ name: 'Account.csv' }] });
    expect(portfolioFilesIn(undefined)).toBeUndefined();
    expect(portfolioFilesIn({ savedAt: portfolio.savedAt })).toBeUndefined();
    const two = { ...portfolio, files: [...portfolio.files, { ...portfolio.files[0]!, name: 'Transactions.csv' }] };
    const now = '2026-11-28T10:00:00.000Z';
    const without = portfolioWithoutFile(two, 'Account.csv', now);
    expect(readStoredPortfolio(without)).toEqual({ ...portfolio, savedAt: now, files: [two.files[1]] });
    expect(portfolioWithoutFile(portfolio, 'Onbekend.csv', now)).toBeNull();
    // The last file gone and no typed price: nothing is left to keep.
    expect(portfolioWithoutFile(portfolio, 'Account.csv', now)).toBeUndefined();
    const typed = {
      ...portfolio,
      typed: [{ isin: 'NL0010273215', price: 600, currency: 'EUR', priceEur: 600, date: '2026-11-20' }],
    };
    expect(portfolioWithoutFile(typed, 'Account.csv', now)).toEqual({ ...typed, savedAt: now, files: [] });
    expect(portfolioWithoutFile(undefined, 'Account.csv', now)).toBeNull();
  });
});
