// Draft previews: one build with CONTENTFUL_PREVIEW=1 against the Delivery/Preview stand-in (30 published entries,
// two never-published drafts and entry-0 with an unpublished newer version), served by the Pages runtime. A draft
// page shows the 'Concept' banner and says noindex, and stays out of the sitemap, the RSS feed and the search
// index; a published article in the same build has none of that. A list page that shows a draft labels it
// 'Concept' and says noindex too (drafts never appear on a page without noindex), and every response of the
// preview carries X-Robots-Tag: noindex. (The production side, a build without preview
// settings never holding a draft, is in news-contentful.e2e.ts, whose stand-in has the same drafts.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPagesRuntime } from '../../scripts/preview.mjs';
import { draftTitle, STANDIN_PREVIEW_TOKEN, STANDIN_SPACE, STANDIN_TOKEN } from '../support/contentful-standin.mjs';
import { buildSite, E2E_DIR } from './global-setup';
import { expectNoSeriousAxeViolations, openPage, useBrowser } from './support/browser';
import { stubContentfulImages } from './support/contentfulImages';
import { startStandinProcess, type StandinProcess } from './support/standin';
import { renderedText } from './support/text';

const { browser } = useBrowser();
const OUT = resolve(E2E_DIR, '../e2e-news-preview/dist');
const DRAFT = '/nieuws/concept-0-nog-niet-gepubliceerd-artikel';
const CHANGED = '/nieuws/marktupdate-0-beurzen-lager-gesloten-bijgewerkt';
const PUBLISHED = '/nieuws/marktupdate-1-beurzen-hoger-gesloten';
const DRAFTS = [DRAFT, '/nieuws/concept-1-nog-niet-gepubliceerd-artikel', CHANGED];
const ROBOTS_NOINDEX = /<meta[^>]*name="robots"[^>]*content="noindex/;

/** Every HTML file of a build, as its path on the site ('/nieuws/pagina/2'). */
function builtPages(dir: string): { path: string; html: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({
      path: `/${relative(dir, join(dir, file))
        .replace(/\.html$/, '')
        .replace(/(^|\/)index$/, '')}`,
      html: readFileSync(join(dir, file), 'utf8'),
    }));
}

let standin: StandinProcess | undefined;
let server: { url: string; close: () => Promise<void> } | undefined;
const at = (path: string) => new URL(path, server?.url).href;

beforeAll(async () => {
  standin = await startStandinProcess({ entries: 30, extraEntries: 'none', drafts: 2, changedEntry: true });
  buildSite(OUT, {
    PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    CONTENTFUL_SPACE_ID: STANDIN_SPACE,
    CONTENTFUL_ACCESS_TOKEN: STANDIN_TOKEN,
    CONTENTFUL_PREVIEW: '1',
    CONTENTFUL_PREVIEW_TOKEN: STANDIN_PREVIEW_TOKEN,
    CONTENTFUL_HOST: `http://${standin.host}`,
  });
  server = await startPagesRuntime({ root: OUT });
}, 300_000);

afterAll(async () => {
  await server?.close();
  standin?.stop();
});

