// The cost comparison tool, the broker hub and the broker pages in Chromium.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROKER_PROFILES, BROKERS, providerLinkRel } from '../../src/data/brokers';
import { BROKER_IDS, TARIFFS } from '../../src/data/fees';
import {
  brokerCostTable,
  DEFAULT_PROFILE,
  KEEP_ETF_ISIN,
  keepDefaults,
  QUICK_PROFILES,
  rankBrokers,
  sanitizeProfile,
  tariffSummary,
  type CostProfile,
} from '../../src/lib/costs';
import { t } from '../../src/i18n';
import { formatDate, formatEuroCents, normalizeSpaces } from '../../src/lib/format';
import { costProfileToQuery, costStateToQuery } from '../../src/lib/urlState';
import { ETFS } from '../../src/data/etfs';
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
import { servedPage } from './support/dist';
import { renderedText, renderedTexts } from './support/text';
import { COST_TARIFFS_PATH } from '../../src/islands/tools/costs/useRanking';
import { LEAVING } from '../../src/data/providers/leavingIndex';
import { switchingCost } from '../../src/lib/costs/switching';
import { switchSide } from '../../src/lib/costs/switchingSides';
import { switchWords } from '../../src/lib/costs/switchingWords';
import { DEFAULT_USD_PER_EUR } from '../../src/lib/costs/yearly';
import { BROKER_LINKS } from '../../src/data/brokers';

const { browser } = useBrowser();
const TOOL = '/tools/kosten-vergelijken';
const LABELS = {
  nl: t('costs.field.nl'),
  us: t('costs.field.us'),
  bedrag: t('costs.field.amount'),
  etf: t('costs.field.etf'),
  koers: t('costs.field.price'),
} as const;
const AMOUNT = /^€ \d{1,3}(\.\d{3})*,\d{2}$/;

/** What the list should show for a profile, computed by the model: [name, '€ 12,34 per jaar'] cheapest first. */
function expectedList(profile: CostProfile): string[][] {
  return rankBrokers(profile).map((r) => [r.name, `${normalizeSpaces(formatEuroCents(r.cost.total))} per jaar`]);
}

/** The list as shown: [name, total] per item, in page order. */
function shownList(page: Page): Promise<string[][]> {
  return page
    .locator('[data-cost-results] > li')
    .evaluateAll((items) =>
      items.map((li) => [
        li.querySelector('h3')?.textContent?.replace(/^\d+\.\s*/, '') ?? '',
        (li.querySelector('[data-cost-total]')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '),
      ]),
    );
}

async function expectList(page: Page, profile: CostProfile): Promise<void> {
  const want = expectedList(profile);
  await page
    .waitForFunction(
      (w) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-cost-results] > li')].map((li) => [
            li.querySelector('h3')?.textContent?.replace(/^\d+\.\s*/, '') ?? '',
            (li.querySelector('[data-cost-total]')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '),
          ]),
        ) === JSON.stringify(w),
      want,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  expect(await shownList(page)).toEqual(want);
}

/** Every amount in the results (totals, breakdowns, differences) as plain text. */
async function shownAmounts(page: Page): Promise<string[]> {
  const parts = await page.locator('[data-cost-part]').allTextContents().then(renderedTexts);
  const totals = await page.locator('[data-cost-total]').allTextContents().then(renderedTexts);
  return [...parts, ...totals.map((t) => t.replace(/ per jaar$/, ''))].map(normalizeSpaces);
}

const query = (p: CostProfile) => costProfileToQuery(p);

/** The profile B: € 25.000 held and 12 ETF buys of € 500 a year on Euronext Amsterdam, nothing else. */
const B: CostProfile = {
  ...DEFAULT_PROFILE,
  euronextOrders: 0,
  usOrders: 0,
  euronextEtfOrders: 12,
  orderAmountEur: 500,
  portfolioEur: 25_000,
};

/** The tool with profile B in its address, hydrated, its ranking as the model computes it. */
async function openProfileB(): Promise<Awaited<ReturnType<typeof openPage>>> {
  const opened = await openPage(browser());
  await opened.page.goto(url(`${TOOL}?${query(B)}`));
  await hydrated(opened.page);
  await expectList(opened.page, B);
  return opened;
}
/** What the tool writes to the URL for a profile: its query, then the 'Na 20 jaar' defaults. */
const KEEP_ETF = ETFS.find((etf) => etf.isin === KEEP_ETF_ISIN)!;
const written = (p: CostProfile) => costStateToQuery({ ...p, ...keepDefaults(KEEP_ETF.fee) });

