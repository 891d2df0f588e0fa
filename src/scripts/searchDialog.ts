// The search dialog's results: loaded when the dialog first opens. Queries Pagefind's browser bundle
// (/pagefind/pagefind.js, written by the build) while the reader types and builds every result with DOM
// APIs: page and CMS text only ever reaches the page as textContent.
import { excerptSegments } from '../lib/search/excerpt';
import { resultHref, resultStatus, type StatusTexts } from '../lib/search/results';
import type { SearchSection } from '../data/routes';
import { SEARCH_FILTER_KEY, SEARCH_SECTIONS } from '../lib/search/sections';

/** The parts of Pagefind's browser API used here (see pagefind.js in the built bundle). */
interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
}
interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly filters: Readonly<Record<string, readonly string[] | undefined>>;
  readonly sub_results: readonly PagefindSubResult[];
}
interface PagefindSearch {
  readonly results: readonly { data(): Promise<PagefindResultData> }[];
  readonly totalFilters?: Readonly<Record<string, Readonly<Record<string, number>> | undefined>>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  filters(): Promise<unknown>;
  debouncedSearch(
    term: string,
    options: { filters?: Record<string, string> },
    debounceMs: number,
  ): Promise<PagefindSearch | null>;
}

const BUNDLE = '/pagefind/pagefind.js';
/** Short enough to feel instant, long enough not to search every letter of a fast typist. */
const DEBOUNCE_MS = 100;
const PAGE_SIZE = 10;
/** Matching FAQ questions and guide sections shown under a page. */
const MAX_SUB_RESULTS = 3;

/** The dialog's texts, rendered into `data-texts` by SearchDialog.astro from the UI dictionary. */
export interface SearchTexts extends StatusTexts {
  readonly all: string;
  readonly more: string;
  readonly unavailable: string;
}

let pagefind: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ BUNDLE) as Promise<Pagefind>).then(async (api) => {
    await api.options({ excerptLength: 24 });
    // Loads the WASM, the index metadata and the (small) section filter index: with the filters loaded,
    // every search also reports how many results each section has, for the chips.
    await api.filters();
    return api;
  });
  return pagefind;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
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

function resultItem(data: PagefindResultData): HTMLLIElement {
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

export function initSearchDialog(dialog: HTMLDialogElement): void {
  const texts = JSON.parse(dialog.dataset['texts'] ?? '{}') as SearchTexts;
  const input = dialog.querySelector<HTMLInputElement>('[data-search-input]');
  const status = dialog.querySelector<HTMLElement>('[data-search-status]');
  const list = dialog.querySelector<HTMLUListElement>('[data-search-results]');
  const filterGroup = dialog.querySelector<HTMLElement>('[data-search-filters]');
  if (!input || !status || !list || !filterGroup) return;

  let section: SearchSection | null = null;
  let ticket = 0;
  const chips = new Map<SearchSection | null, HTMLButtonElement>();
  for (const value of [null, ...SEARCH_SECTIONS]) {
    const chip = element('button', 'search-chip');
    chip.type = 'button';
    chip.setAttribute('aria-pressed', String(value === section));
    chip.addEventListener('click', () => {
      section = value;
      for (const [key, other] of chips) other.setAttribute('aria-pressed', String(key === section));
      void search(0);
    });
    chips.set(value, chip);
    filterGroup.append(chip);
  }

  const clear = () => {
    list.replaceChildren();
    delete list.dataset['query'];
    status.textContent = '';
    filterGroup.hidden = true;
  };

  const showCounts = (counts: Readonly<Record<string, number>>) => {
    let total = 0;
    for (const [key, chip] of chips) {
      const count = key ? (counts[key] ?? 0) : 0;
      total += count;
      if (key) chip.textContent = `${key} (${count})`;
    }
    const all = chips.get(null);
    if (all) all.textContent = `${texts.all} (${total})`;
    filterGroup.hidden = false;
  };

  /** Shows `results` from `start` on (a page of them), replacing the list for the first page. */
  const showPage = async (results: PagefindSearch['results'], start: number, mine: number): Promise<void> => {
    const page = await Promise.all(results.slice(start, start + PAGE_SIZE).map((r) => r.data()));
    if (mine !== ticket) return;
    const items = page.map(resultItem);
    if (start === 0) list.replaceChildren(...items);
    else list.querySelector('[data-search-more]')?.replaceWith(...items);
    const shown = start + page.length;
    if (shown >= results.length) return;
    const more = element('li', 'px-3 pt-2');
    more.dataset['searchMore'] = '';
    const button = element('button', 'btn-secondary px-3 py-1.5 text-sm', texts.more);
    button.type = 'button';
    button.addEventListener('click', () => {
      void showPage(results, shown, mine).then(() => items.at(-1)?.nextElementSibling?.querySelector('a')?.focus());
    });
    more.append(button);
    list.append(more);
  };

  const search = async (debounceMs: number): Promise<void> => {
    const query = input.value.trim();
    const mine = ++ticket;
    if (!query) return clear();
    try {
      const api = await loadPagefind();
      const filters = section ? { filters: { [SEARCH_FILTER_KEY]: section } } : {};
      const response = await api.debouncedSearch(query, filters, debounceMs);
      // null: a newer keystroke superseded this search during the debounce.
      if (!response || mine !== ticket) return;
      await showPage(response.results, 0, mine);
      if (mine !== ticket) return;
      showCounts(response.totalFilters?.[SEARCH_FILTER_KEY] ?? {});
      status.textContent = resultStatus(query, response.results.length, texts);
      list.dataset['query'] = query;
    } catch {
      if (mine === ticket) status.textContent = texts.unavailable;
    }
  };

  input.addEventListener('input', () => void search(DEBOUNCE_MS));
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
  void loadPagefind().catch(() => undefined);
  if (input.value.trim()) void search(0);
}
