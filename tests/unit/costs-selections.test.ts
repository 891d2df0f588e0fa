// The providers' selections as dated data: whether the reader's ETF (picked, or the default ETF the fund costs assume)
// is in each provider's selection, how that prices its orders and plan, what the result says, and when the box
// 'in de gratis of kernselectie' counts. Figures are worked out from the providers' data (their homes name the sources).
import { describe, expect, it } from 'vitest';
import { BROKER_IDS, TARIFFS } from '../../src/data/fees';
import type { BrokerTariff, SelectionMembership } from '../../src/data/providers/types';
import {
  DEFAULT_ETF,
  DEFAULT_PROFILE,
  rankBrokers,
  selectionMembership,
  selectionStates,
  yearlyCost,
  type CostProfile,
} from '../../src/lib/costs';
import { compactTariff } from '../../src/lib/costs/compact';
import { selectionBoxCounts } from '../../src/lib/costs/selectionBox';

const IWDA = 'IE00B4L5Y983'; // iShares Core MSCI World
const SPDR_WORLD = 'IE00BFY0GT14'; // SPDR MSCI World: no big issuer at Scalable, not in DEGIRO's copied list

/** € 25.000 held, 12 ETF buys of € 500 a year on Euronext Amsterdam (the audit's profile B). */
const B: CostProfile = {
  ...DEFAULT_PROFILE,
  euronextOrders: 0,
  usOrders: 0,
  portfolioEur: 25_000,
  euronextEtfOrders: 12,
  orderAmountEur: 500,
};
const picked = (isin: string, box = 0): CostProfile => ({ ...B, etfIsin: isin, etfInCore: box });

describe('membership by ISIN: in, out, or unknown where the list is partial', () => {
  const membership = (partial: boolean): SelectionMembership => ({
    selection: 'testselectie',
    isins: [IWDA],
    ...(partial ? { partial: true } : {}),
    source: { title: 'test', url: 'https://example.org' },
    checked: '2026-01-01',
    validFrom: '2026-01-01',
  });
  const tariff = (partial: boolean): Pick<BrokerTariff, 'selections'> => ({ selections: [membership(partial)] });

  it('a listed ISIN is in; an unlisted one is out of a whole list, unknown in a partial one', () => {
    expect(selectionStates(tariff(false), IWDA, '2026-06-01')[0]?.status).toBe('in');
    expect(selectionStates(tariff(false), SPDR_WORLD, '2026-06-01')[0]?.status).toBe('out');
    expect(selectionStates(tariff(true), SPDR_WORLD, '2026-06-01')[0]?.status).toBe('unknown');
    // Before the list holds, no state: a selection without a list on the date is unknown to the pricing.
    expect(selectionStates(tariff(false), IWDA, '2025-12-31')).toEqual([]);
  });

  it('the box decides only where the status is unknown', () => {
    for (const box of [false, true]) {
      expect(selectionMembership(tariff(false), IWDA, box, '2026-06-01')('testselectie')).toBe(true);
      expect(selectionMembership(tariff(false), SPDR_WORLD, box, '2026-06-01')('testselectie')).toBe(false);
      expect(selectionMembership(tariff(true), SPDR_WORLD, box, '2026-06-01')('testselectie')).toBe(box);
      expect(selectionMembership(tariff(false), IWDA, box, '2025-12-31')('testselectie')).toBe(box);
    }
  });
});

