// The broker fee kinds Lightyear, XTB, Revolut and eToro need (free orders up to a monthly volume or a monthly number,
// an inactivity fee, a withdrawal fee, a daily custody percentage), each against a figure worked out by hand from
// the provider's page as its home records it, and the four providers priced in full for the default profile and the
// quick profiles. Dollar amounts at the reference rate, 1 EUR = 1.10 USD.
import { describe, expect, it } from 'vitest';
import { BROKER_LIST } from '../../src/data/brokerList';
import { TARIFFS } from '../../src/data/fees';
import { LEAVING } from '../../src/data/providers/leavingIndex';
import type { TariffPlan } from '../../src/data/providers/types';
import { FX_NOT_FOUND, fee, inactivity, order, service, undatedPage, withdrawal } from '../../src/data/providers/types';
import {
  componentLine,
  DEFAULT_PROFILE,
  describeTariff,
  orderCost,
  QUICK_PROFILES,
  rankBrokers,
  serviceFeeForYear,
  yearlyCost,
  type CostProfile,
} from '../../src/lib/costs';
import { allowanceOrderFees, chargedShare, inactivityFeesForYear } from '../../src/lib/costs/allowances';
import { normalizeSpaces } from '../../src/lib/format';

const RATE = 1.1;
const NEW_BROKERS = ['lightyear', 'xtb', 'revolut', 'etoro'] as const;
const reading = undatedPage({ title: 'Test', url: 'https://example.org/' }, '2026-11-28');
const onePlan = (components: TariffPlan['components']): TariffPlan => ({ id: 'p', name: '', components });
/** No orders, no plan: a reader who only holds. */
const IDLE: CostProfile = { ...DEFAULT_PROFILE, euronextOrders: 0, usOrders: 0 };

describe('free orders up to a monthly volume (XTB: 0% up to € 100.000 a month, 0,2% above)', () => {
  const xtb = TARIFFS.xtb.plans[0]!;

  it('charges nothing while a month stays within the volume, and the part beyond it above', () => {
    expect(chargedShare(50_000, 100_000)).toBe(0);
    expect(chargedShare(100_000, 100_000)).toBe(0);
    // 150.000 a month, 100.000 free: a third of the month's orders pay.
    expect(chargedShare(150_000, 100_000)).toBeCloseTo(1 / 3, 12);
  });

  it('prices a single order within the volume at € 0 and one beyond it at 0,2%', () => {
    expect(orderCost(xtb, 'euronext-amsterdam', { valueEur: 5_000, usdPerEur: RATE })).toBe(0);
    // One order of € 150.000 exceeds the month's volume by itself: 0,2% × 150.000 = € 300.
    expect(orderCost(xtb, 'euronext-amsterdam', { valueEur: 150_000, usdPerEur: RATE })).toBeCloseTo(300, 9);
  });

  it('spreads a year’s orders over its months: 240 orders of € 10.000 a year pay on the part above € 100.000 a month', () => {
    const profile: CostProfile = { ...DEFAULT_PROFILE, euronextOrders: 240, usOrders: 0, orderAmountEur: 10_000 };
    // 20 orders a month = € 200.000; € 100.000 free, so half of them pay 0,2% × € 10.000 = € 20: 240 × € 20 × ½ = € 2.400.
    expect(yearlyCost(TARIFFS.xtb, profile).orders).toBeCloseTo(2_400, 9);
    // The default profile (8 orders of € 1.000 a year) stays far below: no commission.
    expect(yearlyCost(TARIFFS.xtb, DEFAULT_PROFILE).orders).toBe(0);
  });

  it('counts rows without an allowance nowhere (they are priced one by one)', () => {
    const plain = order('order', ['xetra'], fee.flat(5), reading);
    expect(allowanceOrderFees([{ count: 10, basis: { valueEur: 1_000, usdPerEur: RATE }, component: plain }])).toBe(0);
  });
});

