// Accounts on one device never share data, in Chromium with the Auth emulator on the Pages runtime: Mijn
// kosten follows a sign-in or sign-out in another tab of the same browser, never keeps a reader's files for another
// reader, and 'Uitloggen' can remove every stored value of the account from the device.
import { t } from '../../src/i18n';
import type { Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createUser, signInRacingRedirect, uniqueEmail } from './support/auth';
import { openPage, url, useBrowser } from './support/browser';

const { browser } = useBrowser();
const PAGE = '/tools/mijn-kosten';
const PASSWORD = 'geheim123';
const FIXTURE = fileURLToPath(new URL('../fixtures/brokerFiles/traderepublic/trade-republic.csv', import.meta.url));

async function openTool(page: Page): Promise<void> {
  await page.goto(url(PAGE));
  await page.locator('[data-my-costs][data-hydrated="true"]').waitFor();
}

async function choose(page: Page): Promise<void> {
  await page.getByLabel(t('myCosts.file.label')).setInputFiles(FIXTURE);
  await page
    .locator('[data-status]')
    .filter({ hasText: t('myCosts.status.done') })
    .waitFor();
}

/** The owners of the files 'Mijn bestanden' keeps in IndexedDB (src/stores/myFiles.ts). */
const fileOwners = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('brokerkompas-files');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('files')) return resolve([]);
          const all = open.result.transaction('files').objectStore('files').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { owner: string }[]).map((entry) => entry.owner).sort());
          };
        };
      }),
  );

const signIn = (page: Page, email: string) => signInRacingRedirect(page, email, PASSWORD);

/** 'Uitloggen' on /profile, with or without 'Ook mijn gegevens van dit apparaat verwijderen'. */
async function signOut(page: Page, removeDeviceData: boolean): Promise<void> {
  await page.goto(url('/profile'));
  const option = page.getByLabel(t('profile.signOut.forgetDevice'));
  await option.waitFor();
  expect(await option.isChecked()).toBe(false);
  if (removeDeviceData) await option.check();
  await page.getByRole('button', { name: t('action.signOut') }).click();
  await page.waitForURL(url('/'));
}

const storedKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => /^bk-(mijn-kosten|watchlist|portfolio-settings):/.test(k))
      .sort(),
  );

describe('Mijn kosten and a sign-in or sign-out in another tab', () => {
  it('a page opened signed out follows a sign-in elsewhere: its results go, and a file chosen then is the account’s', async () => {
    const email = uniqueEmail('tab-in');
    const { uid } = await createUser(email, PASSWORD);
    const { context, page: tabA, problems } = await openPage(browser());
    const tabB = await context.newPage();
    await openTool(tabA);
    await choose(tabA);

    await signIn(tabB, email);
    // The files chosen without an account are not shown to the account that signed in.
    await tabA.locator('[data-paid]').waitFor({ state: 'detached' });
    await tabA.locator('[data-my-files-place="device"]').waitFor();
    expect(await tabA.locator('[data-my-file]').count()).toBe(0);

    await choose(tabA);
    expect(await fileOwners(tabA)).toContain(`account:${uid}`);
    expect(await fileOwners(tabA)).not.toContain('device');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('results shown while signed in go when another tab signs out, and are never kept for the reader without an account', async () => {
    const email = uniqueEmail('tab-out');
    await createUser(email, PASSWORD);
    const { context, page: tabA } = await openPage(browser());
    await signIn(tabA, email);
    const tabB = await context.newPage();
    await openTool(tabA);
    await choose(tabA);

    await signOut(tabB, false);
    await tabA.locator('[data-paid]').waitFor({ state: 'detached' });
    await tabA.locator('[data-my-files-place="tab"]').waitFor();
    expect(await tabA.locator('[data-my-file]').count()).toBe(0);
    // The account's files went with the sign-out; none became the signed-out reader's.
    expect(await fileOwners(tabA)).toEqual([]);
    await context.close();
  });
});

describe("'Uitloggen' and the data on this device", () => {
  it('keeps the data by default; with the option it removes every stored value of that account, only of it', async () => {
    const email = uniqueEmail('device');
    const { uid } = await createUser(email, PASSWORD);
    const { context, page, problems } = await openPage(browser());
    await signIn(page, email);
    // The account's data: saved exports (as Mijn kosten kept them before 'Mijn bestanden'), the watchlist (written
    // when its page first loads) and the settings.
    await page.evaluate((key) => localStorage.setItem(key, '{}'), `bk-mijn-kosten:${uid}`);
    await page.goto(url('/portfolio/watchlist'));
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, `bk-watchlist:${uid}`);
    await page.evaluate((key) => localStorage.setItem(key, '{"currency":"USD"}'), `bk-portfolio-settings:${uid}`);
    // Another reader's data on the same device.
    await page.evaluate(() => {
      localStorage.setItem('bk-mijn-kosten:gast', '{}');
      localStorage.setItem('bk-watchlist:iemand-anders', '[]');
    });
    const accountKeys = [`bk-mijn-kosten:${uid}`, `bk-portfolio-settings:${uid}`, `bk-watchlist:${uid}`];
    const others = ['bk-mijn-kosten:gast', 'bk-watchlist:iemand-anders'];

    // The profile page says what is kept on this device and how to remove it.
    await page.goto(url('/profile'));
    await page.getByRole('heading', { name: t('profile.device.title') }).waitFor();
    expect(await page.getByText(t('profile.device.remove')).isVisible()).toBe(true);

    await signOut(page, false);
    expect(await storedKeys(page)).toEqual([...accountKeys, ...others].sort());

    await signIn(page, email);
    await signOut(page, true);
    expect(await storedKeys(page)).toEqual(others.sort());
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
