// The fee model everywhere it shows (docs/behaviour.md#cost-comparison): one profile's yearly cost per
// broker is the same figure in the tool, in the broker page's example, on the pair page and in
// /tarieven.json, where the test recomputes it from the published components with the documented formula;
// the change log is generated from the data and linked from every broker page and the footer.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FUND_RATES } from '../../src/lib/funds/defaults';
import { BROKERS } from '../../src/data/brokers';
import { TARIFFS } from '../../src/data/fees';
import type { BrokerTariff, TariffComponent } from '../../src/data/providers/types';
import { t } from '../../src/i18n';
import {
  OPEN_DATA_LICENCE,
  QUICK_PROFILES,
  tariffChanges,
  tariffCorrections,
  yearlyCost,
  type CostProfile,
} from '../../src/lib/costs';
import { connectivitySentences, historySentence, pricedMarketsSentence } from '../../src/lib/costs/method';
import { formatEuroCents, normalizeSpaces } from '../../src/lib/format';
import { costProfileToQuery } from '../../src/lib/urlState';
import { expectNoSeriousAxeViolationsInBothThemes, hydrated, openPage, url, useBrowser } from './support/browser';
import { renderedText, renderedTexts } from './support/text';

const { browser } = useBrowser();
const TOOL = '/tools/kosten-vergelijken';
const money = (value: number) => normalizeSpaces(formatEuroCents(value));
const textOf = async (page: Page, selector: string) =>
  normalizeSpaces((await page.locator(selector).first().textContent().then(renderedText)) ?? '').trim();

/** A component as the JSON has it (its `confirmed` is a plain boolean there; the formula does not read it). */
type JsonComponent = TariffComponent;
interface OpenData {
  readonly referenceRate: { readonly usdPerEur: number };
  readonly compiled: string;
  readonly formula: string;
  readonly brokers: readonly {
    readonly id: string;
    readonly plans: readonly { readonly name: string; readonly components: readonly JsonComponent[] }[];
    readonly selections?: readonly unknown[];
  }[];
  readonly quickProfiles: readonly {
    readonly label: string;
    readonly profile: CostProfile;
    readonly yearlyCost: Readonly<Record<string, { readonly total: number; readonly planName: string }>>;
  }[];
  readonly changes: readonly unknown[];
}

/**
 * The yearly cost recomputed from the components and selections as /tarieven.json publishes them (not from the site's
 * data): the model's documented formula (`formula`) run on the published JSON, so the JSON carries every field the
 * figures need (kinds, selections, minimum order values, other readings, offsets, deposit allowances, fund costs).
 */
function fromJson(data: OpenData, brokerId: string, p: CostProfile): number {
  const broker = data.brokers.find((b) => b.id === brokerId)!;
  const tariff = {
    broker: brokerId,
    plans: broker.plans,
    selections: broker.selections ?? [],
  } as unknown as BrokerTariff;
  return yearlyCost(tariff, p, data.compiled, data.referenceRate.usdPerEur).total;
}

