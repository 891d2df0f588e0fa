// Pagefind excerpts are text with `<` and `>` escaped as `&lt;`/`&gt;` and the matched words wrapped in
// `<mark>…</mark>`. They are split into plain text runs here, so the UI can build them with textContent:
// only the highlighting becomes markup, never anything the page (or a CMS) wrote.

export interface ExcerptSegment {
  readonly text: string;
  readonly mark: boolean;
}

const MARK_TAG = /<(\/?)mark>/g;

/** Pagefind escapes only the angle brackets of page text; undo exactly that. */
function unescapeAngles(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** The excerpt as text runs, each marked when Pagefind highlighted it; unbalanced tags are tolerated. */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let marked = false;
  let last = 0;
  const push = (raw: string) => {
    if (raw === '') return;
    const text = unescapeAngles(raw);
    const previous = segments.at(-1);
    if (previous && previous.mark === marked)
      segments[segments.length - 1] = { text: previous.text + text, mark: marked };
    else segments.push({ text, mark: marked });
  };
  for (const match of excerpt.matchAll(MARK_TAG)) {
    push(excerpt.slice(last, match.index));
    marked = match[1] !== '/';
    last = match.index + match[0].length;
  }
  push(excerpt.slice(last));
  return segments;
}