describe('IWDA picked, per provider', () => {
  it('DEGIRO: in the kernselectie, priced at the costlier reading of where the core price holds, and says where', () => {
    const cost = yearlyCost(TARIFFS.degiro, picked(IWDA));
    expect(cost.selection).toMatchObject({ selection: 'kernselectie', status: 'in' });
    expect(cost.selection?.where).toMatch(/Tradegate/);
    expect(cost.selection?.where).toMatch(/2023/);
    // 2023 overview: only the € 1 handling fee on the core listing; 2026 reading: core price on Tradegate only. The
    // costlier counts on Euronext Amsterdam: 12 × (€ 2 + € 1).
    expect(cost.orders).toBe(36);
    const core = TARIFFS.degiro.plans[0]!.components.find((c) => c.key === 'order-etf-core')!;
    expect(core.readings?.length).toBe(1);
    expect(core.readings?.[0]?.note).toMatch(/Tradegate/);
  });

  it('ABN AMRO: its Basic list could not be read: unknown, and the box decides (free, or € 5 + 0,05%)', () => {
    expect(yearlyCost(TARIFFS['abn-amro'], picked(IWDA)).selection).toMatchObject({ status: 'unknown' });
    expect(yearlyCost(TARIFFS['abn-amro'], picked(IWDA, 1)).orders).toBe(0);
    expect(yearlyCost(TARIFFS['abn-amro'], picked(IWDA, 0)).orders).toBeCloseTo(12 * 5.25, 9);
  });

  it('Saxo: AutoInvest’s list is not published: unknown, the box decides the monthly plan', () => {
    const plan = (box: number) => yearlyCost(TARIFFS.saxo, { ...picked(IWDA, box), monthlyEtfEur: 250 });
    expect(plan(1).selection).toMatchObject({ selection: 'AutoInvest-selectie', status: 'unknown' });
    expect(plan(1).savingsPlan).toBe(0);
    expect(plan(0).savingsPlan).toBeGreaterThan(0);
  });

  it('Scalable: iShares is a big issuer on EIX, free from € 250; SPDR is not in the selection, and the box cannot change that', () => {
    expect(yearlyCost(TARIFFS['scalable-capital'], picked(IWDA)).selection).toMatchObject({ status: 'in' });
    expect(yearlyCost(TARIFFS['scalable-capital'], picked(IWDA)).orders).toBe(0);
    const spdr = yearlyCost(TARIFFS['scalable-capital'], picked(SPDR_WORLD, 1));
    expect(spdr.selection).toMatchObject({ status: 'out' });
    expect(spdr.orders).toBeCloseTo(12 * 0.99, 9);
  });

  it('a fund no list names (SPDR World) is unknown at DEGIRO, ABN AMRO and Saxo: their own lists could not be read', () => {
    // The lists stay partial until the providers' own lists are read: an unnamed ETF is never 'niet in de selectie'.
    for (const id of ['degiro', 'abn-amro', 'saxo'] as const) {
      const [membership] = TARIFFS[id].selections ?? [];
      expect(membership?.partial, id).toBe(true);
      expect(membership?.isins, id).not.toContain(SPDR_WORLD);
      expect(yearlyCost(TARIFFS[id], picked(SPDR_WORLD)).selection, id).toMatchObject({ status: 'unknown' });
    }
    // So the box decides: at ABN AMRO free Basic orders, or € 5 + 0,05% each.
    expect(yearlyCost(TARIFFS['abn-amro'], picked(SPDR_WORLD, 1)).orders).toBe(0);
    expect(yearlyCost(TARIFFS['abn-amro'], picked(SPDR_WORLD, 0)).orders).toBeCloseTo(12 * 5.25, 9);
    // At DEGIRO the costlier reading of where the core price holds (Tradegate only) keeps € 2 + € 1 on Amsterdam.
    expect(yearlyCost(TARIFFS.degiro, picked(SPDR_WORLD, 1)).orders).toBe(36);
  });

  it('providers without a selection show none', () => {
    for (const id of ['ing', 'meesman', 'trade-republic'] as const) {
      expect(yearlyCost(TARIFFS[id], picked(IWDA)).selection).toBeNull();
    }
  });
});

describe('the default profile is one ETF throughout', () => {
  it('with no ETF picked, every provider prices the default ETF’s memberships, Scalable’s big-issuer rule included', () => {
    expect(DEFAULT_ETF.isin).toBe(IWDA);
    for (const box of [0, 1]) {
      for (const id of BROKER_IDS) {
        const none = yearlyCost(TARIFFS[id], { ...B, etfInCore: box });
        const iwda = yearlyCost(TARIFFS[id], picked(IWDA, box));
        expect(none, `${id} box ${box}`).toEqual(iwda);
      }
    }
    // Before: no ETF picked meant no selection at Scalable, 12 × € 0,99 while the fund costs assumed IWDA.
    expect(yearlyCost(TARIFFS['scalable-capital'], B).orders).toBe(0);
  });
});

describe('the box is usable only where it counts', () => {
  it('usable while some provider’s status is unknown (or the ranking loads), not when every list answers', () => {
    expect(selectionBoxCounts(null)).toBe(true);
    expect(selectionBoxCounts(rankBrokers(picked(IWDA)))).toBe(true); // ABN AMRO and Saxo: unknown
    const known = rankBrokers(picked(IWDA)).map((r) => ({
      cost: { selection: r.cost.selection && { ...r.cost.selection, status: 'out' as const } },
    }));
    expect(selectionBoxCounts(known)).toBe(false);
    expect(selectionBoxCounts([{ cost: { selection: null } }])).toBe(false);
  });
});

describe('the cost tool’s copy of the memberships', () => {
  it('keeps the ISINs, the partial flag and where the price holds, without the words the arithmetic never reads', () => {
    const [core] = compactTariff(TARIFFS.degiro).selections ?? [];
    expect(core?.isins).toContain(IWDA);
    expect(core?.partial).toBe(true);
    expect(core?.where).toMatch(/Tradegate/);
    expect(core?.note).toBeUndefined();
    expect(core?.source.url).toBe('');
  });
});
