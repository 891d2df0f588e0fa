// 'Na 20 jaar' in the cost comparison (src/lib/costs/kept.ts): each broker's end value after its costs, the fund's
// TER and box 3, checked against keptAfterYears (src/lib/box3/keeps.ts) computed here from the fee model.
import { describe, expect, it } from 'vitest';
import { LATEST_BOX3_YEAR } from '../../src/data/box3';
import { ETFS } from '../../src/data/etfs';
import { BROKER_IDS, TARIFFS, type BrokerId } from '../../src/data/fees';
import type { BrokerTariff, FeeNode, TariffComponent } from '../../src/data/providers/types';
import { box3Rules, keptAfterYears } from '../../src/lib/box3';
import { CALCULATOR_DEFAULTS } from '../../src/lib/calculatorInputs';
import {
  DEFAULT_PROFILE,
  SWITCH_DEFAULTS,
  KEEP_ETF_ISIN,
  keepDefaults,
  sanitizeKeepField,
  yearlyCost,
  type CostProfile,
} from '../../src/lib/costs';
import { keptAtBroker, keptPerBroker as keptFor } from '../../src/lib/costs/kept';
import { siteBrokers, SITE_ETF_FUNDS } from '../../src/lib/costs/ranking';
import type { KeepOptions } from '../../src/lib/costs/keepOptions';
import type { Box3Rules } from '../../src/lib/box3/rules';

/** 'Na 20 jaar' for every provider of the site (or the tariffs given), as the tool computes it. */
const keptPerBroker = (
  profile: CostProfile,
  options: KeepOptions,
  rules: Box3Rules,
  tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS,
) => keptFor(siteBrokers(tariffs), profile, options, rules, undefined, SITE_ETF_FUNDS);
import { costStateFromQuery, costStateToQuery } from '../../src/lib/urlState';

const RULES = box3Rules(LATEST_BOX3_YEAR);
const ETF = ETFS.find((etf) => etf.isin === KEEP_ETF_ISIN)!;
const OPTIONS = keepDefaults(ETF.fee);
/** A buy-and-hold reader: € 25.000 invested, € 250 a month, a few orders a year. */
const PROFILE: CostProfile = {
  ...DEFAULT_PROFILE,
  euronextOrders: 4,
  usOrders: 0,
  monthlyEtfEur: 250,
  portfolioEur: 25_000,
};

