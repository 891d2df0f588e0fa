// News list (docs/behaviour.md#news-categories): category filters, counts, messages and the static pagination routes.
import { NEWS_ALL, NEWS_CATEGORIES, NEWS_CATEGORY_SEGMENT, NEWS_PAGE_SEGMENT, NEWS_PAGE_SIZE } from './constants';
import { slugify } from './slug';

export const NEWS_BASE_PATH = '/nieuws';

/** Articles whose category equals the filter ('All' keeps everything). */
export function filterByCategory<T extends { category: string }>(items: readonly T[], category: string): T[] {
  return category === NEWS_ALL ? [...items] : items.filter((item) => item.category === category);
}

/** Number of articles per filter, over all articles ('All' included). */
export function countByCategory(items: readonly { category: string }[]): Record<string, number> {
  const counts: Record<string, number> = { [NEWS_ALL]: items.length };
  for (const category of NEWS_CATEGORIES) counts[category] = 0;
  for (const item of items) {
    if (item.category in counts && item.category !== NEWS_ALL) counts[item.category] = (counts[item.category] ?? 0) + 1;
  }
  return counts;
}

/** `/nieuws` for All, `/nieuws/categorie/{slug}` for a category. */
export function filterPath(category: string): string {
  return category === NEWS_ALL ? NEWS_BASE_PATH : `${NEWS_BASE_PATH}/${NEWS_CATEGORY_SEGMENT}/${slugify(category)}`;
}

/** Page 1 is the list itself; page n lives at `{list}/pagina/{n}`. */
export function pagePath(listPath: string, page: number): string {
  return page <= 1 ? listPath : `${listPath}/${NEWS_PAGE_SEGMENT}/${page}`;
}

export function pageCount(total: number, size: number = NEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Items of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, size: number = NEWS_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** Page numbers to show around the current one: first, last and a window; null marks a gap. */
export function pageWindow(current: number, total: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - current) <= radius) pages.push(p);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/** Category a filter slug stands for ('beurs' → 'Beurs'), or undefined. */
export function categoryFromSlug(slug: string): string | undefined {
  return NEWS_CATEGORIES.find((c) => slugify(c) === slug);
}

/**
 * Whether a list page shows a preview build's draft (featured or as a card). Such a page says noindex, which also
 * keeps it out of the sitemap and the site search: a draft never appears on an indexable page.
 */
export function showsDraft(shown: readonly ({ readonly draft?: boolean | undefined } | undefined)[]): boolean {
  return shown.some((item) => item?.draft === true);
}
