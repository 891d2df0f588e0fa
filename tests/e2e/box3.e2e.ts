// The box 3 tool, the calculator's box 3 option and the prefill from Mijn kosten's saved results, in Chromium.
import type { Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LATEST_BOX3_YEAR } from '../../src/data/box3';
import { BOX3_FAQ } from '../../src/data/box3Faq';
import { t } from '../../src/i18n';
import { box3Rules, keptAfterYears } from '../../src/lib/box3';
import { formatEuro } from '../../src/lib/format';
import {
  expectNoSeriousAxeViolations,
  forceTheme,
  hydrated,
  openPage,
  typeInto,
  url,
  useBrowser,
} from './support/browser';
import { saxoTransactionsWorkbook } from '../support/brokerFiles/saxo';
import { XLSX_TYPE } from '../support/xlsx';
import { renderedText, renderedTexts } from './support/text';

const { browser } = useBrowser();
const TOOL = '/tools/box-3';
const CALC = '/tools/compound-interest';
const FIXTURE = fileURLToPath(
  new URL('../fixtures/brokerFiles/degiro/degiro-rekeningoverzicht-box3-2025.csv', import.meta.url),
);
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

async function step(page: Page, n: number): Promise<string> {
  return plain(await page.locator(`[data-step="${n}"]`).textContent().then(renderedText));
}

async function waitForText(page: Page, selector: string, text: string): Promise<void> {
  await page
    .waitForFunction(
      ([sel, want]) =>
        (document.querySelector(sel!)?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').includes(want!),
      [selector, text],
      { timeout: 5000 },
    )
    .catch(() => undefined);
  expect(plain(await page.locator(selector).textContent().then(renderedText))).toContain(text);
}

describe('box 3 tool', () => {
  // The Belastingdienst's example 'met alleen spaargeld (2)': € 150.000 savings, € 1.050 interest, no partner, 2025.
  const CASE = 'jaar=2025&bank=150000&rente=1050';

  it('computes the steps and the tegenbewijs for a URL', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(`${TOOL}?${CASE}`));
    await hydrated(page);
    await waitForText(page, '[data-step="3"]', '€ 92.316');
    expect(await step(page, 1)).toBe('€ 2.055'); // 150.000 × 1,37%
    expect(await step(page, 2)).toBe('€ 150.000');
    expect(await step(page, 3)).toBe('€ 92.316'); // − € 57.684
    expect(await step(page, 4)).toBe('1,37%');
    expect(await step(page, 5)).toBe('€ 1.265');
    expect(await step(page, 6)).toBe('€ 455');
    expect(plain(await page.getByTestId('box3-actual').textContent().then(renderedText))).toBe('€ 1.050');
    expect(plain(await page.getByTestId('box3-tax-actual').textContent().then(renderedText))).toBe('€ 378');
    // 455,30 − 378,00
    expect(plain(await page.getByTestId('box3-verdict').textContent().then(renderedText))).toContain(
      t('box3.tb.pays', { amount: '€ 77' }),
    );
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('names impossible input in Dutch, keeps the text and follows the correction', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(`${TOOL}?${CASE}`));
    await hydrated(page);
    await typeInto(page, t('box3.bank'), 'veel');
    await page.getByText(t('box3.error.notANumber')).waitFor();
    await page.getByLabel(t('box3.other'), { exact: true }).focus();
    expect(await page.getByLabel(t('box3.bank'), { exact: true }).inputValue()).toBe('veel');
    await typeInto(page, t('box3.bank'), '-5');
    await page.getByText(t('box3.error.negative')).waitFor();
    await typeInto(page, t('box3.bank'), '150.000');
    await waitForText(page, '[data-step="3"]', '€ 92.316');
    expect(await page.locator('[data-field-error]').count()).toBe(0);
    await page.waitForFunction(() => location.search.includes('bank=150000'));
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('splits the tax between partners', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url(`${TOOL}?jaar=2026&partner=ja&beleggingen=200000`));
    await hydrated(page);
    await waitForText(page, '[data-step="3"]', '€ 81.286'); // 200.000 − 2 × 59.357
    expect(plain(await page.getByTestId('box3-split').textContent().then(renderedText))).toContain('€ 40.643');
    await context.close();
  });

  it('is linked from /tools, the menu and the guide, and has its own FAQ with FAQPage data', async () => {
    const { context, page, problems } = await openPage(browser());
    for (const from of ['/tools', '/aandelen/belasting']) {
      await page.goto(url(from));
      expect(await page.locator(`main a[href="${TOOL}"]`).count(), from).toBeGreaterThan(0);
    }
    expect(await page.locator(`header a[href="${TOOL}"]`).count()).toBeGreaterThan(0);
    await page.goto(url(TOOL));
    const faq = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string; mainEntity?: unknown[] }),
    );
    const faqPage = faq.find((d) => d['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toHaveLength(BOX3_FAQ.length);
    expect(await page.locator('[data-faq-toggle]').count()).toBe(BOX3_FAQ.length);
    expect(await page.locator('[data-box3-sources]').count()).toBe(2);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('passes axe in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { context, page, problems } = await openPage(browser());
      await forceTheme(context, theme);
      await page.goto(url(`${TOOL}?${CASE}&partner=ja`));
      await hydrated(page);
      await expectNoSeriousAxeViolations(page);
      expect(problems.errors).toEqual([]);
      await context.close();
    }
  });
});

