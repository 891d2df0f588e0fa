// A preview build (CONTENTFUL_PREVIEW=1, editors' drafts) adds `X-Robots-Tag: noindex` for every path to the
// `_headers` file Cloudflare Pages applies: whatever a search engine reaches on the preview address, page, feed,
// sitemap, image or search bundle, it is told not to index it. (The preview also sits behind Cloudflare Access:
// scripts/preview-access.mjs; this is the second lock.) A production build leaves `_headers` as it is.
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export const HEADERS_FILE = '_headers';
/** What every response of a preview deployment says to robots. */
export const PREVIEW_ROBOTS_TAG = 'noindex';

/**
 * The rule added to `_headers`: every path. Pages applies the headers of every rule a path matches, so this adds to
 * the `/*` security headers instead of replacing them.
 */
export function previewHeadersRule(): string {
  return `\n# Preview build (drafts): never indexed, whatever the path.\n/*\n  X-Robots-Tag: ${PREVIEW_ROBOTS_TAG}\n`;
}

export default function previewHeaders(preview: boolean): AstroIntegration {
  return {
    name: 'preview-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (!preview) return;
        const file = join(fileURLToPath(dir), HEADERS_FILE);
        const current = await readFile(file, 'utf8').catch(() => '');
        if (current.includes(`X-Robots-Tag: ${PREVIEW_ROBOTS_TAG}`)) return;
        await appendFile(file, previewHeadersRule());
        logger.info(`${HEADERS_FILE}: X-Robots-Tag: ${PREVIEW_ROBOTS_TAG} on every path (preview build)`);
      },
    },
  };
}
