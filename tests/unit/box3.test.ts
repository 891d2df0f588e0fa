// Box 3: the deemed-return steps, the tegenbewijs and what a reader keeps (src/lib/box3/).
// Figures: src/data/box3.ts (2025: heffingsvrij € 57.684, 1,37% / 5,88% / 2,70%, drempel € 3.800, 36%;
// 2026: € 59.357, 1,28% / 6,00% / 2,70%, 36%). The Belastingdienst publishes worked examples of the comparison
// (https://www.belastingdienst.nl/wps/wcm/connect/nl/box-3/content/rekenvoorbeelden-berekening-werkelijk-rendement,
// 'Rekenvoorbeelden berekening werkelijk rendement', 2025); the only deemed figure it gives (€ 1.160 on € 150.000
// savings) is tested below; we found no other worked example of the deemed calculation on its pages, so the other
// cases are worked by hand from the law's steps, each step written out below.
import { describe, expect, it } from 'vitest';
import { calculateCompound } from '../../src/lib/compound';
import { CALCULATOR_DEFAULTS } from '../../src/lib/calculatorInputs';
import {
  actualReturn,
  box3Rules,
  compareTegenbewijs,
  forfaitairBox3,
  keptAfterYears,
  type ActualReturnInputs,
} from '../../src/lib/box3';

const R2025 = box3Rules(2025);
const R2026 = box3Rules(2026);

describe('the year figures', () => {
  it('are the figures the sources give', () => {
    expect(R2025).toEqual({
      year: 2025,
      taxFreeAllowance: 57_684,
      rateBank: 1.37,
      rateOther: 5.88,
      rateDebt: 2.7,
      debtThreshold: 3_800,
      taxRate: 36,
    });
    expect(R2026).toMatchObject({ taxFreeAllowance: 59_357, rateBank: 1.28, rateOther: 6, rateDebt: 2.7, taxRate: 36 });
  });
});

