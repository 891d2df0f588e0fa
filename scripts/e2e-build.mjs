// The production build the browser tests run against, made for an Auth emulator on a given port. Used by the e2e
// global setup (tests/e2e/global-setup.ts) and by `npm test` (scripts/test.mjs), which builds while the static
// checks and unit tests run, so the e2e run then only starts the emulator on the port the build was made for.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { childEnv, siteConfig } from '../src/environment.mjs';

/** Set E2E_DIR to give a parallel run its own build folder. */
export const E2E_DIR = siteConfig().e2eDir ?? '.tmp/e2e';
export const E2E_DIST = resolve(E2E_DIR, 'dist');
/** The file that records which emulator host the build in E2E_DIST was made for. */
export const E2E_BUILT_FOR = resolve(E2E_DIST, '..', 'emulator-host');

/** How long a build waits for the type checks at most: they take about a minute. */
const GATE_TIMEOUT_MS = 10 * 60_000;

/**
 * `npm test` runs the browser tests beside astro check and ESLint (scripts/test.mjs). Every `astro build` rewrites
 * `.astro/`'s generated types, non-atomically, and those checks read them; so while the gate file `npm test` names
 * exists, a browser test's own build (news-build, news-contentful, …) waits. Synchronous like the build itself.
 */
function waitForTypeChecks() {
  const gate = siteConfig().e2eBuildGate;
  if (!gate) return;
  const deadline = Date.now() + GATE_TIMEOUT_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (existsSync(gate)) {
    if (Date.now() > deadline) throw new Error(`the type checks did not end within 10 minutes (${gate} remains)`);
    // Atomics.wait blocks this thread for 100 ms between looks; the file's removal is the event waited for.
    Atomics.wait(pause, 0, 0, 100);
  }
}

/**
 * Builds the site into `outDir` with extra environment; throws with the build output on failure (with
 * `passOutput`, the output goes to this process's own stdout and stderr as it comes).
 * @param {string} outDir
 * @param {Record<string, string>} env
 * @param {{ passOutput?: boolean }} [options]
 */
export function buildSite(outDir, env, { passOutput = false } = {}) {
  waitForTypeChecks();
  const result = spawnSync(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'build'], {
    env: childEnv({
      ASTRO_TELEMETRY_DISABLED: '1',
      // Vitest sets NODE_ENV=test, which would make Astro bundle React's development build: the
      // browser tests must drive the same production bundle readers get.
      NODE_ENV: 'production',
      ASTRO_OUT_DIR: outDir,
      ASTRO_CACHE_DIR: resolve(outDir, '../cache'),
      ...env,
    }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: passOutput ? 'inherit' : 'pipe',
  });
  if (result.status !== 0) {
    const output = passOutput ? '(above)' : (result.stdout + result.stderr).slice(-4000);
    throw new Error(`astro build failed (${result.status}):\n${output}`);
  }
}

/**
 * The e2e build for an Auth emulator at `emulatorHost`, with the embedded default news (no Contentful), and the
 * record of that host beside it.
 * @param {string} emulatorHost
 * @param {{ passOutput?: boolean }} [options]
 */
export function buildForEmulator(emulatorHost, { passOutput = false } = {}) {
  // A build that fails halfway must never pass for one made for this host.
  rmSync(E2E_BUILT_FOR, { force: true });
  buildSite(
    E2E_DIST,
    {
      PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      // The embedded default news (no Contentful) is what these tests read.
      CONTENTFUL_SPACE_ID: '',
      CONTENTFUL_ACCESS_TOKEN: '',
    },
    { passOutput },
  );
  writeFileSync(E2E_BUILT_FOR, emulatorHost);
}

// `node scripts/e2e-build.mjs HOST:PORT`: the e2e build for an emulator at that address (scripts/test.mjs runs it).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const host = process.argv[2];
  if (!host) throw new Error('usage: node scripts/e2e-build.mjs 127.0.0.1:PORT');
  buildForEmulator(host, { passOutput: true });
}
