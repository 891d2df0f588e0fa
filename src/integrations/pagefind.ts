// Builds the Pagefind search index after `astro build`, in the folder the build wrote to (so ASTRO_OUT_DIR
// is honoured), into Pagefind's default bundle folder `/pagefind/`. Which pages are indexed and their
// section is decided in the pages themselves (BaseLayout sets data-pagefind-body and the section filter);
// pages without data-pagefind-body are skipped by Pagefind.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';

export const PAGEFIND_BUNDLE_DIR = 'pagefind';

export interface IndexReport {
  readonly pages: number;
  readonly milliseconds: number;
}

/** Indexes the HTML under `siteDir` and writes the bundle to `siteDir/pagefind`; throws on any error. */
export async function indexSite(siteDir: string): Promise<IndexReport> {
  const started = performance.now();
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(errors.join('\n'));
    const added = await index.addDirectory({ path: siteDir });
    if (added.errors.length) throw new Error(added.errors.join('\n'));
    if (added.page_count === 0) throw new Error('no page has data-pagefind-body: the index would be empty');
    const written = await index.writeFiles({ outputPath: `${siteDir.replace(/\/$/, '')}/${PAGEFIND_BUNDLE_DIR}` });
    if (written.errors.length) throw new Error(written.errors.join('\n'));
    return { pages: added.page_count, milliseconds: performance.now() - started };
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
          logger.info(`indexed ${report.pages} pages in ${Math.round(report.milliseconds)} ms`);
        } catch (error) {
          throw new Error(`Pagefind: could not build the search index: ${(error as Error).message}`, { cause: error });
        }
      },
    },
  };
}