describe('forfaitair box 3, step by step', () => {
  it('2025, single, savings only: € 150.000 (the Belastingdienst example’s holdings)', () => {
    const r = forfaitairBox3({ bank: 150_000, other: 0, debts: 0 }, R2025, false);
    expect(r.returnBank).toBeCloseTo(2_055, 6); // 150.000 × 1,37%
    expect(r.rendementsgrondslag).toBe(150_000);
    expect(r.grondslag).toBe(92_316); // 150.000 − 57.684
    expect(r.effectivePct).toBeCloseTo(1.37, 10);
    expect(r.voordeel).toBeCloseTo(1_264.7292, 4); // 92.316 × 1,37%
    expect(r.tax).toBeCloseTo(455.302512, 5); // × 36%
    expect(r.perPerson.tax).toBe(r.tax);
  });

  it('2025, partners, debts above the doubled threshold', () => {
    const r = forfaitairBox3({ bank: 50_000, other: 200_000, debts: 10_000 }, R2025, true);
    expect(r.debtThreshold).toBe(7_600);
    expect(r.countedDebts).toBe(2_400);
    expect(r.returnBank).toBeCloseTo(685, 6);
    expect(r.returnOther).toBeCloseTo(11_760, 6);
    expect(r.returnDebt).toBeCloseTo(64.8, 6);
    expect(r.totalReturn).toBeCloseTo(12_380.2, 6);
    expect(r.rendementsgrondslag).toBe(247_600);
    expect(r.allowance).toBe(115_368);
    expect(r.grondslag).toBe(132_232);
    expect(r.effectivePct).toBeCloseTo(5.000080775, 8);
    expect(r.voordeel).toBeCloseTo(6_611.70681, 4);
    expect(r.tax).toBeCloseTo(2_380.21445, 4);
    expect(r.perPerson.grondslag).toBe(66_116);
    expect(r.perPerson.tax).toBeCloseTo(1_190.10723, 4);
  });

  it('2025, single, debts below the threshold do not count', () => {
    const withDebt = forfaitairBox3({ bank: 0, other: 100_000, debts: 3_000 }, R2025, false);
    const without = forfaitairBox3({ bank: 0, other: 100_000, debts: 0 }, R2025, false);
    expect(withDebt.countedDebts).toBe(0);
    expect(withDebt.tax).toBe(without.tax);
    expect(without.voordeel).toBeCloseTo((100_000 - 57_684) * 0.0588, 6);
  });

  it('2026, single, investments only: € 100.000', () => {
    const r = forfaitairBox3({ bank: 0, other: 100_000, debts: 0 }, R2026, false);
    expect(r.grondslag).toBe(40_643);
    expect(r.effectivePct).toBeCloseTo(6, 10);
    expect(r.voordeel).toBeCloseTo(2_438.58, 6);
    expect(r.tax).toBeCloseTo(877.8888, 6);
  });

  it('2026, partners: the allowance doubles, the tax splits in halves', () => {
    const r = forfaitairBox3({ bank: 20_000, other: 180_000, debts: 0 }, R2026, true);
    expect(r.allowance).toBe(118_714);
    expect(r.grondslag).toBe(81_286);
    const total = 20_000 * 0.0128 + 180_000 * 0.06;
    expect(r.voordeel).toBeCloseTo(81_286 * (total / 200_000), 6);
    expect(r.perPerson.voordeel * 2).toBeCloseTo(r.voordeel, 9);
  });

  it('zero, below the allowance and debts above the assets give no tax', () => {
    expect(forfaitairBox3({ bank: 0, other: 0, debts: 0 }, R2025, false).tax).toBe(0);
    expect(forfaitairBox3({ bank: 57_684, other: 0, debts: 0 }, R2025, false).tax).toBe(0);
    const underwater = forfaitairBox3({ bank: 10_000, other: 0, debts: 50_000 }, R2026, false);
    expect(underwater.rendementsgrondslag).toBe(10_000 - 46_200);
    expect(underwater.grondslag).toBe(0);
    expect(underwater.effectivePct).toBe(0);
    expect(underwater.tax).toBe(0);
  });

  it('reads negative or non-finite holdings as none', () => {
    const r = forfaitairBox3({ bank: -5_000, other: Number.NaN, debts: -1 }, R2025, false);
    expect(r.rendementsgrondslag).toBe(0);
    expect(r.tax).toBe(0);
  });
});

const noActivity: ActualReturnInputs = {
  otherStart: 0,
  otherEnd: 0,
  deposits: 0,
  withdrawals: 0,
  dividends: 0,
  interest: 0,
  otherIncome: 0,
  interestPaid: 0,
};

describe('the Belastingdienst’s own figure for € 150.000 savings, single', () => {
  // https://www.belastingdienst.nl/wps/wcm/connect/nl/box-3/content/rekenvoorbeelden-berekening-werkelijk-rendement
  // ('Rekenvoorbeeld met alleen spaargeld (1)' and '(2)', read 25 November 2026): 'U hebt € 150.000 spaargeld […]
  // U hebt geen fiscale partner. […] Het fictief rendement is € 1.160.' The page says its examples are 'over 2025',
  // but € 1.160 is the voordeel with 2026's allowance and provisional bank rate: (150.000 − 59.357) × 1,28% =
  // € 1.160,23, in whole euros down as the Belastingdienst writes it (the page's 2023 version gave € 855 =
  // (150.000 − 57.000) × 0,92% = € 855,60). 2025's figures give € 1.264 (the step-by-step test above).
  it('is the deemed voordeel of 2026’s rules, in whole euros', () => {
    const r = forfaitairBox3({ bank: 150_000, other: 0, debts: 0 }, R2026, false);
    expect(r.grondslag).toBe(90_643);
    expect(Math.floor(r.voordeel)).toBe(1_160);
  });
});

