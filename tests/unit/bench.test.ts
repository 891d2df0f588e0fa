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
const WORKER_IMPORTS = [
  'src/lib/exports/analyze.ts',
  'src/lib/brokerFiles/shared/encoding.ts',
  'src/lib/exports/parse.ts',
];

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

/** bench/run.mjs's and bench/first-visit.mjs's JavaScript count, as this test calls it (the bench is plain JavaScript). */
interface PageJs {
  readonly bytes: number;
  readonly files: string[];
  readonly firebase: boolean;
}
interface BenchJavaScript {
  readonly pageJavaScript: (file: string, options?: { followLazy?: boolean; dist?: string }) => PageJs;
}
interface FirstVisit {
  readonly inlineScriptBytes: (html: string) => number;
  readonly firstVisitJavaScript: (
    browser: import('playwright-core').Browser,
    url: string,
  ) => Promise<{ bytes: number; inlineBytes: number; files: string[] }>;
}

// A page's JavaScript is every script response of a first visit with no interaction until the network is
// idle, plus every inline script but JSON-LD (a tool's `<script type="application/json">` data counts); data fetched as
// a .json file, or a chunk loaded, after a reader's action does not.
describe("the bench's JavaScript per page (a first visit, inline data included)", () => {
  const TARIFFS = JSON.stringify({ tariffs: Array.from({ length: 200 }, (_, i) => ({ id: `b${i}`, fee: i * 1.5 })) });
  const JSON_LD = JSON.stringify({ '@context': 'https://schema.org', '@type': 'WebPage', name: 'x'.repeat(300) });

  // A built site in miniature: a layout script every page has, which loads the search dialog on a reader's action; a
  // tool island with a static import, a chunk it loads by itself once hydrated (when idle), and a model and a .json
  // file it loads on a click; inline tariffs as JSON and JSON-LD.
  async function miniSite() {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dist = mkdtempSync(resolve(tmpdir(), 'bench-js-'));
    mkdirSync(resolve(dist, '_astro'));
    const chunk = (name: string, code: string) => writeFileSync(resolve(dist, '_astro', name), code);
    chunk('layout.A.js', 'document.body.onclick=()=>import("./searchDialog.B.js");');
    chunk('searchDialog.B.js', 'export const d=1;' + 'x'.repeat(400));
    chunk(
      'Tool.E.js',
      'import"./shared.F.js";requestIdleCallback(()=>import("./idle.G.js"));' +
        'document.querySelector("button").onclick=()=>{import("./model.H.js");fetch("/data.json");};',
    );
    chunk('shared.F.js', 'export const s=1;');
    chunk('idle.G.js', 'export const g=1;' + 'g'.repeat(500));
    chunk('model.H.js', 'export const m=1;' + 'm'.repeat(3000));
    writeFileSync(resolve(dist, 'data.json'), TARIFFS);
    const page = [
      '<!doctype html><html><head>',
      `<script type="application/ld+json">${JSON_LD}</script>`,
      '<script>document.documentElement.dataset.theme="light"</script>',
      '</head><body><button>Reken</button>',
      `<script type="application/json" id="tariffs">${TARIFFS}</script>`,
      '<script type="module" src="/_astro/layout.A.js"></script>',
      '<script type="module" src="/_astro/Tool.E.js"></script>',
      '</body></html>',
    ].join('');
    writeFileSync(resolve(dist, 'tool.html'), page);
    return dist;
  }

  it('counts inline scripts and inline JSON data, never JSON-LD', async () => {
    const { inlineScriptBytes } = (await import('../../bench/first-visit.mjs')) as FirstVisit;
    const { gzipSync } = await import('node:zlib');
    const code = 'document.documentElement.dataset.theme="light"';
    expect(inlineScriptBytes(`<script>${code}</script>`)).toBe(gzipSync(code).length);
    expect(inlineScriptBytes(`<script type="application/json" id="t">${TARIFFS}</script>`)).toBe(
      gzipSync(TARIFFS).length,
    );
    expect(inlineScriptBytes(`<script type="application/ld+json">${JSON_LD}</script>`)).toBe(0);
    expect(inlineScriptBytes('<script type="module" src="/a.js"></script><script> </script>')).toBe(0);
  });

  it("counts a page's static graph and its inline data (pageJavaScript)", async () => {
    const { pageJavaScript } = (await import('../../bench/run.mjs')) as BenchJavaScript;
    const { gzipSync } = await import('node:zlib');
    const dist = await miniSite();
    const first = pageJavaScript(resolve(dist, 'tool.html'), { dist });
    expect(first.files.sort()).toEqual(['_astro/Tool.E.js', '_astro/layout.A.js', '_astro/shared.F.js']);
    // The inline tariffs count: more than the scripts and the theme script alone.
    expect(first.bytes).toBeGreaterThan(gzipSync(TARIFFS).length);
    // A sign-in page fetches every lazy chunk at once: all of them count.
    expect(pageJavaScript(resolve(dist, 'tool.html'), { followLazy: true, dist }).files).toHaveLength(6);
  });

  it('counts what a first visit loads by itself until the network is idle, not what a click loads', async () => {
    const { firstVisitJavaScript } = (await import('../../bench/first-visit.mjs')) as FirstVisit;
    const { chromium } = await import('playwright-core');
    const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('../e2e/support/chromium');
    const { createServer } = await import('node:http');
    const { readFileSync, existsSync } = await import('node:fs');
    const { gzipSync } = await import('node:zlib');
    const dist = await miniSite();
    const server = createServer((request, response) => {
      const path = resolve(dist, `.${request.url === '/tool' ? '/tool.html' : request.url}`);
      if (!existsSync(path)) return void response.writeHead(404).end();
      const type = path.endsWith('.js') ? 'text/javascript' : path.endsWith('.json') ? 'application/json' : 'text/html';
      response.writeHead(200, { 'Content-Type': type }).end(readFileSync(path));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as import('node:net').AddressInfo;
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const visit = await firstVisitJavaScript(browser, `http://127.0.0.1:${port}/tool`);
      // The idle chunk loads by itself and counts; the model, the search dialog and the .json file a click loads do not.
      expect(visit.files).toEqual([
        '/_astro/Tool.E.js',
        '/_astro/idle.G.js',
        '/_astro/layout.A.js',
        '/_astro/shared.F.js',
      ]);
      const gz = (name: string) => gzipSync(readFileSync(resolve(dist, '_astro', name))).length;
      const html = readFileSync(resolve(dist, 'tool.html'), 'utf8');
      const { inlineScriptBytes } = (await import('../../bench/first-visit.mjs')) as FirstVisit;
      expect(visit.inlineBytes).toBe(inlineScriptBytes(html));
      expect(visit.bytes).toBe(
        ['Tool.E.js', 'idle.G.js', 'layout.A.js', 'shared.F.js'].reduce((sum, name) => sum + gz(name), 0) +
          visit.inlineBytes,
      );
    } finally {
      await browser.close();
      server.close();
    }
  });
});
