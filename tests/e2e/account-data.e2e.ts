// The watchlist follows the account across browsers on the real Pages runtime (Functions + local D1), accounts are
// isolated, bad requests are refused, a failing API leaves the device's copy intact, and 'Verwijder mijn gegevens'
// empties the account for good (docs/behaviour.md#account-data). Several browsers of one account are contexts of the
// one browser this file starts.
import { request as httpRequest } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SAMPLE_WATCHLIST } from '../../src/data/stocks';
import { tEn } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { nl } from '../../src/i18n/nl';
import { EMULATOR_API_KEY, createUser, emulatorOrigin, signInViaUi, uniqueEmail } from './support/auth';
import { expectNoSeriousAxeViolations, openPage, url, useBrowser } from './support/browser';
import {
  PASSWORD,
  addWithSearch,
  newUser,
  openWatchlist,
  pickWithKeyboard,
  watchlistSymbols,
} from './support/portfolio';
import { WATCHLIST_LIMITS } from '../../src/lib/sync/limits';

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
    // The device keeps no data of the account, only its new generation (so no tab here sends a copy from before).
    const kept = await first.page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => /watchlist|settings/.test(k))
        .map((k): [string, string] => [k, localStorage.getItem(k) ?? '']),
    );
    expect(kept.map(([key]) => key.replace(/:[^:]+$/, ':')).sort()).toEqual([
      'bk-sync:settings:',
      'bk-sync:watchlist:',
    ]);
    for (const [, value] of kept) expect(JSON.parse(value)).toEqual({ dirty: false, changedAt: 0, generation: 1 });

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
    expect((await put('{"data": [], "baseVersion": 0, "generation": 0}', 'holdings')).status).toBe(404);
    // The portfolio is a kind (kept only when the reader turns it on): a list is not its shape.
    expect((await put('{"data": [], "baseVersion": 0, "generation": 0}', 'portfolio')).status).toBe(422);
    // A write that names no version it is based on.
    expect((await put('{"data": []}')).status).toBe(422);
    expect(await serverSymbols(email)).toBeNull();
    const saved = await put('{"data": [], "baseVersion": 0, "generation": 0}');
    expect(saved.status).toBe(200);
    expect(saved.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await serverSymbols(email)).toEqual([]);
    // Static pages stay plain assets: the Functions answer only /api/*.
    expect((await api('/')).status).toBe(200);
  });
});

/** Waits until the page says its changes could not reach the account yet (state 'visible') or no longer says so. */
const syncFailedNotice = (page: Page, state: 'visible' | 'detached') =>
  page.getByRole('alert').filter({ hasText: en['portfolio.syncFailed'] }).waitFor({ state });

/** A browser (context) of the account, signed in, on the watchlist with the account's copy read. */
async function browserOf(email: string) {
  const opened = await openPage(browser());
  await signInViaUi(opened.page, email, PASSWORD);
  await openSyncedWatchlist(opened.page);
  return opened;
}

