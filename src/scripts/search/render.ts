// The result list's elements, built with DOM APIs: page and CMS text only ever reaches the page as textContent.
import { excerptSegments } from '../../lib/search/excerpt';
import { resultHref } from '../../lib/search/results';
import { SEARCH_FILTER_KEY } from '../../lib/search/sections';
import type { PagefindResultData } from './pagefind';

/** Matching FAQ questions and guide sections shown under a page. */
const MAX_SUB_RESULTS = 3;

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** The excerpt with Pagefind's highlighting as <mark> elements; everything else as text. */
function excerptElement(excerpt: string, className: string): HTMLElement {
  const block = element('span', className);
  for (const segment of excerptSegments(excerpt)) {
    block.append(segment.mark ? element('mark', '', segment.text) : document.createTextNode(segment.text));
  }
  return block;
}

/** One result: the page's title, section badge and excerpt, and the headings on it that matched. */
export function resultItem(data: PagefindResultData): HTMLLIElement {
  const item = element('li');
  const link = element('a', 'search-result');
  link.href = resultHref(data.url);
  const head = element('span', 'flex flex-wrap items-center gap-2');
  const title = element(
    'span',
    'font-semibold text-brand-700 dark:text-accent-300',
    data.meta['title'] ?? link.pathname,
  );
  title.dataset['resultTitle'] = '';
  head.append(title);
  const section = data.filters[SEARCH_FILTER_KEY]?.[0];
  if (section) head.append(element('span', 'search-badge', section));
  link.append(head, excerptElement(data.excerpt, 'mt-1 block text-sm text-slate-700 dark:text-slate-300'));
  item.append(link);

  // Sub-results point at a heading on the page (a FAQ question, a guide section).
  const anchored = data.sub_results.filter((sub) => sub.url.includes('#')).slice(0, MAX_SUB_RESULTS);
  if (anchored.length) {
    const list = element('ul', 'ml-4 border-l border-slate-200 pl-2 dark:border-slate-700');
    for (const sub of anchored) {
      const subLink = element('a', 'search-result py-1.5');
      subLink.href = resultHref(sub.url);
      subLink.append(
        element('span', 'block text-sm font-semibold text-brand-700 dark:text-accent-300', sub.title),
        excerptElement(sub.excerpt, 'block text-sm text-slate-700 dark:text-slate-300'),
      );
      const subItem = element('li');
      subItem.append(subLink);
      list.append(subItem);
    }
    item.append(list);
  }
  return item;
}
