// Site search in Chromium against the e2e build (local news) and a build whose news comes from the
// Contentful stand-in (hostile entry included): the index, the dialog, the keyboard and the CSP.
import { t } from '../../src/i18n';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPagesRuntime } from '../../scripts/preview.mjs';
import { HOSTILE_SLUG, HOSTILE_TITLE, STANDIN_SPACE, STANDIN_TOKEN } from '../support/contentful-standin.mjs';
import { buildSite } from './global-setup';
import { MOBILE, expectNoSeriousAxeViolations, forceTheme, openPage, url, useBrowser } from './support/browser';
import { stubContentfulImages } from './support/contentfulImages';
import { indexedPages } from './support/pagefind';
import { SEARCH_LOAD_TIMEOUT_MS } from '../../src/scripts/search/pagefind';
import { startStandinProcess, type StandinProcess } from './support/standin';
import { renderedText, renderedTexts } from './support/text';

const { browser } = useBrowser();

const PRIVATE_OR_LIST = /^\/(login|profile|portfolio|404)(\/|$)|^\/nieuws\/(pagina|categorie)\//;

/** Requests a page made for the search bundle (Pagefind's script, worker, WASM and index). */
function recordSearchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/pagefind/')) seen.push(path);
  });
  return seen;
}

/** Opens the dialog with the header button and types a query; resolves once its results are shown. */
async function search(page: Page, query: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: t('search.open') });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: t('search.open'), exact: true }).click();
  await page.getByLabel(t('search.fieldLabel')).fill(query);
  await page.locator(`[data-search-results][data-query="${query}"]`).waitFor({ state: 'attached' });
}

const resultLinks = (page: Page) => page.locator('[data-search-results] a');

/** Aborts the first request whose path starts with `prefix` (a dropped connection), lets later ones through. */
async function failFirstRequest(page: Page, prefix: string): Promise<() => number> {
  let requests = 0;
  await page.route(
    (address) => address.pathname.startsWith(prefix),
    (route) => (requests++ === 0 ? route.abort('connectionreset') : route.continue()),
  );
  return () => requests;
}

/** Resolves once the dialog's status says search is not available. */
async function showsUnavailable(page: Page): Promise<void> {
  await page.waitForFunction(
    (text) => document.querySelector('[data-search-status]')?.textContent === text,
    t('search.unavailable'),
  );
}

