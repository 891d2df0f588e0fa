// Presentation helpers for news: dates (nl-NL) and the body as paragraphs of lines.
import { ARTICLE_KEYWORDS, DEFAULT_ARTICLE_SECTION } from './constants';

/** Blank line = new paragraph; single newlines stay as line breaks (rendered as <br>). */
export function bodyParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '')
    .map((p) => p.split('\n'));
}

/** Article keywords: the category, then beleggen, aandelen, etf, dividend, then the lowercased title. */
export function articleKeywords(category: string, title: string): string[] {
  return [...(category ? [category] : []), ...ARTICLE_KEYWORDS, title.toLowerCase()];
}

/** `article:section` is the category, 'Investment News' for an uncategorised article. */
export function articleSection(category: string): string {
  return category.trim() || DEFAULT_ARTICLE_SECTION;
}
