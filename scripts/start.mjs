// `npm start`: the Auth emulator on 127.0.0.1:9099 and the Astro dev server together; Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startAuthEmulator } from './emulator.mjs';

const usesEmulator = !process.env.PUBLIC_FIREBASE_API_KEY || process.env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST;
let emulator = null;
if (usesEmulator) {
  const [, port] = (process.env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099').split(':');
  console.log('Starting the Firebase Auth emulator...');
  emulator = await startAuthEmulator({ port: Number(port) });
  console.log(`Auth emulator ready at http://${emulator.host}`);
}

const astro = spawn(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...(emulator ? { PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: emulator.host } : {}) },
});

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  astro.kill('SIGINT');
  await emulator?.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
astro.on('exit', (code) => shutdown(code ?? 0));
