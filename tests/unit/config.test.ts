// The site configuration (src/environment.mjs): development defaults without any variable, and a
// production configuration that refuses every development fallback with one message.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_EMULATOR_HOST,
  DEFAULT_SITE_URL,
  DEMO_PROJECT_ID,
  parseCmsSetupConfig,
  parseSiteConfig,
  PRODUCTION_REQUIRED,
  SiteConfigError,
  siteConfig,
  testChromium,
} from '../../src/environment.mjs';
import { cspDirectives } from '../../src/security/csp.mjs';

/** Of Google's form ('AIza' and 35 more), made up. */
const API_KEY = `AIza${'Sy0_-abcdefghijklmnopqrstuvwxyz1234'.slice(0, 35)}`;

const PRODUCTION = {
  SITE_ENV: 'production',
  SITE_URL: 'https://www.example.nl',
  CONTENTFUL_SPACE_ID: 'space',
  CONTENTFUL_ACCESS_TOKEN: 'token',
  PUBLIC_FIREBASE_API_KEY: API_KEY,
  PUBLIC_FIREBASE_AUTH_DOMAIN: 'bk.firebaseapp.com',
  PUBLIC_FIREBASE_PROJECT_ID: 'bk-prod',
  PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
};

function configError(env: Record<string, string | undefined>): string {
  try {
    parseSiteConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('site configuration without SITE_ENV', () => {
  it('needs nothing: default site URL, local news, the demo project on the emulator with the test hook', () => {
    const config = parseSiteConfig({});
    expect(config).toMatchObject({
      production: false,
      siteUrl: DEFAULT_SITE_URL,
      contentful: null,
      newsAllowEmpty: false,
      newsLocalDir: undefined,
      authTestHook: true,
      outDir: './dist',
      cacheDir: './node_modules/.astro',
      previewPort: 4322,
    });
    expect(config.firebase).toEqual({
      options: { apiKey: 'fake-api-key', authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`, projectId: DEMO_PROJECT_ID },
      emulatorHost: DEFAULT_EMULATOR_HOST,
    });
  });

  it('honours the tooling variables and treats blank values as unset', () => {
    const config = parseSiteConfig({
      ASTRO_OUT_DIR: '.tmp/x/dist',
      ASTRO_CACHE_DIR: '.tmp/x/cache',
      NEWS_LOCAL_DIR: 'bench/.work/news',
      PORT: '8080',
      NEWS_ALLOW_EMPTY: '1',
      SITE_URL: '  ',
      CONTENTFUL_SPACE_ID: '',
    });
    expect(config).toMatchObject({
      outDir: '.tmp/x/dist',
      cacheDir: '.tmp/x/cache',
      newsLocalDir: 'bench/.work/news',
      previewPort: 8080,
      newsAllowEmpty: true,
      siteUrl: DEFAULT_SITE_URL,
      contentful: null,
    });
  });

  it('names every malformed variable', () => {
    const message = configError({ PORT: 'abc', SITE_URL: 'www.example.nl', PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: 'x' });
    expect(message).toContain('PORT must be a port number');
    expect(message).toContain('SITE_URL must be an absolute http(s) URL');
    expect(message).toContain('PUBLIC_FIREBASE_AUTH_EMULATOR_HOST must be host:port');
    expect(configError({ SITE_ENV: 'prod' })).toContain("SITE_ENV must be 'production', 'development' or unset");
  });
});

describe('site configuration with SITE_ENV=production', () => {
  it('names every missing variable in one message', () => {
    const message = configError({ SITE_ENV: 'production' });
    expect(message).toContain(
      'SITE_ENV=production needs these environment variables, which are not set: SITE_URL, CONTENTFUL_SPACE_ID, ' +
        'CONTENTFUL_ACCESS_TOKEN, PUBLIC_FIREBASE_API_KEY, PUBLIC_FIREBASE_AUTH_DOMAIN, PUBLIC_FIREBASE_PROJECT_ID, ' +
        'PUBLIC_FIREBASE_APP_ID.',
    );
    expect(PRODUCTION_REQUIRED).toHaveLength(7);
  });

  it('counts blank values (unset CI secrets) as missing and lists only what is missing', () => {
    const message = configError({ ...PRODUCTION, CONTENTFUL_ACCESS_TOKEN: '', PUBLIC_FIREBASE_APP_ID: ' ' });
    expect(message).toContain('which are not set: CONTENTFUL_ACCESS_TOKEN, PUBLIC_FIREBASE_APP_ID.');
    expect(message).not.toContain('SITE_URL');
  });

  it('refuses an emulator host and a non-https site URL, together with the missing variables', () => {
    const message = configError({
      ...PRODUCTION,
      SITE_URL: 'http://www.example.nl',
      PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      CONTENTFUL_SPACE_ID: '',
    });
    expect(message).toContain('which are not set: CONTENTFUL_SPACE_ID.');
    expect(message).toContain('PUBLIC_FIREBASE_AUTH_EMULATOR_HOST must not be set');
    expect(message).toContain('SITE_URL must start with https://');
  });

  it.each([
    ['http://cdn.contentful.com', 'CONTENTFUL_HOST must use https://'],
    ['ftp://cdn.contentful.com', 'CONTENTFUL_HOST must use https://'],
  ])('refuses CONTENTFUL_HOST=%s before any CMS request', (host, expected) => {
    expect(configError({ ...PRODUCTION, CONTENTFUL_HOST: host })).toContain(expected);
  });

  it.each([
    'preview.contentful.com',
    'PREVIEW.Contentful.COM',
    'https://preview.contentful.com',
    'HTTPS://Preview.Contentful.com:443/',
    'preview.contentful.com:443',
    'preview.contentful.com.',
    'preview.eu.contentful.com',
  ])('refuses the Preview API host CONTENTFUL_HOST=%s, without CONTENTFUL_PREVIEW', (host) => {
    expect(configError({ ...PRODUCTION, CONTENTFUL_HOST: host })).toContain(
      'CONTENTFUL_HOST must not be the Content Preview API',
    );
  });

  it.each(['https://cdn.contentful.com', 'cdn.eu.contentful.com', 'previewcdn.example.nl'])(
    'accepts CONTENTFUL_HOST=%s',
    (host) => {
      expect(parseSiteConfig({ ...PRODUCTION, CONTENTFUL_HOST: host }).contentful?.insecure).toBe(false);
    },
  );

  it("refuses an emulator ('demo-') project", () => {
    expect(configError({ ...PRODUCTION, PUBLIC_FIREBASE_PROJECT_ID: DEMO_PROJECT_ID })).toContain(
      "PUBLIC_FIREBASE_PROJECT_ID must not be a 'demo-' project",
    );
  });

  it.each([
    ['a made-up key', 'AIzaKey'],
    ['the emulator key', 'fake-api-key'],
    ['one character too many', `${API_KEY}x`],
    ['a character outside the form', `${API_KEY.slice(0, -1)}!`],
  ])('refuses an API key that is not of Google form: %s', (_label, key) => {
    expect(configError({ ...PRODUCTION, PUBLIC_FIREBASE_API_KEY: key })).toContain(
      'PUBLIC_FIREBASE_API_KEY must be a Firebase web API key',
    );
  });

  it.each([
    'p.firebaseapp.com; script-src *',
    'https://p.firebaseapp.com',
    'p.firebaseapp.com/path',
    "p.firebaseapp.com 'unsafe-inline'",
    '-p.firebaseapp.com',
    'p..firebaseapp.com',
  ])('refuses the auth domain %j (not a plain host name)', (domain) => {
    expect(configError({ ...PRODUCTION, PUBLIC_FIREBASE_AUTH_DOMAIN: domain })).toContain(
      'PUBLIC_FIREBASE_AUTH_DOMAIN must be a plain host name',
    );
  });

  it('names every refused value in one message', () => {
    const message = configError({
      ...PRODUCTION,
      CONTENTFUL_HOST: 'http://x',
      PUBLIC_FIREBASE_PROJECT_ID: 'demo-x',
      PUBLIC_FIREBASE_API_KEY: 'x',
      PUBLIC_FIREBASE_AUTH_DOMAIN: 'a b',
    });
    for (const name of ['CONTENTFUL_HOST', 'PUBLIC_FIREBASE_PROJECT_ID', 'PUBLIC_FIREBASE_API_KEY']) {
      expect(message).toContain(`${name} must`);
    }
    expect(message).toContain('PUBLIC_FIREBASE_AUTH_DOMAIN must');
  });

  it('outside production keeps accepting what development uses (http stand-in, demo project, any key)', () => {
    const config = parseSiteConfig({
      ...PRODUCTION,
      SITE_ENV: '',
      CONTENTFUL_HOST: 'http://127.0.0.1:4000',
      PUBLIC_FIREBASE_PROJECT_ID: 'demo-x',
      PUBLIC_FIREBASE_API_KEY: 'fake-api-key',
    });
    expect(config.contentful?.insecure).toBe(true);
    expect(config.firebase.options).toMatchObject({ apiKey: 'fake-api-key', projectId: 'demo-x' });
  });

  it('the CSP never takes an auth domain that is not a host name, also outside production', () => {
    const firebase = parseSiteConfig({
      ...PRODUCTION,
      SITE_ENV: '',
      PUBLIC_FIREBASE_AUTH_DOMAIN: 'p.x; script-src *',
    }).firebase;
    expect(() => cspDirectives(firebase)).toThrow('not a host name');
  });

  it('with everything set: hosted Firebase, Contentful, no test hook and no emulator in the CSP', () => {
    const config = parseSiteConfig(PRODUCTION);
    expect(config).toMatchObject({
      production: true,
      siteUrl: 'https://www.example.nl',
      authTestHook: false,
      contentful: { space: 'space', accessToken: 'token', environment: 'master' },
    });
    expect(config.firebase).toEqual({
      options: { apiKey: API_KEY, authDomain: 'bk.firebaseapp.com', projectId: 'bk-prod', appId: '1:2:web:3' },
      emulatorHost: null,
    });
    const csp = cspDirectives(config.firebase).join('; ');
    expect(csp).not.toContain('http://');
    expect(csp).toContain('frame-src https://bk.firebaseapp.com');
    // Only what pages show: the site's own images and Contentful's.
    expect(cspDirectives(config.firebase)).toContain("img-src 'self' https://images.ctfassets.net");
  });

  it('never builds a preview of drafts: CONTENTFUL_PREVIEW=1 is refused by name, before any request', () => {
    const message = configError({ ...PRODUCTION, CONTENTFUL_PREVIEW: '1', CONTENTFUL_PREVIEW_TOKEN: 'p' });
    expect(message).toContain('CONTENTFUL_PREVIEW must not be set to 1 with SITE_ENV=production');
    expect(parseSiteConfig({ ...PRODUCTION, CONTENTFUL_PREVIEW: '0' }).preview).toBe(false);
  });

  it('development keeps the test hook only while it talks to an emulator', () => {
    const hosted = { ...PRODUCTION, SITE_ENV: '' };
    expect(parseSiteConfig(hosted).authTestHook).toBe(false);
    expect(parseSiteConfig({ ...hosted, PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }).authTestHook).toBe(
      true,
    );
  });
});

describe('preview builds and cms:setup settings', () => {
  it('a preview outside production reads drafts with the preview token, and needs it', () => {
    const env = { CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 'd', CONTENTFUL_PREVIEW: '1' };
    expect(configError(env)).toContain('CONTENTFUL_PREVIEW=1 needs CONTENTFUL_PREVIEW_TOKEN');
    expect(parseSiteConfig({ ...env, CONTENTFUL_PREVIEW_TOKEN: 'p' })).toMatchObject({
      preview: true,
      contentful: { accessToken: 'p', host: 'preview.contentful.com', preview: true },
    });
  });

  it('cms:setup needs the space and the management token, and takes the rest with defaults', () => {
    expect(() => parseCmsSetupConfig({})).toThrow(
      'cms:setup needs these environment variables, which are not set: CONTENTFUL_SPACE_ID, CONTENTFUL_MANAGEMENT_TOKEN.',
    );
    expect(() =>
      parseCmsSetupConfig({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_MANAGEMENT_TOKEN: 't', GITHUB_REPOSITORY: 'x' }),
    ).toThrow('GITHUB_REPOSITORY must be owner/repository');
    expect(parseCmsSetupConfig({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_MANAGEMENT_TOKEN: 't' })).toEqual({
      space: 's',
      managementToken: 't',
      environment: 'master',
      host: 'api.contentful.com',
      productionSpace: undefined,
      githubToken: undefined,
      repository: undefined,
    });
  });
});

describe('siteConfig() reads .env files', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('takes values from .env, the process environment winning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bk-env-'));
    writeFileSync(join(dir, '.env'), 'SITE_URL=https://from-dotenv.example\nPORT=5000\n');
    vi.stubEnv('PORT', '6000');
    const config = siteConfig(dir);
    expect(config.siteUrl).toBe('https://from-dotenv.example');
    expect(config.previewPort).toBe(6000);
  });
});

describe("the browser tests' Chromium", () => {
  const paths = { chromiumPath: '/usr/bin/chromium-headless-shell', chromePath: '/usr/bin/chromium' };
  const installed =
    (...present: string[]) =>
    (path: string) =>
      present.includes(path);

  it('is the headless shell when both are installed, without a note', () => {
    expect(testChromium(paths, installed(paths.chromiumPath, paths.chromePath))).toEqual({
      path: paths.chromiumPath,
      note: null,
    });
  });

  it('falls back to the full Chromium without the headless shell, with a note saying so and how to speed up', () => {
    const choice = testChromium(paths, installed(paths.chromePath));
    expect(choice.path).toBe(paths.chromePath);
    expect('note' in choice && choice.note).toContain('full Chromium at /usr/bin/chromium');
    expect('note' in choice && choice.note).toContain('apt-get install -y chromium-headless-shell');
  });

  it('follows CHROMIUM_PATH and CHROME_PATH: a missing CHROMIUM_PATH falls back to CHROME_PATH', () => {
    const config = parseSiteConfig({ CHROMIUM_PATH: '/nowhere/shell', CHROME_PATH: '/opt/chrome' });
    expect(testChromium(config, installed('/opt/chrome', paths.chromiumPath))).toMatchObject({ path: '/opt/chrome' });
  });

  it('stops with what to install when the full Chromium is missing (it is needed either way)', () => {
    const onlyShell = testChromium(paths, installed(paths.chromiumPath));
    expect(onlyShell.path).toBeNull();
    expect('missing' in onlyShell && onlyShell.missing).toContain(
      'sudo apt-get update && sudo apt-get install -y chromium\n',
    );
    const none = testChromium(paths, installed());
    expect('missing' in none && none.missing).toContain('apt-get install -y chromium chromium-headless-shell');
    expect('missing' in none && none.missing).toContain('CHROME_PATH and CHROMIUM_PATH');
  });
});
