// The pure mapping from a Contentful entry (links resolved by the SDK) or a
// local Markdown file to the item the pages use.
import { CMS_IMAGE_ORIGINS } from '../../security/imageHosts.mjs';
import { withoutXmlForbiddenCharacters } from './clean';
import type { NewsFieldId } from './contentModel';
import { excerptOf } from './excerpt';
import type { MappedNews, NewsImage } from './types';

/** The parts of a Contentful entry the mapping reads. */
export interface EntryLike {
  readonly sys: { readonly id: string; readonly createdAt?: string; readonly updatedAt?: string };
  /** By the model's field ids (src/lib/news/model.ts): reading a field the migrations do not create is a type error. */
  readonly fields: Readonly<Partial<Record<NewsFieldId, unknown>>>;
}

export type MapResult =
  | { readonly ok: true; readonly item: MappedNews; readonly warnings?: readonly string[] }
  | { readonly ok: false; readonly reason: string };

/** A text field as clean text (characters XML forbids removed). */
function text(value: unknown): string {
  if (typeof value === 'string') return withoutXmlForbiddenCharacters(value);
  if (typeof value === 'number') return String(value);
  return '';
}

/** ISO date-time of a date or date-time string, or undefined when it is not a date. */
export function toIsoDate(value: unknown): string | undefined {
  const raw = value instanceof Date ? value.toISOString() : text(value).trim();
  if (!raw) return undefined;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * An image URL the site may publish (og:image, JSON-LD, <img>): https only. Protocol-relative
 * Contentful URLs ('//images.ctfassets.net/…') get 'https:'; anything else (http, data:, javascript:,
 * relative paths) is undefined and the image is dropped.
 */
export function httpsUrl(url: string): string | undefined {
  const candidate = url.startsWith('//') ? `https:${url}` : url;
  if (!candidate.startsWith('https://')) return undefined;
  try {
    return new URL(candidate).href;
  } catch {
    return undefined;
  }
}

/**
 * A CMS image URL the site may publish: https and on a host the CSP's img-src allows (CMS_IMAGE_ORIGINS). An
 * image from any other host would be blocked on the page yet still be shared in og:image, twitter:image and
 * JSON-LD, so it is dropped like an http: image.
 */
export function cmsImageUrl(url: string): string | undefined {
  const href = httpsUrl(url);
  if (href === undefined) return undefined;
  const origin = new URL(href).origin;
  return CMS_IMAGE_ORIGINS.some((allowed) => allowed === origin) ? href : undefined;
}

interface RichNode {
  readonly nodeType?: string;
  readonly value?: string;
  readonly content?: readonly RichNode[];
}

/** Plain text of a Rich Text document: blocks separated by a blank line. */
export function richTextToPlain(node: RichNode): string {
  if (node.nodeType === 'text') return node.value ?? '';
  const children = node.content ?? [];
  const isBlockParent =
    node.nodeType === 'document' || /^(list|ordered-list|unordered-list|blockquote)/.test(node.nodeType ?? '');
  const parts = children.map((child) => richTextToPlain(child));
  return isBlockParent ? parts.filter((p) => p.trim() !== '').join('\n\n') : parts.join('');
}

/** The body field as plain text: a long-text string, or a Rich Text document flattened. */
export function bodyText(value: unknown): string {
  if (typeof value === 'string') return withoutXmlForbiddenCharacters(value).replace(/\r\n?/g, '\n').trim();
  if (value && typeof value === 'object' && (value as RichNode).nodeType === 'document') {
    return withoutXmlForbiddenCharacters(richTextToPlain(value)).trim();
  }
  return '';
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

/** The URL of a resolved asset link, as given (empty when there is none). */
export function assetUrl(asset: unknown): string {
  const fields =
    asset && typeof asset === 'object' ? (asset as { fields?: Record<string, unknown> }).fields : undefined;
  return text((fields?.['file'] as { url?: unknown } | undefined)?.url).trim();
}

/**
 * A resolved asset link → image (https url, alt = description, else the article title); undefined
 * without a file or when its URL is not https on a Contentful image host (cmsImageUrl).
 */
export function mapAsset(asset: unknown, title: string): NewsImage | undefined {
  const url = cmsImageUrl(assetUrl(asset));
  if (!url) return undefined;
  const fields = (asset as { fields?: Record<string, unknown> }).fields;
  const file = fields?.['file'] as { details?: { image?: { width?: unknown; height?: unknown } } } | undefined;
  const description = text(fields?.['description']).trim();
  return {
    url,
    alt: description || title,
    width: positive(file?.details?.image?.width),
    height: positive(file?.details?.image?.height),
  };
}

/**
 * Maps a Contentful entry; entries without a title are rejected (the loader warns with the id), an
 * image that is not https on a Contentful image host is dropped with a warning.
 */
export function mapContentfulEntry(entry: EntryLike): MapResult {
  const { fields, sys } = entry;
  const title = text(fields['title']).trim();
  if (!title) return { ok: false, reason: `entry ${sys.id} has no title` };
  const createdAt = toIsoDate(sys.createdAt) ?? new Date(0).toISOString();
  const text1 = bodyText(fields['text1']);
  const featuredImage = mapAsset(fields['featuredImage'], title);
  const rawImage = assetUrl(fields['featuredImage']);
  return {
    ...(rawImage && !featuredImage
      ? {
          warnings: [
            `entry ${sys.id}: image ${rawImage} is not an https URL on a Contentful image host; shown without image`,
          ],
        }
      : {}),
    ok: true,
    item: {
      id: sys.id,
      title,
      text1,
      date: toIsoDate(fields['date']) ?? createdAt,
      createdAt,
      updatedAt: toIsoDate(sys.updatedAt) ?? createdAt,
      category: text(fields['category']).trim(),
      excerpt: excerptOf(text(fields['excerpt']), text1),
      featuredImage,
    },
  };
}

/** Front matter of a local Markdown article. */
export interface LocalFrontMatter {
  readonly title?: unknown;
  readonly date?: unknown;
  readonly updated?: unknown;
  readonly category?: unknown;
  readonly excerpt?: unknown;
  readonly image?: unknown;
  readonly imageAlt?: unknown;
}

/** Maps a local Markdown article (id = file name without extension). */
export function mapLocalArticle(id: string, data: LocalFrontMatter, body: string): MapResult {
  const title = text(data.title).trim();
  if (!title) return { ok: false, reason: `entry ${id} has no title` };
  const date = toIsoDate(data.date);
  if (!date) return { ok: false, reason: `entry ${id} has no valid date` };
  const text1 = bodyText(body);
  const image = text(data.image).trim();
  return {
    ok: true,
    item: {
      id,
      title,
      text1,
      date,
      createdAt: date,
      updatedAt: toIsoDate(data.updated) ?? date,
      category: text(data.category).trim(),
      excerpt: excerptOf(text(data.excerpt), text1),
      ...(image ? { image, imageAlt: text(data.imageAlt).trim() || title } : {}),
    },
  };
}
