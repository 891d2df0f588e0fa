// The watchlist follows the account across browsers on the real Pages runtime (Functions + local D1), accounts are
// isolated, bad requests are refused, a failing API leaves the device's copy intact, and 'Verwijder mijn gegevens'
// empties the account (docs/behaviour.md#account-data).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SAMPLE_WATCHLIST } from '../../src/data/stocks';
import { tEn } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { nl } from '../../src/i18n/nl';
import { EMULATOR_API_KEY, emulatorOrigin, signInViaUi } from './support/auth';
import { openPage, url, useBrowser } from './support/browser';
import { PASSWORD, addWithSearch, newUser, openWatchlist, watchlistSymbols } from './support/portfolio';

const { browser } = useBrowser();
const SAMPLE = SAMPLE_WATCHLIST.map((item) => item.symbol);
const heading = (count: number) => tEn('watchlist.listTitle', { count });

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
  const body = (await res.json()) as { idToken: string };
  return body.idToken;
}

function api(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, ...rest } = init;
  return fetch(new URL(path, inject('baseUrl')), {
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...rest.headers },
  });
}

/** The symbols of the account's list on the server (null when it has none). */
async function serverSymbols(email: string): Promise<string[] | null> {
  const res = await api('/api/data/watchlist', { token: await idToken(email) });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { symbol: string }[] | null };
  return data?.map((item) => item.symbol) ?? null;
}

/** Opens the watchlist and waits until the store has asked the server for the account's copy. */
async function openSyncedWatchlist(page: Page): Promise<void> {
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/data/watchlist') && r.request().method() === 'GET',
  );
  await openWatchlist(page);
  expect((await answered).status()).toBe(200);
}

const putAnswered = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/data/watchlist') && r.request().method() === 'PUT');

/** A new account signed in in a fresh context, which adds AMZN; resolves once the account has it. */
async function accountWithAmazon(prefix: string) {
  const email = await newUser(prefix);
  const opened = await openPage(browser());
  await signInViaUi(opened.page, email, PASSWORD);
  await openSyncedWatchlist(opened.page);
  const saved = putAnswered(opened.page);
  await addWithSearch(opened.page, 'amaz', 'AMZN', '150');
  expect((await saved).status()).toBe(200);
  expect(await serverSymbols(email)).toEqual([...SAMPLE, 'AMZN']);
  return { ...opened, email };
}

describe('the watchlist on the account', () => {
  it('follows the account into a fresh browser context; another account sees none of it', async () => {
    const first = await accountWithAmazon('sync');
    const { email } = first;

    const second = await openPage(browser());
    await signInViaUi(second.page, email, PASSWORD);
    await openWatchlist(second.page);
    await second.page.getByRole('heading', { name: heading(5) }).waitFor();
    expect(await watchlistSymbols(second.page)).toEqual([...SAMPLE, 'AMZN']);

    const otherEmail = await newUser('sync-other');
    const other = await openPage(browser());
    await signInViaUi(other.page, otherEmail, PASSWORD);
    await openSyncedWatchlist(other.page);
    expect(await watchlistSymbols(other.page)).toEqual(SAMPLE);
    expect(await serverSymbols(otherEmail)).toBeNull();

    expect([...first.problems.errors, ...second.problems.errors, ...other.problems.errors]).toEqual([]);
    await Promise.all([first.context.close(), second.context.close(), other.context.close()]);
  });

  it('keeps the device copy when the API fails, says so, and saves it once the API answers again', async () => {
    const email = await newUser('sync-fail');
    const { context, page } = await openPage(browser());
    await signInViaUi(page, email, PASSWORD);
    await openSyncedWatchlist(page);
    await page.route('**/api/data/**', (route) => route.fulfill({ status: 500, body: 'Function error' }));
    await addWithSearch(page, 'amaz', 'AMZN', '150');
    await page.getByRole('alert').filter({ hasText: en['portfolio.syncFailed'] }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: heading(5) }).waitFor();
    expect(await watchlistSymbols(page)).toEqual([...SAMPLE, 'AMZN']);
    expect(await serverSymbols(email)).toBeNull();

    await page.unroute('**/api/data/**');
    const saved = putAnswered(page);
    await page.reload();
    expect((await saved).status()).toBe(200);
    await page.getByRole('alert').filter({ hasText: en['portfolio.syncFailed'] }).waitFor({ state: 'detached' });
    expect(await serverSymbols(email)).toEqual([...SAMPLE, 'AMZN']);
    await context.close();
  });

  it("after 'Verwijder mijn gegevens' a fresh context shows the sample list", async () => {
    const first = await accountWithAmazon('sync-delete');
    const { email } = first;

    await first.page.goto(url('/profile'));
    await first.page.getByRole('button', { name: nl['profile.deleteData.title'] }).click();
    await first.page.getByRole('button', { name: nl['profile.deleteData.yes'] }).click();
    await first.page.getByRole('status').filter({ hasText: nl['profile.deleteData.done'] }).waitFor();
    expect(await serverSymbols(email)).toBeNull();
    expect(
      await first.page.evaluate(() => Object.keys(localStorage).filter((k) => /watchlist|settings/.test(k))),
    ).toEqual([]);

    const second = await openPage(browser());
    await signInViaUi(second.page, email, PASSWORD);
    await openSyncedWatchlist(second.page);
    expect(await watchlistSymbols(second.page)).toEqual(SAMPLE);
    await Promise.all([first.context.close(), second.context.close()]);
  });
});

describe('the account data API on the runtime', () => {
  it('refuses a request without a token (401), a bad token (401), an oversized body (413), bad JSON (400), a wrong shape (422) and an unknown kind (404), writing nothing', async () => {
    const email = await newUser('api');
    const token = await idToken(email);
    expect((await api('/api/data/watchlist')).status).toBe(401);
    expect((await api('/api/data/watchlist', { method: 'PUT', body: '{"data":[]}' })).status).toBe(401);
    expect((await api('/api/data/watchlist', { token: 'e30.e30.' })).status).toBe(401);
    const put = (body: string, kind = 'watchlist') =>
      api(`/api/data/${kind}`, { method: 'PUT', token, body, headers: { 'content-type': 'application/json' } });
    expect((await put(JSON.stringify({ data: [] }).padEnd(64 * 1024 + 1, ' '))).status).toBe(413);
    expect((await put('{"data": [')).status).toBe(400);
    expect((await put('{"data": [{"symbol": "X"}]}')).status).toBe(422);
    expect((await put('{"data": []}', 'portfolio')).status).toBe(404);
    expect(await serverSymbols(email)).toBeNull();
    expect((await put('{"data": []}')).status).toBe(200);
    expect(await serverSymbols(email)).toEqual([]);
    // Static pages stay plain assets: the Functions answer only /api/*.
    expect((await api('/')).status).toBe(200);
  });
});
