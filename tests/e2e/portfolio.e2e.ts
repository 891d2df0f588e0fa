// Portfolio area (docs/behaviour.md#portfolio) in Chromium against the harness's Firebase Auth emulator.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tEn } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { nl } from '../../src/i18n/nl';
import { formatDay } from '../../src/lib/portfolio/labels';
import { signInViaUi, signOutViaUi } from './support/auth';
import { DASHBOARD_DELAY_MS } from '../../src/lib/portfolio/constants';
import {
  expectNoSeriousAxeViolationsInBothThemes,
  openPage,
  pauseClock,
  settle,
  url,
  useBrowser,
} from './support/browser';
import {
  PASSWORD,
  listHeading,
  newUser,
  openWatchlist,
  pickWithKeyboard,
  signedIn as signedInAs,
  watchlistCount,
  OWN_FIXTURES,
  storedPortfolios,
} from './support/portfolio';
import { renderedText, renderedTexts } from './support/text';
import { buildXlsx, XLSX_TYPE } from '../support/xlsx';
import { TRADING212_HEADERS } from '../support/brokerFiles/trading212';
import { saxoTransactionsSheetRows } from '../support/brokerFiles/saxo';
import {
  IBKR_ACCOUNT_HEADER,
  IBKR_BASE_RATES_HEADER,
  IBKR_FOREX_TRADES_HEADER,
  IBKR_INSTRUMENTS_HEADER,
  IBKR_OPEN_POSITIONS_HEADER,
  IBKR_STATEMENT_HEADER,
  IBKR_TRADES_HEADER,
} from '../support/brokerFiles/ibkr';

const { browser } = useBrowser();

const SIGNED_OUT: readonly [path: string, title: string, text?: string][] = [
  ['/portfolio', en['hub.signedOut.title']],
  ['/portfolio/dashboard', en['dashboard.signedOut.title'], en['dashboard.signedOut.text']],
  ['/portfolio/watchlist', en['watchlist.signedOut.title'], en['watchlist.signedOut.text']],
  ['/portfolio/analytics', en['analytics.signedOut.title']],
  ['/portfolio/allocation', en['allocation.signedOut.title']],
  ['/portfolio/history', en['history.signedOut.title']],
  ['/portfolio/settings', en['settings.signedOut.title']],
];

const SIGNED_IN_PAGES = [
  '/portfolio',
  '/portfolio/dashboard',
  '/portfolio/watchlist',
  '/portfolio/analytics',
  '/portfolio/allocation',
  '/portfolio/history',
  '/portfolio/settings',
  '/tools/stock-screener',
];

/** "$1,234.56" → 1234.56 */
function dollars(text: string | null): number {
  const clean = (text ?? '').replace(/[^0-9.-]/g, '');
  return Number(clean);
}

const signedIn = (prefix: string) => signedInAs(browser(), prefix);

