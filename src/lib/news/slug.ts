// The slug of a news article and how duplicate slugs are resolved.
import { RESERVED_SLUGS } from './constants';

/**
 * Folds diacritics first ('één' → 'een'), lowercases, turns each run of non-alphanumerics
 * into one hyphen and trims leading/trailing hyphens.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface Sluggable {
  readonly id: string;
  readonly title: string;
  /** ISO date/time; earlier articles keep a shared slug. */
  readonly createdAt: string;
}

/**
 * Slugs for a list of articles, keyed by id. Published URLs (and the RSS guids built from them) never
 * change when articles are added: articles are taken in creation order (then id), and each gets its
 * title's slug unless an earlier article or a reserved route already has it, else the first free
 * '-2', '-3', …. So an article's slug depends only on the articles created before it, and a newer
 * article with the same title gets the suffix. Empty slugs become 'artikel'. Deterministic whatever
 * the input order.
 */
export function assignSlugs(
  items: readonly Sluggable[],
  reserved: readonly string[] = RESERVED_SLUGS,
): Map<string, string> {
  const ordered = [...items].sort((a, b) => compareOldestFirst(a, b));
  const taken = new Set(reserved);
  const result = new Map<string, string>();
  for (const item of ordered) {
    const base = slugify(item.title) || 'artikel';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    result.set(item.id, slug);
  }
  return result;
}

/** Creation order: oldest first, ties broken by id. */
export function compareOldestFirst(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number {
  const diff = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (diff !== 0 && !Number.isNaN(diff)) return diff;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function compareNewestFirst(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number {
  const diff = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  if (diff !== 0 && !Number.isNaN(diff)) return diff;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
