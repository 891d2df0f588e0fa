// The reader's own portfolio kept with the account (opt-in) on the real Pages runtime (Functions + local D1):
// off by default nothing reaches the server; turned on, a second browser of the account shows the same portfolio;
// turned off, the server's copy is gone and the other browser stops keeping it. Several browsers of one account are
// contexts of the one browser this file starts (as tests/e2e/account-data.e2e.ts).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { nl } from '../../src/i18n/nl';
import { PORTFOLIO_LIMITS } from '../../src/lib/sync/limits';
import { largeDegiroExport } from '../support/largeExport';
import { EMULATOR_API_KEY, emulatorOrigin, signInViaUi, signOutViaUi } from './support/auth';
import { expectNoSeriousAxeViolations, openPage, url, useBrowser } from './support/browser';
import { PASSWORD, newUser, OWN_FIXTURES, storedPortfolios } from './support/portfolio';
import { renderedText } from './support/text';

const { browser } = useBrowser();

/** An ID token of the account from the Auth emulator (unsigned, as the emulator issues them). */
async function idToken(email: string): Promise<string> {
  const res = await fetch(
    `${emulatorOrigin()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${EMULATOR_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

/** The account's portfolio on the server, as the API gives it. */
async function serverCopy(
  email: string,
): Promise<{ data: { records: { isin: string | null }[] } | null; version: number }> {
  const res = await fetch(new URL('/api/data/portfolio', inject('baseUrl')), {
    headers: { authorization: `Bearer ${await idToken(email)}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: { records: { isin: string | null }[] } | null; version: number };
}

const answered = (page: Page, method: string) =>
  page.waitForResponse((r) => r.url().endsWith('/api/data/portfolio') && r.request().method() === method);

const accountSwitch = (page: Page) => page.getByRole('switch', { name: en['ownAccount.label'] });

/** Opens the page and waits until the store has asked the account whether it keeps a portfolio. */
async function openAsking(page: Page, path: string): Promise<void> {
  const asked = answered(page, 'GET');
  await page.goto(url(path));
  expect((await asked).status()).toBe(200);
}

/** The dashboard: the portfolio's figures, kept in step with the account's copy. */
const openDashboard = (page: Page) => openAsking(page, '/portfolio/dashboard');

/** /portfolio: the file field, the 'My files' list and the account switch. */
const openPortfolio = (page: Page) => openAsking(page, '/portfolio');

/** Chooses exports on /portfolio (where the file field is) and waits until they are read and kept. */
async function chooseOnPortfolio(page: Page, files: Parameters<Page['setInputFiles']>[1]): Promise<void> {
  await page.getByLabel(en['own.import.label']).setInputFiles(files);
  await page.getByTestId('own-file-results').waitFor();
}

/** Opens the dashboard and waits for the reader's own portfolio. */
async function dashboardShowsOwn(page: Page): Promise<void> {
  await openDashboard(page);
  await page.getByTestId('own-portfolio').waitFor();
}

const holdingCost = async (page: Page, isin: string) =>
  renderedText(
    await page
      .locator(`[data-testid="own-holding"][data-isin="${isin}"]`)
      .getByTestId('own-holding-cost')
      .textContent(),
  );

/** The storage keys this browser keeps for the portfolio's account copy. */
const accountKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter((key) => /^bk-(portfolio-account|portfolio-kept|sync:portfolio):/.test(key)),
  );

