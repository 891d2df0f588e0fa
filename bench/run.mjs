// `npm run bench`: the performance figures of the site, measured on a production build.
//  - build time and peak memory of the normal build;
//  - per page: the JavaScript a visit downloads (gzip bytes: the static import graph; on the pages that always load
//    Firebase (login, profile, portfolio) the lazy `import()` chunks too, because those pages fetch them at once; on
//    the tools the lazy chunks they load after hydration by themselves, their budget being 'in total', not
//    the site's common lazy set (search, sign-in) nor the file readers a chosen file loads) and the HTML bytes;
//    whether Firebase code is on the page;
//  - Lighthouse (mobile) on the home page, an article, each tool and broker and pair pages (old and new
//    providers), with the median LCP; the home page's own budget: performance 100, LCP ≤ 1.2 s, HTML < 100 KB gzip;
//  - the whole build with every provider against the spec's five (bench/provider-builds.mjs);
//  - site search: the Pagefind index (files, bytes, indexing time), the bytes of the first query and the
//    keystroke-to-results time in headless Chromium (bench/search.mjs);
//  - the tools' calculation/filter timing, one cost profile for every broker, and the news build at 10,000 articles against a Starlight peer and a
//    bare Astro project of the same pages (bench/news-scale.mjs), when available.
// Prints a table, writes bench/results.json, exits non-zero when a page is over budget.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startPagesRuntime } from '../scripts/preview.mjs';
import { childEnv, siteConfig } from '../src/environment.mjs';
import { FIRST_RESULT_RATIO, indexSize, indexingFromLog, measureSearch } from './search.mjs';
import { median } from './stats.mjs';
// The site's own rule for the pages that always load Firebase (Node 24 runs the .ts file as is); every
// other page must load none.
import { jsBudgetBytes, jsBudgetOf, pageNeedsAuth } from '../src/data/routes.ts';

const ROOT = resolve(import.meta.dirname, '..');
const WORK = join(ROOT, 'bench/.work');
const DIST = join(WORK, 'dist');
const args = new Set(process.argv.slice(2));
const KB = 1024;

const HTML_BUDGETS = [{ test: /^\/nieuws$/, bytes: 250 * KB }];
/** Budget: the home page's comparison of every provider stays under 100 KB of gzip HTML. */
const HTML_GZIP_BUDGETS = [{ test: /^\/$/, bytes: 100 * KB }];
const LIGHTHOUSE_MIN = 0.95;
/** Budget: the home page, which lists every provider, keeps a performance score of 100 and an LCP ≤ 1.2 s. */
const LIGHTHOUSE_PAGE_BUDGETS = [{ path: '/', performance: 1, lcpMs: 1200 }];
/**
 * Lighthouse's performance score varies between runs; its docs (variability) advise the median of five. On this
 * 2-core machine a tool page's Total Blocking Time ranges from 70 to 530 ms over runs of the same build (Chromium,
 * the Pages runtime and Lighthouse itself share the cores), so a median of three still flips the score across 0.95.
 */
const LIGHTHOUSE_RUNS = 5;

function run(cmd, argv, env = {}) {
  return new Promise((resolveRun, reject) => {
    const started = performance.now();
    const child = spawn(cmd, argv, { cwd: ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`${cmd} ${argv.join(' ')} failed (${code}):\n${out.slice(-3000)}`));
      else resolveRun({ seconds, out });
    });
  });
}

/** Runs a command under GNU time when present, to read the peak resident memory. */
async function timed(argv, env) {
  const gnuTime = existsSync('/usr/bin/time');
  const result = gnuTime ? await run('/usr/bin/time', ['-v', ...argv], env) : await run(argv[0], argv.slice(1), env);
  const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.out);
  return { seconds: result.seconds, peakMB: match ? Math.round(Number(match[1]) / 1024) : null, out: result.out };
}

function htmlFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...htmlFiles(full));
    else if (name.endsWith('.html')) out.push(full);
  }
  return out;
}

function routeOf(file) {
  const rel = '/' + relative(DIST, file).replace(/\\/g, '/');
  if (rel === '/index.html') return '/';
  return rel.replace(/\.html$/, '');
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)).length);
  return gzipCache.get(file);
}

