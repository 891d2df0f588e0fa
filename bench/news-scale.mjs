// The news section at scale (budgets in the README): builds the whole site with `count` generated local
// Markdown articles (NEWS_LOCAL_DIR) and, in the same run, a bare Astro 7 project of `count` plain
// Markdown pages, measuring wall time, pages/second and peak memory of each build.
// The site build includes the search indexing (the Pagefind integration), so the ratio to the bare build
// includes it too; the search figures on the 10,000-article index come from bench/search.mjs.
// One build of each is not a measurement on a shared machine: the same build varies by up to 2× within minutes
// (mostly file-system time). So the two builds run in `rounds` adjacent pairs, alternating which goes first, and
// the reported ratio is the median of the pairs' ratios; every pair is in the result.
// `measureNewsScale({ count, rounds })` is called by bench/run.mjs; `node bench/news-scale.mjs [count] [rounds]`
// runs it alone.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
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

function countHtml(dir) {
  let n = 0;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) n += countHtml(full);
    else if (name.endsWith('.html')) n++;
  }
  return n;
}

/** Runs `astro build` in `cwd` (under GNU time when present) and measures it. */
function build(cwd, outDir, cacheDir, env = {}) {
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
      const indexing = indexingFromLog(out);
      done({
        seconds,
        pages,
        pagesPerSecond: pages / seconds,
        peakMB: peakKb ? Math.round(peakKb / 1024) : null,
        ...(indexing ? { indexing } : {}),
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

export async function measureNewsScale({ count = 10_000, rounds = 3 } = {}) {
  mkdirSync(WORK, { recursive: true });
  const newsDir = join(WORK, 'news-content');
  const bareDir = join(WORK, 'bare');
  generateNews(newsDir, count);
  generateBare(bareDir, count);

  const distNews = join(WORK, 'dist-news');
  const buildSite = () =>
    build(ROOT, distNews, join(WORK, 'cache-news'), {
      NEWS_LOCAL_DIR: newsDir,
      CONTENTFUL_SPACE_ID: '',
      CONTENTFUL_ACCESS_TOKEN: '',
    });
  const buildBare = () => build(bareDir, join(WORK, 'dist-bare'), join(WORK, 'cache-bare'));
  const pairs = [];
  for (let round = 0; round < rounds; round++) {
    const siteFirst = round % 2 === 1;
    const [first, second] = siteFirst ? [buildSite, buildBare] : [buildBare, buildSite];
    const a = await first();
    const b = await second();
    const [news, bare] = siteFirst ? [a, b] : [b, a];
    pairs.push({ news, bare, ratio: news.seconds / bare.seconds });
  }
  const ratio = median(pairs.map((pair) => pair.ratio));
  const news = medianBy(
    pairs.map((pair) => pair.news),
    (run) => run.seconds,
  );
  const bare = medianBy(
    pairs.map((pair) => pair.bare),
    (run) => run.seconds,
  );
  const newsListHtmlBytes = statSync(join(distNews, 'nieuws.html')).size;
  const search = { index: indexSize(distNews), indexing: news.indexing ?? null, ...(await measureSearch(distNews)) };
  return { count, rounds: pairs, news, bare, ratio, newsListHtmlBytes, search };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureNewsScale({
    count: Number(process.argv[2] ?? 10_000),
    rounds: Number(process.argv[3] ?? 3),
  });
  console.log(JSON.stringify(result, null, 2));
}
