// Spec §3 + issue 5: the slug of a news article and how duplicate slugs are resolved.
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
  /** ISO date/time; newer articles win a shared slug. */
  readonly createdAt: string;
}

/**
 * Slugs for a list of articles, keyed by id. Articles sharing a slug: the newest (by
 * createdAt, then id for a stable tie-break) keeps it, older ones get '-2', '-3', … in order
 * of age. Slugs that would collide with a list route (`pagina`, `categorie`) or come out empty
 * are treated as taken. Deterministic whatever the input order.
 */
export function assignSlugs(
  items: readonly Sluggable[],
  reserved: readonly string[] = RESERVED_SLUGS,
): Map<string, string> {
  const ordered = [...items].sort((a, b) => compareNewestFirst(a, b));
  const taken = new Set(reserved);
  const result = new Map<string, string>();
  // Base slugs first, so a generated '-2' never steals another article's own base slug.
  const bases = new Map(ordered.map((item) => [item.id, slugify(item.title) || 'artikel']));
  const baseSet = new Set(bases.values());
  for (const item of ordered) {
    const base = bases.get(item.id) as string;
    let slug = base;
    // A suffixed slug also skips other articles' own base slugs (e.g. a title ending in '2').
    for (let n = 2; taken.has(slug); n++) {
      slug = `${base}-${n}`;
      if (baseSet.has(slug)) slug = base;
    }
    taken.add(slug);
    result.set(item.id, slug);
  }
  return result;
}

export function compareNewestFirst(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number {
  const diff = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  if (diff !== 0 && !Number.isNaN(diff)) return diff;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
