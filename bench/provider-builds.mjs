// The build time of the whole site with every provider against the broker list's first five (budget: the build
// grows by less than 20%). Both builds are of copies of this working tree, so both start as cold as a fresh clone (no
// `.astro` data store, an empty Astro cache, their own output directory): one as it is, one whose broker list
// (src/data/brokerList.ts) keeps only its first five entries, the spec's DEGIRO, Saxo, IBKR, Trade Republic and
// Trading 212; everything else follows that list (pages, pairs, counts).
// The budget is on CPU time (user + system, from GNU time): the build runs mostly on one core, so on a quiet machine
// CPU time and wall time agree, while on a shared machine wall time also counts the time other processes held the
// cores (the same build varied from 29 to 87 s within minutes here). Wall time is reported beside it. The builds run
// in `rounds` adjacent rounds, alternating which goes first; the figures are the medians of the rounds.
// `measureProviderBuilds({ rounds })` is called by bench/run.mjs; `node bench/provider-builds.mjs [rounds]` runs it
// alone.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { childEnv } from '../src/environment.mjs';
import { countHtml } from './news-scale.mjs';
import { median } from './stats.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const WORK = join(ROOT, 'bench/.work/providers');
const ALL_ROOT = join(WORK, 'all-src');
const FIVE_ROOT = join(WORK, 'five-src');
const SPEC_PROVIDERS = 5;
export const PROVIDER_BUILD_GROWTH_MAX = 0.2;

/**
 * The broker list's source with only its first `keep` entries (one `{ id: … }` object per line).
 * @param {string} source
 * @param {number} keep
 * @returns {string}
 */
export function firstProviders(source, keep) {
  let seen = 0;
  const lines = source.split('\n').filter((line) => {
    if (!/^\s*\{ id: '[^']+'/.test(line)) return true;
    seen += 1;
    return seen <= keep;
  });
  if (seen <= keep) throw new Error(`the broker list has ${seen} entries; nothing to leave out`);
  return lines.join('\n');
}

/** A copy of the working tree (tracked and new files, as git lists them) in `target`. */
function copyTree(target) {
  rmSync(target, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !file.startsWith('bench/'));
  for (const file of files) {
    const from = join(ROOT, file);
    if (!statSafe(from)) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(from, join(target, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(target, 'node_modules'));
}

/** The two copies: every provider, and the spec's five. */
function copyBoth() {
  copyTree(ALL_ROOT);
  copyTree(FIVE_ROOT);
  const list = join(FIVE_ROOT, 'src/data/brokerList.ts');
  writeFileSync(list, firstProviders(readFileSync(list, 'utf8'), SPEC_PROVIDERS));
}

function statSafe(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** One production build of the project in `cwd`, from an empty cache, into its own directory. */
function build(cwd, name) {
  const out = join(WORK, name, 'dist');
  const cache = join(WORK, name, 'cache');
  rmSync(join(WORK, name), { recursive: true, force: true });
  rmSync(join(cwd, '.astro'), { recursive: true, force: true });
  return new Promise((resolveBuild, reject) => {
    const started = performance.now();
    const argv = [process.execPath, join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'];
    const gnuTime = existsSync('/usr/bin/time');
    const [cmd, ...rest] = gnuTime ? ['/usr/bin/time', '-v', ...argv] : argv;
    const child = spawn(cmd, rest, {
      cwd,
      env: childEnv({ ASTRO_OUT_DIR: out, ASTRO_CACHE_DIR: cache, ASTRO_TELEMETRY_DISABLED: '1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${name} build failed (${code}):\n${log.slice(-3000)}`));
      const seconds = (performance.now() - started) / 1000;
      const time = (label) => Number(new RegExp(`${label} time \\(seconds\\): ([\\d.]+)`).exec(log)?.[1] ?? NaN);
      // Without GNU time the CPU time is unknown; wall time stands in for it.
      const cpuSeconds = gnuTime ? time('User') + time('System') : seconds;
      resolveBuild({ seconds, cpuSeconds, pages: countHtml(out), providerPages: countHtml(join(out, 'brokers')) });
    });
  });
}

export async function measureProviderBuilds({ rounds = 3 } = {}) {
  mkdirSync(WORK, { recursive: true });
  copyBoth();
  const runs = [];
  for (let round = 0; round < rounds; round += 1) {
    const all = () => build(ALL_ROOT, 'all');
    const five = () => build(FIVE_ROOT, 'five');
    const [first, second] = round % 2 === 0 ? [all, five] : [five, all];
    const a = await first();
    const b = await second();
    const [allRun, fiveRun] = round % 2 === 0 ? [a, b] : [b, a];
    runs.push({ all: allRun, five: fiveRun, growth: allRun.cpuSeconds / fiveRun.cpuSeconds - 1 });
  }
  const growth = median(runs.map((r) => r.growth));
  return {
    rounds: runs,
    allSeconds: median(runs.map((r) => r.all.seconds)),
    fiveSeconds: median(runs.map((r) => r.five.seconds)),
    allCpuSeconds: median(runs.map((r) => r.all.cpuSeconds)),
    fiveCpuSeconds: median(runs.map((r) => r.five.cpuSeconds)),
    allPages: runs[0].all.pages,
    fivePages: runs[0].five.pages,
    allProviderPages: runs[0].all.providerPages,
    fiveProviderPages: runs[0].five.providerPages,
    growth,
  };
}

/** The bench's lines and failures for a measurement. */
export function reportProviderBuilds(result) {
  const pct = (x) => `${(x * 100).toFixed(0)}%`;
  const lines = [
    `\nWhole-site build, every provider against the spec's five (${result.rounds.length} rounds, fresh cache each):`,
    ...result.rounds.map(
      (r, i) =>
        `  round ${i + 1}: all ${r.all.cpuSeconds.toFixed(1)} s CPU, ${r.all.seconds.toFixed(1)} s wall (${r.all.pages} pages); five ${r.five.cpuSeconds.toFixed(1)} s CPU, ${r.five.seconds.toFixed(1)} s wall (${r.five.pages} pages); growth ${pct(r.growth)}`,
    ),
    `  median: all ${result.allCpuSeconds.toFixed(1)} s CPU (${result.allSeconds.toFixed(1)} s wall), five ${result.fiveCpuSeconds.toFixed(1)} s CPU (${result.fiveSeconds.toFixed(1)} s wall); growth ${pct(result.growth)} (budget < ${pct(PROVIDER_BUILD_GROWTH_MAX)}); pages under /brokers ${result.allProviderPages} against ${result.fiveProviderPages}`,
  ];
  const failures =
    result.growth >= PROVIDER_BUILD_GROWTH_MAX
      ? [
          `build with every provider ${pct(result.growth)} slower than with the spec's five >= ${pct(PROVIDER_BUILD_GROWTH_MAX)}`,
        ]
      : [];
  return { lines, failures };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureProviderBuilds({ rounds: Number(process.argv[2] ?? 3) });
  const report = reportProviderBuilds(result);
  for (const line of report.lines) console.log(line);
  if (report.failures.length) {
    console.error(report.failures.join('\n'));
    process.exitCode = 1;
  }
}
