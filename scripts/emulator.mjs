// Starts the Firebase Auth emulator (firebase-tools) on chosen ports and stops it again.
// Used by `npm start` and the end-to-end tests; each caller gets its own ports so runs never collide.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { childEnv, DEMO_PROJECT_ID } from '../src/environment.mjs';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

async function waitForEmulator(url, child, timeoutMs, signal) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (signal?.aborted) throw new Error('Auth emulator start was cancelled.');
    if (child.exitCode !== null) throw new Error(`Auth emulator exited early (code ${child.exitCode}).`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Auth emulator did not start within ${timeoutMs / 1000} s.`);
}

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
  const child = spawn(
    process.execPath,
    [bin, 'emulators:start', '--only', 'auth', '--project', DEMO_PROJECT_ID, '--config', config],
    {
      cwd: dir,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: childEnv({ FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' }),
      detached: process.platform !== 'win32',
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const killGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  };
  const onAbort = () => {
    killGroup();
    rmSync(dir, { recursive: true, force: true });
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await waitForEmulator(`http://127.0.0.1:${authPort}/`, child, timeoutMs, signal);
  } catch (error) {
    killGroup();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${error.message}\n${output.slice(-2000)}`);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => {
        rmSync(dir, { recursive: true, force: true });
        done();
      });
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        child.kill('SIGINT');
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }, 10_000).unref();
    });
  return { host: `127.0.0.1:${authPort}`, port: authPort, stop };
}