describe('a monthly allowance of free orders by plan (Revolut: Standard 1, Premium 5, Metal 10 a month, then 0,25%)', () => {
  it('spreads the year’s orders over its months and charges the ones beyond the allowance', () => {
    // 36 orders of € 1.000 a year = 3 a month; Standard's 1 is free, 2 pay 0,25% × € 1.000 = € 2,50: 24 × € 2,50 = € 60.
    const profile: CostProfile = { ...DEFAULT_PROFILE, euronextOrders: 24, usOrders: 12 };
    const standard = TARIFFS.revolut.plans.find((p) => p.id === 'standard')!;
    const premium = TARIFFS.revolut.plans.find((p) => p.id === 'premium')!;
    const cost = yearlyCost({ ...TARIFFS.revolut, plans: [standard] }, profile);
    expect(cost.orders).toBeCloseTo(60, 9);
    // Premium: 5 free a month covers the 3; its € 8,99 a month (€ 107,88 a year) is the cost instead.
    const premiumCost = yearlyCost({ ...TARIFFS.revolut, plans: [premium] }, profile);
    expect(premiumCost.orders).toBe(0);
    expect(premiumCost.holding).toBeCloseTo(107.88, 9);
    // The cheaper plan for this reader is Standard, shown by name.
    expect(yearlyCost(TARIFFS.revolut, profile).planName).toBe('Revolut Standard');
  });

  it('prices a single order at the fee (the month’s other orders are unknown) and names the allowance in words', () => {
    const standard = TARIFFS.revolut.plans[0]!;
    expect(orderCost(standard, 'us', { valueEur: 1_000, usdPerEur: RATE })).toBeCloseTo(2.5, 12);
    const line = describeTariff(TARIFFS.revolut)[0]!.lines.find((l) => l.key === 'order')!;
    expect(line.label).toContain('de eerste 1 per maand gratis');
  });
});

describe('an inactivity fee (XTB € 10, eToro $ 10 a month after 12 idle months)', () => {
  it('charges twelve months for a reader without orders or plan, nothing for an active one', () => {
    // eToro: 12 × $ 10 ÷ 1,10 = € 109,09.
    expect(yearlyCost(TARIFFS.etoro, IDLE).holding).toBeCloseTo(120 / RATE, 9);
    expect(yearlyCost(TARIFFS.etoro, { ...IDLE, usOrders: 1 }).holding).toBe(0);
    expect(yearlyCost(TARIFFS.etoro, { ...IDLE, monthlyEtfEur: 50 }).holding).toBe(0);
  });

  it('counts holding as activity where the provider does (XTB): only an empty idle account pays', () => {
    expect(yearlyCost(TARIFFS.xtb, IDLE).holding).toBe(0);
    expect(yearlyCost(TARIFFS.xtb, { ...IDLE, portfolioEur: 0 }).holding).toBe(120);
    const plan = onePlan([inactivity(fee.flat(10), 12, reading, { holdingIsActivity: true })]);
    expect(inactivityFeesForYear(plan, { ordersPerYear: 0, monthlyPlanEur: 0, holdingEur: 5_000 }, RATE)).toBe(0);
    expect(inactivityFeesForYear(plan, { ordersPerYear: 0, monthlyPlanEur: 0, holdingEur: 0 }, RATE)).toBe(120);
  });

  it('describes it with its waiting time', () => {
    const line = componentLine(inactivity(fee.flat(10), 12, reading, { holdingIsActivity: true }));
    expect(line.label).toBe(
      'Inactiviteitskosten per maand, na 12 maanden zonder activiteit (bezit van aandelen of ETF’s telt als activiteit)',
    );
    expect(normalizeSpaces(line.text)).toContain('€ 10,00');
  });
});

describe('a withdrawal fee (eToro: $ 5 from a dollar account)', () => {
  it('is priced per withdrawal and shown, but a profile that withdraws nothing pays none of it', () => {
    const line = describeTariff(TARIFFS.etoro)[0]!.lines.find((l) => l.key === 'withdrawal')!;
    expect(line.label).toBe('Opnemen naar je bankrekening, per opname');
    expect(line.text).toContain('$');
    const plan = onePlan([withdrawal(fee.flat(5, 'USD'), reading)]);
    expect(yearlyCost({ broker: 'etoro', plans: [plan] }, DEFAULT_PROFILE).total).toBe(
      yearlyCost({ broker: 'etoro', plans: [onePlan([])] }, DEFAULT_PROFILE).total,
    );
  });
});