describe("the cost comparison's 'Na 20 jaar'", () => {
  it('defaults to 20 years at the calculator’s return and a real world ETF’s TER, single', () => {
    expect(ETF.region).toBe('Wereld');
    expect(OPTIONS).toEqual({ years: 20, returnPct: CALCULATOR_DEFAULTS.returnPct, terPct: ETF.fee, partner: false });
  });

  it('gives each broker keptAfterYears with its fee-model cost on each year’s value', () => {
    const rows = keptPerBroker(PROFILE, OPTIONS, RULES);
    expect(rows.map((r) => r.id).sort()).toEqual([...BROKER_IDS].sort());
    // A provider that lacks a market of the profile (Meesman: no ETF on an exchange) has no figure, and says which.
    const lacking = rows.filter((row) => yearlyCost(TARIFFS[row.id], PROFILE).unavailable.length > 0);
    for (const row of lacking) expect(row).toMatchObject({ kept: null });
    for (const row of lacking) expect(row.unavailable.length).toBeGreaterThan(0);
    const offered = rows.filter((row) => !lacking.includes(row));
    expect(offered.length).toBeGreaterThanOrEqual(5);
    for (const row of offered) {
      const tariff = TARIFFS[row.id];
      const want = keptAfterYears({
        startValue: 25_000,
        deposit: 250,
        years: 20,
        returnPct: 5,
        // The fund cost counts once: as the TER above plus the ETF's transaction costs and leakage (IWDA: 0,034% +
        // 1,65% × 11,63%, src/data/funds/; moved with that rule), not again in the broker's yearly cost.
        terPct: ETF.fee + 0.034 + (1.65 * 11.63) / 100,
        yearlyCost: (value) => {
          const cost = yearlyCost(tariff, { ...PROFILE, portfolioEur: value });
          return cost.total - cost.fund;
        },
        box3: RULES,
        partner: false,
      });
      expect(row.kept).not.toBeNull();
      expect(row.kept!.endValue).toBeCloseTo(want.endValue, 6);
      expect(row.kept!.costs).toBeCloseTo(want.costs, 6);
      expect(row.kept!.ter).toBeCloseTo(want.ter, 6);
      expect(row.kept!.tax).toBeCloseTo(want.tax, 6);
      // The parts are real: 25.000 + 20 × 12 × 250 invested, and every cost paid on the way.
      expect(row.kept!.deposited).toBe(85_000);
      expect(row.kept!.ter).toBeGreaterThan(0);
      expect(row.kept!.tax).toBeGreaterThan(0);
    }
    // Highest end value first, the providers without a figure after them.
    expect(rows.slice(offered.length)).toEqual(lacking);
    const ends = offered.map((r) => r.kept!.endValue);
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
  });

  it('keeps less at a broker when the profile costs more there (more orders)', () => {
    const tariff = TARIFFS[BROKER_IDS[0]!];
    const few = keptAtBroker(tariff, PROFILE, OPTIONS, RULES)!;
    const many = keptAtBroker(tariff, { ...PROFILE, euronextOrders: 40 }, OPTIONS, RULES)!;
    expect(many.costs).toBeGreaterThan(few.costs);
    expect(many.endValue).toBeLessThan(few.endValue);
    // With no costs, TER or tax the plan compounds as the calculator does: more than either.
    const bare = keptAfterYears({
      startValue: 25_000,
      deposit: 250,
      years: 20,
      returnPct: 5,
      terPct: 0,
      yearlyCost: () => 0,
      box3: null,
      partner: false,
    });
    expect(bare.endValue).toBeGreaterThan(few.endValue);
  });

  it('pays less box 3 with a partner (twice the allowance)', () => {
    const tariff = TARIFFS[BROKER_IDS[0]!];
    const single = keptAtBroker(tariff, PROFILE, OPTIONS, RULES)!;
    const partners = keptAtBroker(tariff, PROFILE, { ...OPTIONS, partner: true }, RULES)!;
    expect(partners.tax).toBeLessThan(single.tax);
  });

  it('gives no figure for a broker that lacks a market of the profile', () => {
    // A broker whose only plan offers Euronext Amsterdam and not Xetra.
    const order = (market: 'xetra' | 'euronext-amsterdam', fee: FeeNode): TariffComponent => ({
      source: { title: 'Test', url: 'https://example.org' },
      checked: '2026-01-01',
      key: `order-${market}`,
      part: 'order',
      markets: [market],
      fee,
      validFrom: '2020-01-01',
    });
    const noXetra: BrokerTariff = {
      broker: 'degiro',
      plans: [
        {
          id: 'a',
          name: 'A',
          components: [
            order('euronext-amsterdam', { kind: 'flat', amount: 1 }),
            order('xetra', { kind: 'not-offered' }),
          ],
        },
      ],
    };
    const tariffs = { ...TARIFFS, degiro: noXetra };
    const profile = { ...PROFILE, xetraOrders: 2 };
    const rows = keptPerBroker(profile, OPTIONS, RULES, tariffs);
    expect(rows.find((row) => row.id === 'degiro')).toMatchObject({ kept: null, unavailable: ['xetra'] });
    // Every provider without a figure lacks a market, and comes after every one with a figure.
    const firstWithout = rows.findIndex((row) => row.kept === null);
    expect(rows.slice(0, firstWithout).every((row) => row.kept !== null && row.unavailable.length === 0)).toBe(true);
    expect(rows.slice(firstWithout).every((row) => row.kept === null && row.unavailable.length > 0)).toBe(true);
    // Without Xetra orders the same broker has a figure.
    expect(keptAtBroker(noXetra, PROFILE, OPTIONS, RULES)).not.toBeNull();
  });

  it('counts the fund cost once: the chosen TER, or the provider’s own fund’s cost at Meesman', () => {
    // A monthly plan alone, which Meesman offers: its own fund (0,40% + 0,028% transaction costs, no leakage) takes the
    // place of the ETF's cost.
    const plan: CostProfile = {
      ...DEFAULT_PROFILE,
      euronextOrders: 0,
      usOrders: 0,
      monthlyEtfEur: 250,
      portfolioEur: 25_000,
    };
    const meesman = keptAtBroker(TARIFFS.meesman, plan, OPTIONS, RULES)!;
    const want = keptAfterYears({
      startValue: 25_000,
      deposit: 250,
      years: 20,
      returnPct: 5,
      terPct: 0.428,
      yearlyCost: (value) => {
        const cost = yearlyCost(TARIFFS.meesman, { ...plan, portfolioEur: value });
        // Its yearly cost holds the fund part, which the TER above already counts.
        expect(cost.fund).toBeCloseTo((0.428 / 100) * (value + 6 * 250), 9);
        return cost.total - cost.fund;
      },
      box3: RULES,
      partner: false,
    });
    expect(meesman.endValue).toBeCloseTo(want.endValue, 6);
    expect(meesman.ter).toBeCloseTo(want.ter, 6);
    // Elsewhere a cheaper TER keeps more: the TER option is the reader's ETF's.
    const cheap = keptAtBroker(TARIFFS.degiro, plan, { ...OPTIONS, terPct: 0.07 }, RULES)!;
    const dear = keptAtBroker(TARIFFS.degiro, plan, OPTIONS, RULES)!;
    expect(cheap.endValue).toBeGreaterThan(dear.endValue);
  });

  it('keeps its options in the URL beside the profile, and clamps bad input', () => {
    const state = { ...PROFILE, years: 30, returnPct: 6.5, terPct: 0.12, partner: true, ...SWITCH_DEFAULTS };
    const query = costStateToQuery(state);
    expect(query).toContain('jaren=30&rendement=6.5&ter=0.12&partner=ja');
    expect(costStateFromQuery(query, OPTIONS)).toEqual(state);
    expect(costStateFromQuery('', OPTIONS)).toEqual({ ...DEFAULT_PROFILE, ...OPTIONS, ...SWITCH_DEFAULTS });
    expect(costStateFromQuery('jaren=abc&rendement=-3&ter=99', OPTIONS)).toMatchObject({
      years: 1,
      returnPct: 0,
      terPct: 3,
    });
    expect(sanitizeKeepField('years', '12,7')).toBe(13);
  });
});
