// The CDN's own rules, run on Cloudflare Pages' local runtime (wrangler pages dev, started once by the global
// setup): `_headers`, 404.html with status 404, extension-less URLs and the redirects Pages itself makes, the
// `_redirects` file written from the route table, requests that must not take the server down, and every
// internal link of the build answering 200 without a hop.
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { REDIRECTS } from '../../src/data/routes';
import { PAGEFIND_ASSET_CSP, SCRIPT_ASSET_CSP } from '../../src/security/csp.mjs';
import { url } from './support/browser';

/** A request as a reader's browser would send it, but following no redirect: the first answer is what counts. */
function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url(path), { redirect: 'manual', headers });
}

/** Sends raw bytes and resolves with everything the server answered before closing. */
function rawRequest(text: string): Promise<string> {
  const { hostname, port } = new URL(inject('baseUrl'));
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** Every HTML file of the build. */
function builtHtml(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The same-origin paths a page points at (links, scripts, styles, images, icons), without their fragment. */
function internalTargets(html: string): string[] {
  const targets: string[] = [];
  for (const [, value] of html.matchAll(/\s(?:href|src)="(\/(?!\/)[^"]*)"/g)) {
    targets.push((value ?? '').replace(/&amp;/g, '&').split('#')[0] ?? '');
  }
  return targets;
}

describe('_headers', () => {
  it('applies the security headers to pages and the immutable cache to /_astro', async () => {
    const page = await get('/faq');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(page.headers.get('strict-transport-security')).toContain('max-age=63072000');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).not.toContain('immutable');
    const asset = readdirSync(join(inject('distDir'), '_astro')).find((name) => name.endsWith('.js'));
    const script = await get(`/_astro/${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends the file worker and Pagefind their own CSP: a <meta> policy does not bind a worker', async () => {
    const worker = readdirSync(join(inject('distDir'), '_astro')).find((name) => /^brokerFileWorker.*\.js$/.test(name));
    expect(worker).toBeDefined();
    const policies = (response: Response) => (response.headers.get('content-security-policy') ?? '').split(', ');
    const fileWorker = await get(`/_astro/${worker}`);
    expect(fileWorker.status).toBe(200);
    expect(policies(fileWorker)).toEqual(["frame-ancestors 'none'", SCRIPT_ASSET_CSP]);
    const pagefindWorker = await get('/pagefind/pagefind-worker.js');
    expect(pagefindWorker.status).toBe(200);
    expect(policies(pagefindWorker)).toEqual(["frame-ancestors 'none'", PAGEFIND_ASSET_CSP]);
  });
});

describe('paths', () => {
  it('serves a page at its extension-less path', async () => {
    const page = await get('/aandelen/wat-is-dividend');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<h1');
  });

  it.each([
    ['/faq.html', '/faq'],
    ['/faq/', '/faq'],
    ['/index.html', '/'],
  ])('%s answers 308 to %s', async (from, to) => {
    const answer = await get(from);
    expect(answer.status).toBe(308);
    expect(new URL(answer.headers.get('location') ?? '', url('/')).pathname).toBe(to);
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const answer = await get('/bestaat-niet');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe(readFileSync(join(inject('distDir'), '404.html'), 'utf8'));
  });
});

describe('_redirects (from the route table)', () => {
  it.each(Object.entries(REDIRECTS))('%s answers 301 to %s', async (from, to) => {
    const answer = await get(from);
    expect(answer.status).toBe(301);
    expect(new URL(answer.headers.get('location') ?? '', url('/')).pathname).toBe(to);
    expect((await get(to)).status).toBe(200);
  });

  it('builds no refresh stub and lists no old address in the sitemap or the search index', () => {
    const dist = inject('distDir');
    const sitemap = readFileSync(join(dist, 'sitemap-0.xml'), 'utf8');
    for (const from of Object.keys(REDIRECTS)) {
      expect(builtHtml(dist).map((file) => file.slice(dist.length))).not.toContain(`${from}.html`);
      expect(sitemap).not.toContain(`${from}</loc>`);
    }
    for (const file of builtHtml(dist)) expect(readFileSync(file, 'utf8'), file).not.toMatch(/http-equiv="refresh"/);
  });
});

describe('robustness', () => {
  it('answers a Range request it cannot satisfy or parse and keeps serving', async () => {
    const full = await (await get('/faq')).text();
    for (const range of ['bytes=5-2', 'bytes=999999999-', 'bytes=x']) {
      const answer = await get('/faq', { Range: range });
      expect([200, 206, 416], range).toContain(answer.status);
      if (answer.status === 200) expect(await answer.text(), range).toBe(full);
      else await answer.body?.cancel();
    }
    const part = await get('/faq', { Range: 'bytes=0-0' });
    expect([200, 206]).toContain(part.status);
    expect(await part.text()).toBe(part.status === 206 ? full.slice(0, 1) : full);
    expect((await get('/faq')).status).toBe(200);
  });

  it('answers malformed request targets without a crash and keeps serving', async () => {
    for (const target of ['//[x', '/%E0%A4%A', '/%']) {
      const answer = await rawRequest(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer.split('\r\n')[0], target).toMatch(/^HTTP\/1\.1 (4\d\d|30[178]) /);
    }
    expect((await get('/faq')).status).toBe(200);
  });
});

describe('links', () => {
  it('every internal link and resource of every built page answers 200 directly', { timeout: 120_000 }, async () => {
    const dist = inject('distDir');
    const targets = new Set(builtHtml(dist).flatMap((file) => internalTargets(readFileSync(file, 'utf8'))));
    expect(targets.size).toBeGreaterThan(40);
    const failures: string[] = [];
    // A few at a time: the runtime answers in parallel, the checks stay quick.
    const queue = [...targets];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let target = queue.pop(); target !== undefined; target = queue.pop()) {
          const answer = await get(target);
          await answer.body?.cancel();
          if (answer.status !== 200)
            failures.push(`${target}: ${answer.status} ${answer.headers.get('location') ?? ''}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  });
});
