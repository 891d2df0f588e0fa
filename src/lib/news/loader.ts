// The Astro content loader of the `news` collection (issue 5): Contentful when
// CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are set, else the local Markdown articles.
import { existsSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import {
  ContentfulNewsError,
  contentfulSettings,
  createNewsClient,
  fetchAllNewsEntries,
  type ClientTuning,
} from './contentful';
import { DEFAULT_LOCAL_NEWS_DIR, readLocalNews, type LocalFile } from './local';
import { mapContentfulEntry, mapLocalArticle, type MapResult } from './mapping';
import { assignSlugs, compareNewestFirst } from './slug';
import type { MappedNews, NewsItem } from './types';

export interface NewsLoaderOptions {
  /** Environment to read (defaults to process.env). */
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

/** Keeps mapped items, warns (naming the entry id) for the skipped ones. */
function collect(results: readonly MapResult[], warn: Warn): MappedNews[] {
  const items: MappedNews[] = [];
  for (const result of results) {
    if (result.ok) items.push(result.item);
    else warn(`News: skipped ${result.reason}.`);
  }
  return items;
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

/** Loads all news from the configured source; throws (naming Contentful and the cause) on failure. */
export async function loadNews(root: string, warn: Warn, options: NewsLoaderOptions = {}): Promise<LoadedNews> {
  const env = options.env ?? process.env;
  const settings = contentfulSettings(env);
  if (settings) {
    const client = createNewsClient(settings, options.tuning);
    const { entries, contentType } = await fetchAllNewsEntries(
      client,
      settings,
      options.deadlineMs ? { deadlineMs: options.deadlineMs } : {},
    );
    if (entries.length === 0) {
      const message = `Contentful has no entries of content type '${contentType}' or its fallbacks`;
      // Most likely a wrong environment or content type: publishing would wipe the live news section,
      // so the build fails (the CDN keeps the last good build) unless an empty section is intended.
      if (env['NEWS_ALLOW_EMPTY'] !== '1') {
        throw new ContentfulNewsError(
          `Contentful: could not load the news: ${message}. Check CONTENTFUL_ENVIRONMENT and the content type, ` +
            'or set NEWS_ALLOW_EMPTY=1 to publish an empty news section.',
        );
      }
      warn(`News: ${message}; the news section is empty (NEWS_ALLOW_EMPTY=1).`);
    }
    return {
      source: 'contentful',
      items: withSlugs(collect(entries.map(mapContentfulEntry), warn)),
      filePaths: new Map(),
    };
  }
  const dir = resolve(root, env['NEWS_LOCAL_DIR'] || DEFAULT_LOCAL_NEWS_DIR);
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
        logger.info(
          `News: ${items.length} article(s) from ${source === 'contentful' ? 'Contentful' : 'local Markdown'}.`,
        );
        return source;
      };
      const source = await sync();
      // `astro dev`: reload when a local article changes (slugs depend on all articles together).
      if (watcher && source === 'local') {
        const dir = resolve(root, (options.env ?? process.env)['NEWS_LOCAL_DIR'] || DEFAULT_LOCAL_NEWS_DIR);
        const onChange = (file: string) => {
          if (file.startsWith(dir) && file.endsWith('.md')) sync().catch((e: unknown) => logger.error(String(e)));
        };
        watcher.on('add', onChange).on('change', onChange).on('unlink', onChange);
      }
    },
  };
}