describe('a daily custody percentage (Freedom24’s kind)', () => {
  it('counts 365 days a year: 0,001% a day on € 10.000 is € 36,50 a year', () => {
    const plan = onePlan([service('custody', 'day', fee.percentage(0.001), reading)]);
    expect(serviceFeeForYear(plan, 10_000, RATE)).toBeCloseTo(36.5, 9);
    expect(componentLine(plan.components[0]!).label).toBe('Bewaarkosten per dag, over de waarde van je portefeuille');
  });
});

describe('Lightyear, XTB, Revolut and eToro priced in full', () => {
  const degiroFund = yearlyCost(TARIFFS.degiro, DEFAULT_PROFILE).fund;

  it('prices the default profile (6 Euronext and 2 US share orders of € 1.000, € 10.000 held) by hand', () => {
    const cost = (id: (typeof NEW_BROKERS)[number]) => yearlyCost(TARIFFS[id], DEFAULT_PROFILE);
    // Lightyear: 6 × € 1 + 2 × min(0,1% × $ 1.100, $ 1) ÷ 1,10; conversion 2 × 0,35% × € 1.000.
    expect(cost('lightyear').orders).toBeCloseTo(6 + 2 / RATE, 12);
    expect(cost('lightyear').fx).toBeCloseTo(7, 12);
    // XTB: no commission below € 100.000 a month; conversion 2 × 0,5% × € 1.000.
    expect(cost('xtb').orders).toBe(0);
    expect(cost('xtb').fx).toBeCloseTo(10, 12);
    // Revolut Standard: 8 orders a year is less than 1 a month, all free; no subscription.
    expect(cost('revolut').orders).toBe(0);
    expect(cost('revolut').holding).toBe(0);
    expect(cost('revolut').planName).toBe('Revolut Standard');
    // eToro: 8 share orders × $ 2 ÷ 1,10 (the dearer of $ 1 or $ 2).
    expect(cost('etoro').orders).toBeCloseTo(16 / RATE, 12);
    for (const id of NEW_BROKERS) {
      const c = cost(id);
      expect(c.unavailable, id).toEqual([]);
      expect(c.deposits, id).toBe(0);
      expect(c.connectivity, id).toBe(0);
      // The fund cost is the reader's ETF's, as at every broker.
      expect(c.fund, id).toBeCloseTo(degiroFund, 12);
      expect(c.total, id).toBeCloseTo(c.orders + c.fx + c.savingsPlan + c.holding + c.fund, 12);
    }
  });

  it.each(QUICK_PROFILES.map((q) => [q.label, q.profile] as const))(
    'prices the quick profile %s at every new provider, with every market of it offered',
    (_, profile) => {
      for (const id of NEW_BROKERS) {
        const c = yearlyCost(TARIFFS[id], profile);
        expect(c.unavailable, id).toEqual([]);
        expect(Number.isFinite(c.total), id).toBe(true);
        // A monthly ETF plan costs nothing at any of them (a free ETF order or plan, or XTB within its volume).
        expect(c.savingsPlan, id).toBe(0);
      }
    },
  );

  it('ranks them among all providers by the same yearly cost', () => {
    const ranked = rankBrokers(DEFAULT_PROFILE);
    for (const id of NEW_BROKERS)
      expect(ranked.find((r) => r.id === id)!.cost.total).toBe(yearlyCost(TARIFFS[id], DEFAULT_PROFILE).total);
  });
});

