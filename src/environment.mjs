// @ts-check
// The site's one configuration. Every environment variable the build, the browser bundle, the news
// loader, the CSP and the scripts use is read, validated and given its default here; nothing else in
// the project reads process.env or import.meta.env.
//
// Why a zod-parsed plain JS module and not Astro's `astro:env` schema: `astro:env/*` are virtual modules
// that only exist inside Astro's Vite pipeline. astro.config.mjs itself (site URL, output folders, the
// CSP), the plain-Node scripts (`npm start`, `npm run preview`, the emulator runner) and the test and
// bench drivers cannot import them, and `astro:env` validates a variable only when a module imports it,
// i.e. while pages are already being built. This module runs in all of those places, validates
// everything at once when astro.config.mjs loads (before any content is fetched or page rendered) and
// can make variables required only for a production build. The browser gets the Firebase settings it
// needs as build-time constants (`vite.define` in astro.config.mjs), never the raw environment.
//
// `.env` files: siteConfig() reads `.env`, `.env.local` and `.env.<mode>` (`production` with
// SITE_ENV=production, else `development`) through Vite's loadEnv; real environment variables win.
import { z } from 'astro/zod';
import { loadEnv } from 'vite';

export const DEFAULT_SITE_URL = 'https://www.brokerkompas.nl';
/** The demo project the site uses without Firebase settings (the Auth emulator accepts any `demo-*`). */
export const DEMO_PROJECT_ID = 'demo-brokerkompas';
/** Any non-empty key works against the emulator; the REST helpers in the tests use the same one. */
export const DEMO_API_KEY = 'fake-api-key';
/** Where `npm start` runs the Auth emulator when nothing else is configured. */
export const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';
export const CONTENTFUL_DEFAULT_ENVIRONMENT = 'master';
/** The Content Preview API (drafts), used instead of cdn.contentful.com with CONTENTFUL_PREVIEW=1. */
export const CONTENTFUL_PREVIEW_HOST = 'preview.contentful.com';
/** The Content Management API `npm run cms:setup` writes to. */
export const CONTENTFUL_MANAGEMENT_DEFAULT_HOST = 'api.contentful.com';
export const DEFAULT_PREVIEW_PORT = 4322;
/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell), the same Chromium build
 * without the desktop browser around it, which is what Playwright itself runs headless tests on. It took 56% less
 * CPU than full Chromium in headless mode over the same browser tests (README, Tests).
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
/** Full Chromium: Lighthouse, and the one browser test of what the headless shell lacks (the back/forward cache). */
export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';

/**
 * @typedef {{ readonly path: string, readonly note: string | null } | { readonly path: null, readonly missing: string }} TestChromium
 * The browser the browser tests drive: `path` with a `note` to print when it is not the preferred one; or, when no
 * usable browser is there, `missing`: what to install.
 */

/**
 * Which Chromium the browser tests drive: the headless shell (`chromiumPath`, faster) when it is there, else the full
 * Chromium (`chromePath`), slower but the same engine, with a note saying so; a newcomer with only Debian's
 * `chromium` package still gets a green run. Full Chromium is needed either way (the back/forward cache test and
 * Lighthouse run on it), so without it the answer is what to install.
 * @param {{ readonly chromiumPath: string, readonly chromePath: string }} paths
 * @param {(path: string) => boolean} exists
 * @returns {TestChromium}
 */
export function testChromium({ chromiumPath, chromePath }, exists) {
  const shell = exists(chromiumPath);
  const full = exists(chromePath);
  if (shell && full) return { path: chromiumPath, note: null };
  if (full) {
    return {
      path: chromePath,
      note:
        `Note: no Chromium headless shell at ${chromiumPath}; the browser tests run on the full Chromium at ` +
        `${chromePath} instead (the same engine, about twice the CPU). For faster runs: ` +
        'sudo apt-get install -y chromium-headless-shell (or point CHROMIUM_PATH at another headless Chromium).',
    };
  }
  return {
    path: null,
    missing: [
      ...(shell ? [] : [`No Chromium headless shell at ${chromiumPath} (CHROMIUM_PATH).`]),
      `No full Chromium at ${chromePath} (CHROME_PATH); the browser tests need it (the back/forward cache test, and in place of a missing headless shell).`,
      'Install Debian’s Chromium with:',
      `  sudo apt-get update && sudo apt-get install -y chromium${shell ? '' : ' chromium-headless-shell'}`,
      `or point CHROME_PATH${shell ? '' : ' and CHROMIUM_PATH'} at another Chromium/Chrome binary.`,
    ].join('\n'),
  };
}

