// News built from Contentful: the site is built in beforeAll against the local Delivery API
// stand-in (1205 entries + a hostile one + a duplicate title + an untitled one), then served.
// The duplicate title is older than entry 1, so it keeps the plain slug and entry 1 gets '-2'.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPagesRuntime } from '../../scripts/preview.mjs';
import { DEFAULT_SITE_URL } from '../../src/environment.mjs';
import { buildSite, E2E_DIR } from './global-setup';
import { expectNoSeriousAxeViolations, forceTheme, openPage, pageJsonLd, useBrowser } from './support/browser';
import { stubContentfulImages } from './support/contentfulImages';
import { startStandinProcess, type StandinProcess } from './support/standin';
import { HOSTILE_SLUG, HOSTILE_TITLE, STANDIN_SPACE, STANDIN_TOKEN } from '../support/contentful-standin.mjs';
import { renderedText } from './support/text';

const { browser } = useBrowser();

const OUT = resolve(E2E_DIR, '../e2e-news-contentful/dist');

let standin: StandinProcess | undefined;
let server: { url: string; close: () => Promise<void> } | undefined;
const at = (path: string) => new URL(path, server?.url).href;

beforeAll(async () => {
  // Drafts exist too, but only the Preview API serves them: a build without preview settings must never show one.
  standin = await startStandinProcess({ entries: 1205, drafts: 2, changedEntry: true });
  const { host } = standin;
  buildSite(OUT, {
    PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    CONTENTFUL_SPACE_ID: STANDIN_SPACE,
    CONTENTFUL_ACCESS_TOKEN: STANDIN_TOKEN,
    CONTENTFUL_HOST: `http://${host}`,
  });
  server = await startPagesRuntime({ root: OUT });
}, 300_000);

afterAll(async () => {
  await server?.close();
  standin?.stop();
});

