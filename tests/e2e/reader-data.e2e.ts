// The reader's own data in the browser (watchlist, portfolio settings): several tabs, the
// back/forward cache, invalid stored items and a storage that refuses writes.
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_WATCHLIST } from '../../src/data/stocks';
import { WATCHLIST_KEY_PREFIX, WATCHLIST_SYNC_KEY_PREFIX } from '../../src/lib/portfolio/constants';
import { tEn } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { signInViaUi } from './support/auth';
import {
  expectNoSeriousAxeViolationsInBothThemes,
  ignoreStorageEvents,
  openPage,
  refuseStorageWrites,
  url,
  useBrowser,
} from './support/browser';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from './support/chromium';
import {
  PASSWORD,
  addWithSearch,
  listHeading,
  newUser,
  openWatchlist,
  signedIn,
  watchlistCount,
  watchlistSymbols,
} from './support/portfolio';
import { renderedText } from './support/text';

const { browser } = useBrowser();

const heading = (count: number) => tEn('watchlist.listTitle', { count });

/**
 * Waits until the page's view of storage holds `symbol` in the stored watchlist and the account has every change (the
 * sync state is clean): another tab's edit and its sync have finished and reached this tab's storage. Chromium hands a
 * localStorage write to the other tabs' processes later; an edit that overlaps that sync is a case of its own
 * (docs/behaviour.md#account-data, tested in tests/unit/account-sync.test.ts), not this test's.
 */
async function storedAndSynced(page: Page, symbol: string): Promise<void> {
  await page.waitForFunction(
    ({ listPrefix, statePrefix, symbol }) => {
      const keys = Object.keys(localStorage);
      const list = keys.find((k) => k.startsWith(listPrefix));
      const state = keys.find((k) => k.startsWith(statePrefix));
      if (!list || !state) return false;
      const items = JSON.parse(localStorage.getItem(list) ?? '[]') as { symbol?: string }[];
      const sync = JSON.parse(localStorage.getItem(state) ?? '{}') as { dirty?: boolean };
      return items.some((item) => item.symbol === symbol) && sync.dirty === false;
    },
    { listPrefix: WATCHLIST_KEY_PREFIX, statePrefix: WATCHLIST_SYNC_KEY_PREFIX, symbol },
  );
}

