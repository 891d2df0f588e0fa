// The compound interest calculator and the ETF finder in Chromium.
import { t } from '../../src/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ETFS } from '../../src/data/etfs';
import { DEFAULT_FINDER_STATE, filterEtfs } from '../../src/lib/etf';
import {
  expectNoSeriousAxeViolations,
  forceTheme,
  hydrated,
  MOBILE,
  openPage,
  typeInto,
  url,
  useBrowser,
} from './support/browser';
import { renderedText, renderedTexts } from './support/text';

const { browser } = useBrowser();
const CALC = '/tools/compound-interest';
const FINDER = '/etf/vind-jouw-etf';
const LONG_CASE = 'start=10000&inleg=200&freq=maand&jaren=30&rendement=7&inflatie=2';
const THIS_YEAR = new Date().getFullYear();

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The four tiles as plain text: [Geïnvesteerd, Eindwaarde, Winst, Reëel]. */
async function tiles(page: Page): Promise<string[]> {
  const values = await page.locator('[data-tile]').allTextContents().then(renderedTexts);
  return values.map(nbsp);
}

async function expectTiles(page: Page, expected: string[]): Promise<void> {
  await page
    .waitForFunction(
      (want) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-tile]')].map((e) =>
            (e.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '),
          ),
        ) === JSON.stringify(want),
      expected,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  expect(await tiles(page)).toEqual(expected);
}