describe('news from Contentful', () => {
  it('lists the newest entry as featured (shown literally) and cards with responsive Contentful images', async () => {
    const { context, page, problems } = await openPage(browser());
    await stubContentfulImages(context);
    await page.goto(at('/nieuws'));
    const featured = page.locator('[data-news-featured]');
    await expect(featured.locator('h3').textContent().then(renderedText)).resolves.toBe(HOSTILE_TITLE);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);

    const cards = page.locator('[data-news-card]');
    expect(await cards.count()).toBe(24);
    await expect(cards.first().locator('h3').textContent().then(renderedText)).resolves.toBe(
      'Marktupdate 0: beurzen lager gesloten',
    );
    const img = cards.first().locator('img');
    await expect(img.getAttribute('src')).resolves.toMatch(
      /^https:\/\/images\.ctfassets\.net\/standinspace\/asset-0\/.+\?w=960&fm=webp/,
    );
    await expect(img.getAttribute('width')).resolves.toBe('960');
    await expect(img.getAttribute('height')).resolves.toBe('540');
    await expect(img.getAttribute('loading')).resolves.toBe('lazy');
    await expect(img.getAttribute('alt')).resolves.toBe('Grafiek bij asset-0');
    const sources = cards.first().locator('picture source');
    await expect(sources.first().getAttribute('srcset')).resolves.toMatch(
      /w=400&fm=avif.* 400w, .*w=1280&fm=avif.* 1280w$/,
    );
    await expect(sources.nth(1).getAttribute('type')).resolves.toBe('image/webp');
    // Static pagination: 1207 articles, the newest featured, 24 per page → 51 pages.
    await expect(
      page.getByRole('navigation', { name: 'Paginering' }).getByRole('link').last().getAttribute('href'),
    ).resolves.toBe('/nieuws/pagina/2');
    await expect(page.locator('main').textContent().then(renderedText)).resolves.toContain('Pagina 1 van 51');
    const html = await (await page.request.get(at('/nieuws'))).text();
    expect(html.length).toBeLessThan(250 * 1024);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('filters count all articles of a category across pages', async () => {
    const { context, page, problems } = await openPage(browser());
    await stubContentfulImages(context);
    await page.goto(at('/nieuws'));
    await page.getByRole('link', { name: 'Analyse', exact: true }).click();
    await page.waitForURL(at('/nieuws/categorie/analyse'));
    // 301 generated + the hostile entry.
    await expect(page.locator('[data-news-status]').textContent().then(renderedText)).resolves.toBe(
      'Showing 302 article(s) in Analyse',
    );
    expect(await page.locator('[data-news-card]').count()).toBe(24);
    await expect(page.locator('main').textContent().then(renderedText)).resolves.toContain('Pagina 1 van 13');
    await page.goto(at('/nieuws/categorie/analyse/pagina/13'));
    await expect(page.locator('[data-news-status]').textContent().then(renderedText)).resolves.toBe(
      'Showing 302 article(s) in Analyse',
    );
    expect(await page.locator('[data-news-card]').count()).toBe(302 - 12 * 24);
    const categories = await page
      .locator('[data-news-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
    expect(new Set(categories)).toEqual(new Set(['Analyse']));
    // Brokers: 301 generated + the older duplicate.
    await page.getByRole('link', { name: 'Brokers', exact: true }).click();
    await expect(page.locator('[data-news-status]').textContent().then(renderedText)).resolves.toBe(
      'Showing 302 article(s) in Brokers',
    );
    await page.goto(at('/nieuws/categorie/crypto'));
    await expect(page.locator('[data-news-empty]').textContent().then(renderedText)).resolves.toContain(
      'No articles found in Crypto.',
    );
    await page.getByRole('link', { name: 'View all articles' }).click();
    await page.waitForURL(at('/nieuws'));
    // The last page of All holds the rest.
    await page.goto(at('/nieuws/pagina/51'));
    expect(await page.locator('[data-news-card]').count()).toBe(1206 - 50 * 24);
    expect((await page.request.get(at('/nieuws/pagina/52'))).status()).toBe(404);
    expect(problems.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });

  it('renders a hostile title, excerpt and body literally everywhere, never executing them', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(at(`/nieuws/${HOSTILE_SLUG}`));
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.title()).toBe(`${HOSTILE_TITLE} | Brokerkompas`);
    await expect(page.getByRole('heading', { level: 1 }).textContent().then(renderedText)).resolves.toBe(HOSTILE_TITLE);
    await expect(page.locator('[data-news-excerpt]').textContent().then(renderedText)).resolves.toBe(
      '<i>excerpt</i> </script>',
    );
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
      '<i>excerpt</i> </script>',
    );
    const body = page.locator('[data-news-body] p');
    expect(await body.count()).toBe(2);
    await expect(body.first().innerText()).resolves.toBe(
      'First line <b>not bold</b>\nsecond line </script><script>window.__pwned=3</script>',
    );
    expect(await page.locator('[data-news-body] b, [data-news-body] img, main img[src="x"]').count()).toBe(0);
    const jsonLd = await pageJsonLd(page);
    expect(jsonLd.find((d) => d['@type'] === 'Article')).toMatchObject({
      headline: HOSTILE_TITLE,
      articleSection: 'Analyse',
      author: { '@type': 'Organization' },
      publisher: { '@type': 'Organization' },
    });
    expect(jsonLd.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement?.at(-1)?.name).toBe(HOSTILE_TITLE);
    for (const meta of ['meta[property="og:title"]', 'meta[name="twitter:title"]']) {
      await expect(page.locator(meta).getAttribute('content')).resolves.toBe(`${HOSTILE_TITLE} | Brokerkompas`);
    }
    // No share image: this entry has none.
    expect(await page.locator('meta[property="og:image"]').count()).toBe(0);

    // In a plain card too: on its category list it is the first card, not the featured one.
    await stubContentfulImages(context);
    await page.goto(at('/nieuws/categorie/analyse'));
    const card = page.locator('[data-news-card]').first();
    await expect(card.locator('h3').textContent().then(renderedText)).resolves.toBe(HOSTILE_TITLE);
    await expect(card.textContent().then(renderedText)).resolves.toContain('<i>excerpt</i> </script>');
    expect(await page.locator('main img[src="x"], [data-news-card] i').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('article head: canonical, times from the date, image from Contentful, duplicate slug suffixed', async () => {
    const { context, page } = await openPage(browser());
    await stubContentfulImages(context);
    await page.goto(at('/nieuws/marktupdate-0-beurzen-lager-gesloten'));
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
      `${DEFAULT_SITE_URL}/nieuws/marktupdate-0-beurzen-lager-gesloten`,
    );
    await expect(page.locator('meta[property="article:published_time"]').getAttribute('content')).resolves.toBe(
      '2026-11-20T00:00:00.000Z',
    );
    await expect(page.locator('meta[property="og:image"]').getAttribute('content')).resolves.toMatch(
      /^https:\/\/images\.ctfassets\.net\/standinspace\/asset-0\//,
    );
    await expect(page.locator('[data-news-article] img').getAttribute('loading')).resolves.toBe('eager');
    const newer = await page.request.get(at('/nieuws/marktupdate-1-beurzen-hoger-gesloten-2'));
    expect(newer.status()).toBe(200);
    await context.close();
  });

  it('the hostile entry is escaped in the RSS feed, which holds the newest 50', async () => {
    const { context, page } = await openPage(browser());
    const xml = await (await page.request.get(at('/rss.xml'))).text();
    expect(xml).not.toContain('<script>');
    await page.goto(at('/nieuws'));
    const items = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return [...doc.querySelectorAll('item > title')].map((t) => t.textContent);
    }, xml);
    expect(items).toHaveLength(50);
    expect(items?.[0]).toBe(HOSTILE_TITLE);
    await context.close();
  });

  it('a build without preview settings holds no draft and no Concept banner', async () => {
    const { context, page } = await openPage(browser());
    expect((await page.request.get(at('/nieuws/concept-0-nog-niet-gepubliceerd-artikel'))).status()).toBe(404);
    expect((await page.request.get(at('/nieuws/marktupdate-0-beurzen-lager-gesloten-bijgewerkt'))).status()).toBe(404);
    for (const path of ['/nieuws', '/nieuws/marktupdate-0-beurzen-lager-gesloten', '/rss.xml']) {
      const text = await (await page.request.get(at(path))).text();
      expect(text).not.toContain('Concept 0');
      expect(text).not.toContain('(bijgewerkt)');
      expect(text).not.toContain('data-draft-banner');
    }
    await context.close();
  });

  it('articles are in the sitemap', async () => {
    const { context, page } = await openPage(browser());
    const sitemap = await (await page.request.get(at('/sitemap-0.xml'))).text();
    expect(sitemap).toContain(`${DEFAULT_SITE_URL}/nieuws/marktupdate-1204-beurzen-lager-gesloten</loc>`);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'list and article with images pass axe in %s mode',
    async (theme) => {
      const { context, page } = await openPage(browser(), { colorScheme: theme });
      await forceTheme(context, theme);
      await stubContentfulImages(context);
      for (const path of ['/nieuws', `/nieuws/${HOSTILE_SLUG}`, '/nieuws/categorie/etf/pagina/2']) {
        await page.goto(at(path));
        await expectNoSeriousAxeViolations(page);
      }
      await context.close();
    },
    180_000,
  );
});
