// Home broker comparison, hubs, tools hub and FAQ (docs/behaviour.md).
import { gzipSync } from 'node:zlib';
import { t } from '../../src/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROKERS, providerLinkRel } from '../../src/data/brokers';
import { TARIFFS } from '../../src/data/fees';
import { sortByCost, sortByRating } from '../../src/lib/brokers';
import { tariffSummary } from '../../src/lib/costs';
import { normalizeSpaces } from '../../src/lib/format';
import { ETF_PAGES, SHARES_PAGES } from '../../src/data/navigation';
import { groupPages } from '../../src/data/routes';
import { routeCard } from '../../src/lib/routeTexts';
import { MOBILE, expectNoSeriousAxeViolations, forceTheme, openPage, url, useBrowser } from './support/browser';
import { renderedText, renderedTexts } from './support/text';

/**
 * The most the home page's HTML may weigh, gzip: Lighthouse's simulated connection carries about 14.6 KB in its first
 * round trip, about 0.7 KB of which are this host's headers (README, 'The home page's LCP').
 */
const HOME_HTML_MAX_GZIP = 13_900;

const { browser } = useBrowser();

const tableNames = (page: Page) =>
  page
    .locator('table[data-broker-list] [data-broker-name]')
    .evaluateAll((els) => els.map((e) => e.textContent?.trim()));
/** How the comparison is laid out: its display, and each provider's box (a table row group or a card). */
const layout = (page: Page) =>
  page.locator('table[data-broker-list]').evaluate((table) => ({
    display: getComputedStyle(table).display,
    headVisible: (table.querySelector('thead')?.getBoundingClientRect().height ?? 0) > 1,
    items: [...table.querySelectorAll(':scope > [data-broker-item]')].map((item) => item.getBoundingClientRect()),
  }));

// The orders themselves are pinned in tests/unit/content.test.ts; here the page must show what they give.
const BY_RATING = sortByRating(BROKERS).map((b) => b.name);
const BY_COST = sortByCost(BROKERS).map((b) => b.name);

async function faqJsonLdQuestions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string; mainEntity?: { name: string }[] })
      .filter((d) => d['@type'] === 'FAQPage')
      .flatMap((d) => (d.mainEntity ?? []).map((q) => q.name)),
  );
}

