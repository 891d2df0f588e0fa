import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  MOBILE,
  expectNoSeriousAxeViolations,
  forceTheme,
  openPage,
  pageJsonLd,
  url,
  useBrowser,
} from './support/browser';
import { renderedText } from './support/text';

const { browser } = useBrowser();

const ARTICLES = [
  '/aandelen/wat-zijn-aandelen',
  '/aandelen/wat-is-dividend',
  '/aandelen/aandeel-kiezen',
  '/aandelen/order-plaatsen',
  '/etf/wat-zijn-etfs',
  '/etf/dividend-en-etfs',
  '/etf/order-plaatsen',
];
const ORDER_GUIDES = ['/aandelen/order-plaatsen', '/etf/order-plaatsen'];
const JS_BUDGET_BYTES = 15 * 1024;

const jsonLd = pageJsonLd;

/** Top of an element relative to the viewport. */
async function topOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
}

describe('guide articles', () => {
  it.each(ARTICLES)('%s has h1, reading time, last-updated date, article head and Article JSON-LD', async (path) => {
    const { context, page, problems } = await openPage(browser());
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(200);

    const h1 = (await page.getByRole('heading', { level: 1 }).textContent().then(renderedText))?.trim() ?? '';
    expect(h1.length).toBeGreaterThan(3);
    const meta = page.locator('[data-article-meta]');
    expect(await meta.textContent().then(renderedText)).toMatch(
      /^\d+ min leestijd · Laatst bijgewerkt \d{1,2} [a-z]+ \d{4}$/,
    );
    const minutes = Number((await meta.textContent().then(renderedText))?.match(/^(\d+)/)?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(4); // ≥ 800 words at 200 per minute
    expect(await meta.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('meta[property="article:modified_time"]').getAttribute('content')).toMatch(/^\d{4}-/);
    expect((await page.locator('meta[name="keywords"]').getAttribute('content'))?.split(',').length).toBeGreaterThan(3);
    expect(await page.title()).toBe(`${h1} | Brokerkompas`);

    const article = (await jsonLd(page)).find((d) => d['@type'] === 'Article');
    expect(article).toMatchObject({ headline: h1, inLanguage: 'nl-NL' });
    expect(new URL(String(article?.['mainEntityOfPage'])).pathname).toBe(path);
    expect(article?.['datePublished']).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect(await page.locator('main .prose-article h2').count()).toBeGreaterThanOrEqual(3);
    const related = page.getByRole('region', { name: 'Lees verder' });
    expect(await related.getByRole('link').count()).toBeGreaterThanOrEqual(5);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it.each(ORDER_GUIDES)('%s has HowTo JSON-LD with steps and totalTime PT30M', async (path) => {
    const { context, page } = await openPage(browser());
    await page.goto(url(path));
    const howTo = (await jsonLd(page)).find((d) => d['@type'] === 'HowTo');
    expect(howTo?.['totalTime']).toBe('PT30M');
    const steps = howTo?.['step'] as { '@type': string; position: number; name: string; text: string }[];
    expect(steps.length).toBeGreaterThanOrEqual(5);
    steps.forEach((step, i) => {
      expect(step['@type']).toBe('HowToStep');
      expect(step.position).toBe(i + 1);
      expect(step.name.length).toBeGreaterThan(3);
      expect(step.text.length).toBeGreaterThan(20);
    });
    await context.close();
  });

  it('only the order guides have HowTo JSON-LD', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/etf/wat-zijn-etfs'));
    expect((await jsonLd(page)).some((d) => d['@type'] === 'HowTo')).toBe(false);
    await context.close();
  });

  it('stays within the JavaScript budget', async () => {
    const { context, page } = await openPage(browser());
    const scripts: Buffer[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.push(await res.body());
    });
    await page.goto(url('/etf/wat-zijn-etfs'), { waitUntil: 'networkidle' });
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map(
        (s) => s.textContent ?? '',
      ),
    );
    const total = [...scripts, ...inline.map((s) => Buffer.from(s))].reduce(
      (sum, code) => sum + gzipSync(code).length,
      0,
    );
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    await context.close();
  });
});

