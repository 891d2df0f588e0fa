// The Pages project's configuration: wrangler.toml's compatibility date is one the pinned workerd supports, the
// Functions are limited to /api/*, D1 is bound as DB with the migrations, and nothing a deploy reads turns on the
// Auth emulator's unsigned tokens (only a non-production configuration that uses the emulator does, locally).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseSiteConfig } from '../../src/environment.mjs';
import { COMPATIBILITY_DATE } from '../../scripts/preview.mjs';

const toml = readFileSync('wrangler.toml', 'utf8');

describe('wrangler.toml', () => {
  it('pins a compatibility date no later than the pinned workerd supports', () => {
    const workerd = (
      JSON.parse(readFileSync('node_modules/@cloudflare/workerd-linux-64/package.json', 'utf8')) as {
        version: string;
      }
    ).version;
    // workerd's version is 1.YYYYMMDD.n: the newest compatibility date it knows.
    const supported = /^1\.(\d{4})(\d{2})(\d{2})\./.exec(workerd);
    expect(supported).not.toBeNull();
    expect(COMPATIBILITY_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(COMPATIBILITY_DATE! <= `${supported![1]}-${supported![2]}-${supported![3]}`).toBe(true);
  });

  it('binds D1 as DB with the migrations folder, and never sets AUTH_EMULATOR_TOKENS', () => {
    expect(toml).toMatch(/\[\[d1_databases\]\][^[]*binding = "DB"[^[]*migrations_dir = "migrations"/);
    expect(toml).not.toContain('AUTH_EMULATOR_TOKENS');
    expect(readFileSync('.github/workflows/deploy.yml', 'utf8')).toContain('wrangler d1 migrations apply DB --remote');
  });

  it('limits the Functions to /api/*', () => {
    expect(parse(readFileSync('public/_routes.json', 'utf8'))).toEqual({
      version: 1,
      include: ['/api/*'],
      exclude: [],
    });
  });
});

describe('emulator tokens in the Functions', () => {
  it('are on for a configuration that uses the emulator, off with hosted Firebase and in production', () => {
    expect(parseSiteConfig({}).functionsEmulatorTokens).toBe(true);
    expect(
      parseSiteConfig({
        PUBLIC_FIREBASE_API_KEY: 'AIzaSyA-abcdefghijklmnopqrstuvwxyz01234',
        PUBLIC_FIREBASE_PROJECT_ID: 'brokerkompas',
      }).functionsEmulatorTokens,
    ).toBe(false);
    expect(
      parseSiteConfig({
        SITE_ENV: 'production',
        SITE_URL: 'https://www.brokerkompas.nl',
        CONTENTFUL_SPACE_ID: 'space',
        CONTENTFUL_ACCESS_TOKEN: 'token',
        PUBLIC_FIREBASE_API_KEY: 'AIzaSyA-abcdefghijklmnopqrstuvwxyz01234',
        PUBLIC_FIREBASE_AUTH_DOMAIN: 'brokerkompas.firebaseapp.com',
        PUBLIC_FIREBASE_PROJECT_ID: 'brokerkompas',
        PUBLIC_FIREBASE_APP_ID: '1:1:web:1',
      }).functionsEmulatorTokens,
    ).toBe(false);
  });
});
