// What switching costs once and how many months of lower yearly cost earn it back (src/lib/costs/switching.ts),
// computed by hand; and every provider's leaving costs are sourced and dated, a missing fee null, never € 0.
import { describe, expect, it } from 'vitest';
import { BROKER_IDS, BROKER_LIST, type BrokerId } from '../../src/data/brokerList';
import { TARIFFS } from '../../src/data/providers/index';
import type { LeavingCosts, LeavingReading, TransferFee } from '../../src/data/providers/leaving';
import { LEAVING } from '../../src/data/providers/leavingIndex';
import { fee } from '../../src/data/providers/types';
import { keepDefaults } from '../../src/lib/costs/keepOptions';
import { DEFAULT_PROFILE, SWITCH_DEFAULTS } from '../../src/lib/costs/profile';
import { costStateFromQuery, costStateToQuery } from '../../src/lib/query/costs';
import { monthsToEarnBack, switchingCost, type SwitchSide } from '../../src/lib/costs/switching';
import { EXAMPLE_POSITIONS, switchBetween } from '../../src/lib/costs/switchingSides';
import { leavingFacts, switchWords } from '../../src/lib/costs/switchingWords';
import { normalizeSpaces } from '../../src/lib/format';

const read: LeavingReading = {
  source: { title: 'Test', url: 'https://example.nl/tarieven' },
  checked: '2026-11-28',
  validFrom: '2026-01-01',
};
const transfer = (node: TransferFee['fee'], per: TransferFee['per'] = 'position'): TransferFee => ({
  ...read,
  fee: node,
  per,
});
const leaving = (over: Partial<LeavingCosts> = {}): LeavingCosts => ({
  transferOut: transfer(fee.flat(0)),
  transferIn: transfer(fee.flat(0)),
  fractions: { ...read, rule: 'no-fractions' },
  route: { ...read, how: 'dacsi' },
  ...over,
});
const side = (over: Partial<SwitchSide> = {}): SwitchSide => ({
  leaving: leaving(),
  yearly: 100,
  orderCost: 3,
  fractionOrderCost: 1,
  ...over,
});
const base = { positions: 4, portfolioEur: 20_000, usdPerEur: 1.1 };

