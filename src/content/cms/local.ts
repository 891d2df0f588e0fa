// The embedded default: local Markdown articles (front matter + body) read from a folder.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { LocalFrontMatter } from '../../lib/news/mapping';

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
  const yaml = match[1] ?? '';
  const parsed: unknown = parseSimpleFrontMatter(yaml) ?? parseYaml(yaml);
  const data = parsed && typeof parsed === 'object' ? (parsed as LocalFrontMatter) : {};
  return { data, body: text.slice(match[0].length) };
}

const SIMPLE_LINE = /^([A-Za-z_][\w-]*):[ \t]*(.*)$/;
/** Plain scalars YAML reads as null or booleans: left to the real parser. */
const YAML_KEYWORD = /^(?:null|~|true|false|yes|no|on|off)$/i;
const PLAIN_SCALAR = /^[^\s'"[\]{}>|&*!%@`#,?:-][^#]*$|^-?\d/;

/**
 * Fast path for the flat `key: value` front matter the articles use (the full YAML parser costs
 * about 1 ms per file, a lot at 10,000 articles): single-quoted, double-quoted and plain scalars,
 * all kept as strings. Returns null for anything else (lists, blocks, comments, anchors, …) so
 * the caller falls back to the real YAML parser.
 */
export function parseSimpleFrontMatter(yaml: string): Record<string, string> | null {
  const data: Record<string, string> = {};
  for (const line of yaml.split('\n')) {
    if (line.trim() === '') continue;
    const m = SIMPLE_LINE.exec(line);
    if (!m) return null;
    const key = m[1] as string;
    const raw = (m[2] ?? '').trim();
    if (raw.startsWith("'")) {
      if (!/^'(?:[^']|'')*'$/.test(raw)) return null;
      data[key] = raw.slice(1, -1).replace(/''/g, "'");
    } else if (raw.startsWith('"')) {
      if (!/^"(?:[^"\\]|\\["\\/bfnrt])*"$/.test(raw)) return null;
      data[key] = JSON.parse(raw) as string;
    } else if (raw !== '' && PLAIN_SCALAR.test(raw) && !/:\s|\s#/.test(raw) && !YAML_KEYWORD.test(raw)) {
      data[key] = raw;
    } else {
      return null;
    }
  }
  return data;
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
