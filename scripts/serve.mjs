// A static server that behaves like the CDN the site is deployed to: extension-less URLs map to
// `.html` files, unknown paths get dist/404.html with status 404, and public/_headers is applied.
// Used by `npm run preview`, the end-to-end tests and the bench.
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { siteConfig } from '../src/environment.mjs';

/** Parses the Netlify/Cloudflare `_headers` format: a path pattern line, then indented `Name: value` lines. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
    } else if (rules.length) {
      const i = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules.map(({ pattern, headers }) => ({
    test: new RegExp('^' + pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*') + '$'),
    headers,
  }));
}

/**
 * The path of a request target, or undefined when it cannot be parsed (or decoded) as one.
 * @param {string} [target]
 * @returns {string | undefined}
 */
export function requestPath(target = '/') {
  try {
    const path = new URL(target, 'http://x').pathname;
    decodeURIComponent(path);
    return path;
  } catch {
    return undefined;
  }
}

/**
 * @param {{ root?: string, port?: number, host?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startStaticServer({ root = 'dist', port = 0, host = '127.0.0.1' } = {}) {
  const dir = resolve(root);
  const headersFile = join(dir, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const notFound = existsSync(join(dir, '404.html')) ? readFileSync(join(dir, '404.html')) : Buffer.from('Not found');
  const files = sirv(dir, { extensions: ['html'], dev: false, etag: true, gzip: false, brotli: false });

  const server = createServer((req, res) => {
    const path = requestPath(req.url);
    if (path === undefined) {
      // A request target that is not a URL path (`//[x`) is the client's error; the server keeps serving.
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request');
      return;
    }
    for (const rule of rules) {
      if (rule.test.test(path)) for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
    // Like the CDN: /foo/ is not /foo.html; only the root keeps its slash.
    if (path !== '/' && path.endsWith('/')) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFound);
      return;
    }
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFound);
    });
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolvePromise({
        url: `http://${host}:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { previewPort, outDir } = siteConfig();
  const { url } = await startStaticServer({ root: process.argv[2] ?? outDir, port: previewPort });
  console.log(`Serving ${process.argv[2] ?? outDir} like the CDN at ${url}`);
}
