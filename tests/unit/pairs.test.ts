import { describe, expect, it } from 'vitest';
import { BROKERS } from '../../src/data/brokers';
import { TARIFFS } from '../../src/data/fees';
import {
  BROKER_PAIR_PATHS,
  brokerPairPath,
  inSitemap,
  KNOWN_PATHS,
  REDIRECTS,
  searchSectionFor,
} from '../../src/data/routes';
import {
  brokerPair,
  brokerPairs,
  cheaperOf,
  pairCosts,
  pairsWith,
  pairVerdict,
  QUICK_PROFILES,
  yearlyCost,
  type PairProfileCost,
} from '../../src/lib/costs';
import { normalizeSpaces } from '../../src/lib/format';
import { t } from '../../src/i18n';

// The buy-and-hold profile comes first; these three keep the verdict's wording short.
const [, monthly, sometimes, active] = QUICK_PROFILES;
/** A cost table row of made-up yearly totals for one quick profile. */
const row = (
  profile: (typeof QUICK_PROFILES)[number] | undefined,
  a: number,
  b: number,
  unavailable: { a?: boolean; b?: boolean } = {},
): PairProfileCost => ({
  profile: profile!,
  a,
  b,
  aUnavailable: unavailable.a ?? false,
  bUnavailable: unavailable.b ?? false,
});
const names = { a: 'DEGIRO', b: 'Trade Republic' };
/** The verdict as read (the euro amounts carry a no-break space). */
const verdictOf = (rows: readonly PairProfileCost[]) => {
  const { summary, lines } = pairVerdict(rows, names);
  return { summary: normalizeSpaces(summary), lines: lines.map(normalizeSpaces) };
};

describe('broker pairs', () => {
  it('pairs every two compared brokers once, ids in alphabetical order in the address', () => {
    const pairs = brokerPairs(BROKERS);
    expect(pairs).toHaveLength((BROKERS.length * (BROKERS.length - 1)) / 2);
    expect(new Set(pairs.map((p) => p.path)).size).toBe(pairs.length);
    for (const pair of pairs) {
      expect(pair.a.id < pair.b.id).toBe(true);
      expect(pair.path).toBe(`/brokers/${pair.a.id}-vs-${pair.b.id}`);
    }
    expect(pairs.map((p) => p.path)).toContain('/brokers/degiro-vs-trade-republic');
  });

  it('gives a pair named in either order the same address and order', () => {
    const [degiro, tr] = [BROKERS.find((b) => b.id === 'degiro')!, BROKERS.find((b) => b.id === 'trade-republic')!];
    expect(brokerPair(tr, degiro)).toEqual(brokerPair(degiro, tr));
    expect(brokerPair(tr, degiro).a).toBe(degiro);
    expect(brokerPairPath('trade-republic', 'degiro')).toBe('/brokers/degiro-vs-trade-republic');
  });

  it('adds a further provider’s pairs with no other edit', () => {
    const sixth = { id: 'nieuwe-aanbieder', name: 'Nieuwe aanbieder' };
    const before = brokerPairs(BROKERS).map((p) => p.path);
    const after = brokerPairs([...BROKERS, sixth]).map((p) => p.path);
    const added = after.filter((path) => !before.includes(path));
    expect(after).toHaveLength(before.length + BROKERS.length);
    expect(added.sort()).toEqual(BROKERS.map((b) => brokerPairPath('nieuwe-aanbieder', b.id)).sort());
    expect(pairsWith(sixth, [...BROKERS, sixth])).toHaveLength(BROKERS.length);
  });

  it('gives each broker its pairs with every other broker', () => {
    for (const broker of BROKERS) {
      const pairs = pairsWith(broker, BROKERS);
      expect(pairs).toHaveLength(BROKERS.length - 1);
      for (const pair of pairs) expect([pair.a.id, pair.b.id]).toContain(broker.id);
    }
  });
});

describe('broker pairs in the route table', () => {
  it('has the same pair pages as the broker list', () => {
    expect([...BROKER_PAIR_PATHS].sort()).toEqual(brokerPairs(BROKERS).map((p) => p.path));
  });

  it('redirects every reversed address to its pair page, and indexes only the page', () => {
    for (const pair of brokerPairs(BROKERS)) {
      const reversed = `/brokers/${pair.b.id}-vs-${pair.a.id}`;
      expect(REDIRECTS[reversed]).toBe(pair.path);
      expect(inSitemap(reversed)).toBe(false);
      expect(inSitemap(pair.path)).toBe(true);
      expect(searchSectionFor(pair.path)).toBe('Brokers');
      expect(searchSectionFor(reversed)).toBeNull();
      expect(KNOWN_PATHS).toContain(pair.path);
    }
  });
});

describe('pair costs', () => {
  it('are each broker’s yearly cost of each quick profile from the fee model', () => {
    const pair = brokerPairs(BROKERS)[0]!;
    const rows = pairCosts(pair);
    expect(rows.map((r) => r.profile)).toEqual(QUICK_PROFILES);
    for (const r of rows) {
      expect(r.a).toBe(yearlyCost(TARIFFS[pair.a.id], r.profile.profile).total);
      expect(r.b).toBe(yearlyCost(TARIFFS[pair.b.id], r.profile.profile).total);
    }
  });

  it('call a difference under half a cent a tie', () => {
    expect(cheaperOf({ a: 12, b: 12.004 })).toBeNull();
    expect(cheaperOf({ a: 12, b: 12.006 })).toBe('a');
    expect(cheaperOf({ a: 3, b: 1 })).toBe('b');
  });
});

