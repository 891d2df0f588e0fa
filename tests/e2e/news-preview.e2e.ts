// Draft previews: one build with CONTENTFUL_PREVIEW=1 against the Delivery/Preview stand-in (30 published entries,
// two never-published drafts and entry-0 with an unpublished newer version), served by the Pages runtime. A draft
// page shows the 'Concept' banner and says noindex, and stays out of the sitemap, the RSS feed and the search
// index; a published article in the same build has none of that. (The production side, a build without preview
// settings never holding a draft, is in news-contentful.e2e.ts, whose stand-in has the same drafts.)
import { resolve } from 'node:path';
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
});