describe('box 3 prefill from a broker export', () => {
  it('reads a chosen file on the page and fills in the gross dividends', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(`${TOOL}?jaar=2025`));
    await hydrated(page);
    await page.getByLabel(t('box3.prefill.file')).setInputFiles(FIXTURE);
    await waitForText(page, '[data-testid="box3-prefill"]', 'degiro-rekeningoverzicht-box3-2025.csv');
    const text = plain(await page.getByTestId('box3-prefill').textContent().then(renderedText));
    expect(text).toContain('DEGIRO Rekeningoverzicht');
    expect(text).toContain('dividend bruto € 22, ingehouden dividendbelasting € 3, netto € 19');
    await page.getByRole('button', { name: t('box3.prefill.apply') }).click();
    expect(await page.getByLabel(t('box3.dividends'), { exact: true }).inputValue()).toBe('22.4');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('bk-mijn-kosten')))).toEqual(
      [],
    );
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('reads a Saxo .xlsx report as Mijn kosten does, in a worker', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(`${TOOL}?jaar=2025`));
    await hydrated(page);
    const field = page.getByLabel(t('box3.prefill.file'));
    expect(await field.getAttribute('accept')).toContain('.xlsx');
    const ASML = { client: '1234', instrument: 'ASML Holding NV', isin: 'NL0010273215', rate: 1 };
    await field.setInputFiles({
      name: 'Transacties.xlsx',
      mimeType: XLSX_TYPE,
      // Dates as Excel serials (45793 is 16 May 2025); a euro trade at rate 1 (the account's currency) and a cash
      // dividend of € 22,40 booked in 2025.
      buffer: saxoTransactionsWorkbook('nl', [
        { ...ASML, date: 45700, type: 'Transactie', event: 'Koop 2 @ 1.212,00 EUR', orderId: '502', booked: -2426 },
        { ...ASML, date: 45793, type: 'Bedrijfsactie', event: 'Contant dividend', orderId: '0', booked: 22.4 },
      ]),
    });
    await waitForText(page, '[data-testid="box3-prefill"]', 'Transacties.xlsx');
    expect(plain(await page.getByTestId('box3-prefill').textContent().then(renderedText))).toContain('Saxo');
    await page.getByRole('button', { name: t('box3.prefill.apply') }).click();
    expect(await page.getByLabel(t('box3.dividends'), { exact: true }).inputValue()).toBe('22.4');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('takes the files listed in Mijn kosten', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/tools/mijn-kosten'));
    await page.locator('[data-my-costs][data-hydrated="true"]').waitFor();
    await page.getByLabel(t('myCosts.file.label')).setInputFiles(FIXTURE);
    await page.locator('[data-my-file]').waitFor();

    await page.goto(url(`${TOOL}?jaar=2025`));
    await hydrated(page);
    await page.getByRole('button', { name: t('box3.prefill.apply') }).click();
    expect(await page.getByLabel(t('box3.dividends'), { exact: true }).inputValue()).toBe('22.4');
    await page.waitForFunction(() => location.search.includes('dividend=22.4'));
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  // The tool's budget counts what a first visit loads until the network is idle: a reader without files downloads
  // neither the shared list nor the reader's store and auth state it reads.
  it('loads the list of the reader’s files and its stores only once the reader may have files', async () => {
    const { context, page, problems } = await openPage(browser());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const scriptsWith = async (marker: string) => {
      const scripts = [...new Set(requested.filter((path) => path.startsWith('/_astro/') && path.endsWith('.js')))];
      const bodies = await Promise.all(scripts.map((path) => page.request.get(url(path)).then((r) => r.text())));
      return scripts.filter((_, i) => bodies[i]!.includes(marker));
    };
    const LIST = 'data-my-files-place';
    const AUTH_STORE = 'Brokerkompas: de inlogdienst';
    await page.goto(url(`${TOOL}?jaar=2025`), { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await scriptsWith(LIST)).toEqual([]);
    expect(await scriptsWith(AUTH_STORE)).toEqual([]);
    expect(await page.locator(`[${LIST}]`).count()).toBe(0);

    // Kept on this device in Mijn kosten in another tab: the open tool loads the list, which offers the file.
    const other = await context.newPage();
    await other.goto(url('/tools/mijn-kosten'));
    await other.locator('[data-my-costs][data-hydrated="true"]').waitFor();
    await other.getByLabel(t('myCosts.file.label')).setInputFiles(FIXTURE);
    await other.getByRole('button', { name: t('myFiles.keep') }).click();
    await other.locator('[data-my-files-place="device"]').waitFor();
    await page.locator('[data-my-file]').waitFor();
    expect(await scriptsWith(LIST)).toHaveLength(1);
    expect(await scriptsWith(AUTH_STORE)).toHaveLength(1);

    // By keyboard: the list's remove button follows the file field, and the apply button is reached after it.
    await page.getByLabel(t('box3.prefill.file')).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      t('myFiles.remove', { name: 'degiro-rekeningoverzicht-box3-2025.csv' }),
    );
    const apply = page.getByRole('button', { name: t('box3.prefill.apply') });
    await apply.waitFor();
    for (let i = 0; i < 5 && !(await apply.evaluate((button) => button === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.search.includes('dividend=22.4'));
    expect(await page.getByLabel(t('box3.dividends'), { exact: true }).inputValue()).toBe('22.4');
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('calculator with box 3', () => {
  it('off: the spec’s four tiles, nothing more', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url(CALC));
    await hydrated(page);
    const tiles = (await page.locator('[data-tile]').allTextContents().then(renderedTexts)).map(plain);
    expect(tiles).toEqual(['€ 32.500', '€ 37.211', '€ 4.711', '€ 37.211']);
    expect(await page.getByLabel(t('calc.box3')).isChecked()).toBe(false);
    await context.close();
  });

  it('on: a fifth tile with the end value after the yearly tax, with and without a partner', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(`${CALC}?start=100000&inleg=500&freq=maand&jaren=10&rendement=6&inflatie=0`));
    await hydrated(page);
    const before = (await page.locator('[data-tile]').allTextContents().then(renderedTexts)).map(plain);
    await page.getByLabel(t('calc.box3')).check();
    const inputs = { startValue: 100_000, deposit: 500, years: 10, returnPct: 6, terPct: 0, yearlyCost: () => 0 };
    const rules = box3Rules(LATEST_BOX3_YEAR);
    const single = keptAfterYears({ ...inputs, box3: rules, partner: false });
    const partners = keptAfterYears({ ...inputs, box3: rules, partner: true });
    expect(single.endValue).toBeLessThan(partners.endValue);
    const tile = page.locator(`[data-tile="${t('calc.tile.afterTax')}"]`);
    await tile.waitFor();
    expect(plain(await tile.textContent().then(renderedText))).toBe(plain(formatEuro(single.endValue)));
    const withTax = (await page.locator('[data-tile]').allTextContents().then(renderedTexts)).map(plain);
    expect(withTax.slice(0, 4)).toEqual(before);
    await page.getByLabel(t('calc.box3.partner')).check();
    await page.waitForFunction(() => location.search.includes('partner=ja'));
    expect(plain(await tile.textContent().then(renderedText))).toBe(plain(formatEuro(partners.endValue)));
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
