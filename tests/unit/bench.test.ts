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

describe('the test-suite timing of the bench (issue 40)', () => {
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
