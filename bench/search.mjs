// Site search figures for `npm run bench`, on a built site (the normal one or the 10,000-article one):
//  - the Pagefind index the build wrote (files and bytes; the index proper vs Pagefind's static scripts);
//  - the indexing time, read from the build's own log line (src/integrations/pagefind.ts);
//  - in headless Chromium: the bytes fetched for the first query (Pagefind's script, worker, WASM and index
//    chunks plus the dialog's own lazy chunk) and the time from keystroke to results shown, for the first
//    query (Pagefind still loading) and as the median over several further queries;
//  - for the search budget, per query of BUDGET_QUERIES: the time from input to the dialog's first result link,
//    next to the time Pagefind's own API takes for the same query (search plus the first result's data) in the
//    same page. Both run warm: the API runs each query once before, so the index chunks it needs are loaded for
//    both; then each side runs five times, alternating which goes first, and the medians are compared: the
//    dialog's own cost against Pagefind's.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startPagesRuntime } from '../scripts/preview.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { PAGEFIND_BUNDLE_DIR } from '../src/integrations/pagefind.ts';
import { median } from './stats.mjs';

/** Pagefind's index proper; everything else in the bundle is its fixed scripts, WASM and UI kits. */
const INDEX_FILE = /\.pf_(fragment|index|filter|meta)$/;
/**
 * What readers type: a question, a broker and its costs, an ETF's ISIN, an article title, a rare term. Each
 * query reads other index chunks.
 */
export const QUERIES = [
  'wat is dividendbelasting',
  'trade republic kosten',
  'IE00B4L5Y983',
  'marktbericht 5123',
  'order plaatsen',
  'accumulerende etf',
  'beleggerscompensatiestelsel',
  'aandeel kiezen',
  'spaarplan',
];
/**
 * The worst case, reported without a budget: a word in nearly every page. The generated news repeats the same
 * twenty words in all 10,000 articles, so Pagefind has to rank every page.
 */
export const EVERYWHERE_QUERY = 'rendement';
/**
 * The search budget's queries: two that match every generated article (the worst case), a selective one, and
 * two a reader of the normal site types.
 */
export const BUDGET_QUERIES = [
  EVERYWHERE_QUERY,
  'broker kosten',
  'marktbericht 42',
  'wat is dividendbelasting',
  'order plaatsen',
];
/** Input to the first result link ≤ this × Pagefind's API for the same query. */
export const FIRST_RESULT_RATIO = 1.5;
/** Longer than the dialog's keystroke debounce (src/scripts/searchDialog.ts): a reader pausing between queries. */
const PAUSE_MS = 150;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Files and bytes of the Pagefind bundle in a built site. */
export function indexSize(distDir) {
  const files = filesUnder(join(distDir, PAGEFIND_BUNDLE_DIR));
  const sum = (list) => list.reduce((total, file) => total + statSync(file).size, 0);
  const index = files.filter((file) => INDEX_FILE.test(file));
  return { files: files.length, bytes: sum(files), indexFiles: index.length, indexBytes: sum(index) };
}

/** The integration's `[pagefind] indexed N pages in X ms` line in a build's output. */
export function indexingFromLog(out) {
  const match = /\[pagefind\] indexed (\d+) pages in (\d+) ms/.exec(out);
  return match ? { pages: Number(match[1]), milliseconds: Number(match[2]) } : null;
}

