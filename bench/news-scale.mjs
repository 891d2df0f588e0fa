// The news section at scale (budgets in the README): builds the whole site with `count` generated local
// Markdown articles (NEWS_LOCAL_DIR) and, in the same run, two other Astro 7 projects of the same `count` Markdown
// pages, measuring wall time, pages/second and peak memory of each build:
//  - the peer: a Starlight site (Astro's documentation theme, with its built-in Pagefind search), the nearest real
//    thing to the site: a full layout and a search index. Its sidebar is a short manual one: Starlight's default
//    lists every page on every page, which no real 10,000-page site ships. Installed on demand into
//    bench/.work/peer from bench/peer/package.json and its own lock (not a project dependency);
//  - bare: one `[slug].astro` over a glob collection, no layout, no search (the floor).
// The budget is site/peer ≤ 1.0; site/bare is reported. Rendering and search indexing are reported apart (the
// indexing time is each build's own log line: src/integrations/pagefind.ts, Starlight's Pagefind step).
// One build of each is not a measurement on a shared machine: the same build varies by up to 2× within minutes
// (mostly file-system time). So the three builds run in `rounds` adjacent rounds, each round in another order
// (rotating site, peer, bare), and the reported ratios are the medians of the rounds' ratios; every round is in
// the result. `measureNewsScale({ count, rounds })` is called by bench/run.mjs;
// `node bench/news-scale.mjs [count] [rounds]` runs it alone.
import { execFileSync, execSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { childEnv } from '../src/environment.mjs';
import { indexSize, indexingFromLog, measureSearch } from './search.mjs';
import { median, medianBy } from './stats.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const WORK = join(ROOT, 'bench/.work');
const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');
const CATEGORIES = ['Beurs', 'Brokers', 'Crypto', 'ETF', 'Analyse'];
const WORDS =
  'beleggen aandelen dividend rente koers index fonds spreiding risico rendement broker kosten markt inflatie obligatie sector winst omzet belegger portefeuille'.split(
    ' ',
  );

/** Deterministic filler text of about `words` words, in paragraphs. */
function text(seed, words) {
  const out = [];
  for (let i = 0; i < words; i++) {
    out.push(WORDS[(seed * 7 + i * 13) % WORDS.length]);
    if (i % 40 === 39) out.push('\n\n');
  }
  return out.join(' ').replace(/ \n\n /g, '\n\n');
}

function writeIfCount(dir, count, write) {
  const marker = join(dir, `.count-${count}`);
  if (existsSync(marker)) return;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  write();
  writeFileSync(marker, '');
}

/** `count` news articles in the site's local Markdown format. */
function generateNews(dir, count) {
  writeIfCount(dir, count, () => {
    const start = Date.parse('2026-11-20T12:00:00Z');
    for (let i = 0; i < count; i++) {
      const date = new Date(start - i * 3_600_000).toISOString();
      const front = [
        '---',
        `title: 'Marktbericht ${i}: ${WORDS[i % WORDS.length]} en ${WORDS[(i * 3) % WORDS.length]}'`,
        `date: ${date}`,
        `category: ${CATEGORIES[i % CATEGORIES.length]}`,
        ...(i % 4 === 0 ? [] : [`excerpt: 'Samenvatting van bericht ${i} over ${WORDS[(i * 5) % WORDS.length]}.'`]),
        '---',
      ].join('\n');
      writeFileSync(join(dir, `bericht-${i}.md`), `${front}\n${text(i, 300)}\n`);
    }
  });
}

/** A minimal Astro 7 project: one `[slug].astro` over a glob collection of `count` Markdown pages. */
function generateBare(dir, count) {
  const posts = join(dir, 'src/content/posts');
  writeIfCount(posts, count, () => {
    for (let i = 0; i < count; i++) {
      writeFileSync(join(posts, `pagina-${i}.md`), `---\ntitle: 'Pagina ${i}'\n---\n${text(i, 300)}\n`);
    }
  });
  mkdirSync(join(dir, 'src/pages'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'bare-bench', private: true, type: 'module' }) + '\n',
  );
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    // The bare project reads its output folders (ASTRO_OUT_DIR/ASTRO_CACHE_DIR) through the site's configuration module.
    `import { defineConfig } from 'astro/config';\nimport { siteConfig } from ${JSON.stringify(pathToFileURL(join(ROOT, 'src/environment.mjs')).href)};\nconst { outDir, cacheDir } = siteConfig();\nexport default defineConfig({ build: { format: 'file' }, outDir, cacheDir });\n`,
  );
  writeFileSync(
    join(dir, 'src/content.config.ts'),
    "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nimport { z } from 'astro/zod';\nexport const collections = { posts: defineCollection({ loader: glob({ pattern: '*.md', base: './src/content/posts' }), schema: z.object({ title: z.string() }) }) };\n",
  );
  writeFileSync(
    join(dir, 'src/pages/[slug].astro'),
    '---\nimport { getCollection, render } from \'astro:content\';\nexport async function getStaticPaths() {\n  return (await getCollection(\'posts\')).map((entry) => ({ params: { slug: entry.id }, props: { entry } }));\n}\nconst { entry } = Astro.props;\nconst { Content } = await render(entry);\n---\n<html lang="nl"><head><meta charset="utf-8" /><title>{entry.data.title}</title></head><body><h1>{entry.data.title}</h1><Content /></body></html>\n',
  );
  const modules = join(dir, 'node_modules');
  if (!existsSync(modules)) symlinkSync(join(ROOT, 'node_modules'), modules, 'dir');
}