describe('a preview build (CONTENTFUL_PREVIEW=1)', () => {
  it('shows a draft with its Concept banner and noindex, out of the search index; a published article without', async () => {
    const { context, page, problems } = await openPage(browser());
    await stubContentfulImages(context);
    for (const path of [DRAFT, CHANGED]) {
      await page.goto(at(path));
      const banner = page.locator('[data-draft-banner]');
      await expect(banner.isVisible()).resolves.toBe(true);
      await expect(banner.textContent().then(renderedText)).resolves.toMatch(/^Concept Dit artikel/);
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex, follow');
      expect(await page.locator('main[data-pagefind-body]').count()).toBe(0);
    }
    await expect(page.getByRole('heading', { level: 1 }).textContent().then(renderedText)).resolves.toBe(
      'Marktupdate 0: beurzen lager gesloten (bijgewerkt)',
    );
    await expectNoSeriousAxeViolations(page);

    await page.goto(at(PUBLISHED));
    expect(await page.locator('[data-draft-banner]').count()).toBe(0);
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('index, follow');
    expect(await page.locator('main[data-pagefind-body]').count()).toBe(1);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('leaves drafts out of the sitemap and the RSS feed', async () => {
    const { context, page } = await openPage(browser());
    const sitemap = await (await page.request.get(at('/sitemap-0.xml'))).text();
    expect(sitemap).toContain(`${PUBLISHED}</loc>`);
    expect(sitemap).not.toContain(DRAFT);
    expect(sitemap).not.toContain(CHANGED);
    const rss = await (await page.request.get(at('/rss.xml'))).text();
    expect(rss).toContain('Marktupdate 1: beurzen hoger gesloten');
    expect(rss).not.toContain(draftTitle(0));
    expect(rss).not.toContain('(bijgewerkt)');
    await context.close();
  });

  it('labels drafts on list, category and pagination pages and makes exactly those pages noindex', async () => {
    const { context, page, problems } = await openPage(browser());
    await stubContentfulImages(context);
    for (const path of ['/nieuws', '/nieuws/categorie/beurs']) {
      await page.goto(at(path));
      const draftCards = page
        .locator(`[data-news-featured], [data-news-card]`)
        .filter({ has: page.locator('[data-draft-label]') });
      expect(await draftCards.count()).toBeGreaterThan(0);
      await expect(page.locator('[data-draft-label]').first().textContent().then(renderedText)).resolves.toBe(
        'Concept',
      );
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex, follow');
      expect(await page.locator('main[data-pagefind-body]').count()).toBe(0);
    }
    await expectNoSeriousAxeViolations(page);
    // The second page of all articles holds only published ones: no label, indexable, in the search index.
    await page.goto(at('/nieuws/pagina/2'));
    expect(await page.locator('[data-news-card]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-draft-label]').count()).toBe(0);
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('index, follow');
    expect(problems.errors).toEqual([]);
    await context.close();

    const sitemap = await (await fetch(at('/sitemap-0.xml'))).text();
    expect(sitemap).toContain('/nieuws/pagina/2</loc>');
    expect(sitemap).not.toMatch(/\/nieuws<\/loc>|\/nieuws\/categorie\/beurs<\/loc>/);
  });

  it('never shows a draft on a page without noindex, anywhere in the build', () => {
    const pages = builtPages(OUT);
    const linksTo = (html: string, path: string) => new RegExp(`href="(?:https?://[^"/]+)?${path}"`).test(html);
    const showingDrafts = pages.filter(
      ({ path, html }) => DRAFTS.includes(path) || DRAFTS.some((draft) => linksTo(html, draft)),
    );
    // The drafts' own pages and the lists that show them (All, Beurs, at least).
    expect(showingDrafts.map(({ path }) => path)).toEqual(
      expect.arrayContaining([...DRAFTS, '/nieuws', '/nieuws/categorie/beurs']),
    );
    const indexable = showingDrafts.filter(({ html }) => !ROBOTS_NOINDEX.test(html)).map(({ path }) => path);
    expect(indexable).toEqual([]);
    // Every card of a draft carries its label.
    for (const { html } of showingDrafts.filter(({ path }) => !DRAFTS.includes(path))) {
      const cards = html.split(/(?=<article )/).filter((part) => DRAFTS.some((path) => linksTo(part, path)));
      for (const card of cards) expect(card).toContain('data-draft-label');
    }
  });

  it('answers every path with X-Robots-Tag: noindex; the production build does not', async () => {
    const index = readFileSync(join(OUT, 'index.html'), 'utf8');
    const asset = /(?:src|href)="(\/_astro\/[^"]+)"/.exec(index)?.[1];
    expect(asset).toBeDefined();
    for (const path of [
      '/',
      '/nieuws',
      PUBLISHED,
      '/rss.xml',
      '/sitemap-index.xml',
      '/robots.txt',
      `${asset}`,
      '/pagefind/pagefind.js',
      '/bestaat-niet',
    ]) {
      const response = await fetch(at(path), { redirect: 'manual' });
      expect({ path, tag: response.headers.get('x-robots-tag') }).toEqual({ path, tag: 'noindex' });
    }
    const production = await fetch(new URL('/', inject('baseUrl')));
    expect(production.headers.get('x-robots-tag')).toBeNull();
  });
});