/**
 * Imports of a built chunk: static (`import "./x.js"`, `import {a} from "./x.js"`, `export … from`)
 * and, with `dynamic`, lazy `import("./x.js")` too.
 */
function chunkImports(file, dynamic) {
  const code = readFileSync(file, 'utf8');
  const found = new Set();
  const re = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const m of code.matchAll(re)) found.add(resolve(dirname(file), m[1]));
  if (dynamic)
    for (const m of code.matchAll(/\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g))
      found.add(resolve(dirname(file), m[1]));
  return [...found];
}

function localAsset(src, dist = DIST) {
  if (!src || /^(https?:)?\/\//.test(src) || src.startsWith('data:')) return null;
  const path = join(dist, src.split('?')[0]);
  return existsSync(path) ? path : null;
}

/**
 * Lazy chunks that only a reader's action loads, by chunk name: reading a chosen export file (Mijn kosten, box 3's
 * prefill) and what that reading imports, and the cost tool's switching arithmetic (`switchModel`, loaded only once
 * the reader sets 'Waar beleg je nu?'). A visit that chooses no file and sets no provider never downloads them, so a
 * page's total leaves them out, as it leaves out the site's common lazy set (search, sign-in: see commonLazyChunks).
 */
export const ON_ACTION_CHUNKS = /^(readExport|analyze|paid|supported|switchModel)\./;

/**
 * The JavaScript a visit to a page downloads, in gzip bytes, and its files: the static import graph of the page's
 * scripts, islands and modulepreloads. With `followLazy`, also the lazy `import()` chunks, and what they import, except
 * the chunks in `skipLazy` (the site's common lazy set, counted apart, never again per page) and, with `skipOnAction`,
 * those a reader's action loads (ON_ACTION_CHUNKS): a tool's total is what loads after hydration by itself (the cost
 * tool's fee model on idle). A sign-in page counts every lazy chunk (it fetches them at once).
 */
export function pageJavaScript(
  file,
  { followLazy = false, skipLazy = new Set(), skipOnAction = false, dist = DIST } = {},
) {
  const html = readFileSync(file, 'utf8');
  const entry = new Set();
  let inlineBytes = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1];
    if (/type=["']?application\/(ld\+)?json/.test(attrs)) continue;
    const src = /\bsrc=["']([^"']+)["']/.exec(attrs)?.[1];
    if (src) {
      const path = localAsset(src, dist);
      if (path) entry.add(path);
    } else if (m[2].trim()) {
      inlineBytes += gzipSync(m[2]).length;
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*rel=["']modulepreload["'][^>]*>/g)) {
    const path = localAsset(/href=["']([^"']+)["']/.exec(m[0])?.[1], dist);
    if (path) entry.add(path);
  }
  for (const m of html.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)=["']([^"']+)["']/g)) {
    const path = localAsset(m[1], dist);
    if (path) entry.add(path);
  }
  // The static graph first, so a chunk the page imports statically counts even when a lazy set also holds it.
  const seen = closure([...entry], new Set(), false);
  if (followLazy) {
    const onAction = (path) => skipOnAction && ON_ACTION_CHUNKS.test(basename(path));
    const skip = (path) => !seen.has(path) && (skipLazy.has(path) || onAction(path));
    closure([...seen], seen, true, skip);
  }
  const files = [...seen];
  const bytes = files.reduce((sum, f) => sum + gzipBytes(f), 0) + inlineBytes;
  const firebase = files.some((f) => /identitytoolkit|@firebase\/auth|firebase\/auth/.test(readFileSync(f, 'utf8')));
  return { bytes, files: files.map((f) => relative(dist, f)), firebase };
}

/** The chunks reachable from `start` (into `seen`): static imports, and lazy ones with `dynamic`, minus `skip`. */
function closure(start, seen, dynamic, skip = () => false) {
  const queue = [...start];
  const visited = new Set();
  while (queue.length) {
    const next = queue.pop();
    if (visited.has(next) || !existsSync(next)) continue;
    visited.add(next);
    seen.add(next);
    queue.push(...chunkImports(next, dynamic).filter((path) => !skip(path)));
  }
  return seen;
}

/**
 * The site's common lazy set: the lazy chunks the layout of every page can load on a reader's action (the search
 * dialog, sign-in and Firebase), found as what content pages reach lazily beyond their own first load. Counted on the
 * sign-in pages, which load them at once; a tool's total leaves them out.
 */
export function commonLazyChunks(contentFiles, dist = DIST) {
  const common = new Set();
  for (const file of contentFiles) {
    const first = new Set(pageJavaScript(file, { dist }).files);
    for (const f of pageJavaScript(file, { followLazy: true, dist }).files)
      if (!first.has(f)) common.add(join(dist, f));
  }
  return common;
}

/** Per category, the median score of LIGHTHOUSE_RUNS runs, and the median Largest Contentful Paint. */
export async function lighthouseMedian(url) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
    // Headless Chromium now and then dies mid-run on this machine, or Lighthouse loses the trace (NO_NAVSTART);
    // two retries tell that from a real failure.
    runs.push(await lighthouse(url, i).catch(() => lighthouse(url, i).catch(() => lighthouse(url, i))));
  }
  const scores = Object.fromEntries(
    Object.keys(runs[0].scores).map((cat) => [cat, median(runs.map((r) => r.scores[cat] ?? 0))]),
  );
  return { scores, lcpMs: median(runs.map((r) => r.lcpMs ?? Infinity)) };
}

