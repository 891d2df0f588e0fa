// Table of contents of an article, built from the headings that render() returns.

/** Shape of Astro's MarkdownHeading (render(entry).headings). */
export interface Heading {
  readonly depth: number;
  readonly slug: string;
  readonly text: string;
}

/** The contents list shows h2 and h3; h1 is the page title and deeper levels are too detailed. */
export const TOC_MIN_DEPTH = 2;
export const TOC_MAX_DEPTH = 3;

export interface TocItem {
  readonly depth: 2 | 3;
  readonly id: string;
  readonly text: string;
}

/**
 * The element id a URL fragment (`#…`, as in `location.hash`) names. A fragment that is not valid
 * percent-encoding (a typed or shared `#%`) names the id as written instead of throwing.
 */
export function fragmentId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Headings of depth 2–3 with a slug, in document order. */
export function tocItems(headings: readonly Heading[]): TocItem[] {
  return headings
    .filter((h) => h.depth >= TOC_MIN_DEPTH && h.depth <= TOC_MAX_DEPTH && h.slug !== '' && h.text.trim() !== '')
    .map((h) => ({ depth: h.depth as 2 | 3, id: h.slug, text: h.text.trim() }));
}

/**
 * The reading line lies this many px below the point where a heading lands after a jump (its
 * scroll-margin, clear of the sticky header). A heading above the line has been reached, so its
 * section is the one being read; a heading that was jumped to is just above it.
 */
export const ACTIVE_LINE_OFFSET = 24;

/** Fallback scroll-margin (px) when the headings have none. */
export const DEFAULT_SCROLL_MARGIN = 96;

/** Position of the reading line in px from the top of the viewport. */
export function readingLine(scrollMarginTop: number): number {
  const margin = Number.isFinite(scrollMarginTop) && scrollMarginTop > 0 ? scrollMarginTop : DEFAULT_SCROLL_MARGIN;
  return margin + ACTIVE_LINE_OFFSET;
}

export interface ActiveInput {
  /** getBoundingClientRect().top of each heading, in document order. */
  readonly tops: readonly number[];
  /** Position of the reading line in px from the top of the viewport. */
  readonly line: number;
  /** The page is scrolled to the end (a short last section can never reach the line). */
  readonly atBottom: boolean;
  /** Index of the heading named by the URL hash, or -1. */
  readonly hashIndex: number;
  readonly viewportHeight: number;
}

/**
 * Index of the section in view: the last heading above the reading line. At the end of the page
 * the section the reader jumped to (URL hash) wins if it is on screen, else the last heading.
 * -1 before the first heading.
 */
export function activeHeadingIndex({ tops, line, atBottom, hashIndex, viewportHeight }: ActiveInput): number {
  if (tops.length === 0) return -1;
  if (atBottom) {
    const hashTop = hashIndex >= 0 ? tops[hashIndex] : undefined;
    if (hashTop !== undefined && hashTop >= 0 && hashTop < viewportHeight) return hashIndex;
    return tops.length - 1;
  }
  let active = -1;
  tops.forEach((top, i) => {
    if (top <= line) active = i;
  });
  return active;
}
