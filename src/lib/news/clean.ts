// CMS text is published in HTML, JSON-LD and the RSS feed. XML 1.0 forbids the C0 control characters
// other than tab, line feed and carriage return, and U+FFFE/U+FFFF: one of them (a Word soft return,
// U+000B, pasted into a title) makes the whole feed unreadable for every reader. Lone surrogate halves
// are not characters either and become U+FFFD.

/** The characters XML 1.0 does not allow (matching control characters is the point here). */
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/** Vertical tab (Word's soft return) and form feed separate words: they become a space. */
// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u000B\u000C]/g;

export function withoutXmlForbiddenCharacters(text: string): string {
  return text.toWellFormed().replace(LINE_BREAKING, ' ').replace(XML_FORBIDDEN, '');
}