describe('the portfolio kept with the account', { timeout: 180_000 }, () => {
  it('is off by default: the portfolio is read and shown, and nothing of it reaches the server', async () => {
    const email = await newUser('psync-off');
    const { context, page, problems } = await openPage(browser());
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/data/portfolio') && request.method() !== 'GET') sent.push(request.method());
    });
    await signInViaUi(page, email, PASSWORD);
    await openPortfolio(page);
    await chooseOnPortfolio(page, OWN_FIXTURES);
    expect(await accountSwitch(page).isChecked()).toBe(false);
    expect(await page.getByTestId('own-account-status').textContent().then(renderedText)).toBe(
      en['ownAccount.stopped'],
    );
    // What would be stored is said beside the switch.
    await page.getByText(en['ownAccount.what']).waitFor();
    await page.getByText(en['ownAccount.off']).waitFor();
    await dashboardShowsOwn(page);
    expect(await serverCopy(email)).toMatchObject({ data: null, version: 0 });
    expect(sent).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('Opt-in sync shows the portfolio in a second browser; turning it off removes the server copy', async () => {
    const email = await newUser('psync-on');
    const [transactions = '', statement = ''] = OWN_FIXTURES;
    const first = await openPage(browser());
    await signInViaUi(first.page, email, PASSWORD);
    await openPortfolio(first.page);
    await chooseOnPortfolio(first.page, transactions);
    const saved = answered(first.page, 'PUT');
    await accountSwitch(first.page).check();
    expect((await saved).status()).toBe(200);
    await first.page.getByText(en['ownAccount.on']).waitFor();
    await expectNoSeriousAxeViolations(first.page);
    const onServer = await serverCopy(email);
    expect(onServer.version).toBe(1);
    expect(new Set(onServer.data?.records.map((record) => record.isin))).toEqual(
      new Set(['IE00B4L5Y983', 'US5949181045', 'NL0010273215']),
    );

    // A second browser of the account: the same holdings and cost basis, without choosing a file.
    const second = await openPage(browser());
    await signInViaUi(second.page, email, PASSWORD);
    await dashboardShowsOwn(second.page);
    expect(await second.page.getByTestId('own-holding').count()).toBe(3);
    await dashboardShowsOwn(first.page);
    for (const isin of ['IE00B4L5Y983', 'US5949181045', 'NL0010273215']) {
      expect(await holdingCost(second.page, isin)).toBe(await holdingCost(first.page, isin));
    }
    expect(await second.page.getByTestId('own-dividend-row').count()).toBe(0);
    await openPortfolio(second.page);
    await second.page.getByText(en['ownAccount.on']).waitFor();
    expect(await accountSwitch(second.page).isChecked()).toBe(true);

    // The statement chosen in the second browser reaches the first: its dividends, and the cost basis of both files.
    const added = answered(second.page, 'PUT');
    await second.page.getByLabel(en['own.import.label']).setInputFiles(statement);
    expect((await added).status()).toBe(200);
    await openDashboard(first.page);
    await first.page.getByTestId('own-dividend-row').first().waitFor();
    expect(await first.page.getByTestId('own-dividend-row').count()).toBe(2);
    expect(await holdingCost(first.page, 'US5949181045')).toBe('€1,205.00');
    expect(new Set((await serverCopy(email)).data?.records.map((record) => record.isin))).toEqual(
      new Set([null, 'IE00B4L5Y983', 'US5949181045', 'NL0010273215']),
    );

    // Turned off in the second browser: the server's copy is gone; that browser keeps its own.
    const removed = answered(second.page, 'DELETE');
    // A click, not uncheck(): the switch stays on until the account has answered.
    await accountSwitch(second.page).click();
    expect((await removed).status()).toBe(200);
    await second.page.getByText(en['ownAccount.stopped']).waitFor();
    // A tombstone: no data, the next version (version 2 was the statement's), never given out again.
    expect(await serverCopy(email)).toMatchObject({ data: null, version: 3 });
    await dashboardShowsOwn(second.page);
    expect(await second.page.getByTestId('own-holding').count()).toBe(3);
    // The first browser learns it on its next visit, keeps its portfolio and sends nothing back.
    await dashboardShowsOwn(first.page);
    await openPortfolio(first.page);
    await first.page.getByText(en['ownAccount.stopped']).waitFor();
    expect(await accountSwitch(first.page).isChecked()).toBe(false);
    expect(await serverCopy(email)).toMatchObject({ data: null, version: 3 });

    // Sign-out leaves nothing of the account's copy on the device.
    await signOutViaUi(first.page);
    expect(await accountKeys(first.page)).toEqual([]);
    expect([...first.problems.errors, ...second.problems.errors]).toEqual([]);
    await Promise.all([first.context.close(), second.context.close()]);
  });

  it("a portfolio over the account's limit gets a clear message and is not sent; it stays on the device", async () => {
    const email = await newUser('psync-large');
    const { context, page, problems } = await openPage(browser());
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/data/portfolio') && request.method() !== 'GET') sent.push(request.method());
    });
    await signInViaUi(page, email, PASSWORD);
    await openPortfolio(page);
    // About 4,400 records: some 1.2 MB as the account would get them.
    const large = largeDegiroExport(4000);
    await page
      .getByLabel(en['own.import.label'])
      .setInputFiles({ name: 'Transactions.csv', mimeType: 'text/csv', buffer: Buffer.from(large.text) });
    await page.getByTestId('own-file-results').waitFor();
    await accountSwitch(page).click();
    const size = `${PORTFOLIO_LIMITS.bodyBytes / (1024 * 1024)} MB`;
    const message = en['ownAccount.problem.tooLarge'].replace('{size}', size);
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    expect(await accountSwitch(page).isChecked()).toBe(false);
    expect(await page.getByTestId('own-account-status').textContent().then(renderedText)).toBe(
      en['ownAccount.stopped'],
    );
    await expectNoSeriousAxeViolations(page);
    expect(sent).toEqual([]);
    expect(await serverCopy(email)).toMatchObject({ data: null, version: 0 });
    await dashboardShowsOwn(page);
    expect(await page.getByTestId('own-holding').count()).toBe(2);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("'Verwijder mijn gegevens' deletes the portfolio kept with the account, for good", async () => {
    const email = await newUser('psync-delete');
    const { context, page, problems } = await openPage(browser());
    await signInViaUi(page, email, PASSWORD);
    await openPortfolio(page);
    await chooseOnPortfolio(page, OWN_FIXTURES);
    const saved = answered(page, 'PUT');
    await accountSwitch(page).check();
    expect((await saved).status()).toBe(200);
    expect((await serverCopy(email)).version).toBe(1);

    await page.goto(url('/profile'));
    await page.getByRole('button', { name: nl['profile.deleteData.title'] }).click();
    await page.getByRole('button', { name: nl['profile.deleteData.yes'] }).click();
    await page.getByRole('status').filter({ hasText: nl['profile.deleteData.done'] }).waitFor();
    expect(await serverCopy(email)).toMatchObject({ data: null, version: 2, generation: 1 });
    // Nothing comes back: the dashboard shows the demo, and the account still has no portfolio.
    await openDashboard(page);
    await page.getByTestId('demo-note').waitFor();
    await openPortfolio(page);
    expect(await accountSwitch(page).isChecked()).toBe(false);
    expect(await serverCopy(email)).toMatchObject({ data: null, version: 2, generation: 1 });
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("'Verwijder mijn gegevens' in one tab reaches an open portfolio tab: it drops the portfolio, and typing a price there writes nothing back", async () => {
    const email = await newUser('psync-tabs');
    const { context, page, problems } = await openPage(browser());
    await signInViaUi(page, email, PASSWORD);
    await openPortfolio(page);
    await chooseOnPortfolio(page, OWN_FIXTURES);
    await dashboardShowsOwn(page);
    await page.getByLabel(en['own.typePrice.instrument']).waitFor();
    expect(await storedPortfolios(page)).toBe(1);

    // A second tab of the same browser deletes the account's data.
    const profile = await context.newPage();
    await profile.goto(url('/profile'));
    await profile.getByRole('button', { name: nl['profile.deleteData.title'] }).click();
    await profile.getByRole('button', { name: nl['profile.deleteData.yes'] }).click();
    await profile.getByRole('status').filter({ hasText: nl['profile.deleteData.done'] }).waitFor();
    expect(await storedPortfolios(profile)).toBe(0);

    // The dashboard tab is told: it shows the demo, so there is no portfolio left to type a price for.
    await page.getByTestId('demo-note').waitFor();
    expect(await page.getByTestId('own-portfolio').count()).toBe(0);
    expect(await page.getByLabel(en['own.typePrice.instrument']).count()).toBe(0);
    expect(await storedPortfolios(page)).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
