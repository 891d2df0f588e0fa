// What `astro build` does when the configuration or the news source is not as it should be: a
// production build without its settings stops before anything is fetched or rendered; a rejected
// token, an empty Contentful or a content model whose title field was renamed fails the build with a
// message naming Contentful and the cause (so the CDN keeps the last good build); an intended empty
// section (NEWS_ALLOW_EMPTY=1) builds the empty state; CMS text with characters XML forbids still
// gives a readable feed, and a production build has no emulator origin or test hook.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPagesRuntime } from '../../scripts/preview.mjs';
import { PRODUCTION_REQUIRED } from '../../src/environment.mjs';
import { STANDIN_SPACE, STANDIN_TOKEN } from '../support/contentful-standin.mjs';
import { buildSite, E2E_DIR } from './global-setup';
import { expectNoSeriousAxeViolations, openPage, useBrowser } from './support/browser';
import { selfSignedCertificate, startStandinProcess, type StandinProcess } from './support/standin';
import { renderedText, renderedTexts } from './support/text';

const { browser } = useBrowser();
const OUT = resolve(E2E_DIR, '../e2e-news-build/dist');

const running: StandinProcess[] = [];
async function contentfulEnv(options: object, token = STANDIN_TOKEN): Promise<Record<string, string>> {
  const standin = await startStandinProcess(options);
  running.push(standin);
  return {
    PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    CONTENTFUL_SPACE_ID: STANDIN_SPACE,
    CONTENTFUL_ACCESS_TOKEN: token,
    CONTENTFUL_HOST: `http://${standin.host}`,
  };
}

/** The stand-in over https, as a production build requires, with its certificate trusted by the build. */
async function httpsContentfulEnv(options: object): Promise<Record<string, string>> {
  const tls = selfSignedCertificate();
  const standin = await startStandinProcess({ ...options, tls });
  running.push(standin);
  return {
    CONTENTFUL_SPACE_ID: STANDIN_SPACE,
    CONTENTFUL_ACCESS_TOKEN: STANDIN_TOKEN,
    CONTENTFUL_HOST: `https://${standin.host}`,
    NODE_EXTRA_CA_CERTS: tls.certFile,
  };
}

