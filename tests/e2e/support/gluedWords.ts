// Finds words that run into an inline element's text in built HTML ('Transparant:</strong>de', 'bij de<a …>veelgestelde'):
// the text a reader sees, and a screen reader reads, has no space where the source had a line break.

/** Elements that flow inside a line: a boundary with one of them and no space between is a glued word. */
const INLINE = new Set(
  'a abbr b bdi bdo cite code data dfn em i kbd mark q s samp small span strong sub sup time u var label output'.split(
    ' ',
  ),
);

/** Elements whose contents are not running text. */
const SKIPPED = /<(script|style|svg|template|noscript|textarea|title)\b[^>]*>[\s\S]*?<\/\1>/gi;

/** A character that ends a word or a phrase a space must follow. */
const WORD_END = /[\p{L}\p{N}:;,!?)]$/u;
/** A character that starts a word. */
const WORD_START = /^[\p{L}\p{N}]/u;

export interface GluedWord {
  readonly before: string;
  readonly after: string;
}

/** Every place in `html`'s body where text meets text across an inline tag with no space between. */
export function gluedWords(html: string): GluedWord[] {
  const body = (/<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html).replace(SKIPPED, ' ');
  const found: GluedWord[] = [];
  let lastText = '';
  let crossedInline = false;
  for (const [, tag, name, text] of body.matchAll(/(<\/?([a-zA-Z][\w-]*)\b[^>]*>)|([^<]+)/g)) {
    if (tag !== undefined) {
      if (INLINE.has((name ?? '').toLowerCase())) crossedInline = true;
      else lastText = ''; // A block boundary (div, p, li, br, …) separates the texts on either side.
      continue;
    }
    const value = text ?? '';
    if (crossedInline && WORD_END.test(lastText) && WORD_START.test(value)) {
      found.push({ before: lastText.slice(-20), after: value.slice(0, 20) });
    }
    lastText = value;
    crossedInline = false;
  }
  return found;
}
