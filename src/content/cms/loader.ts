// The Astro content loader of the `news` collection: Contentful when the site configuration has
// Contentful settings (always in production), else the local Markdown articles.
import { existsSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import {
  CONTENTFUL_PREVIEW_HOST,
  parseSiteConfig,
  siteConfig,
  type ContentfulSettings,
  type SiteConfig,
} from '../../environment.mjs';
import {
  ContentfulNewsError,
  createNewsClient,
  fetchAllNewsEntries,
  type ClientTuning,
  type FetchedNews,
} from './contentful';
import { DEFAULT_LOCAL_NEWS_DIR, readLocalNews, type LocalFile } from './local';
import { markDrafts } from '../../lib/news/draft';
import { mapContentfulEntry, mapLocalArticle, type MapResult } from '../../lib/news/mapping';
import { assignSlugs, compareNewestFirst } from '../../lib/news/slug';
import type { MappedNews, NewsItem } from '../../lib/news/types';

export interface NewsLoaderOptions {
  /** Environment to read instead of this process's (tests); validated like the build's. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Test-only SDK tuning (timeout, retries); production keeps 30 s and 5 retries. */
  readonly tuning?: ClientTuning;
  readonly deadlineMs?: number;
}

export interface LoadedNews {
  readonly source: 'contentful' | 'local';
  readonly items: NewsItem[];
  /** Local articles: the Markdown file each came from (for astro:assets images). */
  readonly filePaths: ReadonlyMap<string, string>;
}

type Warn = (message: string) => void;

/** Keeps mapped items, warns (naming the entry id) for the skipped ones and dropped images. */
function collect(results: readonly MapResult[], warn: Warn): MappedNews[] {
  const items: MappedNews[] = [];
  for (const result of results) {
    if (result.ok) {
      items.push(result.item);
      for (const warning of result.warnings ?? []) warn(`News: ${warning}.`);
    } else warn(`News: skipped ${result.reason}.`);
  }
  return items;
}

/**
 * Why Contentful gave no publishable article: no entries, a content type without the title field
 * (renamed in the content model; the CDA leaves an empty field out of an entry, so only the content
 * type can tell), or entries that all have an empty title.
 */
export function emptyNewsReason(news: FetchedNews): string {
  const { contentType, entries, fields } = news;
  if (entries.length === 0) return `Contentful has no entries of content type '${contentType}' or its fallbacks`;
  // The title is the one field an entry cannot be published without.
  if (fields && !fields.includes('title')) {
    return `content type '${contentType}' has no field 'title' (renamed in the content model?), so none of its ${entries.length} entries can be published`;
  }
  return `none of the ${entries.length} entries of content type '${contentType}' has a title`;
}

function configOf(root: string, options: NewsLoaderOptions): SiteConfig {
  return options.env ? parseSiteConfig(options.env) : siteConfig(root);
}

/** A local article, its image path made relative to the project root (dropped with a warning when missing). */
function localArticle(root: string, file: LocalFile, warn: Warn): MapResult {
  const result = mapLocalArticle(file.id, file.data, file.body);
  if (!result.ok || !result.item.image) return result;
  const { image, imageAlt, ...rest } = result.item;
  const fromRoot = posix.normalize(posix.join(posix.dirname(file.filePath), image));
  if (/^(https?:)?\/\//.test(image) || !existsSync(resolve(root, fromRoot))) {
    warn(`News: entry ${file.id}: image ${image} not found next to the article; shown without image.`);
    return { ok: true, item: rest };
  }
  return { ok: true, item: { ...rest, image: fromRoot, imageAlt } };
}

/** Newest first (creation time), with unique slugs. */
export function withSlugs(items: readonly MappedNews[]): NewsItem[] {
  const slugs = assignSlugs(items);
  return [...items].sort(compareNewestFirst).map((item) => ({ ...item, slug: slugs.get(item.id) as string }));
}

/**
 * A preview build's published entries (id → update time of the live version), from the Delivery API with the
 * delivery token: the Preview API does not say which entries are drafts. Without a CONTENTFUL_HOST override the
 * Delivery API's own host; with one (a stand-in) the same host, which tells the two apart by the token.
 */
async function publishedVersions(settings: ContentfulSettings, options: NewsLoaderOptions) {
  const delivery = {
    ...settings,
    accessToken: settings.publishedAccessToken ?? '',
    host: settings.host === CONTENTFUL_PREVIEW_HOST ? undefined : settings.host,
    preview: false,
  };
  const fetched = await fetchAllNewsEntries(
    createNewsClient(delivery, options.tuning),
    delivery,
    options.deadlineMs ? { deadlineMs: options.deadlineMs } : {},
  );
  return new Map(fetched.entries.map((e) => [e.sys.id, e.sys.updatedAt]));
}

/** Loads all news from the configured source; throws (naming Contentful and the cause) on failure. */
export async function loadNews(root: string, warn: Warn, options: NewsLoaderOptions = {}): Promise<LoadedNews> {
  const config = configOf(root, options);
  const settings = config.contentful;
  if (settings) {
    const client = createNewsClient(settings, options.tuning);
    const fetched = await fetchAllNewsEntries(
      client,
      settings,
      options.deadlineMs ? { deadlineMs: options.deadlineMs } : {},
    );
    const mapped = collect(fetched.entries.map(mapContentfulEntry), warn);
    const items = settings.preview ? markDrafts(mapped, await publishedVersions(settings, options)) : mapped;
    // Guarded on the articles that can be published, not on the raw entries: a wrong environment,
    // content type or a renamed field would otherwise wipe the live news section, so the build fails
    // (the CDN keeps the last good build) unless an empty section is intended.
    if (items.length === 0) {
      const message = emptyNewsReason(fetched);
      if (!config.newsAllowEmpty) {
        throw new ContentfulNewsError(
          `Contentful: could not load the news: ${message}. Check CONTENTFUL_ENVIRONMENT and the content model, ` +
            'or set NEWS_ALLOW_EMPTY=1 to publish an empty news section.',
        );
      }
      warn(`News: ${message}; the news section is empty (NEWS_ALLOW_EMPTY=1).`);
    }
    return { source: 'contentful', items: withSlugs(items), filePaths: new Map() };
  }
  const dir = resolve(root, config.newsLocalDir ?? DEFAULT_LOCAL_NEWS_DIR);
  const files = await readLocalNews(dir, root);
  const items = withSlugs(
    collect(
      files.map((f) => localArticle(root, f, warn)),
      warn,
    ),
  );
  return { source: 'local', items, filePaths: new Map(files.map((f) => [f.id, f.filePath])) };
}

/** The object loader: stores every article under its slug, validated by the collection schema. */
export function newsLoader(options: NewsLoaderOptions = {}): Loader {
  return {
    name: 'brokerkompas-news',
    load: async (context: LoaderContext) => {
      const { store, logger, config, watcher } = context;
      const root = fileURLToPath(config.root);
      const sync = async () => {
        const { source, items, filePaths } = await loadNews(root, (m) => logger.warn(m), options);
        store.clear();
        for (const item of items) {
          const filePath = filePaths.get(item.id);
          const raw = { ...item } as unknown as Record<string, unknown>;
          const data = await context.parseData({ id: item.slug, data: raw, ...(filePath ? { filePath } : {}) });
          store.set({ id: item.slug, data, digest: context.generateDigest(raw), ...(filePath ? { filePath } : {}) });
        }
        const drafts = items.filter((item) => item.draft).length;
        logger.info(
          `News: ${items.length} article(s) from ${source === 'contentful' ? 'Contentful' : 'local Markdown'}${drafts ? `, ${drafts} of them draft(s) (preview)` : ''}.`,
        );
        return source;
      };
      const source = await sync();
      // `astro dev`: reload when a local article changes (slugs depend on all articles together).
      if (watcher && source === 'local') {
        const dir = resolve(root, configOf(root, options).newsLocalDir ?? DEFAULT_LOCAL_NEWS_DIR);
        const onChange = (file: string) => {
          if (file.startsWith(dir) && file.endsWith('.md')) sync().catch((e: unknown) => logger.error(String(e)));
        };
        watcher.on('add', onChange).on('change', onChange).on('unlink', onChange);
      }
    },
  };
}
