// The search dialog's results: loaded when the dialog first opens. Wires the parts under ./search/: loading
// Pagefind (load), the wait between keystrokes (debounce), the section chips (filter), the result pages (page)
// and the result elements (render).
import { resultStatus, type StatusTexts } from '../lib/search/results';
import { SEARCH_FILTER_KEY } from '../lib/search/sections';
import { debouncer } from './search/debounce';
import { sectionFilter } from './search/filters';
import { showPage } from './search/paging';
import { loadPagefind, searchWithinTime } from './search/pagefind';

/** Short enough to feel instant, long enough not to search every letter of a fast typist. */
const DEBOUNCE_MS = 100;

/** The dialog's texts, rendered into `data-texts` by SearchDialog.astro from the UI dictionary. */
export interface SearchTexts extends StatusTexts {
  readonly all: string;
  readonly more: string;
  readonly unavailable: string;
}

/** What search.ts tells the dialog after it has loaded. */
export interface SearchDialogControl {
  /** The dialog opened again: retries what failed before. */
  readonly opened: () => void;
}

export function initSearchDialog(dialog: HTMLDialogElement): SearchDialogControl | undefined {
  const texts = JSON.parse(dialog.dataset['texts'] ?? '{}') as SearchTexts;
  const input = dialog.querySelector<HTMLInputElement>('[data-search-input]');
  const status = dialog.querySelector<HTMLElement>('[data-search-status]');
  const list = dialog.querySelector<HTMLUListElement>('[data-search-results]');
  const filterGroup = dialog.querySelector<HTMLElement>('[data-search-filters]');
  if (!input || !status || !list || !filterGroup) return undefined;

  const turns = debouncer(DEBOUNCE_MS);
  const filter = sectionFilter(filterGroup, texts.all, () => void search(true));
  let failed = false;

  const clear = () => {
    list.replaceChildren();
    delete list.dataset['query'];
    status.textContent = '';
    filter.hide();
  };

  const search = async (immediate: boolean): Promise<void> => {
    const turn = await turns.turn(immediate);
    if (!turns.isLatest(turn)) return;
    const current = () => turns.isLatest(turn);
    const query = input.value.trim();
    if (!query) return clear();
    try {
      const api = await loadPagefind();
      if (failed) status.textContent = '';
      failed = false;
      const section = filter.section();
      // Searching downloads index files too; a stalled one is given up like a stalled bundle.
      const response = await searchWithinTime(
        api.search(query, section ? { filters: { [SEARCH_FILTER_KEY]: section } } : {}),
      );
      if (!current()) return;
      // The first results show as their data arrives; the counts and the status follow the page.
      await showPage(list, response.results, 0, texts.more, current);
      if (!current()) return;
      filter.showCounts(response.totalFilters?.[SEARCH_FILTER_KEY] ?? {});
      status.textContent = resultStatus(query, response.results.length, texts);
      list.dataset['query'] = query;
    } catch {
      // The bundle or an index file did not load: say so; the next keystroke or opening tries again.
      failed = true;
      if (current()) status.textContent = texts.unavailable;
    }
  };

  input.addEventListener('input', () => void search(false));
  dialog.addEventListener('keydown', (event) => {
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' && links.length) {
      event.preventDefault();
      links[Math.min(at + 1, links.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      (at === 0 ? input : links[at - 1])?.focus();
    } else if (event.key === 'Enter' && event.target === input && links[0]) {
      event.preventDefault();
      links[0].click();
    }
  });
  // Following a result closes the dialog, so back/forward does not restore an open modal.
  list.addEventListener('click', (event) => {
    const newTab = event.ctrlKey || event.metaKey || event.shiftKey;
    if (!newTab && (event.target as Element).closest('a')) dialog.close();
  });

  // Loads while the reader starts typing; a failure here is reported by the search that needs it.
  const preload = () => {
    loadPagefind().then(
      () => (failed = false),
      () => {
        failed = true;
        if (!input.value.trim()) status.textContent = texts.unavailable;
      },
    );
  };
  preload();
  if (input.value.trim()) void search(true);
  return {
    opened: () => {
      if (!failed) return;
      if (input.value.trim()) void search(true);
      else preload();
    },
  };
}
