// Which Contentful content type holds the news, and the fallbacks to try.
import {
  CONTENT_TYPE_NAME_PATTERN,
  DEFAULT_CONTENT_TYPE,
  FALLBACK_CONTENT_TYPES,
  NEWS_FIELDS,
  NEWS_REQUIRED_FIELDS,
} from './constants';
import { NEWS_CONTENT_TYPE } from './contentModel';

export interface ContentTypeSummary {
  readonly id: string;
  readonly name: string;
  /** Field ids of the content type. */
  readonly fields: readonly string[];
}

/**
 * How well a content type fits the news: its required fields first, then the other fields read;
 * 0 when it has neither required field (an author or a category type is never the news).
 */
function newsFieldScore(type: ContentTypeSummary): number {
  const has = (field: string) => type.fields.includes(field);
  const required = NEWS_REQUIRED_FIELDS.filter(has).length;
  return required === 0 ? 0 : required * NEWS_FIELDS.length + NEWS_FIELDS.filter(has).length;
}

/**
 * 'blogpost', replaced by the content type whose name contains news, blog or article and that has the
 * fields the site reads: among those names the best fit wins (first in order on a tie), and a type
 * with neither a title nor a body field never wins, so a 'Blog Author' never beats a 'Blog Post'.
 * A named type with a body whose title field was renamed is still picked, so the build can name the
 * field its entries lack instead of silently trying other types.
 */
export function detectContentType(types: readonly ContentTypeSummary[]): string {
  let best: { id: string; score: number } | undefined;
  for (const type of types) {
    if (!CONTENT_TYPE_NAME_PATTERN.test(type.name)) continue;
    const score = newsFieldScore(type);
    if (score > 0 && (!best || score > best.score)) best = { id: type.id, score };
  }
  return best?.id ?? DEFAULT_CONTENT_TYPE;
}

/**
 * The model's own content type when the space has it (set up by the migrations), then the detected type, then
 * news, article, post, blog (each once): spaces set up by hand before the migrations keep building.
 */
export function contentTypeCandidates(detected: string, types: readonly ContentTypeSummary[] = []): string[] {
  const first = types.some((t) => t.id === NEWS_CONTENT_TYPE) ? [NEWS_CONTENT_TYPE] : [];
  return [...new Set([...first, detected, ...FALLBACK_CONTENT_TYPES])];
}
