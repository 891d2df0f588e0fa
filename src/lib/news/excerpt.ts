// A missing excerpt is derived from the body.
import { EXCERPT_CUT_LENGTH, EXCERPT_ELLIPSIS } from './constants';

/** Whitespace collapsed; cut to 157 characters plus '...' when longer than 160. */
export function deriveExcerpt(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_CUT_LENGTH + EXCERPT_ELLIPSIS.length) return text;
  return text.slice(0, EXCERPT_CUT_LENGTH).trimEnd() + EXCERPT_ELLIPSIS;
}

/** The given excerpt when it has text, else one derived from the body. */
export function excerptOf(excerpt: string | undefined | null, body: string): string {
  const given = excerpt?.trim();
  return given ? given : deriveExcerpt(body);
}
