// Writes Cloudflare Pages' `_redirects` file from the route table's REDIRECTS after the build, so an old address
// answers a real 301 from the CDN (one hop, no page, nothing for the sitemap or the search index to pick up)
// instead of an HTML refresh stub. Whatever REDIRECTS holds is written, fixed entries and computed ones alike.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export const REDIRECTS_FILE = '_redirects';
/** Pages' limit for static (placeholder- and splat-free) rules in one `_redirects` file. */
export const MAX_STATIC_REDIRECTS = 2000;

/** A path Pages can match and send to literally: starts with '/', no whitespace, no placeholder or splat. */
const STATIC_PATH = /^\/[^\s:*]*$/;

/**
 * The `_redirects` text for `redirects` (old path → new path), one permanent (301) rule a line, sorted so the
 * file only changes when the table does. Throws on a rule Pages would misread or that could loop.
 */
export function redirectsFileText(redirects: Readonly<Record<string, string>>): string {
  const entries = Object.entries(redirects).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length > MAX_STATIC_REDIRECTS) {
    throw new Error(`${entries.length} redirects; Cloudflare Pages reads at most ${MAX_STATIC_REDIRECTS}.`);
  }
  for (const [from, to] of entries) {
    if (!STATIC_PATH.test(from) || !STATIC_PATH.test(to)) throw new Error(`Not a plain path redirect: ${from} → ${to}`);
    if (from === to || to in redirects) throw new Error(`Redirect ${from} → ${to} would take a second hop or loop.`);
  }
  return entries.map(([from, to]) => `${from} ${to} 301\n`).join('');
}

/** Old paths that are also built pages: Pages would redirect them and the page would never be seen. */
export function shadowedPages(redirects: Readonly<Record<string, string>>, siteDir: string): string[] {
  return Object.keys(redirects).filter(
    (from) => existsSync(join(siteDir, `${from}.html`)) || existsSync(join(siteDir, from, 'index.html')),
  );
}

export default function redirectsIntegration(redirects: Readonly<Record<string, string>>): AstroIntegration {
  return {
    name: 'redirects-file',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const siteDir = fileURLToPath(dir);
        const shadowed = shadowedPages(redirects, siteDir);
        if (shadowed.length) throw new Error(`Redirects for paths that are also pages: ${shadowed.join(', ')}`);
        await writeFile(join(siteDir, REDIRECTS_FILE), redirectsFileText(redirects));
        logger.info(`${REDIRECTS_FILE}: ${Object.keys(redirects).length} permanent redirects`);
      },
    },
  };
}
