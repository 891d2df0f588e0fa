// Reading time of an article: words of body text at about 200 words per minute.
import { tPages } from '../i18n/nl/pages';

/** Average reading speed used for 'X min leestijd'. */
export const WORDS_PER_MINUTE = 200;

/**
 * The readable text of an MDX/Markdown source: without front matter, import/export lines,
 * JSX/HTML tags, link targets, table rules and Markdown punctuation.
 */
export function plainText(source: string): string {
  return source
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '') // front matter
    .replace(/^\s*(import|export)\s.*$/gm, '') // MDX ESM lines
    .replace(/<!--[\s\S]*?-->/g, ' ') // comments
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ') // JSX/HTML tags (their text content stays)
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: keep the alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: keep the link text
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, ' ') // table rules
    .replace(/[#>*_`|~]/g, ' ');
}

/** Number of words in an MDX/Markdown source (see plainText). */
export function countWords(source: string): number {
  const words = plainText(source).match(/[\p{L}\p{N}][\p{L}\p{N}'’.,%€-]*/gu);
  return words ? words.length : 0;
}

/** Whole minutes, rounded up, at least 1. */
export function readingMinutes(wordCount: number, wordsPerMinute: number = WORDS_PER_MINUTE): number {
  if (!Number.isFinite(wordCount) || wordCount <= 0) return 1;
  return Math.max(1, Math.ceil(wordCount / wordsPerMinute));
}

/** 'X min leestijd' for an MDX/Markdown source. */
export function readingTimeLabel(source: string): string {
  return tPages('article.readingTime', { minutes: readingMinutes(countWords(source)) });
}