async function lighthouse(url, attempt) {
  const chrome = siteConfig().chromePath;
  const out = join(WORK, `lh-${new URL(url).pathname.replace(/\W+/g, '_')}-${attempt}.json`);
  await run(
    process.execPath,
    [
      join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --no-first-run',
    ],
    { CHROME_PATH: chrome },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  return {
    scores: Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, v.score])),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? null,
  };
}

const kb = (n) => (n / KB).toFixed(1).padStart(7);

/** Search budget: results within 300 ms of the keystroke (median), no search bytes on page load. */
const SEARCH_MEDIAN_MS = 300;

/**
 * Input to the first result link against Pagefind's API, per query; with `budget`, a query over
 * FIRST_RESULT_RATIO × the API is a failure.
 */
function printFirstResults(title, rows, failures, budget) {
  console.log(
    `  first result link vs Pagefind API (search + first result's data), same page${budget ? `; budget ≤ ${FIRST_RESULT_RATIO}×` : ''}:`,
  );
  for (const row of rows) {
    const ratio = row.ratio === null ? 'no results' : `${row.ratio.toFixed(2)}×`;
    console.log(
      `    '${row.query}' (${row.results} results): ${row.firstLinkMs === null ? '-' : row.firstLinkMs.toFixed(0)} ms vs ${row.apiMs.toFixed(0)} ms, ${ratio}; whole dialog ${row.doneMs.toFixed(0)} ms`,
    );
    if (budget && row.ratio !== null && row.ratio > FIRST_RESULT_RATIO)
      failures.push(
        `${title}: '${row.query}' first result ${row.ratio.toFixed(2)}× the Pagefind API > ${FIRST_RESULT_RATIO}×`,
      );
  }
}

function printSearch(title, search, failures, { firstResultBudget = false } = {}) {
  const { index, indexing, firstQuery } = search;
  console.log(`\n${title}`);
  console.log(
    `  index: ${index.files} files, ${kb(index.bytes).trim()} KB (index chunks ${index.indexFiles} files, ${kb(index.indexBytes).trim()} KB); indexing ${indexing ? `${indexing.pages} pages in ${(indexing.milliseconds / 1000).toFixed(1)} s` : '?'}`,
  );
  console.log(
    `  first query: ${firstQuery.files} files, ${kb(firstQuery.bytes).trim()} KB (${kb(firstQuery.gzipBytes).trim()} KB with gzip JS), ${firstQuery.milliseconds.toFixed(0)} ms keystroke to results`,
  );
  console.log(
    `  keystroke to results: median ${search.medianMs.toFixed(0)} ms over ${search.queries} queries (target < ${SEARCH_MEDIAN_MS} ms); '${search.everywhere.query}' (in nearly every page) ${search.everywhere.milliseconds.toFixed(0)} ms`,
  );
  printFirstResults(title, search.firstResult, failures, firstResultBudget);
  if (search.fetchedOnLoad > 0) failures.push(`${title}: ${search.fetchedOnLoad} search files fetched on page load`);
  if (search.medianMs >= SEARCH_MEDIAN_MS)
    failures.push(`${title}: median ${search.medianMs.toFixed(0)} ms >= ${SEARCH_MEDIAN_MS} ms`);
}

