// `npm run cms:setup` (scripts/cms-setup.mjs, run as the real command in a child process) and the migrations
// through the real contentful-migration, against the local stand-in of the Content Management API over https
// (tests/support/contentful-management-standin.mjs): an empty space gets the model, the record of applied
// migrations, the webhook and the seeded news; a second run changes nothing; a migration that fails halfway is not
// recorded; the model equals the committed snapshot; the site's loader builds the seeded news through the Delivery
// API stand-in; errors and no network end in one line.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNews } from '../../src/content/cms/loader';
import { NEWS_CONTENT_TYPE } from '../../src/lib/news/contentModel';
import { standinSetupEnv, throwAwayCertificate } from '../../scripts/cms-snapshot.mjs';
import { MIGRATIONS_DIR, STATE_TYPE, WEBHOOK_NAME } from '../../scripts/cms/setup.mjs';
import { modelSnapshot } from '../../scripts/cms/snapshot.mjs';
import * as cmaModule from '../support/contentful-management-standin.mjs';
import * as cdaModule from '../support/contentful-standin.mjs';

interface Entity {
  sys: Record<string, unknown> & { id: string; version: number };
  [key: string]: unknown;
}
interface CmaStandin {
  host: string;
  requests: { method: string; path: string; query: Record<string, string> }[];
  state: {
    contentTypes: Map<string, Entity>;
    editorInterfaces: Map<string, Entity & { controls: { fieldId: string; settings?: { helpText?: string } }[] }>;
    entries: Map<string, Entity & { fields: Record<string, Record<string, unknown>> }>;
    webhooks: Map<string, Entity>;
    webhookSecrets: Map<string, Record<string, string>>;
    assets: Map<string, Entity & { fields: Record<string, Record<string, { url?: string } | string>> }>;
    uploads: Map<string, number>;
  };
  failOnce: (pattern: string) => void;
  close: () => Promise<void>;
}
const { startManagementStandin, deliveryEntries, CMA_LOCALE } = cmaModule as unknown as {
  startManagementStandin: (options: object) => Promise<CmaStandin>;
  deliveryEntries: (state: CmaStandin['state'], contentType: string) => object[];
  CMA_LOCALE: string;
};
const { startContentfulStandin, STANDIN_SPACE, STANDIN_TOKEN } = cdaModule as unknown as {
  startContentfulStandin: (options: object) => Promise<{ host: string; close: () => Promise<void> }>;
  STANDIN_SPACE: string;
  STANDIN_TOKEN: string;
};

