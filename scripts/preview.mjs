// Serves a build with Cloudflare Pages' own local runtime: `wrangler pages dev`, which runs the Pages asset
// handling in workerd (the runtime of the CDN the site deploys to). So `_headers`, `_redirects`, 404.html with
// status 404, extension-less URLs, `/faq.html` → 308 `/faq` and Range requests behave here as they do online,
// instead of being imitated. Used by `npm run preview`, the end-to-end tests and the bench.
//
// The Pages Functions (functions/, only /api/* by public/_routes.json) run in the same runtime with the project's
// wrangler.toml: its compatibility date and the D1 database bound as DB, whose migrations (migrations/) are applied
// to a fresh local database before the runtime starts (`wrangler d1 migrations apply DB --local`).
//
// Offline and private: wrangler and workerd come from the lock file (node_modules); no login, no metrics, no
// error reports, no update check and no download of the `Request.cf` object. wrangler runs in the project folder
// (that is where it finds functions/ and wrangler.toml) but reads no .env, and its state (the local D1) lives in a
// temporary folder removed on close, so every runtime starts with an empty database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { childEnv, siteConfig } from '../src/environment.mjs';
import { freePort, signalGroup, spawnGroup, stopGroup, waitForHttp } from './service.mjs';

/** The Workers compatibility date of the Pages project, from wrangler.toml (fixed, so an update of wrangler changes no behaviour). */
export const COMPATIBILITY_DATE = /^compatibility_date\s*=\s*"(\d{4}-\d{2}-\d{2})"/m.exec(
  readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8'),
)?.[1];

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
/** The project folder: wrangler finds functions/, wrangler.toml and migrations/ there. */
const PROJECT_DIR = resolve(new URL('..', import.meta.url).pathname);

/**
 * Applies migrations/ to the local D1 database kept under `stateDir` (what `wrangler pages dev --persist-to` reads).
 * @param {string} stateDir
 * @param {Record<string, string | undefined>} env
 */
export function applyLocalMigrations(stateDir, env) {
  const result = spawnSync(
    process.execPath,
    [WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--local', `--persist-to=${stateDir}`],
    { cwd: PROJECT_DIR, env: { ...env, CI: '1' }, encoding: 'utf8', timeout: 120_000 },
  );
  if (result.status !== 0) {
    throw new Error(
      `wrangler d1 migrations apply failed (${result.status}):\n${(result.stdout + result.stderr).slice(-4000)}`,
    );
  }
}

/**
 * Starts `wrangler pages dev` for `root` and resolves once it answers HTTP.
 * @param {{ root?: string, port?: number, host?: string, quiet?: boolean, timeoutMs?: number, signal?: AbortSignal, emulatorTokens?: boolean }} [options]
 *   `port` 0 (the default) picks a free one; `quiet` false passes wrangler's own log through (npm run preview);
 *   `emulatorTokens` lets the Functions accept the Auth emulator's unsigned ID tokens on loopback (the default is
 *   the configuration's `functionsEmulatorTokens`: on for a build made for the emulator, never in production).
 * @returns {Promise<{ url: string, port: number, startupMs: number, close: () => Promise<void> }>}
 */
export async function startPagesRuntime({
  root = 'dist',
  port = 0,
  host = '127.0.0.1',
  quiet = true,
  timeoutMs = 60_000,
  signal,
  emulatorTokens = siteConfig().functionsEmulatorTokens,
} = {}) {
  const started = performance.now();
  const config = siteConfig();
  if (emulatorTokens && config.production) throw new Error('A production configuration never accepts emulator tokens.');
  // Locally, wrangler keeps a CF-Connecting-IP header the caller sent (src/server/idToken.ts emulatorTokensAllowed):
  // a runtime that accepts the emulator's tokens must be reachable from this machine only.
  if (emulatorTokens && !['127.0.0.1', '::1', 'localhost'].includes(host)) {
    throw new Error(`A runtime that accepts emulator tokens listens on loopback only, not on ${host}.`);
  }
  const listenPort = port || (await freePort(host));
  const dir = mkdtempSync(join(tmpdir(), 'bk-pages-'));
  const env = childEnv({
    ...OFFLINE_ENV,
    WRANGLER_LOG_PATH: join(dir, 'logs'),
    WRANGLER_REGISTRY_PATH: join(dir, 'registry'),
  });
  try {
    applyLocalMigrations(join(dir, 'state'), env);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const args = [
    WRANGLER,
    'pages',
    'dev',
    resolve(root),
    `--ip=${host}`,
    `--port=${listenPort}`,
    // 0: any free port for the DevTools inspector, so parallel runtimes never fight over 9229.
    '--inspector-port=0',
    `--persist-to=${join(dir, 'state')}`,
    `--binding=FIREBASE_PROJECT_ID=${config.firebase.options.projectId}`,
    ...(emulatorTokens ? ['--binding=AUTH_EMULATOR_TOKENS=1'] : []),
    '--show-interactive-dev-session=false',
    `--log-level=${quiet ? 'warn' : 'info'}`,
  ];
  const { child, output } = spawnGroup(args, { cwd: PROJECT_DIR, quiet, env });
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
