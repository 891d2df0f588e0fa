// DEGIRO's Transactions file read on one device and its Account statement read on another, joined through the
// account's copy (src/lib/portfolio/accountCopy.ts): the copy carries each file's own kind, so the rule of
// combine.ts (the statement's trades and costs are left out for the years the Transactions file covers) holds after
// the join, and an old copy without kinds is read with them (migration on read).
import { readFileSync } from 'node:fs';
import { fixturePath } from '../support/exportFixtures';
import { describe, expect, it } from 'vitest';
import {
  fromAccountPortfolio,
  mergeAccountPortfolios,
  parseAccountPortfolio,
  toAccountPortfolio,
  type AccountPortfolio,
} from '../../src/lib/portfolio/accountCopy';
import { buildPortfolio } from '../../src/lib/portfolio/build';
import { combineFiles } from '../../src/lib/portfolio/combine';
import { readPortfolioText, type PortfolioFile } from '../../src/lib/portfolio/fromExports';
import { withFiles, type StoredPortfolio } from '../../src/lib/portfolio/stored';
import { portfolioCopyProblem } from '../../src/lib/sync/portfolioRules';

const NOW = '2025-03-20T10:00:00.000Z';
function read(name: string): PortfolioFile {
  const outcome = readPortfolioText(readFileSync(fixturePath(name), 'utf8'), {
    name,
    day: '2025-03-20',
  });
  if (!outcome.ok) throw new Error(`${name}: ${outcome.problem}`);
  return outcome.file;
}
const transactions = read('degiro-transacties.csv');
const statement = read('degiro-rekeningoverzicht.csv');

const feesOf = (stored: StoredPortfolio | undefined) =>
  buildPortfolio(combineFiles(stored?.files ?? []).records, { exported: [], typed: [] }).totals.feesEur;

/** Both devices send their copy to the account, then each reads the account's joined copy back. */
function joinTwoDevices(): {
  readonly joined: AccountPortfolio;
  readonly a: StoredPortfolio;
  readonly b: StoredPortfolio;
} {
  const a = withFiles(undefined, [transactions], NOW);
  const b = withFiles(undefined, [statement], NOW);
  // A sent its copy first; B, with no common copy yet, merges its own with the account's.
  const afterA = toAccountPortfolio(a);
  const joined = mergeAccountPortfolios(toAccountPortfolio(b), afterA, undefined).value;
  return { joined, a, b };
}

describe('DEGIRO’s two files on two devices, joined through the account', () => {
  it('counts each fee once: 13,50 with both files on one device, 13,50 after the join on either device', () => {
    expect(feesOf(withFiles(undefined, [transactions, statement], NOW))).toBeCloseTo(13.5, 9);
    const { joined, a, b } = joinTwoDevices();
    const onA = fromAccountPortfolio(joined, a, NOW);
    const onB = fromAccountPortfolio(joined, b, NOW);
    const elsewhere = fromAccountPortfolio(joined, undefined, NOW);
    expect(feesOf(onA)).toBeCloseTo(13.5, 9);
    expect(feesOf(onB)).toBeCloseTo(13.5, 9);
    expect(feesOf(elsewhere)).toBeCloseTo(13.5, 9);
    // Each file keeps its own kind, whichever device read it.
    expect(elsewhere?.files.map((file) => [file.name, file.format]).sort()).toEqual([
      ['degiro-rekeningoverzicht.csv', 'degiro-account'],
      ['degiro-transacties.csv', 'degiro-transactions'],
    ]);
    // Sent again, the account's copy converges and stays within what the server accepts.
    const again = toAccountPortfolio(onB);
    expect(portfolioCopyProblem(again)).toBeUndefined();
    expect(feesOf(fromAccountPortfolio(again, undefined, NOW))).toBeCloseTo(13.5, 9);
  });

  it('reads an old copy, whose records name no file kind, with each DEGIRO file’s kind (13,50 still)', () => {
    const { joined } = joinTwoDevices();
    const old = JSON.parse(
      JSON.stringify({
        ...joined,
        records: joined.records.map(({ source, ...record }) => ({
          ...record,
          source: { file: source.file, broker: source.broker },
        })),
      }),
    ) as unknown;
    const parsed = parseAccountPortfolio(old);
    expect(parsed).toBeDefined();
    const kinds = new Set(parsed?.records.map((record) => `${record.source.file}:${record.source.format}`));
    expect(kinds).toEqual(
      new Set(['degiro-rekeningoverzicht.csv:degiro-account', 'degiro-transacties.csv:degiro-transactions']),
    );
    expect(feesOf(fromAccountPortfolio(parsed!, undefined, NOW))).toBeCloseTo(13.5, 9);
  });
});
