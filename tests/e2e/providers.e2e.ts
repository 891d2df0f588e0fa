// The providers beyond the first five of the broker list, in Chromium: each new provider's page shows every tariff
// component with its source link and date, the home filter shows the right rows, a pair page says 'niet
// beschikbaar' where a provider lacks a market, and axe is clean in both themes on a new provider page and pair page.
import { describe, expect, it } from 'vitest';
import { BROKERS } from '../../src/data/brokers';
import { PROVIDER_KINDS } from '../../src/data/brokerList';
import { TARIFFS } from '../../src/data/fees';
import { t } from '../../src/i18n';
import { brokerPair, describeTariff, pairCosts } from '../../src/lib/costs';
import { formatDate, normalizeSpaces } from '../../src/lib/format';
import { expectNoSeriousAxeViolationsInBothThemes, MOBILE, openPage, url, useBrowser } from './support/browser';
import { renderedText } from './support/text';
import { servedPage, textOf } from './support/dist';
import { LEAVING } from '../../src/data/providers/leavingIndex';
import { tSwitching } from '../../src/i18n/nl/switching';
import { leavingFacts } from '../../src/lib/costs/switchingWords';

const { browser } = useBrowser();
const NEW = BROKERS.filter((b) => b.rating === null);
const byId = (id: string) => BROKERS.find((b) => b.id === id)!;

describe('a new provider’s page', () => {
  it('every provider after the spec’s five is new (unrated)', () => {
    const specFive = ['degiro', 'saxo', 'ibkr', 'trade-republic', 'trading-212'];
    expect(NEW.map((b) => b.id).sort()).toEqual(
      BROKERS.map((b) => b.id)
        .filter((id) => !specFive.includes(id))
        .sort(),
    );
    expect(NEW.length).toBeGreaterThanOrEqual(7);
    expect(NEW.map((b) => b.id)).toEqual(expect.arrayContaining(['lightyear', 'xtb', 'revolut', 'etoro', 'peaks']));
  });

  it.each(NEW.map((b) => [b.id, b] as const))(
    '/brokers/%s shows every tariff component with its source link and dates, ‘nog niet beoordeeld’, the letter mark and a plain link',
    async (_, broker) => {
      const { context, page, problems } = await openPage(browser());
      const response = await page.goto(url(`/brokers/${broker.id}`));
      expect(response?.status()).toBe(200);
      const expected = describeTariff(TARIFFS[broker.id]).flatMap(({ plan, lines }) =>
        lines.map((line) => ({ plan: plan.id, line })),
      );
      const block = page.locator(`[data-tariff-components="${broker.id}"]`).first();
      for (const { plan, line } of expected) {
        const item = block.locator(`[data-tariff-plan="${plan}"] [data-tariff-component="${line.key}"]`);
        expect(await item.count(), `${broker.id} ${line.key}`).toBe(1);
        const shown = normalizeSpaces((await item.textContent().then(renderedText)) ?? '');
        expect(shown).toContain(normalizeSpaces(line.text));
        expect(shown).toContain(normalizeSpaces(formatDate(line.validFrom)));
        expect(shown).toContain(normalizeSpaces(formatDate(line.checked)));
        // The component's own source first; a conflicting reading's source follows it.
        const link = item.locator('a').first();
        expect(await link.getAttribute('href')).toBe(line.source.url);
        expect(line.source.url).toMatch(/^https:\/\//);
        if (!line.confirmed) expect(await item.locator('[data-unconfirmed]').count()).toBe(1);
      }
      expect(normalizeSpaces((await page.locator('main').textContent().then(renderedText)) ?? '')).toContain(
        t('broker.notRated'),
      );
      expect(await page.locator('main [data-logo] img').count()).toBe(0);
      expect((await page.locator('main [data-logo-letter]').first().textContent().then(renderedText))?.trim()).toBe(
        broker.name[0],
      );
      const out = page.getByRole('link', { name: new RegExp(`^${t('action.toBroker')} ${broker.name}\\b`) });
      expect(await out.getAttribute('href')).toBe(broker.url);
      expect(await out.getAttribute('rel')).toBe('noopener');
      expect(problems.errors).toEqual([]);
      await context.close();
    },
  );

  it('axe is clean in both themes on a new provider page (Meesman)', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/brokers/meesman'));
    await expectNoSeriousAxeViolationsInBothThemes(page);
    await context.close();
  });
});

