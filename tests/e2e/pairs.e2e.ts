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
import { formatEuroCents, normalizeSpaces } from '../../src/lib/format';
import { SEARCH_FILTER_KEY } from '../../src/lib/search/sections';
import { costProfileToQuery } from '../../src/lib/urlState';
import {
  expectNoSeriousAxeViolationsInBothThemes,
  hydrated,
  openPage,
  pageJsonLd,
  url,
  useBrowser,
} from './support/browser';
import { indexedPages } from './support/pagefind';
import { renderedText, renderedTexts } from './support/text';

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
const names = (pair: (typeof PAIRS)[number]) => ({ a: pair.a.name, b: pair.b.name });
const text = async (page: Page, selector: string) =>
  normalizeSpaces((await page.locator(selector).first().textContent().then(renderedText)) ?? '').trim();

describe('the pair pages', () => {
  it('are the ten pairs of the five brokers, ids in alphabetical order', () => {
    expect(PAIRS).toHaveLength((BROKERS.length * (BROKERS.length - 1)) / 2);
    for (const pair of PAIRS) expect(pair.a.id < pair.b.id).toBe(true);
    expect(BROKER_PAIR_PATHS).toContain('/brokers/degiro-vs-trade-republic');
  });

  it.each(PAIRS.map((pair) => [pair.path, pair] as const))(
    '%s shows the model’s yearly costs, the verdict, both brokers and its head; axe is clean in both themes',
    async (_, pair) => {
      const { context, page, problems } = await openPage(browser());
      const response = await page.goto(url(pair.path));
      expect(response?.status()).toBe(200);
      const title = t('pair.title', names(pair));
      expect(await text(page, 'h1')).toBe(title);
      expect((await page.title()).startsWith(title)).toBe(true);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        t('pair.description', names(pair)),
      );
      const crumbs = (await pageJsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement;
      expect(crumbs?.map((c) => c.name)).toEqual(['Home', 'Brokers', t('pair.crumb', names(pair))]);
      expect(await page.locator('main').getAttribute('data-pagefind-filter')).toMatch(/:Brokers$/);

      // The table: the two names as column headers, the quick profiles as row headers, the model's figures.
      const table = page.locator('table[data-pair-costs]');
      expect(await table.locator('caption').count()).toBe(1);
      expect(await table.locator('th[scope="col"]').allTextContents().then(renderedTexts)).toEqual([
        pair.a.name,
        pair.b.name,
      ]);
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBe(QUICK_PROFILES.length);
      for (const [i, quick] of QUICK_PROFILES.entries()) {
        const row = rows.nth(i);
        const header = row.locator('th[scope="row"]');
        expect(await header.textContent().then(renderedText)).toContain(t(quick.label));
        expect(await header.locator('a').getAttribute('href')).toBe(`${TOOL}?${costProfileToQuery(quick.profile)}`);
        const yearly = {
          a: yearlyCost(TARIFFS[pair.a.id], quick.profile),
          b: yearlyCost(TARIFFS[pair.b.id], quick.profile),
        };
        const cost = { a: yearly.a.total, b: yearly.b.total };
        // A side that does not offer a market of the profile is never compared by a total that leaves it out.
        const out = { a: yearly.a.unavailable.length > 0, b: yearly.b.unavailable.length > 0 };
        const cheaper = formatEuroCents(cost.a) === formatEuroCents(cost.b) ? null : cost.a < cost.b ? 'a' : 'b';
        for (const side of ['a', 'b'] as const) {
          const cell = normalizeSpaces(
            (await row.locator(`td[data-pair-cost="${pair[side].id}"]`).textContent().then(renderedText)) ?? '',
          );
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
        expect(
          normalizeSpaces((await page.locator('[data-pair-verdict] li').nth(i).textContent().then(renderedText)) ?? ''),
        ).toBe(normalizeSpaces(line));
      }
      expect(await text(page, '[data-pair-verdict-summary]')).not.toBe('');

      // Side by side: each name links to its page, with its tariff in words, pros, cons and a sponsored link.
      for (const broker of [pair.a, pair.b]) {
        const side = page.locator(`[data-pair-side="${broker.id}"]`);
        expect(await side.getByRole('link', { name: broker.name, exact: true }).getAttribute('href')).toBe(
          `/brokers/${broker.id}`,
        );
        const shown = normalizeSpaces((await side.textContent().then(renderedText)) ?? '');
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
        const out = side.getByRole('link', { name: new RegExp(`^${t('action.toBroker')} ${broker.name}\\b`) });
        expect(await out.getAttribute('href')).toBe(broker.url);
        expect(await out.getAttribute('rel')).toBe(providerLinkRel(broker));
      }
      expect(await page.locator('[data-affiliate-disclosure]').count()).toBe(1);
      // Static HTML: no island, no React.
      expect(await page.locator('astro-island').count()).toBe(0);

      await expectNoSeriousAxeViolationsInBothThemes(page);
      expect(problems.errors).toEqual([]);
      await context.close();
    },
    60_000,
  );

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
    const { context, page } = await openPage(browser());
    await page.goto(url('/brokers'));
    const groups = await page.locator('[data-pair-group]').evaluateAll((sections) =>
      sections.map((s) => ({
        id: s.getAttribute('data-pair-group'),
        links: [...s.querySelectorAll('[data-pair-links] a')].map((a) => [
          a.textContent?.trim(),
          a.getAttribute('href'),
        ]),
      })),
    );
    expect(groups.map((g) => g.id).sort()).toEqual(BROKERS.map((b) => b.id).sort());
    for (const group of groups) {
      const own = PAIRS.filter((pair) => pair.a.id === group.id || pair.b.id === group.id);
      expect(group.links.sort()).toEqual(own.map((pair) => [t('pair.title', names(pair)), pair.path]).sort());
    }
    const all = new Set(groups.flatMap((g) => g.links.map(([, href]) => href)));
    expect([...all].sort()).toEqual(PAIRS.map((pair) => pair.path).sort());
    await context.close();
  });

  it.each(BROKERS.map((b) => [b.name, b] as const))(
    'the %s page links to its pairs with every other provider',
    async (_, broker) => {
      const { context, page } = await openPage(browser());
      await page.goto(url(`/brokers/${broker.id}`));
      const hrefs = await page
        .locator('[data-pair-links] a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const own = PAIRS.filter((pair) => pair.a.id === broker.id || pair.b.id === broker.id).map((pair) => pair.path);
      expect(own).toHaveLength(BROKERS.length - 1);
      expect(hrefs.sort()).toEqual(own.sort());
      await context.close();
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
    const { context, page } = await openPage(browser());
    const sitemap = await (await page.request.get(url('/sitemap-0.xml'))).text();
    for (const pair of PAIRS) expect(sitemap).toContain(`${pair.path}</loc>`);
    for (const from of Object.keys(REDIRECTS)) expect(sitemap).not.toContain(`${from}</loc>`);
    await context.close();
  });
});
