// The providers follow from the broker list: pairs, counts and texts; and a provider that does not offer
// a market is never priced or ranked at € 0 for it ('niet beschikbaar').
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROKER_COUNT, BROKER_IDS, BROKER_LIST, PROVIDER_KINDS } from '../../src/data/brokerList';
import { BROKER_PROFILES, BROKERS } from '../../src/data/brokers';
import { ALL_MARKETS, TARIFFS, type MarketId } from '../../src/data/fees';
import { BROKER_PAIR_PATHS, ROUTES } from '../../src/data/routes';
import { t } from '../../src/i18n';
import { BROKER_TEXT_VALUES, sortBrokers } from '../../src/lib/brokers';
import {
  brokerPairs,
  cheapestOrderCost,
  DEFAULT_PROFILE,
  pairCosts,
  pairsWith,
  QUICK_PROFILES,
  rankBrokers,
  yearlyCost,
  type CostProfile,
} from '../../src/lib/costs';
import { formatCountWord } from '../../src/lib/format';

/** The markets a provider prices (some plan has an order component for it that is not 'not-offered'). */
const offers = (id: (typeof BROKER_IDS)[number], market: MarketId) =>
  cheapestOrderCost(TARIFFS[id].plans, market, { valueEur: 1000, shares: 10, usdPerEur: 1.1 }) !== null;

describe('the providers follow the broker list', () => {
  it('has at least twelve providers, each with facts, a profile and a tariff, in the list’s order', () => {
    expect(BROKER_COUNT).toBeGreaterThanOrEqual(12);
    expect(BROKERS.map((b) => b.id)).toEqual(BROKER_IDS);
    for (const id of BROKER_IDS) {
      expect(BROKER_PROFILES[id].pros.length).toBeGreaterThan(0);
      expect(BROKER_PROFILES[id].cons.length).toBeGreaterThan(0);
      expect(TARIFFS[id].broker).toBe(id);
    }
  });

  it('has a page per provider and a pair page per two providers, no more and no fewer', () => {
    const brokerPages = ROUTES.filter((r) => /^\/brokers\/[^/]+$/.test(r.path)).map((r) => r.path);
    expect(brokerPages.sort()).toEqual(BROKER_IDS.map((id) => `/brokers/${id}`).sort());
    const n = BROKER_COUNT;
    expect(BROKER_PAIR_PATHS).toHaveLength((n * (n - 1)) / 2);
    expect([...BROKER_PAIR_PATHS].sort()).toEqual(brokerPairs(BROKERS).map((p) => p.path));
    for (const broker of BROKERS) expect(pairsWith(broker, BROKERS)).toHaveLength(n - 1);
  });

  it('counts in the texts follow the list (‘twaalf aanbieders’), never the old count', () => {
    expect(BROKER_TEXT_VALUES.count).toBe(formatCountWord(BROKER_COUNT));
    const intro = t('home.compare.intro', BROKER_TEXT_VALUES);
    expect(intro.startsWith(`${BROKER_TEXT_VALUES.Count} aanbieders`)).toBe(true);
    for (const text of [intro, t('broker.hub.intro', BROKER_TEXT_VALUES), t('home.hero.intro', BROKER_TEXT_VALUES)]) {
      expect(text).not.toMatch(/\bvijf\b/i);
    }
  });

  it('gives every kind of the filter at least one provider, and every provider a kind', () => {
    for (const kind of PROVIDER_KINDS) expect(BROKER_LIST.some((b) => b.kind === kind)).toBe(true);
  });

  it('keeps the spec’s five ratings and rates no later provider without a written method', () => {
    const rated = BROKERS.filter((b) => b.rating !== null).map((b) => b.id);
    expect(rated.sort()).toEqual(['degiro', 'ibkr', 'saxo', 'trade-republic', 'trading-212']);
    // Unrated providers sort after every rated one.
    const order = sortBrokers(BROKERS, 'rating').map((b) => b.rating);
    const firstUnrated = order.indexOf(null);
    expect(order.slice(firstUnrated).every((r) => r === null)).toBe(true);
  });

  it('links to a provider’s own site, marked sponsored only as an affiliate link, with the letter mark but no logo file for new ones', () => {
    for (const b of BROKERS) {
      expect(new URL(b.url).protocol).toBe('https:');
      if (b.rating === null) {
        expect(b.affiliate).toBe(false);
        expect(b.logo).toBeNull();
      }
    }
  });
});

/** Every file below `dir` whose name matches `pattern`, as [path, text]. */
function filesUnder(dir: string, pattern: RegExp): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) ? [[path, readFileSync(path, 'utf8')]] : [];
  });
}

