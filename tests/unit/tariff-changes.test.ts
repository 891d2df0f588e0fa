// The change log, its corrections, the open data and the Atom feed: all generated from the provider homes.
// /tarieven.json carries tariff components only, every one with its dates; corrections of our own data are listed
// apart from the providers' tariff changes; the feed is well-formed Atom.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { BROKER_IDS } from '../../src/data/brokerList';
import { BROKER_PROFILES, BROKERS } from '../../src/data/brokers';
import { TARIFFS } from '../../src/data/fees';
import { HOMES } from '../../src/data/providers';
import { fee, onePlan, order, type DataCorrection } from '../../src/data/providers/types';
import { OPEN_DATA_LICENCE, openData, tariffChanges, tariffCorrections } from '../../src/lib/costs';
import { changesFeed, escapeXml } from '../../src/lib/costs/feed';
import { buildHead } from '../../src/lib/seo/head';

const SITE = 'https://www.brokerkompas.nl';

describe('/tarieven.json', () => {
  const data = openData();
  const json = JSON.stringify(data);

  it('carries tariff components only: no provider facts or profile texts', () => {
    for (const broker of data.brokers)
      expect(Object.keys(broker).sort()).toEqual(['id', 'name', 'plans', 'selections']);
    for (const broker of BROKERS) {
      const profile = BROKER_PROFILES[broker.id];
      for (const text of [profile.description, profile.users, profile.regulation, ...profile.pros, ...profile.cons])
        expect(json, `${broker.id}: ${text}`).not.toContain(JSON.stringify(text).slice(1, -1));
      for (const feature of broker.features) expect(json).not.toContain(`"${feature}"`);
      expect(json).not.toContain(`"${broker.url}"`);
    }
  });

  it('carries every component of every plan with its dates, current and superseded', () => {
    for (const id of BROKER_IDS) {
      const published = data.brokers.find((b) => b.id === id)!;
      TARIFFS[id].plans.forEach((plan, p) => {
        const components = published.plans[p]!.components;
        expect(components).toHaveLength(plan.components.length);
        plan.components.forEach((component, c) => {
          expect(components[c]).toMatchObject({ key: component.key, validFrom: component.validFrom });
          expect(components[c]!.validUntil).toBe(component.validUntil);
        });
      });
    }
  });

  it('names a standard licence with its URL instead of its own wording', () => {
    expect(data.licence).toEqual({
      name: 'CC BY 4.0',
      title: 'Creative Commons Naamsvermelding 4.0 Internationaal',
      url: 'https://creativecommons.org/licenses/by/4.0/deed.nl',
    });
    expect(OPEN_DATA_LICENCE.url).toMatch(/^https:\/\/creativecommons\.org\/licenses\/by\/4\.0\//);
  });

  it('lists the corrections apart from the tariff changes', () => {
    expect(data.corrections).toEqual(tariffCorrections());
    expect(data.changes).toEqual(tariffChanges());
    // Saxo's 2024 start date (15 April → 13 May 2024) was our error, not a tariff change by Saxo.
    const saxo = data.corrections.find((c) => c.broker === 'saxo' && c.keys.includes('savings-plan-core'))!;
    expect(saxo.wrong).toContain('15 april 2024');
    expect(saxo.now).toContain('13 mei 2024');
    expect(data.changes.some((change) => change.validFrom === '2024-04-15')).toBe(false);
  });
});

describe('the change log', () => {
  it('lists a component the provider introduced as new, with its date (no change without it)', () => {
    const reading = { source: { title: 'ABN AMRO', url: 'https://www.abnamro.nl/x' }, checked: '2026-11-25' };
    const etfFree = order('order-etf', ['euronext-amsterdam'], fee.free, { ...reading, validFrom: '2022-04-11' });
    const base = onePlan('abn-amro', 'basis', [
      order('order', ['euronext-amsterdam'], fee.basePlusPercentage(5, 0.05), { ...reading, validFrom: '2021-03-11' }),
      etfFree,
    ]);
    const tariffs = { ...TARIFFS, 'abn-amro': base };
    const count = tariffChanges(tariffs).filter((c) => c.broker === 'abn-amro').length;
    expect(count).toBe(0);
    const introduced = {
      ...base,
      plans: [
        { ...base.plans[0]!, components: [base.plans[0]!.components[0]!, { ...etfFree, introduced: true as const }] },
      ],
    };
    const [change, ...rest] = tariffChanges({ ...TARIFFS, 'abn-amro': introduced }).filter(
      (c) => c.broker === 'abn-amro',
    );
    expect(rest).toEqual([]);
    expect(change).toMatchObject({
      key: 'order-etf',
      introduced: true,
      old: 'nieuw (bestond nog niet)',
      new: 'gratis',
      validFrom: '2022-04-11',
    });
    expect(changesFeed([change!], [], SITE)).toContain('<title>ABN AMRO: nieuw, ');
  });

  it('takes an introduction only from a date the provider gives, never from the date a source was read', () => {
    for (const id of BROKER_IDS)
      for (const plan of TARIFFS[id].plans)
        for (const c of plan.components) if (c.introduced) expect(c.validFromSeen, `${id} ${c.key}`).toBeUndefined();
  });
});

describe('corrections', () => {
  it('name only component keys their provider has, and dates in order', () => {
    for (const id of BROKER_IDS) {
      const keys = new Set(TARIFFS[id].plans.flatMap((plan) => plan.components.map((c) => c.key)));
      for (const correction of HOMES[id].corrections) {
        for (const key of correction.keys) expect(keys, `${id}: ${key}`).toContain(key);
        expect(correction.wrongSince <= correction.corrected).toBe(true);
        expect(correction.source.url).toMatch(/^https:\/\//);
      }
    }
  });

  it('follow the homes: a correction added to a home is listed, newest first', () => {
    const added: DataCorrection = {
      corrected: '2026-12-01',
      wrongSince: '2026-11-25',
      keys: ['order-nl'],
      wrong: 'een oud tarief',
      now: 'het nieuwe tarief',
      source: { title: 'DEGIRO – Tarieven', url: 'https://www.degiro.nl/tarieven' },
    };
    const homes = { ...HOMES, degiro: { ...HOMES.degiro, corrections: [...HOMES.degiro.corrections, added] } };
    const listed = tariffCorrections(homes);
    expect(listed).toHaveLength(tariffCorrections().length + 1);
    expect(listed[0]).toEqual({ broker: 'degiro', brokerName: 'DEGIRO', ...added });
  });
});

describe('the Atom feed of the change log', () => {
  const changes = tariffChanges();
  const corrections = tariffCorrections();
  const xml = changesFeed(changes, corrections, SITE);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'entry' || name === 'link',
  }).parse(xml) as {
    feed: {
      '@_xmlns': string;
      id: string;
      updated: string;
      link: { '@_rel': string; '@_href': string }[];
      entry: { id: string; title: string; updated: string; summary: string }[];
    };
  };

  it('is well-formed XML in the Atom namespace', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parsed.feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(parsed.feed.id).toBe(`${SITE}/tarieven/wijzigingen.xml`);
    expect(parsed.feed.link.map((l) => [l['@_rel'], l['@_href']])).toEqual([
      ['self', `${SITE}/tarieven/wijzigingen.xml`],
      ['alternate', `${SITE}/tarieven/wijzigingen`],
    ]);
  });

  it('has an entry per change and per correction, with unique ids and RFC 3339 dates, newest first', () => {
    const entries = parsed.feed.entry;
    expect(entries).toHaveLength(changes.length + corrections.length);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const entry of entries) expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    const dates = entries.map((e) => e.updated);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(parsed.feed.updated).toBe(dates[0]);
    expect(entries.some((e) => e.title.startsWith('Correctie van onze gegevens over Saxo'))).toBe(true);
  });

  it('escapes what the data holds, so a text with & or < keeps the feed valid', () => {
    const [first] = changes;
    const odd = {
      ...first!,
      what: 'Order <NL> & "US"',
      source: { title: "Saxo's <pdf>", url: 'https://x.example/?a=1&b=2' },
    };
    const feed = changesFeed([odd], [], SITE);
    expect(XMLValidator.validate(feed)).toBe(true);
    expect(feed).toContain(escapeXml('Order <NL> & "US"'));
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('is announced in the change log page’s head as an alternate', () => {
    const head = buildHead(
      {
        title: 'Tariefwijzigingen',
        alternates: [{ type: 'application/atom+xml', href: '/tarieven/wijzigingen.xml', title: 'Feed' }],
      },
      { site: SITE, pathname: '/tarieven/wijzigingen' },
    );
    expect(head).toContainEqual({
      tag: 'link',
      attrs: {
        rel: 'alternate',
        type: 'application/atom+xml',
        href: `${SITE}/tarieven/wijzigingen.xml`,
        title: 'Feed',
      },
    });
  });
});
