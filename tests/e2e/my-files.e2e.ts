// 'Mijn bestanden' in Chromium: a file chosen once is listed, and used, on Mijn kosten, box 3 and the portfolio;
// removing it removes it from all three; signed out it lives for the tab's session and, with 'Bewaar op dit
// apparaat', beyond it; signed in it is kept per account; what Mijn kosten and the portfolio kept before is listed
// after the change; axe finds nothing serious in the list in either theme.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { t, tEn } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { fixturePath, parsedFixture } from '../support/exportFixtures';
import { createUser, signInViaUi, signOutViaUi, uniqueEmail } from './support/auth';
import { expectNoSeriousAxeViolations, forceTheme, hydrated, openPage, url, useBrowser } from './support/browser';
import { PASSWORD } from './support/portfolio';
import { renderedText } from './support/text';

const { browser } = useBrowser();
const COSTS = '/tools/mijn-kosten';
const BOX3 = '/tools/box-3?jaar=2025';
/** The page with the portfolio's file field and list (the dashboard links to it). */
const PORTFOLIO = '/portfolio';
const DASHBOARD = '/portfolio/dashboard';
/** A DEGIRO account statement with € 22,40 of dividends in 2025: every tool reads it. */
const FILE = 'degiro-rekeningoverzicht-box3-2025.csv';

const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function openCosts(page: Page): Promise<void> {
  await page.goto(url(COSTS));
  await page.locator('[data-my-costs][data-hydrated="true"]').waitFor();
}

async function openBox3(page: Page): Promise<void> {
  await page.goto(url(BOX3));
  await hydrated(page);
}

async function openPortfolio(page: Page): Promise<void> {
  await page.goto(url(PORTFOLIO));
  await page.getByLabel(en['own.import.label']).waitFor();
  await page.locator('[data-my-files-place]').waitFor();
}

/** The dashboard shows the portfolio built from the listed files, or the demo when there is none. */
async function dashboardShows(page: Page, what: 'own' | 'demo'): Promise<void> {
  await page.goto(url(DASHBOARD));
  await page.getByTestId(what === 'own' ? 'own-portfolio' : 'demo-note').waitFor();
  expect(await page.getByTestId(what === 'own' ? 'demo-note' : 'own-portfolio').count()).toBe(0);
}

/** The names the page's list shows, once it shows them. */
async function listed(page: Page): Promise<string[]> {
  await page.locator('[data-my-files-place]').waitFor();
  return page.locator('[data-my-file]').evaluateAll((items) => items.map((item) => item.getAttribute('data-my-file')!));
}

async function waitListed(page: Page, name: string): Promise<void> {
  await page.locator(`[data-my-file="${name}"]`).waitFor();
}

async function costsShowFile(page: Page, name: string): Promise<void> {
  await page
    .locator('[data-status]')
    .filter({ hasText: t('myCosts.status.done') })
    .waitFor();
  expect(plain(await page.locator('[data-file-report]').textContent().then(renderedText))).toContain(name);
}

async function box3Dividends(page: Page): Promise<string> {
  await page.getByRole('button', { name: t('box3.prefill.apply') }).click();
  return page.getByLabel(t('box3.dividends'), { exact: true }).inputValue();
}

