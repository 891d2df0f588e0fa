// The cost comparison's 'Na 20 jaar' in Chromium: one URL's figures are the model's (src/lib/costs/kept.ts).
import { describe, expect, it } from 'vitest';
import { LATEST_BOX3_YEAR } from '../../src/data/box3';
import { ETFS } from '../../src/data/etfs';
import { box3Rules } from '../../src/lib/box3';
import { DEFAULT_PROFILE, KEEP_ETF_ISIN, keepDefaults, marketName, SWITCH_DEFAULTS } from '../../src/lib/costs';
import { keptPerBroker } from '../../src/lib/costs/kept';
import { siteBrokers, SITE_ETF_FUNDS } from '../../src/lib/costs/ranking';
import { formatEuro, formatList, normalizeSpaces } from '../../src/lib/format';
import { costStateToQuery, type CostToolState } from '../../src/lib/urlState';
import { t } from '../../src/i18n';
import { hydrated, openPage, typeInto, url, useBrowser } from './support/browser';
import { renderedText } from './support/text';

const { browser } = useBrowser();
const TOOL = '/tools/kosten-vergelijken';
const ETF = ETFS.find((etf) => etf.isin === KEEP_ETF_ISIN)!;
const euro = (value: number) => normalizeSpaces(formatEuro(value));

/** The model's rows for a state: [name, end value, costs, TER, box 3], highest end value first. */
function expectedRows(state: CostToolState): string[][] {
  return keptPerBroker(siteBrokers(), state, state, box3Rules(LATEST_BOX3_YEAR), undefined, SITE_ETF_FUNDS).map(
    (row) =>
      row.kept
        ? [row.name, euro(row.kept.endValue), euro(row.kept.costs), euro(row.kept.ter), euro(row.kept.tax)]
        : [row.name, t('costs.keep.unavailable', { markets: formatList(row.unavailable.map(marketName)) })],
  );
}

function shownRows(page: import('playwright-core').Page): Promise<string[][]> {
  return page
    .locator('[data-kept-broker]')
    .evaluateAll((rows) =>
      rows.map((tr) =>
        [tr.querySelector('th'), ...tr.querySelectorAll('td[data-kept-part]')].map((cell) =>
          (cell?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').trim(),
        ),
      ),
    );
}

describe("Kosten vergelijken: 'Na 20 jaar'", () => {
  it('shows for one URL the end value per broker and its parts, as the model computes them', async () => {
    const { context, page, problems } = await openPage(browser());
    const state: CostToolState = {
      ...DEFAULT_PROFILE,
      ...SWITCH_DEFAULTS,
      euronextOrders: 4,
      usOrders: 1,
      monthlyEtfEur: 300,
      portfolioEur: 40_000,
      years: 25,
      returnPct: 6,
      terPct: 0.12,
      partner: true,
    };
    await page.goto(url(`${TOOL}?${costStateToQuery(state)}`));
    await hydrated(page);
    const title = t('costs.keep.title', { years: '25' });
    expect(await page.locator('[data-kept] h3').textContent().then(renderedText)).toBe(title);
    await page.locator('[data-kept-summary]').waitFor();
    const want = expectedRows(state);
    // Every provider that offers the profile's markets has a figure; one that does not says which it lacks.
    expect(want.filter((row) => row.length === 5).length).toBeGreaterThanOrEqual(5);
    expect(await shownRows(page)).toEqual(want);
    const summary = normalizeSpaces((await page.locator('[data-kept-summary]').textContent().then(renderedText)) ?? '');
    expect(summary).toContain(ETF.name);
    expect(summary).toContain('met fiscale partner');
    expect(summary).toContain(euro(40_000 + 25 * 12 * 300));
    expect(await page.getByLabel(t('costs.keep.ter'), { exact: true }).inputValue()).toBe('0.12');
    expect(await page.getByLabel(t('costs.keep.partner'), { exact: true }).isChecked()).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('defaults to 20 years with the named ETF’s TER, follows a changed field and writes it to the URL', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(TOOL));
    await hydrated(page);
    await page.locator('[data-kept-summary]').waitFor();
    const defaults: CostToolState = { ...DEFAULT_PROFILE, ...SWITCH_DEFAULTS, ...keepDefaults(ETF.fee) };
    expect(await shownRows(page)).toEqual(expectedRows(defaults));
    await typeInto(page, t('costs.keep.years'), '10');
    const ten = expectedRows({ ...defaults, years: 10 });
    await page.waitForFunction(
      (name) => document.querySelector('[data-kept] h3')?.textContent?.trim() === name,
      t('costs.keep.title', { years: '10' }),
    );
    await page.locator('[data-kept-summary]').waitFor();
    await page.waitForURL(/jaren=10/);
    expect(await shownRows(page)).toEqual(ten);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
