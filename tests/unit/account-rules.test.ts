// One set of rules for what the account keeps of a portfolio: the browser's plain checks (src/lib/sync/
// portfolioRules.ts) and the server's zod schema (src/server/schema.ts) agree, and the readers give only what both
// accept (docs/behaviour.md#account-data). A positive DEGIRO fee cell, a file name of 210 characters and a product
// name of 250 were read without complaint and the server answered 422, which the browser retried for ever.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAccountPortfolio, withStableIds } from '../../src/lib/portfolio/accountCopy';
import { readPortfolioText, type PortfolioFile } from '../../src/lib/portfolio/fromExports';
import { RECORD_KINDS, type PortfolioRecord } from '../../src/lib/portfolio/records';
import { withFiles } from '../../src/lib/portfolio/stored';
import { isRealIsoDate, PORTFOLIO_LIMITS } from '../../src/lib/sync/limits';
import { isAcceptedPrice, isAcceptedRecord, portfolioCopyProblem } from '../../src/lib/sync/portfolioRules';
import { BODY_SCHEMAS } from '../../src/server/schema';

const DAY = '2025-03-20';
const NOW = '2025-03-20T10:00:00.000Z';
const fixture = readFileSync('tests/fixtures/brokerFiles/degiro/degiro-transacties.csv', 'utf8');

/** What the server makes of a copy as the browser sends it (JSON: undefined keys vanish, NaN becomes null). */
const serverAccepts = (copy: unknown): boolean =>
  BODY_SCHEMAS.portfolio.safeParse({ data: JSON.parse(JSON.stringify(copy)) as unknown, baseVersion: 0, generation: 0 })
    .success;

function read(name: string, text: string): PortfolioFile {
  const outcome = readPortfolioText(text, { name, day: DAY });
  if (!outcome.ok) throw new Error(`${name}: ${outcome.problem}`);
  return outcome.file;
}

const copyOf = (...files: PortfolioFile[]) => toAccountPortfolio(withFiles(undefined, files, NOW));

describe('the readers give only what the account accepts', () => {
  it('a positive DEGIRO fee cell: that line is named as unread, the others are kept and accepted', () => {
    const lines = fixture.split('\n');
    lines[2] = (lines[2] ?? '').replace('"-1,00","-901,00"', '"1,00","-899,00"');
    const file = read('Transactions.csv', lines.join('\n'));
    expect(file.skippedLines).toEqual([3]);
    expect(file.records.length).toBe(read('Transactions.csv', fixture).records.length - 1);
    const copy = copyOf(file);
    expect(portfolioCopyProblem(copy)).toBeUndefined();
    expect(serverAccepts(copy)).toBe(true);
  });

  it('a file name of 210 characters and a product name of 250 are shortened to the limit, and accepted', () => {
    const longName = 'P'.repeat(250);
    const text = fixture.replace('ASML HOLDING', longName);
    const file = read(`${'f'.repeat(206)}.csv`, text);
    expect(file.name).toHaveLength(PORTFOLIO_LIMITS.text);
    expect(file.name.endsWith('…')).toBe(true);
    const asml = file.records.find((record) => record.isin === 'NL0010273215');
    expect(asml?.name).toHaveLength(PORTFOLIO_LIMITS.text);
    expect(asml?.source.file).toBe(file.name);
    const copy = copyOf(file);
    expect(portfolioCopyProblem(copy)).toBeUndefined();
    expect(serverAccepts(copy)).toBe(true);
  });

  it('an instrument known by a long name only still gets an account id within the limit, the same on every device', () => {
    const record: PortfolioRecord = {
      id: 'x.csv:2',
      date: DAY,
      isin: null,
      name: 'N'.repeat(PORTFOLIO_LIMITS.text),
      kind: 'dividend',
      quantity: 0,
      price: null,
      currency: 'C'.repeat(PORTFOLIO_LIMITS.text),
      amount: 1.5,
      amountEur: null,
      feeEur: 0,
      fxRate: null,
      source: { file: 'x.csv', broker: 'DEGIRO' },
    };
    const ids = withStableIds([record, { ...record }]).map((r) => r.id);
    expect(new Set(ids).size).toBe(2);
    expect(ids.every((id) => id.length <= PORTFOLIO_LIMITS.id)).toBe(true);
    expect(withStableIds([record, { ...record }]).map((r) => r.id)).toEqual(ids);
    const copy = { records: withStableIds([record]), typed: [] };
    expect(portfolioCopyProblem(copy)).toBeUndefined();
    expect(serverAccepts(copy)).toBe(true);
  });
});

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  return { next, pick };
}

const L = PORTFOLIO_LIMITS;
const TEXTS = ['', 'EUR', 'x'.repeat(L.text - 1), 'x'.repeat(L.text), 'x'.repeat(L.text + 1), 'é'.repeat(250)];
const NUMBERS = [0, -0, 1, -1, 0.5, -80, L.magnitude, -L.magnitude, L.magnitude + 2, 1e16, 1e200, Infinity, NaN];
const DAYS = ['2024-02-29', '2023-02-29', '2024-13-01', '2024-1-01', 'x', 20240101];

const VALID_RECORD: PortfolioRecord = {
  id: 'DEGIRO|buy|2024-03-05|IE00B4L5Y983|20|-1705|EUR|',
  date: '2024-03-05',
  isin: 'IE00B4L5Y983',
  name: 'ISHARES CORE MSCI WORLD',
  kind: 'buy',
  quantity: 20,
  price: 85.25,
  currency: 'EUR',
  amount: 1705,
  amountEur: 1705,
  feeEur: 1,
  fxRate: null,
  feeParts: { transaction: 1 },
  source: { file: 'Transactions.csv', broker: 'DEGIRO' },
};