/** What a production build (SITE_ENV=production) cannot do without: no sample news, no demo login. */
export const PRODUCTION_REQUIRED = /** @type {const} */ ([
  'SITE_URL',
  'CONTENTFUL_SPACE_ID',
  'CONTENTFUL_ACCESS_TOKEN',
  'PUBLIC_FIREBASE_API_KEY',
  'PUBLIC_FIREBASE_AUTH_DOMAIN',
  'PUBLIC_FIREBASE_PROJECT_ID',
  'PUBLIC_FIREBASE_APP_ID',
]);

/** @typedef {Readonly<Record<string, string | undefined>>} RawEnv */

/** An empty or blank value counts as unset (CI passes unset secrets as ''). */
const optional = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);
const flag = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.enum(['0', '1'], { error: "must be '1' or '0'" }).optional(),
);
const hostPort = optional.refine((v) => v === undefined || /^[\w.-]+:\d{1,5}$/.test(v), {
  error: `must be host:port, for example ${DEFAULT_EMULATOR_HOST}`,
});
const httpUrl = optional.refine((v) => v === undefined || /^https?:\/\/[^/\s]+/.test(v), {
  error: `must be an absolute http(s) URL, for example ${DEFAULT_SITE_URL}`,
});

/** The Cloudflare API `npm run preview:access` talks to. */
export const CLOUDFLARE_API_DEFAULT_HOST = 'api.cloudflare.com';

/**
 * @typedef {{ readonly email: { readonly email: string } } | { readonly email_domain: { readonly domain: string } }} AccessRule
 * One `include` rule of a Cloudflare Access policy: one address, or everyone at one e-mail domain.
 */

/**
 * The Access rules PREVIEW_ACCESS_EMAILS stands for ('a@x.nl, @y.nl' → one address, one domain), sorted and without
 * duplicates; null when an entry is neither (a typo must not open or lock the preview unnoticed).
 * @param {string} value
 * @returns {AccessRule[] | null}
 */
export function previewAccessRules(value) {
  const entries = [
    ...new Set(
      value
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map((e) => e.toLowerCase()),
    ),
  ].sort();
  if (entries.length === 0) return null;
  /** @type {AccessRule[]} */
  const rules = [];
  for (const entry of entries) {
    const at = entry.indexOf('@');
    const domain = entry.slice(at + 1);
    if (at < 0 || entry.indexOf('@', at + 1) >= 0 || !isHostName(domain) || !domain.includes('.')) return null;
    if (at === 0) rules.push({ email_domain: { domain } });
    else if (/^[\w.+-]+$/.test(entry.slice(0, at))) rules.push({ email: { email: entry } });
    else return null;
  }
  return rules;
}

