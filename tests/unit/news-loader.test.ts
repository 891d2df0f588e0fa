// The news loader with the real `contentful` SDK against a local stand-in for the Delivery API.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentfulNewsError } from '../../src/content/cms/contentful';
import { emptyNewsReason, loadNews } from '../../src/content/cms/loader';
import * as standinModule from '../support/contentful-standin.mjs';

interface Standin {
  url: string;
  host: string;
  requests: { path: string; query: Record<string, string>; auth: string }[];
  close: () => Promise<void>;
}
const { startContentfulStandin, STANDIN_SPACE, STANDIN_TOKEN, HOSTILE_TITLE, HOSTILE_BODY } = standinModule as {
  startContentfulStandin: (options?: Record<string, unknown>) => Promise<Standin>;
  STANDIN_SPACE: string;
  STANDIN_TOKEN: string;
  HOSTILE_TITLE: string;
  HOSTILE_BODY: string;
};
const entryCalls = (cms: Standin) => cms.requests.filter((r) => r.path.endsWith('/entries'));

const ROOT = process.cwd();
const open: Standin[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

async function standin(options: Record<string, unknown> = {}): Promise<Standin> {
  const s = await startContentfulStandin(options);
  open.push(s);
  return s;
}

function env(host: string, token = STANDIN_TOKEN) {
  return { CONTENTFUL_SPACE_ID: STANDIN_SPACE, CONTENTFUL_ACCESS_TOKEN: token, CONTENTFUL_HOST: `http://${host}` };
}

const quiet = { logHandler: () => undefined };

describe('news loader with Contentful', () => {
  it('loads more than 1000 entries in pages, newest first, skipping untitled entries with a warning', async () => {
    const cms = await standin({ entries: 1205 });
    const warnings: string[] = [];
    const { source, items } = await loadNews(ROOT, (m) => warnings.push(m), { env: env(cms.host), tuning: quiet });

    expect(source).toBe('contentful');
    // 1205 generated + hostile + duplicate; 'untitled' is skipped.
    expect(items).toHaveLength(1207);
    expect(warnings).toEqual(['News: skipped entry untitled has no title.']);

    expect(entryCalls(cms).map((r) => r.query['skip'])).toEqual(['0', '1000']);
    for (const call of entryCalls(cms)) {
      expect(call.query).toMatchObject({ content_type: 'newsArticle', order: '-sys.createdAt,sys.id', limit: '1000' });
      expect(call.auth).toBe(`Bearer ${STANDIN_TOKEN}`);
    }
    expect(cms.requests[0]?.path).toBe(`/spaces/${STANDIN_SPACE}/environments/master/content_types`);

    // Newest first; slugs unique; the earlier article keeps the plain slug, the newer one gets '-2'.
    const times = items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(items.map((i) => i.slug)).size).toBe(items.length);
    const dupes = items.filter((i) => i.title === 'Marktupdate 1: beurzen hoger gesloten');
    expect(dupes.map((i) => [i.id, i.slug])).toEqual([
      ['entry-1', 'marktupdate-1-beurzen-hoger-gesloten-2'],
      ['duplicate-older', 'marktupdate-1-beurzen-hoger-gesloten'],
    ]);

    // Linked assets come from includes.Asset, with https and the description as alt.
    const withImage = items.find((i) => i.id === 'entry-0');
    expect(withImage?.featuredImage).toEqual({
      url: `https://images.ctfassets.net/${STANDIN_SPACE}/asset-0/0123456789abcdef/grafiek.jpg`,
      alt: 'Grafiek bij asset-0',
      width: 1600,
      height: 900,
    });
    // Date: the `date` field when present (entry-0), else sys.createdAt (entry-1).
    expect(withImage?.date).toBe('2026-11-20T00:00:00.000Z');
    expect(items.find((i) => i.id === 'entry-1')?.date).toBe('2026-11-20T11:00:00.000Z');

    // Hostile text is kept verbatim as text (escaping happens when rendering).
    const hostile = items.find((i) => i.id === 'hostile');
    expect(hostile?.title).toBe(HOSTILE_TITLE);
    expect(hostile?.text1).toBe(HOSTILE_BODY);
  });

  it('survives a 429 with X-Contentful-RateLimit-Reset and a 503 through the SDK retries', async () => {
    const cms = await standin({ entries: 5, rateLimitFirst: true, unavailableOnce: true, extraEntries: 'none' });
    const { items } = await loadNews(ROOT, () => undefined, { env: env(cms.host), tuning: quiet });
    expect(items).toHaveLength(5);
    // content_types: 429, 503, then 200; entries: 200.
    expect(cms.requests.length).toBe(4);
  }, 30_000);

  it('falls back through news, article, post, blog when the detected type has no entries', async () => {
    const cms = await standin({
      entries: 3,
      extraEntries: 'none',
      contentTypes: [
        { id: 'author', name: 'Author' },
        { id: 'article', name: 'Artikel' },
      ],
      entriesContentType: 'article',
    });
    const { items } = await loadNews(ROOT, () => undefined, { env: env(cms.host), tuning: quiet });
    expect(items).toHaveLength(3);
    expect(entryCalls(cms).map((r) => r.query['content_type'])).toEqual(['blogpost', 'news', 'article']);
  });

  it("detects 'Blog Post' (title and body) and never 'Blog Author'", async () => {
    const cms = await standin({
      entries: 3,
      extraEntries: 'none',
      contentTypes: [
        { id: 'blogAuthor', name: 'Blog Author' },
        { id: 'blogPost', name: 'Blog Post' },
      ],
      entriesContentType: 'blogPost',
    });
    const { items } = await loadNews(ROOT, () => undefined, { env: env(cms.host), tuning: quiet });
    expect(items).toHaveLength(3);
    expect(entryCalls(cms).map((r) => r.query['content_type'])).toEqual(['blogPost']);
  });

  it('fails naming the content type and the field when every entry lacks it (a renamed title)', async () => {
    const cms = await standin({ entries: 4, extraEntries: 'none', renameTitle: 'heading' });
    const warnings: string[] = [];
    const error = await loadNews(ROOT, (m) => warnings.push(m), { env: env(cms.host), tuning: quiet }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentfulNewsError);
    expect((error as Error).message).toBe(
      "Contentful: could not load the news: content type 'newsArticle' has no field 'title' (renamed in the " +
        'content model?), so none of its 4 entries can be published. Check CONTENTFUL_ENVIRONMENT and the ' +
        'content model, or set NEWS_ALLOW_EMPTY=1 to publish an empty news section.',
    );
    expect(warnings).toContain('News: skipped entry entry-0 has no title.');

    const allowed = await loadNews(ROOT, () => undefined, {
      env: { ...env(cms.host), NEWS_ALLOW_EMPTY: '1' },
      tuning: quiet,
    });
    expect(allowed.items).toEqual([]);
  });

  it('says why nothing can be published: no entries, a missing title field, or empty titles', () => {
    const entry = { sys: { id: 'e' }, fields: { text1: 'Tekst' } };
    expect(emptyNewsReason({ contentType: 'blogPost', entries: [] })).toBe(
      "Contentful has no entries of content type 'blogPost' or its fallbacks",
    );
    expect(emptyNewsReason({ contentType: 'blogPost', entries: [entry], fields: ['heading', 'text1'] })).toBe(
      "content type 'blogPost' has no field 'title' (renamed in the content model?), so none of its 1 entries can be published",
    );
    expect(emptyNewsReason({ contentType: 'blogPost', entries: [entry, entry], fields: ['title', 'text1'] })).toBe(
      "none of the 2 entries of content type 'blogPost' has a title",
    );
  });

  it('retries a page over the response size limit with smaller pages', async () => {
    const cms = await standin({ entries: 1205, extraEntries: 'none', maxPageSize: 300 });
    const { items } = await loadNews(ROOT, () => undefined, { env: env(cms.host), tuning: quiet });
    expect(new Set(items.map((i) => i.id)).size).toBe(1205);
    const calls = entryCalls(cms).map((r) => [r.query['skip'], r.query['limit']]);
    expect(calls.slice(0, 4)).toEqual([
      ['0', '1000'],
      ['0', '500'],
      ['0', '250'],
      ['250', '250'],
    ]);
    // Only the news type was asked for: a too-large page is not an unknown content type.
    expect(new Set(entryCalls(cms).map((r) => r.query['content_type']))).toEqual(new Set(['newsArticle']));
  });

  it('fails on a 400 that does not say the content type is unknown', async () => {
    const cms = await standin({ entries: 3, badQuery: true });
    const error = await loadNews(ROOT, () => undefined, { env: env(cms.host), tuning: quiet }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^Contentful: could not load the news \(space standinspace/);
    expect((error as Error).message).toContain('HTTP 400 Bad Request: InvalidQuery');
    expect(entryCalls(cms)).toHaveLength(1);
  });

  it('pages entries that share a creation time without duplicates or gaps', async () => {
    const cms = await standin({ entries: 1205, extraEntries: 'none', sameCreatedAt: true });
    const { items } = await loadNews(ROOT, () => undefined, { env: env(cms.host), tuning: quiet });
    expect(items).toHaveLength(1205);
    expect(new Set(items.map((i) => i.id)).size).toBe(1205);
  });

  it('cleans control characters and drops images that are not https', async () => {
    const cms = await standin({ entries: 2, extraEntries: 'none', dirtyEntries: true });
    const warnings: string[] = [];
    const { items } = await loadNews(ROOT, (m) => warnings.push(m), { env: env(cms.host), tuning: quiet });
    const dirty = items.find((i) => i.id === 'control-characters');
    expect(dirty).toMatchObject({
      title: 'Beurs update: AEX wint',
      slug: 'beurs-update-aex-wint',
      text1: 'Eerste alinea met stuurtekens.\n\nTweede alinea.',
      category: 'Beurs',
      excerpt: 'Kort verhaal',
    });
    expect(items.find((i) => i.id === 'http-image')?.featuredImage).toBeUndefined();
    expect(items.find((i) => i.id === 'script-image')?.featuredImage).toBeUndefined();
    expect(items.find((i) => i.id === 'entry-0')?.featuredImage?.url).toMatch(/^https:\/\/images\.ctfassets\.net\//);
    expect([...warnings].sort()).toEqual([
      'News: entry http-image: image http://images.ctfassets.net/x/http-asset/1/plaatje.jpg is not an https URL on a Contentful image host; shown without image.',
      'News: entry script-image: image javascript:alert(1) is not an https URL on a Contentful image host; shown without image.',
    ]);
  });

  it('fails when Contentful has no entries at all (after trying every fallback type)', async () => {
    const cms = await standin({ entries: 0, extraEntries: 'none' });
    await expect(loadNews(ROOT, () => {}, { env: env(cms.host), tuning: quiet })).rejects.toThrow(
      "Contentful: could not load the news: Contentful has no entries of content type 'newsArticle' or its fallbacks",
    );
    expect(entryCalls(cms).map((r) => r.query['content_type'])).toEqual([
      'newsArticle',
      'news',
      'article',
      'post',
      'blog',
    ]);
  });

  it('builds an empty news section from an empty Contentful only with NEWS_ALLOW_EMPTY=1', async () => {
    const cms = await standin({ entries: 0, extraEntries: 'none' });
    const warnings: string[] = [];
    const { items } = await loadNews(ROOT, (m) => warnings.push(m), {
      env: { ...env(cms.host), NEWS_ALLOW_EMPTY: '1' },
      tuning: quiet,
    });
    expect(items).toEqual([]);
    expect(warnings).toEqual([
      "News: Contentful has no entries of content type 'newsArticle' or its fallbacks; the news section is empty (NEWS_ALLOW_EMPTY=1).",
    ]);
  });

  it('fails with a message naming Contentful and the cause when the token is rejected', async () => {
    const cms = await standin();
    const error = await loadNews(ROOT, () => undefined, { env: env(cms.host, 'wrong'), tuning: quiet }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentfulNewsError);
    expect((error as Error).message).toMatch(/^Contentful: could not load the news/);
    expect((error as Error).message).toContain('HTTP 401');
    expect((error as Error).message).toContain('AccessTokenInvalid');
    expect((error as Error).message).not.toContain('wrong');
  });

  it('fails quickly and clearly when the host is unreachable', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const started = Date.now();
    const error = await loadNews(ROOT, () => undefined, {
      env: env(`127.0.0.1:${port}`),
      tuning: { ...quiet, retryLimit: 1, timeout: 1000 },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentfulNewsError);
    expect((error as Error).message).toMatch(/^Contentful: could not load the news \(space standinspace/);
    expect((error as Error).message).toContain('ECONNREFUSED');
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 20_000);

  it('gives up after the total deadline', async () => {
    const cms = await standin({ delayMs: 3000 });
    const error = await loadNews(ROOT, () => undefined, { env: env(cms.host), tuning: quiet, deadlineMs: 300 }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(/^Contentful: loading the news took longer than 0 s/);
  });
});

describe('news loader in a preview build (CONTENTFUL_PREVIEW=1)', () => {
  const { STANDIN_PREVIEW_TOKEN, draftTitle } = standinModule as unknown as {
    STANDIN_PREVIEW_TOKEN: string;
    draftTitle: (i: number) => string;
  };
  it('reads drafts through the Preview API and marks exactly those not live as drafts', async () => {
    const cms = await standin({ entries: 4, extraEntries: 'none', drafts: 2, changedEntry: true });
    const preview = await loadNews(ROOT, () => undefined, {
      env: { ...env(cms.host), CONTENTFUL_PREVIEW: '1', CONTENTFUL_PREVIEW_TOKEN: STANDIN_PREVIEW_TOKEN },
      tuning: quiet,
    });
    const drafts = preview.items.filter((i) => i.draft).map((i) => i.title);
    // Two never published, and entry-0 whose newest version is not published yet.
    expect(drafts.sort()).toEqual(
      [draftTitle(0), draftTitle(1), 'Marktupdate 0: beurzen lager gesloten (bijgewerkt)'].sort(),
    );
    expect(preview.items).toHaveLength(6);
    // The preview token reads, the delivery token tells what is published.
    const tokens = new Set(cms.requests.map((r) => r.auth));
    expect(tokens).toEqual(new Set([`Bearer ${STANDIN_PREVIEW_TOKEN}`, `Bearer ${STANDIN_TOKEN}`]));

    const live = await loadNews(ROOT, () => undefined, { env: env(cms.host), tuning: quiet });
    expect(live.items).toHaveLength(4);
    expect(live.items.some((i) => i.draft || i.title.startsWith('Concept'))).toBe(false);
  });
});

describe('news loader without Contentful', () => {
  it('reads the embedded local Markdown articles', async () => {
    const { source, items } = await loadNews(ROOT, () => undefined, { env: {} });
    expect(source).toBe('local');
    expect(items.length).toBeGreaterThanOrEqual(8);
    const categories = new Set(items.map((i) => i.category));
    for (const c of ['Beurs', 'Brokers', 'ETF', 'Analyse']) expect(categories).toContain(c);
    // Local images: path from the project root, resolved next to the article.
    expect(items.find((i) => i.id === 'aex-sluit-week-hoger-af')?.image).toBe('src/content/news/images/aex-week.jpg');
    for (const item of items) {
      expect(item.title).not.toBe('');
      expect(item.excerpt.length).toBeGreaterThan(20);
      expect(item.text1.length).toBeGreaterThan(200);
    }
  });

  it('drops a missing local image with a warning naming the entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'news-'));
    writeFileSync(join(dir, 'a.md'), "---\ntitle: 'Zonder plaatje'\ndate: 2026-01-01\nimage: ./weg.jpg\n---\nTekst");
    const warnings: string[] = [];
    const { items } = await loadNews(ROOT, (m) => warnings.push(m), { env: { NEWS_LOCAL_DIR: dir } });
    expect(items[0]?.image).toBeUndefined();
    expect(items[0]?.excerpt).toBe('Tekst');
    expect(warnings).toEqual(['News: entry a: image ./weg.jpg not found next to the article; shown without image.']);
  });
});
