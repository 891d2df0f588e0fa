// Budget: `npm test` from a fresh clone, after `npm ci`, in at most 600 s on this 2-core machine.
// Clones the current commit into a temporary folder (so nothing of this checkout's caches or builds helps),
// runs `npm ci` there (not timed), then times `npm test` as a newcomer runs it, with Vitest's JSON reports beside
// its usual output, and reads the slowest test files from those reports.
// Also runs on its own: `node bench/test-suite.mjs` (add `--here` to time this checkout instead of a clone).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { childEnv } from '../src/environment.mjs';

export const TEST_SUITE_BUDGET_SECONDS = 600;
const ROOT = resolve(import.meta.dirname, '..');

/** Runs a command, passing its output through when `echo` is set; resolves with its exit code and seconds. */
function run(cmd, argv, { cwd, echo = false }) {
  return new Promise((resolveRun, reject) => {
    const started = performance.now();
    const child = spawn(cmd, argv, {
      cwd,
      env: childEnv({ ASTRO_TELEMETRY_DISABLED: '1' }),
      stdio: ['ignore', echo ? 'inherit' : 'ignore', echo ? 'inherit' : 'ignore'],
    });
    child.on('error', reject);
    child.on('close', (code) => resolveRun({ code, seconds: (performance.now() - started) / 1000 }));
  });
}

/**
 * The test files of a Vitest JSON report, slowest first: each file's wall time from its first test's start to
 * its end, as Vitest reports it per file.
 * @param {{ testResults: { name: string, startTime: number, endTime: number, assertionResults: unknown[] }[] }} report
 * @param {string} root
 */
export function slowestFiles(report, root) {
  return report.testResults
    .map((file) => ({
      file: relative(root, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
      tests: file.assertionResults.length,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

/** Clones HEAD (or uses this checkout with `here`), installs, times `npm test`. */
export async function measureTestSuite({ here = false } = {}) {
  const dir = here ? ROOT : mkdtempSync(join(tmpdir(), 'bk-test-suite-'));
  try {
    if (!here) {
      const clone = await run('git', ['clone', '--quiet', '--no-local', ROOT, dir], { cwd: ROOT });
      if (clone.code !== 0) throw new Error('git clone of this checkout failed');
      const ci = await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir });
      if (ci.code !== 0) throw new Error('npm ci failed in the fresh clone');
    }
    // scripts/test.mjs writes one Vitest JSON report per project there.
    const reportDir = mkdtempSync(join(tmpdir(), 'bk-vitest-'));
    const test = await run('npm', ['test', '--', `--report-dir=${reportDir}`], { cwd: dir, echo: true });
    const files = ['unit', 'e2e']
      .map((project) => join(reportDir, `${project}.json`))
      .filter((file) => existsSync(file))
      .flatMap((file) => slowestFiles(JSON.parse(readFileSync(file, 'utf8')), dir))
      .sort((a, b) => b.seconds - a.seconds);
    return { passed: test.code === 0, seconds: test.seconds, files };
  } finally {
    if (!here) rmSync(dir, { recursive: true, force: true });
  }
}

/** The table lines and the budget failures of a measurement. */
export function reportTestSuite({ passed, seconds, files }) {
  const lines = [
    `npm test (fresh clone, after npm ci): ${seconds.toFixed(0)} s, ${passed ? 'passed' : 'FAILED'} (budget ≤ ${TEST_SUITE_BUDGET_SECONDS} s)`,
    '  slowest test files:',
    ...files.slice(0, 10).map((f) => `    ${f.seconds.toFixed(1).padStart(6)} s  ${f.file} (${f.tests} tests)`),
  ];
  const failures = [];
  if (!passed) failures.push('npm test failed');
  if (seconds > TEST_SUITE_BUDGET_SECONDS)
    failures.push(`npm test ${seconds.toFixed(0)} s > ${TEST_SUITE_BUDGET_SECONDS} s`);
  return { lines, failures };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = reportTestSuite(await measureTestSuite({ here: process.argv.includes('--here') }));
  for (const line of report.lines) console.log(line);
  if (report.failures.length) {
    console.error(`Over budget:\n  ${report.failures.join('\n  ')}`);
    process.exit(1);
  }
}