describe('one provider, one home (src/data/providers/{id}.ts)', () => {
  it('no other file under src/data, src/content or src/i18n names a provider’s web address', () => {
    const homes = join('src', 'data', 'providers');
    const others = ['src/data', 'src/content', 'src/i18n'].flatMap((dir) =>
      filesUnder(dir, /\.(ts|mdx|md|json|ya?ml)$/).filter(([path]) => !path.startsWith(homes)),
    );
    expect(others.length).toBeGreaterThan(20);
    for (const broker of BROKERS) {
      const host = new URL(broker.url).hostname.replace(/^www\./, '');
      for (const [path, text] of others) expect(text.includes(host), `${path} names ${host}`).toBe(false);
    }
  });

  it('keeps src/data free of import cycles, type imports included (the homes, the types module and the markets)', () => {
    const files = new Map(filesUnder(join('src', 'data'), /\.ts$/));
    /** The src/data modules a file imports or re-exports from, resolved to their paths. */
    const importsOf = (path: string): string[] =>
      [...(files.get(path) ?? '').matchAll(/(?:import|export)[^'";]*?from\s+'(\.[^']+)'/g)]
        .map(([, spec]) => join(dirname(path), spec!))
        .map((target) =>
          target.endsWith('.ts') ? target : files.has(`${target}.ts`) ? `${target}.ts` : join(target, 'index.ts'),
        )
        .filter((target) => files.has(target));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (path: string, trail: string[]) => {
      if (state.get(path) === 'done') return;
      if (state.get(path) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(path)), path].join(' → '));
        return;
      }
      state.set(path, 'open');
      for (const next of importsOf(path)) visit(next, [...trail, path]);
      state.set(path, 'done');
    };
    for (const path of files.keys()) visit(path, []);
    expect(importsOf(join('src', 'data', 'brokers.ts'))).toContain(join('src', 'data', 'providers', 'index.ts'));
    expect(cycles).toEqual([]);
  });

  it('has a home per provider in the list, and no home outside it', () => {
    const files = readdirSync(join('src', 'data', 'providers')).filter(
      (name) => !/^(types|index|dutchBank|leaving|leavingIndex|leavingSources)\.ts$/.test(name),
    );
    expect(files.map((name) => name.replace(/\.ts$/, '')).sort()).toEqual([...BROKER_IDS].sort());
  });
});

describe('a provider without a market is never priced € 0 for it', () => {
  const notOffered = BROKER_IDS.flatMap((id) =>
    ALL_MARKETS.filter((market) => !offers(id, market)).map((market) => [id, market] as const),
  );

  it('has providers that do not offer a market (Meesman: no shares or ETFs on any exchange)', () => {
    expect(notOffered.filter(([id]) => id === 'meesman').map(([, m]) => m)).toEqual([...ALL_MARKETS]);
  });

  it.each(notOffered)('%s on %s: its orders are unavailable, not a cost of € 0', (id, market) => {
    const profile: CostProfile = { ...DEFAULT_PROFILE, euronextOrders: 0, xetraOrders: 0, usOrders: 0 };
    const key = market === 'euronext-amsterdam' ? 'euronextOrders' : market === 'xetra' ? 'xetraOrders' : 'usOrders';
    if (!['euronext-amsterdam', 'xetra', 'us'].includes(market)) return; // the profile only asks these three
    const cost = yearlyCost(TARIFFS[id], { ...profile, [key]: 5 });
    expect(cost.unavailable).toContain(market);
    // Ranked after every provider that offers the market, whatever its partial total.
    const ranked = rankBrokers({ ...profile, [key]: 5 });
    const position = ranked.findIndex((r) => r.id === id);
    for (const other of ranked.slice(position + 1)) expect(other.cost.unavailable.length).toBeGreaterThan(0);
  });

  it('marks the pair-page cell of a quick profile that needs a market the provider lacks as unavailable', () => {
    const meesman = BROKERS.find((b) => b.id === 'meesman')!;
    const degiro = BROKERS.find((b) => b.id === 'degiro')!;
    const pair = brokerPairs([degiro, meesman])[0]!;
    const rows = pairCosts(pair);
    const needsShares = QUICK_PROFILES.filter((q) => q.profile.euronextOrders + q.profile.usOrders > 0);
    expect(needsShares.length).toBeGreaterThan(0);
    for (const row of rows) {
      const needs = row.profile.profile.euronextOrders + row.profile.profile.usOrders + row.profile.profile.xetraOrders;
      expect(row.bUnavailable).toBe(needs > 0);
      expect(row.aUnavailable).toBe(false);
    }
  });

  it('ranks Meesman and every other provider without share orders, for the default profile, below every provider that offers them', () => {
    const ranked = rankBrokers(DEFAULT_PROFILE);
    const firstWithout = ranked.findIndex((r) => r.cost.unavailable.length > 0);
    expect(firstWithout).toBeGreaterThan(0);
    expect(ranked.slice(firstWithout).every((r) => r.cost.unavailable.length > 0)).toBe(true);
    // Exactly the providers that offer no market of the profile's orders, derived from their tariffs.
    const without = BROKER_IDS.filter((id) => !offers(id, 'euronext-amsterdam') || !offers(id, 'us'));
    expect(
      ranked
        .slice(firstWithout)
        .map((r) => r.id)
        .sort(),
    ).toEqual([...without].sort());
    expect(without).toContain('meesman');
  });
});