describe('pair verdict', () => {
  it('names the broker that is cheaper for every profile, with the yearly difference per profile', () => {
    const verdict = verdictOf([row(monthly, 12, 0), row(sometimes, 29.5, 8), row(active, 412.5, 60)]);
    expect(verdict.summary).toBe('Trade Republic is bij elk profiel goedkoper dan DEGIRO.');
    expect(verdict.lines).toEqual([
      'Maandelijks inleggen: Trade Republic € 12,00 per jaar goedkoper.',
      'Af en toe: Trade Republic € 21,50 per jaar goedkoper.',
      'Actief: Trade Republic € 352,50 per jaar goedkoper.',
    ]);
  });

  it('computes differences from the unrounded figures and shows them rounded to cents', () => {
    // Rounded first, 10.00 and 10.02 would differ by € 0,02; the real difference is 0.012.
    const verdict = verdictOf([row(monthly, 10.004, 10.016)]);
    expect(verdict.lines).toEqual(['Maandelijks inleggen: DEGIRO € 0,01 per jaar goedkoper.']);
  });

  it('says so when both cost the same for every profile', () => {
    const verdict = verdictOf([row(monthly, 0, 0), row(sometimes, 18, 18.001), row(active, 0, 0)]);
    expect(verdict.summary).toBe('DEGIRO en Trade Republic kosten bij elk profiel even veel.');
    expect(verdict.lines[1]).toBe('Af en toe: even duur, € 18,00 per jaar.');
  });

  it('says at which kind of use the answer changes', () => {
    const verdict = verdictOf([row(monthly, 0, 12), row(sometimes, 20, 30), row(active, 400, 60)]);
    expect(verdict.summary).toBe(
      'Het antwoord hangt af van hoe je belegt: DEGIRO is goedkoper bij ‘Maandelijks inleggen’ en ‘Af en toe’, Trade Republic bij ‘Actief’.',
    );
    expect(verdict.lines).toEqual([
      'Maandelijks inleggen: DEGIRO € 12,00 per jaar goedkoper.',
      'Af en toe: DEGIRO € 10,00 per jaar goedkoper.',
      'Actief: Trade Republic € 340,00 per jaar goedkoper.',
    ]);
  });

  it('never compares a total that leaves out orders the provider cannot take: it says only the other offers it', () => {
    // b's 0 is the total without the orders it does not offer: never shown or ranked as € 0.
    const verdict = verdictOf([row(monthly, 12, 8), row(active, 400, 0, { b: true })]);
    expect(cheaperOf(row(active, 400, 0, { b: true }))).toBe('a');
    const [first, third] = [t(monthly!.label), t(active!.label)];
    expect(verdict.lines).toEqual([
      `${first}: Trade Republic € 4,00 per jaar goedkoper.`,
      `${third}: dit kan alleen bij DEGIRO; bij Trade Republic is het niet beschikbaar.`,
    ]);
    expect(verdictOf([row(active, 0, 0, { a: true, b: true })]).lines).toEqual([
      `${third}: bij geen van beide beschikbaar.`,
    ]);
    expect(cheaperOf(row(active, 0, 0, { a: true, b: true }))).toBeNull();
  });

  it('names the tied profiles beside a switch or a single winner', () => {
    const switching = verdictOf([row(monthly, 0, 12), row(sometimes, 20, 20), row(active, 400, 60)]);
    expect(switching.summary).toBe(
      'Het antwoord hangt af van hoe je belegt: DEGIRO is goedkoper bij ‘Maandelijks inleggen’, Trade Republic bij ‘Actief’; bij ‘Af en toe’ kosten ze even veel.',
    );
    const oneWinner = verdictOf([row(monthly, 0, 0), row(sometimes, 20, 18), row(active, 400, 60)]);
    expect(oneWinner.summary).toBe(
      'Trade Republic is goedkoper bij ‘Af en toe’ en ‘Actief’; bij ‘Maandelijks inleggen’ kosten ze even veel.',
    );
  });
});

describe('a pair with a provider whose conversion cost was not found (Revolut)', () => {
  it('never calls it cheaper without saying its conversion is not counted, in the summary and per profile', () => {
    const pair = brokerPair(
      BROKERS.find((b) => b.id === 'degiro')!,
      BROKERS.find((b) => b.id === 'revolut')!,
    );
    const rows = pairCosts(pair);
    const { summary, lines } = pairVerdict(rows, { a: 'DEGIRO', b: 'Revolut' });
    expect(summary).toContain('de valutakosten van Revolut bij orders in een andere valuta vonden we niet');
    rows.forEach((r, i) => {
      expect(r.aFxUnknown).toBe(false);
      expect(r.bFxUnknown).toBe(r.profile.profile.usOrders > 0);
      expect(lines[i]!.includes('Zonder de valutakosten van Revolut')).toBe(r.profile.profile.usOrders > 0);
    });
  });

  it('leaves a pair of two priced conversions as it was', () => {
    const rows = [row(monthly, 10, 12), row(sometimes, 20, 15)];
    expect(verdictOf(rows).summary).not.toContain('valutakosten');
    expect(verdictOf(rows).lines.join(' ')).not.toContain('valutakosten');
  });
});
