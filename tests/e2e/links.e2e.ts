// Every internal link of the built site leads to a page the build wrote, to a route of the table or to an old address
// the table redirects: a route renamed in src/data/routes.ts (or a page removed) cannot leave a dead link behind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { canonicalPath, findRoute, REDIRECTS } from '../../src/data/routes';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Internal hrefs of a page: same-site paths, without query and fragment. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)[^"]*"/g)].map((m) => m[1] ?? '/');
}

/** Whether the build holds the path: a page (`x.html`, `x/index.html`) or a file (feed, robots). */
function built(dist: string, path: string): boolean {
  const bare = canonicalPath(path);
  return [`${bare}.html`, `${bare}/index.html`, bare].some((file) => existsSync(join(dist, file)));
}

describe('internal links', () => {
  it('all lead to a built page, a route of the table or a redirect', () => {
    const dist = inject('distDir');
    const dead: string[] = [];
    let checked = 0;
    for (const file of htmlFiles(dist)) {
      for (const href of new Set(internalLinks(readFileSync(file, 'utf8')))) {
        checked += 1;
        const path = canonicalPath(href);
        if (findRoute(path) && !built(dist, path)) dead.push(`${relative(dist, file)} → ${href} (route not built)`);
        else if (!findRoute(path) && !(path in REDIRECTS) && !built(dist, path))
          dead.push(`${relative(dist, file)} → ${href}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(dead).toEqual([]);
  });
});