/** In the page: types `query` as one keystroke and resolves with the ms until its results are shown. */
function timeQuery(query) {
  const input = document.querySelector('[data-search-input]');
  const list = document.querySelector('[data-search-results]');
  return new Promise((done) => {
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (list.dataset.query !== query) return;
      observer.disconnect();
      done(performance.now() - started);
    });
    observer.observe(list, { attributes: true, attributeFilter: ['data-query'] });
    input.value = query;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * In the page: types the last letter of `query` into the dialog and resolves with the ms until the first result link
 * of this search is added (null when the query finds nothing) and until the dialog has finished (counts, status).
 * Before the keystroke, the field shows `query` less its last letter and the page has rendered it; the list still
 * shows the results of an earlier search, as it does for a reader (the dialog keeps them until the new first result
 * replaces them).
 */
async function timeFirstLink(query) {
  const input = document.querySelector('[data-search-input]');
  const list = document.querySelector('[data-search-results]');
  delete list.dataset.query;
  input.value = query.slice(0, -1);
  await new Promise((rendered) => requestAnimationFrame(() => requestAnimationFrame(rendered)));
  return new Promise((done) => {
    const started = performance.now();
    let firstLinkMs = null;
    /** A node added to the list that is or holds a link: the new search's first result (the dialog adds nothing else). */
    const addsLink = (record) =>
      [...record.addedNodes].some(
        (node) => node.nodeType === Node.ELEMENT_NODE && (node.matches('a') || node.querySelector('a')),
      );
    const observer = new MutationObserver((records) => {
      if (firstLinkMs === null && records.some(addsLink)) firstLinkMs = performance.now() - started;
      if (list.dataset.query !== query) return;
      observer.disconnect();
      done({ firstLinkMs, doneMs: performance.now() - started });
    });
    observer.observe(list, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-query'] });
    input.value = query;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * In the page: Pagefind's API (the instance the dialog loaded) for `query`: search plus the first result's data. With
 * `keystroke`, from the same last keystroke as timeFirstLink: the field changes (without an input event, so the
 * dialog does not search) and the browser renders that change while Pagefind's worker searches, as on the dialog's
 * side; only the dialog's own work differs. (A keystroke's frame costs a few ms of CPU in headless Chromium's
 * software compositing; on a two-core machine that competes with the worker, which for a 4 ms query is half again.)
 */
async function timeApi({ query, keystroke }) {
  const pagefind = await import('/pagefind/pagefind.js');
  const input = document.querySelector('[data-search-input]');
  if (keystroke) {
    input.value = query.slice(0, -1);
    await new Promise((rendered) => requestAnimationFrame(() => requestAnimationFrame(rendered)));
  }
  const started = performance.now();
  if (keystroke) input.value = query;
  const search = await pagefind.search(query);
  if (search.results.length) await search.results[0].data();
  return { milliseconds: performance.now() - started, results: search.results.length };
}

/**
 * Dialog and API measurements per query, alternating which goes first; the medians are compared. The selective queries
 * take a few ms on both sides, where one run varies by several ms (the machine, the worker, GC): fifteen runs a side
 * make the medians stable to within about a millisecond.
 */
const REPEATS = 15;

/** Dialog against API for each of `queries`, in the open dialog of `page`. */
async function firstResultTimes(page, queries) {
  const rows = [];
  for (const query of queries) {
    // Loads the index chunks and fragments the query needs, for both sides alike.
    const { results } = await page.evaluate(timeApi, { query, keystroke: false });
    const dialog = [];
    const api = [];
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      const dialogFirst = repeat % 2 === 0;
      if (!dialogFirst) api.push((await page.evaluate(timeApi, { query, keystroke: true })).milliseconds);
      await page.waitForTimeout(PAUSE_MS);
      dialog.push(await page.evaluate(timeFirstLink, query));
      if (dialogFirst) api.push((await page.evaluate(timeApi, { query, keystroke: true })).milliseconds);
      await page.waitForTimeout(PAUSE_MS);
    }
    const firstLinks = dialog.map((run) => run.firstLinkMs);
    const firstLinkMs = firstLinks.includes(null) ? null : median(firstLinks);
    const apiMs = median(api);
    rows.push({
      query,
      results,
      firstLinkMs,
      doneMs: median(dialog.map((run) => run.doneMs)),
      apiMs,
      ratio: firstLinkMs === null ? null : firstLinkMs / apiMs,
    });
  }
  return rows;
}

export async function measureSearch(distDir, { path = '/aandelen' } = {}) {
  const server = await startPagesRuntime({ root: distDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const fetched = [];
    page.on('response', async (response) => {
      const { pathname } = new URL(response.url());
      const lazyDialog = pathname.startsWith('/_astro/searchDialog');
      if (!pathname.startsWith(`/${PAGEFIND_BUNDLE_DIR}/`) && !lazyDialog) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      // JavaScript is served gzipped by a CDN; Pagefind's WASM and index chunks are compressed already.
      fetched.push({
        pathname,
        bytes: body.length,
        gzipBytes: pathname.endsWith('.js') ? gzipSync(body).length : body.length,
      });
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    const onLoad = fetched.length;
    // The header's search button (src/components/search/SearchDialog.astro).
    await page.locator('[data-search-open]').click();
    const firstMs = await page.evaluate(timeQuery, QUERIES[0]);
    await page.waitForLoadState('networkidle');
    const first = [...fetched];
    const times = [];
    for (const query of QUERIES.slice(1)) times.push(await page.evaluate(timeQuery, query));
    const everywhereMs = await page.evaluate(timeQuery, EVERYWHERE_QUERY);
    const firstResult = await firstResultTimes(page, BUDGET_QUERIES);
    return {
      fetchedOnLoad: onLoad,
      firstQuery: {
        milliseconds: firstMs,
        files: first.length,
        bytes: first.reduce((sum, f) => sum + f.bytes, 0),
        gzipBytes: first.reduce((sum, f) => sum + f.gzipBytes, 0),
      },
      medianMs: median(times),
      queries: QUERIES.length - 1,
      everywhere: { query: EVERYWHERE_QUERY, milliseconds: everywhereMs },
      firstResult,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