const schema = z.object({
  SITE_ENV: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(['production', 'development'], { error: "must be 'production', 'development' or unset" }).optional(),
  ),
  SITE_URL: httpUrl,
  CONTENTFUL_SPACE_ID: optional,
  CONTENTFUL_ACCESS_TOKEN: optional,
  CONTENTFUL_ENVIRONMENT: optional,
  CONTENTFUL_HOST: optional,
  CONTENTFUL_PREVIEW: flag,
  CONTENTFUL_PREVIEW_TOKEN: optional,
  CONTENTFUL_MANAGEMENT_TOKEN: optional,
  CONTENTFUL_MANAGEMENT_HOST: optional.refine((v) => v === undefined || /^[\w.-]+(?::\d{1,5})?$/.test(v), {
    error: 'must be a host name with an optional port (https is always used), for example api.contentful.com',
  }),
  CONTENTFUL_PRODUCTION_SPACE_ID: optional,
  CLOUDFLARE_API_TOKEN: optional,
  CLOUDFLARE_ACCOUNT_ID: optional.refine((v) => v === undefined || /^[a-f\d]{32}$/i.test(v), {
    error: 'must be the 32-character Cloudflare account id (dashboard sidebar)',
  }),
  CLOUDFLARE_PAGES_PROJECT: optional.refine((v) => v === undefined || /^[a-z\d](?:[a-z\d-]{0,56}[a-z\d])?$/.test(v), {
    error: 'must be a Pages project name (lower-case letters, digits and inner hyphens), for example brokerkompas',
  }),
  CLOUDFLARE_API_HOST: optional.refine((v) => v === undefined || /^[\w.-]+(?::\d{1,5})?$/.test(v), {
    error: 'must be a host name with an optional port (https is always used), for example api.cloudflare.com',
  }),
  PREVIEW_ACCESS_EMAILS: optional.refine((v) => v === undefined || previewAccessRules(v) !== null, {
    error:
      "must list e-mail addresses and/or '@domain' entries, separated by commas, for example redactie@example.nl, @example.nl",
  }),
  GITHUB_DISPATCH_TOKEN: optional,
  GITHUB_REPOSITORY: optional.refine((v) => v === undefined || /^[\w.-]+\/[\w.-]+$/.test(v), {
    error: 'must be owner/repository, for example brokerkompas/site',
  }),
  PUBLIC_FIREBASE_API_KEY: optional,
  PUBLIC_FIREBASE_AUTH_DOMAIN: optional,
  PUBLIC_FIREBASE_PROJECT_ID: optional,
  PUBLIC_FIREBASE_APP_ID: optional,
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: hostPort,
  NEWS_ALLOW_EMPTY: flag,
  NEWS_LOCAL_DIR: optional,
  ASTRO_OUT_DIR: optional,
  ASTRO_CACHE_DIR: optional,
  PORT: optional.refine((v) => v === undefined || (/^\d{1,5}$/.test(v) && Number(v) <= 65_535), {
    error: 'must be a port number (0-65535)',
  }),
  CHROMIUM_PATH: optional,
  CHROME_PATH: optional,
  E2E_DIR: optional,
  E2E_REUSE_BUILD: flag,
  E2E_BUILD_GATE: optional,
  DEV_API_ORIGIN: httpUrl,
});

/** @typedef {z.infer<typeof schema>} EnvValues */

/**
 * @typedef {{
 *   readonly space: string,
 *   readonly accessToken: string,
 *   readonly environment: string,
 *   readonly host?: string | undefined,
 *   readonly insecure: boolean,
 *   readonly preview: boolean,
 *   readonly publishedAccessToken?: string | undefined,
 * }} ContentfulSettings
 * `host`: host (and port) of the API, cdn.contentful.com when undefined; `insecure`: plain HTTP
 * (CONTENTFUL_HOST started with 'http://', local stand-ins); `preview`: drafts through the Content Preview API
 * (CONTENTFUL_PREVIEW=1; `accessToken` is then the preview token and the default host preview.contentful.com);
 * `publishedAccessToken`: in a preview, the delivery token, to ask the Delivery API which entries are published
 * as shown (the Preview API does not say which are drafts).
 */

/**
 * @typedef {{
 *   readonly options: { readonly apiKey: string, readonly authDomain: string, readonly projectId: string, readonly appId?: string },
 *   readonly emulatorHost: string | null,
 * }} FirebaseSettings
 * `emulatorHost`: host:port of the Auth emulator, or null for the hosted service.
 */

/**
 * @typedef {{
 *   readonly production: boolean,
 *   readonly siteUrl: string,
 *   readonly contentful: ContentfulSettings | null,
 *   readonly preview: boolean,
 *   readonly newsAllowEmpty: boolean,
 *   readonly newsLocalDir: string | undefined,
 *   readonly firebase: FirebaseSettings,
 *   readonly authTestHook: boolean,
 *   readonly functionsEmulatorTokens: boolean,
 *   readonly outDir: string,
 *   readonly cacheDir: string,
 *   readonly previewPort: number,
 *   readonly chromiumPath: string,
 *   readonly chromePath: string,
 *   readonly e2eDir: string | undefined,
 *   readonly e2eReuseBuild: boolean,
 *   readonly e2eBuildGate: string | undefined,
 *   readonly devApiOrigin: string | undefined,
 * }} SiteConfig
 */

/** A configuration that cannot be used; the message names every variable at fault. */
export class SiteConfigError extends Error {
  /** @override */
  name = 'SiteConfigError';
}