describe('table of contents', () => {
  it('is visible at 1280 px and lists the h2/h3 sections', async () => {
    const { context, page } = await openPage(browser(), DESKTOP);
    await page.goto(url('/etf/wat-zijn-etfs'));
    const toc = page.getByRole('navigation', { name: 'Inhoud' });
    expect(await toc.isVisible()).toBe(true);
    const hrefs = await toc.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const ids = await page.locator('.prose-article :is(h2, h3)[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    expect(hrefs).toEqual(ids);
    expect(hrefs.length).toBeGreaterThanOrEqual(8);
    await context.close();
  });

  it('is hidden at 390 px', async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    await page.goto(url('/aandelen/wat-zijn-aandelen'));
    expect(await page.locator('[data-toc]').count()).toBe(1);
    expect(await page.locator('[data-toc]').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Inhoud' }).count()).toBe(0);
    // Nothing makes the page wider than the phone (tables scroll inside their own region).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('a click scrolls the section into view, sets the hash and marks the link', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    await page.goto(url('/aandelen/wat-is-dividend'));
    const toc = page.getByRole('navigation', { name: 'Inhoud' });
    const link = toc.getByRole('link', { name: 'Belasting op dividend' });
    const id = ((await link.getAttribute('href')) ?? '').slice(1);
    expect(await topOf(page, `#${id}`)).toBeGreaterThan(900);

    await link.click();
    await page.waitForFunction((hash) => location.hash === hash, `#${id}`);
    // Smooth scrolling ends with the heading just below the sticky header.
    await page.waitForFunction((target) => {
      const top = document.getElementById(target)?.getBoundingClientRect().top ?? -1;
      return top > 0 && top < 200;
    }, id);
    const headerBottom = await page.locator('body > header').evaluate((h) => h.getBoundingClientRect().bottom);
    expect(await topOf(page, `#${id}`)).toBeGreaterThanOrEqual(headerBottom);
    await page.waitForFunction(
      (target) => document.querySelector(`[data-toc] a[href="#${target}"]`)?.getAttribute('aria-current') === 'true',
      id,
    );
    expect(await toc.locator('[aria-current="true"]').count()).toBe(1);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('marks the section in view while the reader scrolls', async () => {
    const { context, page } = await openPage(browser(), { ...DESKTOP, reducedMotion: 'reduce' });
    await page.goto(url('/etf/wat-zijn-etfs'));
    const ids = await page.locator('.prose-article h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
    const current = () => page.locator('[data-toc] a[aria-current="true"]').getAttribute('href', { timeout: 2000 });

    for (const id of [ids[2]!, ids[4]!, ids[1]!]) {
      await page.evaluate((target) => {
        const heading = document.getElementById(target)!;
        window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 100);
      }, id);
      await page.waitForFunction(
        (target) => document.querySelector(`[data-toc] a[href="#${target}"]`)?.getAttribute('aria-current') === 'true',
        id,
      );
      expect(await current()).toBe(`#${id}`);
    }

    // At the very end of the page the last section is marked, even if it cannot reach the top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      (target) => document.querySelector(`[data-toc] a[href="#${target}"]`)?.getAttribute('aria-current') === 'true',
      ids.at(-1)!,
    );
    await context.close();
  });

  it('scrolls smoothly unless the reader prefers reduced motion', async () => {
    for (const [reducedMotion, expected] of [
      ['no-preference', 'smooth'],
      ['reduce', 'auto'],
    ] as const) {
      const { context, page } = await openPage(browser(), { ...DESKTOP, reducedMotion });
      await page.goto(url('/etf/order-plaatsen'));
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(expected);
      await context.close();
    }
  });

  it('links work from the keyboard and bring the section into view', async () => {
    const { context, page } = await openPage(browser(), { ...DESKTOP, reducedMotion: 'reduce' });
    await page.goto(url('/etf/dividend-en-etfs'));
    const link = page.locator('[data-toc] a').nth(2);
    await link.focus();
    await page.keyboard.press('Enter');
    const id = ((await link.getAttribute('href')) ?? '').slice(1);
    await page.waitForFunction((hash) => location.hash === hash, `#${id}`);
    const top = await topOf(page, `#${id}`);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(200);
    await context.close();
  });
});

describe('tables and accessibility', () => {
  it('wat-zijn-etfs has two labelled, keyboard-scrollable tables with header rows', async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    await page.goto(url('/etf/wat-zijn-etfs'));
    const regions = page.locator('.prose-article [role="region"][tabindex="0"]');
    expect(await regions.count()).toBe(2);
    for (const region of await regions.all()) {
      expect((await region.getAttribute('aria-label'))?.length).toBeGreaterThan(10);
      expect(await region.locator('table thead th').count()).toBeGreaterThanOrEqual(3);
      expect(await region.locator('table thead th[scope="col"]').count()).toBe(
        await region.locator('thead th').count(),
      );
      expect(await region.locator('table tbody th[scope="row"]').count()).toBe(
        await region.locator('tbody tr').count(),
      );
      // The table is wider than the phone and scrolls inside its region.
      const { scroll, client } = await region.evaluate((r) => ({ scroll: r.scrollWidth, client: r.clientWidth }));
      expect(scroll).toBeGreaterThan(client);
    }
    await context.close();
  });

  it.each(['light', 'dark'] as const)('has no serious axe violations with a marked section (%s)', async (theme) => {
    const { context, page, problems } = await openPage(browser(), { ...DESKTOP, reducedMotion: 'reduce' });
    await forceTheme(context, theme);
    await page.goto(url('/etf/wat-zijn-etfs#wat-kost-een-etf'));
    await page.waitForSelector('[data-toc] a[aria-current="true"]');
    await expectNoSeriousAxeViolations(page);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('long contents list', () => {
  it('keeps the marked link visible inside the sticky list on a short screen', async () => {
    const { context, page } = await openPage(browser(), {
      viewport: { width: 1280, height: 520 },
      reducedMotion: 'reduce',
    });
    await page.goto(url('/aandelen/order-plaatsen'));
    const nav = page.locator('[data-toc]');
    expect(await nav.evaluate((n) => n.scrollHeight > n.clientHeight)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = nav.locator('a').last();
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-toc] a')].at(-1)?.getAttribute('aria-current') === 'true',
    );
    const [linkBox, navBox] = await Promise.all([last.boundingBox(), nav.boundingBox()]);
    expect(linkBox!.y).toBeGreaterThanOrEqual(navBox!.y);
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(navBox!.y + navBox!.height + 1);
    await context.close();
  });
});
