// One Chromium per test file; helpers that every browser test uses.
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;

export interface PageProblems {
  /** Console errors and CSP violations seen on the page. */
  readonly errors: string[];
}

let browser: Browser | undefined;

/** Call at the top of a test file: launches Chromium before the tests, closes it after. */
export function useBrowser(): { readonly browser: () => Browser; readonly baseUrl: string } {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser: () => {
      if (!browser) throw new Error('useBrowser(): the browser is not launched yet');
      return browser;
    },
    baseUrl: inject('baseUrl'),
  };
}

export function url(path: string): string {
  return new URL(path, inject('baseUrl')).href;
}

/** A fresh context (own storage) and page; records console errors and CSP violations. */
export async function openPage(
  b: Browser,
  options: BrowserContextOptions & { colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await b.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', ...DESKTOP, ...options });
  const page = await context.newPage();
  return { context, page, problems: recordProblems(page) };
}

/**
 * One page for the tests of a file that only read pages (axe, console errors), each test navigating it to its own
 * address. A new page per test started a new renderer process each time, which fetched the site's CSS, fonts and
 * scripts and compiled them and axe's source again: measured on the pair pages, the new page, its cold load and
 * axe's compile took 0.75 s of a test's 1.45 s, against 0.2 s when the page is reused. Each document
 * starts afresh anyway; what carries over is the context's HTTP cache, the renderer and V8's compile cache. Call at
 * the top of a test file after useBrowser(); `page()` gives the page with its console errors counted from then on.
 */
export function useSharedPage(
  browser: () => Browser,
  options: BrowserContextOptions = {},
): { readonly page: () => Promise<{ page: Page; problems: PageProblems }> } {
  let context: BrowserContext | undefined;
  let shared: { page: Page; problems: PageProblems } | undefined;
  beforeAll(async () => {
    context = await browser().newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', ...DESKTOP, ...options });
    const page = await context.newPage();
    shared = { page, problems: recordProblems(page) };
  });
  afterAll(async () => {
    await context?.close();
  });
  return {
    page: () => {
      if (!shared) return Promise.reject(new Error('useSharedPage(): the page is not open yet'));
      // A test counts only its own document's errors.
      shared.problems.errors.length = 0;
      return Promise.resolve(shared);
    },
  };
}

/** Console errors and uncaught exceptions of a page, from now on. */
function recordProblems(page: Page): PageProblems {
  const problems: PageProblems = { errors: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.errors.push(msg.text());
  });
  page.on('pageerror', (err) => problems.errors.push(`pageerror: ${err.message}`));
  const failedRequests: string[] = [];
  page.on('requestfailed', (request) => failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`));
  recorded.set(page, { problems, failedRequests });
  return problems;
}

/** Each recorded page's problems and failed requests, for a wait that times out to say what the page went through. */
const recorded = new WeakMap<Page, { problems: PageProblems; failedRequests: string[] }>();

/**
 * Axe on the current page: no serious or critical violations. Runs the axe-core that package.json
 * names, evaluated in the page through the DevTools protocol (the page's CSP does not apply to it).
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // Once per document: evaluating axe's 500 KB source again for the second theme only costs time.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
  );
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    ),
  ).toEqual([]);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** Sets the stored theme before any page script runs. */
export async function forceTheme(context: BrowserContext, theme: 'light' | 'dark'): Promise<void> {
  await context.addInitScript((t) => {
    try {
      localStorage.setItem('theme', t);
    } catch {
      // about:blank has no storage
    }
  }, theme);
}

/** A JSON-LD object as a page embeds it (only the fields the tests read are typed). */
export interface JsonLd {
  readonly '@type': string;
  readonly itemListElement?: readonly { readonly name: string; readonly item?: string }[];
  readonly [key: string]: unknown;
}

/** Every JSON-LD block of the page, parsed. */
export async function pageJsonLd(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

/** Axe in the page's light and dark theme (switched the way the header toggle does, by the class). */
export async function expectNoSeriousAxeViolationsInBothThemes(page: Page): Promise<void> {
  for (const dark of [false, true]) {
    // Elements with a colour transition (cards, buttons) fade to the theme's colours: axe reads the colours once they
    // have arrived, when every transition the switch started has finished (not other animations: a spinner's never
    // does).
    await page.evaluate(async (on) => {
      document.documentElement.classList.toggle('dark', on);
      const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    }, dark);
    await expectNoSeriousAxeViolations(page);
  }
}

/**
 * Stops the page's (installed) clock a moment from now (the installed clock keeps running until
 * then, so the exact present is already past): from here on only runFor() moves time.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/**
 * Lets the page finish what the last timers started: two message-channel round trips (the fake
 * clock does not touch those) run after React's scheduled render, which uses the same channel kind.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * Waits until the page is as a reader sees it once loading is done: the load event, every island that hydrates
 * on load has hydrated (Astro removes its `ssr` attribute then; `client:visible` ones wait for the reader to
 * scroll). This is the event axe needs, where 'networkidle' waited for a fixed half second of quiet on every page.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'));
  await settle(page);
}

/** Waits until React has hydrated a tool's island and applied the URL state (it then sets data-hydrated). */
export async function hydrated(page: Page): Promise<void> {
  try {
    await page.locator('[data-hydrated="true"]').waitFor({ state: 'attached' });
  } catch (error) {
    // What the page went through, so a rare timeout in a full run can be told apart: a script that threw, a module
    // request that failed, or an island Astro never hydrated.
    const islands = await page
      .evaluate(() =>
        [...document.querySelectorAll('astro-island')].map(
          (i) => `${i.getAttribute('component-url')} ssr=${i.hasAttribute('ssr')}`,
        ),
      )
      .catch((reason: unknown) => [`(not readable: ${String(reason)})`]);
    throw new Error(
      [
        `${String(error)}`,
        `url: ${page.url()}`,
        `islands: ${islands.join('; ') || 'none'}`,
        `console errors: ${recorded.get(page)?.problems.errors.join(' | ') || 'none'}`,
        `failed requests: ${recorded.get(page)?.failedRequests.join(' | ') || 'none'}`,
      ].join('\n'),
      { cause: error },
    );
  }
}

/** Replaces the text of the labelled field the way a reader does: select all, delete, type. */
export async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/** Storage full (or private mode): from the next page load on, writing a key that matches throws, as browsers do. */
export async function refuseStorageWrites(page: Page, keys: RegExp): Promise<void> {
  await page.addInitScript((source) => {
    const pattern = new RegExp(source);
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the storage as `this`
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (pattern.test(key)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  }, keys.source);
}

/** From the next page load on, the page hears no `storage` events of other tabs (not every browser delivers them). */
export async function ignoreStorageEvents(page: Page): Promise<void> {
  await page.addInitScript(() => window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true));
}