describe('the one-off cost of switching', () => {
  it('adds the outgoing fee per position, the incoming fee per transfer and the sold fractions', () => {
    const cost = switchingCost({
      ...base,
      from: side({
        yearly: 120,
        fractionOrderCost: 1.5,
        leaving: leaving({
          transferOut: transfer(fee.flat(12.5)),
          fractions: { ...read, rule: 'sold' },
        }),
      }),
      to: side({ yearly: 60, leaving: leaving({ transferIn: transfer(fee.flat(25), 'transfer') }) }),
    });
    // 4 × 12,50 out + 25 in once + 4 × 1,50 for the fractions = 50 + 25 + 6 = 81.
    expect(cost.oneOff).toBeCloseTo(81, 10);
    expect(cost.missing).toEqual([]);
    expect(cost.sellAndBuy).toBe(false);
    // Saving 60 a year = 5 a month: 81 / 5 = 16,2 → 17 months.
    expect(cost.yearlySaving).toBe(60);
    expect(cost.monthsToEarnBack).toBe(17);
  });

  it('prices a percentage per position on one position’s value', () => {
    const cost = switchingCost({
      ...base,
      from: side({ leaving: leaving({ transferOut: transfer(fee.percentage(0.1, { min: 10 })) }) }),
      to: side({ yearly: 40 }),
    });
    // One position: 20 000 / 4 = 5 000; 0,1% = 5, minimum 10 → 10 per position, 40 in all.
    expect(cost.oneOff).toBeCloseTo(40, 10);
    // 60 a year = 5 a month: 40 / 5 = 8 months exactly.
    expect(cost.monthsToEarnBack).toBe(8);
  });

  it('says minstens and names the parts not published', () => {
    const cost = switchingCost({
      ...base,
      from: side({ leaving: leaving({ transferOut: transfer(null), fractions: { ...read, rule: null } }) }),
      to: side({ yearly: 40, leaving: leaving({ transferIn: transfer(fee.flat(5), 'transfer') }) }),
    });
    expect(cost.oneOff).toBe(5);
    expect(cost.missing).toEqual(['transfer-out', 'fractions']);
  });

  it('where a transfer is not offered, prices selling at the current provider and buying at the target', () => {
    const cost = switchingCost({
      ...base,
      from: side({ orderCost: 2, leaving: leaving({ transferOut: transfer(fee.flat(99)) }) }),
      to: side({
        yearly: 88,
        orderCost: 0,
        leaving: leaving({
          route: { ...read, how: 'not-offered' },
          transferIn: transfer(fee.notOffered, 'transfer'),
          ownFundEntry: { ...read, fee: fee.percentage(0.25) },
        }),
      }),
    });
    // 4 sales × 2 + 4 purchases × 0 + 0,25% of 20 000 = 8 + 0 + 50 = 58; no transfer fee counted.
    expect(cost.sellAndBuy).toBe(true);
    expect(cost.oneOff).toBeCloseTo(58, 10);
    // 12 a year = 1 a month: 58 months.
    expect(cost.monthsToEarnBack).toBe(58);
  });

  it('buying at a fund house without orders costs its entry cost, not a missing order price', () => {
    const cost = switchingCost({
      ...base,
      from: side({ orderCost: 2 }),
      to: side({
        orderCost: null,
        leaving: leaving({
          route: { ...read, how: 'not-offered' },
          ownFundEntry: { ...read, fee: fee.percentage(0.25) },
        }),
      }),
    });
    // 4 sales × 2 + 0,25% of 20 000 = 8 + 50 = 58, nothing missing.
    expect(cost.oneOff).toBeCloseTo(58, 10);
    expect(cost.missing).toEqual([]);
  });

  it('a sale or purchase that is not priced is named missing', () => {
    const cost = switchingCost({
      ...base,
      from: side({ orderCost: null, leaving: leaving({ route: { ...read, how: 'not-offered' } }) }),
      to: side({ orderCost: 1 }),
    });
    expect(cost.oneOff).toBe(4);
    expect(cost.missing).toEqual(['sale']);
  });

  it('counts an own-fund exit fee on the portfolio', () => {
    const cost = switchingCost({
      ...base,
      from: side({ leaving: leaving({ ownFundExit: { ...read, fee: fee.percentage(1) } }) }),
      to: side(),
    });
    expect(cost.oneOff).toBeCloseTo(200, 10);
  });

  it('a dearer or equally dear target is never earned back', () => {
    const dearer = switchingCost({ ...base, from: side({ yearly: 50 }), to: side({ yearly: 80 }) });
    expect(dearer.monthsToEarnBack).toBeNull();
    expect(dearer.yearlySaving).toBe(-30);
    expect(switchingCost({ ...base, from: side(), to: side() }).monthsToEarnBack).toBeNull();
  });

  it('months to earn back: nothing to pay back is 0 months, a part month counts as a month', () => {
    expect(monthsToEarnBack(0, 12)).toBe(0);
    expect(monthsToEarnBack(12, 12)).toBe(12);
    expect(monthsToEarnBack(12.01, 12)).toBe(13);
    expect(monthsToEarnBack(10, 0)).toBeNull();
  });
});