describe('signed out', () => {
  it.each(SIGNED_OUT)('%s shows the log-in prompt with a Sign In link', async (path, title, text) => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(path));
    await page.getByRole('heading', { name: title }).waitFor();
    if (text) expect(await page.getByText(text).count()).toBe(1);
    expect(await page.getByRole('link', { name: en['portfolio.signIn'] }).getAttribute('href')).toBe('/login');
    expect(await page.locator('[lang="en"]').count()).toBeGreaterThan(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the stock screener works and offers "Log in to add" links', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/tools/stock-screener'));
    await page.getByRole('link', { name: `${en['screener.logInToAddRow']} AAPL` }).waitFor();
    expect(await page.getByRole('link', { name: `${en['screener.logInToAddRow']} AAPL` }).getAttribute('href')).toBe(
      '/login',
    );
    await page.getByLabel(en['portfolio.sector']).selectOption('Technology');
    await page.getByLabel(en['screener.dailyChange']).selectOption('down');
    expect(await page.getByTestId('result-count').textContent().then(renderedText)).toBe(
      tEn('screener.showing', { count: 1, total: 22 }),
    );
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody tr').getAttribute('data-symbol')).toBe('NVDA');
    await page.getByRole('button', { name: en['screener.reset'] }).first().click();
    await page.getByLabel(en['screener.minPrice']).fill('100');
    await page.getByLabel(en['screener.maxPrice']).fill('150');
    const prices = await page.locator('tbody tr td:nth-child(4)').allTextContents().then(renderedTexts);
    expect(prices.length).toBeGreaterThan(0);
    for (const p of prices) expect(dollars(p)).toBeGreaterThanOrEqual(100);
    await page.getByRole('button', { name: /^Price/ }).click();
    const header = page.locator('th[aria-sort]');
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    const sorted = (await page.locator('tbody tr td:nth-child(4)').allTextContents().then(renderedTexts)).map(dollars);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('signed in', { timeout: 180_000 }, () => {
  it('the hub greets, shows the tiles, and every link resolves to a real page', async () => {
    const { context, page, problems, email } = await signedIn('hub');
    await page.goto(url('/portfolio'));
    await page.getByText(`Welcome, ${email}`).waitFor();
    expect(await page.getByTestId('tile-watchlist').textContent().then(renderedText)).toBe('4');
    expect(await page.getByTestId('tile-shares').textContent().then(renderedText)).toBe('215');
    expect(dollars(await page.getByTestId('tile-value').textContent().then(renderedText))).toBeGreaterThan(0);
    expect(dollars(await page.getByTestId('tile-dividend').textContent().then(renderedText))).toBeGreaterThan(0);
    const hrefs = await page
      .locator('main a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')).filter((h): h is string => !!h));
    for (const expected of [
      '/portfolio/dashboard',
      '/portfolio/watchlist',
      '/portfolio/analytics',
      '/portfolio/allocation',
      '/portfolio/history',
      '/portfolio/settings',
      '/tools/stock-screener',
      '/tools/compound-interest',
    ]) {
      expect(hrefs).toContain(expected);
    }
    for (const href of new Set(hrefs)) {
      const res = await page.request.get(url(href));
      expect(res.status(), href).toBe(200);
      expect(await res.text(), href).not.toMatch(/in opbouw/i);
    }
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the dashboard shows a spinner for the simulated delay, then figures that add up', async () => {
    const { context, page, problems, email } = await signedIn('dash');
    await page.clock.install();
    await pauseClock(page);
    await page.goto(url('/portfolio/dashboard'));
    await page.getByText(`Welcome back, ${email}`).waitFor();
    const spinner = page.getByRole('status').filter({ hasText: 'Loading your portfolio' });
    await page.clock.runFor(DASHBOARD_DELAY_MS - 1);
    await settle(page);
    expect(await spinner.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await page.getByTestId('total-value').waitFor();
    expect(await spinner.count()).toBe(0);
    expect(await page.getByRole('heading', { name: en['dashboard.totalValue'] }).count()).toBe(1);
    expect(await page.getByText(tEn('dashboard.today', { change: '+$250.00', percent: '+2.44%' })).count()).toBe(1);
    expect(await page.getByText(en['dashboard.differentStocks']).count()).toBe(1);
    const values = (await page.getByTestId('market-value').allTextContents().then(renderedTexts)).map(dollars);
    expect(values).toHaveLength(7);
    const total = dollars(await page.getByTestId('total-value').textContent().then(renderedText));
    const cost = dollars(await page.getByTestId('total-cost').textContent().then(renderedText));
    const gain = dollars(await page.getByTestId('total-gain').textContent().then(renderedText));
    expect(Math.round(values.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(total * 100));
    expect(Math.round((total - cost) * 100)).toBe(Math.round(gain * 100));
    const percents = (await page.getByTestId('sector-percent').allTextContents().then(renderedTexts)).map((t) =>
      Number(t.replace('%', '')),
    );
    expect(Math.abs(percents.reduce((a, b) => a + b, 0) - 100)).toBeLessThanOrEqual(0.1);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the whole watchlist flow: keyboard search, add, duplicate, edit, favourite, remove, reload', async () => {
    const { context, page, problems } = await signedIn('watch');
    await openWatchlist(page);
    expect(await watchlistCount(page)).toBe(4);

    // Search needs two characters; the listbox follows the combobox pattern.
    const box = page.getByRole('combobox', { name: en['watchlist.search.label'] });
    expect(await box.getAttribute('placeholder')).toBe(en['watchlist.search.placeholder']);
    await box.fill('a');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await pickWithKeyboard(page, 'amaz', 'AMZN');
    expect(await page.getByLabel(en['portfolio.stock'], { exact: true }).inputValue()).toBe('AMZN - Amazon.com Inc.');
    expect(await page.getByLabel(en['portfolio.currentPrice']).inputValue()).toBe('$146.09');
    const add = page.getByRole('button', { name: en['watchlist.add'] });
    expect(await add.isDisabled()).toBe(true);
    await page.getByLabel(en['watchlist.targetRequired']).fill('160.5');
    await page.getByLabel(en['watchlist.notes'], { exact: true }).fill('Cloud growth');
    await add.click();
    await page.getByRole('heading', { name: tEn('watchlist.listTitle', { count: 5 }) }).waitFor();
    expect(await page.getByRole('form', { name: /to watchlist/ }).count()).toBe(0);
    expect(await page.getByLabel(tEn('watchlist.targetFor', { symbol: 'AMZN' })).inputValue()).toBe('160.50');
    expect(await page.getByLabel(tEn('watchlist.notesFor', { symbol: 'AMZN' })).inputValue()).toBe('Cloud growth');

    // A symbol already on the list: message, nothing changes. Cancel closes the form.
    await pickWithKeyboard(page, 'apple', 'AAPL');
    await page.getByLabel(en['watchlist.targetRequired']).fill('1');
    await add.click();
    expect(await page.getByRole('alert').textContent().then(renderedText)).toBe(en['watchlist.duplicate']);
    expect(await watchlistCount(page)).toBe(5);
    await page.getByRole('button', { name: en['portfolio.cancel'] }).click();
    expect(await page.getByRole('form', { name: /to watchlist/ }).count()).toBe(0);

    // Edit in place: Enter and blur commit; empty target and empty notes become unset.
    await page.getByLabel(tEn('watchlist.targetFor', { symbol: 'TSLA' })).fill('250');
    await page.getByLabel(tEn('watchlist.targetFor', { symbol: 'TSLA' })).press('Enter');
    expect(await page.getByLabel(tEn('watchlist.targetFor', { symbol: 'TSLA' })).inputValue()).toBe('250.00');
    await page.getByLabel(tEn('watchlist.targetFor', { symbol: 'AAPL' })).fill('');
    await page.getByLabel(tEn('watchlist.notesFor', { symbol: 'NVDA' })).fill('AI chips');
    await page.getByLabel(tEn('watchlist.notesFor', { symbol: 'NVDA' })).blur();
    await page.getByLabel(tEn('watchlist.notesFor', { symbol: 'AAPL' })).fill('');
    await page.getByLabel(tEn('watchlist.notesFor', { symbol: 'AAPL' })).press('Enter');

    // Favourite toggle and remove.
    const star = page.getByRole('button', { name: tEn('watchlist.toggleFavorite', { symbol: 'NVDA' }) });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    expect(await star.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: tEn('watchlist.removeSymbol', { symbol: 'ASML' }) }).click();
    await page.getByRole('heading', { name: tEn('watchlist.listTitle', { count: 4 }) }).waitFor();
    expect(await page.getByRole('button', { name: tEn('watchlist.removeSymbol', { symbol: 'ASML' }) }).count()).toBe(0);

    // Everything survives a reload.
    await page.reload();
    await listHeading(page).waitFor();
    expect(await watchlistCount(page)).toBe(4);
    expect(
      await page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-symbol'))),
    ).toEqual(['AAPL', 'NVDA', 'TSLA', 'AMZN']);
    expect(await page.getByLabel(tEn('watchlist.targetFor', { symbol: 'TSLA' })).inputValue()).toBe('250.00');
    expect(await page.getByLabel(tEn('watchlist.targetFor', { symbol: 'AAPL' })).inputValue()).toBe('');
    expect(await page.getByLabel(tEn('watchlist.notesFor', { symbol: 'AAPL' })).inputValue()).toBe('');
    expect(await page.getByLabel(tEn('watchlist.notesFor', { symbol: 'NVDA' })).inputValue()).toBe('AI chips');
    expect(
      await page
        .getByRole('button', { name: tEn('watchlist.toggleFavorite', { symbol: 'NVDA' }) })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // Unset values show what to type.
    expect(await page.getByLabel(tEn('watchlist.targetFor', { symbol: 'AAPL' })).getAttribute('placeholder')).toBe(
      en['watchlist.setTarget'],
    );
    expect(await page.getByLabel(tEn('watchlist.notesFor', { symbol: 'AAPL' })).getAttribute('placeholder')).toBe(
      en['watchlist.notesPlaceholder'],
    );
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('bk-watchlist:'))
        .map((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as { symbol: string; targetPrice?: number }[]),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.find((i) => i.symbol === 'AAPL')).not.toHaveProperty('targetPrice');

    // Removing everything shows the empty state.
    for (const symbol of ['AAPL', 'NVDA', 'TSLA', 'AMZN']) {
      await page.getByRole('button', { name: tEn('watchlist.removeSymbol', { symbol }) }).click();
    }
    await page.getByText(en['watchlist.empty.title']).waitFor();
    expect(await page.getByText(en['watchlist.empty.text']).count()).toBe(1);
    expect(await watchlistCount(page)).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('two accounts on one device do not see each other’s lists; the hub tile follows the count', async () => {
    const alice = await newUser('alice');
    const bob = await newUser('bob');
    const { context, page, problems } = await openPage(browser());
    await signInViaUi(page, alice, PASSWORD);
    await openWatchlist(page);
    await pickWithKeyboard(page, 'msft', 'MSFT');
    await page.getByLabel(en['watchlist.targetRequired']).fill('400');
    await page.getByRole('button', { name: en['watchlist.add'] }).click();
    await page.getByRole('heading', { name: tEn('watchlist.listTitle', { count: 5 }) }).waitFor();
    await page.goto(url('/portfolio'));
    await page.getByText(`Welcome, ${alice}`).waitFor();
    expect(await page.getByTestId('tile-watchlist').textContent().then(renderedText)).toBe('5');

    await signOutViaUi(page);
    await signInViaUi(page, bob, PASSWORD);
    await openWatchlist(page);
    expect(await watchlistCount(page)).toBe(4);
    expect(await page.getByRole('button', { name: tEn('watchlist.removeSymbol', { symbol: 'MSFT' }) }).count()).toBe(0);
    await page.getByRole('button', { name: tEn('watchlist.removeSymbol', { symbol: 'TSLA' }) }).click();
    await page.getByRole('heading', { name: tEn('watchlist.listTitle', { count: 3 }) }).waitFor();
    await page.goto(url('/portfolio'));
    await page.getByText(`Welcome, ${bob}`).waitFor();
    expect(await page.getByTestId('tile-watchlist').textContent().then(renderedText)).toBe('3');

    await signOutViaUi(page);
    await signInViaUi(page, alice, PASSWORD);
    await openWatchlist(page);
    expect(await watchlistCount(page)).toBe(5);
    expect(await page.getByRole('button', { name: tEn('watchlist.removeSymbol', { symbol: 'MSFT' }) }).count()).toBe(1);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('corrupt stored data is replaced by the sample list without errors', async () => {
    const { context, page, problems } = await signedIn('corrupt');
    await openWatchlist(page);
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('bk-watchlist:')) localStorage.setItem(key, '{"broken": [');
      }
    });
    await page.reload();
    await listHeading(page).waitFor();
    expect(await watchlistCount(page)).toBe(4);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the screener adds to the watchlist; settings reset it after confirmation and keep preferences', async () => {
    const { context, page, problems } = await signedIn('screen');
    await page.goto(url('/tools/stock-screener'));
    const addKo = page.getByRole('button', { name: tEn('watchlist.form.label', { symbol: 'KO' }) });
    await addKo.waitFor();
    expect(await page.locator('tr[data-symbol="AAPL"]').getByText(en['screener.inWatchlist']).count()).toBe(1);
    await addKo.click();
    await page.getByRole('status').filter({ hasText: 'KO added to your watchlist' }).waitFor();
    expect(await page.locator('tr[data-symbol="KO"]').getByText(en['screener.inWatchlist']).count()).toBe(1);

    await page.goto(url('/portfolio/settings'));
    await page.getByTestId('watchlist-count').waitFor();
    expect(await page.getByTestId('watchlist-count').textContent().then(renderedText)).toBe('5');
    await page.getByRole('button', { name: en['settings.reset'] }).click();
    const dialog = page.getByRole('dialog', { name: en['settings.dialog.title'] });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: en['portfolio.cancel'] }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('watchlist-count').textContent().then(renderedText)).toBe('5');
    await page.getByRole('button', { name: en['settings.reset'] }).click();
    await dialog.getByRole('button', { name: en['settings.confirm'] }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('watchlist-count').textContent().then(renderedText)).toBe('4');
    expect(await page.getByText(tEn('settings.resetDone', { count: 4 })).count()).toBe(1);

    expect(await page.getByTestId('preview').textContent().then(renderedText)).toBe('$123,456.78');
    await page.getByLabel(en['settings.currency.code']).check();
    await page.getByLabel(en['settings.compact']).check();
    expect(await page.getByTestId('preview').textContent().then(renderedText)).toBe('USD 123.46K');
    await page.reload();
    await page.getByTestId('preview').waitFor();
    expect(await page.getByTestId('preview').textContent().then(renderedText)).toBe('USD 123.46K');
    expect(await page.getByLabel(en['settings.compact']).isChecked()).toBe(true);
    await page.goto(url('/portfolio/watchlist'));
    await listHeading(page).waitFor();
    expect(await watchlistCount(page)).toBe(4);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('analytics, allocation and history show consistent figures', async () => {
    const { context, page, problems } = await signedIn('figures');
    await page.goto(url('/portfolio/analytics'));
    await page.getByTestId('best-performer').waitFor();
    expect(await page.getByTestId('best-performer').textContent().then(renderedText)).toBe('JPM');
    expect(await page.getByTestId('worst-performer').textContent().then(renderedText)).toBe('TSLA');

    await page.goto(url('/portfolio/allocation'));
    await page.getByTestId('largest-position').waitFor();
    expect(await page.getByTestId('largest-position').textContent().then(renderedText)).toMatch(
      /^MSFT · [\d.]+% of your portfolio$/,
    );
    for (const id of ['sector-share', 'holding-share']) {
      const shares = (await page.getByTestId(id).allTextContents().then(renderedTexts)).map((t) =>
        Number(t.replace('%', '')),
      );
      expect(Math.round(shares.reduce((a, b) => a + b, 0) * 10)).toBe(1000);
    }

    await page.goto(url('/portfolio/history'));
    await page.getByTestId('position-row').first().waitFor();
    expect(await page.getByTestId('position-row').count()).toBe(7);
    expect(await page.getByTestId('position-row').getByText(en['history.yes']).count()).toBe(7);
    const all = await page.getByTestId('tx-row').count();
    await page.getByLabel(en['history.show']).selectOption('dividend');
    const dividends = await page.getByTestId('tx-row').count();
    expect(dividends).toBeGreaterThan(0);
    expect(dividends).toBeLessThan(all);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('signed-in pages pass axe in both themes', async () => {
    // One sign-in, every page once: light, then dark as the header's toggle sets it (the class), as foundation.e2e.ts
    // does for every route.
    const email = await newUser('axe');
    const { context, page, problems } = await openPage(browser());
    await signInViaUi(page, email, PASSWORD);
    for (const path of SIGNED_IN_PAGES) {
      await page.goto(url(path));
      await page.locator('main h1').waitFor();
      await page.waitForFunction(() => !document.querySelector('main [role="status"] .animate-spin'));
      await expectNoSeriousAxeViolationsInBothThemes(page);
    }
    // The open search dropdown too.
    await page.goto(url('/portfolio/watchlist'));
    await listHeading(page).waitFor();
    await page.getByRole('combobox', { name: en['watchlist.search.label'] }).fill('in');
    await page.getByRole('listbox').waitFor();
    await expectNoSeriousAxeViolationsInBothThemes(page);
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 240_000);
});

/**
 * Chooses the exports where the file field is, on /portfolio, waits until they are read and kept, and opens the
 * dashboard with the portfolio they give.
 */
async function chooseOnPortfolio(page: Page, files: Parameters<Page['setInputFiles']>[1]): Promise<void> {
  await page.goto(url('/portfolio'));
  await page.getByLabel(en['own.import.label']).setInputFiles(files);
  await page.getByTestId('own-file-results').waitFor();
  await page.goto(url('/portfolio/dashboard'));
  await page.getByTestId('own-portfolio').waitFor();
}

describe('the reader’s own portfolio from their exports', { timeout: 180_000 }, () => {
  it('without exports the dashboard is the sample, marked Demo, with a link to the file field on /portfolio', async () => {
    const { context, page, problems } = await signedIn('own-demo');
    await page.goto(url('/portfolio/dashboard'));
    await page.getByTestId('demo-note').waitFor();
    expect(await page.getByTestId('demo-note').textContent().then(renderedText)).toContain(en['own.demo']);
    // The file field and the list are on /portfolio, not here: the dashboard links there.
    expect(await page.getByLabel(en['own.import.label']).count()).toBe(0);
    expect(await page.locator('[data-my-files-place]').count()).toBe(0);
    const filesLink = page.getByRole('link', { name: en['dashboard.files.link'] });
    expect(await filesLink.getAttribute('href')).toBe('/portfolio');
    // The sample's figures, headings and columns stay as they were.
    expect(await page.getByTestId('holding-row').count()).toBe(7);
    expect(await page.getByTestId('own-portfolio').count()).toBe(0);
    await filesLink.click();
    await page.waitForURL(url('/portfolio'));
    await page.getByTestId('demo-note').waitFor();
    expect(await page.getByLabel(en['own.import.label']).count()).toBe(1);
    // The other screens: the sample, marked Demo, with the way to the file field.
    for (const [path, sampleRow] of [
      ['/portfolio/history', 'tx-row'],
      ['/portfolio/allocation', 'largest-position'],
      ['/portfolio/analytics', 'best-performer'],
    ] as const) {
      await page.goto(url(path));
      await page.getByTestId('demo-note').waitFor();
      expect(await page.getByTestId('demo-invite').getAttribute('href')).toBe('/portfolio');
      expect(await page.getByTestId(sampleRow).count()).toBeGreaterThan(0);
    }
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('DEGIRO Transactions and Account give the holdings, cost basis and dividends; sign-out leaves nothing behind', async () => {
    const { context, page, problems } = await signedIn('own-degiro');
    await chooseOnPortfolio(page, OWN_FIXTURES);
    expect(await page.getByTestId('demo-note').count()).toBe(0);

    const holding = (isin: string) => page.locator(`[data-testid="own-holding"][data-isin="${isin}"]`);
    const cell = async (isin: string, testId: string) =>
      renderedText(await holding(isin).getByTestId(testId).textContent());
    expect(await page.getByTestId('own-holding').count()).toBe(3);
    expect(await cell('IE00B4L5Y983', 'own-shares')).toBe('15');
    expect(await cell('IE00B4L5Y983', 'own-holding-cost')).toBe('€1,327.50');
    expect(await cell('US5949181045', 'own-shares')).toBe('4');
    expect(await cell('US5949181045', 'own-holding-cost')).toBe('€1,205.00');
    expect(await cell('NL0010273215', 'own-holding-cost')).toBe('€3,003.00');
    // The price's source in its own cell, beside the value.
    expect(await cell('NL0010273215', 'price-source')).toBe('last trade price, 1 Feb 2024');
    expect(await cell('NL0010273215', 'own-market-value')).toBe('€3,000.00');
    // Moving average instead of FIFO.
    await page.getByLabel(en['own.method']).selectOption('average');
    expect(await cell('IE00B4L5Y983', 'own-holding-cost')).toBe('€1,303.50');

    const dividends = await page.getByTestId('own-dividend-row').allTextContents().then(renderedTexts);
    expect(dividends).toHaveLength(2);
    expect(dividends[0]).toContain('€7.30');
    expect(dividends[0]).toContain('€1.10');
    expect(dividends[0]).toContain('€6.20');
    expect(dividends[1]).toContain('US$3.00');
    expect(dividends[1]).toContain('US$0.45');
    expect(await page.getByTestId('own-irr').textContent().then(renderedText)).toMatch(/%/);
    expect(await page.getByTestId('own-twr').textContent().then(renderedText)).toBe(en['own.twr.notComputable']);
    await expectNoSeriousAxeViolationsInBothThemes(page);

    // A typed price (dated today) comes before the last trade price.
    await page.getByLabel(en['own.typePrice.instrument']).selectOption('NL0010273215');
    await page.getByLabel(en['own.typePrice.price']).fill('650');
    await page.getByRole('button', { name: en['own.typePrice.submit'] }).click();
    const today = new Date();
    const todayIso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await holding('NL0010273215')
      .getByTestId('price-source')
      .filter({ hasText: tEn('own.price.typed', { date: formatDay(todayIso) }) })
      .waitFor();
    expect(await cell('NL0010273215', 'own-market-value')).toBe('€3,250.00');

    // Kept on this device for the account: there after a reload.
    expect(await storedPortfolios(page)).toBe(1);
    await page.reload();
    await page.getByTestId('own-portfolio').waitFor();
    expect(await page.getByTestId('own-holding').count()).toBe(3);

    // The other screens show the same portfolio, not the sample.
    await page.goto(url('/portfolio/history'));
    await page.getByTestId('own-history').waitFor();
    expect(await page.getByTestId('demo-note').count()).toBe(0);
    expect(await page.getByTestId('own-history-row').count()).toBeGreaterThan(3);
    expect(await page.getByTestId('own-total-buy').textContent().then(renderedText)).toMatch(/^€[\d,.]+$/);
    await page.getByLabel(en['history.show']).selectOption('dividend');
    const dividendRows = await page.getByTestId('own-history-row').allTextContents().then(renderedTexts);
    expect(dividendRows.length).toBeGreaterThan(0);
    for (const row of dividendRows) expect(row).toContain(en['own.kind.dividend']);
    await expectNoSeriousAxeViolationsInBothThemes(page);

    await page.goto(url('/portfolio/allocation'));
    await page.getByTestId('own-allocation').waitFor();
    expect(await page.getByTestId('own-allocation-instrument-row').count()).toBe(3);
    const assetClasses = await page.getByTestId('own-allocation-asset-class-row').allTextContents();
    // iShares Core MSCI World is on the site's ETF list; the two shares are not.
    expect(renderedTexts(assetClasses).some((text) => text.includes(en['own.allocation.etf']))).toBe(true);
    expect(renderedTexts(assetClasses).some((text) => text.includes(en['own.allocation.unknown']))).toBe(true);
    await expectNoSeriousAxeViolationsInBothThemes(page);

    await page.goto(url('/portfolio/analytics'));
    await page.getByTestId('own-analytics').waitFor();
    expect(await page.getByTestId('own-result-row').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('own-irr').textContent().then(renderedText)).toMatch(/%/);
    // The method is named beside the figures.
    expect(await page.getByText(en['own.irr.name']).count()).toBe(1);
    expect(await page.getByRole('columnheader', { name: en['own.col.irr'] }).count()).toBe(1);
    await expectNoSeriousAxeViolationsInBothThemes(page);

    await signOutViaUi(page);
    expect(await storedPortfolios(page)).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('‘Verwijder mijn gegevens’ removes it from the device too', async () => {
    const { context, page, problems } = await signedIn('own-delete');
    await chooseOnPortfolio(page, OWN_FIXTURES);
    expect(await storedPortfolios(page)).toBe(1);
    await page.goto(url('/profile'));
    await page.getByRole('button', { name: nl['profile.deleteData.title'] }).click();
    await page.getByRole('button', { name: nl['profile.deleteData.yes'] }).click();
    await page.getByRole('status').filter({ hasText: nl['profile.deleteData.done'] }).waitFor();
    expect(await storedPortfolios(page)).toBe(0);
    await page.goto(url('/portfolio/dashboard'));
    await page.getByTestId('demo-note').waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });
  it('Trading 212, an IBKR Activity Statement and a Saxo workbook give their holdings, the IBKR mark price labelled', async () => {
    const { context, page, problems } = await signedIn('own-formats');
    const csv = (name: string, lines: readonly string[]) => ({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    });
    const t212 = csv('trading212.csv', [
      TRADING212_HEADERS.full,
      'Market buy,2023-03-02 10:00:00,GB00B03MLX29,SHEL,Shell,10,24.00,GBP,0.88,,,274.51,EUR,,,1.37,EUR,,EOF1,0.41,EUR',
    ]);
    const ibkr = csv('ibkr.csv', [
      IBKR_STATEMENT_HEADER,
      'Statement,Data,Period,"January 1, 2024 - December 31, 2024"',
      IBKR_ACCOUNT_HEADER,
      'Account Information,Data,Base Currency,EUR',
      IBKR_INSTRUMENTS_HEADER,
      'Financial Instrument Information,Data,Stocks,AAPL,APPLE INC,265598,US0378331005,NASDAQ,1,COMMON,',
      IBKR_TRADES_HEADER,
      'Trades,Data,Order,Stocks,USD,AAPL,"2024-02-29, 16:30:00",10,180,181,-1800,-1.08,1801.08,0,10,O',
      IBKR_FOREX_TRADES_HEADER,
      'Trades,Data,Order,Forex,USD,EUR.USD,"2024-02-29, 16:01:00","-2,000",1.08,,2160,-2,,,0,',
      IBKR_OPEN_POSITIONS_HEADER,
      'Open Positions,Data,Summary,Stocks,USD,AAPL,10,1,180.1,1801.08,250,2500,698.92,',
      IBKR_BASE_RATES_HEADER,
      'Base Currency Exchange Rate,Data,USD,0.9',
    ]);
    const saxo = {
      name: 'saxo.xlsx',
      mimeType: XLSX_TYPE,
      buffer: Buffer.from(
        buildXlsx(
          [
            {
              name: 'Transacties',
              rows: saxoTransactionsSheetRows('nl', [
                {
                  client: '123',
                  date: 45355,
                  instrument: 'Adyen NV',
                  isin: 'NL0012969182',
                  event: 'Koop 3 @ 1.212,00 EUR',
                  orderId: '501',
                  booked: -3640,
                  rate: 1,
                  accountCurrency: 'EUR',
                },
              ]),
            },
          ],
          { prefix: 'x' },
        ),
      ),
    };
    await page.goto(url('/portfolio'));
    await page.getByLabel(en['own.import.label']).setInputFiles([t212, ibkr, saxo]);
    const results = await page.getByTestId('own-file-results').textContent().then(renderedText);
    expect(results).toContain(tEn('own.import.read', { name: 'trading212.csv' }));
    expect(results).toContain(tEn('own.import.read', { name: 'ibkr.csv' }));
    await page.goto(url('/portfolio/dashboard'));
    await page.getByTestId('own-portfolio').waitFor();
    const holding = (isin: string) => page.locator(`[data-testid="own-holding"][data-isin="${isin}"]`);
    const cell = async (isin: string, testId: string) =>
      renderedText(await holding(isin).getByTestId(testId).textContent());
    expect(results).toContain(tEn('own.import.read', { name: 'saxo.xlsx' }));
    expect(await page.getByTestId('own-holding').count()).toBe(3);
    expect(await cell('NL0012969182', 'own-holding-cost')).toBe('€3,640.00');
    expect(await cell('GB00B03MLX29', 'own-shares')).toBe('10');
    expect(await cell('GB00B03MLX29', 'own-holding-cost')).toBe('€274.51');
    expect(await cell('US0378331005', 'own-holding-cost')).toBe('€1,667.67');
    expect(await cell('US0378331005', 'price-source')).toBe(
      tEn('own.price.ibkrMark', { date: formatDay('2024-12-31') }),
    );
    expect(await cell('US0378331005', 'own-market-value')).toBe('€2,250.00');
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
