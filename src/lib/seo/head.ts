// Builds the whole <head> of a page as data (after Starlight's utils/head.ts); Head.astro only renders it.
import { canonicalPath } from '../../data/routes';
import { BRAND, DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, DEFAULT_OG_IMAGE, SITE_LOCALE } from '../../config';
import { cutDescription } from './description';
import { absoluteUrl, serializeJsonLd } from './jsonld';

/** What a page tells the head builder (docs/behaviour.md#seo-head). */
export interface PageMeta {
  /** Page title without the brand; ' | Brokerkompas' is appended unless `fullTitle` is set. */
  readonly title: string;
  /** Use the title as is (e.g. 'Veelgestelde vragen - Brokerkompas FAQ'). */
  readonly fullTitle?: boolean;
  readonly description?: string;
  readonly keywords?: readonly string[];
  /** Path or absolute URL; defaults to the current path. */
  readonly canonical?: string;
  /** Path or URL of the share image; `null` for none (spec: a news article without image). */
  readonly image?: string | null;
  readonly imageAlt?: string;
  readonly type?: 'website' | 'article';
  readonly noIndex?: boolean;
  readonly noFollow?: boolean;
  /** JSON-LD objects; the layout adds the BreadcrumbList itself. */
  readonly structuredData?: readonly unknown[];
  /** Open Graph article fields. */
  readonly article?: {
    readonly publishedTime: string;
    readonly modifiedTime?: string;
    readonly section?: string;
  };
  /** Extra <link rel="alternate"> entries, e.g. the RSS feed. */
  readonly alternates?: readonly { type: string; href: string; title: string }[];
}

export interface HeadEntry {
  readonly tag: 'title' | 'meta' | 'link' | 'script';
  readonly attrs: Readonly<Record<string, string>>;
  readonly content?: string;
}

export interface HeadContext {
  readonly site: string | URL;
  readonly pathname: string;
}

export function pageTitle(meta: Pick<PageMeta, 'title' | 'fullTitle'>): string {
  if (meta.fullTitle || meta.title === BRAND) return meta.title;
  return `${meta.title} | ${BRAND}`;
}

export function robotsValue(meta: Pick<PageMeta, 'noIndex' | 'noFollow'>): string {
  return `${meta.noIndex ? 'noindex' : 'index'}, ${meta.noFollow ? 'nofollow' : 'follow'}`;
}

export function buildHead(meta: PageMeta, ctx: HeadContext): HeadEntry[] {
  const title = pageTitle(meta);
  const description = cutDescription(meta.description ?? DEFAULT_DESCRIPTION);
  const keywords = (meta.keywords ?? DEFAULT_KEYWORDS).join(', ');
  const canonical = absoluteUrl(meta.canonical ?? canonicalPath(ctx.pathname), ctx.site);
  const image = meta.image === null ? null : absoluteUrl(meta.image ?? DEFAULT_OG_IMAGE, ctx.site);

  const entries: HeadEntry[] = [
    { tag: 'title', attrs: {}, content: title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'meta', attrs: { name: 'keywords', content: keywords } },
    { tag: 'meta', attrs: { name: 'robots', content: robotsValue(meta) } },
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:url', content: canonical } },
    { tag: 'meta', attrs: { property: 'og:locale', content: SITE_LOCALE } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: BRAND } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: description } },
  ];
  if (image) {
    entries.push({ tag: 'meta', attrs: { property: 'og:image', content: image } });
    entries.push({ tag: 'meta', attrs: { name: 'twitter:image', content: image } });
  }
  if (image && meta.imageAlt) {
    entries.push({ tag: 'meta', attrs: { property: 'og:image:alt', content: meta.imageAlt } });
    entries.push({ tag: 'meta', attrs: { name: 'twitter:image:alt', content: meta.imageAlt } });
  }
  if (meta.article) {
    const { publishedTime, modifiedTime, section } = meta.article;
    entries.push({ tag: 'meta', attrs: { property: 'article:published_time', content: publishedTime } });
    entries.push({ tag: 'meta', attrs: { property: 'article:modified_time', content: modifiedTime ?? publishedTime } });
    if (section) entries.push({ tag: 'meta', attrs: { property: 'article:section', content: section } });
  }
  for (const alt of meta.alternates ?? []) {
    entries.push({
      tag: 'link',
      attrs: { rel: 'alternate', type: alt.type, href: absoluteUrl(alt.href, ctx.site), title: alt.title },
    });
  }
  for (const data of meta.structuredData ?? []) {
    entries.push({ tag: 'script', attrs: { type: 'application/ld+json' }, content: serializeJsonLd(data) });
  }
  return entries;
}
