// The tools' figures are written without Intl (src/lib/format.ts, dutchDecimal); these tests hold them to exactly
// what Intl.NumberFormat('nl-NL') writes, over hand-picked edge cases and many generated numbers.
import { describe, expect, it } from 'vitest';
import { formatEuro, formatEuroCents, formatInteger, formatMoneyIn, formatTer } from '../../src/lib/format';

const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('nl-NL', options);
const EURO_WHOLE = intl({ style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const EURO_CENTS = intl({ style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const INTEGER = intl({ maximumFractionDigits: 0 });
const PERCENT = intl({ style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What each function promised before it stopped using Intl: Intl's text of the same rounded number. */
const expected = {
  euro: (v: number) => EURO_WHOLE.format(Math.round(v) || 0),
  euroCents: (v: number) => EURO_CENTS.format(Math.round(v * 100) / 100 || 0),
  integer: (v: number) => INTEGER.format(Math.round(v) || 0),
  ter: (v: number) => PERCENT.format((v || 0) / 100),
};

/** A small seeded generator (mulberry32), so a failure names a number that can be tried again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Numbers of every size a reader or the fee model can bring, many with a third decimal of 5 (the halfway cases). */
function numbers(count: number, seed: number): number[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const sign = next() < 0.3 ? -1 : 1;
    const magnitude = 10 ** Math.floor(next() * 16 - 7);
    if (i % 3 === 0) return sign * (Math.floor(next() * 100_000) + 0.005 + Math.floor(next() * 100) / 100);
    if (i % 3 === 1) return (sign * Math.round(next() * magnitude * 1000)) / 1000;
    return sign * next() * magnitude;
  });
}

const EDGES = [
  0,
  -0,
  0.5,
  -0.5,
  1.005,
  0.145,
  2.675,
  999.995,
  999.5,
  1000,
  -1234.5,
  1234567.891,
  1e-7,
  5e-324,
  1e15,
  1e21 / 7,
];

describe('Dutch figures without Intl', () => {
  it.each(EDGES)('%d reads as Intl writes it', (value) => {
    expect(formatEuro(value)).toBe(expected.euro(value));
    expect(formatEuroCents(value)).toBe(expected.euroCents(value));
    expect(formatInteger(value)).toBe(expected.integer(value));
    expect(formatTer(value)).toBe(expected.ter(value));
  });

  it('matches Intl on 20,000 generated numbers', () => {
    for (const value of numbers(20_000, 20261124)) {
      expect([value, formatEuro(value)]).toEqual([value, expected.euro(value)]);
      expect([value, formatEuroCents(value)]).toEqual([value, expected.euroCents(value)]);
      expect([value, formatInteger(value)]).toEqual([value, expected.integer(value)]);
      expect([value, formatTer(value)]).toEqual([value, expected.ter(value)]);
    }
    // 80,000 comparisons take about 2 s on a quiet machine and over 5 s (Vitest's default) on a loaded one.
  }, 30_000);

  it('writes nothing for numbers that are not finite', () => {
    for (const value of [Number.NaN, Infinity, -Infinity]) {
      expect(formatEuro(value)).toBe('€\u00a00');
      expect(formatEuroCents(value)).toBe('€\u00a00,00');
      expect(formatInteger(value)).toBe('0');
      expect(formatTer(value)).toBe('0,00%');
    }
  });

  it('writes an amount in a code Intl refuses as Dutch digits and the code', () => {
    expect(formatMoneyIn(-1234.5, 'EURO')).toBe(
      `${intl({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(-1234.5)} EURO`,
    );
  });
});
