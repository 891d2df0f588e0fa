// Starts the Firebase Auth emulator (firebase-tools) on chosen ports and stops it again.
// Used by `npm start` and the end-to-end tests; each caller gets its own ports so runs never collide.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { childEnv, DEMO_PROJECT_ID } from '../src/environment.mjs';
import { freePort, signalGroup, spawnGroup, stopGroup, waitForHttp } from './service.mjs';

/**
 * @param {{ port?: number, quiet?: boolean, timeoutMs?: number, signal?: AbortSignal }} [options]
 *   `signal` cancels a start in progress (Ctrl-C while firebase-tools is still booting) without
 *   leaving the detached emulator process behind.
 * @returns {Promise<{ host: string, port: number, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({ port, quiet = true, timeoutMs = 150_000, signal } = {}) {
  const authPort = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'bk-emulator-'));
  const config = join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const bin = resolve('node_modules/firebase-tools/lib/bin/firebase.js');
  const { child, output } = spawnGroup(
    [bin, 'emulators:start', '--only', 'auth', '--project', DEMO_PROJECT_ID, '--config', config],
    { cwd: dir, quiet, env: childEnv({ FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' }) },
  );
  const onAbort = () => {
    signalGroup(child, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await waitForHttp(`http://127.0.0.1:${authPort}/`, {
      child,
      name: 'Auth emulator',
      timeoutMs,
      signal,
      ready: (response) => response.ok,
      intervalMs: 250,
    });
  } catch (error) {
    signalGroup(child, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${/** @type {Error} */ (error).message}\n${output().slice(-2000)}`);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  const stop = async () => {
    await stopGroup(child, { signal: 'SIGINT' });
    rmSync(dir, { recursive: true, force: true });
  };
  return { host: `127.0.0.1:${authPort}`, port: authPort, stop };
}