describe('two tabs of one reader', () => {
  it('follow each other, and an edit in a tab that missed the other tab’s change keeps that change', async () => {
    const email = await newUser('tabs');
    const { context, page: tabA, problems } = await openPage(browser());
    await signInViaUi(tabA, email, PASSWORD);
    const tabB = await context.newPage();
    await openWatchlist(tabA);
    await openWatchlist(tabB);

    // A change in one tab appears in the other without a reload.
    await addWithSearch(tabA, 'msft', 'MSFT', '400');
    await tabB.getByRole('heading', { name: heading(5) }).waitFor();
    // The edit below starts once A's sync of its addition has reached B (as the stale tab's edit further down does):
    // an edit that overlaps another tab's sync is the unit tests' subject (storedAndSynced's comment), and this
    // overlap can still bring a removed stock back (open: see the README's Tests section).
    await storedAndSynced(tabB, 'MSFT');
    await tabB.getByRole('button', { name: tEn('watchlist.removeSymbol', { symbol: 'TSLA' }) }).click();
    await tabA.getByRole('heading', { name: heading(4) }).waitFor();
    expect(await watchlistSymbols(tabA)).toEqual(['AAPL', 'NVDA', 'ASML', 'MSFT']);

    // A tab that never hears of the other's change (its storage events are swallowed) still starts
    // its own edit from what is stored, so the other tab's addition survives.
    const stale = await context.newPage();
    await ignoreStorageEvents(stale);
    await openWatchlist(stale);
    await addWithSearch(tabA, 'amaz', 'AMZN', '150');
    await storedAndSynced(stale, 'AMZN');
    expect(await watchlistCount(stale)).toBe(4);
    await stale.getByRole('button', { name: tEn('watchlist.removeSymbol', { symbol: 'AAPL' }) }).click();
    await stale
      .getByRole('button', { name: tEn('watchlist.removeSymbol', { symbol: 'AAPL' }) })
      .waitFor({ state: 'detached' });
    expect(await watchlistSymbols(stale)).toEqual(['NVDA', 'ASML', 'MSFT', 'AMZN']);
    await tabA
      .getByRole('button', { name: tEn('watchlist.removeSymbol', { symbol: 'AAPL' }) })
      .waitFor({ state: 'detached' });
    expect(await watchlistSymbols(tabA)).toEqual(['NVDA', 'ASML', 'MSFT', 'AMZN']);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('back/forward cache', () => {
  it('a watchlist restored from the cache shows the changes made meanwhile', async () => {
    // Playwright turns the back/forward cache off by default; this browser keeps it on. The headless shell the other
    // tests run on has no such cache, so this test runs on full Chromium.
    const cached = await chromium.launch({
      executablePath: FULL_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
    try {
      const email = await newUser('bfcache');
      const { context, page, problems } = await openPage(cached);
      await page.addInitScript(() => {
        window.addEventListener('pageshow', (e) => {
          if (e.persisted) document.documentElement.dataset['restored'] = 'yes';
        });
      });
      // Chromium may hand a restored page the storage events it missed; not every browser does,
      // so this page hears none and must catch up on its own.
      await ignoreStorageEvents(page);
      await signInViaUi(page, email, PASSWORD);
      await openWatchlist(page);
      await page.goto(url('/faq'));
      const other = await context.newPage();
      await openWatchlist(other);
      await addWithSearch(other, 'msft', 'MSFT', '400');
      await other.close();
      // A page restored from the cache fires pageshow, not load.
      await page.goBack({ waitUntil: 'commit' });
      await page.locator('html[data-restored="yes"]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { name: heading(5) }).waitFor();
      expect(problems.errors).toEqual([]);
      await context.close();
    } finally {
      await cached.close();
    }
  });
});

describe('stored data', () => {
  it('one invalid stored item is dropped and the others are kept, not replaced by the sample list', async () => {
    const { context, page, problems } = await signedIn(browser(), 'invalid-item');
    await openWatchlist(page);
    const [aapl, nvda] = SAMPLE_WATCHLIST;
    await page.evaluate(
      (items) => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('bk-watchlist:'));
        if (key) localStorage.setItem(key, JSON.stringify(items));
      },
      [nvda, { symbol: 'BROKEN', currentPrice: 'n/a' }, aapl],
    );
    await page.reload();
    await listHeading(page).waitFor();
    expect(await watchlistSymbols(page)).toEqual(['NVDA', 'AAPL']);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('a storage that refuses writes', () => {
  it('shows an English message and keeps the list on the page', async () => {
    const { context, page, problems } = await signedIn(browser(), 'quota');
    await openWatchlist(page);
    await refuseStorageWrites(page, /^bk-(watchlist|portfolio-settings):/);
    await page.reload();
    await listHeading(page).waitFor();
    const stored = () =>
      page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith('bk-watchlist:')));
    const before = await stored();
    expect(await page.getByRole('alert').count()).toBe(0);

    await addWithSearch(page, 'msft', 'MSFT', '400');
    const alert = page.getByRole('alert').filter({ hasText: 'could not be saved' });
    await alert.waitFor();
    expect(await alert.textContent().then(renderedText)).toBe(en['portfolio.saveFailed']);
    await page.getByRole('button', { name: tEn('watchlist.removeSymbol', { symbol: 'TSLA' }) }).click();
    await page.getByRole('heading', { name: heading(4) }).waitFor();
    expect(await watchlistSymbols(page)).toEqual(['AAPL', 'NVDA', 'ASML', 'MSFT']);
    expect(await alert.isVisible()).toBe(true);
    expect(await stored()).toEqual(before);
    await expectNoSeriousAxeViolationsInBothThemes(page);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
