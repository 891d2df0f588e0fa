import { t } from '../../src/i18n';
import { describe, expect, it } from 'vitest';
import { BROKER_PAIR_PATHS, KNOWN_PATHS, REDIRECTS } from '../../src/data/routes';
import {
  MOBILE,
  expectNoSeriousAxeViolationsInBothThemes,
  openPage,
  pageSettled,
  url,
  useBrowser,
  useSharedPage,
} from './support/browser';
import { builtJsonLd, servedPage } from './support/dist';
import { renderedText } from './support/text';

const { browser } = useBrowser();
const PAGES = ['/', ...KNOWN_PATHS.filter((p) => !(p in REDIRECTS))];

// The head of every route is read from the HTML the runtime serves (no browser needed to read it); the browser
// visits every route below, for axe in both themes and the console errors.
describe('every route', () => {
  it.each(PAGES)('%s answers 200 with a complete head', async (path) => {
    const { status, document } = await servedPage(path);
    expect(status).toBe(200);
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
    const head = {
      lang: document.documentElement.getAttribute('lang'),
      title: document.querySelector('title')?.textContent ?? '',
      description: meta('meta[name="description"]') ?? '',
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      locale: meta('meta[property="og:locale"]'),
      ogTitle: meta('meta[property="og:title"]'),
      robots: meta('meta[name="robots"]'),
      mains: document.querySelectorAll('main').length,
    };
    expect(head.lang).toBe('nl');
    expect(head.title).toMatch(/Brokerkompas/);
    expect(head.description.length).toBeGreaterThan(20);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(new URL(head.canonical).pathname).toBe(path);
    expect(head.locale).toBe('nl_NL');
    expect(head.ogTitle).toBe(head.title);
    expect(head.mains).toBe(1);
    if (path !== '/') {
      expect(head.robots).toBe('index, follow');
      expect(builtJsonLd(document).some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    }
  });
});

describe('unknown paths (404 page)', () => {
  it('answers 404, shows the loading text and sends a known path in another form to its route', async () => {
    const { context, page } = await openPage(browser());
    const response = await page.goto(url('/Aandelen/Wat-Zijn-Aandelen.html'), { waitUntil: 'commit' });
    expect(response?.status()).toBe(404);
    await page.waitForURL(url('/aandelen/wat-zijn-aandelen'));
    expect(await page.locator('h1').first().textContent().then(renderedText)).toContain('aandelen');
    await context.close();
  });

  it('shows Loading... before redirecting an unknown path to /', async () => {
    const { context, page } = await openPage(browser());
    const raw = await page.request.get(url('/bestaat-niet'));
    expect(raw.status()).toBe(404);
    const body = await raw.text();
    expect(body).toContain('Loading...');
    expect(body).toContain(t('notFound.redirecting'));
    expect(body).toContain('noindex');
    await page.goto(url('/bestaat-niet'));
    await page.waitForURL(url('/'));
    expect(await page.getByRole('heading', { level: 1 }).textContent().then(renderedText)).toContain(
      t('action.compareBrokers'),
    );
    await context.close();
  });

  it('a trailing slash is normalised', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/faq/'));
    await page.waitForURL(url('/faq'));
    await context.close();
  });

  it('/signin redirects to /login', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/signin'));
    await page.waitForURL(url('/login'));
    await context.close();
  });

  it('restores a path saved under originalPath in session storage', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/'));
    await page.evaluate(() => sessionStorage.setItem('originalPath', '/faq'));
    await page.goto(url('/'));
    await page.waitForURL(url('/faq'));
    expect(await page.evaluate(() => sessionStorage.getItem('originalPath'))).toBeNull();
    await context.close();
  });
});

