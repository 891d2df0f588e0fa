// Reading a built Pagefind index in tests: which pages it holds, their indexed text and filters.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export interface IndexedPage {
  readonly url: string;
  readonly content: string;
  readonly filters: Readonly<Record<string, readonly string[]>>;
}

/** The pages of a built Pagefind index: each page's fragment holds its URL, indexed text and filters. */
export function indexedPages(distDir: string): IndexedPage[] {
  const dir = join(distDir, 'pagefind/fragment');
  return readdirSync(dir).map((file) => {
    const text = gunzipSync(readFileSync(join(dir, file))).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{'))) as IndexedPage;
  });
}
