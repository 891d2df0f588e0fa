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

const { browser } = useBrowser();
const NEW = BROKERS.filter((b) => b.rating === null);
const byId = (id: string) => BROKERS.find((b) => b.id === id)!;

describe('a new provider’s page', () => {
  it('every provider beyond the spec’s five is new: not rated', () => {
    const specFive = ['degiro', 'saxo', 'ibkr', 'trade-republic', 'trading-212'];
    expect(NEW.map((b) => b.id).sort()).toEqual(
      BROKERS.map((b) => b.id)
        .filter((id) => !specFive.includes(id))
        .sort(),
    );
    // Among them the online brokers added with the leaving costs.
    expect(NEW.map((b) => b.id)).toEqual(expect.arrayContaining(['lightyear', 'xtb', 'revolut', 'etoro']));
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

  it('shows the banks under ‘Banken’ and Meesman under ‘Indexfondsen’', () => {
    expect(
      BROKERS.filter((b) => b.kind === 'bank')
        .map((b) => b.id)
        .sort(),
    ).toEqual(['abn-amro', 'ing', 'rabobank']);
    expect(BROKERS.filter((b) => b.kind === 'index-funds').map((b) => b.id)).toEqual(['meesman']);
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
