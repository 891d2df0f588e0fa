// `npm test`: every check of the project, in the order that keeps both cores busy (budget: at most 600 s
// from a fresh clone on a 2-core machine, bench/test-suite.mjs).
//
// The static checks (Prettier, astro check, ESLint), the unit tests and the e2e build are each mostly one busy
// thread, and none needs another's result, so they run side by side; run one after the other they left a core idle
// for minutes. The browser tests start as soon as the build is done, against that build (the e2e global setup then
// starts the Auth emulator on the port the build was made for), beside whatever of the others is still running:
// waiting for all of them left a core idle while the last check ran alone.
//
// One ordering is kept on purpose: `astro build` (and `astro check` without `--noSync`) rewrite the generated types
// in `.astro/` (plain writeFileSync, not atomic), which ESLint's and astro check's TypeScript read. So the
// type-reading checks start after the build has written its types, astro check does not write them again, and the
// browser tests' own builds (news-build, news-contentful, …) wait until the type checks are done (E2E_BUILD_GATE:
// a file that exists until then; scripts/e2e-build.mjs).
//
// Each step's output is printed whole when it ends (so steps never interleave); the browser tests' output streams
// once the other steps have printed theirs.
// `--report-dir=DIR` makes both Vitest runs also write a JSON report there (unit.json, e2e.json; the bench reads them).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './service.mjs';
import { childEnv, siteConfig, testChromium } from '../src/environment.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = (name) => resolve(ROOT, 'node_modules/.bin', name);
const reportDir = process.argv.find((arg) => arg.startsWith('--report-dir='))?.split('=')[1];
/** @param {string} project */
const vitestReport = (project) =>
  reportDir ? ['--reporter=default', '--reporter=json', `--outputFile=${resolve(reportDir, `${project}.json`)}`] : [];

/**
 * Runs one step; resolves with its result once it ends. `onOutput` sees the output as it comes. With `streamAfter`,
 * the output is held until that promise settles, then written as it comes (and not again at the end).
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, streamAfter?: Promise<unknown>, onOutput?: (text: string) => void }} [options]
 * @returns {Promise<{ name: string, ok: boolean, seconds: number }>}
 */
function step(name, command, args, { env = {}, streamAfter, onOutput } = {}) {
  const stream = streamAfter !== undefined;
  return new Promise((resolveStep) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: ROOT,
      env: childEnv({ ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let streaming = false;
    void streamAfter?.finally(() => {
      streaming = true;
      process.stdout.write(output);
    });
    /** @param {Buffer} chunk */
    const keep = (chunk) => {
      if (streaming) process.stdout.write(chunk);
      else output += chunk.toString();
      onOutput?.(output);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const finish = (/** @type {number | null} */ code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      if (!stream)
        process.stdout.write(`\n── ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s ──\n${output}`);
      resolveStep({ name, ok, seconds });
    };
    child.on('error', (error) => {
      output += String(error);
      finish(1);
    });
    child.on('close', finish);
  });
}

/** Resolves once the build's output says the generated types are written (or once the build ends). */
function typesWritten() {
  /** @type {() => void} */
  let done = () => {};
  const written = new Promise((/** @type {(value?: unknown) => void} */ resolveWritten) => (done = resolveWritten));
  // Astro logs '[types] Generated …' when sync has written .astro/, before it bundles or renders anything.
  const onOutput = (/** @type {string} */ text) => {
    // eslint-disable-next-line no-control-regex -- the terminal's colour codes around '[types]'
    if (/\[types\](\x1b\[[0-9;]*m)?\s+Generated/.test(text)) done();
  };
  return { written, onOutput, done };
}

// Said first, since the browser tests' own output comes last: which Chromium they will drive when it is not the
// headless shell (the full one: slower, still green), or what to install when there is none.
// (A configuration error is left to the build, which names it.)
const browser = (() => {
  try {
    return testChromium(siteConfig(), existsSync);
  } catch {
    return { path: '', note: null };
  }
})();
if (browser.path === null) console.log(`${browser.missing}\n(The browser tests will fail; the other steps run.)\n`);
else if (browser.note !== null) console.log(`${browser.note}\n`);

const emulatorHost = `127.0.0.1:${await freePort()}`;
const types = typesWritten();
const started = performance.now();

// Exists until the type checks are done; the browser tests' own builds wait for its removal (see above).
const buildGate = join(mkdtempSync(join(tmpdir(), 'bk-test-')), 'type-checks-running');
writeFileSync(buildGate, '');

const build = step('e2e build', process.execPath, [resolve(ROOT, 'scripts/e2e-build.mjs'), emulatorHost], {
  onOutput: types.onOutput,
}).finally(types.done);
const unit = step('unit tests', BIN('vitest'), ['run', '--project', 'unit', ...vitestReport('unit')]);
const prettier = step('prettier', BIN('prettier'), ['--check', '.']);
// `--noSync`: the build has just generated the types; without it astro check would rewrite `.astro/` while ESLint
// reads it. With it, both only read, so they run side by side.
const typeChecks = types.written
  .then(() =>
    Promise.all([
      step('astro check', BIN('astro'), ['check', '--noSync', '--minimumSeverity', 'warning']),
      step('eslint', BIN('eslint'), ['--max-warnings', '0', '.']),
    ]),
  )
  .finally(() => rmSync(buildGate, { force: true }));
const others = Promise.all([unit, prettier, typeChecks]);

const e2e = build.then((built) =>
  built.ok
    ? step('e2e tests', BIN('vitest'), ['run', '--project', 'e2e', ...vitestReport('e2e')], {
        env: { E2E_REUSE_BUILD: '1', E2E_BUILD_GATE: buildGate },
        streamAfter: others,
      })
    : { name: 'e2e tests', ok: false, seconds: 0 },
);

const [unitResult, prettierResult, typeResults] = await others;
const first = [await build, unitResult, prettierResult, ...typeResults];
const all = [...first, await e2e];
console.log(`\nnpm test: ${((performance.now() - started) / 1000).toFixed(0)} s`);
for (const result of all)
  console.log(`  ${result.ok ? 'passed' : 'FAILED'}  ${result.seconds.toFixed(0).padStart(4)} s  ${result.name}`);
if (!first[0]?.ok) console.log('  (the e2e tests did not run: the build failed)');
process.exit(all.every((result) => result.ok) ? 0 : 1);