const PEER_SOURCE = join(ROOT, 'bench/peer');
/** The peer's sidebar: a few manual links, as a real site of this size would have. */
const PEER_SIDEBAR_LINKS = 5;

/** Installs the peer's locked dependencies into `dir` (again only when its lock changed). */
function installPeer(dir) {
  mkdirSync(dir, { recursive: true });
  const lock = readFileSync(join(PEER_SOURCE, 'package-lock.json'), 'utf8');
  const marker = join(dir, 'node_modules/.bench-lock');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === lock) return;
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(PEER_SOURCE, file), join(dir, file));
  console.log('  installing the peer (Starlight) into bench/.work/peer from bench/peer/package-lock.json...');
  // The lock pins every package with its integrity; no install scripts are needed (prebuilt binaries).
  execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  writeFileSync(marker, lock);
}

/** A Starlight project of `count` Markdown pages (the same filler text as the others), with a short sidebar. */
function generatePeer(dir, count) {
  installPeer(dir);
  const docs = join(dir, 'src/content/docs');
  writeIfCount(docs, count, () => {
    for (let i = 0; i < count; i++) {
      writeFileSync(join(docs, `pagina-${i}.md`), `---\ntitle: 'Pagina ${i}'\n---\n${text(i, 300)}\n`);
    }
  });
  const sidebar = Array.from({ length: Math.min(PEER_SIDEBAR_LINKS, count) }, (_, i) => ({
    label: `Pagina ${i}`,
    link: `/pagina-${i}/`,
  }));
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    `import { defineConfig } from 'astro/config';\nimport starlight from '@astrojs/starlight';\nimport { siteConfig } from ${JSON.stringify(pathToFileURL(join(ROOT, 'src/environment.mjs')).href)};\nconst { outDir, cacheDir } = siteConfig();\nexport default defineConfig({ outDir, cacheDir, integrations: [starlight({ title: 'Peer', sidebar: ${JSON.stringify(sidebar)} })] });\n`,
  );
  writeFileSync(
    join(dir, 'src/content.config.ts'),
    "import { defineCollection } from 'astro:content';\nimport { docsLoader } from '@astrojs/starlight/loaders';\nimport { docsSchema } from '@astrojs/starlight/schema';\nexport const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };\n",
  );
}

/** Starlight's `Finished building search index in 1.23s.` (or `456ms`) line, in milliseconds. */
export function peerIndexingFromLog(out) {
  const match = /Finished building search index in ([\d.]+)(ms|s)\./.exec(out);
  if (!match) return null;
  return { milliseconds: Number(match[1]) * (match[2] === 's' ? 1000 : 1) };
}

/** The HTML files below `dir`: the pages a build wrote. */
export function countHtml(dir) {
  let n = 0;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) n += countHtml(full);
    else if (name.endsWith('.html')) n++;
  }
  return n;
}

/**
 * Runs `astro build` in `cwd` (under GNU time when present) and measures it; `indexing` reads the search indexing
 * time from the build's output (none for the bare project).
 */
