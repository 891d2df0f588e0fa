// The head-to-head pages of two brokers (docs/behaviour.md#broker-pairs), the links to them and the redirect of the
// reversed address, in Chromium. Every expected figure comes from the fee model itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { BROKER_PROFILES, BROKERS, providerLinkRel, type Broker } from '../../src/data/brokers';
import { TARIFFS } from '../../src/data/fees';
import { BROKER_PAIR_PATHS, REDIRECTS } from '../../src/data/routes';
import { t } from '../../src/i18n';
import { DEFAULT_PROFILE, describeTariff, QUICK_PROFILES, rankBrokers, yearlyCost } from '../../src/lib/costs';
import { formatEuroCents, formatList, normalizeSpaces } from '../../src/lib/format';
import { SEARCH_FILTER_KEY } from '../../src/lib/search/sections';
import { costProfileToQuery } from '../../src/lib/urlState';
import {
  expectNoSeriousAxeViolationsInBothThemes,
  hydrated,
  openPage,
  url,
  useBrowser,
  useSharedPage,
} from './support/browser';
import { accessibleName, attr, builtJsonLd, servedPage, textOf } from './support/dist';
import { indexedPages } from './support/pagefind';
import { renderedText } from './support/text';
import { LEAVING } from '../../src/data/providers/leavingIndex';
import { EXAMPLE_POSITIONS, switchBetween } from '../../src/lib/costs/switchingSides';
import { switchWords } from '../../src/lib/costs/switchingWords';

const { browser } = useBrowser();
const TOOL = '/tools/kosten-vergelijken';

/** The pairs as the test reads them from the route table's addresses, each broker looked up by id. */
const byId = (id: string): Broker => {
  const broker = BROKERS.find((b) => b.id === id);
  if (!broker) throw new Error(`no broker ${id}`);
  return broker;
};
const PAIRS = BROKER_PAIR_PATHS.map((path) => {
  const [a = '', b = ''] = path.replace('/brokers/', '').split('-vs-');
  return { path, a: byId(a), b: byId(b) };
});
/**
 * The pair pages axe visits in Chromium. All pair pages share one template ([a]-vs-[b].astro); what differs is each
 * provider's own content, in column a or in column b. So axe runs on a sample holding every provider at least once in
 * each column it can stand in (ids in alphabetical order: the first is never b, the last never a), while the served-HTML
 * checks above still read every pair. With 22 providers there are 231 pairs: axe in both themes on each (115 s for 66
 * pairs) would take about seven minutes of a small machine for no markup the sample does not already cover.
 */
const AXE_SAMPLE: readonly string[] = [
  ...new Set(
    BROKERS.flatMap((broker) => [
      PAIRS.find((pair) => pair.a.id === broker.id)?.path,
      PAIRS.findLast((pair) => pair.b.id === broker.id)?.path,
    ]).filter((path): path is string => path !== undefined),
  ),
];
const names = (pair: (typeof PAIRS)[number]) => ({ a: pair.a.name, b: pair.b.name });
const text = async (page: Page, selector: string) =>
  normalizeSpaces((await page.locator(selector).first().textContent().then(renderedText)) ?? '').trim();

