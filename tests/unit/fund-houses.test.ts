// The fund houses and the app-based manager added beside Meesman (Brand New Day, Peaks, Centraal Beheer, FitVermogen):
// the quarterly service fee they charge, each priced in full for the spec's profiles (hand-computed), their data
// sourced and dated, and their leaving costs present ('niet gepubliceerd' with a date, never € 0).
import { describe, expect, it } from 'vitest';
import { BROKER_LIST, type BrokerId } from '../../src/data/brokerList';
import { HOMES, TARIFFS } from '../../src/data/providers';
import { LEAVING } from '../../src/data/providers/leavingIndex';
import { service, fee, undatedPage, type TariffPlan } from '../../src/data/providers/types';
import { componentLabel, DEFAULT_PROFILE, QUICK_PROFILES, serviceFeeForYear, yearlyCost } from '../../src/lib/costs';

const ADDED = ['brand-new-day', 'peaks', 'centraal-beheer', 'fitvermogen'] as const satisfies readonly BrokerId[];
const RATE = 1.1;
const READ = undatedPage({ title: 'Testbron', url: 'https://example.org/kosten' }, '2026-11-28');
const planOf = (components: TariffPlan['components']): TariffPlan => ({ id: 'test', name: '', components });

/** The default ETF's fund cost in % a year (iShares Core MSCI World): TER + transaction costs + leakage. */
const IWDA_PCT = 0.2 + 0.034 + (1.65 * 11.63) / 100;

describe('a service fee charged per quarter', () => {
  it('applies its percentage and its maximum per quarter, four times a year', () => {
    // Centraal Beheer: € 11,75 a quarter, or 0,50% of the value when that is less.
    const capped = planOf([service('service', 'quarter', fee.percentage(0.5, { max: 11.75 }), READ)]);
    expect(serviceFeeForYear(capped, 10_000, RATE)).toBeCloseTo(4 * 11.75, 12);
    expect(serviceFeeForYear(capped, 2_000, RATE)).toBeCloseTo(4 * 10, 12);
    expect(serviceFeeForYear(capped, 2_350, RATE)).toBeCloseTo(47, 12);
    expect(serviceFeeForYear(capped, 0, RATE)).toBe(0);
    // Brand New Day: 0,11% a quarter is 0,44% a year.
    const bnd = planOf([service('service', 'quarter', fee.percentage(0.11), READ)]);
    expect(serviceFeeForYear(bnd, 10_000, RATE)).toBeCloseTo(44, 12);
  });

  it('is named per quarter on the pages', () => {
    expect(componentLabel(service('service', 'quarter', fee.percentage(0.11), READ))).toBe(
      'Servicekosten per kwartaal, over de waarde van je portefeuille',
    );
  });
});