describe('one profile, one figure everywhere', () => {
  it('the tool, the broker page, the pair page and /tarieven.json agree, and the JSON recomputes', async () => {
    const { context, page, problems } = await openPage(browser());
    const response = await page.request.get(url('/tarieven.json'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const data = (await response.json()) as OpenData;
    expect(data.formula).toContain('total =');
    expect(data.changes.length).toBe(tariffChanges().length);
    const index = 0; // Buy and hold: it ranks brokers by holding costs too.
    const quick = data.quickProfiles[index]!;
    expect(quick.label).toBe(QUICK_PROFILES[index]!.label);

    await page.goto(url(`${TOOL}?${costProfileToQuery(quick.profile)}`));
    await hydrated(page);
    for (const broker of BROKERS) {
      const fromModel = quick.yearlyCost[broker.id]!.total;
      expect(fromJson(data, broker.id, quick.profile)).toBeCloseTo(fromModel, 9);
      expect(await textOf(page, `[data-cost-broker="${broker.id}"] [data-cost-total]`)).toBe(
        t('costs.results.total', { amount: money(fromModel) }).replace(/\u00a0/g, ' '),
      );
    }
    for (const broker of BROKERS) {
      await page.goto(url(`/brokers/${broker.id}`));
      const total = await textOf(page, `[data-example-profile="${index}"] [data-example-total]`);
      expect(total).toBe(money(quick.yearlyCost[broker.id]!.total));
    }
    const [a, b] = [BROKERS[0]!, BROKERS[1]!];
    const pair = [a.id, b.id].sort();
    await page.goto(url(`/brokers/${pair[0]}-vs-${pair[1]}`));
    const row = page.locator(`[data-pair-profile="${quick.label}"]`);
    for (const id of pair) {
      expect(
        normalizeSpaces((await row.locator(`[data-pair-cost="${id}"]`).textContent().then(renderedText)) ?? ''),
      ).toContain(money(quick.yearlyCost[id]!.total));
    }
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('tariff components and the change log', () => {
  it('every broker page shows each component with its source and valid-from date, and links the change log', async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    for (const broker of BROKERS) {
      await page.goto(url(`/brokers/${broker.id}`));
      const items = page.locator(`[data-tariff-components="${broker.id}"] li`);
      expect(await items.count()).toBeGreaterThan(2);
      for (const text of await items.allTextContents().then(renderedTexts)) {
        expect(normalizeSpaces(text)).toMatch(/geldig sinds \d{1,2} \w+ \d{4}/);
        expect(normalizeSpaces(text)).toMatch(/(bron:|niet bevestigd voor Nederland, bron:)/);
      }
      const link = page.locator('#kosten').locator('xpath=..').locator('[data-tariff-changes-link]');
      expect(await link.getAttribute('href')).toBe('/tarieven/wijzigingen');
    }
    await context.close();
  });

  it('/tarieven/wijzigingen lists every change from the data, links the JSON and is in the footer', async () => {
    const { context, page, problems } = await openPage(browser());
    const response = await page.goto(url('/tarieven/wijzigingen'));
    expect(response?.status()).toBe(200);
    const rows = page.locator('[data-tariff-changes] tbody tr');
    const changes = tariffChanges();
    expect(changes.length).toBeGreaterThan(0);
    expect(await rows.count()).toBe(changes.length);
    const first = normalizeSpaces((await rows.first().textContent().then(renderedText)) ?? '');
    expect(first).toContain(normalizeSpaces(changes[0]!.old));
    expect(first).toContain(normalizeSpaces(changes[0]!.new));
    expect(await page.locator('[data-open-data-link]').getAttribute('href')).toBe('/tarieven.json');
    expect(await page.locator('footer a[href="/tarieven/wijzigingen"]').count()).toBeGreaterThan(0);
    // The open data's licence is a standard one, linked.
    const licence = page.locator('[data-open-data-licence]');
    expect(await licence.getAttribute('href')).toBe(OPEN_DATA_LICENCE.url);
    expect(await licence.getAttribute('rel')).toBe('license');
    // Corrections of our own data have their own table, apart from the changes.
    const corrections = tariffCorrections();
    expect(corrections.length).toBeGreaterThan(0);
    expect(await page.locator('[data-tariff-corrections] tbody tr').count()).toBe(corrections.length);
    // Saxo's 2024 start date (its oldest correction; newer ones list first).
    const saxo = page.locator('[data-tariff-correction="saxo"]').last();
    expect(normalizeSpaces((await saxo.textContent().then(renderedText)) ?? '')).toContain('13 mei 2024');
    await expectNoSeriousAxeViolationsInBothThemes(page);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the change log is an Atom feed, announced in the page’s head and valid XML with an entry per change and correction', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/tarieven/wijzigingen'));
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    expect(await alternate.count()).toBe(1);
    const href = (await alternate.getAttribute('href'))!;
    expect(new URL(href).pathname).toBe('/tarieven/wijzigingen.xml');
    expect(await page.locator('[data-changes-feed]').getAttribute('href')).toBe('/tarieven/wijzigingen.xml');
    const response = await page.request.get(url('/tarieven/wijzigingen.xml'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    // The browser's own XML parser: a well-formed feed has no <parsererror>, and its root is Atom's <feed>.
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.namespaceURI + ' ' + doc.documentElement.localName,
        entries: doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry').length,
      };
    }, xml);
    expect(parsed).toEqual({
      error: 0,
      root: 'http://www.w3.org/2005/Atom feed',
      entries: tariffChanges().length + tariffCorrections().length,
    });
    await context.close();
  });

  it("Mijn kosten's 'Zo rekenen we' says what the model prices, from the model", async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(url('/tools/mijn-kosten'));
    const notes = normalizeSpaces((await page.locator('#zo-rekenen-we').locator('xpath=..').textContent()) ?? '');
    const named = BROKERS.map((b) => ({ name: b.name, tariff: TARIFFS[b.id] }));
    for (const sentence of [
      pricedMarketsSentence(named.map((n) => n.tariff)),
      historySentence(named),
      ...connectivitySentences(named),
    ])
      expect(notes).toContain(normalizeSpaces(sentence));
    expect(notes).not.toContain('tarieven die je broker vroeger had');
    await context.close();
  });

  it('/tarieven.json carries the licence and the corrections apart from the changes', async () => {
    const { context, page } = await openPage(browser());
    const data = (await (await page.request.get(url('/tarieven.json'))).json()) as {
      licence: { name: string; url: string };
      corrections: readonly { broker: string; wrong: string; now: string }[];
      brokers: readonly Record<string, unknown>[];
    };
    expect(data.licence).toMatchObject({ name: 'CC BY 4.0', url: OPEN_DATA_LICENCE.url });
    expect(data.corrections.map((c) => c.broker)).toEqual(tariffCorrections().map((c) => c.broker));
    for (const broker of data.brokers)
      expect(Object.keys(broker).sort()).toEqual(['id', 'name', 'plans', 'selections']);
    await context.close();
  });

  it('/fondsen.json lists the funds under the same licence, linked from the change log, one fund a file', async () => {
    const { context, page } = await openPage(browser());
    const response = await page.request.get(url('/fondsen.json'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const data = (await response.json()) as {
      licence: { name: string };
      funds: readonly { isin: string; dividendLeakage: unknown }[];
      changes: readonly unknown[];
    };
    expect(data.licence.name).toBe(OPEN_DATA_LICENCE.name);
    expect(data.funds.length).toBeGreaterThanOrEqual(40);
    for (const fund of data.funds) expect(Object.keys(fund)).toContain('dividendLeakage');
    expect(Array.isArray(data.changes)).toBe(true);
    // The file the cost tool fetches when a reader picks this fund.
    const one = (await (await page.request.get(url('/fondsen/IE00B4L5Y983.json'))).json()) as { rates: unknown };
    expect(one.rates).toEqual(DEFAULT_FUND_RATES);
    await page.goto(url('/tarieven/wijzigingen'));
    expect(await page.locator('[data-funds-json-link]').getAttribute('href')).toBe('/fondsen.json');
    await context.close();
  });
});
