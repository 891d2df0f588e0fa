// News constants (docs/behaviour.md#news).
import { tPages } from '../../i18n/nl/pages.ts';
import { NEWS_CATEGORIES } from './contentModel.ts';

export { NEWS_CATEGORIES, NEWS_FIELDS, NEWS_REQUIRED_FIELDS } from './contentModel.ts';

/** The category filter that shows every article; the others are the model's categories (NEWS_CATEGORIES). */
export const NEWS_ALL = 'All';
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** The intro under the heading 'Nieuws'. */
export const NEWS_INTRO = tPages('news.intro');

/** The article section when an article has no category. */
export const DEFAULT_ARTICLE_SECTION = 'Investment News';
/** Keywords of an article page besides its category and lowercased title. */
export const ARTICLE_KEYWORDS = ['beleggen', 'aandelen', 'etf', 'dividend'] as const;
/** A missing excerpt is the body cut to 157 characters plus '...'. */
export const EXCERPT_CUT_LENGTH = 157;
export const EXCERPT_ELLIPSIS = '...';

/** Content type detection and paging. */
export const DEFAULT_CONTENT_TYPE = 'blogpost';
export const CONTENT_TYPE_NAME_PATTERN = /news|blog|article/i;
export const FALLBACK_CONTENT_TYPES = ['news', 'article', 'post', 'blog'] as const;
export const ENTRIES_PAGE_LIMIT = 1000;
/**
 * Newest first, then by id: entries sharing a creation time keep one fixed order between requests,
 * so paging with `skip` never returns one twice or skips one.
 */
export const ENTRIES_ORDER = ['-sys.createdAt', 'sys.id'] as const;
/** Client defaults: 30 s per request, up to 5 retries (the environment default lives in src/environment.mjs). */
export const CONTENTFUL_TIMEOUT_MS = 30_000;
export const CONTENTFUL_RETRY_LIMIT = 5;
/** The whole fetch gives up (and fails the build) after this long; < 5 minutes. */
export const CONTENTFUL_TOTAL_DEADLINE_MS = 270_000;

/**
 * Scale (`/nieuws` stays under 250 KB of HTML with 10,000 articles). The list is statically
 * paginated: `/nieuws` shows the featured article plus the first page of cards, further pages
 * live at `/nieuws/pagina/{n}`, and each category filter is a link to its own pre-rendered,
 * paginated list at `/nieuws/categorie/{category}` (…`/pagina/{n}`). So every list page has a
 * fixed size whatever the number of articles, the filter needs no JavaScript at all, and its
 * counts ('Showing N article(s) in …') are computed at build time over ALL articles.
 */
export const NEWS_PAGE_SIZE = 24;
export const NEWS_PAGE_SEGMENT = 'pagina';
export const NEWS_CATEGORY_SEGMENT = 'categorie';
/**
 * Slugs an article may not take (it gets '-2', '-3', …): list routes live under `pagina` and
 * `categorie`, and `index`/`404` would be served as the news list's index or the not-found page.
 */
export const RESERVED_SLUGS: readonly string[] = [NEWS_PAGE_SEGMENT, NEWS_CATEGORY_SEGMENT, 'index', '404'];

/** Responsive widths for Contentful images (Images API `w=`). */
export const IMAGE_WIDTHS = [400, 640, 960, 1280] as const;

/** RSS: the newest 50 articles. */
export const RSS_ITEM_COUNT = 50;
export const RSS_PATH = '/rss.xml';
export const RSS_TITLE = 'Brokerkompas Nieuws';
