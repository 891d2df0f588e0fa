// Spec §3/§7: which Contentful content type holds the news, and the fallbacks to try.
import { CONTENT_TYPE_NAME_PATTERN, DEFAULT_CONTENT_TYPE, FALLBACK_CONTENT_TYPES } from './constants';

export interface ContentTypeSummary {
  readonly id: string;
  readonly name: string;
}

/** 'blogpost', replaced by the first content type whose name contains news, blog or article. */
export function detectContentType(types: readonly ContentTypeSummary[]): string {
  return types.find((t) => CONTENT_TYPE_NAME_PATTERN.test(t.name))?.id ?? DEFAULT_CONTENT_TYPE;
}

/** The detected type first, then news, article, post, blog (skipping the one already tried). */
export function contentTypeCandidates(detected: string): string[] {
  return [detected, ...FALLBACK_CONTENT_TYPES.filter((t) => t !== detected)];
}
