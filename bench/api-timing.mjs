// Account data API timing for `npm run bench`: GET and PUT of a watchlist on the local Pages runtime (wrangler pages
// dev: the Functions in workerd with the local D1), median of 100 requests each, budget < 50 ms. The account's token
// is an Auth emulator-style unsigned token, which the runtime accepts here because it runs in emulator mode on
// loopback; the verification, the size check, the zod validation and the D1 statement all run as for a real token.
// Each PUT is a versioned write based on the version the previous one returned (the conditional write, as the
// browser sends it).
// Standalone: `node_modules/.bin/node bench/api-timing.mjs`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPagesRuntime } from '../scripts/preview.mjs';
import { siteConfig } from '../src/environment.mjs';
import { SAMPLE_WATCHLIST } from '../src/data/stocks.ts';
import { median } from './stats.mjs';

export const API_BUDGET_MS = 50;
export const API_REQUESTS = 100;

/** An unsigned ID token of the emulator's form for the configured (demo) project. */
function emulatorToken(uid) {
  const projectId = siteConfig().firebase.options.projectId;
  const now = Math.floor(Date.now() / 1000);
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    iat: now,
    exp: now + 3600,
    auth_time: now,
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

export async function measureApi() {
  const root = mkdtempSync(join(tmpdir(), 'bk-api-bench-'));
  // One static page: the runtime's own time for a plain asset, reported next to the API's as a baseline (on a
  // loaded machine both grow together).
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>bench</title>');
  const runtime = await startPagesRuntime({ root, emulatorTokens: true });
  try {
    const endpoint = `${runtime.url}/api/data/watchlist`;
    const headers = { authorization: `Bearer ${emulatorToken('bench-account')}`, 'content-type': 'application/json' };
    let version = 0;
    const put = () => ({
      method: 'PUT',
      body: JSON.stringify({ data: SAMPLE_WATCHLIST, baseVersion: version, generation: 0 }),
    });
    const body = put().body;
    const time = async (init, target = endpoint) => {
      const started = performance.now();
      const response = await fetch(target, { ...init, headers });
      const answer = await response.text();
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`${init.method} answered ${response.status}`);
      if (init.method === 'PUT') version = /** @type {{ version: number }} */ (JSON.parse(answer)).version;
      return ms;
    };
    // Warm-up: the first requests compile the Functions and open the database.
    for (let i = 0; i < 5; i += 1) {
      await time(put());
      await time({ method: 'GET' });
    }
    const puts = [];
    const gets = [];
    const statics = [];
    for (let i = 0; i < API_REQUESTS; i += 1) {
      puts.push(await time(put()));
      gets.push(await time({ method: 'GET' }));
      statics.push(await time({ method: 'GET' }, `${runtime.url}/`));
    }
    return {
      requests: API_REQUESTS,
      getMedianMs: median(gets),
      putMedianMs: median(puts),
      staticMedianMs: median(statics),
      bodyBytes: body.length,
    };
  } finally {
    await runtime.close();
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureApi();
  console.log(
    `Account API (${result.requests} each, ${result.bodyBytes} B watchlist): GET median ${result.getMedianMs.toFixed(1)} ms, PUT median ${result.putMedianMs.toFixed(1)} ms (budget < ${API_BUDGET_MS} ms); a static page ${result.staticMedianMs.toFixed(1)} ms`,
  );
  process.exitCode = result.getMedianMs < API_BUDGET_MS && result.putMedianMs < API_BUDGET_MS ? 0 : 1;
}
