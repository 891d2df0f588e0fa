// The content model snapshot (cms/model.json, generated from the migrations) against the site: the generated
// module, the field ids the mapping reads and the categories must all be the snapshot's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modelTypes } from '../../scripts/cms/snapshot.mjs';
import { NEWS_CATEGORIES, NEWS_CONTENT_TYPE, NEWS_FIELDS, NEWS_REQUIRED_FIELDS } from '../../src/lib/news/contentModel';
import { mapContentfulEntry } from '../../src/lib/news/mapping';
import { CONTENT_MODEL } from '../../src/lib/news/model';

interface SnapshotField {
  id: string;
  required: boolean;
  validations: { in?: string[] }[];
}
const snapshot = JSON.parse(readFileSync('cms/model.json', 'utf8')) as {
  migrations: string[];
  contentTypes: { id: string; fields: SnapshotField[] }[];
};
const newsType = snapshot.contentTypes.find((t) => t.id === NEWS_CONTENT_TYPE);

/** Every field id the mapping reads from an entry (a proxy records the reads). */
function fieldsRead(): string[] {
  const read = new Set<string>();
  const fields = new Proxy(
    { title: 'Titel', text1: 'Tekst' },
    {
      get(target, key) {
        if (typeof key === 'string') read.add(key);
        return (target as Record<string, unknown>)[key as string];
      },
    },
  );
  mapContentfulEntry({ sys: { id: 'e1', createdAt: '2026-11-20T12:00:00Z' }, fields });
  return [...read];
}

describe('content model snapshot and the site', () => {
  it('the generated module is the snapshot (run npm run cms:snapshot after a new migration)', () => {
    expect(CONTENT_MODEL).toEqual(modelTypes(snapshot as never));
  });

  it("the mapping reads exactly the news content type's fields", () => {
    expect(newsType).toBeDefined();
    const snapshotFields = newsType?.fields.map((f) => f.id) ?? [];
    expect([...NEWS_FIELDS]).toEqual(snapshotFields);
    expect(fieldsRead().sort()).toEqual([...snapshotFields].sort());
  });

  it('required fields and categories are the ones the model validates', () => {
    expect([...NEWS_REQUIRED_FIELDS]).toEqual(newsType?.fields.filter((f) => f.required).map((f) => f.id));
    expect([...NEWS_REQUIRED_FIELDS]).toEqual(['title', 'text1']);
    const category = newsType?.fields.find((f) => f.id === 'category');
    expect([...NEWS_CATEGORIES]).toEqual(category?.validations.find((v) => v.in)?.in);
  });
});