/** The build's error output, or null when it succeeded. */
function buildError(env: Record<string, string>): string | null {
  try {
    buildSite(OUT, env);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

afterAll(() => {
  for (const standin of running) standin.stop();
});

/** Every production setting blank, as in a repository without its secrets. */
const UNCONFIGURED: Record<string, string> = {
  ...Object.fromEntries(PRODUCTION_REQUIRED.map((key) => [key, ''])),
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '',
};
/** A complete production configuration (Firebase values are made up: nothing calls Firebase at build time). */
const PRODUCTION_FIREBASE: Record<string, string> = {
  SITE_ENV: 'production',
  SITE_URL: 'https://www.example.nl',
  // Of Google's form ('AIza' and 35 more), made up.
  PUBLIC_FIREBASE_API_KEY: 'AIzaSyProductionKey0123456789abcdefghij',
  PUBLIC_FIREBASE_AUTH_DOMAIN: 'brokerkompas-prod.firebaseapp.com',
  PUBLIC_FIREBASE_PROJECT_ID: 'brokerkompas-prod',
  PUBLIC_FIREBASE_APP_ID: '1:123:web:abc',
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '',
};

/** Every JavaScript file of a build, concatenated. */
function builtScripts(dist: string): string {
  const dir = join(dist, '_astro');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
}

describe('a production build (SITE_ENV=production) never falls back to development settings', () => {
  it('without its settings it fails before fetching or rendering anything, naming every missing variable', () => {
    rmSync(OUT, { recursive: true, force: true });
    const output = buildError({ ...UNCONFIGURED, SITE_ENV: 'production' });
    expect(output).toContain(
      'SITE_ENV=production needs these environment variables, which are not set: SITE_URL, CONTENTFUL_SPACE_ID, ' +
        'CONTENTFUL_ACCESS_TOKEN, PUBLIC_FIREBASE_API_KEY, PUBLIC_FIREBASE_AUTH_DOMAIN, PUBLIC_FIREBASE_PROJECT_ID, ' +
        'PUBLIC_FIREBASE_APP_ID.',
    );
    // Stopped while loading the configuration: no news loaded, no page rendered, nothing written.
    expect(output).not.toMatch(/News:|generating static routes|building client/i);
    expect(existsSync(OUT)).toBe(false);
  });

  it('refuses to talk to an Auth emulator', async () => {
    const output = buildError({
      ...(await contentfulEnv({ entries: 3 })),
      ...PRODUCTION_FIREBASE,
      PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    });
    expect(output).toContain('PUBLIC_FIREBASE_AUTH_EMULATOR_HOST must not be set');
    expect(output).not.toMatch(/News:|generating static routes/i);
  });
});

describe('the build fails rather than publish a broken news section', () => {
  it('a rejected token fails the build, naming Contentful and the cause but not the token', async () => {
    const output = buildError(await contentfulEnv({ entries: 3 }, 'wrong-secret-token'));
    expect(output).toContain('Contentful: could not load the news');
    expect(output).toContain('HTTP 401');
    expect(output).not.toContain('wrong-secret-token');
  });

  it('an empty Contentful fails the build', async () => {
    const output = buildError(await contentfulEnv({ entries: 0, extraEntries: 'none' }));
    expect(output).toContain('Contentful: could not load the news');
    expect(output).toContain('NEWS_ALLOW_EMPTY=1');
  });

  it('a renamed title field (every entry skipped) fails the build, naming the content type and the field', async () => {
    const output = buildError(await contentfulEnv({ entries: 5, extraEntries: 'none', renameTitle: 'heading' }));
    expect(output).toContain(
      "Contentful: could not load the news: content type 'newsArticle' has no field 'title' (renamed in the content model?)",
    );
    expect(output).toContain('NEWS_ALLOW_EMPTY=1');
  });
});

describe('a production build from a CMS with characters XML forbids and http images', () => {
  let server: { url: string; close: () => Promise<void> } | undefined;
  const at = (path: string) => new URL(path, server?.url).href;

  beforeAll(async () => {
    const cms = await httpsContentfulEnv({ entries: 4, extraEntries: 'none', dirtyEntries: true });
    buildSite(OUT, { ...cms, ...PRODUCTION_FIREBASE });
    server = await startPagesRuntime({ root: OUT });
  }, 300_000);

  afterAll(async () => {
    await server?.close();
  });

  it('the RSS feed is well-formed XML with the cleaned title', async () => {
    const { context, page } = await openPage(browser());
    const response = await page.request.get(at('/rss.xml'));
    expect(response.status()).toBe(200);
    const xml = await response.text();
    // Chromium's XML parser is strict: one forbidden character and it reports a parsererror.
    await page.goto(at('/'));
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        titles: [...doc.querySelectorAll('item > title')].map((t) => t.textContent),
      };
    }, xml);
    expect(parsed.errors).toBe(0);
    expect(parsed.titles).toContain('Beurs update: AEX wint');
    expect(xml).toContain('<link>https://www.example.nl/nieuws/beurs-update-aex-wint</link>');
    await context.close();
  });

  it('the article page and its JSON-LD carry the cleaned text; images that are not https never appear', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(at('/nieuws/beurs-update-aex-wint'));
    await expect(page.getByRole('heading', { level: 1 }).textContent().then(renderedText)).resolves.toBe(
      'Beurs update: AEX wint',
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents().then(renderedTexts);
    const article = jsonLd.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d['headline']);
    expect(article?.['headline']).toBe('Beurs update: AEX wint');
    expect(jsonLd.join('')).not.toMatch(/\\u000[0-8bc]|\\u001|\\uffff/i);
    for (const path of ['/nieuws/plaatje-over-http', '/nieuws/plaatje-met-script']) {
      await page.goto(at(path));
      // Shown as an article without an image: no og:image at all.
      expect(await page.locator('meta[property="og:image"]').count(), path).toBe(0);
      const html = await page.content();
      expect(html, path).not.toContain('http://images.ctfassets.net/x/http-asset');
      expect(html, path).not.toContain('javascript:alert');
    }
    await context.close();
  });

  it('has no Auth emulator origin in its CSP and no test hook in its scripts', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(at('/login'));
    const csp = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
    expect(csp).toContain('frame-src https://brokerkompas-prod.firebaseapp.com');
    expect(csp).not.toContain('http://');
    expect(csp).not.toContain(inject('authEmulatorHost'));
    expect(builtScripts(OUT)).not.toContain('__brokerkompasAuthTest');
    // The development build the other browser tests use does have it (so this check can fail).
    expect(builtScripts(inject('distDir'))).toContain('__brokerkompasAuthTest');
    await context.close();
  });
});

describe('an intended empty news section', () => {
  let server: { url: string; close: () => Promise<void> } | undefined;

  beforeAll(async () => {
    buildSite(OUT, { ...(await contentfulEnv({ entries: 0, extraEntries: 'none' })), NEWS_ALLOW_EMPTY: '1' });
    server = await startPagesRuntime({ root: OUT });
  }, 300_000);

  afterAll(async () => {
    await server?.close();
  });

  it("shows 'No news items found.' with no featured article or cards, and passes axe", async () => {
    const { context, page, problems } = await openPage(browser());
    const response = await page.goto(new URL('/nieuws', server?.url).href);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Nieuws' }).waitFor();
    await expect(page.locator('[data-news-empty]').textContent().then(renderedText)).resolves.toContain(
      'No news items found.',
    );
    expect(await page.locator('[data-news-featured]').count()).toBe(0);
    expect(await page.locator('[data-news-card]').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