describe('the pair pages', () => {
  it('are one page per two providers, ids in alphabetical order', () => {
    expect(PAIRS).toHaveLength((BROKERS.length * (BROKERS.length - 1)) / 2);
    for (const pair of PAIRS) expect(pair.a.id < pair.b.id).toBe(true);
    expect(BROKER_PAIR_PATHS).toContain('/brokers/degiro-vs-trade-republic');
  });

  // What a page says is read from the HTML the runtime serves; the browser below visits every pair page for axe.
  it.each(PAIRS.map((pair) => [pair.path, pair] as const))(
    '%s shows the model’s yearly costs, the verdict, both brokers and its head',
    async (_, pair) => {
      const { status, document } = await servedPage(pair.path);
      expect(status).toBe(200);
      const text = (selector: string) => normalizeSpaces(textOf(document.querySelector(selector))).trim();
      const title = t('pair.title', names(pair));
      expect(text('h1')).toBe(title);
      expect((document.querySelector('title')?.textContent ?? '').startsWith(title)).toBe(true);
      expect(attr(document, 'meta[name="description"]', 'content')).toBe(t('pair.description', names(pair)));
      const crumbs = builtJsonLd(document).find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement;
      expect(crumbs?.map((c) => c.name)).toEqual(['Home', 'Brokers', t('pair.crumb', names(pair))]);
      expect(attr(document, 'main', 'data-pagefind-filter')).toMatch(/:Brokers$/);

      // The table: the two names as column headers, the quick profiles as row headers, the model's figures.
      const table = document.querySelector('table[data-pair-costs]');
      expect(table?.querySelectorAll('caption').length).toBe(1);
      expect([...(table?.querySelectorAll('th[scope="col"]') ?? [])].map(textOf)).toEqual([pair.a.name, pair.b.name]);
      const rows = [...(table?.querySelectorAll('tbody tr') ?? [])];
      expect(rows.length).toBe(QUICK_PROFILES.length);
      const verdicts = [...document.querySelectorAll('[data-pair-verdict] li')];
      for (const [i, quick] of QUICK_PROFILES.entries()) {
        const row = rows[i]!;
        const header = row.querySelector('th[scope="row"]');
        expect(textOf(header)).toContain(t(quick.label));
        expect(attr(header!, 'a', 'href')).toBe(`${TOOL}?${costProfileToQuery(quick.profile)}`);
        const yearly = {
          a: yearlyCost(TARIFFS[pair.a.id], quick.profile),
          b: yearlyCost(TARIFFS[pair.b.id], quick.profile),
        };
        const cost = { a: yearly.a.total, b: yearly.b.total };
        // A side that does not offer a market of the profile is never compared by a total that leaves it out.
        const out = { a: yearly.a.unavailable.length > 0, b: yearly.b.unavailable.length > 0 };
        const cheaper = formatEuroCents(cost.a) === formatEuroCents(cost.b) ? null : cost.a < cost.b ? 'a' : 'b';
        for (const side of ['a', 'b'] as const) {
          const cell = normalizeSpaces(textOf(row.querySelector(`td[data-pair-cost="${pair[side].id}"]`)));
          if (out[side]) expect(cell).toContain(t('costs.fee.notOffered'));
          else expect(cell).toContain(normalizeSpaces(formatEuroCents(cost[side])));
          expect(cell.includes(t('pair.costs.cheaper'))).toBe(!out.a && !out.b && cheaper === side);
        }
        // The verdict's line for this profile, its difference from the unrounded figures.
        const profile = t(quick.label);
        const line =
          out.a && out.b
            ? t('pair.verdict.neitherOffers', { profile })
            : out.a || out.b
              ? t('pair.verdict.onlyOne', {
                  profile,
                  name: out.a ? pair.b.name : pair.a.name,
                  other: out.a ? pair.a.name : pair.b.name,
                })
              : cheaper === null
                ? t('pair.verdict.tie', { profile, amount: formatEuroCents(cost.a) })
                : t('pair.verdict.cheaper', {
                    profile,
                    name: pair[cheaper].name,
                    amount: formatEuroCents(Math.abs(cost.a - cost.b)),
                  });
        // A side whose conversion of the profile's dollar orders has no sourced cost (Revolut) is named with the line.
        const fxUnknown = (['a', 'b'] as const).filter((side) => yearly[side].fxUnknown === true);
        const caveat =
          fxUnknown.length === 0
            ? ''
            : ` ${t('pair.verdict.fxNotCounted', { names: formatList(fxUnknown.map((side) => pair[side].name)) })}`;
        expect(normalizeSpaces(textOf(verdicts[i] ?? null))).toBe(normalizeSpaces(line + caveat));
      }
      expect(text('[data-pair-verdict-summary]')).not.toBe('');

      // Side by side: each name links to its page, with its tariff in words, pros, cons and a sponsored link.
      for (const broker of [pair.a, pair.b]) {
        const side = document.querySelector(`[data-pair-side="${broker.id}"]`);
        const links = [...(side?.querySelectorAll('a') ?? [])];
        const named = (test: (name: string) => boolean) => links.filter((a) => test(accessibleName(a)));
        const own = named((name) => name === broker.name);
        expect(own.length).toBe(1);
        expect(own[0]?.getAttribute('href')).toBe(`/brokers/${broker.id}`);
        const shown = normalizeSpaces(textOf(side));
        const profile = BROKER_PROFILES[broker.id];
        for (const { lines } of describeTariff(TARIFFS[broker.id]))
          for (const line of lines) expect(shown).toContain(normalizeSpaces(line.text));
        for (const fact of [
          broker.markets,
          profile.platformUsage,
          profile.customerService,
          ...profile.pros,
          ...profile.cons,
        ]) {
          expect(shown).toContain(normalizeSpaces(fact));
        }
        const outbound = named((name) => new RegExp(`^${t('action.toBroker')} ${broker.name}\\b`).test(name));
        expect(outbound.length).toBe(1);
        expect(outbound[0]?.getAttribute('href')).toBe(broker.url);
        expect(outbound[0]?.getAttribute('rel')).toBe(providerLinkRel(broker));
      }
      // Switching both ways for the example profile, as the model prices it.
      for (const [way, from, to] of [
        ['a-b', pair.a, pair.b],
        ['b-a', pair.b, pair.a],
      ] as const) {
        const home = (broker: Broker) => ({ tariff: TARIFFS[broker.id], leaving: LEAVING[broker.id] });
        const { cost, comparable } = switchBetween(home(from), home(to), DEFAULT_PROFILE, EXAMPLE_POSITIONS);
        const shown = document.querySelector(`[data-pair-switching] [data-switch-way="${way}"] [data-switch-line]`);
        expect(normalizeSpaces(textOf(shown)).trim()).toBe(
          normalizeSpaces(switchWords(cost, from.name, to.name, comparable).line),
        );
      }
      expect(document.querySelectorAll('[data-affiliate-disclosure]').length).toBe(1);
      // Static HTML: no island, no React.
      expect(document.querySelectorAll('astro-island').length).toBe(0);
    },
  );

  describe('in Chromium', () => {
    const shared = useSharedPage(browser);
    it('the axe sample holds every provider in column a and in column b wherever it can stand there', () => {
      const sampled = AXE_SAMPLE.map((path) => PAIRS.find((pair) => pair.path === path)!);
      for (const broker of BROKERS) {
        if (PAIRS.some((pair) => pair.a.id === broker.id)) expect(sampled.some((p) => p.a.id === broker.id)).toBe(true);
        if (PAIRS.some((pair) => pair.b.id === broker.id)) expect(sampled.some((p) => p.b.id === broker.id)).toBe(true);
      }
    });
    it.each(AXE_SAMPLE)('%s: axe is clean in both themes, no console error', async (path) => {
      const { page, problems } = await shared.page();
      const response = await page.goto(url(path));
      expect(response?.status()).toBe(200);
      await expectNoSeriousAxeViolationsInBothThemes(page);
      expect(problems.errors).toEqual([]);
    });
  });

  it('reads the same with JavaScript off', async () => {
    const pair = PAIRS[0]!;
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(url(pair.path));
    expect(await page.locator('table[data-pair-costs] tbody tr').count()).toBe(QUICK_PROFILES.length);
    expect(await page.locator('table[data-pair-costs]').isVisible()).toBe(true);
    expect(await text(page, '[data-pair-verdict-summary]')).not.toBe('');
    await context.close();
  });
});

