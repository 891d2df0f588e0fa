// @ts-check
// What `npm run cms:setup` does to a Contentful space, in order: the record of applied migrations (a content type
// of its own in the space, so the space itself knows its model's version), the migrations not yet applied (each
// recorded only once it went through, so a run that fails halfway records exactly what is done and the next run
// starts at the failed one), the publish webhook that starts the deploy workflow, and with `seed` the local
// Markdown news as published entries. First it reads the space and prints the plan; `dryRun` stops there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readLocalNews } from '../../src/content/cms/local.ts';
import { NEWS_CONTENT_TYPE } from '../../src/lib/news/contentModel.ts';
import { SetupError } from './client.mjs';

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const MIGRATIONS_DIR = join(ROOT, 'cms/migrations');
export const MODEL_FILE = join(ROOT, 'cms/model.json');
export const LOCAL_NEWS_DIR = join(ROOT, 'src/content/news');

/** The content type whose entries record the applied migrations (one entry per migration file). */
export const STATE_TYPE = 'cmsMigration';
export const STATE_TYPE_BODY = {
  name: 'CMS-migratie (beheer)',
  description:
    'Welke migraties uit cms/migrations op deze space zijn toegepast; bijgehouden door npm run cms:setup. Niet bewerken of verwijderen.',
  displayField: 'name',
  fields: [
    { id: 'name', name: 'Migratie', type: 'Symbol', required: true, localized: false, validations: [] },
    { id: 'appliedAt', name: 'Toegepast op', type: 'Date', required: false, localized: false, validations: [] },
  ],
};
export const WEBHOOK_NAME = 'Brokerkompas: site bouwen na publiceren';
/** The repository_dispatch type the deploy workflow listens to (.github/workflows/deploy.yml). */
export const DISPATCH_EVENT = 'contentful-publish';

/**
 * The webhook as setup wants it (README, Deployment): GitHub's repository_dispatch API with the event the deploy
 * workflow listens to, for publish and unpublish in this environment; the GitHub token as a secret header.
 * @param {{ repository: string, environment: string, githubToken?: string | undefined }} options
 */
export function webhookDefinition({ repository, environment, githubToken }) {
  return {
    name: WEBHOOK_NAME,
    url: `https://api.github.com/repos/${repository}/dispatches`,
    topics: ['Entry.publish', 'Entry.unpublish', 'Asset.publish', 'Asset.unpublish'],
    filters: [{ equals: [{ doc: 'sys.environment.sys.id' }, environment] }],
    headers: [
      { key: 'Accept', value: 'application/vnd.github+json' },
      { key: 'Authorization', secret: true, ...(githubToken ? { value: `Bearer ${githubToken}` } : {}) },
    ],
    transformation: {
      method: 'POST',
      contentType: 'application/json',
      body: { event_type: DISPATCH_EVENT },
    },
    active: true,
  };
}

/**
 * Whether a stored webhook already is the wanted one. Secret header values never come back from Contentful, so
 * only their names are compared (a new GitHub token is set with --webhook-token).
 * @param {any} stored
 * @param {ReturnType<typeof webhookDefinition>} wanted
 */
export function webhookMatches(stored, wanted) {
  const headers = (/** @type {any[]} */ list) =>
    JSON.stringify(
      (list ?? []).map((h) => (h.secret ? { key: h.key, secret: true } : { key: h.key, value: h.value })).sort(byKey),
    );
  return (
    stored.url === wanted.url &&
    JSON.stringify([...(stored.topics ?? [])].sort()) === JSON.stringify([...wanted.topics].sort()) &&
    JSON.stringify(stored.filters ?? []) === JSON.stringify(wanted.filters) &&
    JSON.stringify(stored.transformation ?? null) === JSON.stringify(wanted.transformation) &&
    headers(stored.headers) === headers(wanted.headers) &&
    stored.active !== false
  );
}

/** @param {{ key: string }} a @param {{ key: string }} b */
const byKey = (a, b) => a.key.localeCompare(b.key);

/**
 * The migration files in order (numbered names: '0001-news-article.cjs', …).
 * @param {string} dir
 */
export function migrationFiles(dir) {
  return readdirSync(dir)
    .filter((f) => /^\d{4}-[\w-]+\.c?js$/.test(f))
    .sort();
}

/**
 * The entry id that records a migration (Contentful ids: letters, digits, '-', '_', '.', up to 64).
 * @param {string} file
 */
export function stateEntryId(file) {
  return `migration-${file.replace(/\.c?js$/, '')}`.replace(/[^\w.-]/g, '-').slice(0, 64);
}

/** The image types the seed uploads (the model accepts images only). */
const IMAGE_TYPES = /** @type {Record<string, string>} */ ({
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
});

