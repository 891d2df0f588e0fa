// Which articles of a preview build are drafts. The Preview API serves the latest version of every entry but does
// not say whether that version is live, so a preview build also asks the Delivery API: an entry it does not have
// was never published (or was unpublished), and one it has with another update time has changes not yet published.
import type { MappedNews } from './types';

/** Published entries: id → the update time of their live version (the Delivery API's sys.updatedAt). */
export type PublishedVersions = ReadonlyMap<string, string | undefined>;

/** Whether the version a preview shows is not the live one. */
export function isDraft(item: Pick<MappedNews, 'id' | 'updatedAt'>, published: PublishedVersions): boolean {
  if (!published.has(item.id)) return true;
  const live = published.get(item.id);
  return live === undefined || Date.parse(live) !== Date.parse(item.updatedAt);
}

/** The items with `draft: true` on those whose shown version is not live. */
export function markDrafts<T extends MappedNews>(items: readonly T[], published: PublishedVersions): T[] {
  return items.map((item) => (isDraft(item, published) ? { ...item, draft: true } : item));
}
