// The embedded default: local Markdown articles (front matter + body) read from a folder.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { LocalFrontMatter } from './mapping';

export const DEFAULT_LOCAL_NEWS_DIR = 'src/content/news';

export interface LocalFile {
  /** File name without extension, relative to the folder, '/'-separated. */
  readonly id: string;
  /** Path relative to the project root ('/'-separated), for astro:assets image resolution. */
  readonly filePath: string;
  readonly data: LocalFrontMatter;
  readonly body: string;
}

/** Splits '---\nyaml\n---\nbody'; a file without front matter has empty data. */
export function splitFrontMatter(source: string): { data: LocalFrontMatter; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  if (!match) return { data: {}, body: text };
  const parsed: unknown = parseYaml(match[1] ?? '');
  const data = parsed && typeof parsed === 'object' ? (parsed as LocalFrontMatter) : {};
  return { data, body: text.slice(match[0].length) };
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.md') && !e.name.startsWith('_'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Every `*.md` file under `dir` (files starting with '_' are drafts and skipped). */
export async function readLocalNews(dir: string, root: string): Promise<LocalFile[]> {
  const files = await markdownFiles(dir);
  return Promise.all(
    files.map(async (file) => {
      const { data, body } = splitFrontMatter(await readFile(file, 'utf8'));
      const id = relative(dir, file).split(sep).join('/').replace(/\.md$/, '');
      return { id, filePath: relative(root, file).split(sep).join('/'), data, body };
    }),
  );
}