describe('breadcrumb', () => {
  it('names each segment and marks the current page', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/etf/wat-zijn-etfs'));
    const nav = page.getByRole('navigation', { name: 'Kruimelpad' });
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await nav.getByRole('link', { name: "ETF's" }).getAttribute('href')).toBe('/etf');
    expect(await nav.locator('[aria-current="page"]').textContent().then(renderedText)).toBe("Wat zijn ETF's?");
    await context.close();
  });

  it('is absent on the home page', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/'));
    expect(await page.getByRole('navigation', { name: 'Kruimelpad' }).count()).toBe(0);
    await context.close();
  });
});

describe('theme', () => {
  it('follows the device preference on a first visit', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page } = await openPage(browser(), { colorScheme: scheme });
      await page.goto(url('/faq'));
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
      await context.close();
    }
  });

  it('has the class before DOMContentLoaded, toggles, and persists across pages', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'light' });
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtDcl: boolean }).themeAtDcl = document.documentElement.classList.contains('dark');
      });
    });
    await page.goto(url('/aandelen'));
    const toggle = page.getByRole('button', { name: /thema/i });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.goto(url('/etf'));
    expect(await page.evaluate(() => (window as unknown as { themeAtDcl: boolean }).themeAtDcl)).toBe(true);
    await page.getByRole('button', { name: /thema/i }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await context.close();
  });
});

describe('mobile menu', () => {
  it('opens, locks the scroll, expands sub-lists independently and closes on Escape', async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    await page.goto(url('/faq'));
    const button = page.getByRole('button', { name: /Menu/ });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const menu = page.getByRole('navigation', { name: 'Mobiel menu' });
    const shares = menu.getByRole('button', { name: /Aandelen/ });
    const etf = menu.getByRole('button', { name: /ETF/ });
    await shares.click();
    expect(await shares.getAttribute('aria-expanded')).toBe('true');
    expect(await etf.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getByRole('link', { name: 'Wat is dividend?' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Vind jouw ETF' }).isVisible()).toBe(false);
    await etf.click();
    expect(await shares.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Vind jouw ETF' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await context.close();
  });
});

describe('desktop dropdowns', () => {
  it('open with the keyboard (focus-within) and list the sub-pages', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/faq'));
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const sub = nav.getByRole('link', { name: 'Wat zijn aandelen?' });
    expect(await sub.isVisible()).toBe(false);
    await nav.getByRole('link', { name: 'Aandelen' }).focus();
    await page.waitForFunction(() => {
      const a = [...document.querySelectorAll('nav[aria-label="Hoofdmenu"] a')].find(
        (el) => el.textContent?.trim() === 'Wat zijn aandelen?',
      );
      return a && getComputedStyle(a.closest('ul')!).visibility === 'visible';
    });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Wat zijn aandelen?');
    await context.close();
  });
});

describe('footer', () => {
  it('links every page of the route table except the account pages and the broker pairs, and shows this year', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/faq'));
    const footer = page.getByRole('contentinfo');
    const hrefs = new Set(await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))));
    const accountPages = /^\/(signin|profile|portfolio\/.+)$/;
    const linked = KNOWN_PATHS.filter(
      (p) => !accountPages.test(p) && !(p in REDIRECTS) && !BROKER_PAIR_PATHS.includes(p),
    );
    for (const path of linked) expect(hrefs, path).toContain(path);
    expect(await footer.textContent().then(renderedText)).toContain(`© ${new Date().getFullYear()} Brokerkompas.`);
    await context.close();
  });
});

// The pair pages get the same check in pairs.e2e.ts (axe in both themes, no console error, on one shared page);
// visiting them here too ran the same assertions on the same 66 pages twice.
const AXE_PAGES = PAGES.filter((path) => !BROKER_PAIR_PATHS.includes(path));

describe('accessibility (axe) on every route but the pair pages (pairs.e2e.ts), both themes; no console error', () => {
  const shared = useSharedPage(browser);
  it.each(AXE_PAGES)('%s', async (path) => {
    const { page, problems } = await shared.page();
    await page.goto(url(path));
    await pageSettled(page);
    await expectNoSeriousAxeViolationsInBothThemes(page);
    expect(problems.errors).toEqual([]);
  });
});
