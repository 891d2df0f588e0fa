import { readFileSync } from 'node:fs';
import { fixturePath } from '../support/exportFixtures';
import { describe, expect, it } from 'vitest';
import { readPortfolioText, type PortfolioFile } from '../../src/lib/portfolio/fromExports';
import { fileMessage } from '../../src/lib/portfolio/view';
import { readStoredPortfolio, withFiles, withTypedPrice } from '../../src/lib/portfolio/stored';

const fixture = (name: string) => readFileSync(fixturePath(name), 'utf8');

function read(name: string, day = '2025-03-20'): PortfolioFile {
  const outcome = readPortfolioText(fixture(name), { name, day });
  if (!outcome.ok) throw new Error(`${name}: ${outcome.problem}`);
  return outcome.file;
}

describe('files the portfolio cannot read', () => {
  it('are refused with their reason, and every format Mijn kosten reads is read', () => {
    const text = readFileSync('tests/fixtures/brokerFiles/trading212/trading212-2023.csv', 'utf8');
    const outcome = readPortfolioText(text, { name: 't212.csv', day: '2025-01-01' });
    expect(outcome.ok && outcome.file.format).toBe('trading212');
    expect(readPortfolioText('', { name: 'x.csv', day: '2025-01-01' })).toEqual({ ok: false, problem: 'empty' });
    expect(readPortfolioText('a,b\n1,2', { name: 'x.csv', day: '2025-01-01' })).toEqual({
      ok: false,
      problem: 'unknown',
    });
  });
});

describe('what the device keeps', () => {
  const transactions = read('degiro-transacties.csv');

  it('reads back a stored value, and refuses one of another shape', () => {
    const stored = withFiles(undefined, [transactions], '2025-03-20T10:00:00Z');
    // IndexedDB keeps a structured clone; JSON is the stricter round trip.
    expect(readStoredPortfolio(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(readStoredPortfolio({ ...stored, version: 2 })).toBeUndefined();
    // A file of another shape is left out (checked per file: tests/unit/portfolio-finite.test.ts).
    expect(
      readStoredPortfolio({ ...stored, files: [{ ...transactions, records: [{ id: 'x', kind: 'buy' }] }] })?.files,
    ).toEqual([]);
    expect(readStoredPortfolio('text')).toBeUndefined();
  });

  it('replaces a file chosen again by name, keeps the others, and one typed price per instrument', () => {
    const account = read('degiro-rekeningoverzicht.csv');
    const first = withFiles(undefined, [transactions, account], '2025-03-20T10:00:00Z');
    const again = withFiles(first, [transactions], '2025-03-21T10:00:00Z');
    expect(again.files.map((file) => file.name)).toEqual(['degiro-rekeningoverzicht.csv', 'degiro-transacties.csv']);
    const quote = { isin: 'NL0010273215', price: 650, currency: 'EUR', priceEur: 650, date: '2025-03-21' };
    const typed = withTypedPrice(withTypedPrice(again, { ...quote, price: 1, priceEur: 1 }, 'a'), quote, 'b');
    expect(typed.typed).toEqual([quote]);
  });
});

describe('what came of each file', () => {
  it('is one sentence that names the file', () => {
    expect(fileMessage('t.csv', { ok: true, file: read('degiro-transacties.csv') })).toBe('t.csv: read');
    expect(fileMessage('leeg.csv', { ok: false, problem: 'empty' })).toBe('leeg.csv: the file is empty.');
  });
});
