// News with the embedded local Markdown articles (no Contentful configured in the global build).
import { t } from '../../src/i18n';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  forceTheme,
  MOBILE,
  openPage,
  pageJsonLd,
  settle,
  url,
  useBrowser,
} from './support/browser';
import { renderedText, renderedTexts } from './support/text';

const { browser } = useBrowser();

const NEWEST = 'AEX sluit week hoger af dankzij sterke chipfondsen';
const NEWEST_SLUG = 'aex-sluit-week-hoger-af-dankzij-sterke-chipfondsen';
const NO_IMAGE_SLUG = 'trade-republic-verlaagt-de-drempel-voor-spaarplannen';

describe('/nieuws (local content)', () => {
  it('shows the heading, intro, featured newest article, filters and cards, without JavaScript errors', async () => {
    const { context, page, problems } = await openPage(browser());
    const response = await page.goto(url('/nieuws'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent().then(renderedText)).resolves.toBe('Nieuws');
    await expect(page.locator('main').textContent().then(renderedText)).resolves.toContain(
      'Selectie van relevante marktupdates en educatieve artikelen. Hieronder vind je ons artikel van de dag.',
    );

    const featured = page.locator('[data-news-featured]');
    await expect(featured.locator('h3').textContent().then(renderedText)).resolves.toBe(NEWEST);
    await expect(featured.locator('time').textContent().then(renderedText)).resolves.toBe('20 november 2026');
    const readFull = featured.getByRole('link', { name: /^Lees het volledige artikel/ });
    await expect(readFull.getAttribute('href')).resolves.toBe(`/nieuws/${NEWEST_SLUG}`);
    await expect(featured.locator('img').getAttribute('loading')).resolves.toBe('eager');

    const filters = page.getByRole('navigation', { name: 'Filter op categorie' }).getByRole('link');
    await expect(filters.allTextContents().then(renderedTexts)).resolves.toEqual([
      'All',
      'Beurs',
      'Brokers',
      'Crypto',
      'ETF',
      'Analyse',
    ]);
    await expect(filters.first().getAttribute('aria-current')).resolves.toBe('page');

    const cards = page.locator('[data-news-card]');
    expect(await cards.count()).toBe(8);
    const first = cards.first();
    await expect(first.locator('img').getAttribute('loading')).resolves.toBe('lazy');
    await expect(first.locator('img').getAttribute('width')).resolves.toMatch(/^\d+$/);
    await expect(
      first.getByRole('link', { name: new RegExp(`^${t('action.readMore')}`) }).getAttribute('href'),
    ).resolves.toMatch(/^\/nieuws\/[a-z0-9-]+$/);

    // The RSS feed is linked from the head and the page.
    await expect(
      page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href'),
    ).resolves.toMatch(/\/rss\.xml$/);
    await expect(page.getByRole('link', { name: /RSS/ }).getAttribute('href')).resolves.toBe('/rss.xml');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('filters by category with the count over all articles, and shows the empty state', async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    await page.goto(url('/nieuws'));
    await page.getByRole('link', { name: 'Beurs', exact: true }).click();
    await page.waitForURL(url('/nieuws/categorie/beurs'));
    await expect(page.locator('[data-news-status]').textContent().then(renderedText)).resolves.toBe(
      'Showing 3 article(s) in Beurs',
    );
    await expect(
      page.locator('[data-news-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-category'))),
    ).resolves.toEqual(['Beurs', 'Beurs', 'Beurs']);
    await expect(page.getByRole('link', { name: 'Beurs', exact: true }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );

    await page.getByRole('link', { name: 'Crypto', exact: true }).click();
    await page.waitForURL(url('/nieuws/categorie/crypto'));
    await expect(page.locator('[data-news-empty]').textContent().then(renderedText)).resolves.toContain(
      'No articles found in Crypto.',
    );
    expect(await page.locator('[data-news-card]').count()).toBe(0);
    await page.getByRole('link', { name: 'View all articles' }).click();
    await page.waitForURL(url('/nieuws'));
    expect(await page.locator('[data-news-card]').count()).toBe(8);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'category list and article pass axe in %s mode',
    async (theme) => {
      const { context, page } = await openPage(browser(), { colorScheme: theme });
      await forceTheme(context, theme);
      for (const path of [
        '/nieuws/categorie/crypto',
        '/nieuws/categorie/analyse',
        `/nieuws/${NEWEST_SLUG}`,
        `/nieuws/${NO_IMAGE_SLUG}`,
      ]) {
        await page.goto(url(path));
        await expectNoSeriousAxeViolations(page);
      }
      await context.close();
    },
    180_000,
  );
});

describe('/nieuws/{slug} (local content)', () => {
  it('renders the article with its head, line breaks and JSON-LD', async () => {
    const { context, page, problems } = await openPage(browser());
    const response = await page.goto(url(`/nieuws/${NEWEST_SLUG}`));
    expect(response?.status()).toBe(200);
    const head = await page.evaluate(() => {
      const meta = (sel: string) => document.querySelector(sel)?.getAttribute('content') ?? null;
      return {
        title: document.title,
        description: meta('meta[name="description"]'),
        keywords: meta('meta[name="keywords"]'),
        robots: meta('meta[name="robots"]'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        ogType: meta('meta[property="og:type"]'),
        ogImage: meta('meta[property="og:image"]'),
        twitterImage: meta('meta[name="twitter:image"]'),
        published: meta('meta[property="article:published_time"]'),
        modified: meta('meta[property="article:modified_time"]'),
        section: meta('meta[property="article:section"]'),
      };
    });
    expect(head.title).toBe(`${NEWEST} | Brokerkompas`);
    expect(head.description).toMatch(/^De AEX won deze week ruim 1,8 procent/);
    expect(head.keywords).toBe(`Beurs, beleggen, aandelen, etf, dividend, ${NEWEST.toLowerCase()}`);
    expect(head.robots).toBe('index, follow');
    expect(new URL(head.canonical ?? '').pathname).toBe(`/nieuws/${NEWEST_SLUG}`);
    expect(head.ogType).toBe('article');
    expect(head.ogImage).toMatch(/^https?:\/\/.+\/_astro\/.+\.jpg$/);
    expect(head.twitterImage).toBe(head.ogImage);
    expect(head.published).toBe('2026-11-20T16:45:00.000Z');
    expect(head.modified).toBe(head.published);
    expect(head.section).toBe('Beurs');
    const jsonLd = await pageJsonLd(page);
    const article = jsonLd.find((d) => d['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: NEWEST,
      datePublished: '2026-11-20T16:45:00.000Z',
      author: { '@type': 'Organization', name: 'Brokerkompas' },
      publisher: { '@type': 'Organization', name: 'Brokerkompas' },
    });
    const crumbs = jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement?.at(-1)?.name).toBe(NEWEST);

    await expect(page.getByRole('heading', { level: 1 }).textContent().then(renderedText)).resolves.toBe(NEWEST);
    // Blank line = new paragraph, single newline = <br>.
    const paragraphs = page.locator('[data-news-body] p');
    expect(await paragraphs.count()).toBe(4);
    expect(await paragraphs.nth(2).locator('br').count()).toBe(1);
    await expect(paragraphs.nth(2).innerText()).resolves.toMatch(/^Wat betekent dit voor jou als belegger\?\nEen week/);
    await expect(page.locator('main').textContent().then(renderedText)).resolves.toContain(
      'Published on 20 november 2026',
    );
    await page.getByRole('link', { name: t('news.backToNews') }).click();
    await page.waitForURL(url('/nieuws'));
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('an article without image has no share image, a summary card and its category as section', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url(`/nieuws/${NO_IMAGE_SLUG}`));
    expect(await page.locator('meta[property="og:image"]').count()).toBe(0);
    await expect(page.locator('meta[name="twitter:card"]').getAttribute('content')).resolves.toBe('summary');
    await expect(page.locator('meta[property="article:section"]').getAttribute('content')).resolves.toBe('Brokers');
    await context.close();
  });

  it('an unknown slug shows the not-found view at that URL, with status 404 and noindex', async () => {
    const { context, page, problems } = await openPage(browser());
    const response = await page.goto(url('/nieuws/bestaat-echt-niet'));
    expect(response?.status()).toBe(404);
    const heading = page.getByRole('heading', { name: t('news.notFound.title') });
    await heading.waitFor();
    await expect(page.locator('[data-news-not-found]').textContent().then(renderedText)).resolves.toContain(
      'The requested blog post could not be found.',
    );
    await expect(page.getByRole('link', { name: t('news.backToNews') }).getAttribute('href')).resolves.toBe('/nieuws');
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toMatch(/noindex/);
    // The page's scripts have all run by the load event (module scripts run before it): no redirect followed.
    await page.waitForLoadState('load');
    await settle(page);
    expect(page.url()).toBe(url('/nieuws/bestaat-echt-niet'));
    expect(problems.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('/rss.xml (local content)', () => {
  it('is a valid RSS 2.0 feed of the articles, newest first', async () => {
    const { context, page } = await openPage(browser());
    const response = await page.request.get(url('/rss.xml'));
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto(url('/nieuws'));
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        title: doc.querySelector('channel > title')?.textContent,
        items: [...doc.querySelectorAll('item')].map((i) => ({
          title: i.querySelector('title')?.textContent,
          link: i.querySelector('link')?.textContent,
          pubDate: i.querySelector('pubDate')?.textContent,
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe('2.0');
    expect(feed.title).toBe('Brokerkompas Nieuws');
    expect(feed.items).toHaveLength(9);
    expect(feed.items[0]?.title).toBe(NEWEST);
    expect(feed.items[0]?.link).toMatch(new RegExp(`/nieuws/${NEWEST_SLUG}$`));
    expect(feed.items.every((i) => i.pubDate && !Number.isNaN(Date.parse(i.pubDate)))).toBe(true);
    await context.close();
  });
});