/**
 * Contentful settings, or null when space and token are not both set (the site then uses the local
 * Markdown news). With CONTENTFUL_PREVIEW=1 the token is the preview token (CONTENTFUL_PREVIEW_TOKEN) and the host
 * defaults to the Preview API: drafts are read, never with the delivery token.
 * @param {Pick<EnvValues, 'CONTENTFUL_SPACE_ID' | 'CONTENTFUL_ACCESS_TOKEN' | 'CONTENTFUL_ENVIRONMENT' | 'CONTENTFUL_HOST'> & Partial<Pick<EnvValues, 'CONTENTFUL_PREVIEW' | 'CONTENTFUL_PREVIEW_TOKEN'>>} env
 * @returns {ContentfulSettings | null}
 */
export function contentfulSettings(env) {
  const preview = env.CONTENTFUL_PREVIEW === '1';
  const space = env.CONTENTFUL_SPACE_ID?.trim();
  const deliveryToken = env.CONTENTFUL_ACCESS_TOKEN?.trim();
  const accessToken = preview ? env.CONTENTFUL_PREVIEW_TOKEN?.trim() : deliveryToken;
  if (!space || !accessToken || !deliveryToken) return null;
  const rawHost = env.CONTENTFUL_HOST?.trim() ?? '';
  const host = rawHost.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return {
    space,
    accessToken,
    environment: env.CONTENTFUL_ENVIRONMENT?.trim() || CONTENTFUL_DEFAULT_ENVIRONMENT,
    host: host || (preview ? CONTENTFUL_PREVIEW_HOST : undefined),
    insecure: rawHost.startsWith('http://'),
    preview,
    ...(preview ? { publishedAccessToken: deliveryToken } : {}),
  };
}

/**
 * Why a preview build cannot run, or null: CONTENTFUL_PREVIEW=1 needs the space and the preview token (a preview
 * that silently fell back to the local news would show editors the wrong site).
 * @param {EnvValues} values
 * @returns {string[]}
 */
function previewProblems(values) {
  if (values.CONTENTFUL_PREVIEW !== '1') return [];
  const missing = /** @type {const} */ (['CONTENTFUL_SPACE_ID', 'CONTENTFUL_PREVIEW_TOKEN']).filter((k) => !values[k]);
  return missing.length
    ? [`CONTENTFUL_PREVIEW=1 needs ${missing.join(' and ')} (drafts come from the Preview API)`]
    : [];
}

/**
 * No API key → the demo project against the emulator (DEFAULT_EMULATOR_HOST unless
 * PUBLIC_FIREBASE_AUTH_EMULATOR_HOST says otherwise). PUBLIC_FIREBASE_AUTH_EMULATOR_HOST, when set,
 * always wins (also next to a real key).
 * @param {Pick<EnvValues, 'PUBLIC_FIREBASE_API_KEY' | 'PUBLIC_FIREBASE_AUTH_DOMAIN' | 'PUBLIC_FIREBASE_PROJECT_ID' | 'PUBLIC_FIREBASE_APP_ID' | 'PUBLIC_FIREBASE_AUTH_EMULATOR_HOST'>} env
 * @returns {FirebaseSettings}
 */
