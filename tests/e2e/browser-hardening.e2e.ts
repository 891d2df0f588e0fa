// What a hostile or broken environment does to the static site: saved paths that point elsewhere,
// a host that answers 404 for a real page, malformed fragments, invalid HTML. (Malformed request lines and
// Range requests against the CDN's runtime: runtime.e2e.ts.)
import { t } from '../../src/i18n';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ORIGINAL_PATH_KEY } from '../../src/config';
import { expectNoSeriousAxeViolationsInBothThemes, openPage, url, useBrowser } from './support/browser';

const { browser } = useBrowser();

declare global {
  interface Window {
    __navigations?: string[];
  }
  // The Navigation API (Chromium), not yet in TypeScript's DOM library.
  var navigation: {
    addEventListener(type: 'navigate', listener: (event: { destination: { url: string } }) => void): void;
  };
}

/** vnu-jar's main export is the path of its jar. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * Records every navigation the page starts. The `navigate` event fires synchronously inside
 * location.replace(), so once the page's script has run, the list is complete: no waiting needed
 * to prove that nothing navigated.
 */
async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__navigations = [];
    navigation.addEventListener('navigate', (event) => window.__navigations?.push(event.destination.url));
  });
}

const navigations = (page: Page) => page.evaluate(() => window.__navigations ?? []);
const savedPath = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), ORIGINAL_PATH_KEY);

describe('restoring a saved path', () => {
  it.each([
    ['a backslash path', '/\\evil.example'],
    ['a protocol-relative URL', '//evil.example/faq'],
    ['another origin', 'https://evil.example/faq'],
    ['an unknown route', '/bestaat-niet'],
  ])('refuses %s and stays on the page', async (_label, saved) => {
    const { context, page, problems } = await openPage(browser());
    await context.route(/evil\.example/, (route) => route.fulfill({ status: 200, body: 'elsewhere' }));
    await recordNavigations(page);
    await page.goto(url('/'));
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [ORIGINAL_PATH_KEY, saved] as const);
    await page.goto(url('/'));
    // The restore script removes the key when it has decided.
    await page.waitForFunction((key) => sessionStorage.getItem(key) === null, ORIGINAL_PATH_KEY);
    expect(await navigations(page)).toEqual([]);
    expect(page.url()).toBe(url('/'));
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('still restores a known route with its query and fragment', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(url('/'));
    await page.evaluate((key) => sessionStorage.setItem(key, '/faq?bron=host#vragen'), ORIGINAL_PATH_KEY);
    await page.goto(url('/'));
    await page.waitForURL(url('/faq?bron=host#vragen'));
    expect(await savedPath(page)).toBeNull();
    await context.close();
  });
});

describe('the 404 page', () => {
  it('does not redirect to the path it is already on when a host answers 404 for a known route', async () => {
    const { context, page, problems } = await openPage(browser());
    const notFound = readFileSync(join(inject('distDir'), '404.html'));
    let documents = 0;
    await page.route(url('/faq'), (route) => {
      documents += 1;
      return route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: notFound });
    });
    await recordNavigations(page);
    const response = await page.goto(url('/faq'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: t('notFound.title') }).waitFor();
    expect(await page.getByText('Loading...').isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: t('notFound.home') }).getAttribute('href')).toBe('/');
    expect(await navigations(page)).toEqual([]);
    expect(documents).toBe(1);
    await expectNoSeriousAxeViolationsInBothThemes(page);
    expect(problems.errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('table of contents', () => {
  it.each(['#%', '#%E0%A4%A', '#100%-zeker'])('tolerates the malformed fragment %s', async (fragment) => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url(`/aandelen/wat-is-dividend${fragment}`));
    const toc = page.getByRole('navigation', { name: 'Inhoud' });
    // The contents list still works: a valid jump afterwards marks its link.
    const link = toc.getByRole('link', { name: 'Belasting op dividend' });
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForFunction(
      (target) => document.querySelector(`[data-toc] a[href="${target}"]`)?.getAttribute('aria-current') === 'true',
      href,
    );
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

/** Every page of the build (old addresses are `_redirects` rules, not pages). */
function builtPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

interface VnuMessage {
  readonly type: string;
  readonly url: string;
  readonly message: string;
  readonly extract?: string;
}

describe('valid HTML', () => {
  it('the W3C Nu HTML checker finds no error on any page', { timeout: 180_000 }, async () => {
    const dir = inject('distDir');
    const pages = builtPages(dir);
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.some((p) => p.endsWith('404.html'))).toBe(true);
    // vnu exits non-zero when it reports errors; its JSON report is on stderr either way.
    const run = promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...pages], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: unknown) => {
      if (typeof error === 'object' && error !== null && 'stderr' in error && typeof error.stderr === 'string') {
        return { stderr: error.stderr };
      }
      throw error;
    });
    const { stderr } = await run;
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    expect(messages.map((m) => `${relative(dir, new URL(m.url).pathname)}: ${m.message} (${m.extract ?? ''})`)).toEqual(
      [],
    );
  });
});

describe('a worker on the Pages runtime', () => {
  /** A worker that fetches the URL it is sent and answers whether the request went out. */
  const PROBE = `addEventListener('message', (event) => {
    fetch(event.data, { mode: 'no-cors' }).then(() => postMessage('reached'), () => postMessage('refused'));
  });`;

  /**
   * Puts PROBE into the build at `path` (served by the Pages runtime with the headers `_headers` gives that path),
   * starts it as a module worker on a page, and resolves with what its fetch of another origin did, and the page's.
   */
  async function probe(path: string): Promise<{ worker: string; page: string }> {
    const file = join(inject('distDir'), path);
    writeFileSync(file, PROBE);
    // Another origin: a server of this test on a port of its own, answering anyone (CORS allows every origin).
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'access-control-allow-origin': '*' }).end('reached');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const other = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const { context, page } = await openPage(browser());
    try {
      await page.goto(url('/tools/mijn-kosten'));
      return await page.evaluate(
        async ({ script, target }) => {
          const worker = new Worker(script, { type: 'module' });
          const answer = new Promise<string>((resolve) => {
            worker.addEventListener('message', (event: MessageEvent<string>) => resolve(event.data));
            worker.addEventListener('error', () => resolve('worker failed'));
          });
          worker.postMessage(target);
          const fromWorker = await answer;
          worker.terminate();
          const fromPage = await fetch(target, { mode: 'no-cors' }).then(
            () => 'reached',
            () => 'refused',
          );
          return { worker: fromWorker, page: fromPage };
        },
        { script: `/${path}`, target: other },
      );
    } finally {
      await context.close();
      server.close();
      rmSync(file);
    }
  }

  it("refuses a worker's cross-origin fetch under /_astro, as the page's own policy refuses the page's", async () => {
    expect(await probe('_astro/csp-probe.js')).toEqual({ worker: 'refused', page: 'refused' });
  });

  it('(control) the same worker outside /_astro, without that header, reaches the other origin', async () => {
    expect(await probe('csp-probe.js')).toEqual({ worker: 'reached', page: 'refused' });
  });
});
