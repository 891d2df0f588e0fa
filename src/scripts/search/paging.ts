// The result list, a page of results at a time, each result shown the moment its data arrives (in rank order):
// the first result is fetched alone and shown at once; the other nine follow, fetched in parallel.
import type { PagefindResult, PagefindResultData } from './pagefind';
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
  const [head, ...rest] = results.slice(start, start + PAGE_SIZE);
  const more = start > 0 ? list.querySelector('[data-search-more]') : null;
  let first: HTMLAnchorElement | null = null;
  let placed = 0;
  /** Adds the result of `data` below the ones shown; false when a newer search took over meanwhile. */
  const place = async (data: Promise<PagefindResultData>): Promise<boolean> => {
    const item = resultItem(await data);
    if (!current()) return false;
    // The first result of a new query replaces the previous query's list; later ones go below it.
    if (more) more.before(item);
    else if (placed) list.append(item);
    else list.replaceChildren(item);
    placed += 1;
    first ??= item.querySelector('a');
    return true;
  };
  // The first result's data alone first: the other fragments would compete with it for the network and Pagefind's
  // worker. Then the rest of the page in parallel, shown in rank order as each arrives.
  if (head && !(await place(head.data()))) return null;
  const restData = rest.map((result) => result.data());
  // A failure is reported where its result is awaited; one after a newer search took over is of no interest.
  for (const data of restData) data.catch(() => undefined);
  for (const data of restData) {
    if (!(await place(data))) return null;
  }
  more?.remove();
  if (start === 0 && !head) list.replaceChildren();
  const shown = start + placed;
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
