// Starts everything the browser tests need and stops it afterwards: the Firebase Auth emulator,
// a production build of the site pointing at that emulator, and Cloudflare Pages' own runtime
// (wrangler pages dev) serving it. One runtime for the whole suite: it takes seconds to start.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../scripts/emulator.mjs';
import { startPagesRuntime } from '../../scripts/preview.mjs';
import { childEnv, siteConfig } from '../../src/environment.mjs';
import { CHROMIUM_PATH, chromiumMissingMessage } from './support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    authEmulatorHost: string;
    distDir: string;
  }
}

/** Set E2E_DIR to give a parallel run its own build folder. */
export const E2E_DIR = siteConfig().e2eDir ?? '.tmp/e2e';
export const E2E_DIST = resolve(E2E_DIR, 'dist');

/** Builds the site into `outDir` with extra environment; throws with the build output on failure. */
export function buildSite(outDir: string, env: Record<string, string>): void {
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
  });
  if (result.status !== 0) {
    throw new Error(`astro build failed (${result.status}):\n${(result.stdout + result.stderr).slice(-4000)}`);
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(chromiumMissingMessage());

  // E2E_REUSE_BUILD=1 skips the build when a previous run's build is there (local iteration only). The
  // build bakes in the emulator's address, so a reused build gets its emulator on the port it was built for.
  const builtFor = resolve(E2E_DIST, '..', 'emulator-host');
  const reuse = siteConfig().e2eReuseBuild && existsSync(resolve(E2E_DIST, 'index.html')) && existsSync(builtFor);
  const reusedPort = reuse ? Number(readFileSync(builtFor, 'utf8').split(':').at(-1)) : undefined;
  const emulator = await startAuthEmulator(reusedPort ? { port: reusedPort } : {});
  if (!reuse) {
    buildSite(E2E_DIST, {
      PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      // The embedded default news (no Contentful) is what these tests read.
      CONTENTFUL_SPACE_ID: '',
      CONTENTFUL_ACCESS_TOKEN: '',
    });
    writeFileSync(builtFor, emulator.host);
  }
  const server = await startPagesRuntime({ root: E2E_DIST });
  console.log(`wrangler pages dev ready at ${server.url} in ${Math.round(server.startupMs)} ms`);

  project.provide('baseUrl', server.url);
  project.provide('authEmulatorHost', emulator.host);
  project.provide('distDir', E2E_DIST);

  return async () => {
    await server.close();
    await emulator.stop();
  };
}