export function firebaseSettings(env) {
  const apiKey = env.PUBLIC_FIREBASE_API_KEY?.trim() ?? '';
  const emulatorOverride = env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?.trim() ?? '';
  if (!apiKey) {
    // Always the demo project: the emulator that `npm start` and the tests run serves only that one
    // (single-project mode), whatever PUBLIC_FIREBASE_PROJECT_ID says.
    return {
      options: { apiKey: DEMO_API_KEY, authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`, projectId: DEMO_PROJECT_ID },
      emulatorHost: emulatorOverride || DEFAULT_EMULATOR_HOST,
    };
  }
  const projectId = env.PUBLIC_FIREBASE_PROJECT_ID?.trim() ?? '';
  const appId = env.PUBLIC_FIREBASE_APP_ID?.trim() ?? '';
  return {
    options: {
      apiKey,
      authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN?.trim() || (projectId ? `${projectId}.firebaseapp.com` : ''),
      projectId,
      ...(appId ? { appId } : {}),
    },
    emulatorHost: emulatorOverride || null,
  };
}

/** The form of a Firebase web API key: 'AIza' and 35 letters, digits, '-' or '_'. */
export const FIREBASE_API_KEY_FORM = /^AIza[\w-]{35}$/;

/**
 * A plain host name: dot-separated labels of letters, digits and inner hyphens. Nothing else may reach the
 * CSP, where a value like `p.firebaseapp.com; script-src *` would add a directive.
 * @param {string} value
 */
export function isHostName(value) {
  return value.length <= 253 && /^(?!-)[a-z\d-]{1,63}(?<!-)(?:\.(?!-)[a-z\d-]{1,63}(?<!-))*$/i.test(value);
}

/**
 * Whether a CONTENTFUL_HOST value keeps the delivery token encrypted: https:// or a bare host (the client's
 * default is https); http:// and any other scheme are not.
 * @param {string} value
 */
function contentfulHostIsHttps(value) {
  return value.startsWith('https://') || !/^[a-z][a-z\d+.-]*:\/\//i.test(value);
}

/**
 * Whether a CONTENTFUL_HOST value names Contentful's Content Preview API (preview.contentful.com, or a regional
 * preview.<region>.contentful.com), in any case, with or without a scheme, port, path or the DNS root's trailing dot.
 * A production build against it would publish drafts even without CONTENTFUL_PREVIEW.
 * @param {string} value
 */
export function isContentfulPreviewHost(value) {
  const name = value
    .trim()
    .replace(/^[a-z][a-z\d+.-]*:\/\//i, '')
    .replace(/^[^@/]*@/, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d*$/, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  return /^preview(?:\.[a-z\d-]+)?\.contentful\.com$/.test(name);
}

/**
 * Production-only rules, as issues: every missing required variable, an emulator host or an emulator
 * project (a production site never talks to an emulator), a non-https site URL or Contentful host (the
 * delivery token would travel unencrypted), the Preview API as Contentful host (drafts), an API key that is not Google's and an auth domain that is
 * not a plain host name.
 * @param {EnvValues} values
 * @returns {{ missing: string[], invalid: string[] }}
 */
function productionProblems(values) {
  const missing = PRODUCTION_REQUIRED.filter((key) => !values[key]);
  const invalid = [];
  if (values.CONTENTFUL_PREVIEW === '1') {
    // Drafts must never reach the live site: refused here, before any content is fetched.
    invalid.push('CONTENTFUL_PREVIEW must not be set to 1 with SITE_ENV=production (a preview build shows drafts)');
  }
  if (values.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST) {
    invalid.push('PUBLIC_FIREBASE_AUTH_EMULATOR_HOST must not be set (a production site never uses the Auth emulator)');
  }
  if (values.SITE_URL && !values.SITE_URL.startsWith('https://')) invalid.push('SITE_URL must start with https://');
  if (values.CONTENTFUL_HOST && !contentfulHostIsHttps(values.CONTENTFUL_HOST)) {
    invalid.push('CONTENTFUL_HOST must use https:// (over http the delivery token travels unencrypted)');
  }
  if (values.CONTENTFUL_HOST && isContentfulPreviewHost(values.CONTENTFUL_HOST)) {
    // The Preview API serves drafts: the flag alone is not enough, the host itself is refused.
    invalid.push('CONTENTFUL_HOST must not be the Content Preview API (preview.contentful.com serves drafts)');
  }
  if (values.PUBLIC_FIREBASE_PROJECT_ID?.startsWith('demo-')) {
    invalid.push("PUBLIC_FIREBASE_PROJECT_ID must not be a 'demo-' project (those exist only in the Auth emulator)");
  }
  if (values.PUBLIC_FIREBASE_API_KEY && !FIREBASE_API_KEY_FORM.test(values.PUBLIC_FIREBASE_API_KEY)) {
    invalid.push("PUBLIC_FIREBASE_API_KEY must be a Firebase web API key ('AIza' and 35 letters, digits, '-' or '_')");
  }
  if (values.PUBLIC_FIREBASE_AUTH_DOMAIN && !isHostName(values.PUBLIC_FIREBASE_AUTH_DOMAIN)) {
    invalid.push(
      'PUBLIC_FIREBASE_AUTH_DOMAIN must be a plain host name (letters, digits, dots, hyphens), for example example.firebaseapp.com',
    );
  }
  return { missing, invalid };
}

/**
 * Validates an environment and derives the site configuration. Without SITE_ENV every variable is
 * optional (local news, demo Firebase project on the emulator); with SITE_ENV=production those
 * development fallbacks are off and the error lists every missing variable in one message.
 * @param {RawEnv} env
 * @returns {SiteConfig}
 */
export function parseSiteConfig(env) {
  const parsed = schema.safeParse(env);
  const invalid = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  const values = parsed.success ? parsed.data : undefined;
  const production = (values?.SITE_ENV ?? env['SITE_ENV']?.trim()) === 'production';
  const missing = [];
  if (production && values) {
    const problems = productionProblems(values);
    missing.push(...problems.missing);
    invalid.push(...problems.invalid);
  } else if (values) {
    invalid.push(...previewProblems(values));
  } else if (production) {
    missing.push(...PRODUCTION_REQUIRED.filter((key) => !env[key]?.trim()));
  }
  if (!values || missing.length || invalid.length) {
    const lines = [
      ...(missing.length
        ? [`SITE_ENV=production needs these environment variables, which are not set: ${missing.join(', ')}.`]
        : []),
      ...invalid.map((line) => `${line}.`),
    ];
    throw new SiteConfigError(
      `Configuration error (nothing was built):\n  ${lines.join('\n  ')}\nSee .env.example and the README (Configuration).`,
    );
  }
  const firebase = firebaseSettings(values);
  return {
    production,
    siteUrl: values.SITE_URL ?? DEFAULT_SITE_URL,
    contentful: contentfulSettings(values),
    preview: values.CONTENTFUL_PREVIEW === '1',
    newsAllowEmpty: values.NEWS_ALLOW_EMPTY === '1',
    newsLocalDir: values.NEWS_LOCAL_DIR,
    firebase,
    // The emulator accepts unsigned Google id tokens; the browser tests sign in through a hook that
    // only a non-production build talking to the emulator has.
    authTestHook: !production && firebase.emulatorHost !== null,
    // The Pages Functions accept the emulator's unsigned ID tokens (and then only on loopback) for a build made for
    // the emulator, which `npm run preview` and the tests serve; never with SITE_ENV=production.
    functionsEmulatorTokens: !production && firebase.emulatorHost !== null,
    outDir: values.ASTRO_OUT_DIR ?? './dist',
    cacheDir: values.ASTRO_CACHE_DIR ?? './node_modules/.astro',
    previewPort: values.PORT === undefined ? DEFAULT_PREVIEW_PORT : Number(values.PORT),
    chromiumPath: values.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
    chromePath: values.CHROME_PATH ?? DEFAULT_CHROME_PATH,
    e2eDir: values.E2E_DIR,
    e2eReuseBuild: values.E2E_REUSE_BUILD === '1',
    // Set by `npm test` (scripts/test.mjs): a file that exists while the type checks read `.astro/`.
    e2eBuildGate: values.E2E_BUILD_GATE,
    // Set by `npm start` for the dev server (the Pages runtime beside it); never used by a build.
    devApiOrigin: values.DEV_API_ORIGIN,
  };
}

/**
 * @typedef {{
 *   readonly space: string,
 *   readonly managementToken: string,
 *   readonly environment: string,
 *   readonly host: string,
 *   readonly productionSpace: string | undefined,
 *   readonly githubToken: string | undefined,
 *   readonly repository: string | undefined,
 * }} CmsSetupConfig
 * What `npm run cms:setup` needs: the space and a management token (a personal access token; never committed,
 * never bundled: only this plain-Node script reads it), the Management API host (always https), the id of the
 * space the live site reads (refused without --production), and the GitHub token and repository the publish
 * webhook calls.
 */

/**
 * The cms:setup configuration; throws SiteConfigError naming every missing or invalid variable.
 * @param {RawEnv} env
 * @returns {CmsSetupConfig}
 */
export function parseCmsSetupConfig(env) {
  const parsed = schema.safeParse(env);
  const invalid = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  const values = parsed.success ? parsed.data : undefined;
  const missing = /** @type {const} */ (['CONTENTFUL_SPACE_ID', 'CONTENTFUL_MANAGEMENT_TOKEN']).filter(
    (key) => !values?.[key],
  );
  if (!values || missing.length || invalid.length) {
    const lines = [
      ...(missing.length
        ? [`cms:setup needs these environment variables, which are not set: ${missing.join(', ')}.`]
        : []),
      ...invalid.map((line) => `${line}.`),
    ];
    throw new SiteConfigError(
      `Configuration error (nothing was changed):\n  ${lines.join('\n  ')}\nSee .env.example and the README (Contentful).`,
    );
  }
  return {
    space: /** @type {string} */ (values.CONTENTFUL_SPACE_ID),
    managementToken: /** @type {string} */ (values.CONTENTFUL_MANAGEMENT_TOKEN),
    environment: values.CONTENTFUL_ENVIRONMENT || CONTENTFUL_DEFAULT_ENVIRONMENT,
    host: values.CONTENTFUL_MANAGEMENT_HOST ?? CONTENTFUL_MANAGEMENT_DEFAULT_HOST,
    productionSpace: values.CONTENTFUL_PRODUCTION_SPACE_ID,
    githubToken: values.GITHUB_DISPATCH_TOKEN,
    repository: values.GITHUB_REPOSITORY,
  };
}

/**
 * @typedef {{
 *   readonly token: string,
 *   readonly account: string,
 *   readonly project: string,
 *   readonly host: string,
 *   readonly rules: readonly AccessRule[] | null,
 * }} PreviewAccessConfig
 * What `npm run preview:access` needs: an API token with *Access: Apps and Policies* (Edit; Read is enough for
 * `--check`), the account and the Pages project whose preview addresses are protected, the API host (always https;
 * the tests point it at a local stand-in) and who may see the preview (null: not set, which only `--check` allows).
 */

/**
 * The preview:access configuration; throws SiteConfigError naming every missing or invalid variable.
 * @param {RawEnv} env
 * @param {{ readonly needRules: boolean }} options `needRules`: PREVIEW_ACCESS_EMAILS is required (set-up, not check)
 * @returns {PreviewAccessConfig}
 */
export function parsePreviewAccessConfig(env, { needRules }) {
  const parsed = schema.safeParse(env);
  const invalid = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  const values = parsed.success ? parsed.data : undefined;
  const required = /** @type {const} */ ([
    'CLOUDFLARE_API_TOKEN',
    'CLOUDFLARE_ACCOUNT_ID',
    'CLOUDFLARE_PAGES_PROJECT',
    ...(needRules ? /** @type {const} */ (['PREVIEW_ACCESS_EMAILS']) : []),
  ]);
  const missing = required.filter((key) => !values?.[key] && !env[key]?.trim());
  if (!values || missing.length || invalid.length) {
    const lines = [
      ...(missing.length
        ? [`preview:access needs these environment variables, which are not set: ${missing.join(', ')}.`]
        : []),
      ...invalid.map((line) => `${line}.`),
    ];
    throw new SiteConfigError(
      `Configuration error (nothing was changed):\n  ${lines.join('\n  ')}\nSee .env.example and the README (Draft previews).`,
    );
  }
  return {
    token: /** @type {string} */ (values.CLOUDFLARE_API_TOKEN),
    account: /** @type {string} */ (values.CLOUDFLARE_ACCOUNT_ID).toLowerCase(),
    project: /** @type {string} */ (values.CLOUDFLARE_PAGES_PROJECT),
    host: values.CLOUDFLARE_API_HOST ?? CLOUDFLARE_API_DEFAULT_HOST,
    rules: values.PREVIEW_ACCESS_EMAILS ? previewAccessRules(values.PREVIEW_ACCESS_EMAILS) : null,
  };
}

/**
 * The process environment merged over the `.env` files of `root` (see the top of this file).
 * @param {string} [root]
 * @returns {RawEnv}
 */
export function processEnv(root = process.cwd()) {
  const mode = process.env['SITE_ENV']?.trim() === 'production' ? 'production' : 'development';
  return loadEnv(mode, root, '');
}

/**
 * The configuration of this process (environment plus `.env` files); throws SiteConfigError.
 * @param {string} [root]
 * @returns {SiteConfig}
 */
export function siteConfig(root) {
  return parseSiteConfig(processEnv(root));
}

/**
 * The environment for a child process (a build, the emulator): this process's own plus `extra`.
 * @param {Record<string, string>} [extra]
 * @returns {Record<string, string | undefined>}
 */
export function childEnv(extra = {}) {
  return { ...process.env, ...extra };
}
