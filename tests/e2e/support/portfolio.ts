// Helpers for browser tests of the signed-in portfolio screens.
import type { Browser, Page } from 'playwright-core';
import { fixturePath } from '../../support/exportFixtures';
import { expect } from 'vitest';
import { tEn } from '../../../src/i18n';
import { en } from '../../../src/i18n/en';
import { createUser, signInViaUi, uniqueEmail } from './auth';
import { openPage, url } from './browser';

export const PASSWORD = 'geheim123';

/** A new e-mail/password account in the Auth emulator. */
export async function newUser(prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await createUser(email, PASSWORD);
  return email;
}

/** A fresh context and page, signed in as a new user. */
export async function signedIn(browser: Browser, prefix: string) {
  const email = await newUser(prefix);
  const opened = await openPage(browser);
  await signInViaUi(opened.page, email, PASSWORD);
  return { ...opened, email };
}

/** The list heading with its count, e.g. 'Watchlist (4 stocks)'; the count is the captured group. */
const LIST_TITLE = new RegExp(`^${en['watchlist.listTitle'].replace(/[()]/g, '\\$&').replace('{count}', '(\\d+)')}$`);

export const listHeading = (page: Page) => page.getByRole('heading', { level: 2, name: LIST_TITLE });

export async function watchlistCount(page: Page): Promise<number> {
  const text = (await listHeading(page).textContent()) ?? '';
  return Number(LIST_TITLE.exec(text)?.[1]);
}

export async function openWatchlist(page: Page): Promise<void> {
  await page.goto(url('/portfolio/watchlist'));
  await listHeading(page).waitFor();
}

/** The symbols in the watchlist table, in order. */
export function watchlistSymbols(page: Page): Promise<(string | null)[]> {
  return page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-symbol')));
}

/** Types in the search combobox, moves to the first option with ArrowDown and picks it with Enter. */
export async function pickWithKeyboard(page: Page, query: string, symbol: string): Promise<void> {
  const box = page.getByRole('combobox', { name: en['watchlist.search.label'] });
  await box.fill(query);
  await page.getByRole('listbox', { name: en['watchlist.search.listLabel'] }).waitFor();
  await box.press('ArrowDown');
  const active = await box.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  const option = page.locator(`[id="${active}"]`);
  expect(await option.getAttribute('aria-selected')).toBe('true');
  expect(await option.textContent()).toContain(symbol);
  await box.press('Enter');
  await page.getByRole('form', { name: tEn('watchlist.form.label', { symbol }) }).waitFor();
}

/** Adds a stock through the search and the add form, and waits for the new count. */
export async function addWithSearch(page: Page, query: string, symbol: string, target: string): Promise<void> {
  const before = await watchlistCount(page);
  await pickWithKeyboard(page, query, symbol);
  await page.getByLabel(en['watchlist.targetRequired']).fill(target);
  await page.getByRole('button', { name: en['watchlist.add'] }).click();
  await page.getByRole('heading', { name: tEn('watchlist.listTitle', { count: before + 1 }) }).waitFor();
}

/** The two DEGIRO files (Transactions and Account statement) the portfolio tests choose. */
export const OWN_FIXTURES = ['degiro-transacties.csv', 'degiro-rekeningoverzicht.csv'].map(fixturePath);

/** How many accounts' portfolios this browser context keeps in IndexedDB. */
export function storedPortfolios(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('brokerkompas-portfolio', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('accounts');
        request.onerror = () => reject(new Error('open failed'));
        request.onsuccess = () => {
          const db = request.result;
          const count = db.transaction('accounts').objectStore('accounts').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(new Error('count failed'));
        };
      }),
  );
}
