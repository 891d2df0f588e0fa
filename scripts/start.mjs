// `npm start`: the Auth emulator (127.0.0.1:9099 unless PUBLIC_FIREBASE_AUTH_EMULATOR_HOST says
// otherwise) and the Astro dev server together; Ctrl-C stops both, also while they are starting.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startAuthEmulator } from './emulator.mjs';

const usesEmulator = !process.env.PUBLIC_FIREBASE_API_KEY || process.env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST;
const starting = new AbortController();
/** @type {{ host: string, stop: () => Promise<void> } | null} */
let emulator = null;
/** @type {import('node:child_process').ChildProcess | null} */
let astro = null;
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  starting.abort();
  astro?.kill('SIGINT');
  await emulator?.stop();
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

const emulatorHost = process.env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
if (usesEmulator && (await emulatorAnswers(emulatorHost))) {
  console.log(`Using the Auth emulator already running at http://${emulatorHost}`);
} else if (usesEmulator) {
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

astro = spawn(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(usesEmulator ? { PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: emulator?.host ?? emulatorHost } : {}),
  },
});
astro.on('exit', (code) => shutdown(code ?? 0));