const ROOT = process.cwd();
const SETUP = resolve('scripts/cms-setup.mjs');
const tls = throwAwayCertificate();
afterAll(() => rmSync(tls.dir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** The real command in a child process (the stand-in answers in this one), trusting the stand-in's certificate. */
function setup(host: string, args: string[], extra: Record<string, string> = {}): Promise<Run> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, [SETUP, ...args], {
      cwd: tls.dir,
      env: standinSetupEnv(host, tls.certFile, {
        GITHUB_REPOSITORY: 'brokerkompas/site',
        GITHUB_DISPATCH_TOKEN: 'github-token',
        ...extra,
      }),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => done({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

const writes = (cma: CmaStandin, from = 0) => cma.requests.slice(from).filter((r) => r.method !== 'GET');
const versions = (cma: CmaStandin) =>
  JSON.stringify(
    Object.values(cma.state).map((m: Map<string, unknown>) =>
      [...m].map(([id, e]) => [id, (e as { sys?: { version?: number } }).sys?.version]),
    ),
  );
const committedSnapshot = () => JSON.parse(readFileSync('cms/model.json', 'utf8')) as unknown;
const localFiles = readdirSync('src/content/news').filter((f) => f.endsWith('.md') && !f.startsWith('_'));

describe('cms:setup on an empty space (with rate limits on the way)', () => {
  let cma: CmaStandin;
  let first: Run;
  let second: Run;
  let afterFirst: string;
  let writesBeforeSecond: number;

  beforeAll(async () => {
    // Every 9th request is a 429: setup's own client and contentful-migration both wait and retry.
    cma = await startManagementStandin({ tls, rateLimitEvery: 9 });
    first = await setup(cma.host, ['--seed']);
    afterFirst = versions(cma);
    writesBeforeSecond = cma.requests.length;
    second = await setup(cma.host, ['--seed']);
  }, 120_000);
  afterAll(() => cma.close());

  it('applies the migrations, records them in the space, creates the webhook and seeds the news', () => {
    expect(first.stderr).not.toMatch(/Error|failed/);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('apply migration 0001-news-article.cjs');
    expect(first.stdout).toContain('rate limit');
    const news = cma.state.contentTypes.get(NEWS_CONTENT_TYPE);
    expect(news?.sys['publishedVersion']).toBeGreaterThan(0);
    const controls = cma.state.editorInterfaces.get(NEWS_CONTENT_TYPE)?.controls ?? [];
    expect(controls.map((c) => c.fieldId)).toEqual(['title', 'text1', 'date', 'category', 'excerpt', 'featuredImage']);
    // Dutch help texts for every field.
    for (const control of controls) expect(control.settings?.helpText).toMatch(/ de | het | een /);
    const recorded = [...cma.state.entries.values()].filter((e) => e.sys['contentType'] !== undefined);
    expect(
      recorded
        .filter((e) => (e.sys['contentType'] as { sys: { id: string } }).sys.id === STATE_TYPE)
        .map((e) => e.fields['name']?.[CMA_LOCALE]),
    ).toEqual(readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}-/.test(f)));

    const [hook] = [...cma.state.webhooks.values()];
    expect(hook).toMatchObject({
      name: WEBHOOK_NAME,
      url: 'https://api.github.com/repos/brokerkompas/site/dispatches',
      topics: expect.arrayContaining(['Entry.publish', 'Entry.unpublish']) as unknown,
      transformation: { method: 'POST', contentType: 'application/json', body: { event_type: 'contentful-publish' } },
    });
    // The token is a secret header: stored, never returned.
    expect(JSON.stringify(hook)).not.toContain('github-token');
    expect(cma.state.webhookSecrets.get(hook?.sys.id ?? '')).toEqual({ Authorization: 'Bearer github-token' });

    const seeded = [...cma.state.entries.values()].filter((e) => e.sys.id.startsWith('seed-'));
    expect(seeded).toHaveLength(localFiles.length);
    for (const entry of seeded) expect(entry.sys['publishedVersion']).toBeGreaterThan(0);
    // Every local image uploaded once, processed and published, with the article's alt text as description.
    const withImage = localFiles.filter((f) => /^image: /m.test(readFileSync(join('src/content/news', f), 'utf8')));
    expect(withImage.length).toBeGreaterThan(0);
    expect(cma.state.assets.size).toBe(withImage.length);
    expect(cma.state.uploads.size).toBe(withImage.length);
    for (const asset of cma.state.assets.values()) {
      expect(asset.sys['publishedVersion']).toBeGreaterThan(0);
      expect((asset.fields['file']?.[CMA_LOCALE] as { url?: string }).url).toMatch(/^\/\/images\.ctfassets\.net\//);
      expect(asset.fields['description']?.[CMA_LOCALE]).toMatch(/\w{4}/);
    }
    const aex = cma.state.entries.get('seed-aex-sluit-week-hoger-af');
    expect(aex?.fields['featuredImage']?.[CMA_LOCALE]).toEqual({
      sys: { type: 'Link', linkType: 'Asset', id: 'seed-aex-sluit-week-hoger-af-image' },
    });
    expect(cma.state.assets.get('seed-aex-sluit-week-hoger-af-image')?.fields['description']?.[CMA_LOCALE]).toBe(
      'Koersgrafiek met een stijgende lijn op een donkere achtergrond',
    );
  });

  it('the resulting model equals the committed snapshot (cms/model.json)', () => {
    const snapshot = modelSnapshot(
      { contentTypes: cma.state.contentTypes.values(), editorInterfaces: cma.state.editorInterfaces },
      readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}-/.test(f)),
    );
    expect(snapshot).toEqual(committedSnapshot());
  });

  it('a second run changes nothing', () => {
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('nothing to do');
    expect(writes(cma, writesBeforeSecond)).toEqual([]);
    expect(versions(cma)).toBe(afterFirst);
  });

  it('the site builds its news from the seeded entries through the Delivery API', async () => {
    const cda = await startContentfulStandin({
      entries: 0,
      extraEntries: 'none',
      contentTypes: [{ id: NEWS_CONTENT_TYPE, name: 'News Article' }],
      entriesContentType: NEWS_CONTENT_TYPE,
      entryList: deliveryEntries(cma.state, NEWS_CONTENT_TYPE),
    });
    try {
      const warnings: string[] = [];
      const { source, items } = await loadNews(ROOT, (m) => warnings.push(m), {
        env: {
          CONTENTFUL_SPACE_ID: STANDIN_SPACE,
          CONTENTFUL_ACCESS_TOKEN: STANDIN_TOKEN,
          CONTENTFUL_HOST: `http://${cda.host}`,
        },
      });
      const local = await loadNews(ROOT, () => undefined, { env: {} });
      expect(source).toBe('contentful');
      expect(warnings).toEqual([]);
      // The same articles as the embedded default, in the same order, with the same slugs and texts.
      const view = (list: typeof items) =>
        list.map(({ slug, title, text1, category, excerpt, date }) => ({
          slug,
          title,
          text1,
          category,
          excerpt,
          date,
        }));
      expect(view(items)).toEqual(view(local.items));
      // The articles with an image are the same ones.
      expect(items.filter((i) => i.featuredImage).map((i) => i.slug)).toEqual(
        local.items.filter((i) => i.image).map((i) => i.slug),
      );
    } finally {
      await cda.close();
    }
  }, 30_000);
});

describe('cms:setup safety', () => {
  let cma: CmaStandin;
  beforeAll(async () => {
    cma = await startManagementStandin({ tls });
  });
  // Each test runs the command in a child process (about a second, more on a busy machine).
  afterAll(() => cma.close());

  it('--dry-run prints the plan and changes nothing', async () => {
    const run = await setup(cma.host, ['--seed', '--dry-run']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('dry run: nothing is changed');
    expect(run.stdout).toContain('apply migration 0001-news-article.cjs');
    expect(run.stdout).toContain("create webhook 'Brokerkompas");
    expect(run.stdout.match(/create and publish news entry/g)).toHaveLength(localFiles.length);
    expect(run.stdout).toContain('upload and publish image seed-aex-sluit-week-hoger-af-image (aex-week.jpg)');
    expect(writes(cma)).toEqual([]);
  }, 30_000);

  it('refuses the production space without --production, before any request, and goes ahead with it', async () => {
    const before = cma.requests.length;
    const run = await setup(cma.host, [], { CONTENTFUL_PRODUCTION_SPACE_ID: 'cmaspace' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Space cmaspace is the production space (CONTENTFUL_PRODUCTION_SPACE_ID): setup changes it only with --production. Try --dry-run first.',
    );
    expect(cma.requests.length).toBe(before);
    // Asked explicitly, it goes ahead (on a space of its own, so the other tests here keep an empty one).
    const own = await startManagementStandin({ tls });
    try {
      const asked = await setup(own.host, ['--production', '--no-webhook'], {
        CONTENTFUL_PRODUCTION_SPACE_ID: 'cmaspace',
      });
      expect(asked.code).toBe(0);
      expect(own.state.contentTypes.has(NEWS_CONTENT_TYPE)).toBe(true);
    } finally {
      await own.close();
    }
  }, 30_000);

  it('names the token or the space to fix, in one line', async () => {
    const badToken = await setup(cma.host, [], { CONTENTFUL_MANAGEMENT_TOKEN: 'wrong' });
    expect(badToken.code).toBe(1);
    expect(badToken.stderr.trim().split('\n')).toHaveLength(1);
    expect(badToken.stderr).toContain('set CONTENTFUL_MANAGEMENT_TOKEN to a valid personal access token');
    const badSpace = await setup(cma.host, [], { CONTENTFUL_SPACE_ID: 'nospace' });
    expect(badSpace.code).toBe(1);
    expect(badSpace.stderr.trim()).toMatch(
      /^Contentful has no space 'nospace' for this token \(HTTP 404\): check CONTENTFUL_SPACE_ID/,
    );
    expect(writes(cma)).toEqual([]);
  }, 30_000);

  it('a migration failing halfway is not recorded; the next run applies it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bk-migrations-'));
    try {
      copyFileSync(join(MIGRATIONS_DIR, '0001-news-article.cjs'), join(dir, '0001-news-article.cjs'));
      expect((await setup(cma.host, ['--no-webhook', '--migrations-dir', dir])).code).toBe(0);
      // 0002 changes the content type, then its editor interface: the second request is refused once.
      writeFileSync(
        join(dir, '0002-excerpt-shorter.cjs'),
        `module.exports = function (migration) {
          const news = migration.editContentType('newsArticle');
          news.editField('excerpt').validations([{ size: { max: 250 } }]);
          news.changeFieldControl('excerpt', 'builtin', 'multipleLine', { helpText: 'Hoogstens 250 tekens.' });
        };`,
      );
      cma.failOnce('PUT .*/content_types/newsArticle/editor_interface');
      const failed = await setup(cma.host, ['--no-webhook', '--migrations-dir', dir]);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('Migration 0002-excerpt-shorter.cjs failed');
      expect(failed.stderr).toContain('not recorded as applied');
      const recorded = () =>
        [...cma.state.entries.values()]
          .filter((e) => e.sys.id.startsWith('migration-'))
          .map((e) => e.fields['name']?.[CMA_LOCALE]);
      expect(recorded()).toEqual(['0001-news-article.cjs']);
      const excerpt = () =>
        (cma.state.contentTypes.get('newsArticle')?.['fields'] as { id: string; validations: unknown }[]).find(
          (f) => f.id === 'excerpt',
        );
      // The first half went through.
      expect(excerpt()?.validations).toEqual([{ size: { max: 250 } }]);

      const again = await setup(cma.host, ['--no-webhook', '--migrations-dir', dir]);
      expect(again.code).toBe(0);
      expect(recorded()).toEqual(['0001-news-article.cjs', '0002-excerpt-shorter.cjs']);
      const control = cma.state.editorInterfaces.get('newsArticle')?.controls.find((c) => c.fieldId === 'excerpt');
      expect(control?.settings?.helpText).toBe('Hoogstens 250 tekens.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('cms:setup keeps the webhook in step', () => {
  it('updates it when the repository changes or a new token is asked for, else leaves it', async () => {
    const cma = await startManagementStandin({ tls });
    try {
      const hook = () => [...cma.state.webhooks.values()][0];
      expect((await setup(cma.host, [])).code).toBe(0);
      const created = hook();
      expect(created?.sys.version).toBe(1);

      const moved = await setup(cma.host, [], {
        GITHUB_REPOSITORY: 'brokerkompas/elders',
        GITHUB_DISPATCH_TOKEN: 't2',
      });
      expect(moved.code).toBe(0);
      expect(moved.stdout).toContain("update webhook 'Brokerkompas");
      expect(hook()).toMatchObject({ url: 'https://api.github.com/repos/brokerkompas/elders/dispatches' });
      expect(hook()?.sys.version).toBe(2);
      expect(cma.state.webhooks.size).toBe(1);

      const same = await setup(cma.host, [], { GITHUB_REPOSITORY: 'brokerkompas/elders', GITHUB_DISPATCH_TOKEN: '' });
      expect(same.code).toBe(0);
      expect(same.stdout).toContain('is up to date');
      expect(hook()?.sys.version).toBe(2);

      const rotated = await setup(cma.host, ['--webhook-token'], {
        GITHUB_REPOSITORY: 'brokerkompas/elders',
        GITHUB_DISPATCH_TOKEN: 't3',
      });
      expect(rotated.code).toBe(0);
      expect(cma.state.webhookSecrets.get(hook()?.sys.id ?? '')).toEqual({ Authorization: 'Bearer t3' });

      const noToken = await setup(cma.host, [], { GITHUB_REPOSITORY: 'brokerkompas/site', GITHUB_DISPATCH_TOKEN: '' });
      expect(noToken.code).toBe(1);
      expect(noToken.stderr.trim()).toMatch(/^The publish webhook needs GITHUB_DISPATCH_TOKEN/);
    } finally {
      await cma.close();
    }
  }, 60_000);
});

/** Whether this machine lets an unprivileged process have a network namespace of its own (no network at all). */
const canUnshare = spawnSync('unshare', ['-rn', 'true']).status === 0;

describe('cms:setup without a network', () => {
  it.each([['apply'], ['--dry-run']])(
    '%s: stops within 60 s with one line naming Contentful and the network, exit code 1',
    async (mode) => {
      const args = mode === 'apply' ? [] : [mode];
      const started = Date.now();
      // With a network namespace: no interface but loopback, so api.contentful.com does not resolve. Without
      // one: a closed local port (the connection is refused).
      const env = standinSetupEnv('api.contentful.com', tls.certFile, {
        CONTENTFUL_MANAGEMENT_HOST: canUnshare ? 'api.contentful.com' : '127.0.0.1:9',
      });
      const run = await new Promise<Run>((done) => {
        const child = canUnshare
          ? spawn('unshare', ['-rn', process.execPath, SETUP, ...args], { env, cwd: tls.dir })
          : spawn(process.execPath, [SETUP, ...args], { env, cwd: tls.dir });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
        child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
        child.on('exit', (code) => done({ code, stdout, stderr, ms: Date.now() - started }));
      });
      expect(run.code).toBe(1);
      expect(run.ms).toBeLessThan(60_000);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Contentful could not be reached at .+: check the network connection/);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    },
    70_000,
  );
});
