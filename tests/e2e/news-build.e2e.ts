// What `astro build` does when the news source is not as it should be (issue 5): a rejected token
// or an empty Contentful fails the build with a message naming Contentful and the cause (so the CDN
// keeps the last good build); an intended empty section (NEWS_ALLOW_EMPTY=1) builds the empty state.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStaticServer } from '../../scripts/serve.mjs';
import { STANDIN_SPACE, STANDIN_TOKEN } from '../support/contentful-standin.mjs';
import { buildSite, E2E_DIR } from './global-setup';
import { expectNoSeriousAxeViolations, openPage, useBrowser } from './support/browser';
import { startStandinProcess, type StandinProcess } from './support/standin';

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
});

describe('an intended empty news section', () => {
  let server: { url: string; close: () => Promise<void> } | undefined;

  beforeAll(async () => {
    buildSite(OUT, { ...(await contentfulEnv({ entries: 0, extraEntries: 'none' })), NEWS_ALLOW_EMPTY: '1' });
    server = await startStaticServer({ root: OUT });
  }, 300_000);

  afterAll(async () => {
    await server?.close();
  });

  it("shows 'No news items found.' with no featured article or cards, and passes axe", async () => {
    const { context, page, problems } = await openPage(browser());
    const response = await page.goto(new URL('/nieuws', server?.url).href);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Nieuws' }).waitFor();
    await expect(page.locator('[data-news-empty]').textContent()).resolves.toContain('No news items found.');
    expect(await page.locator('[data-news-featured]').count()).toBe(0);
    expect(await page.locator('[data-news-card]').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
