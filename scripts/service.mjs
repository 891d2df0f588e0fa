// A local service in its own process group (the Auth emulator, the Pages runtime): started detached, ready when
// it answers HTTP, stopped with everything it spawned. Both tools start helpers of their own (firebase-tools a
// Java process, wrangler a second Node process and workerd), so stopping only the direct child would leave those
// running and holding their ports.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A TCP port nothing listens on right now.
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, host, () => {
      const address = srv.address();
      srv.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Spawns `args` with Node (this process's own binary) as the leader of a new process group; collects its output
 * (the last 64 KB) for error messages.
 * @param {string[]} args
 * @param {{ cwd: string, env: Record<string, string | undefined>, quiet?: boolean }} options
 */
export function spawnGroup(args, { cwd, env, quiet = true }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: process.platform !== 'win32',
  });
  let output = '';
  /** @param {Buffer} chunk */
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-65_536));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/**
 * Sends `signal` to the whole group of `child` (to the child alone where groups do not exist).
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
export function signalGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/**
 * Polls `url` until `ready(response)` holds; fails when the child exits, `signal` aborts or `timeoutMs` passes.
 * Polling, because neither tool offers a readiness event we could wait for.
 * @param {string} url
 * @param {{ child: import('node:child_process').ChildProcess, name: string, timeoutMs: number, signal?: AbortSignal | undefined, ready?: (response: Response) => boolean, intervalMs?: number }} options
 */
export async function waitForHttp(url, { child, name, timeoutMs, signal, ready = () => true, intervalMs = 50 }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (signal?.aborted) throw new Error(`${name} start was cancelled.`);
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited early (${child.exitCode ?? child.signalCode}).`);
    }
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (ready(response)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveTick) => setTimeout(resolveTick, intervalMs));
  }
  throw new Error(`${name} did not start within ${timeoutMs / 1000} s.`);
}

/**
 * Stops the group: `signal` first, SIGKILL after `graceMs`; resolves when the leader has exited.
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ signal?: NodeJS.Signals, graceMs?: number }} [options]
 * @returns {Promise<void>}
 */
export function stopGroup(child, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      // The leader is gone; helpers it left in the group still go.
      signalGroup(child, 'SIGKILL');
      return done();
    }
    child.once('exit', () => {
      // workerd can outlive wrangler's Node processes by a moment; nothing of the group may stay behind.
      signalGroup(child, 'SIGKILL');
      done();
    });
    signalGroup(child, signal);
    setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs).unref();
  });
}