/** One field of a record changed to a value near or past a rule. */
function mutateRecord(rng: ReturnType<typeof random>, record: Record<string, unknown>): Record<string, unknown> {
  const field = rng.pick([...Object.keys(VALID_RECORD), 'feeKind', 'newIsin', 'extra', 'sourceExtra']);
  const out = { ...record };
  if (['quantity', 'amount'].includes(field)) out[field] = rng.pick(NUMBERS);
  else if (['price', 'amountEur', 'fxRate'].includes(field)) out[field] = rng.pick([null, ...NUMBERS]);
  else if (field === 'feeEur') out[field] = rng.pick([...NUMBERS, -0.01]);
  else if (['name', 'currency', 'newIsin'].includes(field)) out[field] = rng.pick([...TEXTS, undefined, 3]);
  else if (field === 'isin') out[field] = rng.pick([null, ...TEXTS]);
  else if (field === 'date') out[field] = rng.pick(DAYS);
  else if (field === 'kind') out[field] = rng.pick([...RECORD_KINDS, 'bogus']);
  else if (field === 'id') out[field] = rng.pick(['', 'a', 'i'.repeat(L.id), 'i'.repeat(L.id + 1), 5]);
  else if (field === 'feeParts')
    out[field] = rng.pick([undefined, {}, { other: 2 }, { bogus: 1 }, { transaction: Infinity }, { conversion: -3 }]);
  else if (field === 'feeKind') out[field] = rng.pick([undefined, 'other', 'bogus']);
  else if (field === 'source')
    out[field] = rng.pick([
      { file: 'f', broker: 'b' },
      { file: 'f', broker: 'b', format: 'degiro-account' },
      { file: 'f', broker: 'b', format: 'bogus' },
      { file: 'f'.repeat(L.text + 1), broker: 'b' },
      { file: 'f' },
      null,
      'source',
    ]);
  else if (field === 'sourceExtra') out['source'] = { file: 'f', broker: 'b', line: 3 };
  else out['extra'] = rng.pick([1, undefined]);
  return out;
}

describe('the browser’s rules and the server’s schema agree', () => {
  it('whatever the browser’s rules accept, the server’s schema accepts (3,000 records near and past each rule)', () => {
    const rng = random(49);
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i < 3_000; i += 1) {
      let record: Record<string, unknown> = { ...VALID_RECORD };
      const changes = 1 + Math.floor(rng.next() * 3);
      for (let c = 0; c < changes; c += 1) record = mutateRecord(rng, record);
      const copy = { records: [record], typed: [] };
      if (portfolioCopyProblem(copy) === undefined) {
        accepted += 1;
        expect({ record, server: serverAccepts(copy) }).toEqual({ record, server: true });
      } else refused += 1;
      // Where JSON keeps the value as it is, the two agree both ways.
      const json = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
      expect({ json, browser: isAcceptedRecord(json) }).toEqual({
        json,
        browser: serverAccepts({ records: [json], typed: [] }),
      });
    }
    expect(accepted).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(300);
  });

  it('typed prices: whatever the browser’s rules accept, the server’s schema accepts', () => {
    const rng = random(7);
    const valid = { isin: 'IE00B4L5Y983', price: 90, currency: 'EUR', priceEur: 90, date: '2025-03-20' };
    for (let i = 0; i < 1_000; i += 1) {
      const quote: Record<string, unknown> = { ...valid };
      const field = rng.pick(['isin', 'price', 'currency', 'priceEur', 'date', 'from', 'extra']);
      if (field === 'price' || field === 'priceEur') quote[field] = rng.pick([...NUMBERS, -5, 0.01]);
      else if (field === 'date') quote[field] = rng.pick(DAYS);
      else if (field === 'extra') quote['extra'] = 1;
      else quote[field] = rng.pick([...TEXTS, undefined]);
      const json = JSON.parse(JSON.stringify(quote)) as Record<string, unknown>;
      expect({ json, browser: isAcceptedPrice(json) }).toEqual({
        json,
        browser: serverAccepts({ records: [], typed: [json] }),
      });
    }
  });

  it('a repeated id, too many records and too large a body are refused by both', () => {
    const twice = { records: [VALID_RECORD, VALID_RECORD], typed: [] };
    expect(portfolioCopyProblem(twice)).toBe('not-accepted');
    expect(serverAccepts(twice)).toBe(false);
    const many = {
      records: Array.from({ length: L.records + 1 }, (_, i) => ({ ...VALID_RECORD, id: `r${i}` })),
      typed: [],
    };
    expect(portfolioCopyProblem(many)).toBe('too-large');
    expect(serverAccepts(many)).toBe(false);
  });
});

describe('isRealIsoDate', () => {
  it('says of every YYYY-MM-DD what Date says (months 00–13, days 00–32, leap and century years)', () => {
    const byDate = (value: string) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    };
    for (const year of ['0000', '1900', '1999', '2000', '2024', '2100', '9999'])
      for (let month = 0; month <= 13; month += 1)
        for (let day = 0; day <= 32; day += 1) {
          const value = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect({ value, real: isRealIsoDate(value) }).toEqual({ value, real: byDate(value) });
        }
    expect(isRealIsoDate('2024-1-01')).toBe(false);
    expect(isRealIsoDate(' 2024-01-01')).toBe(false);
  });
});