describe('compound interest calculator', () => {
  it('has the default results in the pre-rendered HTML', async () => {
    const { context, page } = await openPage(browser());
    const response = await page.request.get(url(CALC));
    expect(response.status()).toBe(200);
    const html = nbsp(await response.text());
    for (const text of ['€ 32.500', '€ 37.211', '€ 4.711', t('calc.disclaimer')]) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/<[^>]+\sstyle="/);
    await context.close();
  });

  it('shows the defaults, updates the tiles as inputs change and switches frequency', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(CALC));
    await hydrated(page);
    await expectTiles(page, ['€ 32.500', '€ 37.211', '€ 4.711', '€ 37.211']);
    expect(await page.getByText(t('calc.disclaimer')).isVisible()).toBe(true);

    await typeInto(page, t('calc.start'), '10000');
    await typeInto(page, t('calc.contribution'), '200');
    expect(await page.getByText(t('calc.contribution.hintMonthly')).isVisible()).toBe(true);
    await typeInto(page, t('calc.return'), '7');
    await typeInto(page, t('calc.inflation'), '2');
    await page.getByLabel(t('calc.years')).fill('30');
    await expectTiles(page, ['€ 82.000', '€ 325.159', '€ 243.159', '€ 179.511']);
    expect(await page.locator('output').textContent().then(renderedText)).toBe('30 jaar');

    await page.getByLabel(t('calc.yearly')).check();
    expect(await page.getByLabel(t('calc.contribution'), { exact: true }).inputValue()).toBe('200');
    expect(await page.getByText(t('calc.contribution.hintYearly')).isVisible()).toBe(true);
    const yearly = await tiles(page);
    expect(yearly[0]).toBe('€ 16.000'); // 10000 + 200 × 30
    await page.getByLabel(t('calc.monthly')).check();
    await expectTiles(page, ['€ 82.000', '€ 325.159', '€ 243.159', '€ 179.511']);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('never shows NaN, Infinity or a negative amount for bad input', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(CALC));
    await hydrated(page);
    for (const bad of ['abc', '-5', '999999999999', '', '1e999']) {
      for (const label of [t('calc.start'), t('calc.contribution'), t('calc.return'), t('calc.inflation')]) {
        await typeInto(page, label, bad);
        for (const tile of await tiles(page)) {
          expect(tile).toMatch(/^€ \d{1,3}(\.\d{3})*$/);
        }
      }
    }
    // Leaving a field shows the value actually used.
    await typeInto(page, t('calc.start'), '-5');
    await page.getByLabel(t('calc.return')).focus();
    expect(await page.getByLabel(t('calc.start')).inputValue()).toBe('0');
    await typeInto(page, t('calc.return'), '99');
    await page.getByLabel(t('calc.start')).focus();
    expect(await page.getByLabel(t('calc.return')).inputValue()).toBe('20');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('reads the scenario from the URL, writes changes back and keeps them on reload', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(`${CALC}?${LONG_CASE}`));
    await hydrated(page);
    await expectTiles(page, ['€ 82.000', '€ 325.159', '€ 243.159', '€ 179.511']);
    expect(await page.getByLabel(t('calc.start')).inputValue()).toBe('10000');

    await page.getByLabel(t('calc.yearly')).check();
    await typeInto(page, t('calc.return'), '8');
    await page.waitForURL((u) => u.searchParams.get('rendement') === '8' && u.searchParams.get('freq') === 'jaar');
    const before = await tiles(page);
    expect(before[0]).toBe('€ 16.000');
    await page.reload();
    await hydrated(page);
    await expectTiles(page, before);
    expect(await page.getByLabel(t('calc.return')).inputValue()).toBe('8');
    expect(await page.getByLabel(t('calc.yearly')).isChecked()).toBe(true);

    // A hand-edited query is sanitised, not trusted.
    await page.goto(url(`${CALC}?start=-100&inleg=abc&jaren=500&rendement=7`));
    await hydrated(page);
    expect(await page.getByLabel(t('calc.years')).inputValue()).toBe('50');
    for (const tile of await tiles(page)) expect(tile).toMatch(/^€ \d{1,3}(\.\d{3})*$/);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, Enter (or Bereken) submits the inputs as the same URL query the island reads', async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(url(CALC));
    await page.getByLabel(t('calc.start')).fill('10000');
    await page.getByLabel(t('calc.yearly')).check();
    await page.getByLabel(t('calc.start')).press('Enter');
    await page.waitForURL((u) => u.searchParams.get('start') === '10000');
    expect(new URL(page.url()).searchParams.get('freq')).toBe('jaar');
    await context.close();

    const withJs = await openPage(browser());
    await withJs.page.goto(url(`${CALC}?start=10000&inleg=500&freq=jaar&rendement=5&inflatie=0&jaren=5`));
    await hydrated(withJs.page);
    expect((await tiles(withJs.page))[0]).toBe('€ 12.500');
    // With JavaScript, 'Bereken' does not reload but moves focus to the results.
    await withJs.page.getByRole('button', { name: t('calc.submit') }).click();
    expect(await withJs.page.evaluate(() => document.activeElement?.textContent)).toBe(t('calc.result'));
    expect(new URL(withJs.page.url()).searchParams.get('start')).toBe('10000');
    expect(withJs.problems.errors).toEqual([]);
    await withJs.context.close();
  });

  it('draws one bar per year with calendar-year labels and switches to a year table', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(CALC));
    await hydrated(page);
    const chart = page.getByRole('img', { name: new RegExp(t('calc.chart.title')) });
    expect(await chart.isVisible()).toBe(true);
    expect(await page.locator('[data-bar]').count()).toBe(5);
    expect(await page.locator('svg text').allTextContents().then(renderedTexts)).toEqual(
      [0, 1, 2, 3, 4].map((i) => String(THIS_YEAR + i)),
    );
    const chartButton = page.getByRole('button', { name: t('calc.view.chart') });
    const tableButton = page.getByRole('button', { name: t('calc.view.table') });
    expect(await chartButton.getAttribute('aria-pressed')).toBe('true');
    await tableButton.click();
    expect(await tableButton.getAttribute('aria-pressed')).toBe('true');
    const table = page.getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents().then(renderedTexts)).toEqual([
      t('calc.table.year'),
      t('calc.table.invested'),
      t('calc.table.value'),
      t('calc.table.return'),
    ]);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(5);
    expect(nbsp((await rows.last().textContent().then(renderedText)) ?? '')).toContain('€ 37.211');
    expect(await rows.first().locator('th').textContent().then(renderedText)).toContain(String(THIS_YEAR));
    await expectNoSeriousAxeViolations(page);
    await chartButton.click();
    expect(await page.locator('[data-bar]').count()).toBe(5);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('scrolls the chart horizontally with 8 px bars when 50 years do not fit (small screen)', async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    await page.goto(url(`${CALC}?jaren=50`));
    await hydrated(page);
    const region = page.getByRole('region', { name: /horizontaal scrollbaar/ });
    await region.waitFor();
    expect(await page.locator('[data-bar]').count()).toBe(50);
    const width = await page.locator('[data-bar] rect').first().getAttribute('width');
    expect(Number(width)).toBe(8);
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await region.getAttribute('tabindex')).toBe('0');
    // Labels every ceil(50 / 12) = 5 years.
    const labels = (await page.locator('svg text').allTextContents().then(renderedTexts)).map(Number);
    expect(labels[1]! - labels[0]!).toBe(5);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('passes axe in both themes with a scenario loaded', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { context, page, problems } = await openPage(browser());
      await forceTheme(context, theme);
      await page.goto(url(`${CALC}?${LONG_CASE}`));
      await hydrated(page);
      await expectNoSeriousAxeViolations(page);
      expect(problems.errors).toEqual([]);
      await context.close();
    }
  });
});

