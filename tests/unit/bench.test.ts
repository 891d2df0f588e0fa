// The bench runs on plain Node (`npm run bench`), which resolves imports more strictly than Vite: a `.ts` file it
// reaches must name every relative import with its extension. The bench is not part of `npm test`, so this loads
// each of its modules (and the worker's) in a child Node, the way `npm run bench` does, without running them.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BENCH_MODULES = readdirSync(resolve(ROOT, 'bench'))
  .filter((name) => name.endsWith('.mjs') && name !== 'my-costs-worker.mjs')
  .map((name) => `bench/${name}`);
// The worker runs on import, so its imports are loaded instead.
const WORKER_IMPORTS = ['src/lib/exports/analyze.ts', 'src/lib/exports/encoding.ts', 'src/lib/exports/parse.ts'];

// Each case starts a Node that loads the bench's imports: about a second alone, more while npm test's browser tests
// run beside the unit tests, hence more than Vitest's 5 s default.
describe('bench modules', { timeout: 30_000 }, () => {
  it.each([...BENCH_MODULES, ...WORKER_IMPORTS])('%s loads on plain Node', (module) => {
    const out = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(`./${module}`)}); console.log('loaded');`],
      { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(out.trim()).toBe('loaded');
  });
});

describe('the five-provider build of the bench', () => {
  it("keeps the broker list's first five entries, the spec's five, and every line that is not an entry", async () => {
    const { readFileSync } = await import('node:fs');
    const { firstProviders } = await import('../../bench/provider-builds.mjs');
    const { BROKER_LIST } = await import('../../src/data/brokerList');
    const source = readFileSync(resolve(ROOT, 'src/data/brokerList.ts'), 'utf8');
    const five = firstProviders(source, 5);
    const ids = [...five.matchAll(/^\s*\{ id: '([^']+)'/gm)].map((match) => match[1]);
    // One entry per line in the source: the bench finds every provider of the list.
    expect([...source.matchAll(/^\s*\{ id: '([^']+)'/gm)].map((match) => match[1])).toEqual(
      BROKER_LIST.map((b) => b.id),
    );
    expect(ids).toEqual(['degiro', 'saxo', 'ibkr', 'trade-republic', 'trading-212']);
    expect(five.split('\n').length).toBe(source.split('\n').length - (BROKER_LIST.length - 5));
  });
});

describe('the test-suite timing of the bench (npm test from a fresh clone in at most 600 s)', () => {
  it('lists the test files slowest first, each with its time and number of tests, and fails over 600 s', async () => {
    const { slowestFiles, reportTestSuite, TEST_SUITE_BUDGET_SECONDS } = await import('../../bench/test-suite.mjs');
    const file = (name: string, seconds: number, tests: number) => ({
      name: `/clone/tests/${name}`,
      startTime: 1_000,
      endTime: 1_000 + seconds * 1000,
      assertionResults: Array.from({ length: tests }, () => ({})),
    });
    const files = slowestFiles({ testResults: [file('a.test.ts', 2, 3), file('b.e2e.ts', 90, 40)] }, '/clone');
    expect(files).toEqual([
      { file: 'tests/b.e2e.ts', seconds: 90, tests: 40 },
      { file: 'tests/a.test.ts', seconds: 2, tests: 3 },
    ]);
    expect(TEST_SUITE_BUDGET_SECONDS).toBe(600);
    const within = reportTestSuite({ passed: true, seconds: 599, files });
    expect(within.failures).toEqual([]);
    expect(within.lines[2]).toContain('tests/b.e2e.ts (40 tests)');
    expect(reportTestSuite({ passed: true, seconds: 601, files }).failures).toEqual(['npm test 601 s > 600 s']);
    expect(reportTestSuite({ passed: false, seconds: 10, files }).failures).toEqual(['npm test failed']);
  });
});

/** bench/run.mjs's JavaScript count, as this test calls it (the bench is plain JavaScript). */
interface PageJs {
  readonly bytes: number;
  readonly files: string[];
  readonly firebase: boolean;
}
interface BenchJavaScript {
  readonly pageJavaScript: (
    file: string,
    options?: { followLazy?: boolean; skipLazy?: Set<string>; skipOnAction?: boolean; dist?: string },
  ) => PageJs;
  readonly commonLazyChunks: (contentFiles: string[], dist?: string) => Set<string>;
}

describe("the bench's JavaScript per page (a tool's budget is 'in total')", () => {
  // A built site in miniature: a layout script every page has, which loads the search dialog (and Firebase through
  // it) on a reader's action; a tool island with a static import, a chunk it loads after hydration by itself, a file
  // reader it loads when a file is chosen, and a lazy chunk that shares a chunk with the search dialog.
  async function miniSite() {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dist = mkdtempSync(resolve(tmpdir(), 'bench-js-'));
    mkdirSync(resolve(dist, '_astro'));
    const chunk = (name: string, code: string) => writeFileSync(resolve(dist, '_astro', name), code);
    chunk('layout.A.js', 'document.body.onclick=()=>import("./searchDialog.B.js");');
    chunk('searchDialog.B.js', 'import"./brokerList.C.js";import("./firebase.D.js");' + 'x'.repeat(400));
    chunk('brokerList.C.js', 'export const b=1;' + 'y'.repeat(300));
    chunk('firebase.D.js', 'export const f="identitytoolkit";' + 'z'.repeat(2000));
    chunk('Tool.E.js', 'import"./shared.F.js";import("./model.G.js");el.onchange=()=>import("./readExport.H.js");');
    chunk('shared.F.js', 'export const s=1;');
    chunk('model.G.js', 'import"./brokerList.C.js";export const m=1;' + 'm'.repeat(500));
    chunk('readExport.H.js', 'export const r=1;' + 'r'.repeat(3000));
    const layout = '<script type="module" src="/_astro/layout.A.js"></script>';
    writeFileSync(resolve(dist, 'content.html'), `<html><body>${layout}<p>Tekst</p></body></html>`);
    writeFileSync(
      resolve(dist, 'tool.html'),
      `<html><body>${layout}<astro-island component-url="/_astro/Tool.E.js"></astro-island></body></html>`,
    );
    return dist;
  }

  it('counts what a tool loads after hydration by itself, not the common lazy set or the file readers', async () => {
    const { pageJavaScript, commonLazyChunks } = (await import('../../bench/run.mjs')) as BenchJavaScript;
    const dist = await miniSite();
    const common = commonLazyChunks([resolve(dist, 'content.html')], dist);
    expect([...common].map((f) => f.split('/').pop()).sort()).toEqual([
      'brokerList.C.js',
      'firebase.D.js',
      'searchDialog.B.js',
    ]);
    const first = pageJavaScript(resolve(dist, 'tool.html'), { dist });
    expect(first.files.sort()).toEqual(['_astro/Tool.E.js', '_astro/layout.A.js', '_astro/shared.F.js']);
    const total = pageJavaScript(resolve(dist, 'tool.html'), {
      followLazy: true,
      skipLazy: common,
      skipOnAction: true,
      dist,
    });
    // The model counts; the list it shares with the search dialog is the common set's, not counted again per tool.
    expect(total.files.sort()).toEqual([
      '_astro/Tool.E.js',
      '_astro/layout.A.js',
      '_astro/model.G.js',
      '_astro/shared.F.js',
    ]);
    expect(total.bytes).toBeGreaterThan(first.bytes);
    expect(total.firebase).toBe(false);
    // A sign-in page fetches every lazy chunk at once: all of them count, Firebase included.
    const signIn = pageJavaScript(resolve(dist, 'tool.html'), { followLazy: true, dist });
    expect(signIn.files).toHaveLength(8);
    expect(signIn.firebase).toBe(true);
  });
});