describe('several browsers of one account', () => {
  it('both offline, each adds a stock, both online at once: a third browser shows both', async () => {
    const email = await newUser('both-offline');
    const [one, two] = await Promise.all([browserOf(email), browserOf(email)]);
    await Promise.all([one.context.setOffline(true), two.context.setOffline(true)]);
    await addWithSearch(one.page, 'amaz', 'AMZN', '150');
    await addWithSearch(two.page, 'msft', 'MSFT', '400');
    await Promise.all([syncFailedNotice(one.page, 'visible'), syncFailedNotice(two.page, 'visible')]);

    // Back online at the same moment: both send a write based on the same (empty) account; one is refused as stale,
    // merged with what the other sent, and sent again.
    await Promise.all([one.context.setOffline(false), two.context.setOffline(false)]);
    await Promise.all([syncFailedNotice(one.page, 'detached'), syncFailedNotice(two.page, 'detached')]);
    expect((await serverSymbols(email))?.sort()).toEqual([...SAMPLE, 'AMZN', 'MSFT'].sort());

    const third = await browserOf(email);
    await third.page.getByRole('heading', { name: heading(6) }).waitFor();
    expect((await watchlistSymbols(third.page)).sort()).toEqual([...SAMPLE, 'AMZN', 'MSFT'].sort());
    // Chromium logs the requests that failed offline and the stale write's 409; nothing else went wrong.
    const expected = /ERR_INTERNET_DISCONNECTED|status of 409 \(Conflict\)/;
    const errors = [...one.problems.errors, ...two.problems.errors, ...third.problems.errors];
    expect(errors.filter((error) => !expected.test(error))).toEqual([]);
    await Promise.all([one.context.close(), two.context.close(), third.context.close()]);
  });

  it('delete on one while the other adds offline: the other discards its copy and says so; a third shows neither', async () => {
    const first = await accountWithAmazon('delete-offline');
    const { email } = first;
    const other = await browserOf(email);
    await other.page.getByRole('heading', { name: heading(5) }).waitFor();
    await other.context.setOffline(true);
    await addWithSearch(other.page, 'msft', 'MSFT', '400');
    await syncFailedNotice(other.page, 'visible');

    await first.page.goto(url('/profile'));
    await first.page.getByRole('button', { name: nl['profile.deleteData.title'] }).click();
    await first.page.getByRole('button', { name: nl['profile.deleteData.yes'] }).click();
    await first.page.getByRole('status').filter({ hasText: nl['profile.deleteData.done'] }).waitFor();

    await other.context.setOffline(false);
    await other.page.getByRole('alert').filter({ hasText: en['portfolio.deleted'] }).waitFor();
    await other.page.getByRole('heading', { name: heading(4) }).waitFor();
    expect(await watchlistSymbols(other.page)).toEqual(SAMPLE);
    expect(await serverSymbols(email)).toBeNull();

    const third = await browserOf(email);
    expect(await watchlistSymbols(third.page)).toEqual(SAMPLE);
    expect(await serverSymbols(email)).toBeNull();
    await Promise.all([first.context.close(), other.context.close(), third.context.close()]);
  });

  it('a note longer than the account keeps gets a clear message in the form, and nothing is added or sent', async () => {
    const email = await newUser('long-note');
    const { context, page, problems } = await browserOf(email);
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') puts.push(r.url());
    });
    const long = 'x'.repeat(WATCHLIST_LIMITS.notes + 1);
    await pickWithKeyboard(page, 'amaz', 'AMZN');
    await page.getByLabel(en['watchlist.targetRequired']).fill('150');
    await page.getByLabel(en['watchlist.notes'], { exact: true }).fill(long);
    await page.getByRole('button', { name: en['watchlist.add'] }).click();
    const message = tEn('watchlist.limit.notes-too-long', { max: WATCHLIST_LIMITS.notes, count: long.length });
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    expect(await page.getByLabel(en['watchlist.notes'], { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await watchlistSymbols(page)).toEqual(SAMPLE);
    expect(puts).toEqual([]);
    await expectNoSeriousAxeViolations(page);

    // Shortened to the limit, it is added and reaches the account.
    const saved = putAnswered(page);
    await page.getByLabel(en['watchlist.notes'], { exact: true }).fill(long.slice(1));
    await page.getByRole('button', { name: en['watchlist.add'] }).click();
    await page.getByRole('heading', { name: heading(5) }).waitFor();
    expect((await saved).status()).toBe(200);
    expect(await serverSymbols(email)).toEqual([...SAMPLE, 'AMZN']);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

/** An HTTP request with headers fetch would not send as given (Host), from this machine (loopback). */
function rawApi(path: string, headers: Record<string, string>): Promise<number> {
  const target = new URL(path, inject('baseUrl'));
  return new Promise((resolve, reject) => {
    const req = httpRequest(target, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('versioned writes and deletion on the runtime', () => {
  const item = { symbol: 'AMZN', name: 'Amazon', sector: 'Consumer', currentPrice: 1, change: 0, changePercent: 0 };
  const list = (isFavorite: boolean) => [{ ...item, addedDate: '2026-01-31', isFavorite }];
  const put = (token: string, data: unknown, baseVersion: number, generation = 0) =>
    api('/api/data/watchlist', {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data, baseVersion, generation }),
    });

  it('answers a stale write with 409 and the current copy, and after a deletion refuses the generation before', async () => {
    const token = await idToken(await newUser('api-versions'));
    expect(await (await put(token, list(false), 0)).json()).toEqual({ version: 1, generation: 0 });
    expect(await (await put(token, list(true), 1)).json()).toEqual({ version: 2, generation: 0 });
    const stale = await put(token, list(false), 1);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: 'stale version', data: list(true), version: 2, generation: 0 });

    const deleted = await api('/api/data', { method: 'DELETE', token });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await deleted.json()).toEqual({ generation: 1 });
    const late = await put(token, list(false), 2, 0);
    expect(late.status).toBe(409);
    // The rows stay as tombstones at the next version (a version is never given out twice).
    expect(await late.json()).toEqual({ error: 'stale generation', data: null, version: 3, generation: 1 });
    expect(await (await api('/api/data/watchlist', { token })).json()).toEqual({
      data: null,
      version: 3,
      generation: 1,
    });
    expect((await put(token, list(false), 3, 1)).status).toBe(200);
  });

  it("refuses the emulator's tokens from a caller that is not loopback, whatever the Host header says", async () => {
    const token = await idToken(await newUser('api-host'));
    const authorization = `Bearer ${token}`;
    expect(await rawApi('/api/data/watchlist', { authorization, host: 'localhost' })).toBe(200);
    // The runtime hands the Functions the caller's address as CF-Connecting-IP; one from the network is refused,
    // even when the request names a loopback host.
    for (const host of ['localhost', '127.0.0.1']) {
      expect(await rawApi('/api/data/watchlist', { authorization, host, 'cf-connecting-ip': '192.168.1.20' })).toBe(
        401,
      );
    }
  });

  it('a list the account does not accept (422) is said so on the screen and never sent again by a timer, only after a change', async () => {
    const email = uniqueEmail('api-refused');
    const { uid } = await createUser(email, PASSWORD);
    const { context, page } = await openPage(browser());
    // The page's timers run when the test says so: a retry after a refusal would be one of them.
    await page.clock.install();
    await signInViaUi(page, email, PASSWORD);
    // A list stored by an older version of the site, with a symbol longer than the account takes, not yet sent.
    const [first] = SAMPLE_WATCHLIST;
    const long = {
      ...first,
      symbol: 'X'.repeat(WATCHLIST_LIMITS.symbol + 1),
      addedDate: '2026-01-01',
      isFavorite: false,
    };
    await page.evaluate(
      ([key, state, list]) => {
        localStorage.setItem(key, list);
        localStorage.setItem(state, JSON.stringify({ dirty: true, changedAt: 1 }));
      },
      [`bk-watchlist:${uid}`, `bk-sync:watchlist:${uid}`, JSON.stringify([long])] as const,
    );
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/data/watchlist') && request.method() === 'PUT')
        puts.push(request.postData() ?? '');
    });
    const refused = putAnswered(page);
    await openWatchlist(page);
    expect((await refused).status()).toBe(422);
    await page.getByText(en['watchlistSync.refused']).waitFor();
    expect(await page.getByText(en['portfolio.syncFailed']).count()).toBe(0);
    // Ten minutes of the page's timers: no try again (it would be refused again, for ever).
    await page.clock.runFor(10 * 60_000);
    // A change is sent, once; a retry from the timers would have come before it.
    const changed = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/data/watchlist') &&
        r.request().method() === 'PUT' &&
        (r.request().postData() ?? '').includes('"AMZN"'),
    );
    await addWithSearch(page, 'amaz', 'AMZN', '150');
    expect((await changed).status()).toBe(422);
    expect(puts).toHaveLength(2);
    await page.getByText(en['watchlistSync.refused']).waitFor();
    await context.close();
  });
});