describe('the new providers’ data', () => {
  it('are online brokers in the list, each with a tariff and leaving costs', () => {
    for (const id of NEW_BROKERS) {
      expect(BROKER_LIST.find((b) => b.id === id)?.kind).toBe('online-broker');
      expect(TARIFFS[id].broker).toBe(id);
      expect(LEAVING[id], id).toBeDefined();
    }
  });

  it('date and source every leaving-cost fact; a fee not published is null with a note, never € 0', () => {
    for (const id of NEW_BROKERS) {
      const leaving = LEAVING[id];
      for (const fact of [leaving.transferOut, leaving.transferIn, leaving.fractions, leaving.route]) {
        expect(fact.source.url, id).toMatch(/^https:\/\//);
        expect(fact.checked, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(fact.validFrom, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      for (const transfer of [leaving.transferOut, leaving.transferIn]) {
        if (transfer.fee === null) expect(transfer.note ?? '', id).not.toBe('');
        else expect(transfer.fee.kind === 'flat' && transfer.fee.amount === 0 && !transfer.note, id).toBe(false);
      }
    }
  });

  it('Lightyear takes transfers in for free (its own help page), whole shares of at least $ 1.000 a position', () => {
    const incoming = LEAVING.lightyear.transferIn;
    expect(incoming.fee).toEqual(fee.free);
    expect(incoming.source.url).toBe('https://lightyear.com/eu/help/trading-and-investments/stock-transfer');
    expect(incoming.note).toContain('$ 1.000');
    expect(incoming.confirmed).toBe(false);
    // Its way out is still unpublished: never € 0.
    expect(LEAVING.lightyear.transferOut.fee).toBeNull();
  });

  it('state every usual part: orders per market, conversion, service or custody', () => {
    for (const id of NEW_BROKERS) {
      for (const plan of TARIFFS[id].plans) {
        const parts = new Set(plan.components.map((c) => c.part));
        for (const part of ['order', 'order-fx', 'service'] as const)
          expect(parts.has(part), `${id} ${part}`).toBe(true);
      }
    }
  });
});

describe('a conversion whose cost no source states (Revolut): onbekend, never shown as € 0', () => {
  const usOnly: CostProfile = { ...DEFAULT_PROFILE, euronextOrders: 0, usOrders: 12, monthlyEtfEur: 0 };
  const nlOnly: CostProfile = { ...DEFAULT_PROFILE, euronextOrders: 12, usOrders: 0, monthlyEtfEur: 0 };

  it('says so on the provider’s page: the line reads ‘onbekend, niet meegeteld’ with what was read', () => {
    for (const { lines } of describeTariff(TARIFFS.revolut)) {
      const line = lines.find((l) => l.key === 'order-fx')!;
      expect(line.text.startsWith('onbekend, niet meegeteld')).toBe(true);
      expect(line.text).not.toContain('€ 0,00');
      expect(line.source.url).toMatch(/^https:\/\/help\.revolut\.com\//);
      expect(line.confirmed).toBe(false);
    }
  });

  it('counts nothing for it but marks the result of a profile with dollar orders, and only that one', () => {
    const us = yearlyCost(TARIFFS.revolut, usOnly);
    expect(us.fx).toBe(0);
    expect(us.fxUnknown).toBe(true);
    expect(yearlyCost(TARIFFS.revolut, nlOnly).fxUnknown).toBeUndefined();
    // A provider whose conversion is priced is never marked.
    expect(yearlyCost(TARIFFS['trading-212'], usOnly).fxUnknown).toBeUndefined();
  });

  it('holds for every provider whose source names no conversion cost (Revolut, eToro, LYNX and the banks)', () => {
    const unpriced = Object.values(TARIFFS).flatMap((tariff) =>
      tariff.plans.flatMap((plan) =>
        plan.components.filter((c) => c.part === 'order-fx' && c.notFound === true).map(() => tariff.broker),
      ),
    );
    expect([...new Set(unpriced)].sort()).toEqual(['abn-amro', 'etoro', 'ing', 'lynx', 'rabobank', 'revolut']);
    // No conversion is € 0 only because it was not found: a free one carries neither the flag nor that note.
    for (const tariff of Object.values(TARIFFS))
      for (const plan of tariff.plans)
        for (const c of plan.components)
          if (c.part === 'order-fx' && c.note === FX_NOT_FOUND) expect(c.notFound, tariff.broker).toBe(true);
  });

  it('marks Revolut wherever it ranks for the quick profiles with dollar orders', () => {
    for (const quick of QUICK_PROFILES) {
      const revolut = rankBrokers(quick.profile).find((r) => r.id === 'revolut')!;
      expect(revolut.cost.fxUnknown === true).toBe(quick.profile.usOrders > 0);
    }
  });
});
