import { describe, expect, it } from 'vitest';
import {
  barHeightPct,
  barLayout,
  buildChart,
  CHART_GAP_PX,
  investedPct,
  labelStep,
  scaleReference,
} from '../../src/lib/chart';
import { CALCULATOR_BOUNDS, CALCULATOR_DEFAULTS, type CalculatorInputs } from '../../src/lib/calculatorInputs';
import {
  calculateCompound,
  CHART_REFERENCE_YEARS,
  sanitizeField,
  sanitizeInputs,
  simulateYears,
  valueAfterYears,
} from '../../src/lib/compound';
import { formatEuro, normalizeSpaces } from '../../src/lib/format';
import { calculatorFromQuery, calculatorToQuery, hasCalculatorQuery } from '../../src/lib/urlState';

const euro = (n: number) => normalizeSpaces(formatEuro(n));
const tiles = (inputs: CalculatorInputs) => {
  const r = calculateCompound(inputs);
  return [euro(r.invested), euro(r.finalValue), euro(r.profit), euro(r.realValue)];
};

describe('calculateCompound', () => {
  it('gives the documented tiles for the defaults', () => {
    expect(CALCULATOR_DEFAULTS).toEqual({
      start: 2500,
      contribution: 500,
      frequency: 'monthly',
      years: 5,
      returnPct: 5,
      inflationPct: 0,
    });
    expect(tiles(CALCULATOR_DEFAULTS)).toEqual(['€ 32.500', '€ 37.211', '€ 4.711', '€ 37.211']);
  });

  it('gives the documented tiles for the long case (30 years, 7 %, 2 % inflation)', () => {
    const inputs = {
      ...CALCULATOR_DEFAULTS,
      start: 10000,
      contribution: 200,
      years: 30,
      returnPct: 7,
      inflationPct: 2,
    };
    expect(tiles(inputs)).toEqual(['€ 82.000', '€ 325.159', '€ 243.159', '€ 179.511']);
  });

  it('grows first, then adds the contribution (monthly)', () => {
    const [year1] = simulateYears({ ...CALCULATOR_DEFAULTS, start: 0, contribution: 100, returnPct: 12, years: 1 }, 1);
    // 12 deposits of 100, each after that month's 1 % growth: 100 × ((1.01^12 − 1) / 0.01)
    expect(year1!.value).toBeCloseTo(100 * ((1.01 ** 12 - 1) / 0.01), 8);
    expect(year1!.invested).toBe(1200);
  });

  it('adds a yearly contribution only in month 12', () => {
    const inputs: CalculatorInputs = { ...CALCULATOR_DEFAULTS, frequency: 'yearly', start: 1000, contribution: 1200 };
    const r = calculateCompound(inputs);
    expect(r.invested).toBe(1000 + 1200 * 5);
    const growth = (1 + 0.05 / 12) ** 12;
    let expected = 1000;
    for (let y = 0; y < 5; y++) expected = expected * growth + 1200;
    expect(r.finalValue).toBeCloseTo(expected, 6);
    expect(r.yearly.map((y) => y.invested)).toEqual([2200, 3400, 4600, 5800, 7000]);
    // Monthly with the same yearly total ends higher: the money is invested earlier.
    const monthly = calculateCompound({ ...inputs, frequency: 'monthly', contribution: 100 });
    expect(monthly.invested).toBe(r.invested);
    expect(monthly.finalValue).toBeGreaterThan(r.finalValue);
  });

  it('discounts the real value by inflation and never reports a negative profit', () => {
    const r = calculateCompound({ ...CALCULATOR_DEFAULTS, inflationPct: 3 });
    expect(r.realValue).toBeCloseTo(r.finalValue / 1.03 ** 5, 8);
    const zero = calculateCompound({ ...CALCULATOR_DEFAULTS, returnPct: 0 });
    expect(zero.finalValue).toBe(zero.invested);
    expect(zero.profit).toBe(0);
  });

  it('returns one yearly result per year, the last being the final value', () => {
    const r = calculateCompound({ ...CALCULATOR_DEFAULTS, years: 12 });
    expect(r.yearly.map((y) => y.year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(r.yearly.at(-1)!.value).toBe(r.finalValue);
  });
});

describe('input sanitising', () => {
  it('treats empty and non-numeric input as 0, then clamps to the bounds', () => {
    expect(sanitizeField('start', '')).toBe(0);
    expect(sanitizeField('start', 'abc')).toBe(0);
    expect(sanitizeField('start', Number.NaN)).toBe(0);
    expect(sanitizeField('years', '')).toBe(1);
    expect(sanitizeField('years', 'abc')).toBe(1);
  });

  it('clamps negative, huge and out-of-range values', () => {
    expect(sanitizeField('contribution', '-5')).toBe(0);
    expect(sanitizeField('start', '999999999999')).toBe(CALCULATOR_BOUNDS.start.max);
    expect(sanitizeField('start', Number.POSITIVE_INFINITY)).toBe(CALCULATOR_BOUNDS.start.max);
    expect(sanitizeField('returnPct', '25')).toBe(20);
    expect(sanitizeField('inflationPct', '11')).toBe(10);
    expect(sanitizeField('years', '80')).toBe(50);
    expect(sanitizeField('years', '0')).toBe(1);
    expect(sanitizeField('years', '7.6')).toBe(8);
    expect(Object.is(sanitizeField('returnPct', '-0'), 0)).toBe(true);
  });

  it('accepts a decimal comma', () => {
    expect(sanitizeField('returnPct', '6,5')).toBe(6.5);
  });

  it('never yields NaN, Infinity or negative results, whatever the input', () => {
    const bad = ['', 'abc', '-5', '999999999999', 'Infinity', '-Infinity', '1e400', Number.NaN];
    for (const value of bad) {
      const inputs = sanitizeInputs({
        start: value,
        contribution: value,
        years: value,
        returnPct: value,
        inflationPct: value,
        frequency: value,
      });
      const r = calculateCompound(inputs);
      for (const n of [r.invested, r.finalValue, r.profit, r.realValue]) {
        expect(Number.isFinite(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(0);
      }
      for (const tile of tiles(inputs)) expect(tile).not.toMatch(/NaN|∞|-/);
    }
  });

  it('keeps defaults for missing fields and only knows two frequencies', () => {
    expect(sanitizeInputs({})).toEqual(CALCULATOR_DEFAULTS);
    expect(sanitizeInputs({ frequency: 'weekly' }).frequency).toBe('monthly');
    expect(sanitizeInputs({ frequency: 'yearly' }).frequency).toBe('yearly');
  });
});

describe('chart geometry', () => {
  it('scales against the value after 50 years, at least 1', () => {
    expect(scaleReference(0)).toBe(1);
    expect(scaleReference(-5)).toBe(1);
    expect(scaleReference(Number.NaN)).toBe(1);
    expect(scaleReference(1234)).toBe(1234);
    const ref = valueAfterYears(CALCULATOR_DEFAULTS, CHART_REFERENCE_YEARS);
    const run = calculateCompound({ ...CALCULATOR_DEFAULTS, years: 50 });
    expect(ref).toBe(run.finalValue);
    const chart = buildChart({ yearly: run.yearly, reference: ref, availableWidth: 800, startYear: 2026 });
    expect(chart.bars.at(-1)!.heightPct).toBe(100);
  });

  it('clamps the bar height to 2–100 % and the invested part to 1–100 %', () => {
    expect(barHeightPct(1, 1_000_000)).toBe(2);
    expect(barHeightPct(500, 1000)).toBe(50);
    expect(barHeightPct(5000, 1000)).toBe(100);
    expect(barHeightPct(10, 0)).toBe(100);
    expect(investedPct(0, 1000)).toBe(1);
    expect(investedPct(750, 1000)).toBe(75);
    expect(investedPct(1000, 900)).toBe(100);
    expect(investedPct(0, 0)).toBe(100);
  });

  it('fits bars between 8 and 36 px with an 8 px gap, else fixes 8 px and scrolls', () => {
    expect(CHART_GAP_PX).toBe(8);
    expect(barLayout(5, 1000)).toEqual({ barWidth: 36, contentWidth: 5 * 36 + 4 * 8, scroll: false });
    const mid = barLayout(20, 500); // (500 − 152) / 20 = 17.4
    expect(mid.barWidth).toBeCloseTo(17.4, 5);
    expect(mid.scroll).toBe(false);
    expect(mid.contentWidth).toBeLessThanOrEqual(500);
    expect(barLayout(30, 472)).toMatchObject({ barWidth: 8, scroll: false }); // exactly fits at 8 px
    expect(barLayout(50, 358)).toEqual({ barWidth: 8, contentWidth: 50 * 8 + 49 * 8, scroll: true });
  });

  it('labels calendar years from the start year with a step of ceil(years / 12)', () => {
    expect(labelStep(5)).toBe(1);
    expect(labelStep(12)).toBe(1);
    expect(labelStep(13)).toBe(2);
    expect(labelStep(50)).toBe(5);
    const run = calculateCompound({ ...CALCULATOR_DEFAULTS, years: 30 });
    const chart = buildChart({ yearly: run.yearly, reference: 1, availableWidth: 900, startYear: 2026 });
    expect(chart.bars[0]!.calendarYear).toBe(2026);
    expect(chart.bars.filter((b) => b.labelled).map((b) => b.calendarYear)).toEqual([
      2026, 2029, 2032, 2035, 2038, 2041, 2044, 2047, 2050, 2053,
    ]);
    expect(chart.bars[1]!.x).toBe(chart.barWidth + CHART_GAP_PX);
  });
});

describe('calculator URL state', () => {
  it('round-trips the inputs through the query', () => {
    const inputs: CalculatorInputs = {
      start: 10000,
      contribution: 200,
      frequency: 'yearly',
      years: 30,
      returnPct: 7,
      inflationPct: 2,
    };
    const query = calculatorToQuery(inputs);
    expect(query).toBe('start=10000&inleg=200&freq=jaar&jaren=30&rendement=7&inflatie=2');
    expect(calculatorFromQuery(`?${query}`)).toEqual(inputs);
    expect(hasCalculatorQuery(`?${query}`)).toBe(true);
    expect(hasCalculatorQuery('?utm_source=x')).toBe(false);
  });

  it('sanitises a hand-edited query and keeps defaults for missing parameters', () => {
    expect(calculatorFromQuery('?start=-5&inleg=abc&jaren=999&rendement=6,5&freq=week')).toEqual({
      ...CALCULATOR_DEFAULTS,
      start: 0,
      contribution: 0,
      years: 50,
      returnPct: 6.5,
    });
    expect(calculatorFromQuery('')).toEqual(CALCULATOR_DEFAULTS);
  });
});
