import { startPagesRuntime } from './scripts/preview.mjs';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { siteConfig } from './src/environment.mjs';
const server = await startPagesRuntime({ root: resolve('bench/.work/dist') });
const runs = Number(process.argv[2] ?? 1);
try {
  for (let i = 0; i < runs; i++) {
    const out = resolve(`.tmp-lh-${i}.json`);
    spawnSync(process.execPath, ['node_modules/lighthouse/cli/index.js', server.url + '/tools/kosten-vergelijken', '--quiet', '--output=json', `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --no-first-run'],
      { env: { ...process.env, CHROME_PATH: siteConfig().chromePath }, stdio: 'inherit' });
    const r = JSON.parse(readFileSync(out, 'utf8'));
    console.log(Object.fromEntries(Object.entries(r.categories).map(([k, v]) => [k, v.score])));
    for (const a of ['total-blocking-time', 'largest-contentful-paint', 'first-contentful-paint', 'speed-index', 'cumulative-layout-shift', 'interactive'])
      console.log(a, r.audits[a].displayValue, r.audits[a].score);
    console.log('long tasks', JSON.stringify(r.audits['long-tasks']?.details?.items?.map((t) => [t.url?.split('/').pop(), Math.round(t.duration), Math.round(t.startTime)])));
    console.log('bootup', JSON.stringify(r.audits['bootup-time']?.details?.items?.map((t) => [t.url?.split('/').pop(), Math.round(t.total), Math.round(t.scripting), Math.round(t.scriptParseCompile)])));
    console.log('mainthread', JSON.stringify(r.audits['mainthread-work-breakdown']?.details?.items?.map((t) => [t.group, Math.round(t.duration)])));
    for (const [k, c] of Object.entries(r.categories)) if (c.score < 1) console.log(k, c.auditRefs.filter((a) => r.audits[a.id].score !== null && r.audits[a.id].score < 1 && a.weight > 0).map((a) => a.id + ':' + r.audits[a.id].score).join(' '));
  }
} finally { await server.close(); }
