// `npm start`: the Auth emulator (where the site configuration says the site talks to one), the Pages runtime with
// the Functions and a local D1 (scripts/preview.mjs, serving only /api/*, which the dev server passes to it) and the
// Astro dev server together; Ctrl-C stops all three, also while they are starting.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { childEnv, siteConfig } from '../src/environment.mjs';
import { startAuthEmulator } from './emulator.mjs';
import { startPagesRuntime } from './preview.mjs';

const { emulatorHost } = siteConfig().firebase;
const starting = new AbortController();
/** @type {{ host: string, stop: () => Promise<void> } | null} */
let emulator = null;
/** @type {{ url: string, close: () => Promise<void> } | null} */
let runtime = null;
/** An empty folder: the runtime serves no pages in development, only the Functions. */
const emptyRoot = mkdtempSync(join(tmpdir(), 'bk-start-'));
/** @type {import('node:child_process').ChildProcess | null} */
let astro = null;
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  starting.abort();
  astro?.kill('SIGINT');
  await runtime?.close();
  await emulator?.stop();
  rmSync(emptyRoot, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** Whether an Auth emulator already answers at host:port (then we use it and leave it running). */
async function emulatorAnswers(host) {
  try {
    return (await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

if (emulatorHost && (await emulatorAnswers(emulatorHost))) {
  console.log(`Using the Auth emulator already running at http://${emulatorHost}`);
} else if (emulatorHost) {
  const [, port] = emulatorHost.split(':');
  console.log('Starting the Firebase Auth emulator...');
  try {
    emulator = await startAuthEmulator({ port: Number(port), signal: starting.signal });
  } catch (error) {
    if (stopping) process.exit(0);
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (stopping) {
    await emulator.stop();
    process.exit(0);
  }
  console.log(`Auth emulator ready at http://${emulator.host}`);
}

console.log('Starting the Pages runtime (Functions and a local D1)...');
try {
  runtime = await startPagesRuntime({ root: emptyRoot, signal: starting.signal, timeoutMs: 120_000 });
} catch (error) {
  if (stopping) process.exit(0);
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
if (stopping) await shutdown(0);
console.log(`Pages Functions at ${runtime?.url}/api/ (passed through by the dev server)`);

astro = spawn(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: childEnv({
    ...(emulatorHost ? { PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: emulator?.host ?? emulatorHost } : {}),
    DEV_API_ORIGIN: runtime?.url ?? '',
  }),
});
astro.on('exit', (code) => shutdown(code ?? 0));