describe('each added provider priced in full (hand-computed)', () => {
  const cost = (id: BrokerId, profile = DEFAULT_PROFILE) => yearlyCost(TARIFFS[id], profile);

  it('the default profile: share orders not offered anywhere, holding and fund costs on € 10.000', () => {
    for (const id of ADDED) {
      expect([...cost(id).unavailable].sort(), id).toEqual(['euronext-amsterdam', 'us']);
      expect(cost(id).orders, id).toBe(0);
    }
    // Brand New Day: 4 × 0,11% × € 10.000; its own fund 0,15% TER + 0,02% transaction costs, no leakage.
    expect(cost('brand-new-day')).toMatchObject({ ownFund: true });
    expect(cost('brand-new-day').holding).toBeCloseTo(44, 12);
    expect(cost('brand-new-day').fund).toBeCloseTo(17, 12);
    expect(cost('brand-new-day').total).toBeCloseTo(61, 12);
    // Peaks: Start is the cheapest package, 12 × € 1,99 + 0,5% × € 10.000 (Compleet € 75,88, Premium € 84,88); the
    // default ETF's fund cost.
    const peaks = cost('peaks');
    expect(peaks.planName).toBe('Peaks Start');
    expect(peaks.holding).toBeCloseTo(23.88 + 50, 12);
    expect(peaks.ownFund).toBe(false);
    expect(peaks.total).toBeCloseTo(73.88 + IWDA_PCT * 100, 9);
    // Centraal Beheer: 4 × € 11,75; its own fund 0,28% (transaction costs and leakage unknown, not counted).
    expect(cost('centraal-beheer').holding).toBeCloseTo(47, 12);
    expect(cost('centraal-beheer').fund).toBeCloseTo(28, 12);
    expect(cost('centraal-beheer').fundParts.transaction).toBeNull();
    expect(cost('centraal-beheer').total).toBeCloseTo(75, 12);
    // FitVermogen: no service fee; its own fund 0,177% + 0,02% transaction costs, no leakage.
    expect(cost('fitvermogen').holding).toBe(0);
    expect(cost('fitvermogen').total).toBeCloseTo(19.7, 12);
  });

  it('buy and hold: € 250 a month, € 25.000 invested (holding costs on € 26.500)', () => {
    const buyAndHold = QUICK_PROFILES[0]!.profile;
    const at = (id: BrokerId) => cost(id, buyAndHold);
    for (const id of ADDED) expect(at(id).unavailable, id).toEqual([]);
    // Brand New Day: no purchase costs; 4 × 0,11% × € 26.500; fund 0,17% × € 26.500.
    expect(at('brand-new-day').savingsPlan).toBe(0);
    expect(at('brand-new-day').total).toBeCloseTo(116.6 + 45.05, 9);
    // Peaks: Premium is the cheapest here, 12 × € 4,99 + 0,25% × € 26.500; spread 12 × 0,05% × € 250.
    const peaks = at('peaks');
    expect(peaks.planName).toBe('Peaks Premium');
    expect(peaks.holding).toBeCloseTo(59.88 + 66.25, 9);
    expect(peaks.savingsPlan).toBeCloseTo(1.5, 12);
    expect(peaks.total).toBeCloseTo(127.63 + IWDA_PCT * 265, 9);
    // Centraal Beheer: 12 × 0,50% × € 250 purchase costs; 4 × € 11,75; fund 0,28% × € 26.500.
    expect(at('centraal-beheer').savingsPlan).toBeCloseTo(15, 12);
    expect(at('centraal-beheer').total).toBeCloseTo(15 + 47 + 74.2, 9);
    // FitVermogen: fund 0,197% × € 26.500 only.
    expect(at('fitvermogen').total).toBeCloseTo(52.205, 9);
  });

  it('every quick profile has a finite total at each added provider', () => {
    for (const { profile } of QUICK_PROFILES) {
      for (const id of ADDED) expect(Number.isFinite(cost(id, profile).total), id).toBe(true);
    }
  });
});

describe('the added providers’ data', () => {
  it('are in the list as fund houses, unrated, without affiliate links, with at least three downsides', () => {
    for (const id of ADDED) {
      expect(BROKER_LIST.find((b) => b.id === id)?.kind).toBe('index-funds');
      const { facts, profile, corrections } = HOMES[id];
      expect(facts.rating).toBeNull();
      expect(facts.affiliate).toBe(false);
      expect(profile.cons.length, id).toBeGreaterThanOrEqual(3);
      expect(profile.sources?.length, id).toBeGreaterThan(0);
      expect(corrections).toEqual([]);
    }
  });

  it('state orders, service and fund costs explicitly, every component sourced and dated', () => {
    for (const id of ADDED) {
      for (const plan of TARIFFS[id].plans) {
        const parts = new Set(plan.components.map((c) => c.part));
        for (const part of ['order', 'service', 'savings-plan'] as const)
          expect(parts.has(part), `${id} ${part}`).toBe(true);
        for (const c of plan.components) {
          expect(new URL(c.source.url).protocol).toBe('https:');
          expect(c.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(c.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          if (c.confirmed === false) expect(c.note ?? '', `${id} ${c.key}`).not.toBe('');
        }
      }
    }
  });

  it('have leaving costs: a fee or ‘niet gepubliceerd’ with the date of the check, never a silent € 0', () => {
    for (const id of ADDED) {
      const leaving = LEAVING[id];
      expect(leaving, id).toBeDefined();
      const facts = [leaving.transferOut, leaving.transferIn, leaving.fractions, leaving.route];
      for (const fact of [...facts, leaving.ownFundExit, leaving.ownFundEntry].filter((f) => f !== undefined)) {
        expect(new URL(fact.source.url).protocol).toBe('https:');
        expect(fact.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(fact.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      for (const transfer of [leaving.transferOut, leaving.transferIn]) {
        if (transfer.fee === null) expect(transfer.note ?? '', id).not.toBe('');
      }
    }
  });
});
