// The result list, a page of results at a time, each result shown the moment its data arrives (in rank order):
// the first result does not wait for the other nine, whose fragments Pagefind fetches in parallel.
import type { PagefindResult } from './pagefind';
import { element, resultItem } from './render';

export const PAGE_SIZE = 10;

/**
 * Shows `results` from `start` on (one page), replacing the list's content for the first page and the 'more'
 * button for later ones, and ends the page with a new 'more' button when results remain. Stops as soon as
 * `current()` turns false (a newer search took over). Resolves with the first link it added.
 */
export async function showPage(
  list: HTMLUListElement,
  results: readonly PagefindResult[],
  start: number,
  moreLabel: string,
  current: () => boolean,
): Promise<HTMLAnchorElement | null> {
  const pending = results.slice(start, start + PAGE_SIZE).map((result) => result.data());
  const more = start > 0 ? list.querySelector('[data-search-more]') : null;
  let first: HTMLAnchorElement | null = null;
  let placed = 0;
  for (const data of pending) {
    const item = resultItem(await data);
    if (!current()) return null;
    // The first result of a new query replaces the previous query's list; later ones go below it.
    if (more) more.before(item);
    else if (placed) list.append(item);
    else list.replaceChildren(item);
    placed += 1;
    first ??= item.querySelector('a');
  }
  more?.remove();
  if (start === 0 && !pending.length) list.replaceChildren();
  const shown = start + pending.length;
  if (shown < results.length) {
    const next = element('li', 'px-3 pt-2');
    next.dataset['searchMore'] = '';
    const button = element('button', 'btn-secondary px-3 py-1.5 text-sm', moreLabel);
    button.type = 'button';
    button.addEventListener('click', () => {
      void showPage(list, results, shown, moreLabel, current).then((link) => link?.focus());
    });
    next.append(button);
    list.append(next);
  }
  return first;
}
