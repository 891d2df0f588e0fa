// Rules of the search dialog that need no browser: links, labels and the keyboard shortcut.
import { pageHref } from '../../data/paths';
import { counted, fill } from '../../i18n/fill';

/**
 * The site serves every page without `.html` (`/aandelen`, not `/aandelen.html`) while Pagefind reports the
 * built file: drop the extension, keeping any `#anchor` of a sub-result.
 */
export function resultHref(pagefindUrl: string): string {
  return pageHref(pagefindUrl);
}

/** The status texts of a search, from the UI dictionary (`search.none`, `search.one`, `search.many`). */
export interface StatusTexts {
  readonly none: string;
  readonly one: string;
  readonly many: string;
}

/** That nothing matched the query, or the number of results found. */
export function resultStatus(query: string, count: number, texts: StatusTexts): string {
  if (count === 0) return fill(texts.none, { query });
  return counted((key: 'one' | 'many', values) => fill(texts[key], values), count, 'one', 'many');
}

export interface ShortcutKey {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/**
 * '/' and Ctrl+K / ⌘K open search, except while the reader types in a field (then '/' and the keys are
 * the reader's text, and the browser's own shortcuts stay theirs).
 */
export function opensSearch(event: ShortcutKey, typingInField: boolean): boolean {
  if (typingInField || event.altKey) return false;
  if (event.key === '/') return !event.ctrlKey && !event.metaKey;
  return event.key.toLowerCase() === 'k' && event.ctrlKey !== event.metaKey;
}
