// Serves a build with Cloudflare Pages' own local runtime: `wrangler pages dev`, which runs the Pages asset
// handling in workerd (the runtime of the CDN the site deploys to). So `_headers`, `_redirects`, 404.html with
// status 404, extension-less URLs, `/faq.html` → 308 `/faq` and Range requests behave here as they do online,
// instead of being imitated. Used by `npm run preview`, the end-to-end tests and the bench.
//
// Offline and private: wrangler and workerd come from the lock file (node_modules); no login, no metrics, no
// error reports, no update check and no download of the `Request.cf` object; wrangler runs in a temporary
// folder, so it reads no .env or wrangler config of the project and leaves no `.wrangler/` state behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { childEnv, siteConfig } from '../src/environment.mjs';
import { freePort, signalGroup, spawnGroup, stopGroup, waitForHttp } from './service.mjs';

/** The Workers compatibility date of the Pages project (fixed, so an update of wrangler changes no behaviour). */
export const COMPATIBILITY_DATE = '2026-11-01';

/** What keeps wrangler offline and silent about the machine it runs on. */
export const OFFLINE_ENV = Object.freeze({
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  DO_NOT_TRACK: '1',
  // The banner is where wrangler asks npm for a newer version.
  WRANGLER_HIDE_BANNER: 'true',
  // Otherwise miniflare downloads https://workers.cloudflare.com/cf.json on start (Request.cf, unused here).
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  // The local data explorer adds routes the deployed site does not have.
  X_LOCAL_EXPLORER: 'false',
  CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: 'false',
});

const WRANGLER = resolve('node_modules/wrangler/bin/wrangler.js');

/**
 * Starts `wrangler pages dev` for `root` and resolves once it answers HTTP.
 * @param {{ root?: string, port?: number, host?: string, quiet?: boolean, timeoutMs?: number, signal?: AbortSignal }} [options]
 *   `port` 0 (the default) picks a free one; `quiet` false passes wrangler's own log through (npm run preview).
 * @returns {Promise<{ url: string, port: number, startupMs: number, close: () => Promise<void> }>}
 */
export async function startPagesRuntime({
  root = 'dist',
  port = 0,
  host = '127.0.0.1',
  quiet = true,
  timeoutMs = 60_000,
  signal,
} = {}) {
  const started = performance.now();
  const listenPort = port || (await freePort(host));
  const dir = mkdtempSync(join(tmpdir(), 'bk-pages-'));
  const args = [
    WRANGLER,
    'pages',
    'dev',
    resolve(root),
    `--ip=${host}`,
    `--port=${listenPort}`,
    // 0: any free port for the DevTools inspector, so parallel runtimes never fight over 9229.
    '--inspector-port=0',
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    `--persist-to=${join(dir, 'state')}`,
    '--show-interactive-dev-session=false',
    `--log-level=${quiet ? 'warn' : 'info'}`,
  ];
  const { child, output } = spawnGroup(args, {
    cwd: dir,
    quiet,
    env: childEnv({
      ...OFFLINE_ENV,
      WRANGLER_LOG_PATH: join(dir, 'logs'),
      WRANGLER_REGISTRY_PATH: join(dir, 'registry'),
    }),
  });
  const url = `http://${host}:${listenPort}`;
  const removeState = () => rmSync(dir, { recursive: true, force: true });
  try {
    // Any HTTP answer means workerd serves; 404 is fine (a build without index.html).
    await waitForHttp(`${url}/`, { child, name: 'wrangler pages dev', timeoutMs, signal });
  } catch (error) {
    signalGroup(child, 'SIGKILL');
    removeState();
    throw new Error(`${/** @type {Error} */ (error).message}\n${output().slice(-4000)}`, { cause: error });
  }
  return {
    url,
    port: listenPort,
    startupMs: performance.now() - started,
    close: async () => {
      await stopGroup(child);
      removeState();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { previewPort, outDir } = siteConfig();
  const root = process.argv[2] ?? outDir;
  const runtime = await startPagesRuntime({ root, port: previewPort, quiet: false, timeoutMs: 120_000 });
  console.log(`Serving ${root} with Cloudflare Pages' runtime (wrangler pages dev) at ${runtime.url}`);
  const shutdown = () => void runtime.close().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