async function main() {
  mkdirSync(WORK, { recursive: true });
  const failures = [];
  const results = {
    date: new Date().toISOString(),
    build: null,
    pages: [],
    lighthouse: {},
    tools: null,
    myCosts: null,
    search: null,
    newsScale: null,
  };

  console.log('Building the site (production)...');
  const { out: buildLog, ...build } = await timed(
    [process.execPath, join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'],
    {
      ASTRO_OUT_DIR: DIST,
      ASTRO_CACHE_DIR: join(WORK, 'cache'),
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  );
  results.build = build;
  const pagesBuilt = htmlFiles(DIST).length;
  console.log(
    `Build: ${results.build.seconds.toFixed(1)} s, ${pagesBuilt} pages, peak ${results.build.peakMB ?? '?'} MB\n`,
  );

  const files = htmlFiles(DIST).filter(
    (f) => !/\/nieuws\/(?!pagina|categorie)[^/]+\.html$/.test(f) || f.endsWith('/nieuws.html'),
  );
  // One news article stands for all of them (they share one template).
  const article = htmlFiles(DIST).find((f) => /\/nieuws\/[^/]+\.html$/.test(f) && !/pagina|categorie/.test(f));
  if (article) files.push(article);

  console.log(
    'page'.padEnd(42) + 'JS gz KB'.padStart(9) + ' budget'.padStart(9) + 'HTML KB'.padStart(9) + '  firebase',
  );
  // The pages that always load Firebase fetch their lazy chunks at once, the common set included; a tool counts what
  // it loads after hydration by itself (its budget is 'in total'), not the common set; every other page (the stock
  // screener too, whose budget allows Firebase once the reader signs in) counts its first load.
  const commonLazy = commonLazyChunks(files.filter((f) => jsBudgetOf(routeOf(f)) === 'content'));
  for (const file of files.sort()) {
    const route = routeOf(file);
    const budgetKind = jsBudgetOf(route);
    const js =
      budgetKind === 'tool'
        ? pageJavaScript(file, { followLazy: true, skipLazy: commonLazy, skipOnAction: true })
        : pageJavaScript(file, { followLazy: pageNeedsAuth(route) });
    const html = readFileSync(file);
    // Each page's budget is in the route table (src/data/routes.ts), so a new page brings its own.
    const budget = jsBudgetBytes(route);
    const htmlBudget = HTML_BUDGETS.find((b) => b.test.test(route))?.bytes;
    const row = {
      route,
      jsGzipBytes: js.bytes,
      jsBudget: budget,
      htmlBytes: html.length,
      htmlGzipBytes: gzipSync(html).length,
      firebase: js.firebase,
      jsFiles: js.files,
    };
    results.pages.push(row);
    let flag = '';
    const fail = (label, message) => {
      flag += ` ${label}`;
      failures.push(`${route}: ${message}`);
    };
    if (js.bytes > budget) fail('OVER JS BUDGET', `${js.bytes} B JS > ${budget} B`);
    if (htmlBudget && html.length > htmlBudget) fail('OVER HTML BUDGET', `${html.length} B HTML > ${htmlBudget} B`);
    const htmlGzipBudget = HTML_GZIP_BUDGETS.find((b) => b.test.test(route))?.bytes;
    if (htmlGzipBudget && row.htmlGzipBytes > htmlGzipBudget)
      fail('OVER HTML GZIP BUDGET', `${row.htmlGzipBytes} B gzip HTML > ${htmlGzipBudget} B`);
    if (js.firebase && !pageNeedsAuth(route)) fail('FIREBASE ON CONTENT PAGE', 'loads Firebase code');
    console.log(
      route.slice(0, 41).padEnd(42) +
        kb(js.bytes).padStart(9) +
        kb(budget).padStart(9) +
        kb(html.length).padStart(9) +
        (js.firebase ? '  yes' : '  no') +
        flag,
    );
  }

  if (!args.has('--no-lighthouse')) {
    const server = await startPagesRuntime({ root: DIST });
    const targets = [
      '/',
      '/aandelen/wat-zijn-aandelen',
      '/tools/compound-interest',
      '/etf/vind-jouw-etf',
      '/tools/stock-screener',
      '/tools/kosten-vergelijken',
      '/tools/box-3',
      '/brokers/degiro',
      '/brokers/ing',
      '/brokers/degiro-vs-trade-republic',
      '/brokers/ing-vs-meesman',
      '/tools/mijn-kosten',
      // Budget: the portfolio dashboard keeps Lighthouse mobile ≥ 0.95 (measured signed out, as a first visit is).
      '/portfolio/dashboard',
    ];
    console.log(`\nLighthouse (mobile, median of ${LIGHTHOUSE_RUNS} runs)`);
    for (const path of targets) {
      try {
        const { scores, lcpMs } = await lighthouseMedian(server.url + path);
        results.lighthouse[path] = { ...scores, lcpMs };
        const low = Object.entries(scores).filter(([, s]) => s !== null && s < LIGHTHOUSE_MIN);
        for (const [cat, s] of low) failures.push(`Lighthouse ${path} ${cat} ${s} < ${LIGHTHOUSE_MIN}`);
        const pageBudget = LIGHTHOUSE_PAGE_BUDGETS.find((b) => b.path === path);
        if (pageBudget && (scores.performance ?? 0) < pageBudget.performance)
          failures.push(`Lighthouse ${path} performance ${scores.performance} < ${pageBudget.performance}`);
        if (pageBudget && lcpMs > pageBudget.lcpMs)
          failures.push(`Lighthouse ${path} LCP ${lcpMs.toFixed(0)} ms > ${pageBudget.lcpMs} ms`);
        console.log(
          `  ${path.padEnd(34)} ${Object.entries(scores)
            .map(([k, v]) => `${k} ${Math.round((v ?? 0) * 100)}`)
            .join('  ')}  LCP ${(lcpMs / 1000).toFixed(2)} s`,
        );
      } catch (error) {
        failures.push(`Lighthouse ${path} failed: ${error.message.split('\n')[0]}`);
      }
    }
    await server.close();
  }

  if (existsSync(join(ROOT, 'bench/tools-timing.mjs'))) {
    const { measureTools, PROFILE_BUDGET_MS } = await import('./tools-timing.mjs');
    results.tools = await measureTools();
    console.log(
      `\nTools: calculation ${results.tools.calcMs.toFixed(2)} ms, ETF filter ${results.tools.filterMs.toFixed(2)} ms (budget < 16 ms each); one cost profile for every broker ${results.tools.profileMs.toFixed(2)} ms (budget < ${PROFILE_BUDGET_MS} ms)`,
    );
    if (results.tools.profileMs >= PROFILE_BUDGET_MS)
      failures.push(`cost profile for every broker ${results.tools.profileMs} ms >= ${PROFILE_BUDGET_MS} ms`);
    if (results.tools.calcMs >= 16) failures.push(`calculation ${results.tools.calcMs} ms >= 16 ms`);
    if (results.tools.filterMs >= 16) failures.push(`ETF filter ${results.tools.filterMs} ms >= 16 ms`);
  }

  if (existsSync(join(ROOT, 'bench/portfolio-timing.mjs'))) {
    const { measurePortfolio, PORTFOLIO_BUDGET_MS } = await import('./portfolio-timing.mjs');
    results.portfolio = measurePortfolio();
    const { transactions, buildMs } = results.portfolio;
    console.log(
      `Own portfolio: ${transactions} transactions built in ${buildMs.toFixed(1)} ms (budget < ${PORTFOLIO_BUDGET_MS} ms)`,
    );
    if (buildMs >= PORTFOLIO_BUDGET_MS) failures.push(`own portfolio ${buildMs} ms >= ${PORTFOLIO_BUDGET_MS} ms`);
    for (const [format, ms] of Object.entries(results.portfolio.fromFilesMs)) {
      console.log(
        `  from a ${format} file of ${results.portfolio.fileTrades} trades: read and built in ${ms.toFixed(1)} ms`,
      );
      if (ms >= PORTFOLIO_BUDGET_MS)
        failures.push(`own portfolio from ${format} ${ms} ms >= ${PORTFOLIO_BUDGET_MS} ms`);
    }
  }

  if (existsSync(join(ROOT, 'bench/my-costs-timing.mjs'))) {
    const { measureMyCosts, MY_COSTS_BUDGET_MS, MY_COSTS_LARGE_BUDGET_MS } = await import('./my-costs-timing.mjs');
    results.myCosts = await measureMyCosts();
    const { orders, parseAndPriceMs, largeRows, largeWorkerMs } = results.myCosts;
    console.log(
      `Mijn kosten: ${orders} orders parsed and priced in ${parseAndPriceMs.toFixed(1)} ms (budget < ${MY_COSTS_BUDGET_MS} ms)`,
    );
    if (parseAndPriceMs >= MY_COSTS_BUDGET_MS)
      failures.push(`Mijn kosten parse and price ${parseAndPriceMs} ms >= ${MY_COSTS_BUDGET_MS} ms`);
    console.log(
      `Mijn kosten: ${largeRows} rows read and priced in a worker in ${largeWorkerMs.toFixed(0)} ms (budget < ${MY_COSTS_LARGE_BUDGET_MS} ms)`,
    );
    if (largeWorkerMs >= MY_COSTS_LARGE_BUDGET_MS)
      failures.push(`Mijn kosten ${largeRows} rows in a worker ${largeWorkerMs} ms >= ${MY_COSTS_LARGE_BUDGET_MS} ms`);
    const { largeIbkrRows, largeIbkrWorkerMs } = results.myCosts;
    console.log(
      `Mijn kosten: IBKR statement of ${largeIbkrRows} rows read and priced in a worker in ${largeIbkrWorkerMs.toFixed(0)} ms (budget < ${MY_COSTS_LARGE_BUDGET_MS} ms)`,
    );
    if (largeIbkrWorkerMs >= MY_COSTS_LARGE_BUDGET_MS)
      failures.push(
        `Mijn kosten IBKR ${largeIbkrRows} rows in a worker ${largeIbkrWorkerMs} ms >= ${MY_COSTS_LARGE_BUDGET_MS} ms`,
      );
  }
  {
    const { measureApi, API_BUDGET_MS } = await import('./api-timing.mjs');
    results.api = await measureApi();
    const { requests, getMedianMs, putMedianMs, staticMedianMs } = results.api;
    console.log(
      `Account API on the local runtime: GET median ${getMedianMs.toFixed(1)} ms, PUT median ${putMedianMs.toFixed(1)} ms of ${requests} each (budget < ${API_BUDGET_MS} ms); a static page ${staticMedianMs.toFixed(1)} ms`,
    );
    if (getMedianMs >= API_BUDGET_MS) failures.push(`account API GET median ${getMedianMs} ms >= ${API_BUDGET_MS} ms`);
    if (putMedianMs >= API_BUDGET_MS) failures.push(`account API PUT median ${putMedianMs} ms >= ${API_BUDGET_MS} ms`);
  }
  if (!args.has('--no-many-files')) {
    // Twelve 50 MB exports chosen at once in Chromium on the Pages runtime (bench/my-costs-many.mjs).
    const { measureManyFiles, reportManyFiles } = await import('./my-costs-many.mjs');
    results.myCostsManyFiles = await measureManyFiles(DIST);
    const report = reportManyFiles(results.myCostsManyFiles);
    for (const line of report.lines) console.log(line);
    failures.push(...report.failures);
  }
  if (!args.has('--no-provider-builds')) {
    // Every provider against the spec's five, same machine and run (bench/provider-builds.mjs).
    const { measureProviderBuilds, reportProviderBuilds } = await import('./provider-builds.mjs');
    console.log("\nBuilding the site with every provider and with the spec's five (three rounds)...");
    results.providerBuilds = await measureProviderBuilds();
    const report = reportProviderBuilds(results.providerBuilds);
    for (const line of report.lines) console.log(line);
    failures.push(...report.failures);
  }
  results.search = { index: indexSize(DIST), indexing: indexingFromLog(buildLog), ...(await measureSearch(DIST)) };
  printSearch('Search (normal site)', results.search, failures);

  if (!args.has('--no-scale') && existsSync(join(ROOT, 'bench/news-scale.mjs'))) {
    const { measureNewsScale } = await import('./news-scale.mjs');
    // --scale-count=N: a smaller run of the same comparison (a check of the bench itself; the budget is for 10,000).
    const count = Number([...args].find((arg) => arg.startsWith('--scale-count='))?.split('=')[1] ?? 10_000);
    console.log(
      `\nNews at scale (${count} articles; site, Starlight peer and bare Astro in three rounds; this takes a while)...`,
    );
    results.newsScale = await measureNewsScale({ count });
    const scale = results.newsScale;
    const seconds = (run) =>
      `${run.seconds.toFixed(1)} s (rendering ${run.renderSeconds.toFixed(1)} s, indexing ${run.indexSeconds.toFixed(1)} s)`;
    for (const [index, round] of scale.rounds.entries()) {
      console.log(
        `  round ${index + 1} (${round.order.join(', ')}): site ${seconds(round.site)}, peer ${seconds(round.peer)}, bare ${round.bare.seconds.toFixed(1)} s; site/peer ${round.sitePerPeer.toFixed(2)}, site/bare ${round.sitePerBare.toFixed(2)}`,
      );
    }
    for (const name of /** @type {const} */ (['site', 'peer', 'bare'])) {
      const run = scale[name];
      console.log(
        `  ${name} (median): ${seconds(run)}, ${run.pages} pages, ${run.pagesPerSecond.toFixed(0)} pages/s, peak ${run.peakMB ?? '?'} MB`,
      );
    }
    console.log(
      `  site/peer: median ${scale.sitePerPeer.toFixed(2)} (budget ≤ 1.0); site/bare: median ${scale.sitePerBare.toFixed(2)} (reported)`,
    );
    console.log(`  /nieuws HTML ${kb(scale.newsListHtmlBytes)} KB`);
    if (scale.sitePerPeer > 1) failures.push(`news build ${scale.sitePerPeer.toFixed(2)}× the Starlight peer > 1.0×`);
    printSearch(`  search (${count} articles)`, scale.search, failures, { firstResultBudget: true });
    if (scale.site.seconds > 180) failures.push(`news build ${scale.site.seconds.toFixed(0)} s > 180 s`);
    if (scale.site.peakMB && scale.site.peakMB > 4096)
      failures.push(`news build peak ${scale.site.peakMB} MB > 4096 MB`);
    if (scale.newsListHtmlBytes > 250 * KB)
      failures.push(`/nieuws HTML at scale ${scale.newsListHtmlBytes} B > 250 KB`);
  }

  if (!args.has('--no-test-suite')) {
    // Budget: `npm test` from a fresh clone in ≤ 600 s, and its slowest files (bench/test-suite.mjs).
    const { measureTestSuite, reportTestSuite } = await import('./test-suite.mjs');
    console.log('\nTiming npm test in a fresh clone of this commit (npm ci first, not timed)...');
    results.testSuite = await measureTestSuite();
    const report = reportTestSuite(results.testSuite);
    for (const line of report.lines) console.log(line);
    failures.push(...report.failures);
  }

  results.failures = failures;
  writeFileSync(join(ROOT, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n');
  console.log('\nWritten to bench/results.json');
  if (failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All budgets met.');
}

// Runs when started as a script (npm run bench); importing the module (tests/unit/bench.test.ts) runs nothing.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