describe('the reversed address', () => {
  const distDir = inject('distDir');
  const reversed = Object.entries(REDIRECTS).filter(([, to]) => BROKER_PAIR_PATHS.includes(to));

  it('exists for every pair', () => {
    expect(reversed.map(([, to]) => to).sort()).toEqual([...BROKER_PAIR_PATHS].sort());
  });

  // The build writes `_redirects` from the route table, and the Pages runtime answers each with a real 301.
  it.each(reversed)('%s answers 301 to %s (from _redirects)', async (from, to) => {
    const rules = readFileSync(join(distDir, '_redirects'), 'utf8');
    expect(rules).toMatch(new RegExp(`^${from}\\s+${to}\\s+301$`, 'm'));
    const response = await fetch(url(from), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', url('/')).pathname).toBe(to);
  });
});

describe('links to the pair pages', () => {
  it('the /brokers hub lists every pair, grouped by provider: each group holds exactly that provider’s pairs', async () => {
    const { document } = await servedPage('/brokers');
    const groups = [...document.querySelectorAll('[data-pair-group]')].map((s) => ({
      id: s.getAttribute('data-pair-group'),
      links: [...s.querySelectorAll('[data-pair-links] a')].map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
    }));
    expect(groups.map((g) => g.id).sort()).toEqual(BROKERS.map((b) => b.id).sort());
    for (const group of groups) {
      const own = PAIRS.filter((pair) => pair.a.id === group.id || pair.b.id === group.id);
      expect(group.links.sort()).toEqual(own.map((pair) => [t('pair.title', names(pair)), pair.path]).sort());
    }
    const all = new Set(groups.flatMap((g) => g.links.map(([, href]) => href)));
    expect([...all].sort()).toEqual(PAIRS.map((pair) => pair.path).sort());
  });

  it.each(BROKERS.map((b) => [b.name, b] as const))(
    'the %s page links to its pairs with every other provider',
    async (_, broker) => {
      const { document } = await servedPage(`/brokers/${broker.id}`);
      const hrefs = [...document.querySelectorAll('[data-pair-links] a')].map((a) => a.getAttribute('href'));
      const own = PAIRS.filter((pair) => pair.a.id === broker.id || pair.b.id === broker.id).map((pair) => pair.path);
      expect(own).toHaveLength(BROKERS.length - 1);
      expect(hrefs.sort()).toEqual(own.sort());
    },
  );

  it('the cost tool links each broker but the cheapest to its pair with the cheapest', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url(TOOL));
    await hydrated(page);
    const [cheapest, ...others] = rankBrokers(DEFAULT_PROFILE);
    expect(await page.locator(`[data-cost-broker="${cheapest!.id}"] [data-cost-pair]`).count()).toBe(0);
    for (const other of others) {
      const pair = PAIRS.find((p) => [p.a.id, p.b.id].sort().join() === [other.id, cheapest!.id].sort().join())!;
      const link = page.locator(`[data-cost-broker="${other.id}"] [data-cost-pair]`);
      expect(await link.textContent().then(renderedText)).toBe(t('pair.title', names(pair)));
      expect(await link.getAttribute('href')).toBe(pair.path);
    }
    await context.close();
  });

  it('the search index holds the pair pages in the section Brokers, and not the reversed addresses', () => {
    const indexed = indexedPages(inject('distDir'));
    for (const pair of PAIRS) {
      const entry = indexed.find((page) => page.url === `${pair.path}.html`);
      expect(entry?.filters[SEARCH_FILTER_KEY], pair.path).toEqual(['Brokers']);
    }
    for (const from of Object.keys(REDIRECTS)) expect(indexed.some((page) => page.url === `${from}.html`)).toBe(false);
  });

  it('the sitemap lists the pair pages and not the reversed addresses', async () => {
    const sitemap = await (await fetch(url('/sitemap-0.xml'))).text();
    for (const pair of PAIRS) expect(sitemap).toContain(`${pair.path}</loc>`);
    for (const from of Object.keys(REDIRECTS)) expect(sitemap).not.toContain(`${from}</loc>`);
  });
});