describe('the tegenbewijs', () => {
  // The Belastingdienst's examples 'met alleen spaargeld' (1) and (2): € 150.000 savings, no partner, a deemed
  // voordeel of € 1.160 (computed above); interest received € 1.875 (no point in the tegenbewijs) or € 1.050 (it pays).
  const deemed = forfaitairBox3({ bank: 150_000, other: 0, debts: 0 }, R2026, false);

  it('a higher actual return: the deemed voordeel stays (Belastingdienst example 1)', () => {
    const r = compareTegenbewijs(deemed, actualReturn({ ...noActivity, interest: 1_875 }), R2026);
    expect(r.actual.total).toBe(1_875);
    expect(r.pays).toBe(false);
    expect(r.saving).toBe(0);
  });

  it('a lower actual return: taxed on it (Belastingdienst example 2)', () => {
    const r = compareTegenbewijs(deemed, actualReturn({ ...noActivity, interest: 1_050 }), R2026);
    expect(r.pays).toBe(true);
    expect(r.actualVoordeel).toBe(1_050);
    expect(r.actualTax).toBeCloseTo(378, 9);
    expect(r.saving).toBeCloseTo((deemed.voordeel - 1_050) * 0.36, 9);
  });

  it('value change + income − net deposits − interest paid', () => {
    const a = actualReturn({
      otherStart: 100_000,
      otherEnd: 112_000,
      deposits: 6_000,
      withdrawals: 1_000,
      dividends: 1_500,
      interest: 200,
      otherIncome: 0,
      interestPaid: 300,
    });
    expect(a.valueChange).toBe(12_000);
    expect(a.netDeposits).toBe(5_000);
    expect(a.income).toBe(1_700);
    expect(a.total).toBe(12_000 - 5_000 + 1_700 - 300);
  });

  it('a negative actual return gives € 0 tax', () => {
    const forfaitair = forfaitairBox3({ bank: 0, other: 100_000, debts: 0 }, R2026, false);
    const r = compareTegenbewijs(
      forfaitair,
      actualReturn({ ...noActivity, otherStart: 100_000, otherEnd: 90_000 }),
      R2026,
    );
    expect(r.actual.total).toBe(-10_000);
    expect(r.pays).toBe(true);
    expect(r.actualVoordeel).toBe(0);
    expect(r.actualTax).toBe(0);
    expect(r.saving).toBeCloseTo(forfaitair.tax, 9);
  });
});

describe('what a reader keeps', () => {
  const plain = {
    startValue: CALCULATOR_DEFAULTS.start,
    deposit: CALCULATOR_DEFAULTS.contribution,
    years: CALCULATOR_DEFAULTS.years,
    returnPct: CALCULATOR_DEFAULTS.returnPct,
    terPct: 0,
    yearlyCost: () => 0,
    box3: null,
    partner: false,
  };

  it('without TER, costs and tax it is the calculator’s end value', () => {
    expect(keptAfterYears(plain).endValue).toBeCloseTo(calculateCompound(CALCULATOR_DEFAULTS).finalValue, 6);
  });

  it('takes the TER monthly, the broker’s costs yearly and box 3 on each 1 January value', () => {
    const r = keptAfterYears({
      ...plain,
      startValue: 100_000,
      deposit: 0,
      years: 1,
      returnPct: 12,
      terPct: 0.12,
      yearlyCost: (value) => value * 0.001,
      box3: R2026,
    });
    let balance = 100_000;
    let ter = 0;
    for (let m = 0; m < 12; m++) {
      balance *= 1.01;
      ter += balance * 0.0001;
      balance *= 0.9999;
    }
    const cost = balance * 0.001;
    balance -= cost;
    const tax = (100_000 - 59_357) * 0.06 * 0.36;
    expect(r.ter).toBeCloseTo(ter, 6);
    expect(r.costs).toBeCloseTo(cost, 6);
    expect(r.tax).toBeCloseTo(tax, 6);
    expect(r.endValue).toBeCloseTo(balance - tax, 6);
  });

  it('a partner halves the tax on the same balance below twice the allowance', () => {
    const single = keptAfterYears({ ...plain, startValue: 110_000, deposit: 0, years: 1, box3: R2026 });
    const partners = keptAfterYears({
      ...plain,
      startValue: 110_000,
      deposit: 0,
      years: 1,
      box3: R2026,
      partner: true,
    });
    expect(single.tax).toBeGreaterThan(0);
    expect(partners.tax).toBe(0);
    expect(partners.endValue).toBeGreaterThan(single.endValue);
  });

  it('never goes below zero with a cost larger than the portfolio', () => {
    const r = keptAfterYears({ ...plain, startValue: 100, deposit: 0, years: 3, yearlyCost: () => 1_000 });
    expect(r.endValue).toBe(0);
    expect(r.yearly).toHaveLength(3);
  });
});