describe('ETF finder', () => {
  const total = ETFS.length;
  const count = (page: Page) => page.getByTestId('etf-count').textContent().then(renderedText);
  const names = (page: Page) => page.locator('tbody th[scope="row"]').allTextContents().then(renderedTexts);

  it('has the whole catalogue in the pre-rendered HTML', async () => {
    const { context, page } = await openPage(browser());
    const html = await (await page.request.get(url(FINDER))).text();
    expect(new RegExp(`${total} van ${total} ETF(&#x27;|&#39;|')s gevonden`).test(html)).toBe(true);
    expect(html).toContain('IE00B4L5Y983');
    expect(html).toContain(`placeholder="${t('etf.search.placeholder')}"`);
    expect(html).not.toMatch(/<[^>]+\sstyle="/);
    await context.close();
  });

  it('keeps what the reader typed before the finder hydrated', async () => {
    const { context, page, problems } = await openPage(browser());
    // Hold the island's code until the reader has typed into the server-rendered field.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/EtfFinder\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url(FINDER));
    const box = page.getByPlaceholder(t('etf.search.placeholder'));
    await box.fill('IE00B4L5Y983');
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
    release();
    await hydrated(page);
    await page.waitForURL((address) => address.searchParams.get('q') === 'IE00B4L5Y983');
    expect(await box.inputValue()).toBe('IE00B4L5Y983');
    expect(await count(page)).toBe(t('etf.count', { found: 1, total }));
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('searches by ISIN, name, category and region (trimmed, any case)', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(FINDER));
    await hydrated(page);
    expect(await count(page)).toBe(`${total} van ${total} ETF's gevonden`);
    const box = page.getByPlaceholder(t('etf.search.placeholder'));
    expect(await page.getByRole('searchbox', { name: t('search.open') }).count()).toBe(1);
    await box.fill('  ie00b4l5y983 ');
    expect(await count(page)).toBe(`1 van ${total} ETF's gevonden`);
    expect(await names(page)).toEqual(['iShares Core MSCI World UCITS ETF USD (Acc)']);
    await box.fill('NASDAQ');
    const nasdaq = filterEtfs(ETFS, { ...DEFAULT_FINDER_STATE, query: 'nasdaq' });
    expect(await count(page)).toBe(`${nasdaq.length} van ${total} ETF's gevonden`);
    await box.fill('latijns');
    expect((await names(page)).length).toBe(ETFS.filter((e) => e.region === 'Latijns-Amerika').length);
    await page.waitForURL((u) => u.searchParams.get('q') === 'latijns');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('combines filters with AND, keeps them in the URL and Back undoes them', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(FINDER));
    await hydrated(page);
    const region = page.getByLabel('Regio');
    const distribution = page.getByLabel('Distributie');
    const category = page.getByLabel('Categorie');
    expect(await distribution.locator('option').allTextContents().then(renderedTexts)).toEqual([
      'Alle',
      'Uitkerend',
      'Herbeleggend',
    ]);
    expect((await region.locator('option').allTextContents().then(renderedTexts))[0]).toBe('Alle');
    expect((await category.locator('option').allTextContents().then(renderedTexts))[0]).toBe('Alle');

    await region.selectOption('VS');
    await distribution.selectOption('Uitkerend');
    const expected = filterEtfs(ETFS, { ...DEFAULT_FINDER_STATE, region: 'VS', distribution: 'Uitkerend' });
    expect(await count(page)).toBe(`${expected.length} van ${total} ETF's gevonden`);
    expect((await names(page)).sort()).toEqual(expected.map((e) => e.name).sort());
    const u = new URL(page.url());
    expect(u.searchParams.get('regio')).toBe('VS');
    expect(u.searchParams.get('distributie')).toBe('Uitkerend');

    await page.goBack();
    await page.waitForURL((v) => !v.searchParams.has('distributie'));
    expect(await distribution.inputValue()).toBe('Alle');
    expect(await region.inputValue()).toBe('VS');
    await page.goBack();
    await page.waitForURL((v) => !v.searchParams.has('regio'));
    expect(await count(page)).toBe(`${total} van ${total} ETF's gevonden`);

    // A shared link opens with the same filters.
    await page.goto(url(`${FINDER}?categorie=${encodeURIComponent('Technologie & Innovatie')}&regio=VS`));
    await hydrated(page);
    const tech = filterEtfs(ETFS, { ...DEFAULT_FINDER_STATE, region: 'VS', category: 'Technologie & Innovatie' });
    expect(await count(page)).toBe(`${tech.length} van ${total} ETF's gevonden`);
    expect(await category.inputValue()).toBe('Technologie & Innovatie');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('sorts by name and TER with aria-sort', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(FINDER));
    await hydrated(page);
    const nameHeader = page.getByRole('columnheader', { name: /Naam/ });
    const terHeader = page.getByRole('columnheader', { name: /TER/ });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await terHeader.getByRole('button').click();
    expect(await terHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await nameHeader.getAttribute('aria-sort')).toBeNull();
    const ters = async () =>
      (await page.locator('tbody td:nth-child(5)').allTextContents().then(renderedTexts)).map((t) =>
        Number(t.replace('%', '').replace(',', '.')),
      );
    const asc = await ters();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(await page.locator('tbody td:nth-child(5)').first().textContent().then(renderedText)).toMatch(/^\d,\d{2}%$/);
    await terHeader.getByRole('button').click();
    expect(await terHeader.getAttribute('aria-sort')).toBe('descending');
    const desc = await ters();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(new URL(page.url()).searchParams.get('sorteer')).toBe('ter');
    await nameHeader.getByRole('button').click();
    const sortedNames = await names(page);
    expect(sortedNames).toEqual([...sortedNames].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base' })));
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("shows an empty state whose 'Wis filters' resets everything", async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(`${FINDER}?regio=Japan&distributie=Herbeleggend&q=nasdaq`));
    await hydrated(page);
    expect(await count(page)).toBe(`0 van ${total} ETF's gevonden`);
    expect(await page.getByRole('table').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Wis filters' }).click();
    expect(await count(page)).toBe(`${total} van ${total} ETF's gevonden`);
    expect(await page.getByPlaceholder(t('etf.search.placeholder')).inputValue()).toBe('');
    expect(await page.getByLabel('Regio').inputValue()).toBe('Alle');
    expect(new URL(page.url()).search).toBe('');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('hides Regio, TER and Categorie on small screens', async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    await page.goto(url(FINDER));
    await hydrated(page);
    const visible = async (name: string) =>
      page.getByRole('columnheader', { name: new RegExp(`^${name}`) }).isVisible();
    expect(await visible('Naam')).toBe(true);
    expect(await visible('ISIN')).toBe(true);
    expect(await visible('Distributie')).toBe(true);
    expect(await visible('Regio')).toBe(false);
    expect(await visible('TER')).toBe(false);
    expect(await visible('Categorie')).toBe(false);
    expect(problems.errors).toEqual([]);
    await context.close();

    const wide = await openPage(browser());
    await wide.page.goto(url(FINDER));
    for (const name of ['Regio', 'TER', 'Categorie']) {
      expect(await wide.page.getByRole('columnheader', { name: new RegExp(`^${name}`) }).isVisible()).toBe(true);
    }
    await wide.context.close();
  });

  it('works with the keyboard alone', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(FINDER));
    await hydrated(page);
    await page.getByPlaceholder(t('etf.search.placeholder')).focus();
    await page.keyboard.type('msci');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await page.getByLabel('Regio').getAttribute('id'),
    );
    await page.keyboard.press('ArrowDown'); // Alle → first region
    await page.waitForURL((u) => u.searchParams.has('regio'));
    const chosen = await page.getByLabel('Regio').inputValue();
    expect(chosen).not.toBe('Alle');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Alle → Uitkerend
    await page.waitForURL((u) => u.searchParams.get('distributie') === 'Uitkerend');
    const expected = filterEtfs(ETFS, {
      ...DEFAULT_FINDER_STATE,
      query: 'msci',
      region: chosen,
      distribution: 'Uitkerend',
    });
    expect(await count(page)).toBe(`${expected.length} van ${total} ETF's gevonden`);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('passes axe in both themes with filters applied', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { context, page, problems } = await openPage(browser());
      await forceTheme(context, theme);
      await page.goto(url(`${FINDER}?regio=Wereld&sorteer=ter&richting=aflopend`));
      await hydrated(page);
      await expectNoSeriousAxeViolations(page);
      expect(problems.errors).toEqual([]);
      await context.close();
    }
  });
});