/**
 * The image file of a local article (its `image`, relative to the Markdown file), or undefined when it has none or
 * the file is not there (the site shows such an article without image too).
 * @param {import('../../src/content/cms/local.ts').LocalFile} file
 * @returns {{ path: string, fileName: string, contentType: string } | undefined}
 */
export function seedImage(file) {
  const image = typeof file.data.image === 'string' ? file.data.image.trim() : '';
  if (!image || /^(https?:)?\/\//.test(image)) return undefined;
  const path = resolve(ROOT, dirname(file.filePath), image);
  const contentType = IMAGE_TYPES[extname(path).toLowerCase()];
  return contentType && existsSync(path) ? { path, fileName: basename(path), contentType } : undefined;
}

/**
 * The entry id of a seeded article (so a second run finds it instead of creating it again).
 * @param {string} localId
 */
export function seedEntryId(localId) {
  return `seed-${localId.replace(/[^\w.-]/g, '-')}`.slice(0, 64);
}

/** @typedef {{ id: string, fields: { id: string, validations?: any[] }[] }} SnapshotType */

/**
 * The news content type as the committed snapshot has it.
 * @returns {SnapshotType}
 */
export function readNewsModel(file = MODEL_FILE) {
  /** @type {{ contentTypes: SnapshotType[] }} */
  const snapshot = JSON.parse(readFileSync(file, 'utf8'));
  const type = snapshot.contentTypes.find((t) => t.id === NEWS_CONTENT_TYPE);
  if (!type)
    throw new SetupError(`cms/model.json has no content type '${NEWS_CONTENT_TYPE}': run npm run cms:snapshot.`);
  return type;
}

/**
 * The fields of a seeded entry from a local article, in the space's default locale; values the model would refuse
 * (a category not in its list, an over-long excerpt) are left out rather than failing the seed.
 * @param {import('../../src/content/cms/local.ts').LocalFile} file
 * @param {SnapshotType} model the news content type
 * @param {string} locale
 */
export function seedFields(file, model, locale) {
  const str = (/** @type {unknown} */ v) =>
    typeof v === 'string' ? v.trim() : v instanceof Date ? v.toISOString() : '';
  const fieldOf = (/** @type {string} */ id) => model.fields.find((f) => f.id === id);
  const allowed = fieldOf('category')?.validations?.find((v) => v.in)?.in;
  const maxExcerpt = fieldOf('excerpt')?.validations?.find((v) => v.size)?.size?.max ?? Infinity;
  const date = Date.parse(str(file.data.date));
  const category = str(file.data.category);
  const excerpt = str(file.data.excerpt);
  /** @type {Record<string, unknown>} */
  const values = {
    title: str(file.data.title),
    text1: file.body.trim(),
    ...(Number.isNaN(date) ? {} : { date: new Date(date).toISOString() }),
    ...(category && (!allowed || allowed.includes(category)) ? { category } : {}),
    ...(excerpt && excerpt.length <= maxExcerpt ? { excerpt } : {}),
  };
  return Object.fromEntries(
    Object.entries(values)
      .filter(([id]) => fieldOf(id))
      .map(([id, value]) => [id, { [locale]: value }]),
  );
}

/**
 * @typedef {{
 *   dryRun: boolean, seed: boolean, webhook: boolean, webhookToken: boolean,
 *   migrationsDir: string, newsDir: string,
 * }} SetupOptions
 * @typedef {import('../../src/environment.mjs').CmsSetupConfig} CmsSetupConfig
 */

/**
 * Reads the space, prints the plan and (unless dry run) carries it out.
 * @param {import('./client.mjs').CmaClient} cma
 * @param {CmsSetupConfig} config
 * @param {SetupOptions} options
 * @param {(line: string) => void} log
 * @returns {Promise<{ changes: number }>}
 */
export async function runSetup(cma, config, options, log) {
  // Reading the space first checks the token, the space and the network before anything else.
  const space = (await cma.call('')).body;
  const locales = (await cma.call('/locales', { env: true })).body.items ?? [];
  const locale = locales.find((/** @type {any} */ l) => l.default)?.code ?? locales[0]?.code ?? 'en-US';
  const stateType = await cma.call(`/content_types/${STATE_TYPE}`, { env: true, allow404: true });
  const hasStateType = stateType.status !== 404;
  const applied = new Set(
    hasStateType
      ? ((await cma.call(`/entries?content_type=${STATE_TYPE}&limit=1000`, { env: true })).body.items ?? []).map(
          (/** @type {any} */ e) => e.sys.id,
        )
      : [],
  );
  const pending = migrationFiles(options.migrationsDir).filter((f) => !applied.has(stateEntryId(f)));

  /** @type {{ action: 'create' | 'update' | 'unchanged' | 'skipped', id?: string, version?: number, reason?: string }} */
  let webhook = { action: 'skipped', reason: 'not asked for (--no-webhook)' };
  const wanted = config.repository
    ? webhookDefinition({
        repository: config.repository,
        environment: cma.environment,
        githubToken: config.githubToken,
      })
    : undefined;
  if (options.webhook) {
    if (!wanted)
      throw new SetupError('The publish webhook needs GITHUB_REPOSITORY (owner/repository); or run with --no-webhook.');
    const hooks = (await cma.call('/webhook_definitions?limit=100')).body.items ?? [];
    const stored = hooks.find((/** @type {any} */ h) => h.name === WEBHOOK_NAME);
    if (!stored) webhook = { action: 'create' };
    else if (!webhookMatches(stored, wanted) || options.webhookToken) {
      webhook = { action: 'update', id: stored.sys.id, version: stored.sys.version };
    } else webhook = { action: 'unchanged', id: stored.sys.id };
    // Writing the webhook always sends the token: Contentful never returns a secret header's value, so an update
    // without it could not keep the stored one.
    if ((webhook.action === 'create' || webhook.action === 'update') && !config.githubToken) {
      throw new SetupError(
        'The publish webhook needs GITHUB_DISPATCH_TOKEN (a fine-grained GitHub token for this repository with Contents: read and write); or run with --no-webhook.',
      );
    }
  }

  /**
   * @type {{
   *   id: string, fields: Record<string, unknown>, title: string,
   *   image?: { id: string, path: string, fileName: string, contentType: string, alt: string, exists: boolean },
   * }[]}
   */
  const seeds = [];
  const model = options.seed ? readNewsModel() : undefined;
  if (model) {
    // Oldest first: the site orders news by creation time, so the newest article is created last.
    const files = (await readLocalNews(options.newsDir, ROOT)).sort((a, b) =>
      String(a.data.date ?? '').localeCompare(String(b.data.date ?? '')),
    );
    for (const file of files) {
      const id = seedEntryId(file.id);
      const existing = await cma.call(`/entries/${id}`, { env: true, allow404: true });
      if (existing.status === 404) {
        const title = String(file.data.title ?? file.id);
        const image = seedImage(file);
        const imageId = `${id}-image`.slice(0, 64);
        seeds.push({
          id,
          fields: seedFields(file, model, locale),
          title,
          ...(image
            ? {
                image: {
                  ...image,
                  id: imageId,
                  alt:
                    typeof file.data.imageAlt === 'string' && file.data.imageAlt.trim()
                      ? file.data.imageAlt.trim()
                      : title,
                  // An earlier run that stopped between the image and the entry left the image: reused.
                  exists: (await cma.call(`/assets/${imageId}`, { env: true, allow404: true })).status !== 404,
                },
              }
            : {}),
        });
      }
    }
  }

  const steps = [
    ...(hasStateType ? [] : [`create content type '${STATE_TYPE}' (records which migrations ran)`]),
    ...pending.map((f) => `apply migration ${f}`),
    ...(webhook.action === 'create' || webhook.action === 'update'
      ? [`${webhook.action} webhook '${WEBHOOK_NAME}' → ${wanted?.url}`]
      : []),
    ...seeds.flatMap((s) => [
      ...(s.image && !s.image.exists ? [`upload and publish image ${s.image.id} (${s.image.fileName})`] : []),
      `create and publish news entry ${s.id} ('${s.title}')`,
    ]),
  ];
  log(
    `Contentful space ${config.space} ('${space?.name ?? ''}'), environment ${cma.environment}, locale ${locale}, at ${cma.host}${options.dryRun ? ' (dry run: nothing is changed)' : ''}:`,
  );
  for (const step of steps) log(`  - ${step}`);
  if (webhook.action === 'unchanged') log(`  = webhook '${WEBHOOK_NAME}' is up to date`);
  if (webhook.action === 'skipped') log(`  = webhook skipped: ${webhook.reason}`);
  if (steps.length === 0) log('  nothing to do: the space is up to date.');
  if (options.dryRun || steps.length === 0) return { changes: 0 };

  if (!hasStateType) {
    const created = await cma.call(`/content_types/${STATE_TYPE}`, { env: true, method: 'PUT', body: STATE_TYPE_BODY });
    await cma.call(`/content_types/${STATE_TYPE}/published`, {
      env: true,
      method: 'PUT',
      headers: { 'X-Contentful-Version': String(created.version) },
    });
  }
  for (const file of pending) {
    log(`Applying migration ${file} …`);
    await applyMigration(join(options.migrationsDir, file), config, cma);
    await cma.call(`/entries/${stateEntryId(file)}`, {
      env: true,
      method: 'PUT',
      headers: { 'X-Contentful-Content-Type': STATE_TYPE },
      body: { fields: { name: { [locale]: file }, appliedAt: { [locale]: new Date().toISOString() } } },
    });
    log(`Migration ${file} applied and recorded.`);
  }
  if (wanted && (webhook.action === 'create' || webhook.action === 'update')) {
    if (webhook.action === 'create') await cma.call('/webhook_definitions', { method: 'POST', body: wanted });
    else {
      await cma.call(`/webhook_definitions/${webhook.id}`, {
        method: 'PUT',
        headers: { 'X-Contentful-Version': String(webhook.version) },
        body: wanted,
      });
    }
    log(`Webhook '${WEBHOOK_NAME}' ${webhook.action === 'create' ? 'created' : 'updated'}.`);
  }
  for (const seed of seeds) {
    if (seed.image && !seed.image.exists) await uploadImage(cma, seed.image, locale);
    const fields = seed.image
      ? { ...seed.fields, featuredImage: { [locale]: { sys: { type: 'Link', linkType: 'Asset', id: seed.image.id } } } }
      : seed.fields;
    const created = await cma.call(`/entries/${seed.id}`, {
      env: true,
      method: 'PUT',
      headers: { 'X-Contentful-Content-Type': model?.id ?? NEWS_CONTENT_TYPE },
      body: { fields },
    });
    await cma.call(`/entries/${seed.id}/published`, {
      env: true,
      method: 'PUT',
      headers: { 'X-Contentful-Version': String(created.version) },
    });
  }
  if (seeds.length) log(`${seeds.length} news entries created and published.`);
  return { changes: steps.length };
}

/** Processing an uploaded image takes Contentful a moment: polled this often, this long. */
const PROCESS_POLL_MS = 500;
const PROCESS_TIMEOUT_MS = 30_000;

/**
 * An article's image as a published asset: the bytes to the Upload API, an asset linking them (title = the
 * article's, description = the alt text the site shows), processed, then published.
 * @param {import('./client.mjs').CmaClient} cma
 * @param {{ id: string, path: string, fileName: string, contentType: string, alt: string }} image
 * @param {string} locale
 */
async function uploadImage(cma, image, locale) {
  const upload = await cma.call('/uploads', { method: 'POST', upload: new Uint8Array(readFileSync(image.path)) });
  const created = await cma.call(`/assets/${image.id}`, {
    env: true,
    method: 'PUT',
    body: {
      fields: {
        title: { [locale]: image.fileName },
        description: { [locale]: image.alt },
        file: {
          [locale]: {
            contentType: image.contentType,
            fileName: image.fileName,
            uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload.body.sys.id } },
          },
        },
      },
    },
  });
  await cma.call(`/assets/${image.id}/files/${locale}/process`, {
    env: true,
    method: 'PUT',
    headers: { 'X-Contentful-Version': String(created.version) },
  });
  for (const started = Date.now(); ;) {
    const asset = await cma.call(`/assets/${image.id}`, { env: true });
    if (asset.body?.fields?.file?.[locale]?.url) {
      await cma.call(`/assets/${image.id}/published`, {
        env: true,
        method: 'PUT',
        headers: { 'X-Contentful-Version': String(asset.version) },
      });
      return;
    }
    if (Date.now() - started > PROCESS_TIMEOUT_MS) {
      throw new SetupError(
        `Contentful did not finish processing image ${image.fileName} within 30 s: run setup again.`,
      );
    }
    await new Promise((done) => setTimeout(done, PROCESS_POLL_MS));
  }
}

/**
 * One migration file through contentful-migration (which retries rate limits itself). Its own failure report goes
 * to the console; this throws one SetupError naming the file.
 * @param {string} filePath
 * @param {CmsSetupConfig} config
 * @param {import('./client.mjs').CmaClient} cma
 */
async function applyMigration(filePath, config, cma) {
  /** @type {typeof import('contentful-migration')} */
  const { runMigration } = require('contentful-migration');
  try {
    await runMigration({
      filePath: resolve(filePath),
      spaceId: config.space,
      environmentId: cma.environment,
      accessToken: config.managementToken,
      host: cma.host,
      yes: true,
      retryLimit: 10,
      // @ts-expect-error -- `quiet` (no plan table; setup prints its own plan) is read but not in the type
      quiet: true,
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new SetupError(
      `Migration ${basename(filePath)} failed (${detail}); it is not recorded as applied, so the next run starts with it. Fix the cause (the lines above), and undo by hand what it already changed if it cannot run twice.`,
    );
  }
}