describe('dividends for the tegenbewijs from a broker export', () => {
  it('reads a DEGIRO Rekeningoverzicht’s 2025 dividends, withholding tax and costs', async () => {
    const { readFileSync } = await import('node:fs');
    const { parseExportText } = await import('../../src/lib/exports/parse');
    const { summarizePaid } = await import('../../src/lib/exports/paid');
    const text = readFileSync(
      new URL('../fixtures/brokerFiles/degiro/degiro-rekeningoverzicht-box3-2025.csv', import.meta.url),
      'utf8',
    );
    const outcome = parseExportText(text);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.parsed.format).toBe('degiro-account');
    const year = summarizePaid([outcome.parsed]).years.find((y) => y.year === 2025);
    // USD at the reference rate 1,10: $ 11,00 = € 10,00 and $ 1,65 = € 1,50.
    expect(year?.dividends).toBeCloseTo(12.4 + 10, 9);
    expect(year?.dividendTax).toBeCloseTo(1.86 + 1.5, 9);
    expect(year?.total).toBeCloseTo(2.5, 9);
  });
});

describe('the box 3 form and its URL', () => {
  it('reads amounts the Dutch way and names what it cannot read', async () => {
    const { readAmount } = await import('../../src/lib/amount');
    expect(readAmount('12.500')).toEqual({ ok: true, value: 12_500 });
    expect(readAmount('1.250,50')).toEqual({ ok: true, value: 1_250.5 });
    expect(readAmount('€ 12500,5')).toEqual({ ok: true, value: 12_500.5 });
    expect(readAmount('22.4')).toEqual({ ok: true, value: 22.4 });
    expect(readAmount('')).toEqual({ ok: true, value: 0 });
    expect(readAmount('veel')).toEqual({ ok: false, problem: 'notANumber' });
    expect(readAmount('-5')).toEqual({ ok: false, problem: 'negative' });
    expect(readAmount('99999999999')).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('round-trips the form through the query and keeps defaults for what it cannot read', async () => {
    const { box3FromQuery, box3ToQuery, BOX3_DEFAULTS } = await import('../../src/lib/box3');
    const form = { ...BOX3_DEFAULTS, year: 2025 as const, partner: true, bank: 150_000, dividends: 22.4 };
    expect(box3ToQuery(form)).toBe('jaar=2025&partner=ja&bank=150000&dividend=22.4');
    expect(box3FromQuery(box3ToQuery(form))).toEqual(form);
    expect(box3FromQuery('jaar=1999&bank=abc&schulden=-3')).toEqual(BOX3_DEFAULTS);
  });

  it('leaves the calculator’s query as it was while the box 3 option is off', async () => {
    const { calculatorStateFromQuery, calculatorStateToQuery, calculatorToQuery } =
      await import('../../src/lib/urlState');
    const off = calculatorStateFromQuery('');
    expect(off.box3).toBe(false);
    expect(calculatorStateToQuery(off)).toBe(calculatorToQuery(CALCULATOR_DEFAULTS));
    const on = calculatorStateFromQuery('box3=ja&partner=ja');
    expect(on).toMatchObject({ box3: true, box3Partner: true });
    expect(calculatorStateToQuery(on)).toBe(`${calculatorToQuery(CALCULATOR_DEFAULTS)}&box3=ja&partner=ja`);
  });
});
