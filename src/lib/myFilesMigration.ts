// The rules of 'Mijn bestanden' (src/lib/myFiles.ts) that only Mijn kosten and box 3 use (src/stores/myFilesTools.ts):
// how what the tools kept before the list (Mijn kosten's saved results, the portfolio's records) is read into entries
// once, and how a removal there reaches the portfolio's kept value. Apart, so the portfolio's pages do not load them.
import { isObject, migratedId, type MyFileEntry, type MyFilesOwner } from './myFiles';

/**
 * What Mijn kosten's 'Bewaar op dit apparaat' left in localStorage, loosely read: its moment and each file's name and
 * parsed export (checked by the tool that uses it). Undefined when the text is no such value.
 */
export function savedFilesIn(
  text: string | null,
): { readonly savedAt: string; readonly files: { readonly name: string; readonly parsed: unknown }[] } | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text ?? 'null');
  } catch {
    return undefined;
  }
  if (!isObject(data) || typeof data['savedAt'] !== 'string' || !Array.isArray(data['files'])) return undefined;
  const files = (data['files'] as unknown[]).flatMap((file) =>
    isObject(file) && typeof file['name'] === 'string' && isObject(file['parsed'])
      ? [{ name: file['name'], parsed: file['parsed'] }]
      : [],
  );
  return { savedAt: data['savedAt'], files };
}

/** The portfolio's kept value (IndexedDB), loosely read: its moment and its files' names, or undefined. */
export function portfolioFilesIn(
  value: unknown,
): { readonly savedAt: string; readonly files: { readonly name: string }[] } | undefined {
  if (!isObject(value) || typeof value['savedAt'] !== 'string' || !Array.isArray(value['files'])) return undefined;
  const files = (value['files'] as unknown[]).flatMap((file) =>
    isObject(file) && typeof file['name'] === 'string' ? [{ name: file['name'] }] : [],
  );
  return { savedAt: value['savedAt'], files };
}

/**
 * The portfolio's kept value without the file `name` (removed from the list): null when it holds no such file,
 * undefined when nothing would be left (no file, no typed price), so the value is removed.
 */
export function portfolioWithoutFile(
  value: unknown,
  name: string,
  now: string,
): Record<string, unknown> | null | undefined {
  if (!isObject(value) || !Array.isArray(value['files'])) return null;
  const before = value['files'] as unknown[];
  const files = before.filter((file) => !(isObject(file) && file['name'] === name));
  if (files.length === before.length) return null;
  const typed = value['typed'];
  if (files.length === 0 && !(Array.isArray(typed) && typed.length > 0)) return undefined;
  return { ...value, savedAt: now, files };
}

/** Mijn kosten's saved results as entries: each serves Mijn kosten and box 3 and asks for the file again elsewhere. */
export function entriesFromSavedExports(
  saved: { readonly savedAt: string; readonly files: readonly { readonly name: string; readonly parsed: unknown }[] },
  owner: MyFilesOwner,
): MyFileEntry[] {
  return saved.files.map((file) => ({
    id: migratedId(owner, 'mijn-kosten', file.name),
    name: file.name,
    size: 0,
    day: '',
    added: saved.savedAt,
    owner,
    file: null,
    parsed: file.parsed,
  }));
}

/**
 * The entries after `added` joined `kept`: one name is one file, so an entry of the same name is replaced; what a
 * migrated entry served stays served by the new one (it has the file). Migrated entries of one name are merged, so a
 * file that both Mijn kosten and the portfolio kept is listed once and serves all three.
 */
export function withEntries(kept: readonly MyFileEntry[], added: readonly MyFileEntry[]): MyFileEntry[] {
  const result = [...kept];
  for (const entry of added) {
    const at = result.findIndex((other) => other.name === entry.name && other.owner === entry.owner);
    if (at === -1) {
      result.push(entry);
      continue;
    }
    const old = result[at]!;
    const parsed = entry.parsed ?? old.parsed;
    const portfolio = entry.portfolio ?? old.portfolio;
    result[at] = {
      ...(entry.file === null ? old : entry),
      file: entry.file ?? old.file,
      ...(parsed === undefined || entry.file !== null ? {} : { parsed }),
      ...(portfolio === undefined || entry.file !== null ? {} : { portfolio }),
    };
  }
  return result;
}