describe('every provider’s leaving costs are sourced and dated', () => {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  it.each(BROKER_IDS)('%s', (id) => {
    const costs = LEAVING[id];
    expect(costs, `${id} has no leaving costs`).toBeDefined();
    const facts: LeavingReading[] = [costs.transferOut, costs.transferIn, costs.fractions, costs.route];
    if (costs.ownFundExit) facts.push(costs.ownFundExit);
    if (costs.ownFundEntry) facts.push(costs.ownFundEntry);
    for (const fact of facts) {
      expect(fact.source.url).toMatch(/^https:\/\//);
      expect(fact.source.title.length).toBeGreaterThan(0);
      expect(fact.checked).toMatch(iso);
      expect(fact.validFrom).toMatch(iso);
    }
    // A transfer not offered is the route's word, not a fee of € 0.
    if (costs.route.how === 'not-offered') expect(costs.transferOut.fee).not.toEqual(fee.flat(0));
  });
});

describe('switching between the compared providers, in words', () => {
  const home = (id: BrokerId) => ({ tariff: TARIFFS[id], leaving: LEAVING[id] });
  const name = (id: BrokerId) => BROKER_LIST.find((b) => b.id === id)?.name ?? id;

  it('every ordered pair has a finite one-off cost; parts not published make it minstens, named', () => {
    for (const from of BROKER_IDS) {
      for (const to of BROKER_IDS) {
        if (from === to) continue;
        const { cost, comparable } = switchBetween(home(from), home(to), DEFAULT_PROFILE, EXAMPLE_POSITIONS);
        expect(Number.isFinite(cost.oneOff) && cost.oneOff >= 0, `${from} → ${to}`).toBe(true);
        const words = switchWords(cost, name(from), name(to), comparable);
        expect(words.line.includes('minstens')).toBe(cost.missing.length > 0);
        expect(words.missing !== null).toBe(cost.missing.length > 0);
      }
    }
  });

  it('a provider that transfers no securities is priced as selling there and buying at the target, and says so', () => {
    const out = BROKER_IDS.find((id) => LEAVING[id].route.how === 'not-offered');
    const other = BROKER_IDS.find((id) => LEAVING[id].route.how !== 'not-offered');
    expect(out && other).toBeTruthy();
    if (!out || !other) return;
    const { cost } = switchBetween(home(out), home(other), DEFAULT_PROFILE, EXAMPLE_POSITIONS);
    expect(cost.sellAndBuy).toBe(true);
    expect(switchWords(cost, name(out), name(other)).sellAndBuy).toContain('verkopen bij');
  });

  it('a dearer target reads ‘verdien je niet terug’', () => {
    const cost = switchingCost({ ...base, from: side({ yearly: 10 }), to: side({ yearly: 20 }) });
    expect(normalizeSpaces(switchWords(cost, 'A', 'B').line)).toBe(
      'Van A naar B: € 0,00 eenmalig; verdien je niet terug.',
    );
  });

  it('a fee not published reads ‘niet gepubliceerd’ with the date of the check, never € 0', () => {
    const facts = leavingFacts(leaving({ transferOut: transfer(null) }), 'X');
    const out = facts.find((f) => f.key === 'transfer-out');
    expect(out?.value).toBe('niet gepubliceerd (gecontroleerd op 28 november 2026)');
    for (const id of BROKER_IDS) {
      for (const f of leavingFacts(LEAVING[id], name(id))) {
        expect(normalizeSpaces(f.value)).not.toMatch(/€ ?0,00/);
        expect(f.dates).toMatch(/gecontroleerd op \d+ \w+ \d{4}/);
      }
    }
  });
});

describe("'Waar beleg je nu?' in the URL", () => {
  const options = keepDefaults(0.2);
  it('writes nu and posities only when a provider is set, and reads them back', () => {
    const none = { ...DEFAULT_PROFILE, ...options, ...SWITCH_DEFAULTS };
    expect(costStateToQuery(none)).not.toContain('nu=');
    const set = { ...none, from: BROKER_IDS[0] ?? '', positions: 12 };
    const query = costStateToQuery(set);
    expect(query).toContain(`nu=${set.from}&posities=12`);
    expect(costStateFromQuery(query, options)).toEqual(set);
  });
  it('an unknown provider is nergens, bad positions are clamped', () => {
    expect(costStateFromQuery('nu=%3Cscript%3E&posities=-4', options)).toMatchObject({ from: '', positions: 0 });
    expect(costStateFromQuery(`nu=${BROKER_IDS[1] ?? ''}&posities=99999`, options)).toMatchObject({ positions: 1000 });
  });
});
