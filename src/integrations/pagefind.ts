// Builds the Pagefind search index after `astro build`, in the folder the build wrote to (so ASTRO_OUT_DIR
// is honoured), into Pagefind's default bundle folder `/pagefind/`. Which pages are indexed and their
// section is decided in the pages themselves (BaseLayout sets data-pagefind-body and the section filter);
// pages without data-pagefind-body are skipped by Pagefind.
// Why after the build and not while Astro renders: `addDirectory` reads and parses the pages in parallel. Handing
// each rendered page over instead (addHTMLFile from a wrapped prerenderer) was measured slower at 10,000 articles
// (about 26–32 s against 21 s, npm run bench): Pagefind's service adds such files one at a time, and encoding every
// page for it slowed the rendering down.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';

export const PAGEFIND_BUNDLE_DIR = 'pagefind';

interface IndexReport {
  /** Pages in the index (those with data-pagefind-body). */
  readonly pages: number;
  /** HTML files Pagefind read. */
  readonly files: number;
  readonly milliseconds: number;
}

/** Pagefind's own count of indexed pages, from the entry file of the bundle. */
async function indexedPages(bundleDir: string): Promise<number> {
  const entry = JSON.parse(await readFile(join(bundleDir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

/** Indexes the HTML under `siteDir` and writes the bundle to `siteDir/pagefind`; throws on any error. */
async function indexSite(siteDir: string): Promise<IndexReport> {
  const started = performance.now();
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(errors.join('\n'));
    const added = await index.addDirectory({ path: siteDir });
    if (added.errors.length) throw new Error(added.errors.join('\n'));
    const bundleDir = join(siteDir, PAGEFIND_BUNDLE_DIR);
    const written = await index.writeFiles({ outputPath: bundleDir });
    if (written.errors.length) throw new Error(written.errors.join('\n'));
    const pages = await indexedPages(bundleDir);
    return { pages, files: added.page_count, milliseconds: performance.now() - started };
  } finally {
    await pagefind.close();
  }
}

export default function pagefindIntegration(): AstroIntegration {
  return {
    name: 'pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        try {
          const report = await indexSite(fileURLToPath(dir));
          // The bench reads this line for the indexing time.
          logger.info(
            `indexed ${report.pages} pages in ${Math.round(report.milliseconds)} ms (${report.files} HTML files read)`,
          );
        } catch (error) {
          throw new Error(`Pagefind: could not build the search index: ${(error as Error).message}`, { cause: error });
        }
      },
    },
  };
}
