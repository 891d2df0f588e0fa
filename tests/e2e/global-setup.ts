// Starts everything the browser tests need and stops it afterwards: the Firebase Auth emulator,
// a production build of the site pointing at that emulator, and Cloudflare Pages' own runtime
// (wrangler pages dev) serving it. One runtime for the whole suite: it takes seconds to start.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../scripts/emulator.mjs';
import { startPagesRuntime } from '../../scripts/preview.mjs';
import { buildForEmulator, E2E_BUILT_FOR, E2E_DIST } from '../../scripts/e2e-build.mjs';
import { siteConfig } from '../../src/environment.mjs';
import { TEST_CHROMIUM } from './support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    authEmulatorHost: string;
    distDir: string;
  }
}

export { buildSite, E2E_DIR, E2E_DIST } from '../../scripts/e2e-build.mjs';

export default async function setup(project: TestProject) {
  // The headless shell, else the full Chromium with a note (slower, still green), else stop with what to install.
  if (TEST_CHROMIUM.path === null) throw new Error(TEST_CHROMIUM.missing);
  if (TEST_CHROMIUM.note !== null) console.log(TEST_CHROMIUM.note);

  // E2E_REUSE_BUILD=1 skips the build when a previous run's build is there: local iteration, and `npm test`
  // (scripts/test.mjs), which builds while the static checks and unit tests run. The build bakes in the emulator's
  // address, so a reused build gets its emulator on the port it was built for.
  const reuse = siteConfig().e2eReuseBuild && existsSync(resolve(E2E_DIST, 'index.html')) && existsSync(E2E_BUILT_FOR);
  const reusedPort = reuse ? Number(readFileSync(E2E_BUILT_FOR, 'utf8').split(':').at(-1)) : undefined;
  const emulatorStarting = startAuthEmulator(reusedPort ? { port: reusedPort } : {});
  // Serving a reused build needs nothing of the emulator, so both start at once (seconds each).
  const serverStarting = reuse
    ? startPagesRuntime({ root: E2E_DIST })
    : emulatorStarting.then((started) => {
        buildForEmulator(started.host);
        return startPagesRuntime({ root: E2E_DIST });
      });
  const [emulatorStart, serverStart] = await Promise.allSettled([emulatorStarting, serverStarting]);
  if (emulatorStart.status === 'rejected' || serverStart.status === 'rejected') {
    if (serverStart.status === 'fulfilled') await serverStart.value.close();
    if (emulatorStart.status === 'fulfilled') await emulatorStart.value.stop();
    throw emulatorStart.status === 'rejected' ? emulatorStart.reason : (serverStart as PromiseRejectedResult).reason;
  }
  const emulator = emulatorStart.value;
  const server = serverStart.value;
  console.log(`wrangler pages dev ready at ${server.url} in ${Math.round(server.startupMs)} ms`);

  project.provide('baseUrl', server.url);
  project.provide('authEmulatorHost', emulator.host);
  project.provide('distDir', E2E_DIST);

  return async () => {
    await server.close();
    await emulator.stop();
  };
}