describe('home: broker comparison', () => {
  it('shows the hero, the table on desktop and the last-updated date and disclosure', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/'));
    expect(await page.getByRole('heading', { level: 1 }).textContent().then(renderedText)).toBe(
      t('home.hero.title', { compare: t('action.compareBrokers') }),
    );
    expect(await page.locator('#compare').count()).toBe(1);
    const jsonLdTypes = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type'],
      ),
    );
    expect(jsonLdTypes).toEqual(['WebSite']);
    // A table with its column heads, one row group per provider: not cards.
    const { display, headVisible } = await layout(page);
    expect([display, headVisible]).toEqual(['table', true]);
    expect(await tableNames(page)).toEqual(BY_RATING);
    // Each broker's fee line is the fee model's (a tariff changed in fees.ts shows here).
    for (const b of BROKERS) {
      const row = page.locator(`table [data-broker-item="${b.id}"]`);
      expect(normalizeSpaces((await row.textContent().then(renderedText)) ?? '')).toContain(
        normalizeSpaces(tariffSummary(TARIFFS[b.id])),
      );
    }
    expect(await page.locator('#compare').textContent().then(renderedText)).toMatch(
      /Laatst bijgewerkt: \d{1,2} \w+ \d{4}/,
    );
    expect(await page.locator('#compare [data-affiliate-disclosure]').textContent().then(renderedText)).toMatch(
      /vergoeding/,
    );
    const stars = page.locator('table [role="img"][aria-label="4,6 van 5 sterren"]');
    expect(await stars.count()).toBe(1);
    expect(await page.locator('table [data-stars]').first().getAttribute('data-stars')).toBe(
      'full full full full half',
    );
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('keeps its HTML within the first round trip of a new connection (≤ 13.9 KB gzip)', async () => {
    const html = await (await fetch(url('/'))).text();
    expect(gzipSync(html).length).toBeLessThanOrEqual(HOME_HTML_MAX_GZIP);
  });

  it('shows each provider in one row and leads, by keyboard, to its details and to all providers', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/'));
    // The details (supervision, customer service, platform, users) are on the provider's page, not in the table.
    const labels = [t('broker.customerService'), t('broker.platform'), t('broker.users')];
    const table = (await page.locator('table[data-broker-list]').textContent().then(renderedText)) ?? '';
    for (const text of ['BaFin', ...labels]) expect(table).not.toContain(text);
    await page.locator('table [data-broker-item="degiro"] a[data-broker-name]').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/brokers/degiro'));
    const main = (await page.locator('main').textContent().then(renderedText)) ?? '';
    for (const text of ['flatexDEGIRO Bank AG', 'BaFin', ...labels]) expect(main).toContain(text);

    await page.goto(url('/'));
    const all = page.locator('#compare').getByRole('link', {
      name: t('home.compare.all', { count: BROKERS.length }),
    });
    expect(await all.getAttribute('href')).toBe('/brokers');
    await all.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/brokers'));
    expect(await page.locator('[data-broker-hub] > li').count()).toBe(BROKERS.length);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('sorts by cost and back by rating, each row whole', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/'));
    const rating = page.getByRole('button', { name: 'Beoordeling' });
    const cost = page.getByRole('button', { name: 'Kosten', exact: true });
    expect(await rating.getAttribute('aria-pressed')).toBe('true');

    await cost.click();
    expect(await cost.getAttribute('aria-pressed')).toBe('true');
    expect(await rating.getAttribute('aria-pressed')).toBe('false');
    expect(await tableNames(page)).toEqual(BY_COST);
    expect(await page.locator('[data-sort-status]').textContent().then(renderedText)).toContain('kosten');
    // A provider's fee line travels with its name.
    const ibkrBody = page.locator('table tbody[data-broker-item="ibkr"]');
    expect(normalizeSpaces((await ibkrBody.textContent().then(renderedText)) ?? '')).toContain(
      normalizeSpaces(tariffSummary(TARIFFS.ibkr)),
    );

    await rating.click();
    expect(await tableNames(page)).toEqual(BY_RATING);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('links to each broker as a sponsored link in a new tab', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/'));
    for (const b of BROKERS) {
      const link = page.getByRole('link', { name: new RegExp(`^${t('action.toBroker')} ${b.name}\\b`) });
      expect(await link.count()).toBe(1);
      expect(await link.getAttribute('href')).toBe(b.url);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe(providerLinkRel(b));
    }
    await context.close();
  });

  it('loads every logo with a set size', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/'));
    await page.waitForLoadState('load');
    const logos = await page.locator('table img[data-logo-img]').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        natural: img.naturalWidth,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      })),
    );
    expect(logos).toHaveLength(BROKERS.filter((b) => b.logo).length);
    for (const logo of logos) {
      expect(logo.natural).toBeGreaterThan(0);
      expect(logo.width).toBe('48');
      expect(logo.height).toBe('48');
    }
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('replaces a logo that fails with the first letter, without a broken image or layout shift', async () => {
    const { context, page } = await openPage(browser());
    await page.route('**/logos/**', (route) => route.abort());
    await page.goto(url('/'));
    await page.waitForLoadState('load');
    await page.waitForFunction(() => document.querySelectorAll('[data-logo-img]').length === 0);
    const boxes = await page.locator('table [data-logo]').evaluateAll((els) =>
      els.map((el) => {
        const rect = el.getBoundingClientRect();
        return {
          letter: el.querySelector('[data-logo-letter]')?.textContent,
          failed: (el as HTMLElement).dataset['logoFailed'] !== undefined,
          width: rect.width,
          height: rect.height,
        };
      }),
    );
    expect(boxes.map((b) => b.letter)).toEqual(BY_RATING.map((n) => n.charAt(0)));
    // A provider without a logo file has only the letter from the start (nothing to fail).
    const hasLogo = BY_RATING.map((name) => BROKERS.find((b) => b.name === name)?.logo !== null);
    boxes.forEach((box, i) => expect(box.failed).toBe(hasLogo[i]));
    for (const box of boxes) {
      expect(box.width).toBe(48);
      expect(box.height).toBe(48);
    }
    expect(await page.locator('table [data-logo-letter]').first().isVisible()).toBe(true);
    await context.close();
  });

  it('shows stacked cards, not a table, on a small screen', async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    await page.goto(url('/'));
    const { display, headVisible, items } = await layout(page);
    // The same markup as on desktop, laid out as cards: no column heads, one full-width box per provider, stacked.
    expect([display, headVisible]).toEqual(['block', false]);
    expect(items).toHaveLength(BROKERS.length);
    const width = await page.evaluate(() => window.innerWidth);
    for (const [i, item] of items.entries()) {
      expect(item.width).toBeGreaterThan(width * 0.8);
      if (i > 0) expect(item.top).toBeGreaterThanOrEqual(items[i - 1]!.bottom);
    }
    expect(await tableNames(page)).toEqual(BY_RATING);
    // Without column heads, a card names its fee and market lines itself.
    const first = page.locator('table[data-broker-list] > [data-broker-item]').first();
    expect(await first.getByText(t('compare.col.fees'), { exact: true }).isVisible()).toBe(true);
    expect(await first.getByText(t('compare.col.markets'), { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await first.locator('a[data-broker-name]').isVisible()).toBe(true);
    expect(await first.locator('a[rel~="noopener"]').isVisible()).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('never scrolls sideways: cards up to a tablet, the table from a laptop width', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/'));
    for (const [width, display] of [
      [360, 'block'],
      [768, 'block'],
      [1023, 'block'],
      [1024, 'table'],
      [1440, 'table'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      expect([width, (await layout(page)).display]).toEqual([width, display]);
      expect([width, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([width, width]);
    }
    await context.close();
  });

  it('has the three teaser cards', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/'));
    const hrefs = await page.locator('[data-teasers] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/aandelen', '/etf', '/tools/compound-interest']);
    await page.locator('[data-teasers]').getByRole('link', { name: "Beleggen in ETF's" }).click();
    await page.waitForURL(url('/etf'));
    await context.close();
  });

  it('works without JavaScript: default order, every row whole, no dead controls', async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(url('/'));
    expect(await tableNames(page)).toEqual(BY_RATING);
    expect(
      await page.locator('table > [data-broker-item]').evaluateAll((els) => els.map((e) => e.checkVisibility())),
    ).toEqual(BROKERS.map(() => true));
    expect(await page.locator('[data-sort]').first().isVisible()).toBe(false);
    expect(await page.locator('table button').count()).toBe(0);
    await context.close();
  });
});

describe('hubs', () => {
  it.each([
    ['/aandelen', SHARES_PAGES],
    ['/etf', ETF_PAGES],
  ] as const)('%s has four cards to its sub-pages and a FAQ with JSON-LD', async (path, pages) => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(path));
    const hrefs = await page.locator('[data-hub-cards] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(pages.map((p) => p.href));
    for (const p of pages)
      expect(await page.getByRole('link', { name: p.label, exact: true }).count()).toBeGreaterThan(0);
    const toggles = page.locator('[data-faq-toggle]');
    expect(await toggles.count()).toBe(4);
    expect(await faqJsonLdQuestions(page)).toEqual(
      await toggles.evaluateAll((bs) => bs.map((b) => b.textContent?.trim())),
    );
    await toggles.nth(1).click();
    expect(await page.locator('[data-faq-answer]').nth(1).isVisible()).toBe(true);
    expect(await page.locator('[data-faq-answer]').nth(0).isVisible()).toBe(false);
    await page.locator('[data-hub-cards] a').first().click();
    await page.waitForURL(url(pages[0]?.href ?? '/'));
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('/tools has a card for every tool of the route table, with its text, and the compound-interest FAQ', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/tools'));
    const hrefs = await page.locator('[data-tool-cards] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const tools = groupPages('tools').map(routeCard);
    expect(hrefs).toEqual(tools.map((tool) => tool.href));
    const cards = normalizeSpaces((await page.locator('[data-tool-cards]').textContent().then(renderedText)) ?? '');
    for (const tool of tools) expect(cards).toContain(tool.text);
    const questions = await faqJsonLdQuestions(page);
    expect(questions).toHaveLength(4);
    expect(questions[0]).toMatch(/compound interest/i);
    expect(await page.locator('[data-faq-toggle]').count()).toBe(4);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('/faq', () => {
  it('has the title, filters with counts, the list title and 16 questions in JSON-LD', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/faq'));
    expect(await page.title()).toBe('Veelgestelde vragen - Brokerkompas FAQ');
    const filters = page.locator('[data-faq-filter]');
    expect(await filters.allTextContents().then(renderedTexts)).toEqual([
      'Alle vragen (16)',
      'Aandelen (4)',
      "ETF's (4)",
      'Brokers (4)',
      'Compound Interest (4)',
    ]);
    expect(await filters.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-pressed')))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(await page.locator('[data-faq-heading]').textContent().then(renderedText)).toBe('Alle veelgestelde vragen');
    expect(await page.locator('[data-faq-item]:visible').count()).toBe(16);
    expect(await faqJsonLdQuestions(page)).toHaveLength(16);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('filters by category and back to all', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/faq'));
    await page.getByRole('button', { name: "ETF's (4)" }).click();
    expect(await page.getByRole('button', { name: "ETF's (4)" }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Alle vragen (16)' }).getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('[data-faq-heading]').textContent().then(renderedText)).toBe("FAQ - ETF's");
    const visible = page.locator('[data-faq-item]:visible');
    expect(await visible.count()).toBe(4);
    expect(await visible.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset['category']))).toEqual([
      'etfs',
      'etfs',
      'etfs',
      'etfs',
    ]);
    await page.getByRole('button', { name: 'Compound Interest (4)' }).click();
    expect(await page.locator('[data-faq-heading]').textContent().then(renderedText)).toBe('FAQ - Compound Interest');
    expect(await page.locator('[data-faq-item]:visible').count()).toBe(4);
    await page.getByRole('button', { name: 'Alle vragen (16)' }).click();
    expect(await page.locator('[data-faq-heading]').textContent().then(renderedText)).toBe('Alle veelgestelde vragen');
    expect(await page.locator('[data-faq-item]:visible').count()).toBe(16);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('opens and closes questions independently', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/faq'));
    const first = page.locator('[data-faq-toggle]').nth(0);
    const fifth = page.locator('[data-faq-toggle]').nth(4);
    const answer = async (i: number) => page.locator('[data-faq-answer]').nth(i).isVisible();
    expect(await first.getAttribute('aria-controls')).toBe(
      await page.locator('[data-faq-answer]').nth(0).getAttribute('id'),
    );
    await first.click();
    await fifth.click();
    expect([await answer(0), await answer(4), await answer(1)]).toEqual([true, true, false]);
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await first.click();
    expect([await answer(0), await answer(4)]).toEqual([false, true]);
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('ends with the other-questions block linking to /nieuws and /tools', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/faq'));
    expect(await page.getByRole('heading', { name: 'Heb je nog andere vragen?' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Bekijk onze artikelen' }).getAttribute('href')).toBe('/nieuws');
    expect(await page.getByRole('link', { name: 'Beleggings tools' }).getAttribute('href')).toBe('/tools');
    await context.close();
  });

  it('shows every answer without JavaScript', async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(url('/faq'));
    const shown = await page.locator('[data-faq-answer]').evaluateAll((els) => els.map((e) => e.checkVisibility()));
    expect(shown).toHaveLength(16);
    expect(shown.every(Boolean)).toBe(true);
    await context.close();
  });
});

describe('accessibility with everything expanded', () => {
  it.each([
    ['/', 'light'],
    ['/', 'dark'],
    ['/faq', 'light'],
    ['/faq', 'dark'],
    ['/etf', 'dark'],
  ] as const)(
    '%s in %s theme has no serious axe violations',
    async (path, theme) => {
      for (const viewport of [undefined, MOBILE]) {
        const { context, page, problems } = await openPage(browser(), viewport ?? {});
        await forceTheme(context, theme);
        await page.goto(url(path));
        for (const button of await page.locator('[data-faq-toggle]:visible').all()) {
          await button.click();
        }
        await expectNoSeriousAxeViolations(page);
        expect(problems.errors).toEqual([]);
        await context.close();
      }
    },
    180_000,
  );
});
