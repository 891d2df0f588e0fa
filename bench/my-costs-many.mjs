// Many large files at once for `npm run bench`: twelve valid DEGIRO exports of just under 50 MB (the
// largest file Mijn kosten reads, 200,000 rows at most, so each row is padded to about 260 bytes) chosen together on
// /tools/mijn-kosten of a built site, in headless Chromium on the Pages runtime. Budgets: every file is read (none
// 'unreadable': the worker pool starts each file's 10 s timer when its worker starts), and the main thread is never
// blocked for more than 200 ms (the longest 'longtask' entry Chromium reports). The longest gap of a 20 ms heartbeat
// is printed too: it also counts the time the machine did not run the browser at all (a loaded machine).
// `node bench/my-costs-many.mjs <dist>` runs it on its own against a build in <dist>.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startPagesRuntime } from '../scripts/preview.mjs';
import { MAX_DATA_ROWS, MAX_EXPORT_BYTES } from '../src/lib/brokerFiles/shared/limits.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { largeDegiroExport } from '../tests/support/largeExport.ts';

export const MANY_FILES = 12;
export const MANY_BLOCK_BUDGET_MS = 200;
/** The status text when the results are shown (src/i18n/nl/myCosts.ts 'myCosts.status.done'). */
const DONE = 'Klaar: de resultaten staan hieronder.';

/** A valid DEGIRO export of MAX_DATA_ROWS rows at most, its product names padded to just under MAX_EXPORT_BYTES. */
export function fiftyMegabyteExport() {
  const { text, orders } = largeDegiroExport(Math.floor(MAX_DATA_ROWS / 1.1));
  const lines = text.split('\n');
  const rows = lines.length - 2;
  const target = MAX_EXPORT_BYTES - 64 * 1024;
  const extra = Math.floor((target - text.length) / rows);
  const filler = ' CLASS A'.repeat(Math.ceil(extra / 8)).slice(0, extra);
  const padded = lines.map((line, index) =>
    index === 0 || line === '' ? line : line.replace(/^([^,]*,[^,]*,[^,]*)/, `$1${filler}`),
  );
  const result = padded.join('\n');
  if (result.length > MAX_EXPORT_BYTES || rows > MAX_DATA_ROWS) throw new Error('generated export over the limits');
  return { text: result, orders, rows };
}

/** Counts the main thread's longest block while the page reads: a 20 ms heartbeat and the long-task entries. */
function watchMainThread() {
  const state = { longestGap: 0, longestTask: 0, tasksOver: 0 };
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    state.longestGap = Math.max(state.longestGap, now - last - 20);
    last = now;
  }, 20);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.longestTask = Math.max(state.longestTask, entry.duration);
      if (entry.duration > 200) state.tasksOver += 1;
    }
  }).observe({ type: 'longtask', buffered: false });
  Object.assign(window, { __mainThread: state });
}

/**
 * The resident memory in MB of the Chromium processes this process started (the sum over the browser, renderer, GPU
 * and utility processes, shared pages counted in each), read from /proc; null where there is no /proc.
 */
function chromiumResidentMb() {
  if (!existsSync('/proc/self/statm')) return null;
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  let pages = 0;
  const todo = [...(children.get(process.pid) ?? [])];
  while (todo.length > 0) {
    const pid = todo.pop();
    todo.push(...(children.get(pid) ?? []));
    try {
      if (!/chrom/i.test(readFileSync(`/proc/${pid}/comm`, 'utf8'))) continue;
      pages += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    } catch {
      // The process ended while it was read.
    }
  }
  return (pages * 4096) / (1024 * 1024);
}

export async function measureManyFiles(distDir) {
  const dir = mkdtempSync(join(tmpdir(), 'bk-many-'));
  const server = await startPagesRuntime({ root: distDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { text, orders, rows } = fiftyMegabyteExport();
    const paths = Array.from({ length: MANY_FILES }, (_, index) => {
      const path = join(dir, `Transactions-${index + 1}.csv`);
      writeFileSync(path, text);
      return path;
    });
    const page = await browser.newPage();
    await page.goto(`${server.url}/tools/mijn-kosten`);
    await page.locator('[data-my-costs][data-hydrated="true"]').waitFor();
    await page.evaluate(watchMainThread);
    let memoryMb = chromiumResidentMb();
    const sampler = setInterval(() => {
      const now = chromiumResidentMb();
      if (now !== null) memoryMb = Math.max(memoryMb ?? 0, now);
    }, 500);
    const started = performance.now();
    await page.locator('input[type="file"]').setInputFiles(paths);
    await page
      .locator('[data-status]')
      .filter({ hasText: DONE })
      .waitFor({ timeout: 600_000 })
      .finally(() => clearInterval(sampler));
    const readMs = performance.now() - started;
    const read = await page.locator('[data-file-read]').count();
    const failed = await page.locator('[data-file-problem]').count();
    const main = await page.evaluate(() => window.__mainThread);
    const problems = await page
      .locator('[data-file-problem]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-file-problem')));
    return {
      files: MANY_FILES,
      bytesEach: Buffer.byteLength(text),
      rowsEach: rows,
      ordersEach: orders,
      cores: await page.evaluate(() => navigator.hardwareConcurrency),
      read,
      failed,
      readMs,
      problems,
      longestBlockMs: main.longestTask,
      longestHeartbeatGapMs: main.longestGap,
      longTasksOver200: main.tasksOver,
      chromeMemoryMb: memoryMb,
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bench's lines and its budget failures. */
export function reportManyFiles(result) {
  const mb = (result.bytesEach / (1024 * 1024)).toFixed(1);
  const lines = [
    `Mijn kosten: ${result.files} × ${mb} MB (${result.rowsEach} rows each) chosen at once: ${result.read} read, ${result.failed} failed${result.problems.length ? ` (${result.problems.join(', ')})` : ''}, in ${(result.readMs / 1000).toFixed(1)} s (${result.cores} cores)`,
    `Mijn kosten: main thread's longest task ${result.longestBlockMs.toFixed(0)} ms, ${result.longTasksOver200} over 200 ms (budget <= ${MANY_BLOCK_BUDGET_MS} ms); longest 20 ms heartbeat gap ${result.longestHeartbeatGapMs.toFixed(0)} ms`,
  ];
  if (result.chromeMemoryMb !== null)
    lines.push(
      `Mijn kosten: Chromium's resident memory at most ${result.chromeMemoryMb.toFixed(0)} MB while reading (its processes summed)`,
    );
  const failures = [];
  if (result.failed > 0 || result.read !== result.files)
    failures.push(`Mijn kosten ${result.files} × 50 MB: ${result.failed} of ${result.files} files failed`);
  if (result.longestBlockMs > MANY_BLOCK_BUDGET_MS)
    failures.push(`Mijn kosten ${result.files} × 50 MB: main thread blocked ${result.longestBlockMs.toFixed(0)} ms`);
  return { lines, failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] ?? 'dist');
  const { lines, failures } = reportManyFiles(await measureManyFiles(dist));
  for (const line of lines) console.log(line);
  for (const failure of failures) console.log(`FAIL ${failure}`);
  process.exitCode = failures.length ? 1 : 0;
}