describe('the home filter', () => {
  const visibleIds = async (page: import('playwright-core').Page, list: string) =>
    page
      .locator(`${list} [data-broker-item]`)
      .evaluateAll((items) =>
        items.filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.getAttribute('data-broker-item')),
      );

  it.each([
    ['desktop table', 'table[data-broker-list]', {}] as const,
    ['phone cards', 'table[data-broker-list]', MOBILE] as const,
  ])('shows all rows, then only the chosen kind’s, as links without JavaScript too (%s)', async (_, list, device) => {
    for (const javaScriptEnabled of [true, false]) {
      const { context, page } = await openPage(browser(), { ...device, javaScriptEnabled });
      await page.goto(url('/'));
      expect((await visibleIds(page, list)).sort()).toEqual(BROKERS.map((b) => b.id).sort());
      for (const kind of PROVIDER_KINDS) {
        await page.locator(`[data-filter-link="${kind}"]`).click();
        await page.waitForURL((u) => u.hash === `#toon-${kind}`);
        const want = BROKERS.filter((b) => b.kind === kind).map((b) => b.id);
        expect(want.length).toBeGreaterThan(0);
        expect((await visibleIds(page, list)).sort()).toEqual(want.sort());
        if (javaScriptEnabled) {
          expect(await page.locator(`[data-filter-link="${kind}"]`).getAttribute('aria-current')).toBe('true');
        }
      }
      await page.locator('[data-filter-link="all"]').click();
      expect((await visibleIds(page, list)).sort()).toEqual(BROKERS.map((b) => b.id).sort());
      await context.close();
    }
  });

  it('shows the banks under ‘Banken’ and the fund houses (no exchange orders at all) under ‘Indexfondsen’', () => {
    expect(
      BROKERS.filter((b) => b.kind === 'bank')
        .map((b) => b.id)
        .sort(),
    ).toEqual(['abn-amro', 'ing', 'rabobank']);
    const indexFunds = BROKERS.filter((b) => b.kind === 'index-funds').map((b) => b.id);
    expect(indexFunds).toContain('meesman');
    // A provider that offers no order on any market sells only its own or its portfolio's funds.
    const noOrders = BROKERS.filter((b) =>
      TARIFFS[b.id].plans.every((plan) =>
        plan.components.every((c) => c.part !== 'order' || c.fee.kind === 'not-offered'),
      ),
    ).map((b) => b.id);
    expect(indexFunds.sort()).toEqual(noOrders.sort());
  });
});

describe('a pair page where one side lacks a market', () => {
  const pair = brokerPair(byId('degiro'), byId('meesman'));

  it(`${pair.path} says ‘niet beschikbaar’ in Meesman’s cells for the profiles with share orders, never € 0,00`, async () => {
    const rows = pairCosts(pair);
    expect(rows.some((row) => row.bUnavailable)).toBe(true);
    const { context, page } = await openPage(browser());
    await page.goto(url(pair.path));
    const cells = await page
      .locator('[data-pair-costs] tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.querySelector('[data-pair-cost="meesman"]')?.textContent ?? ''))
      .then((texts) => texts.map((text) => normalizeSpaces(text).trim()));
    expect(cells).toHaveLength(rows.length);
    rows.forEach((row, i) => {
      if (row.bUnavailable) {
        expect(cells[i]).toContain(t('costs.fee.notOffered'));
        expect(cells[i]).not.toContain('€');
      } else expect(cells[i]).toContain('€');
    });
    await expectNoSeriousAxeViolationsInBothThemes(page);
    await context.close();
  });
});

describe('every provider page’s ‘Overstappen’', () => {
  // Read from the served HTML: the section is static (no island), one per provider page.
  it.each(BROKERS.map((b) => [b.id, b] as const))(
    '/brokers/%s lists its leaving costs under ‘Overstappen’ with sources and dates, ‘niet gepubliceerd’ where null',
    async (_, broker) => {
      const { status, document } = await servedPage(`/brokers/${broker.id}`);
      expect(status).toBe(200);
      const section = document.querySelector('[data-leaving]');
      expect(normalizeSpaces(textOf(section?.querySelector('h2') ?? null)).trim()).toBe(
        tSwitching('switching.heading'),
      );
      const facts = leavingFacts(LEAVING[broker.id], broker.name);
      for (const fact of facts) {
        const item = section?.querySelector(`[data-leaving-fact="${fact.key}"]`) ?? null;
        expect(item, `${broker.id} ${fact.key}`).not.toBeNull();
        const value = normalizeSpaces(textOf(item?.querySelector('[data-leaving-value]') ?? null));
        expect(value).toContain(normalizeSpaces(fact.value));
        expect(value).not.toMatch(/€ ?0,00/);
        const source = item?.querySelector('[data-leaving-source] a');
        expect(source?.getAttribute('href')).toBe(fact.source.url);
        expect(normalizeSpaces(textOf(source ?? null))).toContain(normalizeSpaces(fact.dates));
      }
      const nulls = [LEAVING[broker.id].transferOut, LEAVING[broker.id].transferIn].filter((f) => f.fee === null);
      for (const fee of nulls)
        expect(normalizeSpaces(textOf(section))).toContain(
          normalizeSpaces(tSwitching('switching.notPublished', { date: formatDate(fee.checked) })),
        );
    },
  );
});