describe('a file chosen once serves every tool', () => {
  it('signed in: chosen on the portfolio, it shows in Mijn kosten and box 3; removed in box 3, it is gone from all three; a second account does not see it', async () => {
    const alice = uniqueEmail('files-a');
    const bob = uniqueEmail('files-b');
    await createUser(alice, PASSWORD);
    await createUser(bob, PASSWORD);
    const { context, page, problems } = await openPage(browser());
    await signInViaUi(page, alice, PASSWORD);

    await openPortfolio(page);
    await page.getByLabel(en['own.import.label']).setInputFiles(fixturePath(FILE));
    await page
      .getByTestId('own-file-results')
      .filter({ hasText: tEn('own.import.read', { name: FILE }) })
      .waitFor();
    expect(await listed(page)).toEqual([FILE]);
    expect(await page.locator('[data-my-files-place]').getAttribute('data-my-files-place')).toBe('device');
    await dashboardShows(page, 'own');

    await openCosts(page);
    await waitListed(page, FILE);
    await costsShowFile(page, FILE);

    await openBox3(page);
    await waitListed(page, FILE);
    expect(await box3Dividends(page)).toBe('22.4');

    // A second account on this device sees none of it.
    await signOutViaUi(page);
    await signInViaUi(page, bob, PASSWORD);
    await openCosts(page);
    expect(await listed(page)).toEqual([]);
    await openPortfolio(page);
    expect(await listed(page)).toEqual([]);
    await dashboardShows(page, 'demo');
    await signOutViaUi(page);

    // Chosen again by the first account (sign-out removed it, as it removes the portfolio), now in box 3.
    await signInViaUi(page, alice, PASSWORD);
    await openBox3(page);
    await page.getByLabel(t('box3.prefill.file')).setInputFiles(fixturePath(FILE));
    await waitListed(page, FILE);
    await openPortfolio(page);
    await waitListed(page, FILE);
    await page
      .getByTestId('own-file-results')
      .filter({ hasText: tEn('own.import.read', { name: FILE }) })
      .waitFor();
    await dashboardShows(page, 'own');

    await openBox3(page);
    await page.getByRole('button', { name: t('myFiles.remove', { name: FILE }) }).click();
    await page.locator(`[data-my-file="${FILE}"]`).waitFor({ state: 'detached' });
    await openCosts(page);
    expect(await listed(page)).toEqual([]);
    expect(await page.locator('[data-file-report]').count()).toBe(0);
    await openPortfolio(page);
    expect(await listed(page)).toEqual([]);
    await dashboardShows(page, 'demo');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('signed out: chosen in Mijn kosten, it is listed in box 3 for the tab’s session and gone once the tab closes; with ‘Bewaar op dit apparaat’ it stays', async () => {
    const { context, page, problems } = await openPage(browser());
    await openCosts(page);
    await page.getByLabel(t('myCosts.file.label')).setInputFiles(fixturePath(FILE));
    await costsShowFile(page, FILE);
    expect(await listed(page)).toEqual([FILE]);
    expect(await page.locator('[data-my-files-place]').getAttribute('data-my-files-place')).toBe('tab');

    await openBox3(page);
    await waitListed(page, FILE);
    expect(await box3Dividends(page)).toBe('22.4');
    await page.reload();
    await waitListed(page, FILE);

    // Another tab has its own session: it lists nothing. Closing the first tab ends its session.
    const other = await context.newPage();
    await openCosts(other);
    expect(await listed(other)).toEqual([]);
    await page.close();
    const third = await context.newPage();
    await openBox3(third);
    expect(await listed(third)).toEqual([]);
    expect(await third.evaluate(() => indexedDB.databases().then((dbs) => dbs.map((db) => db.name)))).toContain(
      'brokerkompas-files',
    );
    expect(
      await third.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('brokerkompas-files');
            open.onsuccess = () => {
              const count = open.result.transaction('files').objectStore('files').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    ).toBe(0);

    // Kept on the device: a new tab lists it and Mijn kosten reads it.
    await openCosts(other);
    await other.getByLabel(t('myCosts.file.label')).setInputFiles(fixturePath(FILE));
    await costsShowFile(other, FILE);
    await other.getByRole('button', { name: t('myFiles.keep') }).click();
    await other.locator('[data-my-files-place="device"]').waitFor();
    await other.close();
    const fourth = await context.newPage();
    await openCosts(fourth);
    await waitListed(fourth, FILE);
    await costsShowFile(fourth, FILE);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('what the tools kept before', () => {
  it('Mijn kosten’s saved results are listed and used in Mijn kosten and box 3, and ask to be chosen again for the portfolio', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/'));
    const saved = {
      version: 1,
      savedAt: '2026-11-20T10:00:00.000Z',
      files: [{ name: FILE, parsed: parsedFixture(FILE) }],
    };
    await page.evaluate((value) => localStorage.setItem('bk-mijn-kosten:gast', value), JSON.stringify(saved));
    await openCosts(page);
    await waitListed(page, FILE);
    await costsShowFile(page, FILE);
    expect(await page.locator('[data-my-files-place]').getAttribute('data-my-files-place')).toBe('device');
    // Read in once: the old place is emptied, the file lives on in the list.
    expect(await page.evaluate(() => localStorage.getItem('bk-mijn-kosten:gast'))).toBeNull();
    await openBox3(page);
    await waitListed(page, FILE);
    expect(await box3Dividends(page)).toBe('22.4');
    expect(plain(await page.locator(`[data-my-file="${FILE}"] [data-my-file-message]`).textContent())).toBe(
      t('myFiles.used.box3'),
    );
    // Removed from the list, it is gone from the device.
    await page.getByRole('button', { name: t('myFiles.remove', { name: FILE }) }).click();
    await page.locator(`[data-my-file="${FILE}"]`).waitFor({ state: 'detached' });
    await openCosts(page);
    await page.locator('[data-my-files-place]').waitFor();
    expect(await page.locator('[data-my-file], [data-file-report]').count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the portfolio’s kept files are listed for the account, serve the portfolio and ask to be chosen again in Mijn kosten', async () => {
    const email = uniqueEmail('files-old');
    const { uid } = await createUser(email, PASSWORD);
    const { context, page, problems } = await openPage(browser());
    await signInViaUi(page, email, PASSWORD);
    // What the portfolio kept before the change: its records per file in IndexedDB, per account.
    await page.evaluate(
      ({ uid, name }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('brokerkompas-portfolio', 1);
          open.onupgradeneeded = () => open.result.createObjectStore('accounts');
          open.onsuccess = () => {
            const transaction = open.result.transaction('accounts', 'readwrite');
            transaction.objectStore('accounts').put(
              {
                version: 1,
                savedAt: '2026-11-21T10:00:00.000Z',
                files: [{ name, format: 'degiro-account', records: [], quotes: [], skippedLines: [], tradeYears: [] }],
                typed: [],
              },
              uid,
            );
            transaction.oncomplete = () => {
              open.result.close();
              resolve();
            };
            transaction.onerror = () => reject(new Error('seed failed'));
          };
        }),
      { uid, name: 'Account.csv' },
    );
    await openPortfolio(page);
    await waitListed(page, 'Account.csv');
    expect(plain(await page.locator('[data-my-file="Account.csv"] [data-my-file-message]').textContent())).toBe(
      tEn('myFiles.used.portfolio'),
    );
    await openCosts(page);
    await waitListed(page, 'Account.csv');
    expect(plain(await page.locator('[data-my-file="Account.csv"] [data-my-file-message]').textContent())).toBe(
      t('myFiles.again.costs'),
    );
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('the list’s accessibility', () => {
  it.each(['light', 'dark'] as const)(
    'axe finds nothing serious with a file listed in Mijn kosten (%s)',
    async (theme) => {
      const { context, page } = await openPage(browser());
      await forceTheme(context, theme);
      await openCosts(page);
      await page.getByLabel(t('myCosts.file.label')).setInputFiles(fixturePath(FILE));
      await costsShowFile(page, FILE);
      await waitListed(page, FILE);
      await expectNoSeriousAxeViolations(page);
      // The remove button is reached and used by keyboard.
      await page.getByRole('button', { name: t('myFiles.remove', { name: FILE }) }).focus();
      await page.keyboard.press('Enter');
      await page.locator(`[data-my-file="${FILE}"]`).waitFor({ state: 'detached' });
      await context.close();
    },
  );
});