function build(cwd, outDir, cacheDir, env = {}, indexing = indexingFromLog) {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  const gnuTime = existsSync('/usr/bin/time');
  const argv = [process.execPath, ASTRO, 'build'];
  const [cmd, ...args] = gnuTime ? ['/usr/bin/time', '-v', ...argv] : argv;
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(cmd, args, {
      cwd,
      env: childEnv({ ASTRO_TELEMETRY_DISABLED: '1', ASTRO_OUT_DIR: outDir, ASTRO_CACHE_DIR: cacheDir, ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let peakKb = 0;
    // Without GNU time: poll the resident memory of the process tree (Linux /proc).
    const poll = gnuTime ? undefined : setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(child.pid))), 200);
    child.stdout.on('data', (d) => (out = (out + d).slice(-200_000)));
    child.stderr.on('data', (d) => (out = (out + d).slice(-200_000)));
    child.on('error', fail);
    child.on('close', (code) => {
      clearInterval(poll);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return fail(new Error(`astro build in ${cwd} failed (${code}):\n${out.slice(-3000)}`));
      const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(out);
      if (match) peakKb = Number(match[1]);
      const pages = countHtml(outDir);
      const indexed = indexing(out);
      done({
        seconds,
        pages,
        pagesPerSecond: pages / seconds,
        peakMB: peakKb ? Math.round(peakKb / 1024) : null,
        // Rendering: the build without its search indexing (startup and bundling included).
        renderSeconds: seconds - (indexed ? indexed.milliseconds / 1000 : 0),
        indexSeconds: indexed ? indexed.milliseconds / 1000 : 0,
        ...(indexed ? { indexing: indexed } : {}),
      });
    });
  });
}

function treeRssKb(pid) {
  try {
    const out = execSync(`ps -o rss= --ppid ${pid} -p ${pid}`, { encoding: 'utf8' });
    return out.split('\n').reduce((sum, l) => sum + (Number(l.trim()) || 0), 0);
  } catch {
    return 0;
  }
}

/** The order of the builds in round `round`: each round starts with another one. */
export function roundOrder(round, names = ['site', 'peer', 'bare']) {
  const shift = round % names.length;
  return [...names.slice(shift), ...names.slice(0, shift)];
}

export async function measureNewsScale({ count = 10_000, rounds = 3 } = {}) {
  mkdirSync(WORK, { recursive: true });
  const newsDir = join(WORK, 'news-content');
  const bareDir = join(WORK, 'bare');
  const peerDir = join(WORK, 'peer');
  generateNews(newsDir, count);
  generateBare(bareDir, count);
  generatePeer(peerDir, count);

  const distNews = join(WORK, 'dist-news');
  const builds = {
    site: () =>
      build(ROOT, distNews, join(WORK, 'cache-news'), {
        NEWS_LOCAL_DIR: newsDir,
        CONTENTFUL_SPACE_ID: '',
        CONTENTFUL_ACCESS_TOKEN: '',
      }),
    peer: () => build(peerDir, join(WORK, 'dist-peer'), join(WORK, 'cache-peer'), {}, peerIndexingFromLog),
    bare: () => build(bareDir, join(WORK, 'dist-bare'), join(WORK, 'cache-bare'), {}, () => null),
  };
  const measured = [];
  for (let round = 0; round < rounds; round++) {
    const order = roundOrder(round);
    /** @type {Record<string, Awaited<ReturnType<typeof build>>>} */
    const runs = {};
    for (const name of order) runs[name] = await builds[name]();
    const { site, peer, bare } = runs;
    measured.push({
      order,
      site,
      peer,
      bare,
      sitePerPeer: site.seconds / peer.seconds,
      sitePerBare: site.seconds / bare.seconds,
    });
  }
  const pick = (name) =>
    medianBy(
      measured.map((round) => round[name]),
      (run) => run.seconds,
    );
  const newsListHtmlBytes = statSync(join(distNews, 'nieuws.html')).size;
  const site = pick('site');
  const search = { index: indexSize(distNews), indexing: site.indexing ?? null, ...(await measureSearch(distNews)) };
  return {
    count,
    rounds: measured,
    site,
    peer: pick('peer'),
    bare: pick('bare'),
    sitePerPeer: median(measured.map((round) => round.sitePerPeer)),
    sitePerBare: median(measured.map((round) => round.sitePerBare)),
    newsListHtmlBytes,
    search,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureNewsScale({
    count: Number(process.argv[2] ?? 10_000),
    rounds: Number(process.argv[3] ?? 3),
  });
  console.log(JSON.stringify(result, null, 2));
}