describe('Kosten vergelijken', () => {
  it('shows the default profile’s results without JavaScript, cheapest first, in plain HTML', async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(url(TOOL));
    expect(await page.locator('h1').textContent().then(renderedText)).toBe('Kosten vergelijken');
    expect(await shownList(page)).toEqual(expectedList(DEFAULT_PROFILE));
    // Hand-computed in tests/unit/costs.test.ts › yearly cost (hand-computed) › the default profile.
    // The spec's five among all providers (the others' figures: tests/unit/providers.test.ts and the JSON check).
    // Every total includes € 42,59 of fund costs (iShares Core MSCI World on € 10.000: 0,20% TER + 0,034% transaction
    // costs + 1,65% × 11,63% dividend leakage; € 20 at the TER alone before the fund costs counted all three).
    const five = ['Trading 212', 'Trade Republic', 'IBKR', 'Saxo', 'DEGIRO'];
    expect((await shownList(page)).filter(([name]) => five.includes(name ?? ''))).toEqual([
      ['Trading 212', '€ 45,59 per jaar'],
      ['Trade Republic', '€ 50,59 per jaar'],
      ['IBKR', '€ 54,36 per jaar'],
      ['DEGIRO', '€ 72,09 per jaar'],
      ['Saxo', '€ 73,41 per jaar'], // $ 1 minimum on its 2 US orders (the table's reading)
    ]);
    expect(await page.locator('[data-cost-broker="ibkr"] [data-cost-plan]').textContent().then(renderedText)).toBe(
      'met IBKR Tiered',
    );
    const degiro = page.locator('[data-cost-broker="degiro"]');
    expect(await degiro.locator('dt').allTextContents().then(renderedTexts)).toEqual([
      'Orderkosten',
      'Valutakosten',
      'Spaarplan',
      'Servicekosten',
      'Aansluitkosten',
      'Stortingskosten',
      'Fondskosten',
    ]);
    expect((await degiro.locator('dd').allTextContents().then(renderedTexts)).map(normalizeSpaces)).toEqual([
      '€ 22,00',
      '€ 5,00',
      '€ 0,00',
      '€ 0,00',
      '€ 2,50',
      '€ 0,00',
      '€ 42,59',
    ]);
    // The cheapest of all providers and DEGIRO's difference to it follow from the model (among the spec's five,
    // Trading 212 at € 45,59 is € 26,50 below DEGIRO; a later provider may be cheaper still).
    const ranked = rankBrokers(DEFAULT_PROFILE);
    const degiroDifference = ranked.find((r) => r.id === 'degiro')!.differenceEur;
    expect(
      normalizeSpaces((await degiro.locator('[data-cost-difference]').textContent().then(renderedText)) ?? ''),
    ).toBe(normalizeSpaces(`${formatEuroCents(degiroDifference)} per jaar duurder dan de goedkoopste`));
    expect(
      await page
        .locator(`[data-cost-broker="${ranked[0]!.id}"] [data-cost-difference]`)
        .textContent()
        .then(renderedText),
    ).toBe('Goedkoopste');
    // Form fields carry the defaults; the quick-profile buttons (which need JavaScript) are hidden.
    expect(await page.getByLabel(LABELS.nl, { exact: true }).inputValue()).toBe('6');
    expect(await page.getByLabel(LABELS.koers, { exact: true }).inputValue()).toBe('150');
    expect(await page.getByRole('button', { name: 'Actief' }).isVisible()).toBe(false);
    // The chart's text alternative names every total.
    const desc = normalizeSpaces((await page.locator('[data-cost-chart] desc').textContent().then(renderedText)) ?? '');
    expect(desc).toContain('Trading 212 € 45,59');
    expect(desc).toContain('DEGIRO € 72,09');
    // Revolut's conversion of the 2 US orders has no sourced cost: its result says so rather than showing it as free.
    expect(
      normalizeSpaces(
        (await page.locator('[data-cost-broker="revolut"] [data-cost-fx-unknown]').textContent().then(renderedText)) ??
          '',
      ),
    ).toContain('Valutakosten onbekend');
    expect(await page.locator('[data-cost-fx-unknown]').count()).toBe(
      rankBrokers(DEFAULT_PROFILE).filter((r) => r.cost.fxUnknown === true).length,
    );
    const html = await (await page.request.get(url(TOOL))).text();
    expect(html).not.toMatch(/<[^>]+\sstyle="/);
    await context.close();
  });

  it('each result links to its broker page and, sponsored, to the broker', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url(TOOL));
    await hydrated(page);
    for (const b of BROKERS) {
      const item = page.locator(`[data-cost-broker="${b.id}"]`);
      expect(await item.getByRole('link', { name: `Meer over ${b.name}` }).getAttribute('href')).toBe(
        `/brokers/${b.id}`,
      );
      const out = item.getByRole('link', { name: new RegExp(`^${t('action.toBroker')} ${b.name}\\b`) });
      expect(await out.getAttribute('href')).toBe(b.url);
      expect(await out.getAttribute('rel')).toBe(providerLinkRel(b));
      expect(await out.getAttribute('target')).toBe('_blank');
      if (b.logo) expect(await item.locator('img').getAttribute('src')).toBe(b.logo.src);
      else expect(await item.locator('img').count()).toBe(0);
    }
    expect(await page.locator('[data-affiliate-disclosure]').count()).toBe(1);
    await context.close();
  });

  it('reads a profile from the URL', async () => {
    const { context, page, problems } = await openPage(browser());
    const profile: CostProfile = {
      ...DEFAULT_PROFILE,
      euronextOrders: 12,
      usOrders: 4,
      orderAmountEur: 2500,
      monthlyEtfEur: 100,
      usSharePriceUsd: 40,
    };
    await page.goto(url(`${TOOL}?${query(profile)}`));
    await hydrated(page);
    await expectList(page, profile);
    // A profile computed in the browser (not the page's) marks Revolut's unpriced conversion too.
    expect(await page.locator('[data-cost-broker="revolut"] [data-cost-fx-unknown]').count()).toBe(1);
    expect(await page.getByLabel(LABELS.bedrag, { exact: true }).inputValue()).toBe('2500');
    expect(await page.getByLabel(LABELS.etf, { exact: true }).inputValue()).toBe('100');
    // A hand-edited query is clamped, never trusted.
    await page.goto(url(`${TOOL}?nl=-3&us=abc&bedrag=1e12&etf=&koers=0`));
    await hydrated(page);
    const clamped = sanitizeProfile({
      euronextOrders: '-3',
      usOrders: 'abc',
      orderAmountEur: '1e12',
      monthlyEtfEur: '',
      usSharePriceUsd: '0',
    });
    expect(clamped).toMatchObject({ euronextOrders: 0, usOrders: 0, orderAmountEur: 1_000_000, usSharePriceUsd: 1 });
    await expectList(page, clamped);
    for (const amount of await shownAmounts(page)) expect(amount).toMatch(AMOUNT);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  // A first visit that changes nothing downloads neither the fee model nor the tariffs (the tool's budget
  // counts what a first visit loads until the network is idle); 'Na 20 jaar' and the ranking come with the page.
  it('loads neither the fee model nor the tariffs on a first visit that changes nothing, and both on an edit', async () => {
    const { status, document } = await servedPage(TOOL);
    expect(status).toBe(200);
    // No tariffs in the page: no inline JSON but JSON-LD.
    expect([...document.querySelectorAll('script:not([src])')].map((s) => s.getAttribute('type'))).not.toContain(
      'application/json',
    );
    const { context, page, problems } = await openPage(browser());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const modelScripts = async () => {
      const scripts = requested.filter((path) => path.startsWith('/_astro/') && path.endsWith('.js'));
      const bodies = await Promise.all(scripts.map((path) => page.request.get(url(path)).then((r) => r.text())));
      return scripts.filter((_, i) => bodies[i]!.includes('reducedByOrderFees'));
    };
    await page.goto(url(TOOL), { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await shownList(page)).toEqual(expectedList(DEFAULT_PROFILE));
    expect(await page.locator('[data-kept-broker]').count()).toBe(BROKER_IDS.length);
    expect(requested).not.toContain(COST_TARIFFS_PATH);
    expect(await modelScripts()).toEqual([]);
    // An edit loads both, once, and ranks the new profile.
    await typeInto(page, LABELS.nl, '30');
    await expectList(page, { ...DEFAULT_PROFILE, euronextOrders: 30 });
    expect(requested.filter((path) => path === COST_TARIFFS_PATH)).toHaveLength(1);
    expect((await modelScripts()).length).toBeGreaterThan(0);
    // The tariffs the model fetched are every provider's, as the page ranks them.
    const tariffs = (await (await page.request.get(url(COST_TARIFFS_PATH))).json()) as { id: string }[];
    expect(tariffs.map((tariff) => tariff.id)).toEqual([...BROKER_IDS]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('says so when the tariffs cannot be fetched, and ranks the profile once they can', async () => {
    const { context, page, problems } = await openPage(browser());
    let offline = true;
    await context.route(`**${COST_TARIFFS_PATH}`, (route) => (offline ? route.abort() : route.continue()));
    const profile: CostProfile = { ...DEFAULT_PROFILE, euronextOrders: 30, usOrders: 0 };
    await page.goto(url(`${TOOL}?${query(profile)}`));
    await hydrated(page);
    await page.locator('[data-cost-failed]').waitFor();
    expect(await page.locator('[data-cost-failed]').textContent()).toBe(t('costs.model.failed'));
    expect(await page.locator('[data-cost-results]').count()).toBe(0);
    // The next edit tries again.
    offline = false;
    await typeInto(page, LABELS.us, '5');
    await expectList(page, { ...profile, usOrders: 5 });
    expect(await page.locator('[data-cost-failed]').count()).toBe(0);
    // The aborted request is the only error the page logged.
    expect(problems.errors.every((error) => /tarieven\.json|Failed to load resource/.test(error))).toBe(true);
    await context.close();
  });

  it('ranks the page’s profile without the fee model, and another profile only once the model has loaded', async () => {
    const { context, page, problems } = await openPage(browser());
    // Holds every script that carries the fee model's arithmetic (it reads an activity fee's `reducedByOrderFees`)
    // until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const holdingOne = new Promise<void>((resolve) => (holding = resolve));
    const heldScripts: string[] = [];
    await context.route('**/_astro/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('reducedByOrderFees')) {
        heldScripts.push(route.request().url());
        holding();
        await held;
      }
      await route.fulfill({ response, body });
    });
    await page.goto(url(TOOL));
    await hydrated(page);
    // Hydrated and interactive with the model held back: the ranking is the page's own.
    expect(await shownList(page)).toEqual(expectedList(DEFAULT_PROFILE));
    expect(await page.getByRole('button', { name: 'Actief' }).isVisible()).toBe(true);
    // A shared link's profile needs the model: no list until it is there, never the default's under another profile.
    const profile: CostProfile = { ...DEFAULT_PROFILE, euronextOrders: 30, usOrders: 0 };
    await page.goto(url(`${TOOL}?${query(profile)}`));
    await hydrated(page);
    await page.locator('[data-cost-loading]').waitFor();
    await holdingOne;
    expect(await page.locator('[data-cost-results]').count()).toBe(0);
    expect(heldScripts.length).toBeGreaterThan(0);
    release();
    await expectList(page, profile);
    expect(await page.locator('[data-cost-loading]').count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("with 'Waar beleg je nu?' set by keyboard, every other result shows the switching cost and months; axe", async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(TOOL));
    await hydrated(page);
    // Nothing about switching until a provider is set ('nergens' is the default).
    expect(await page.locator('[data-switch-line]').count()).toBe(0);
    const select = page.getByLabel(t('costs.field.from'), { exact: true });
    expect(await select.inputValue()).toBe('');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    const from = BROKER_LINKS[0]!;
    expect(await select.inputValue()).toBe(from.id);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('posities');
    await typeInto(page, t('costs.field.positions'), '8');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('posities') === '8');
    expect(new URL(page.url()).searchParams.get('nu')).toBe(from.id);

    // The lines the model gives for the default profile, 8 positions, from the first provider.
    const ranked = rankBrokers(DEFAULT_PROFILE);
    const current = ranked.find((r) => r.id === from.id)!;
    const fromSide = switchSide(TARIFFS[from.id], LEAVING[from.id], current.cost.total, DEFAULT_PROFILE, 8);
    const expected = ranked
      .filter((r) => r.id !== from.id)
      .map((r) => {
        const cost = switchingCost({
          from: fromSide,
          to: switchSide(TARIFFS[r.id], LEAVING[r.id], r.cost.total, DEFAULT_PROFILE, 8),
          positions: 8,
          portfolioEur: DEFAULT_PROFILE.portfolioEur,
          usdPerEur: DEFAULT_USD_PER_EUR,
        });
        const comparable = current.cost.unavailable.length === 0 && r.cost.unavailable.length === 0;
        return [r.id, normalizeSpaces(switchWords(cost, current.name, r.name, comparable).line)];
      });
    await page.waitForFunction((n) => document.querySelectorAll('[data-switch-line]').length === n, expected.length, {
      timeout: 10_000,
    });
    const shown = await page.locator('[data-cost-results] > li').evaluateAll((items) =>
      items.flatMap((li) => {
        const line = li.querySelector('[data-switch-line]')?.textContent;
        return line ? [[li.getAttribute('data-cost-broker'), line.replace(/[\u00a0\u202f]/g, ' ')]] : [];
      }),
    );
    expect(shown).toEqual(expected);
    // The ranking itself stays by yearly cost.
    await expectList(page, DEFAULT_PROFILE);
    expect(await page.locator(`[data-cost-broker="${from.id}"] [data-switch-line]`).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    // Back to 'nergens': the lines go, and the URL drops nu and posities.
    await select.selectOption('');
    await page.waitForFunction(() => document.querySelectorAll('[data-switch-line]').length === 0);
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('nu'));
    expect(new URL(page.url()).searchParams.has('posities')).toBe(false);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('follows typing, writes the profile to the URL and keeps it on reload', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(TOOL));
    await hydrated(page);
    await typeInto(page, LABELS.nl, '20');
    await typeInto(page, LABELS.us, '10');
    await typeInto(page, LABELS.bedrag, '3000');
    await typeInto(page, LABELS.etf, '200');
    await typeInto(page, LABELS.koers, '25');
    const profile: CostProfile = {
      ...DEFAULT_PROFILE,
      euronextOrders: 20,
      usOrders: 10,
      orderAmountEur: 3000,
      monthlyEtfEur: 200,
      usSharePriceUsd: 25,
    };
    await expectList(page, profile);
    await page.waitForURL((u) => u.search === `?${written(profile)}`);
    await page.reload();
    await hydrated(page);
    await expectList(page, profile);
    expect(await page.getByLabel(LABELS.us, { exact: true }).inputValue()).toBe('10');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('never shows NaN, Infinity or a negative amount for bad input', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(TOOL));
    await hydrated(page);
    for (const bad of ['', '-5', 'abc', '1e12']) {
      for (const label of Object.values(LABELS)) {
        await typeInto(page, label, bad);
        const text = (await page.locator('[data-cost-results]').textContent().then(renderedText)) ?? '';
        expect(text).not.toMatch(/NaN|Infinity|∞|-\s?€|€\s?-/);
        for (const amount of await shownAmounts(page)) expect(amount).toMatch(AMOUNT);
      }
    }
    // All five at 1e12 are clamped to their maxima.
    await expectList(
      page,
      sanitizeProfile({
        euronextOrders: 1e12,
        usOrders: 1e12,
        orderAmountEur: 1e12,
        monthlyEtfEur: 1e12,
        usSharePriceUsd: 1e12,
      }),
    );
    // Leaving a field shows the value actually used.
    await typeInto(page, LABELS.nl, '-5');
    await page.getByLabel(LABELS.us, { exact: true }).focus();
    expect(await page.getByLabel(LABELS.nl, { exact: true }).inputValue()).toBe('0');
    await typeInto(page, LABELS.bedrag, '0');
    await page.getByLabel(LABELS.us, { exact: true }).focus();
    expect(await page.getByLabel(LABELS.bedrag, { exact: true }).inputValue()).toBe('1');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('profile B: 12 ETF buys of € 500 on Euronext Amsterdam, € 25.000 held, ranks by the corrected tariffs', async () => {
    const { context, page, problems } = await openProfileB();
    // Before the fund costs (iShares Core MSCI World: 0,20% TER + 0,034% transaction costs + 1,65% × 11,63% leakage
    // = € 106,47 on € 25.000; was € 50 at the TER alone): ING € 80 (trackers free online; € 20 + 0,24%), LYNX € 72
    // (12 × € 6, the activity fee offset), ABN AMRO € 113 (its Basic list unknown, the box unticked: no Basic selection).
    const shown = await shownList(page);
    const totals = new Map(shown.map(([name, total]) => [name ?? '', total ?? '']));
    expect(totals.get('ING')).toBe('€ 186,47 per jaar');
    expect(totals.get('LYNX')).toBe('€ 178,47 per jaar');
    expect(totals.get('ABN AMRO')).toBe('€ 219,47 per jaar');
    const names = (await shownList(page)).map(([name]) => name);
    expect(names.indexOf('LYNX')).toBeLessThan(names.indexOf('ING'));
    const fund = page.locator('[data-cost-broker="ing"] [data-cost-part="fund"]');
    expect(normalizeSpaces((await fund.textContent().then(renderedText)) ?? '')).toBe('€ 106,47');
    // Ticking the selection box: ABN AMRO's Basic-selection ETFs cost nothing, € 50 + € 106,47 of fund costs.
    await page.getByLabel(t('costs.field.core'), { exact: false }).check();
    await expectList(page, { ...B, etfInCore: 1 });
    expect((await shownList(page)).find(([name]) => name === 'ABN AMRO')?.[1]).toBe('€ 156,47 per jaar');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('picking an ETF changes which providers price it free, and its TER the fund costs', async () => {
    const { context, page, problems } = await openProfileB();
    const scalableOrders = page.locator('[data-cost-broker="scalable-capital"] [data-cost-part="orders"]');
    const status = (id: string) => page.locator(`[data-cost-broker="${id}"] [data-cost-selection]`);
    // No ETF picked: the default ETF (iShares Core MSCI World) throughout, Scalable's free big-issuer buy included.
    expect(normalizeSpaces((await scalableOrders.textContent().then(renderedText)) ?? '')).toBe('€ 0,00');
    const select = page.getByLabel(t('costs.field.fund'), { exact: true });
    // An iShares ETF on EIX from € 250: free at Scalable; its TER, transaction costs and leakage are the fund cost.
    await select.selectOption('IE00B4L5Y983');
    await expectList(page, { ...B, etfIsin: 'IE00B4L5Y983' });
    expect(normalizeSpaces((await scalableOrders.textContent().then(renderedText)) ?? '')).toBe('€ 0,00');
    // Each provider with a selection says whether the ETF is in it: DEGIRO's kernselectie (and where its price
    // holds), ABN AMRO's Basic selection unknown (its list could not be read).
    expect(await status('degiro').getAttribute('data-cost-selection')).toBe('in');
    expect(await status('degiro').textContent()).toMatch(/kernselectie.*Tradegate/);
    expect(await status('scalable-capital').getAttribute('data-cost-selection')).toBe('in');
    expect(await status('abn-amro').getAttribute('data-cost-selection')).toBe('unknown');
    expect(await status('ing').count()).toBe(0);
    // SPDR is no big issuer at Scalable: € 0,99 again; its TER (0,12%) makes the fund costs € 30 (its transaction costs
    // and leakage are not known: not counted, and the parts say so).
    await select.selectOption('IE00BFY0GT14');
    await expectList(page, { ...B, etfIsin: 'IE00BFY0GT14' });
    expect(normalizeSpaces((await scalableOrders.textContent().then(renderedText)) ?? '')).toBe('€ 11,88');
    expect(await status('scalable-capital').getAttribute('data-cost-selection')).toBe('out');
    const fund = page.locator('[data-cost-broker="degiro"] [data-cost-part="fund"]');
    expect(normalizeSpaces((await fund.textContent().then(renderedText)) ?? '')).toBe('€ 30,00');
    // The TER under 'Wat je overhoudt' follows the chosen ETF, and the choice is in the address.
    expect(await page.getByLabel(t('costs.keep.ter'), { exact: true }).inputValue()).toBe('0.12');
    await page.waitForURL((u) => u.searchParams.get('fonds') === 'IE00BFY0GT14');
    // With an ETF picked the box stays usable where a provider's status is unknown: ticked, ABN AMRO prices it free.
    const box = page.getByLabel(t('costs.field.core'), { exact: false });
    expect(await box.isDisabled()).toBe(false);
    await box.check();
    await expectList(page, { ...B, etfIsin: 'IE00BFY0GT14', etfInCore: 1 });
    expect(await status('abn-amro').textContent()).toMatch(/onbekend/);
    const abnOrders = page.locator('[data-cost-broker="abn-amro"] [data-cost-part="orders"]');
    expect(normalizeSpaces((await abnOrders.textContent().then(renderedText)) ?? '')).toBe('€ 0,00');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('shows the fund cost in its three parts by keyboard, and a picked fund changes them', async () => {
    const { context, page, problems } = await openProfileB();
    const degiro = page.locator('[data-cost-broker="degiro"]');
    const part = (key: string) =>
      degiro
        .locator(`[data-cost-fund-part="${key}"]`)
        .textContent()
        .then(renderedText)
        .then((text) => normalizeSpaces(text ?? ''));
    const want = (profile: CostProfile) => rankBrokers(profile).find((r) => r.id === 'degiro')!.cost.fundParts;
    const euros = (amount: number | null) => normalizeSpaces(formatEuroCents(amount ?? 0));
    // Closed at first; opened from the keyboard (a <details>, not a hover-only tooltip).
    expect(await degiro.locator('[data-cost-fund-part="ter"]').isVisible()).toBe(false);
    await degiro.locator('[data-cost-fund-parts] summary').focus();
    await page.keyboard.press('Enter');
    expect(await degiro.locator('[data-cost-fund-part="ter"]').isVisible()).toBe(true);
    // No ETF picked: iShares Core MSCI World's TER, transaction costs and leakage, each in euros.
    const iwda = want(B);
    expect(await part('ter')).toContain(`0,20%: ${euros(iwda.ter)}`);
    expect(await part('transaction')).toContain(euros(iwda.transaction));
    expect(await part('leakage')).toContain(euros(iwda.leakage));
    // Vanguard FTSE All-World (Acc): its own TER (the costlier of the sources, 0,22%) and transaction costs; its leakage share is known but the yield of
    // its index is not, so the leakage says 'onbekend' and is not counted.
    await page.getByLabel(t('costs.field.fund'), { exact: true }).selectOption('IE00BK5BQT80');
    const vwce = want({ ...B, etfIsin: 'IE00BK5BQT80' });
    await page
      .waitForFunction(
        (text) =>
          document
            .querySelector('[data-cost-broker="degiro"] [data-cost-fund-part="transaction"]')
            ?.textContent?.replace(/[\u00a0\u202f]/g, ' ')
            .includes(text),
        euros(vwce.transaction),
        { timeout: 5000 },
      )
      .catch(() => undefined);
    expect(await part('ter')).toContain(`0,22%: ${euros(vwce.ter)}`);
    expect(await part('transaction')).toContain(euros(vwce.transaction));
    expect(vwce.leakage).toBeNull();
    expect(await part('leakage')).toBe(t('costs.fundParts.leakage.unknown'));
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('fills the form from the quick profiles', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(TOOL));
    await hydrated(page);
    expect(await page.getByRole('button', { name: 'Af en toe' }).getAttribute('aria-pressed')).toBe('true');
    for (const quick of QUICK_PROFILES) {
      const button = page.getByRole('button', { name: t(quick.label) });
      await button.click();
      expect(await button.getAttribute('aria-pressed')).toBe('true');
      await expectList(page, quick.profile);
      expect(await page.getByLabel(LABELS.nl, { exact: true }).inputValue()).toBe(String(quick.profile.euronextOrders));
      expect(await page.getByLabel(LABELS.etf, { exact: true }).inputValue()).toBe(String(quick.profile.monthlyEtfEur));
      await page.waitForURL((u) => u.search === `?${written(quick.profile)}`);
    }
    // 'Maandelijks inleggen': only the ETF plan, so the savings-plan brokers cost only the fund costs: 0,20% TER +
    // 0,034% transaction costs + 1,65% × 11,63% leakage of € 10.000 plus half a year of € 250 deposits (€ 11.500) =
    // € 48,98 (€ 23,00 at the TER alone before the fund costs counted all three). Only a provider whose own fund
    // costs less ranks above them (FitVermogen: 0,197% of € 11.500 = € 22,66).
    await page.getByRole('button', { name: 'Maandelijks inleggen' }).click();
    const totals = (await shownList(page)).map(([, total]) => total);
    const first = totals.indexOf('€ 48,98 per jaar');
    expect(totals.slice(first, first + 2)).toEqual(['€ 48,98 per jaar', '€ 48,98 per jaar']);
    const monthly = QUICK_PROFILES.find((quick) => quick.label === 'costs.quick.monthly')!.profile;
    expect(
      rankBrokers(monthly)
        .slice(0, first)
        .every((r) => r.cost.ownFund),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Actief' }).getAttribute('aria-pressed')).toBe('false');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('draws one bar per broker in proportion to its total, inside the chart on a phone', async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    const huge = sanitizeProfile({
      euronextOrders: 1000,
      usOrders: 1000,
      orderAmountEur: 1_000_000,
      monthlyEtfEur: 100_000,
      usSharePriceUsd: 1,
    });
    await page.goto(url(`${TOOL}?${query(huge)}`));
    await hydrated(page);
    await expectList(page, huge);
    const chart = await page.locator('[data-cost-chart]').evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      return {
        // Each broker's bar is its stacked parts together.
        bars: [...svg.querySelectorAll('g[data-chart-broker]')].map((g) =>
          [...g.querySelectorAll('rect')].reduce((sum, r) => sum + r.getBoundingClientRect().width, 0),
        ),
        inside: [...svg.querySelectorAll('text')].every((t) => {
          const b = t.getBoundingClientRect();
          return b.left >= box.left - 0.5 && b.right <= box.right + 0.5;
        }),
        wide: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      };
    });
    const totals = rankBrokers(huge).map((r) => r.cost.total);
    const highest = Math.max(...totals);
    expect(chart.bars).toHaveLength(totals.length);
    chart.bars.forEach((width, i) => {
      // The widest bar is the highest total (a provider lacking a market ranks last with a partial total).
      expect(width / Math.max(...chart.bars)).toBeCloseTo(totals[i]! / highest, 2);
    });
    expect(chart.inside).toBe(true);
    expect(chart.wide).toBe(false);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("explains the model with its sources in 'Zo rekenen we'", async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(url(TOOL));
    const method = normalizeSpaces(
      (await page.locator('section[aria-labelledby="zo-rekenen-we"]').textContent().then(renderedText)) ?? '',
    );
    for (const text of [
      '€ 1 = $ 1,10',
      '22 november 2026',
      '$ 0,005 per aandeel (min. $ 1,00), hoogstens 1% van het bedrag',
      '0,002% (min. $ 2,00)',
      'spread',
      'Trade Republic',
      'TER',
      'Belastingen',
      // The model's assumptions: DEGIRO's connectivity fee, IBKR's two plans, what is left out.
      'DEGIRO rekent aansluitkosten per beurs, voor elke beurs behalve Euronext Amsterdam en Euronext Brussel',
      'IBKR Fixed en IBKR Tiered',
      'BUX Basic, BUX Plus en BUX Prime',
      // Fees that offset each other, conflicting sources, fund costs, deposits: generated from the homes.
      'LYNX: € 5,00 per maand, verminderd met je orderkosten van die maand; niet vanaf € 100.000 belegd',
      'De orders van een jaar verdelen we gelijk over de twaalf maanden',
      'Saxo: de bronnen spreken elkaar tegen',
      'We rekenen met de lezing die jou het meest kost',
      'Andere lezing: 0,08% (min. € 3,00)',
      'Fondskosten: de lopende kosten (TER) van je ETF, de transactiekosten van het fonds en het dividendlek',
      'lezing van indexfondsenvergelijken.nl (niet meer actief), 11 oktober 2024',
      'Trading 212 0,7% per storting met iDEAL, zodra je in totaal € 2.000 hebt gestort',
      'Valutakosten op dividend rekenen we niet mee',
      'niet bevestigd voor Nederland, bron:',
      'geldig sinds 15 mei 2023',
    ]) {
      expect(method).toContain(text);
    }
    const sources = await page
      .locator('[data-fee-sources] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(sources.length).toBeGreaterThanOrEqual(5);
    for (const href of sources) expect(href).toMatch(/^https:\/\//);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('has no serious axe violations in the %s theme', async (theme) => {
    const { context, page, problems } = await openPage(browser());
    await forceTheme(context, theme);
    await page.goto(url(`${TOOL}?nl=40&us=20&bedrag=5000&etf=250&koers=150`));
    await hydrated(page);
    await expectNoSeriousAxeViolations(page);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

interface JsonLd {
  '@type'?: string;
  itemListElement?: { name: string; item?: string }[];
}

async function jsonLd(page: Page): Promise<JsonLd[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as JsonLd,
    ),
  );
}

describe('broker pages', () => {
  it.each(BROKERS.map((b) => [b.name, b] as const))('%s has its facts, cost table, sources and head', async (_, b) => {
    const { context, page, problems } = await openPage(browser());
    const response = await page.goto(url(`/brokers/${b.id}`));
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent().then(renderedText)).toBe(b.name);
    expect(await page.title()).toContain(b.name);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/brokers/${b.id}$`));
    expect(await page.locator('meta[property="og:title"]').count()).toBe(1);
    const ld = await jsonLd(page);
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement?.map((i) => i.name);
    expect(crumbs).toEqual(['Home', 'Brokers', b.name]);
    expect(JSON.stringify(ld)).not.toMatch(/Review|AggregateRating/);
    expect(await page.locator('nav[aria-label="Kruimelpad"] li').allTextContents().then(renderedTexts)).toHaveLength(3);

    const main = normalizeSpaces((await page.locator('main').textContent().then(renderedText)) ?? '');
    const p = BROKER_PROFILES[b.id];
    for (const text of [p.description, p.users, p.customerService, p.platformUsage, tariffSummary(TARIFFS[b.id])]) {
      expect(main).toContain(normalizeSpaces(text));
    }
    for (const heading of [
      t('broker.costs'),
      t('broker.pros'),
      t('broker.cons'),
      t('broker.protection'),
      t('broker.sources'),
    ]) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count()).toBe(1);
    }
    expect(main).toContain(`Laatst gecontroleerd: ${normalizeSpaces(formatDate(b.updated))}`);
    // One 'Laatst gecontroleerd' for the page; the dates of the leaving costs are in their own section ('Overstappen').
    const leaving = normalizeSpaces((await page.locator('[data-leaving]').textContent().then(renderedText)) ?? '');
    expect((main.match(/gecontroleerd/gi)?.length ?? 0) - (leaving.match(/gecontroleerd/gi)?.length ?? 0)).toBe(1);
    for (const pro of p.pros) expect(main).toContain(pro);
    for (const con of p.cons) expect(main).toContain(con);
    expect(main).toContain(p.protection.supervisor);

    // The cost table: what the model gives, formatted like the tool.
    const rows = await page
      .locator('[data-broker-costs] tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) =>
          [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()),
        ),
      );
    const want = brokerCostTable(TARIFFS[b.id]).map((r) => [
      r.label,
      ...r.fees.map((f) => (f === null ? t('costs.fee.notOffered') : normalizeSpaces(formatEuroCents(f)))),
    ]);
    expect(rows).toEqual(want);
    const head = await page.locator('[data-broker-costs] thead th').allTextContents().then(renderedTexts);
    expect(head.map(normalizeSpaces)).toEqual([
      'Soort kosten',
      'Order van € 500',
      'Order van € 1.000',
      'Order van € 5.000',
    ]);

    for (const href of await page
      .locator('[data-broker-sources] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^https:\/\//);
    }
    expect(await page.getByRole('link', { name: 'Bereken jouw kosten' }).getAttribute('href')).toBe(TOOL);
    const out = page.getByRole('link', { name: new RegExp(`^${t('action.toBroker')} ${b.name}\\b`) });
    expect(await out.getAttribute('href')).toBe(b.url);
    expect(b.url).toMatch(/^https:\/\//);
    expect(await out.getAttribute('rel')).toBe(providerLinkRel(b));
    expect(await page.locator('[data-affiliate-disclosure]').count()).toBe(1);
    // No React on a content page.
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('shows the known figures on the DEGIRO and IBKR pages', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/brokers/degiro'));
    const first = await page
      .locator('[data-broker-costs] tbody tr')
      .first()
      .locator('td')
      .allTextContents()
      .then(renderedTexts);
    expect(first.map(normalizeSpaces)).toEqual(['€ 3,00', '€ 3,00', '€ 3,00']);
    const connectivity = page.locator('[data-tariff-component="connectivity"]');
    expect(normalizeSpaces((await connectivity.textContent().then(renderedText)) ?? '')).toContain(
      '0,25% (max. € 2,50)',
    );
    expect(normalizeSpaces((await connectivity.textContent().then(renderedText)) ?? '')).toContain(
      'niet bevestigd voor Nederland, bron:',
    );
    // The kernselectie as sourced data (partial, where its price holds) and what the comparison leaves out.
    const core = normalizeSpaces(
      (await page.locator('[data-tariff-selection="kernselectie"]').textContent().then(renderedText)) ?? '',
    );
    expect(core).toMatch(/kernselectie: van \d+ ETF’s .* weten we het niet/);
    expect(core).toContain('Tradegate');
    expect(core).toContain('niet bevestigd voor Nederland, bron:');
    expect(await page.locator('[data-not-counted] li').count()).toBeGreaterThan(0);
    await page.goto(url('/brokers/ibkr'));
    // IBKR Fixed on Euronext Amsterdam (0,05%, min. € 3), then IBKR Tiered (0,05%, min. € 1,25).
    const fixed = await page
      .locator('[data-broker-costs] tbody tr')
      .nth(0)
      .locator('td')
      .allTextContents()
      .then(renderedTexts);
    expect(fixed.map(normalizeSpaces)).toEqual(['€ 3,00', '€ 3,00', '€ 3,00']);
    const tiered = await page
      .locator('[data-broker-costs] tbody tr')
      .nth(4)
      .locator('td')
      .allTextContents()
      .then(renderedTexts);
    expect(tiered.map(normalizeSpaces)).toEqual(['€ 1,25', '€ 1,25', '€ 2,50']);
    await context.close();
  });

  it('/brokers lists every broker with rating, fees and a link', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/brokers'));
    expect(await page.locator('h1').textContent().then(renderedText)).toBe('Brokers');
    const items = page.locator('[data-broker-hub] > li');
    expect(await items.count()).toBe(BROKERS.length);
    const main = normalizeSpaces((await page.locator('main').textContent().then(renderedText)) ?? '');
    for (const b of BROKERS) {
      const link = page.locator('[data-broker-hub]').getByRole('link', { name: b.name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/brokers/${b.id}`);
      expect(main).toContain(normalizeSpaces(tariffSummary(TARIFFS[b.id])));
    }
    expect(await page.locator('[data-broker-hub] [data-stars]').count()).toBe(BROKERS.length);
    const ld = await jsonLd(page);
    expect(ld.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement?.map((i) => i.name)).toEqual([
      'Home',
      'Brokers',
    ]);
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'a broker page and the hub have no serious axe violations in the %s theme',
    async (theme) => {
      const { context, page, problems } = await openPage(browser());
      await forceTheme(context, theme);
      for (const path of ['/brokers/trade-republic', '/brokers']) {
        await page.goto(url(path));
        await expectNoSeriousAxeViolations(page);
      }
      expect(problems.errors).toEqual([]);
      await context.close();
    },
  );
});

describe('links to the broker pages and the tool', () => {
  it('home links each broker name to its page and the section to the tool', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/'));
    const names = page.locator('table[data-broker-list] a[data-broker-name]');
    const hrefs = await names.evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(Object.fromEntries(hrefs)).toEqual(Object.fromEntries(BROKERS.map((b) => [b.name, `/brokers/${b.id}`])));
    // IBKR's row describes one plan: its fee line names IBKR Fixed and its € 1.000 example is Fixed's € 3,00.
    const ibkr = normalizeSpaces(
      (await page.locator('[data-broker-item="ibkr"]').first().textContent().then(renderedText)) ?? '',
    );
    expect(ibkr).toContain('IBKR Fixed: NL 0,05% (min. € 3,00)');
    expect(ibkr).toContain('Order van € 1.000: € 3,00');
    expect(ibkr).not.toContain('€ 1,25');
    await names.filter({ hasText: 'Saxo' }).click();
    await page.waitForURL((u) => u.pathname === '/brokers/saxo');
    expect(await page.locator('h1').textContent().then(renderedText)).toBe('Saxo');
    await page.goto(url('/'));
    const toTool = page.locator('#compare').getByRole('link', { name: 'Bereken jouw kosten' }).first();
    expect(await toTool.getAttribute('href')).toBe(TOOL);
    const sentence = page.locator('#compare p', { has: page.locator(`a[href="${TOOL}"]`) });
    expect(await sentence.textContent().then(renderedText)).toMatch(/Bereken jouw kosten voor je/);
    await toTool.click();
    await page.waitForURL((u) => u.pathname === TOOL);
    await context.close();
  });

  it('the Tools hub, the header menu and the footer link to the tool', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/tools'));
    await page.locator('[data-tool-cards]').getByRole('link', { name: 'Kosten vergelijken' }).click();
    await page.waitForURL((u) => u.pathname === TOOL);
    const header = await page.locator('header a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(header).toContain(TOOL);
    const footer = await page
      .getByRole('contentinfo')
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(footer).toContain(TOOL);
    expect(footer).toContain('/brokers');
    await context.close();
  });

  it('lists the new pages in the sitemap', async () => {
    const { context, page } = await openPage(browser());
    const index = await (await page.request.get(url('/sitemap-0.xml'))).text();
    for (const path of [TOOL, '/brokers', ...BROKERS.map((b) => `/brokers/${b.id}`)]) {
      expect(index).toContain(`${path}</loc>`);
    }
    await context.close();
  });
});