async function hrefs(page: Page): Promise<string[]> {
  return resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

const indexedUrls = (distDir: string) => indexedPages(distDir).map((page) => page.url);

describe('search on the site with local news', () => {
  it('loads nothing of search with the page; opening the dialog fetches Pagefind', async () => {
    const { context, page, problems } = await openPage(browser());
    const requests = recordSearchRequests(page);
    await page.goto(url('/aandelen/wat-zijn-aandelen'), { waitUntil: 'networkidle' });
    expect(requests).toEqual([]);
    const bundle = page.waitForRequest((r) => r.url().endsWith('/pagefind/pagefind.js'));
    await page.getByRole('button', { name: t('search.open'), exact: true }).click();
    await expect(page.getByRole('dialog', { name: t('search.open') }).isVisible()).resolves.toBe(true);
    await bundle;
    await search(page, 'dividend');
    expect(requests.some((path) => path.endsWith('.pf_fragment'))).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('finds a guide, a news article and a FAQ answer, each with its section', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/'));

    await search(page, 'dividend');
    expect(await hrefs(page)).toContain('/aandelen/wat-is-dividend');
    const guideLink = page.locator('[data-search-results] a[href="/aandelen/wat-is-dividend"]');
    await expect(guideLink.locator('.search-badge').textContent().then(renderedText)).resolves.toBe('Artikelen');
    await expect(guideLink.locator('mark').first().textContent().then(renderedText)).resolves.toMatch(/dividend/i);

    await search(page, 'chipfondsen');
    const news = page.locator(
      '[data-search-results] a[href="/nieuws/aex-sluit-week-hoger-af-dankzij-sterke-chipfondsen"]',
    );
    await expect(news.locator('.search-badge').textContent().then(renderedText)).resolves.toBe('Nieuws');
    await expect(news.textContent().then(renderedText)).resolves.toContain(
      'AEX sluit week hoger af dankzij sterke chipfondsen',
    );

    // A word only in one FAQ answer ('beleggerscompensatiestelsel' is on every provider page now): the result links to
    // that question on /faq.
    await search(page, 'vergoedt');
    const answer = resultLinks(page).filter({ hasText: 'Is mijn geld veilig als mijn broker failliet gaat?' });
    const href = await answer.first().getAttribute('href');
    expect(href).toMatch(/^\/faq#faq-\d+$/);
    await answer.first().click();
    await page.waitForURL(url(href ?? ''));
    const question = page.locator(`[id="${href?.split('#')[1]}"] [data-faq-toggle]`);
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByText(/vergoedt het beleggerscompensatiestelsel/).isVisible()).resolves.toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("stems Dutch: 'aandeel' also finds and highlights 'aandelen'", async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/'));
    await search(page, 'aandeel');
    expect(await hrefs(page)).toContain('/aandelen/wat-zijn-aandelen');
    const marks = await page.locator('[data-search-results] mark').allTextContents().then(renderedTexts);
    expect(marks.map((m) => m.toLowerCase())).toContain('aandelen');
    await context.close();
  });

  it('narrows results with the section chips', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/'));
    await search(page, 'etf');
    const chips = page.getByRole('group', { name: 'Filter op sectie' });
    const all = await chips
      .getByRole('button', { name: /^Alle \(\d+\)$/ })
      .textContent()
      .then(renderedText);
    await chips.getByRole('button', { name: /^Nieuws \(\d+\)$/ }).click();
    const nieuws = chips.getByRole('button', { name: /^Nieuws \(\d+\)$/ });
    await expect(nieuws.getAttribute('aria-pressed')).resolves.toBe('true');
    const count = Number(/\((\d+)\)/.exec((await nieuws.textContent().then(renderedText)) ?? '')?.[1]);
    await page
      .getByRole('status')
      .filter({ hasText: `${count} resulta` })
      .waitFor();
    const badges = await page.locator('[data-search-results] .search-badge').allTextContents().then(renderedTexts);
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(['Nieuws']));
    expect(Number(/\((\d+)\)/.exec(all ?? '')?.[1])).toBeGreaterThan(count);
    await context.close();
  });

  it("says 'Geen resultaten voor' a query that matches nothing", async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/'));
    await search(page, 'qwxyzzy');
    await expect(page.getByRole('status').textContent().then(renderedText)).resolves.toBe(
      'Geen resultaten voor "qwxyzzy"',
    );
    expect(await resultLinks(page).count()).toBe(0);
    await context.close();
  });

  it('a failed download of the search bundle says so, and the next keystroke loads it again', async () => {
    const { context, page } = await openPage(browser());
    const requests = await failFirstRequest(page, '/pagefind/pagefind.js');
    await page.goto(url('/'));
    await page.getByRole('button', { name: t('search.open'), exact: true }).click();
    await showsUnavailable(page);
    expect(await page.getByRole('status').textContent().then(renderedText)).toBe(
      'Zoeken is nu niet beschikbaar. Probeer het opnieuw.',
    );
    expect(await resultLinks(page).count()).toBe(0);
    await search(page, 'dividend');
    expect(requests()).toBe(2);
    expect(await resultLinks(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('status').textContent().then(renderedText)).not.toBe(t('search.unavailable'));
    await context.close();
  });

  it('a stalled download of the search index says so after 10 s', async () => {
    const { context, page } = await openPage(browser());
    await page.clock.install();
    // The bundle loads; the index's entry file, WASM and chunks never answer (a stalled connection).
    const stalled: string[] = [];
    await page.route(
      (address) => address.pathname.startsWith('/pagefind/') && address.pathname !== '/pagefind/pagefind.js',
      (route) => void stalled.push(new URL(route.request().url()).pathname),
    );
    await page.goto(url('/'));
    const requested = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith('/pagefind/pagefind-'),
    );
    await page.getByRole('button', { name: t('search.open'), exact: true }).click();
    await requested;
    await page.getByLabel(t('search.fieldLabel')).fill('dividend');
    await page.clock.runFor(SEARCH_LOAD_TIMEOUT_MS - 1_000);
    expect(await page.getByRole('status').textContent().then(renderedText)).not.toBe(t('search.unavailable'));
    await page.clock.runFor(1_000);
    await showsUnavailable(page);
    expect(await page.getByRole('status').textContent().then(renderedText)).toBe(
      'Zoeken is nu niet beschikbaar. Probeer het opnieuw.',
    );
    expect(stalled.length).toBeGreaterThan(0);
    await context.close();
  });

  it('a failed download while the dialog is closed is retried when it opens again', async () => {
    const { context, page } = await openPage(browser());
    const requests = await failFirstRequest(page, '/pagefind/pagefind.js');
    await page.goto(url('/'));
    const open = page.getByRole('button', { name: t('search.open'), exact: true });
    await open.click();
    await showsUnavailable(page);
    await page.keyboard.press('Escape');
    const loaded = page.waitForResponse((response) => response.url().includes('/pagefind/pagefind.js'));
    await open.click();
    expect((await loaded).status()).toBe(200);
    expect(requests()).toBe(2);
    await search(page, 'dividend');
    expect(await resultLinks(page).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('a failed download of the dialog code itself is retried on the next keystroke', async () => {
    const { context, page } = await openPage(browser());
    const requests = await failFirstRequest(page, '/_astro/searchDialog');
    await page.goto(url('/'));
    await page.getByRole('button', { name: t('search.open'), exact: true }).click();
    await showsUnavailable(page);
    await search(page, 'dividend');
    expect(requests()).toBe(2);
    expect(await resultLinks(page).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('keyboard: / and Ctrl+K open, arrows move through results, Enter opens, Escape returns focus', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/faq'));
    const button = page.getByRole('button', { name: t('search.open'), exact: true });
    const dialog = page.getByRole('dialog', { name: t('search.open') });
    const input = page.getByLabel(t('search.fieldLabel'));

    await page.keyboard.press('/');
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(input.inputValue()).resolves.toBe('');
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(false);
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press('Control+k');
    await expect(dialog.isVisible()).resolves.toBe(true);
    await page.keyboard.type('etf');
    await page.locator('[data-search-results][data-query="etf"]').waitFor({ state: 'attached' });
    const links = resultLinks(page);
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // Tab stays inside the modal dialog.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(dialog.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);

    await page.getByRole('button', { name: t('search.close') }).click();
    await expect(dialog.isVisible()).resolves.toBe(false);
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // '/' typed into a field is text, not a shortcut.
    await page.goto(url('/etf/vind-jouw-etf'));
    // The finder's field is React's once the island has hydrated (before that, React resets it).
    const field = page.locator('main input[type="search"], main input[type="text"]').first();
    await field.focus();
    await page.keyboard.type('a/b');
    await expect(field.inputValue()).resolves.toBe('a/b');
    await expect(dialog.isVisible()).resolves.toBe(false);

    // Enter on a focused result opens it.
    await field.evaluate((el) => (el as HTMLElement).blur());
    await page.keyboard.press('/');
    await page.keyboard.type('chipfondsen');
    await page.locator('[data-search-results][data-query="chipfondsen"]').waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/nieuws/aex-sluit-week-hoger-af-dankzij-sterke-chipfondsen'));
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("no keystroke is lost while the page hydrates: 'a/b' typed between React's commit and its effects stays 'a/b'", async () => {
    // A busy page runs React's passive effects (where useSyncExternalStore subscribes) in a task after the commit,
    // and keystrokes may come first. To make that gap certain, the page's MessageChannel (React's scheduler) delivers
    // its messages only when the test steps them: the test steps until the island's root has committed its
    // hydration, then types, and only then lets React's effects run.
    const { context, page, problems } = await openPage(browser());
    await page.addInitScript(() => {
      const Native = window.MessageChannel;
      const held: (() => void)[] = [];
      let holding = true;
      const w = window as unknown as { __held: typeof held; __release: () => void };
      w.__held = held;
      w.__release = () => {
        holding = false;
        while (held.length) held.shift()?.();
      };
      window.MessageChannel = class extends Native {
        constructor() {
          super();
          const { port1, port2 } = this;
          const post = port2.postMessage.bind(port2);
          // Held messages are delivered synchronously when stepped, so each step is one scheduler slice.
          port2.postMessage = (message: unknown) => {
            if (holding) held.push(() => (port1.onmessage as ((e: unknown) => void) | null)?.({ data: message }));
            else post(message);
          };
        }
      };
    });
    await page.goto(url('/etf/vind-jouw-etf'));
    const field = page.locator('main input[type="search"]').first();
    await field.waitFor();
    // One scheduler slice at a time until the island's root has committed (React's own root state: not dehydrated).
    const committed = () =>
      page.evaluate(() => {
        const island = document.querySelector('main astro-island');
        const key = island && Object.keys(island).find((k) => k.startsWith('__reactContainer$'));
        const root = key
          ? (
              island as unknown as Record<
                string,
                { stateNode: { current: { memoizedState?: { isDehydrated?: boolean } } } }
              >
            )[key]
          : undefined;
        const state = root?.stateNode.current.memoizedState;
        if (state && state.isDehydrated === false) return true;
        (window as unknown as { __held: (() => void)[] }).__held.shift()?.();
        return false;
      });
    let slices = 0;
    while (!(await committed())) {
      slices += 1;
      if (slices > 10_000) throw new Error('the island never committed its hydration');
    }
    expect(await page.evaluate(() => (window as unknown as { __held: unknown[] }).__held.length)).toBeGreaterThan(0);
    await field.focus();
    await page.keyboard.type('a/b');
    await page.evaluate(() => (window as unknown as { __release: () => void }).__release());
    await page.locator('[data-hydrated]').waitFor();
    await expect(field.inputValue()).resolves.toBe('a/b');
    await expect(page.getByRole('dialog', { name: t('search.open') }).isVisible()).resolves.toBe(false);
    expect(new URL(page.url()).searchParams.get('q')).toBe('a/b');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('indexes only the main content: no header, breadcrumb, footer or article meta', () => {
    const pages = indexedPages(inject('distDir'));
    for (const text of [
      'Naar de inhoud',
      'Kruimelpad',
      'Hoofdmenu',
      "Beleggen brengt risico's met zich mee",
      'leestijd',
    ]) {
      expect(
        pages.filter((page) => page.content.includes(text)).map((page) => page.url),
        text,
      ).toEqual([]);
    }
    const guide = pages.find((page) => page.url === '/aandelen/wat-is-dividend.html');
    expect(guide?.content).toMatch(/^Wat is dividend\?/);
  });

  it('indexes no private page, 404 or news list page, and finds none of them', async () => {
    const urls = indexedUrls(inject('distDir'));
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((u) => PRIVATE_OR_LIST.test(u.replace(/\.html$/, '')))).toEqual([]);
    expect(urls).toContain('/faq.html');

    const { context, page } = await openPage(browser());
    await page.goto(url('/'));
    for (const query of ['inloggen', 'portfolio', 'watchlist', 'wachtwoord']) {
      await search(page, query);
      expect((await hrefs(page)).filter((h) => PRIVATE_OR_LIST.test(h))).toEqual([]);
    }
    await context.close();
  });

  it('works on a phone: the button is in the header bar without opening the menu', async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    await page.goto(url('/nieuws'));
    const button = page.getByRole('button', { name: t('search.open'), exact: true });
    await expect(button.isVisible()).resolves.toBe(true);
    await expect(page.locator('#mobile-menu').isHidden()).resolves.toBe(true);
    await button.tap();
    await search(page, 'dividend');
    const box = await page.getByRole('dialog', { name: t('search.open') }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.viewport.width).toBe(true);
    await expect(resultLinks(page).first().isVisible()).resolves.toBe(true);
    // The header bar fits small phones with the extra button: nothing scrolls sideways.
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 780 });
      await page.goto(url('/nieuws'));
      await expect(button.isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    }
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'passes axe in %s mode with the dialog open and results shown, without CSP violations',
    async (theme) => {
      const { context, page, problems } = await openPage(browser(), { colorScheme: theme });
      await forceTheme(context, theme);
      await page.goto(url('/aandelen'));
      await search(page, 'dividend');
      await expect(resultLinks(page).count()).resolves.toBeGreaterThan(2);
      await expectNoSeriousAxeViolations(page);
      expect(problems.errors).toEqual([]);
      await context.close();
    },
    90_000,
  );
});

describe('search on a site built from Contentful', () => {
  const OUT = resolve(process.env['E2E_DIR'] ?? '.tmp/e2e', '../e2e-search-contentful/dist');
  let standin: StandinProcess | undefined;
  let server: { url: string; close: () => Promise<void> } | undefined;
  const at = (path: string) => new URL(path, server?.url).href;

  beforeAll(async () => {
    standin = await startStandinProcess({ entries: 40 });
    buildSite(OUT, {
      PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
      CONTENTFUL_SPACE_ID: STANDIN_SPACE,
      CONTENTFUL_ACCESS_TOKEN: STANDIN_TOKEN,
      CONTENTFUL_HOST: `http://${standin.host}`,
    });
    server = await startPagesRuntime({ root: OUT });
  }, 300_000);

  afterAll(async () => {
    await server?.close();
    standin?.stop();
  });

  it('indexes the Contentful articles, fetched only when search opens', async () => {
    const { context, page, problems } = await openPage(browser());
    await stubContentfulImages(context);
    const requests = recordSearchRequests(page);
    await page.goto(at('/nieuws'), { waitUntil: 'networkidle' });
    expect(requests).toEqual([]);
    await search(page, 'Marktupdate 7');
    const link = page.locator('[data-search-results] a[href="/nieuws/marktupdate-7-beurzen-hoger-gesloten"]');
    await expect(link.locator('.search-badge').textContent().then(renderedText)).resolves.toBe('Nieuws');
    // 40 generated entries and the stand-in's older entry with a duplicate title.
    expect(indexedUrls(OUT).filter((u) => u.startsWith('/nieuws/marktupdate-')).length).toBe(41);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('shows a hostile title and excerpt as inert text', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(at('/'));
    await search(page, 'Hostile');
    const link = page.locator(`[data-search-results] a[href="/nieuws/${HOSTILE_SLUG}"]`);
    await expect(link.locator('[data-result-title]').textContent().then(renderedText)).resolves.toBe(HOSTILE_TITLE);
    await expect(link.textContent().then(renderedText)).resolves.toContain('<img src=x onerror=');
    const dialog = page.getByRole('dialog', { name: t('search.open') });
    expect(await dialog.locator('img, script, b, i').count()).toBe(0);
    await expect(link.locator('mark').first().textContent().then(renderedText)).resolves.toBe('Hostile');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await context.close();
  });
});
